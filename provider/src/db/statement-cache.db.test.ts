// Issue 17: PGlite keeps the statements the provider marks as prepared statements, and
// answers them as its own query does.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, planOnce } from '.';
import { cacheStatements, type StatementCache } from './statement-cache';

describe('issue 17 PGlite\'s statement cache', () => {
  let client: PGlite;
  let plain: PGlite;
  let cache: StatementCache;

  const SETUP = `
    create table items (id int primary key, name text, tags text[], meta json, at timestamptz, price numeric);
    insert into items values
      (1, 'one', '{a,b}', '{"x": 1}', '2026-11-20T09:30:00Z', 1.5),
      (2, 'two', null, null, null, null),
      (3, 'it''s', '{}', '[]', '2026-01-01T00:00:00Z', 0)`;

  // One engine each for the file (starting one takes seconds); every test starts from no statement and the same rows.
  beforeAll(async () => {
    [client, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    cache = cacheStatements(client, { size: 3 });
  });
  beforeEach(async () => {
    await cache.clear();
    for (const engine of [client, plain]) await engine.exec(`drop table if exists items; ${SETUP}`);
  });
  afterAll(async () => {
    await client?.close();
    await plain?.close();
  });

  /** The statements prepared on the engine (read by exec, the simple protocol, which the cache leaves alone). */
  const prepared = async () => {
    const [result] = await client.exec('select name, generic_plans, custom_plans from pg_prepared_statements order by name');
    return result!.rows;
  };

  /** Marks `text` as kept, then runs it. */
  const kept = <Row>(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) => {
    cache.keep(text);
    return client.query<Row>(text, params, options);
  };

  it('answers a kept read as PGlite\'s own query does: rows, fields, null and array parameters, the caller\'s parsers and row mode', async () => {
    const reads: [string, unknown[], Parameters<PGlite['query']>[2]?][] = [
      ['select * from items order by id', []],
      ['select id, name from items where name = $1 or id = any($2) order by id', ['it\'s', [2]]],
      ['select id from items where ($1::text is null or name = $1) order by id', [null]],
      ['select * from items where id = $1', [1], { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } }],
      ['with counted as (select count(*) as n from items) select n from counted', []],
    ];
    for (const [text, params, options] of reads) {
      for (let run = 0; run < 7; run++) {
        const [mine, theirs] = await Promise.all([kept(text, params, options), plain.query(text, params, options)]);
        expect(mine.rows).toEqual(theirs.rows);
        expect(mine.fields).toEqual(theirs.fields);
      }
    }
  });

  it('parses a kept read once, runs it on a generic plan once Postgres finds one as good, and closes the least recently used beyond its bound', async () => {
    for (let run = 0; run < 8; run++) await kept('select name from items where id = $1', [(run % 3) + 1]);
    expect(await prepared()).toEqual([{ name: expect.any(String), generic_plans: 3, custom_plans: 5 }]);
    expect(cache.size).toBe(1);
    await kept('select 1');
    await kept('select 2');
    await kept('select name from items where id = $1', [1]);
    // A fourth statement passes the bound of 3: the least recently used ('select 1') is closed.
    await kept('select 3');
    expect(cache.size).toBe(3);
    expect((await prepared()).map((row) => row.name)).toHaveLength(3);
    expect((await kept('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(cache.size).toBe(3);
  });

  it('lets what is not kept go PGlite\'s own way: reads and writes alike', async () => {
    expect((await client.query('select name from items where id = $1', [1])).rows).toEqual([{ name: 'one' }]);
    await client.query('insert into items (id, name) values ($1, $2)', [4, 'four']);
    await client.query('update items set name = $1 where id = $2', ['FOUR', 4]);
    expect((await client.query('select name from items where id = $1', [4])).rows).toEqual([{ name: 'FOUR' }]);
    expect(cache.size).toBe(0);
    expect(await prepared()).toEqual([]);
  });

  it('throws Postgres\'s error for a kept read that fails, keeps no statement that does not parse, and answers the next read', async () => {
    await expect(kept('select 1 / $1::int as x', [0])).rejects.toThrow('division by zero');
    expect((await kept('select 1 / $1::int as x', [1])).rows).toEqual([{ x: 1 }]);
    await expect(kept('select nonsense from nowhere')).rejects.toThrow('relation "nowhere" does not exist');
    expect(cache.size).toBe(1);
    expect((await kept('select count(*)::int as n from items')).rows).toEqual([{ n: 3 }]);
  });

  it('prepares a kept read again when its table changed under it', async () => {
    const first = await kept('select * from items where id = $1', [1]);
    expect(first.fields.map((field) => field.name)).not.toContain('extra');
    await client.exec('alter table items add column extra text default \'more\'');
    const after = await kept<{ extra: string }>('select * from items where id = $1', [1]);
    expect(after.rows[0]!.extra).toBe('more');
  });

  it('waits for a transaction in progress, as PGlite\'s own query does', async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (5, \'five\')');
      inside();
      await held;
    });
    await started;
    const read = kept<{ n: number }>('select count(*)::int as n from items');
    release();
    await transaction;
    // The read ran after the transaction committed, never inside it.
    expect((await read).rows).toEqual([{ n: 4 }]);
  });

  it('keeps what the provider marks with planOnce, on the provider\'s own PGlite, and nothing it does not mark', async () => {
    const database = await createDatabase({});
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      await database.db.execute(sql`select ${1}::int as unmarked`);
      for (let run = 0; run < 2; run++) expect(await database.db.execute(planOnce(database.db, sql`select ${run}::int as marked`))).toMatchObject({ rows: [{ marked: run }] });
      const [statements] = await client.exec('select statement from pg_prepared_statements');
      expect(statements!.rows).toEqual([{ statement: 'select $1::int as marked' }]);
    } finally {
      await database.close();
    }
  });
});
