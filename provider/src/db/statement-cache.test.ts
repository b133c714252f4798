// Issue 17: the pool sends the statements the provider marks (planOnce) as named
// statements, which node-postgres prepares once per connection; the others as they are.
import { describe, expect, it } from 'vitest';
import { keepPoolStatements, MARKS } from './statement-cache';

function fakePool() {
  const sent: unknown[] = [];
  const pool = { query: (config: unknown, values?: unknown) => Promise.resolve(sent.push([config, values])) };
  return { pool: pool as unknown as Parameters<typeof keepPoolStatements>[0], sent };
}

describe('issue 17 statements planned once on a Postgres server', () => {
  it('names a marked text, the same name every time; leaves unmarked texts, plain strings and named queries as they are', async () => {
    const { pool, sent } = fakePool();
    const keeper = keepPoolStatements(pool);
    keeper.keep('select $1::int as marked');
    keeper.keep('select $1::int as marked');
    await pool.query({ text: 'select $1::int as marked', rowMode: 'array' } as never, [1] as never);
    await pool.query({ text: 'select $1::int as marked' } as never, [2] as never);
    await pool.query({ text: 'select $1::int as other' } as never, [3] as never);
    await pool.query('select 1' as never);
    await pool.query({ text: 'select $1::int as marked', name: 'own' } as never, [4] as never);
    expect(sent).toEqual([
      [{ text: 'select $1::int as marked', rowMode: 'array', name: 'greenlight_1' }, [1]],
      [{ text: 'select $1::int as marked', name: 'greenlight_1' }, [2]],
      [{ text: 'select $1::int as other' }, [3]],
      ['select 1', undefined],
      [{ text: 'select $1::int as marked', name: 'own' }, [4]],
    ]);
  });

  it(`keeps ${MARKS} texts at most: a text that changed with every call stops being named`, async () => {
    const { pool, sent } = fakePool();
    const keeper = keepPoolStatements(pool);
    for (let i = 0; i <= MARKS; i++) keeper.keep(`select ${i}`);
    await pool.query({ text: `select ${MARKS - 1}` } as never);
    await pool.query({ text: `select ${MARKS}` } as never);
    expect(sent).toEqual([[{ text: `select ${MARKS - 1}`, name: `greenlight_${MARKS}` }, undefined], [{ text: `select ${MARKS}` }, undefined]]);
  });
});
