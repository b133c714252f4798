// Issue 42, one status for everyone: through the gateway over a real provider, every
// demo game reads the same (its status, whether it iterates, its substatus and where its
// submission is) for every demo user who may see it, and what they read is the game's row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId, signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, DEMO_USERS, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

const GAMES = `
  query Games($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Game { gameId status isIterating substatus submissionSteps { step state } }
    }
  }
`;
interface Seen {
  gameId: number;
  status: string;
  isIterating: boolean;
  substatus: string | null;
  submissionSteps: { step: string; state: string }[];
}

describe('issue 42: one status for everyone', () => {
  it('every demo game reads the same to every demo user who may see it, as its row says', async () => {
    const rows = (
      (await stack.database.db.execute(sql`select id, status, is_iterating as "isIterating", substatus from games order by id`)) as unknown as {
        rows: { id: number; status: string; isIterating: boolean; substatus: string | null }[];
      }
    ).rows;
    expect(rows.length).toBeGreaterThan(100);
    const ids = rows.map((row) => globalId('Game', row.id));
    const seenBy = new Map<number, { user: string; seen: Seen }[]>();
    for (const user of DEMO_USERS) {
      const client = await as(user);
      const answer = await client.request<{ nodes: (Seen | null)[] }>(GAMES, { ids });
      // A game the user may not see is null (with its error): the others are read.
      for (const seen of answer.data?.nodes ?? []) {
        if (!seen || seen.gameId === undefined) continue;
        seenBy.set(seen.gameId, [...(seenBy.get(seen.gameId) ?? []), { user, seen }]);
      }
    }
    for (const row of rows) {
      const views = seenBy.get(row.id) ?? [];
      // The publishing staff see every game, and its studio's members theirs.
      expect(views.map((view) => view.user), `game ${row.id}`).toEqual(expect.arrayContaining(['admin@greenlight.test', 'cs@greenlight.test']));
      const first = views[0]!.seen;
      expect({ status: first.status, isIterating: first.isIterating, substatus: first.substatus }, `game ${row.id}`).toEqual({
        status: row.status.toUpperCase(),
        isIterating: row.isIterating,
        substatus: row.substatus,
      });
      for (const { user, seen } of views.slice(1)) expect(seen, `game ${row.id} as ${user} against ${views[0]!.user}`).toEqual(first);
    }
    // Studio members read their studio's games: the comparison is across the two sides.
    const bothSides = rows.filter((row) => (seenBy.get(row.id) ?? []).some((view) => view.user.endsWith('@studio-one.test')));
    expect(bothSides.length).toBeGreaterThan(20);
  });
});
