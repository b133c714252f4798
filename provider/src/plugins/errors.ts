// Every error answers one shape (src/errors.ts): an ApiError as it is, Fastify's own
// 4xx (validation, bad JSON, media type, size) translated, anything else logged and
// answered 500 GENERIC_ERROR; an unknown route 404 NOT_FOUND.
import type { FastifyError } from 'fastify';
import { ApiError, fromFastifyError, notFound } from '../errors';
import { appWide } from './app-wide';

export const errorAnswers = appWide('error-answers', async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const apiError = error instanceof ApiError ? error : error instanceof Error ? fromFastifyError(error as FastifyError) : undefined;
    if (apiError) {
      if (apiError.statusCode >= 500 && apiError.statusCode !== 503) request.log.error({ err: error }, 'request failed');
      return reply.code(apiError.statusCode).send(apiError.body());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      detail: 'An unexpected error occurred',
      errorList: [{ code: 'GENERIC_ERROR', detail: 'An unexpected error occurred' }],
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const error = notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(404).send(error.body());
  });
});
