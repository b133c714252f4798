// The provider's Prometheus metrics (issue 18, observability): requests and their
// latency by route, the operations queued and running (read when scraped), the live
// feed's connections, and the operations completed by action and outcome. One
// registry per app, so that two apps in one process (tests) do not mix.
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queryRows, type Db } from '../../db';

export class ProviderMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly duration: Histogram<'method' | 'route'>;
  readonly liveConnections: Gauge;
  readonly operationsCompleted: Counter<'action' | 'status'>;
  readonly shed: Counter<'reason'>;
  readonly reclaimed: Counter;
  /** Requests worked on and waiting for a turn (load shedding), read when scraped. */
  admission: { working: number; waiting: number; stalled: boolean } | undefined;

  constructor(db: Db) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'provider_' });
    this.requests = new Counter({
      name: 'provider_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'provider_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.liveConnections = new Gauge({ name: 'provider_live_connections', help: 'Open live-feed WebSockets (/ws)', registers });
    this.operationsCompleted = new Counter({
      name: 'provider_operations_completed_total',
      help: 'Asynchronous game actions completed, by action and outcome',
      labelNames: ['action', 'status'],
      registers,
    });
    this.shed = new Counter({
      name: 'provider_requests_shed_total',
      help: 'Requests answered 503 OVERLOADED by load shedding, by reason (queue_full, waited_too_long)',
      labelNames: ['reason'],
      registers,
    });
    this.reclaimed = new Counter({
      name: 'provider_admission_reclaimed_total',
      help: 'Turns of the admission gate taken back from requests that held them longer than any caller waits (logged each)',
      registers,
    });
    const admission = () => this.admission;
    new Gauge({
      name: 'provider_admission_stalled',
      help: '1 while requests wait for a turn and none has been given back for 5 s (readiness answers 503 then)',
      registers,
      collect() {
        this.set(admission()?.stalled ? 1 : 0);
      },
    });
    new Gauge({
      name: 'provider_requests_in_flight',
      help: 'Turns of the admission gate held (working) and requests waiting for one (waiting)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'working' }, admission()?.working ?? 0);
        this.set({ state: 'waiting' }, admission()?.waiting ?? 0);
      },
    });
    new Gauge({
      name: 'provider_operations',
      help: 'Asynchronous game actions waiting (pending) or under way (running), read when scraped',
      labelNames: ['status'],
      registers,
      async collect() {
        const rows = await queryRows<{ status: string; count: number }>(
          db,
          sql`select status, count(*)::int as count from operations where status in ('pending', 'running') group by status`,
        );
        this.reset();
        for (const status of ['pending', 'running']) this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
      },
    });
  }
}
