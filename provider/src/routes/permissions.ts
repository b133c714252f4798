// Permissions on objects (STAFF-26, BE-PERM-03): POST /api/permissions/on_objects/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { permissionsOnObjects } from '../domain/accounts/object-permissions';
import { authErrors } from '../schemas/common';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const permissionRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/api/permissions/on_objects/',
    {
      schema: {
        operationId: 'permissionsOnObjects',
        tags: ['accounts'],
        summary: 'What given users may do on given studios (STAFF-26, BE-PERM-03)',
        description:
          'One item per known studio and known user: the studio permissions (change_studio, change_studio_invite_any_user) the user holds there through an active membership\'s access level, none otherwise; a superuser holds both everywhere. Staff read any studio; a studio member only the studios they are an active member of, and only about their members (other studios, other people and unknown ids are left out alike). At most 100 studios and 100 users.',
        body: Type.Object(
          {
            objectType: Type.Literal('studio'),
            objectIds: Type.Array(Id, { minItems: 1, maxItems: 100 }),
            users: Type.Array(Id, { minItems: 1, maxItems: 100 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                objectType: Type.Literal('studio'),
                objectId: Type.Integer(),
                userId: Type.Integer(),
                permissions: Type.Array(Type.String()),
              }),
            ),
          }),
          ...authErrors,
        },
      },
    },
    async (request) => ({ data: await permissionsOnObjects(context.db, request.principal!, request.body) }),
  );
};
