// Load shedding (issue 18): at most `concurrency` requests are worked on at once; the
// next ones wait in a bounded line, and a request that finds the line full, or waits
// longer than `maxWaitMs`, is answered at once 503 OVERLOADED with Retry-After instead
// of rotting until its caller gives up. Work the database cannot do faster only piles
// up in front of it: beyond what it can take, a quick "come back in a second" keeps
// the answers of those let in fast. Health, readiness and metrics (they must answer
// under load), the live feed and media (long-lived) are not queued.
//
// Every turn is given back exactly once, whatever happens to its client (issue 46): a
// turn is a ticket released by the response's 'close' (which Node emits once the answer
// is sent, or its connection is gone while it is the connection's current response) or
// by its connection's 'close' (a pipelined request waiting behind another), as well as by
// Fastify's hooks, and a
// request whose client goes away while it waits leaves the line without ever taking a
// turn. Before, a request aborted while queued was admitted later and then neither
// onResponse nor onRequestAbort ran for it: each cut-off load run leaked turns until none
// was left. As a last resort, a turn held longer than any caller waits is reclaimed and
// logged, and readiness answers 503 while the gate makes no progress with requests waiting.
import type { Socket } from 'node:net';
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
  /** A turn held longer than this is reclaimed (the gateway's longest wait for an answer is 30 s). */
  maxHoldMs?: number;
  /** With requests waiting, no turn given back for this long means the gate is stuck (readiness). */
  stallMs?: number;
  /** Counts the requests turned away (the metrics' load-shedding refusals). */
  onShed?: (reason: 'queue_full' | 'waited_too_long') => void;
  /** Counts and logs the turns reclaimed from requests that held them too long. */
  onReclaim?: (turn: { method: string; url: string; heldMs: number }) => void;
  /** The clock, in ms (tests move it). */
  now?: () => number;
}

/** Sized for a Postgres pool of 10 (two requests per connection keep it busy) or PGlite's one connection. */
export const defaultAdmission = (kind: 'pglite' | 'postgres'): Omit<AdmissionOptions, 'onShed' | 'onReclaim'> =>
  kind === 'postgres' ? { concurrency: 20, maxQueue: 200, maxWaitMs: 2000 } : { concurrency: 8, maxQueue: 200, maxWaitMs: 3000 };

const RETRY_AFTER_SECONDS = 1;
const DEFAULT_MAX_HOLD_MS = 30_000;
const DEFAULT_STALL_MS = 5_000;

const overloaded = (detail: string) => new ApiError(503, 'OVERLOADED', detail);
const clientGone = () => new ApiError(503, 'CLIENT_GONE', 'The client went away while the request waited for its turn');

/** Who holds a turn: what the reclaim log names. */
export interface TurnHolder {
  method: string;
  url: string;
  /** True once the request's client is gone: its turn goes to the next one instead. */
  gone?: () => boolean;
}

/** A turn of the gate: `release` gives it back, once; later calls do nothing. */
export interface Turn {
  release(): void;
}

interface HeldTurn extends Turn {
  readonly holder: TurnHolder;
  readonly since: number;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/** A semaphore with a bounded, time-limited line whose turns cannot leak. */
export class Admission {
  private readonly held = new Set<HeldTurn>();
  private readonly line: Waiter[] = [];
  private readonly now: () => number;
  private readonly maxHoldMs: number;
  private readonly stallMs: number;
  /** When a turn was last given back, or the gate last had nothing to do. */
  private lastProgress: number;
  /** When a request last waited too long for its turn. */
  private lastTurnedAway = -Infinity;
  private reclaimedTurns = 0;

  constructor(private readonly options: AdmissionOptions) {
    this.now = options.now ?? Date.now;
    this.maxHoldMs = options.maxHoldMs ?? DEFAULT_MAX_HOLD_MS;
    this.stallMs = options.stallMs ?? DEFAULT_STALL_MS;
    this.lastProgress = this.now();
  }

  get working(): number {
    return this.held.size;
  }

  get waiting(): number {
    return this.line.length;
  }

  /** Turns taken back from requests that held them past maxHoldMs, since the start. */
  get reclaimed(): number {
    return this.reclaimedTurns;
  }

  /**
   * Resolves with a turn when the request may be worked on; rejects with 503 OVERLOADED
   * when it may not. An aborted signal takes the request out of the line (rejecting).
   */
  enter(holder: TurnHolder, signal?: AbortSignal): Promise<Turn> {
    if (this.held.size < this.options.concurrency && this.line.length === 0) return Promise.resolve(this.take(holder));
    if (this.line.length >= this.options.maxQueue) {
      this.options.onShed?.('queue_full');
      return Promise.reject(overloaded('Greenlight is busy: too many requests are waiting'));
    }
    return new Promise((resolve, reject) => {
      const leaveLine = () => {
        clearTimeout(waiter.timer);
        const index = this.line.indexOf(waiter);
        if (index >= 0) this.line.splice(index, 1);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        leaveLine();
        reject(clientGone());
      };
      const waiter: Waiter = {
        admit: () => {
          leaveLine();
          if (holder.gone?.()) {
            // Its client went away unnoticed: the turn goes on to the next in line.
            this.line[0]?.admit();
            return reject(clientGone());
          }
          resolve(this.take(holder));
        },
        timer: setTimeout(() => {
          leaveLine();
          this.lastTurnedAway = this.now();
          this.options.onShed?.('waited_too_long');
          reject(overloaded('Greenlight is busy: the request waited too long for its turn'));
        }, this.options.maxWaitMs),
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.line.push(waiter);
    });
  }

  /** Reclaims the turns held past maxHoldMs; the gate calls it every second. */
  sweep(): void {
    const now = this.now();
    for (const turn of [...this.held]) {
      if (now - turn.since < this.maxHoldMs) continue;
      this.reclaimedTurns++;
      this.options.onReclaim?.({ method: turn.holder.method, url: turn.holder.url, heldMs: now - turn.since });
      turn.release();
    }
  }

  /**
   * True while requests wait (or were just turned away for waiting too long) and no turn
   * has been given back for stallMs: the gate is stuck, and readiness says so.
   */
  get stalled(): boolean {
    const now = this.now();
    const demand = this.line.length > 0 || now - this.lastTurnedAway < this.stallMs;
    return demand && this.held.size > 0 && now - this.lastProgress >= this.stallMs;
  }

  private take(holder: TurnHolder): Turn {
    if (this.held.size === 0) this.lastProgress = this.now();
    const turn: HeldTurn = {
      holder,
      since: this.now(),
      release: () => {
        if (!this.held.delete(turn)) return;
        this.lastProgress = this.now();
        this.line[0]?.admit();
      },
    };
    this.held.add(turn);
    return turn;
  }
}

const turns = new WeakMap<FastifyRequest, Turn>();

/** The callbacks waiting for a connection to close: one 'close' listener per connection, however many requests it pipelines. */
const closeWatchers = new WeakMap<Socket, Set<() => void>>();

/** Calls `gone` once the connection closes (at once when it is closed already); answers how to stop watching. */
function whenClosed(socket: Socket | undefined, gone: () => void): () => void {
  if (!socket || typeof socket.once !== 'function') return () => undefined;
  if (socket.destroyed) {
    gone();
    return () => undefined;
  }
  let watchers = closeWatchers.get(socket);
  if (!watchers) {
    const own = new Set<() => void>();
    closeWatchers.set(socket, own);
    // A reset connection says 'error' first; its 'close' may come much later, or not at all
    // while the server still holds answers for it (pipelined requests, seen under load).
    const closed = () => {
      socket.removeListener('close', closed);
      socket.removeListener('error', closed);
      closeWatchers.delete(socket);
      for (const watcher of own) watcher();
    };
    socket.once('close', closed);
    socket.once('error', closed);
    watchers = own;
  }
  watchers.add(gone);
  return () => watchers.delete(gone);
}

export const admissionGate = appWide<AdmissionOptions>('admission-gate', async (app, options) => {
  const admission = new Admission({
    ...options,
    onReclaim: (turn) => {
      options.onReclaim?.(turn);
      app.log.warn({ ...turn }, 'admission: reclaimed a turn held longer than any caller waits');
    },
  });
  app.decorate('admission', admission);
  const sweeper = setInterval(() => admission.sweep(), 1000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  const release = (request: FastifyRequest) => {
    turns.get(request)?.release();
    turns.delete(request);
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || request.routeOptions.config.admission === false) return;
    // The client is gone when the response closes (answered, or its connection gone) or
    // when its connection closes first: a pipelined request queued behind another on the
    // same connection has a response that never closes once the connection is cut.
    const gone = new AbortController();
    let unwatch = (): unknown => undefined;
    const onGone = () => {
      unwatch();
      gone.abort();
      release(request);
    };
    reply.raw.once('close', onGone);
    // A pipelined request behind others is destroyed (with an error) when its connection
    // ends before its turn on it: its response never closes. A request's 'close' without
    // an error is the end of its body, not of its client.
    request.raw.once('close', () => {
      if (request.raw.errored) onGone();
    });
    const socket = request.raw.socket as Socket | undefined;
    unwatch = whenClosed(socket, onGone);
    const isGone = () => gone.signal.aborted || socket?.destroyed === true || request.raw.errored !== null;
    let turn: Turn;
    try {
      turn = await admission.enter({ method: request.method, url: request.url, gone: isGone }, gone.signal);
    } catch (error) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw error;
    }
    // The connection went away between the turn and here: give it back now.
    if (gone.signal.aborted) turn.release();
    else turns.set(request, turn);
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The load-shedding gate: how many requests are worked on and waiting. */
    admission: Admission;
  }
}
