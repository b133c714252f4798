// PGlite's prepared statements (issue 17). PGlite plans every query afresh: it parses,
// describes, binds and runs an unnamed statement, six calls into the WASM engine, and a
// query with a few lookups per row costs more to plan than to run (a card page: 4 ms of
// planning, 2 ms of running). A statement the provider marks (`keep`, through the db's
// `planOnce`) is parsed once, as a named statement kept by its text, and runs in one call;
// Postgres then plans it as any prepared statement: a custom plan for its first five runs,
// then a generic plan, made once, where that costs no more (plan_cache_mode auto).
//
// A Postgres server's pool names the marked statements too (keepPoolStatements).
//
// Only marked statements: a lookup by key, whose best plan is the same whatever its values.
// A list's query is not one: kept, a search for a rare bundle id took a generic plan that
// walked the sort's index through 100,000 games (140 ms, where its custom plan takes 20).
// Bounded like the statement caches of postgres.js and pgx: the least recently used
// statement is closed when a new one would pass the bound.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import type pg from 'pg';

const { serialize } = protocol;

/** What the cache keeps of a statement: its name, its parameters' types, its row's description. */
interface Statement {
  name: string;
  parameterTypes: number[];
  /** The RowDescription message, which a bound statement's rows are read by. */
  rowDescription: unknown;
}

export interface StatementCacheOptions {
  /** How many statements stay prepared (the least recently used is closed beyond). */
  size?: number;
}

/** PGlite's query as the cache replaces it. */
type Query = PGlite['query'];

/** The internals of PGlite the cache runs a statement through, under PGlite's own locks. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** Postgres refuses a prepared statement whose result columns changed (a migration since). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/** Where the provider marks the statements to prepare once and keep (planOnce). */
export interface StatementKeeper {
  /** Marks a statement's text as one to prepare once and keep (a lookup whose plan does not depend on its values). */
  keep(text: string): void;
}

/** How many marked texts are kept at most: they are few and fixed; one that changed with every call (a mistake) stops being kept there. */
const MARKS = 800;

/**
 * On a Postgres server: the pool's queries of a marked text go as a named statement,
 * which node-postgres prepares once on each connection, so that the server too plans a
 * lookup once (a card page's games by id: a generic plan instead of one per page).
 */
export function keepPoolStatements(pool: pg.Pool): StatementKeeper {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (config, values) => {
    if (config !== null && typeof config === 'object' && !('name' in config && config.name)) {
      const name = names.get((config as { text?: string }).text ?? '');
      if (name) return query({ ...config, name }, values);
    }
    return query(config, values);
  };
  return {
    keep: (text) => {
      if (names.has(text) || names.size >= MARKS) return;
      names.set(text, `greenlight_${names.size + 1}`);
    },
  };
}

export interface StatementCache extends StatementKeeper {
  /** How many statements are prepared now. */
  readonly size: number;
  /** Closes every statement and forgets the marks (PGlite's `close()` drops the statements anyway). */
  clear(): Promise<void>;
}

/**
 * Makes `client.query` run the kept texts as prepared statements. Queries with options
 * this path does not serve (a blob, types given for the parameters) and every text not
 * kept go PGlite's own way.
 */
export function cacheStatements(client: PGlite, options: StatementCacheOptions = {}): StatementCache {
  const size = options.size ?? 200;
  const statements = new Map<string, Statement>();
  const kept = new Set<string>();
  const internals = client as unknown as PgliteInternals;
  const query: Query = client.query.bind(client);
  let counter = 0;

  const exchange = async (...messages: Uint8Array[]) => {
    const buffer = new Uint8Array(messages.reduce((total, message) => total + message.length, 0));
    let at = 0;
    for (const message of messages) {
      buffer.set(message, at);
      at += message.length;
    }
    return client.execProtocolStream(buffer, { syncToFs: false });
  };

  /** Parses and describes `text` as a new statement, closing the least recently used beyond the bound. */
  const prepare = async (text: string): Promise<Statement> => {
    if (statements.size >= size) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await exchange(serialize.close({ type: 'S', name: oldest.name }), serialize.sync());
    }
    const name = `greenlight_${++counter}`;
    const described = await exchange(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const parameters = described.find((message) => message.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  };

  const run = async (statement: Statement, params: unknown[], queryOptions: QueryOptions | undefined): Promise<Results> => {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serializer = queryOptions?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exchange(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync());
    const [results] = parse.parseResults(
      statement.rowDescription ? [statement.rowDescription as (typeof messages)[number], ...messages] : messages,
      client.parsers,
      queryOptions,
    );
    return results!;
  };

  const cached = async (text: string, params: unknown[], queryOptions: QueryOptions | undefined): Promise<Results> => {
    await internals._checkReady();
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (statement) {
          // Most recently used last: a Map keeps its insertion order.
          statements.delete(text);
          statements.set(text, statement);
        } else {
          statement = await prepare(text);
        }
        try {
          return await run(statement, params, queryOptions);
        } catch (error) {
          if (!(error instanceof Error)) throw error;
          // What PGlite's own errors say besides Postgres's message: the query and its parameters.
          if (error.message !== RESULT_TYPE_CHANGED) throw Object.assign(error, { query: text, params, queryOptions });
          // The tables changed under the statement: prepared afresh, once.
          statements.delete(text);
          await exchange(serialize.close({ type: 'S', name: statement.name }), serialize.sync());
          return run(await prepare(text), params, queryOptions);
        } finally {
          await client.syncToFs();
        }
      }),
    );
  };

  client.query = (async (text: string, params: unknown[] = [], queryOptions?: QueryOptions) => {
    const plain = !kept.has(text) || queryOptions?.blob !== undefined || queryOptions?.paramTypes !== undefined;
    return plain ? query(text, params, queryOptions) : cached(text, params, queryOptions);
  }) as Query;

  return {
    keep: (text) => {
      if (kept.size >= MARKS && !kept.has(text)) return;
      kept.add(text);
    },
    get size() {
      return statements.size;
    },
    clear: () =>
      internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(async () => {
          for (const { name } of statements.values()) await exchange(serialize.close({ type: 'S', name }), serialize.sync());
          statements.clear();
          kept.clear();
        }),
      ),
  };
}
