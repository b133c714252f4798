// The points budget (issue 16), as GitHub's GraphQL API has it: every operation costs
// points, computed before it runs from what it asks for, and each caller has so many
// points an hour. The caller is the user (issue 42): all of a user's sessions and
// personal access tokens spend one budget, so that minting tokens buys no points. Whose
// a credential is, the provider says once (the viewer, GET /v1/me, which most operations
// read anyway); the gateway keeps it an hour under the token's hash (`BudgetOwners`), so
// a known credential is charged without a provider call, a spent budget included. Until
// then, and for a credential the provider refused, the key is the credential itself
// (the bearer token, or the session cookie's session id), hashed; an anonymous caller is
// its client address (forwarding.ts). A caller's hour starts at its first operation
// (GitHub's resetAt); past it, the next operation starts a new one. Answers carry `x-ratelimit-*` headers; a spent budget is a 429
// RATE_LIMITED with Retry-After, before anything runs. The budget lives in the
// gateway's memory: with several gateways, each keeps its own (README "Scaling out").
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { callerCredentialOf, credentialTokenOf } from './session';
import { BudgetOwners, credentialDigestOf } from './budget-owners';

export { BudgetOwners, credentialDigestOf };

/** Points per caller per hour unless RATE_LIMIT_POINTS says otherwise (GitHub's 5,000). */
export const DEFAULT_RATE_LIMIT_POINTS = 5000;
/** A caller's window: an hour from its first operation. */
export const RATE_LIMIT_WINDOW_MS = 3_600_000;
export const RATE_LIMITED = 'RATE_LIMITED';
/** Nodes one point buys (GitHub divides by 100 too). */
export const NODES_PER_POINT = 100;

/**
 * What an operation costs: 1 point, plus 1 per started 100 nodes it asks for (the
 * node count of guards.ts: each connection's first or last, 100 when absent, times its
 * parents'). `{ viewer { id } }` costs 1, a page of 20 games 2, three lists of 100
 * games 4, the most nodes the guards let through (500,000) 5,001. Queries, mutations and
 * subscriptions alike.
 */
export function operationCost(measure: { nodes: number }): number {
  return 1 + Math.ceil(measure.nodes / NODES_PER_POINT);
}

/**
 * Whose budget a request spends: its user's when `owners` knows whose its token is, else
 * the bearer token's, the session's (both hashed), else the client address's.
 */
export function callerKeyOf(
  headers: { authorization?: string | null; cookie?: string | null; clientAddress?: string | null },
  owners?: BudgetOwners,
): string {
  const token = owners && credentialTokenOf(headers);
  const owner = token ? owners!.get(credentialDigestOf(token)) : undefined;
  if (typeof owner === 'number') return userBudgetKey(owner);
  const credential = callerCredentialOf(headers);
  if (credential) return `${credential.kind}:${createHash('sha256').update(credential.value).digest('base64url').slice(0, 32)}`;
  return `address:${headers.clientAddress ?? 'unknown'}`;
}

export const userBudgetKey = (userId: number) => `user:${userId}`;

/** A caller's current hour. */
export interface BudgetWindow {
  /** Points spent in it. */
  used: number;
  /** When it ends (epoch milliseconds). */
  resetAt: number;
}

/**
 * Where the windows are kept. Asynchronous so that a shared store (Redis) can take the
 * in-memory one's place; `consume` must add and check at once (one step, never read
 * then write), so that two gateways cannot both spend the last points.
 */
export interface RateLimitStore {
  /** Adds `cost` to the caller's window when it fits within `limit` (a new window from `now` when there is none or it has ended). */
  consume(key: string, cost: number, limit: number, windowMs: number, now: number): Promise<{ window: BudgetWindow; allowed: boolean }>;
  /** The caller's window, undefined when there is none or it has ended. */
  peek(key: string, now: number): Promise<BudgetWindow | undefined>;
}

/** The windows in this process, forgotten once ended; at most `maxKeys` callers (the oldest windows go first). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, BudgetWindow>();
  private nextSweep = 0;

  constructor(private readonly maxKeys = 200_000) {}

  get size(): number {
    return this.windows.size;
  }

  consume(key: string, cost: number, limit: number, windowMs: number, now: number): Promise<{ window: BudgetWindow; allowed: boolean }> {
    this.sweep(now);
    let window = this.current(key, now);
    if (!window) {
      // Made-up tokens each get a window: the oldest are dropped rather than memory grown without bound.
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { used: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    const allowed = window.used + cost <= limit;
    if (allowed) window.used += cost;
    return Promise.resolve({ window: { ...window }, allowed });
  }

  peek(key: string, now: number): Promise<BudgetWindow | undefined> {
    const window = this.current(key, now);
    return Promise.resolve(window && { ...window });
  }

  private current(key: string, now: number): BudgetWindow | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Once a minute, the ended windows go. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** A caller's budget as the headers and the `rateLimit` field tell it. */
export interface RateLimitState {
  limit: number;
  /** What this operation costs (0 when nothing was charged: a refused or unparsable request). */
  cost: number;
  used: number;
  remaining: number;
  /** When the window ends (epoch milliseconds); a caller without one: an hour from now. */
  resetAt: number;
}

export interface PointsBudgetOptions {
  /** Points per caller per hour (RATE_LIMIT_POINTS). */
  points?: number;
  windowMs?: number;
  store?: RateLimitStore;
  /** The clock (tests move it). */
  now?: () => number;
}

export class PointsBudget {
  readonly limit: number;
  readonly windowMs: number;
  readonly now: () => number;
  private readonly store: RateLimitStore;

  constructor(options: PointsBudgetOptions = {}) {
    this.limit = options.points ?? DEFAULT_RATE_LIMIT_POINTS;
    this.windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
    this.store = options.store ?? new MemoryRateLimitStore();
    this.now = options.now ?? Date.now;
    if (!Number.isInteger(this.limit) || this.limit < 1) throw new Error(`The points budget must be a whole number of points, at least 1 (${this.limit})`);
  }

  /** Spends `cost` of the caller's points when they have that many left; else spends nothing. */
  async charge(key: string, cost: number): Promise<{ state: RateLimitState; allowed: boolean }> {
    const { window, allowed } = await this.store.consume(key, cost, this.limit, this.windowMs, this.now());
    return { state: this.stateOf(window, cost), allowed };
  }

  /** The caller's budget without spending any. */
  async peek(key: string): Promise<RateLimitState> {
    const now = this.now();
    return this.stateOf((await this.store.peek(key, now)) ?? { used: 0, resetAt: now + this.windowMs }, 0);
  }

  private stateOf(window: BudgetWindow, cost: number): RateLimitState {
    return { limit: this.limit, cost, used: window.used, remaining: Math.max(0, this.limit - window.used), resetAt: window.resetAt };
  }
}

/** RATE_LIMIT_POINTS: a whole number of points, at least 1; unset or empty, the default. */
export function rateLimitPointsFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RATE_LIMIT_POINTS;
  const points = Number(value);
  if (!Number.isInteger(points) || points < 1) throw new Error(`RATE_LIMIT_POINTS must be a whole number of points, at least 1, not "${value}"`);
  return points;
}

/** Seconds until the window ends, at least 1 (Retry-After). */
export const secondsUntilReset = (state: RateLimitState, now: number): number => Math.max(1, Math.ceil((state.resetAt - now) / 1000));

/** The answer's x-ratelimit-* headers (GitHub's names; the reset in epoch seconds). */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-used': String(state.used),
    'x-ratelimit-reset': String(Math.ceil(state.resetAt / 1000)),
  };
}

const points = (n: number) => `${n.toLocaleString('en')} point${n === 1 ? '' : 's'}`;

/** The refusal of an operation the budget cannot pay for: a 429 with Retry-After over HTTP. */
export function rateLimitedError(state: RateLimitState, now: number): GraphQLError {
  const seconds = secondsUntilReset(state, now);
  const minutes = Math.ceil(seconds / 60);
  const until = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const resetAt = new Date(state.resetAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return new GraphQLError(
    `The points budget of the hour is spent: this operation costs ${points(state.cost)}, ${state.remaining.toLocaleString('en')} of ${points(state.limit)} left. It is renewed at ${resetAt}, in ${until}.`,
    {
      extensions: {
        code: RATE_LIMITED,
        status: 429,
        resetAt,
        // Yoga answers the status and the header, and drops `http` from the body.
        http: { status: 429, headers: { 'retry-after': String(seconds) } },
      },
    },
  );
}

/** What a request's context holds of the budget: whose it is, and once charged, its state. */
export interface RateLimitHolder {
  key: string;
  state?: RateLimitState | undefined;
  /**
   * Finds the user behind a credential `BudgetOwners` does not know yet (one provider call,
   * remembered): their key, undefined when the provider refused the credential, and the
   * provider calls it made.
   */
  owner?: (() => Promise<{ key: string | undefined; providerCalls: number }>) | undefined;
  /** The operation whose charge asked whose the credential is, and the calls that cost: its log and metrics count them. */
  lookup?: { args: ExecutionArgs; providerCalls: number } | undefined;
}

/** The provider calls an operation made before it ran, to learn whose budget it spends (see RateLimitHolder.lookup). */
export const lookupCallsOf = (holder: RateLimitHolder | undefined, args: ExecutionArgs): number =>
  holder?.lookup?.args === args ? holder.lookup.providerCalls : 0;

/**
 * The charge guards.ts makes once an operation has passed every limit, with the node
 * count it measured (one measure for both): the operation's cost is spent, or it is
 * refused with RATE_LIMITED and nothing runs.
 */
export function chargeBudget(budget: PointsBudget, onRefusal: () => void = () => {}) {
  return async (args: ExecutionArgs, measure: { nodes: number }): Promise<GraphQLError | undefined> => {
    const holder = (args.contextValue as { rateLimit?: RateLimitHolder } | undefined)?.rateLimit;
    if (!holder) return undefined;
    if (holder.owner) {
      // Once per request: the operations of a batch share the holder.
      const owner = holder.owner;
      holder.owner = undefined;
      const found = await owner();
      holder.key = found.key ?? holder.key;
      holder.lookup = { args, providerCalls: found.providerCalls };
    }
    const { state, allowed } = await budget.charge(holder.key, operationCost(measure));
    // The operations of a batch share one holder (batching.ts): the headers tell the budget after the last charge.
    if (!holder.state || state.resetAt > holder.state.resetAt || (state.resetAt === holder.state.resetAt && state.used >= holder.state.used)) holder.state = state;
    if (allowed) return undefined;
    onRefusal();
    return rateLimitedError(state, budget.now());
  };
}

/**
 * The x-ratelimit-* headers on every GraphQL answer over HTTP: the state the operation
 * was charged at, or, when nothing was charged (a refused or unparsable request), the
 * caller's budget as it is.
 */
export function rateLimitHeadersPlugin(
  budget: PointsBudget,
  holderOf: (request: Request, req: IncomingMessage | undefined) => RateLimitHolder,
): Plugin {
  return {
    async onResponse({ request, response, serverContext }) {
      const holder = holderOf(request, (serverContext as { req?: IncomingMessage } | undefined)?.req);
      const state = holder.state ?? (await budget.peek(holder.key));
      for (const [name, value] of Object.entries(rateLimitHeaders(state))) response.headers.set(name, value);
    },
  };
}
