import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AppContext } from '../context';

export const healthRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Answers when the provider and its database are up',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => {
      await context.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
