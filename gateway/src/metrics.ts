// The gateway's Prometheus metrics (issue 18, observability): GraphQL requests and
// their latency by operation and outcome, the provider calls each operation cost, the
// upstream live connections, and the requests refused by the limits. Operation names
// come from callers: at most MAX_OPERATION_LABELS distinct ones are kept as labels,
// the rest counted as "other", so that nobody can grow the registry without bound.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GatewayContext } from './context';
import { lookupCallsOf } from './rate-limit';

const MAX_OPERATION_LABELS = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export class GatewayMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'operation' | 'kind' | 'outcome'>;
  readonly duration: Histogram<'operation'>;
  readonly providerCalls: Histogram<'operation'>;
  readonly refusals: Counter<'reason'>;
  readonly pageViews: Counter<'page'>;
  private readonly names = new Set<string>();

  constructor(liveConnections: () => number) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'gateway_' });
    this.requests = new Counter({
      name: 'gateway_graphql_requests_total',
      help: 'GraphQL operations run, by operation name, kind (query, mutation, subscription) and outcome',
      labelNames: ['operation', 'kind', 'outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: 'gateway_graphql_duration_seconds',
      help: 'Time to execute a query or mutation, by operation name',
      labelNames: ['operation'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.providerCalls = new Histogram({
      name: 'gateway_provider_calls_per_operation',
      help: 'Provider calls one query or mutation made, by operation name',
      labelNames: ['operation'],
      buckets: [0, 1, 2, 3, 5, 8, 13, 21, 34],
      registers,
    });
    this.refusals = new Counter({
      name: 'gateway_refusals_total',
      help: 'Requests refused before they ran: a body too large, no length, too many tokens, a frame too large, a body not JSON, a foreign origin, an operation past a limit (its code), a spent points budget (rate_limited)',
      labelNames: ['reason'],
      registers,
    });
    this.pageViews = new Counter({
      name: 'gateway_page_views_total',
      help: 'Pages the dashboard showed, by page name (AUTH-23; rules\' PAGE_NAMES)',
      labelNames: ['page'],
      registers,
    });
    new Gauge({
      name: 'gateway_live_upstream_connections',
      help: 'Live connections to the provider, one per signed-in user with subscriptions',
      registers,
      collect() {
        this.set(liveConnections());
      },
    });
  }

  /** The label of an operation name: itself while few are known, else "other". */
  operation(name: string | null | undefined): string {
    if (!name || !OPERATION_NAME.test(name)) return 'anonymous';
    if (this.names.has(name)) return name;
    if (this.names.size >= MAX_OPERATION_LABELS) return 'other';
    this.names.add(name);
    return name;
  }

  /** Times every execution and counts its provider calls; counts subscriptions as they start. */
  plugin(): Plugin<Record<string, unknown>, GatewayContext> {
    return {
      onExecute: ({ args }) => {
        const definition = (args.document as DocumentNode).definitions.find((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
        const kind = definition?.operation ?? 'query';
        const operation = this.operation(args.operationName ?? definition?.name?.value);
        const started = performance.now();
        const context = args.contextValue as Partial<GatewayContext>;
        // With the calls made before it ran, to learn whose points budget it spends.
        const callsBefore = (context.providerCalls?.count ?? 0) - lookupCallsOf(context.rateLimit, args);
        return {
          onExecuteDone: ({ result }) => {
            const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
            this.requests.inc({ operation, kind, outcome: failed ? 'error' : 'ok' });
            this.duration.observe({ operation }, (performance.now() - started) / 1000);
            this.providerCalls.observe({ operation }, (context.providerCalls?.count ?? 0) - callsBefore);
          },
        };
      },
      onSubscribe: ({ args }) => {
        this.requests.inc({ operation: this.operation(args.operationName), kind: 'subscription', outcome: 'ok' });
      },
    };
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The scraper is this machine (its socket, not a forwarded address), or holds the token. */
export function mayScrape(req: Pick<IncomingMessage, 'headers' | 'socket'>, token: string | undefined): boolean {
  if (token) {
    const sent = Buffer.from(String(req.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}
