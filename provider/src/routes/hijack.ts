import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { IMPERSONATED_SESSION_HEADER, releaseImpersonation, startImpersonation } from '../domain/accounts/impersonation';
import { authErrors } from '../schemas/common';

const HijackParams = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const hijackRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/hijack/:userId',
    {
      config: { sessionOnly: true },
      schema: {
        operationId: 'startImpersonation',
        tags: ['auth'],
        summary: 'Start acting as another user (API-12)',
        description:
          'For superusers, staff and holders of impersonate_studio_member; non-superusers act as studio members only. Answers a session of the user with the X-Impersonated-Session header; any refusal (self, missing or inactive user, not allowed, already impersonating) is 403 error.hijack.operationforbidden.',
        params: HijackParams,
        response: { 200: Type.Ref('Session'), ...authErrors },
      },
    },
    async (request, reply) => {
      const pair = await startImpersonation(context.db, context.sessions, request.principal!, request.params.userId);
      return reply.header(IMPERSONATED_SESSION_HEADER, 'true').send(pair);
    },
  );

  app.post(
    '/hijack/release',
    {
      config: { sessionOnly: true },
      schema: {
        operationId: 'releaseImpersonation',
        tags: ['auth'],
        summary: 'End the impersonation and be oneself again (API-13)',
        description:
          'Ends the impersonated session and answers a new session of the staff member; from a session that is not an impersonation, 400 NOT_IMPERSONATING.',
        response: { 200: Type.Ref('Session'), ...authErrors },
      },
    },
    async (request) => releaseImpersonation(context.sessions, request.principal!),
  );
};
