// Metrics and readiness (issue 18): every answer counted by its route pattern (never
// the raw URL, so that labels stay bounded) and timed; GET /metrics answers the
// Prometheus text to the machine itself, or to whoever sends METRICS_TOKEN.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ProviderMetrics } from '../domain/platform/metrics';
import { appWide } from './app-wide';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ProviderMetrics;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The scraper is this machine (its socket, not a forwarded address), or holds the token. */
export function mayScrape(request: Pick<FastifyRequest, 'headers' | 'socket'>, token: string | undefined): boolean {
  if (token) {
    const sent = Buffer.from(String(request.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

export const metricsPlugin = appWide<{ metrics: ProviderMetrics }>('metrics', async (app, { metrics }) => {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unknown';
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
});
