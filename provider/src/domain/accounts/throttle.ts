// Throttling by key (Part G, "Sign-in throttling"; issue 18: it must not be a weapon):
// failed sign-ins of an account from one client address (`pair:<lower email>|<ip>`)
// lock that pair for 15 minutes after 5, so that nobody elsewhere can lock the owner
// out; an account's failures from anywhere (`account:<lower email>`) and a client
// address's over any accounts (`address:<ip>`, a NAT's users behind it) only slow
// down: past their limit each failure makes the next attempt wait a little longer
// (1 s, doubling, a minute at most). Reset requests per account (`reset:<lower
// email>`) lock like a pair. A key counts events in a window that opens with its first
// event; a lock outlasts its window, so the first event after it opens a fresh one.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { loginFailures } from '../../db/schema';
import { ApiError } from '../../errors';

export interface ThrottlePolicy {
  limit: number;
  windowMs: number;
  /** Reaching the limit locks for lockMs; past it, each event locks for slowdown's delay instead. */
  lockMs: number;
  /** A growing wait instead of a lock: the limit-th event waits firstMs, each next one twice as long, maxMs at most. */
  slowdown?: { firstMs: number; maxMs: number };
}

const FIFTEEN_MINUTES = 15 * 60_000;
const SLOWDOWN = { firstMs: 1000, maxMs: 60_000 };

/** An account from one client address: its owner's own sign-ins. */
export const PAIR_POLICY: ThrottlePolicy = { limit: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };
/** An account from anywhere: guessed from many addresses, it slows down, never locks its owner out. */
export const ACCOUNT_POLICY: ThrottlePolicy = { limit: 10, windowMs: FIFTEEN_MINUTES, lockMs: 0, slowdown: SLOWDOWN };
/** A client address over any accounts: everyone behind a NAT slows down with it, nobody is locked out. */
export const ADDRESS_POLICY: ThrottlePolicy = { limit: 20, windowMs: FIFTEEN_MINUTES, lockMs: 0, slowdown: SLOWDOWN };
export const RESET_POLICY: ThrottlePolicy = { limit: 3, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };
/** The public legal information form (FORM-18, issue 14): 10 submissions per client address in 15 minutes, then a wait. */
export const LEGAL_FORM_POLICY: ThrottlePolicy = { limit: 10, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };

const email = (value: string) => value.trim().toLowerCase();
export const pairKey = (value: string, ip: string) => `pair:${email(value)}|${ip}`;
export const accountKey = (value: string) => `account:${email(value)}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const resetKey = (value: string) => `reset:${email(value)}`;
export const legalFormKey = (ip: string) => `legal-form:${ip}`;

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** "30 seconds", "1 minute", "15 minutes": a wait under a minute in seconds, else rounded up to whole minutes. */
export const waitText = (retryAfterSeconds: number) => {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** The 429 of a locked key; `what` opens the sentence ("Too many failed sign-in attempts"). */
export function tooManyAttempts(what: string, retryAfterSeconds: number): ApiError {
  const wait = waitText(retryAfterSeconds);
  const detail = `${what}. Try again in ${wait}.`;
  return new ApiError(429, TOO_MANY_ATTEMPTS, detail, [
    { code: TOO_MANY_ATTEMPTS, detail, extra: { retryAfterSeconds, wait } },
  ]);
}

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the last lock among `keys` ends, or 0 when none is locked. */
  async lockedFor(keys: string[]): Promise<number> {
    const now = this.clock.now().getTime();
    const rows = await this.db
      .select({ lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(inArray(loginFailures.key, keys));
    const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Counts one event on `key`, in one statement so that parallel requests all count. */
  async hit(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = this.clock.now();
    const windowOpen = new Date(now.getTime() - policy.windowMs);
    const expired = sql`${loginFailures.windowStart} <= ${windowOpen}`;
    const failures = sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`;
    // The lock an event at `count` failures sets: the policy's lock, or the slowdown's growing wait.
    const lockAt = (count: SQL | number) =>
      policy.slowdown
        ? sql`${now}::timestamptz + least(${policy.slowdown.maxMs}, ${policy.slowdown.firstMs} * power(2, ${count} - ${policy.limit})) * interval '1 millisecond'`
        : sql`${new Date(now.getTime() + policy.lockMs)}::timestamptz`;
    await this.db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStart: now, lockedUntil: policy.limit <= 1 ? sql`${lockAt(1)}` : null })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures,
          windowStart: sql`case when ${expired} then ${now} else ${loginFailures.windowStart} end`,
          lockedUntil: sql`case when ${failures} >= ${policy.limit} then ${lockAt(failures)}
                                when ${expired} then null else ${loginFailures.lockedUntil} end`,
        },
      });
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }
}
