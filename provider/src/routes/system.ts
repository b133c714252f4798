import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { isLearningPlatform, LEARNING_PLATFORMS, learningLinkFor } from '../domain/accounts/learning';
import { badRequest, forbidden } from '../errors';
import { authErrors } from '../schemas/common';
import { superusersOnly } from './guards';

const MaintenanceState = Type.Object({ on: Type.Boolean() });

export const systemRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  // Both answer during maintenance, so that an administrator can switch it off.
  app.get(
    '/v1/system/maintenance',
    {
      config: { duringMaintenance: true },
      preValidation: superusersOnly,
      schema: {
        operationId: 'getMaintenance',
        tags: ['system'],
        summary: 'Whether maintenance mode is on (superusers)',
        description: 'Answers during maintenance too. 403 to anyone but a superuser.',
        response: { 200: MaintenanceState, ...authErrors },
      },
    },
    async () => ({ on: await context.maintenance.isOn() }),
  );

  app.put(
    '/v1/system/maintenance',
    {
      config: { duringMaintenance: true },
      preValidation: superusersOnly,
      schema: {
        operationId: 'setMaintenance',
        tags: ['system'],
        summary: 'Switch maintenance mode on or off (superusers)',
        description:
          'ERR-01, BE-AUTH-13: while on, every route but health, sign-in, refresh, sign-out, the error list and this switch answers 503 MAINTENANCE. Shared by every provider instance through the database; other instances see a change within their cache time (2 s by default). 403 to anyone but a superuser.',
        body: Type.Object({ on: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: MaintenanceState, ...authErrors },
      },
    },
    async (request) => {
      await context.maintenance.set(request.body.on);
      request.log.warn({ on: request.body.on, by: request.principal!.userId }, 'maintenance switched');
      return { on: request.body.on };
    },
  );

  app.get(
    '/auth/redirectLink',
    {
      schema: {
        operationId: 'getLearningPlatformLink',
        tags: ['auth'],
        summary: 'A signed link to the learning platform for holders of a learn_upon_* permission (API-06)',
        description:
          'ROUTE-08, BE-AUTH-10: redirectUrl is the configured platform URL with ?sso=<token>, an HS256 JWT (header typ sso, signed with the provider secret) with sub = the user email, name, role (admin, manager, instructor or learner: the highest learn_upon_* held), aud = the platform, iss greenlight, valid 5 minutes. 403 without a learning permission or from an impersonated session; 400 for a platform other than learnupon.',
        querystring: Type.Object({
          platform: Type.String({ pattern: '^[a-z]{1,20}$', description: `one of: ${LEARNING_PLATFORMS.join(', ')}` }),
        }),
        response: { 200: Type.Object({ redirectUrl: Type.String() }), ...authErrors },
      },
    },
    async (request) => {
      const { platform } = request.query;
      if (!isLearningPlatform(platform)) {
        throw badRequest('INVALID_REQUEST', `querystring.platform must be one of: ${LEARNING_PLATFORMS.join(', ')}`, [
          { code: 'INVALID_REQUEST', detail: `Unknown learning platform ${platform}`, path: 'querystring.platform' },
        ]);
      }
      const redirectUrl = await learningLinkFor(context, request.principal!, platform);
      if (!redirectUrl) throw forbidden();
      return { redirectUrl };
    },
  );
};
