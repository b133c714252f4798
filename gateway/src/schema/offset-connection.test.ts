// The connections over the provider's lists (offset-connection.ts): a page with data goes on
// while the total says more; an empty page ends the list (GL-23), as a list that shrank between
// two pages would otherwise ask for its next page again and again.
import { offsetToCursor } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { keysetConnection, keysetCursor, offsetConnection } from './offset-connection';

const SIZE = { defaultSize: 20, maxSize: 100 };
const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('the list connections', () => {
  it('GL-23 an offset page with data continues while the total says more; an empty page marks the list complete', async () => {
    const first = await offsetConnection({ first: 20 }, SIZE, async () => ({ data: rows(0, 20), total: 45 }));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // The list shrank to 20 rows between two pages: the provider still counted 45.
    const emptied = await offsetConnection({ first: 20, after: offsetToCursor(19) }, SIZE, async () => ({ data: [], total: 45 }));
    expect(emptied.pageInfo).toMatchObject({ hasNextPage: false, endCursor: null });
    const last = await offsetConnection({ first: 20, after: offsetToCursor(39) }, SIZE, async () => ({ data: rows(40, 5), total: 45 }));
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('GL-23 a keyset page after a cursor that carries the total: an empty page ends the list, a full one goes on', async () => {
    const after = keysetCursor({ o: 19, t: 45, k: 'key-19' });
    const asked: { after?: string; withTotal: boolean }[] = [];
    const emptied = await keysetConnection({ first: 20, after }, SIZE, async (page) => {
      asked.push({ after: page.after, withTotal: page.withTotal });
      return { data: [], next: null };
    });
    expect(asked).toEqual([{ after: 'key-19', withTotal: false }]);
    expect(emptied.pageInfo).toMatchObject({ hasNextPage: false, endCursor: null });
    const full = await keysetConnection({ first: 20, after }, SIZE, async () => ({ data: rows(20, 20), next: 'key-39' }));
    expect(full.pageInfo.hasNextPage).toBe(true);
    expect(full.totalCount).toBe(45);
  });
});
