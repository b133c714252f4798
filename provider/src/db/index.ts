// One query layer over two engines: PGlite (Postgres compiled to WASM, in a data
// folder, the default) or a Postgres server (DATABASE_URL). Same SQL, same migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { keepPgliteStatements, keepPoolStatements, type StatementKeeper } from './statement-cache';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The rows of a raw query. Both drivers answer `{ rows }` (PGlite's Results, pg's
 * QueryResult), which the engine-neutral Db type does not say: the one cast is here.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Where each database keeps the marked statements (statement-cache.ts): the pool's names on a server, PGlite's named statements. */
const statementKeepers = new WeakMap<Db, StatementKeeper>();
const dialect = new PgDialect();

/**
 * Marks `query` as a statement prepared once and kept (statement-cache.ts, issue 17): a
 * named statement on each of the pool's connections, or of PGlite's backend. For a lookup
 * by key, whose best plan does not depend on its values. Answers the query.
 */
export function planOnce<Query extends SQL | { toSQL(): { sql: string } }>(db: Db, query: Query): Query {
  const keeper = statementKeepers.get(db);
  if (keeper) keeper.keep('toSQL' in query ? query.toSQL().sql : dialect.sqlToQuery(query).sql);
  return query;
}

export interface Database {
  db: Db;
  /** 'pglite' or 'postgres', for logs and test names */
  kind: 'pglite' | 'postgres';
  /** The server's URL (postgres only): the live feed opens its LISTEN connection there. */
  url?: string;
  migrate(): Promise<void>;
  /** PGlite only: the whole data folder as one archive, which `createDatabase({ dump })` starts from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** How often the provider vacuums PGlite's games (keepVacuumed). */
export const PGLITE_VACUUM_MS = 60 * 60_000;

/**
 * PGlite runs no autovacuum: as games change, their pages leave the visibility map, and
 * the lists' counts, index-only scans (issue 17), read the table again (a filtered count
 * at 100,000 games: 10 ms vacuumed, 33 ms after half the games changed). This vacuums the
 * games table as autovacuum would on a server, every `everyMs`; PGlite answers nothing
 * else meanwhile (under 2 s at 100,000 games). Nothing on Postgres, whose autovacuum does
 * it. Returns the stop.
 */
export function keepVacuumed(database: Database, everyMs = PGLITE_VACUUM_MS, onError: (error: unknown) => void = () => {}): () => void {
  if (database.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    database.db.execute(sql`vacuum (analyze) games`).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export interface DatabaseOptions {
  /** A Postgres server; when absent, PGlite stores its files in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite only: a data dump (`dumpDataDir`) to start from; the tests clone their seeded database this way. */
  dump?: Blob | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a dropped database) must not
    // take the process down: the pool replaces it on the next query.
    pool.on('error', (error) => {
      if (!ending) console.error(`Postgres connection lost: ${error.message}`);
    });
    let ending = false;
    const statements = keepPoolStatements(pool);
    const db = drizzlePg(pool, { schema });
    statementKeepers.set(db, statements);
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        ending = true;
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the games list's search index (migration 0017).
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm }, ...(options.dump ? { loadDataDir: options.dump } : {}) });
  const db = drizzlePglite(client, { schema });
  statementKeepers.set(db, keepPgliteStatements(client));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
