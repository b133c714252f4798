// AUTH-19: the caller's correlation id names the request in every log line and comes
// back in the answer's x-correlation-id; without a usable one the request gets a UUID.
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyServerOptions } from 'fastify';
import { appWide } from './app-wide';

const CORRELATION_HEADER = 'x-correlation-id';
const CORRELATION_ID = /^[\w.:-]{1,128}$/;

/** The server options that name requests: Fastify takes them when it is built, not from a plugin. */
export const correlationOptions = {
  genReqId: (request) => {
    const given = request.headers[CORRELATION_HEADER];
    return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
  },
  logController: new LogController({
    requestIdLogLabel: 'correlationId',
    disableRequestLogging: (request) => request.url === '/health',
  }),
} satisfies FastifyServerOptions;

/** Every answer, refusals and 404s included, carries the request's correlation id. */
export const correlationHeader = appWide('correlation-header', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_HEADER, request.id);
  });
});
