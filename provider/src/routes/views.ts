import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import {
  createView,
  deleteView,
  getListPreferences,
  getView,
  listViews,
  putListPreferences,
  updateView,
} from '../domain/lists/views';
import { authErrors, IdParams } from '../schemas/common';
import {
  CreateViewBody,
  ListParams,
  ListPreferencesAnswer,
  ListPreferencesBody,
  UpdateViewBody,
  ViewsQuery,
} from '../schemas/views';

const notFoundError = { 404: Type.Ref('ErrorBody') };

export const viewRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;

  app.get(
    '/v1/ui-views',
    {
      schema: {
        operationId: 'listViews',
        tags: ['views'],
        summary: 'The saved views the caller sees, default views first (API-36, VIEW-03)',
        description:
          'Publishing side only (view_pm_interface). The default views (my-games for publishing managers only) and the caller\'s own; superusers see every view.',
        querystring: ViewsQuery,
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('SavedView')) }), ...authErrors },
      },
    },
    async (request) => ({ data: await listViews(db, request.principal!, request.query.list ?? 'games') }),
  );

  app.post(
    '/v1/ui-view',
    {
      schema: {
        operationId: 'createView',
        tags: ['views'],
        summary: 'Save a new view (API-37, VIEW-05, VIEW-08)',
        description:
          '400 VIEW_NAME_TAKEN when the name (trimmed, ignoring case) is one of the views the caller sees, INVALID_REQUEST when empty, INVALID_VIEW_CONTENT when the content is not a view (its filter is checked like a list\'s).',
        body: CreateViewBody,
        response: { 201: Type.Ref('SavedView'), ...authErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createView(db, clock, request.principal!, request.body)),
  );

  app.get(
    '/v1/ui-view/:id',
    {
      schema: {
        operationId: 'getView',
        tags: ['views'],
        summary: 'One saved view (API-38, VIEW-13)',
        params: IdParams,
        response: { 200: Type.Ref('SavedView'), ...authErrors, ...notFoundError },
      },
    },
    async (request) => getView(db, request.principal!, request.params.id),
  );

  app.put(
    '/v1/ui-view/:id',
    {
      schema: {
        operationId: 'updateView',
        tags: ['views'],
        summary: 'Update a view in place: its creator only, never a default view (API-39, VIEW-10)',
        params: IdParams,
        body: UpdateViewBody,
        response: { 200: Type.Ref('SavedView'), ...authErrors, ...notFoundError },
      },
    },
    async (request) => updateView(db, clock, request.principal!, request.params.id, request.body),
  );

  app.delete(
    '/v1/ui-view/:id',
    {
      schema: {
        operationId: 'deleteView',
        tags: ['views'],
        summary: 'Delete a view: its creator only, never a default view (API-40, VIEW-11)',
        params: IdParams,
        response: { 200: Type.Object({ deleted: Type.Boolean() }), ...authErrors, ...notFoundError },
      },
    },
    async (request) => deleteView(db, request.principal!, request.params.id),
  );

  app.get(
    '/v1/me/list-preferences/:list',
    {
      schema: {
        operationId: 'getListPreferences',
        tags: ['views'],
        summary: 'What the caller last chose in a list: sort, best-only flag, filter, view (AUTH-22, GL-31)',
        params: ListParams,
        response: { 200: ListPreferencesAnswer, ...authErrors },
      },
    },
    async (request) => ({
      list: request.params.list,
      preferences: await getListPreferences(db, request.principal!, request.params.list),
    }),
  );

  app.put(
    '/v1/me/list-preferences/:list',
    {
      schema: {
        operationId: 'setListPreferences',
        tags: ['views'],
        summary: 'Keep the caller\'s choices in a list (AUTH-22, FLT-19)',
        description: 'The filter is checked like a list\'s: 400 INVALID_VIEW_CONTENT naming the problem.',
        params: ListParams,
        body: ListPreferencesBody,
        response: { 200: ListPreferencesAnswer, ...authErrors },
      },
    },
    async (request) => ({
      list: request.params.list,
      preferences: await putListPreferences(db, clock, request.principal!, request.params.list, request.body),
    }),
  );
};
