// Load shedding (issue 18): at most `concurrency` requests are worked on at once; the
// next ones wait in a bounded line, and a request that finds the line full, or waits
// longer than `maxWaitMs`, is answered at once 503 OVERLOADED with Retry-After instead
// of rotting until its caller gives up. Work the database cannot do faster only piles
// up in front of it: beyond what it can take, a quick "come back in a second" keeps
// the answers of those let in fast. Health, readiness and metrics (they must answer
// under load), the live feed and media (long-lived) are not queued.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { appWide } from './app-wide';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is not queued by load shedding (health, live feed, media). */
    admission?: boolean;
  }
}

export interface AdmissionOptions {
  /** Requests worked on at once. */
  concurrency: number;
  /** Requests waiting for a turn beyond that. */
  maxQueue: number;
  /** The longest a request waits for its turn, in ms. */
  maxWaitMs: number;
  /** Counts the requests turned away (the metrics' load-shedding refusals). */
  onShed?: (reason: 'queue_full' | 'waited_too_long') => void;
}

/** Sized for a Postgres pool of 10 (two requests per connection keep it busy) or PGlite's one connection. */
export const defaultAdmission = (kind: 'pglite' | 'postgres'): Omit<AdmissionOptions, 'onShed'> =>
  kind === 'postgres' ? { concurrency: 20, maxQueue: 200, maxWaitMs: 2000 } : { concurrency: 8, maxQueue: 200, maxWaitMs: 3000 };

const RETRY_AFTER_SECONDS = 1;

const overloaded = (detail: string) => new ApiError(503, 'OVERLOADED', detail);

/** A semaphore with a bounded, time-limited line. */
export class Admission {
  private active = 0;
  private readonly line: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly options: AdmissionOptions) {}

  get working(): number {
    return this.active;
  }

  get waiting(): number {
    return this.line.length;
  }

  /** Resolves when the request may be worked on; rejects with 503 OVERLOADED when it may not. */
  enter(): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    if (this.line.length >= this.options.maxQueue) {
      this.options.onShed?.('queue_full');
      return Promise.reject(overloaded('Greenlight is busy: too many requests are waiting'));
    }
    return new Promise((resolve, reject) => {
      const turn = {
        admit: () => {
          clearTimeout(turn.timer);
          this.active++;
          resolve();
        },
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(turn), 1);
          this.options.onShed?.('waited_too_long');
          reject(overloaded('Greenlight is busy: the request waited too long for its turn'));
        }, this.options.maxWaitMs),
      };
      this.line.push(turn);
    });
  }

  leave(): void {
    this.active--;
    this.line.shift()?.admit();
  }
}

const admitted = new WeakSet<FastifyRequest>();

export const admissionGate = appWide<AdmissionOptions>('admission-gate', async (app, options) => {
  const admission = new Admission(options);
  app.decorate('admission', admission);
  const leave = async (request: FastifyRequest) => {
    if (admitted.delete(request)) admission.leave();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || request.routeOptions.config.admission === false) return;
    try {
      await admission.enter();
    } catch (error) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw error;
    }
    admitted.add(request);
  });
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The load-shedding gate: how many requests are worked on and waiting. */
    admission: Admission;
  }
}
