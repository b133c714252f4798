// The gateway's schema: each file defines one type with its fields and mutations.
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import './errors';
import './user';
import './studio';
import './studio-admin';
import './studio-forms';
import './knowledge-sharing';
import './game-search';
import './board-sort';
import './viewer';
import './access-token';
import './game';
import './auth';
import './content';
import './codifications';
import './system';
import './filters';
import './view';
import './operation';
import './game-action';
import './feedback';
import './changelog';
import './review';
import './genre';
import './tag';
import './publishing-manager';
import './campaign-settings';
import './project';
import './iteration';
import './campaign-creation';
import './video';
import './live';
import './notification';
import './prototype-score';
import './submission';
import './link-to-store';
import './facebook-setup';
import './integration-check';
import './assets';
import './campaign-setup';
import './rate-limit';

export const schema = synchronousNodeIds(builder.toSchema({ sortSchema: true }));

/**
 * Pothos's relay plugin resolves every node's `id` through an async function, so every
 * node in an answer (a page's 20 games, their studios) completes as a promise and
 * graphql-js assembles each of them, and the lists holding them, through promises (issue 17:
 * with the studio's hubspotUrl, about 7 % of the gateway's CPU on a page of cards). A node
 * whose id is known (all of ours: a property of the provider's answer) answers it at once,
 * encoded as Pothos encodes it (no custom encodeGlobalID in builder.ts).
 */
function synchronousNodeIds(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.getInterfaces().some((node) => node.name === 'Node')) continue;
    const options = type.extensions.pothosOptions as { id?: { resolve?: GraphQLFieldResolver<unknown, unknown> }; authScopes?: unknown } | undefined;
    // A type with scopes of its own (SharedGame) checks them on every field, its id included:
    // its resolver stays Pothos's, behind scope-auth.
    if (options?.authScopes !== undefined) continue;
    const idOf = options?.id?.resolve;
    const field = type.getFields().id;
    if (!idOf || !field?.resolve) continue;
    const pothos = field.resolve;
    field.resolve = (parent, args, context, info) => {
      const id = idOf(parent, args, context, info);
      if (typeof id === 'string' || typeof id === 'number' || typeof id === 'bigint') return encodeGlobalID(type.name, String(id));
      return pothos(parent, args, context, info);
    };
  }
  return schema;
}
