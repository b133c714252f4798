import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TAG_CATEGORIES } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { addGameTag, removeGameTag, replaceTags, searchTags } from '../domain/games/tags';
import { authErrors, IdParams } from '../schemas/common';

const TagCategory = Type.Enum(TAG_CATEGORIES);
const Tag = Type.Object({ label: Type.String({ maxLength: 100 }), category: TagCategory }, { additionalProperties: false });
const Tags = Type.Object({ tags: Type.Array(Type.Object({ label: Type.String(), category: TagCategory })) });
const errors = { ...authErrors, 404: Type.Ref('ErrorBody') };

export const tagRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;

  app.put(
    '/games/:id/tags',
    {
      schema: {
        operationId: 'setGameTags',
        tags: ['tags'],
        summary: 'Replaces a game\'s tags (TAG-16): lowercased, per-category limits, 6 at most',
        params: IdParams,
        body: Type.Object({ tags: Type.Array(Tag, { maxItems: 20 }) }, { additionalProperties: false }),
        response: { 200: Tags, ...errors },
      },
    },
    async (request) => ({ tags: await replaceTags(db, request.principal!, clock, request.params.id, request.body.tags) }),
  );

  app.patch(
    '/games/:id/tags',
    {
      schema: {
        operationId: 'addGameTag',
        tags: ['tags'],
        summary: 'Adds one tag (TAG-17); a duplicate is ignored (TAG-09)',
        params: IdParams,
        body: Type.Object({ tag: Tag }, { additionalProperties: false }),
        response: { 200: Tags, ...errors },
      },
    },
    async (request) => ({ tags: await addGameTag(db, request.principal!, clock, request.params.id, request.body.tag) }),
  );

  app.delete(
    '/games/:id/tags',
    {
      schema: {
        operationId: 'removeGameTag',
        tags: ['tags'],
        summary: 'Removes one tag by its label (TAG-17)',
        params: IdParams,
        body: Type.Object({ tag: Type.Object({ label: Type.String({ maxLength: 100 }), category: Type.Optional(TagCategory) }) }, { additionalProperties: false }),
        response: { 200: Tags, ...errors },
      },
    },
    async (request) => ({ tags: await removeGameTag(db, request.principal!, clock, request.params.id, request.body.tag.label) }),
  );

  app.get(
    '/tags/search',
    {
      schema: {
        operationId: 'searchTags',
        tags: ['tags'],
        summary: 'Tags used on games, most used first (TAG-18, TAG-15)',
        querystring: Type.Object({ q: Type.String({ maxLength: 50, default: '' }), category: Type.Optional(TagCategory) }),
        response: {
          200: Type.Array(
            Type.Object({ id: Type.String(), label: Type.String(), category: TagCategory, nb_tagged_games: Type.Integer() }),
          ),
          ...authErrors,
        },
      },
    },
    async (request) => searchTags(db, request.query.q, request.query.category),
  );
};
