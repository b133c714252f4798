// Throttling by key (Part G, "Sign-in throttling"): failed sign-ins per account
// (`account:<lower email>`) and per client address (`address:<ip>`), and reset
// requests per account (`reset:<lower email>`). A key counts events in a window
// that opens with its first event; reaching the limit locks the key. A lock
// always outlasts its window, so the first event after a lock opens a fresh one.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { loginFailures } from '../../db/schema';
import { ApiError } from '../../errors';

export interface ThrottlePolicy {
  limit: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export const ACCOUNT_POLICY: ThrottlePolicy = { limit: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };
export const ADDRESS_POLICY: ThrottlePolicy = { limit: 20, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };
export const RESET_POLICY: ThrottlePolicy = { limit: 3, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const resetKey = (email: string) => `reset:${email.trim().toLowerCase()}`;

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** "in 1 minute", "in 15 minutes": the wait rounded up to whole minutes. */
export const waitText = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
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
    const lockedUntil = new Date(now.getTime() + policy.lockMs);
    const expired = sql`${loginFailures.windowStart} <= ${windowOpen}`;
    const failures = sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`;
    await this.db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStart: now, lockedUntil: policy.limit <= 1 ? lockedUntil : null })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures,
          windowStart: sql`case when ${expired} then ${now} else ${loginFailures.windowStart} end`,
          lockedUntil: sql`case when ${failures} >= ${policy.limit} then ${lockedUntil}
                                when ${expired} then null else ${loginFailures.lockedUntil} end`,
        },
      });
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }
}
