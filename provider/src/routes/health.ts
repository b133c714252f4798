import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { health, ready } from '../domain/platform/health';
import { mayScrape } from '../plugins/metrics';

export const healthRoutes: FastifyPluginAsyncTypebox<{ context: AppContext; metricsToken?: string | undefined }> = async (app, { context, metricsToken }) => {
  app.get(
    '/health',
    {
      config: { public: true, duringMaintenance: true, admission: false },
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

  app.get(
    '/ready',
    {
      config: { public: true, duringMaintenance: true, admission: false },
      schema: {
        operationId: 'getReadiness',
        tags: ['system'],
        summary: 'Answers 200 when the provider may take traffic: its database answers within 2 s and its admission gate moves; else 503 NOT_READY',
        description:
          'For load balancers and orchestrators (issue 18). Public, and answers during maintenance too. 503 as well while requests wait for a turn and none has been given back for 5 s (issue 46): a provider that turns everything away is not ready.',
        response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: Type.Ref('ErrorBody') },
      },
    },
    async () => {
      if (app.admission?.stalled) throw new ApiError(503, 'NOT_READY', 'Requests are waiting and none has ended for a while');
      if (!(await ready(context.db))) throw new ApiError(503, 'NOT_READY', 'The database does not answer');
      return { status: 'ready' as const };
    },
  );

  app.get(
    '/metrics',
    {
      config: { public: true, duringMaintenance: true, admission: false },
      schema: {
        operationId: 'getMetrics',
        tags: ['system'],
        summary: 'Prometheus metrics: requests and latencies by route, operations queued and running, live connections',
        description: 'For this machine only, or with `Authorization: Bearer <METRICS_TOKEN>` when the token is set: 404 otherwise.',
        produces: ['text/plain'],
        response: { 200: Type.String({ description: 'the Prometheus text format' }), 404: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      if (!mayScrape(request, metricsToken)) throw new ApiError(404, 'NOT_FOUND', 'No route GET /metrics');
      reply.header('content-type', app.metrics.registry.contentType);
      return app.metrics.registry.metrics();
    },
  );
};
