import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { getMedium } from '../domain/platform/media';
import { notFound } from '../errors';

export const mediaRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  // Media are addressed by the sha-256 of their bytes, so an answer never changes.
  app.get(
    '/media/:id',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: 'An icon or other stored medium, by content hash',
        params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
      },
    },
    async (request, reply) => {
      const item = await getMedium(context.db, request.params.id);
      if (!item) throw notFound('No such medium');
      return reply
        .header('content-type', item.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(item.bytes));
    },
  );
};
