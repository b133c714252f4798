import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { GatewayContext } from './context';
import { PAGE_SIZE_EXTENSION } from './guards';
import { ProviderError } from './provider/errors';

export interface GatewaySchemaTypes {
  Context: GatewayContext;
  AuthScopes: {
    /** A session or a bearer token came with the request. */
    signedIn: boolean;
    /** The signed-in user holds this permission (user level, 002 §6). */
    permission: string;
    /** Staff of the publisher (isStaff). */
    staff: boolean;
    /** Administrators (isSuperuser). */
    superuser: boolean;
  };
  Connection: { totalCount: number };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}

export type GatewaySchemaTypesResolved = PothosSchemaTypes.ExtendDefaultTypes<GatewaySchemaTypes>;

export const builder = new SchemaBuilder<GatewaySchemaTypes>({
  // The relay plugin first, so that scope checks see parsed global ids; the errors
  // plugin around scope-auth, so that a mutation refused here is its typed result.
  plugins: [RelayPlugin, ErrorsPlugin, ScopeAuthPlugin, DataloaderPlugin],
  // Fields are non-null unless they say otherwise: a null means "not known", never "failed".
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false, description: 'the items of this page, in the list\'s order' },
    nodeFieldOptions: { nullable: false, description: 'the item' },
    cursorFieldOptions: { description: 'where this item is in the list: give it as `after` or `before`' },
    pageInfoFieldOptions: { description: 'where this page is in the list' },
    hasNextPageFieldOptions: { description: 'more items follow this page' },
    hasPreviousPageFieldOptions: { description: 'items come before this page' },
    startCursorFieldOptions: { description: 'the first item\'s cursor; null on an empty page' },
    endCursorFieldOptions: { description: 'the last item\'s cursor, the next page\'s `after`; null on an empty page' },
    idFieldOptions: { description: 'its global id, opaque: `node(id:)` finds it again' },
    nodeQueryOptions: { description: 'Anything with a global id, by that id; null when there is none or the viewer may not see it', args: { id: { description: 'a global id (`id` of a Node)' } } },
    nodesQueryOptions: { description: 'Several nodes by their global ids, in the same order; null for each that is not found or hidden', args: { ids: { description: 'global ids (`id` of Nodes)' } } },
    // Every connection's page size is checked before execution (guards.ts, issue 16): 1 to 100.
    firstArgOptions: { description: 'the page size from the start or after `after`: 1 to 100', extensions: { [PAGE_SIZE_EXTENSION]: true } },
    lastArgOptions: { description: 'the page size from the end or before `before`: 1 to 100', extensions: { [PAGE_SIZE_EXTENSION]: true } },
    afterArgOptions: { description: 'the page after this cursor (`pageInfo.endCursor`)' },
    beforeArgOptions: { description: 'the page before this cursor (`pageInfo.startCursor`)' },
    pageInfoTypeOptions: { description: 'Where a page of a list is, and how to ask for the next or the previous one' },
    nodeTypeOptions: { description: 'Something with a global id (`id`)' },
  },
  scopeAuth: {
    authScopes: (context) => ({
      signedIn: context.session.signedIn,
      permission: async (permission) => (await context.loaders.viewer.load())?.permissions.includes(permission) ?? false,
      staff: async () => (await context.loaders.viewer.load())?.isStaff ?? false,
      superuser: async () => (await context.loaders.viewer.load())?.isSuperuser ?? false,
    }),
    // The same error as the provider's, so that a mutation refused here is the same
    // typed result as one the provider refuses.
    unauthorizedError: (_parent, context) =>
      context.session.signedIn
        ? new ProviderError('Invalid permission', 403, 'FORBIDDEN')
        : new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED'),
  },
  errors: { defaultTypes: [] },
});

builder.queryType({ description: 'What the dashboard reads' });
builder.mutationType({ description: 'What the dashboard changes; a refusal is a typed result (ProviderError), not an error' });
