import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PLATFORMS } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { getProject, renameProject, searchProject, studioProjects } from '../domain/games/projects';
import { badRequest } from '../errors';
import { authErrors, IdParams, Nullable } from '../schemas/common';

export const projectRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/projects/:id',
    {
      schema: {
        operationId: 'getProject',
        tags: ['projects'],
        summary: 'One project with its games (PROJ-12)',
        params: IdParams,
        response: { 200: Type.Ref('Project'), ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => getProject(db, request.principal!, request.params.id),
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        operationId: 'renameProject',
        tags: ['projects'],
        summary: 'Renames a project (PROJ-13): 3 to 25 characters; answers true or an error body',
        params: IdParams,
        body: Type.Object({ id: Type.Optional(Type.Integer()), name: Type.String({ maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: Type.Literal(true), ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => {
      if (request.body.id !== undefined && request.body.id !== request.params.id) {
        throw badRequest('INVALID_REQUEST', 'The body names another project', [{ code: 'INVALID_REQUEST', detail: 'id differs from the path', path: 'id' }]);
      }
      return renameProject(db, request.principal!, request.params.id, request.body.name);
    },
  );

  app.get(
    '/projects',
    {
      schema: {
        operationId: 'listProjects',
        tags: ['projects'],
        summary: 'A studio\'s projects, by name, at most 100 (PROJ-14)',
        querystring: Type.Object({ studioId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('Project')), total: Type.Integer() }), ...authErrors },
      },
    },
    async (request) => studioProjects(db, request.principal!, request.query.studioId),
  );

  app.post(
    '/projects/search',
    {
      config: { readOnly: true },
      schema: {
        operationId: 'searchProject',
        tags: ['projects'],
        summary: 'The project of a game with this store id or bundle id on this platform, or null (PROJ-15)',
        body: Type.Object(
          {
            storeId: Type.Optional(Type.String({ maxLength: 200 })),
            bundleId: Type.Optional(Type.String({ maxLength: 200 })),
            platform: Type.Enum(PLATFORMS),
          },
          { additionalProperties: false },
        ),
        response: { 200: Nullable(Type.Ref('Project')), ...authErrors },
      },
    },
    async (request) => searchProject(db, request.principal!, request.body),
  );
};
