// The maintenance switch's storage and its per-instance cache (ERR-01).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import type { Database } from '../../db';
import { systemSettings } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { createMaintenance, readMaintenance, setMaintenance } from './maintenance';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(await testDatabaseKinds())('maintenance switch on %s', (kind) => {
  let database: Database;
  const clock = manualClock(new Date('2026-11-20T09:30:00Z'));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('ERR-01 is off until switched on, and stores {"on": boolean} under the key maintenance', async () => {
    const db = database.db;
    expect(await readMaintenance(db)).toBe(false);
    await setMaintenance(db, clock, true);
    expect(await readMaintenance(db)).toBe(true);
    expect(await db.select().from(systemSettings)).toEqual([
      { key: 'maintenance', value: '{"on":true}', updatedAt: clock.now() },
    ]);
    await setMaintenance(db, clock, false);
    expect(await readMaintenance(db)).toBe(false);
  });

  it('ERR-01 reads a value it does not understand as off', async () => {
    const db = database.db;
    for (const value of ['not json', '{"on":"yes"}', 'true', 'null']) {
      await db.update(systemSettings).set({ value });
      expect(await readMaintenance(db), value).toBe(false);
    }
    await setMaintenance(db, clock, false);
  });

  it('ERR-01 caches the switch per instance for cacheMs; set takes effect at once where it is called', async () => {
    const db = database.db;
    const cached = createMaintenance({ db, clock, cacheMs: 150 });
    const uncached = createMaintenance({ db, clock, cacheMs: 0 });
    expect(await cached.isOn()).toBe(false);
    await uncached.set(true);
    expect(await uncached.isOn()).toBe(true);
    // The other instance still answers from its cache ...
    expect(await cached.isOn()).toBe(false);
    await sleep(200);
    // ... until it expires.
    expect(await cached.isOn()).toBe(true);
    await cached.set(false);
    expect(await cached.isOn()).toBe(false);
    expect(await uncached.isOn()).toBe(false);
  });

  it('ERR-01 shares one read between concurrent requests and never caches an older value over a switch', async () => {
    const db = database.db;
    const maintenance = createMaintenance({ db, clock, cacheMs: 60_000 });
    const [a, b] = await Promise.all([maintenance.isOn(), maintenance.isOn(), maintenance.set(true)]);
    // One read answered both (whichever side of the switch it landed) ...
    expect(a).toBe(b);
    // ... and did not replace the switched value in the cache.
    expect(await maintenance.isOn()).toBe(true);
    await maintenance.set(false);
  });
});
