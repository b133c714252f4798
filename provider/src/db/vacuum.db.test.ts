// Issue 17: PGlite has no autovacuum; the provider vacuums its games itself, so that the
// lists' index-only counts keep reading the index alone as games change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../testing/databases';
import { keepVacuumed, queryRows, type Database } from './index';

describe.each(await testDatabaseKinds())('keepVacuumed on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'demo');
  });
  afterAll(async () => database?.close());

  /** How many times the games table was vacuumed by hand (not by autovacuum). */
  const vacuumCount = async () => {
    const [row] = await queryRows<{ count: number | string }>(database.db, sql`select vacuum_count as count from pg_stat_user_tables where relname = 'games'`);
    return Number(row!.count);
  };

  it('issue 17 vacuums the games of a PGlite database on its period, and leaves a server\'s to autovacuum', async () => {
    const before = await vacuumCount();
    // What the database is asked meanwhile: vacuums, on PGlite only.
    const vacuums: string[] = [];
    const execute = database.db.execute.bind(database.db);
    database.db.execute = ((query: Parameters<typeof execute>[0]) => {
      const text = typeof query === 'string' ? query : JSON.stringify(query);
      if (/vacuum/i.test(text)) vacuums.push(text);
      return execute(query);
    }) as typeof database.db.execute;
    const stop = keepVacuumed(database, 50);
    try {
      if (kind === 'pglite') {
        await expect.poll(vacuumCount, { timeout: 5_000, interval: 100 }).toBeGreaterThan(before);
        expect(vacuums.length).toBeGreaterThan(0);
      } else {
        // A server vacuums itself (autovacuum): the provider asks nothing.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(vacuums).toEqual([]);
        expect(await vacuumCount()).toBe(before);
      }
    } finally {
      stop();
      database.db.execute = execute;
    }
  });
});
