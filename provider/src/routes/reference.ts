import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { loadCodifications } from '../domain/reference/codifications';
import { errorMessages } from '../domain/reference/error-catalogue';
import { authErrors } from '../schemas/common';

const ErrorMessage = Type.Object({ code: Type.String(), message: Type.String(), link: Type.Optional(Type.String()) });

export const referenceRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/codifications/',
    {
      schema: {
        operationId: 'getCodifications',
        tags: ['reference'],
        summary: 'Reference data for signed-in users (API-10)',
        response: { 200: Type.Ref('Codifications'), ...authErrors },
      },
    },
    async () =>
      loadCodifications(context.db, {
        now: context.clock.now(),
        learningPlatformUrl: context.links.learningPlatformUrl,
      }),
  );

  app.get(
    '/error_messages/',
    {
      config: { public: true, duringMaintenance: true },
      schema: {
        operationId: 'getErrorMessages',
        tags: ['reference'],
        summary: 'The error list: code to message (API-11)',
        response: { 200: Type.Array(ErrorMessage) },
      },
    },
    async () => errorMessages(context.links.helpCenterUrl),
  );
};
