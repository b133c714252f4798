import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from './context';

export interface GatewaySchemaTypes {
  Context: GatewayContext;
  AuthScopes: {
    /** A session or a bearer token came with the request. */
    signedIn: boolean;
    /** The signed-in user holds this permission (user level, 002 §6). */
    permission: string;
  };
  Connection: { totalCount: number };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}

export const builder = new SchemaBuilder<GatewaySchemaTypes>({
  // The relay plugin first, so that scope checks see parsed global ids.
  plugins: [RelayPlugin, ScopeAuthPlugin, ErrorsPlugin, DataloaderPlugin],
  // Fields are non-null unless they say otherwise: a null means "not known", never "failed".
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
  scopeAuth: {
    authScopes: (context) => ({
      signedIn: context.session.signedIn,
      permission: async (permission) => (await context.viewer())?.permissions.includes(permission) ?? false,
    }),
    unauthorizedError: (_parent, context) =>
      context.session.signedIn
        ? new GraphQLError('Invalid permission', { extensions: { code: 'FORBIDDEN', status: 403 } })
        : new GraphQLError('You are not signed in', { extensions: { code: 'UNAUTHENTICATED', status: 401 } }),
  },
  errors: { defaultTypes: [] },
});

builder.queryType({});
builder.mutationType({});
