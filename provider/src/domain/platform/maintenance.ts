// The maintenance switch (ERR-01, BE-AUTH-13): one row of system_settings shared by
// every provider instance. While it is on, every route not marked
// `duringMaintenance` answers 503 MAINTENANCE (app.ts).
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { systemSettings } from '../../db/schema';

export interface Maintenance {
  isOn(): Promise<boolean>;
  set(on: boolean): Promise<void>;
}

const KEY = 'maintenance';

/** The stored value is JSON `{"on": boolean}`; anything else reads as off. */
function parse(value: string | undefined): boolean {
  if (value === undefined) return false;
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'object' && parsed !== null && (parsed as { on?: unknown }).on === true;
  } catch {
    return false;
  }
}

export async function readMaintenance(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, KEY));
  return parse(row?.value);
}

export async function setMaintenance(db: Db, clock: Clock, on: boolean): Promise<void> {
  const value = JSON.stringify({ on });
  const updatedAt = clock.now();
  await db
    .insert(systemSettings)
    .values({ key: KEY, value, updatedAt })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt } });
}

/**
 * The switch as one instance sees it: read at most once per `cacheMs` (0 reads every
 * time), so the hook on every request costs no query; `set` takes effect here at
 * once and on the other instances within `cacheMs`. The cache runs on real elapsed
 * time, not on the clock: a demo clock running days in minutes must not shorten it.
 */
export function createMaintenance(options: { db: Db; clock: Clock; cacheMs: number }): Maintenance {
  const { db, clock, cacheMs } = options;
  let cached: { on: boolean; at: number } | undefined;
  let reading: Promise<boolean> | undefined;
  // Bumped by `set`, so that a read started before it cannot cache the older value.
  let generation = 0;

  const fresh = () => cached !== undefined && performance.now() - cached.at < cacheMs;

  return {
    async isOn() {
      if (cacheMs > 0) {
        if (fresh()) return cached!.on;
        // Concurrent requests share one read.
        const started = generation;
        reading ??= readMaintenance(db)
          .then((on) => {
            if (started === generation) cached = { on, at: performance.now() };
            return on;
          })
          .finally(() => {
            reading = undefined;
          });
        return reading;
      }
      return readMaintenance(db);
    },
    async set(on) {
      await setMaintenance(db, clock, on);
      generation += 1;
      cached = { on, at: performance.now() };
    },
  };
}
