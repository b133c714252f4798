import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { health } from '../domain/platform/health';

export const healthRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/health',
    {
      config: { public: true, duringMaintenance: true },
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Answers when the provider and its database are up, and whether maintenance is on',
        description: 'Public, and answers during maintenance too: the maintenance page asks it until the platform is back (ERR-01).',
        response: { 200: Type.Object({ status: Type.Literal('ok'), maintenance: Type.Boolean() }) },
      },
    },
    async () => health(context.db, context.maintenance),
  );
};
