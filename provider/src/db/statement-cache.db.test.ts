// Issue 17: a lookup the provider marks (planOnce) is parsed once and kept as a named
// statement, on PGlite as on a server's pool; it answers what the plain query answers,
// and a failing run, a transaction or a changed table leaves the database answering.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../testing/databases';
import { planOnce, queryRows, type Database } from './index';

describe.each(await testDatabaseKinds())('issue 17 statements planned once on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'empty');
    await database.db.execute(sql`create table marked_lookups (id integer primary key, name text not null, at timestamptz not null)`);
    await database.db.execute(sql`insert into marked_lookups values (1, 'one', '2026-11-20T09:30:00Z'), (2, 'two', '2026-11-21T10:00:00Z'), (3, 'three', '2026-11-22T11:15:00Z')`);
  });
  afterAll(async () => {
    await database?.db.execute(sql`drop table if exists marked_lookups`);
    await database?.close();
  });

  const byIds = (ids: number[]) => sql`select id, name, at from marked_lookups where id = any(${sql.param(ids)}) order by id`;
  /** The statements PGlite's one backend holds (a server's pool spreads them over its connections). */
  const prepared = () => queryRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements where statement like '%marked_lookups%'`);

  it('answers a marked lookup as the plain query does, for every value, and parses it once', async () => {
    for (const ids of [[1], [2, 3], [4], []]) {
      const plain = await queryRows(database.db, byIds(ids));
      expect(await queryRows(database.db, planOnce(database.db, byIds(ids)))).toEqual(plain);
    }
    // drizzle's own reads (rows as arrays, its parsers) take the same path.
    const table = sql`marked_lookups`;
    const rows = await database.db.execute(planOnce(database.db, sql`select count(*)::int as n from ${table} where id > ${1}`));
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
    if (kind === 'pglite') expect((await prepared()).map(({ name }) => name.startsWith('greenlight_'))).toEqual([true, true]);
  });

  it('refuses a run with a bad value as the plain query does, and goes on answering', async () => {
    const cast = (value: string) => sql`select name from marked_lookups where id = ${value}::integer`;
    await expect(queryRows(database.db, planOnce(database.db, cast('not a number')))).rejects.toMatchObject({ cause: { code: '22P02' } });
    expect(await queryRows(database.db, planOnce(database.db, cast('2')))).toEqual([{ name: 'two' }]);
    expect(await queryRows(database.db, sql`select count(*)::int as n from marked_lookups`)).toEqual([{ n: 3 }]);
  });

  it('runs marked lookups beside plain queries and a transaction, and inside it, without waiting on each other', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`update marked_lookups set name = 'deux' where id = 2`);
      // Inside the transaction the lookup sees its write.
      const inside = await queryRows(tx as unknown as Database['db'], planOnce(database.db, byIds([2])));
      tx.rollback();
      return inside;
    });
    const reads = Array.from({ length: 40 }, (_, i) => queryRows(database.db, i % 2 ? planOnce(database.db, byIds([1 + (i % 3)])) : byIds([1 + (i % 3)])));
    const [inside, answers] = await Promise.all([transaction.catch((error: unknown) => error), Promise.all(reads)]);
    expect(answers.every((rows) => rows.length === 1)).toBe(true);
    // The rollback is drizzle's way out of a transaction (it rejects); the write is gone.
    expect(inside).toBeInstanceOf(Error);
    expect(await queryRows(database.db, planOnce(database.db, byIds([2])))).toMatchObject([{ name: 'two' }]);
  });

  it('parses a marked lookup afresh when its table changed under it', async () => {
    const all = sql`select * from marked_lookups where id = ${1}`;
    expect(Object.keys((await queryRows<Record<string, unknown>>(database.db, planOnce(database.db, all)))[0]!)).toEqual(['id', 'name', 'at']);
    await database.db.execute(sql`alter table marked_lookups add column note text`);
    expect(Object.keys((await queryRows<Record<string, unknown>>(database.db, planOnce(database.db, all)))[0]!)).toEqual(['id', 'name', 'at', 'note']);
    // The superseded statement is closed: one statement of that text remains.
    if (kind === 'pglite') expect(await queryRows(database.db, sql`select name from pg_prepared_statements where statement like 'select * from marked_lookups%'`)).toHaveLength(1);
  });
});
