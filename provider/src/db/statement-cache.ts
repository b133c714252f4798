// Statements planned once (issue 17). A lookup that every request or page runs (the
// session's principal, a game by id) is marked with
// `planOnce` (db/index.ts); on a Postgres server the pool then sends it as a named
// statement, which node-postgres prepares once on each connection, and Postgres plans
// it as any prepared statement: a custom plan for its first five runs, then a generic
// plan made once where that costs no more.
//
// Only marked statements: a lookup by key, whose best plan is the same whatever its
// values. A list's own query is not one (a search for a rare bundle id would take a
// generic plan that walks the sort's index).
//
// PGlite keeps none for now. Its own query plans every statement afresh (an unnamed one),
// and a card page spends more in planning than in running there; a cache of named
// statements run through PGlite's internals (`execProtocolStream` under its locks) halved
// the page's games read, but a studios journey then stalled, and it was taken out until
// that is understood (issue 17's note).
import type pg from 'pg';

/** Where the provider marks the statements to prepare once and keep (planOnce). */
export interface StatementKeeper {
  /** Marks a statement's text as one to prepare once and keep (a lookup whose plan does not depend on its values). */
  keep(text: string): void;
}

/** How many marked texts are kept at most: they are few and fixed; one that changed with every call (a mistake) stops being kept there. */
export const MARKS = 800;

/** The pool's queries of a marked text go as a named statement; the others as they are. */
export function keepPoolStatements(pool: Pick<pg.Pool, 'query'>): StatementKeeper {
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
