import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { getMedium, originalOf } from '../domain/media/files';
import { notFound } from '../errors';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`, else undefined (the whole file is sent). */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || size === 0 || (!match[1] && !match[2])) return undefined;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : undefined;
}

export const mediaRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  // Media are addressed by the sha-256 of their bytes, so an answer never changes.
  app.get(
    '/media/:id',
    {
      config: { public: true, admission: false },
      schema: {
        operationId: 'getMedium',
        tags: ['media'],
        summary: 'An icon, an ad video or another stored medium, by content hash (byte ranges for videos)',
        description: 'With ?original, a cropped video\'s upload as it was sent (BE-UP-05, VID-07), else the medium itself.',
        params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
        // Present (`?original`, `?original=true`): the original. Not `maxLength: 0`, which
        // generic OpenAPI tools (GraphQL Mesh) cannot type.
        querystring: Type.Object({
          original: Type.Optional(Type.String({ maxLength: 4, description: 'present (empty, or "true"): the upload as it was sent' })),
        }),
      },
    },
    async (request, reply) => {
      const id = request.query.original !== undefined ? await originalOf(context.db, request.params.id) : request.params.id;
      const item = await getMedium(context.db, id);
      if (!item) throw notFound('No such medium');
      reply
        .header('content-type', item.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      // A video element asks for ranges to seek; a file is streamed, never read whole.
      const range = byteRange(request.headers.range, item.size);
      const whole = () => (item.bytes ? Buffer.from(item.bytes) : createReadStream(join(context.media.dir, item.path)));
      if (!range) return reply.header('content-length', item.size).send(whole());
      const part = item.bytes
        ? Buffer.from(item.bytes.subarray(range.start, range.end + 1))
        : createReadStream(join(context.media.dir, item.path), range);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${item.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(part);
    },
  );
};
