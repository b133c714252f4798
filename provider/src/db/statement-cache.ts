// Statements planned once (issue 17). A lookup that every request or page runs (the
// session's principal, a game by id, a page's games by `id = any($1)`) is marked with
// `planOnce` (db/index.ts), and Postgres then plans it as any prepared statement: a
// custom plan for its first five runs, then a generic plan made once where that costs
// no more.
//
// On a Postgres server the pool sends a marked statement as a named one, which
// node-postgres prepares once on each connection (keepPoolStatements).
//
// On PGlite (keepPgliteStatements) a marked text is parsed once as a named statement of
// the one backend, and each run binds and executes it. PGlite's own query parses,
// describes, binds, describes and executes an unnamed statement every time, so a card
// page spent more in planning its games than in reading them. The run is PGlite's own
// sequence of protocol calls, each its own call and Sync last, under the same two locks
// its `query` takes (the transaction's, then the query's). A transaction's queries go
// through PGlite's Transaction, never through this path: a marked lookup inside one is
// planned as before.
//
// Only marked statements: a lookup by key, whose best plan is the same whatever its
// values. A list's own query is not one (a search for a rare bundle id would take a
// generic plan that walks the sort's index).
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import type pg from 'pg';

/** Where the provider marks the statements to prepare once and keep (planOnce). */
export interface StatementKeeper {
  /** Marks a statement's text as one to prepare once and keep (a lookup whose plan does not depend on its values). */
  keep(text: string): void;
}

/** Postgres refuses a prepared statement whose result columns changed (a migration since it was parsed). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/** How many marked texts are kept at most: they are few and fixed; one that changed with every call (a mistake) stops being kept there. */
export const MARKS = 800;

/** The pool's queries of a marked text go as a named statement; the others as they are. */
export function keepPoolStatements(pool: Pick<pg.Pool, 'query'>): StatementKeeper {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  let named = 0;
  (pool as unknown as { query: typeof query }).query = (config, values) => {
    if (config !== null && typeof config === 'object' && !('name' in config && config.name)) {
      const text = (config as { text?: string }).text ?? '';
      const name = names.get(text);
      if (name) {
        return query({ ...config, name }, values).catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== RESULT_TYPE_CHANGED || names.get(text) !== name) throw error;
          // The tables changed under the statement (a migration since): a new name, which
          // each connection parses afresh, once.
          names.set(text, `greenlight_${++named}`);
          return query({ ...config, name: names.get(text) }, values);
        });
      }
    }
    return query(config, values);
  };
  return {
    keep: (text) => {
      if (names.has(text) || names.size >= MARKS) return;
      names.set(text, `greenlight_${++named}`);
    },
  };
}

/** A marked text on PGlite: its statement's name and, once parsed, its parameters' types. */
interface PgliteStatement {
  name: string;
  parameterTypes?: number[];
}

/**
 * Makes `client.query` run the marked texts as named statements, parsed once. Every
 * other text, and a query with a blob or its own parameter types, goes PGlite's way.
 */
export function keepPgliteStatements(client: PGlite): StatementKeeper {
  const statements = new Map<string, PgliteStatement>();
  const query = client.query.bind(client);
  let named = 0;
  const call = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  /** One run of `statement`, parsed first when it is not yet (a failed parse is tried again under a new name). */
  const run = async (text: string, statement: PgliteStatement, params: unknown[], options: QueryOptions | undefined): Promise<Results> => {
    const messages: Awaited<ReturnType<typeof call>> = [];
    try {
      if (!statement.parameterTypes) {
        // A statement the tables changed under is closed first (closing a name never parsed is no error).
        if (statement.name) await call(protocol.serialize.close({ type: 'S', name: statement.name }));
        statement.name = `greenlight_${++named}`;
        await call(protocol.serialize.parse({ name: statement.name, text }));
        statement.parameterTypes = parse.parseDescribeStatementResults(await call(protocol.serialize.describe({ type: 'S', name: statement.name })));
      }
      const types = statement.parameterTypes;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = options?.serializers?.[types[index]!] ?? client.serializers[types[index]!];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(
        ...(await call(protocol.serialize.bind({ statement: statement.name, values }))),
        ...(await call(protocol.serialize.describe({ type: 'P' }))),
        ...(await call(protocol.serialize.execute({}))),
      );
    } catch (error) {
      // What PGlite's own errors carry besides Postgres's message.
      throw error instanceof Error ? Object.assign(error, { query: text, params, queryOptions: options }) : error;
    } finally {
      messages.push(...(await call(protocol.serialize.sync())));
    }
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0]!;
  };

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const statement = statements.get(text);
    if (!statement || options?.blob !== undefined || options?.paramTypes !== undefined) return query(text, params, options);
    await client.waitReady;
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run(text, statement, params, options);
        } catch (error) {
          if (!(error instanceof Error) || error.message !== RESULT_TYPE_CHANGED) throw error;
          // The tables changed under the statement: parsed afresh under a new name, once.
          delete statement.parameterTypes;
          return run(text, statement, params, options);
        }
      }),
    );
  }) as PGlite['query'];

  return {
    keep: (text) => {
      if (statements.has(text) || statements.size >= MARKS) return;
      statements.set(text, { name: '' });
    },
  };
}
