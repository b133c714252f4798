// Knowledge sharing through the gateway over a real provider (issue 15; KS): the list
// a page of 5 at a time with its ranges (sent divided by 100) and favourites, a shared
// game with its iterations and node(id), the pin mutation, and who may read at all:
// a studio that opts out loses the entry and the list at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId, persistedId, signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;
const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function studioId(slug: string): Promise<number> {
  const result = (await stack.database.db.execute(sql`select id from studios where slug = ${slug}`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}

interface SharedNode {
  id: string;
  gameId: number;
  name: string;
  isPinned: boolean;
  cpi: number | null;
  d1: number | null;
  ctr: number | null;
}
interface SharedPage {
  sharedGames: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: SharedNode }[] };
}

const LIST = `query Shared($type: SharedGameType!, $sort: SharedGameSort, $order: SortOrder, $ranges: [SharedGameRangeInput!], $pinnedOnly: Boolean, $first: Int, $after: String, $term: String) {
  sharedGames(type: $type, sort: $sort, order: $order, ranges: $ranges, pinnedOnly: $pinnedOnly, first: $first, after: $after, term: $term) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id gameId name isPinned cpi d1 ctr } }
  }
}`;

const GAME = `query SharedGame($gameId: Int!) {
  sharedGame(gameId: $gameId) {
    id gameId name platform iterationCount isPinned tags networks sharedAt
    iterations { number start networks { network kpis { cpi d1 d7 d14 d28 } videos { url rank } } videos { rank best } kpis { cpi d1 } }
  }
}`;

const PIN = `mutation Pin($gameId: ID!, $pinned: Boolean!) {
  pinSharedGame(gameId: $gameId, pinned: $pinned) {
    __typename
    ... on SharedGame { gameId isPinned }
    ... on ProviderError { code status }
  }
}`;

describe('knowledge sharing through the gateway', () => {
  it('KS-14 KS-15 a page holds 5 shared games and the cursor reads the next ones', async () => {
    // Staff see every studio's shared games: more than a page of the demo's.
    const lead = await as('pm@greenlight.test');
    const first = await lead.request<SharedPage>(LIST, { type: 'CPI' });
    expect(first.errors).toBeUndefined();
    const page = first.data!.sharedGames;
    expect(page.edges).toHaveLength(5);
    expect(page.totalCount).toBeGreaterThan(5);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await lead.request<SharedPage>(LIST, { type: 'CPI', after: page.pageInfo.endCursor });
    const ids = [...page.edges, ...next.data!.sharedGames.edges].map((e) => e.node.gameId);
    expect(new Set(ids).size).toBe(ids.length);
    // KS-10: best CPI first by default, nulls last.
    const cpis = page.edges.map((e) => e.node.cpi).filter((v): v is number => v !== null);
    expect(cpis).toEqual([...cpis].sort((a, b) => a - b));
  });

  it('KS-05 KS-07 KS-09 the ranges arrive in the slider\'s units and bound the list in dollars and fractions', async () => {
    const pm = await as('pm@greenlight.test');
    const all = (await pm.request<SharedPage>(LIST, { type: 'CPI', first: 50 })).data!.sharedGames;
    const ranged = await pm.request<SharedPage>(LIST, {
      type: 'CPI',
      first: 50,
      ranges: [
        { range: 'LAST_CPI', min: 0, max: 60 },
        { range: 'LAST_D1', min: 30, max: 70 },
      ],
    });
    expect(ranged.errors).toBeUndefined();
    const expected = all.edges.filter((e) => e.node.cpi !== null && e.node.cpi <= 0.6 && e.node.d1 !== null && e.node.d1 >= 0.3).map((e) => e.node.gameId);
    expect(ranged.data!.sharedGames.edges.map((e) => e.node.gameId).sort()).toEqual(expected.sort());
    expect(ranged.data!.sharedGames.totalCount).toBeLessThan(all.totalCount);
    // A range left whole filters nothing.
    const whole = await pm.request<SharedPage>(LIST, { type: 'CPI', first: 1, ranges: [{ range: 'LAST_CPI', min: 0, max: 300 }] });
    expect(whole.data!.sharedGames.totalCount).toBe(all.totalCount);
    // KS-06 KS-11: CTR tests by best CTR.
    const ctr = (await pm.request<SharedPage>(LIST, { type: 'CTR', first: 50, ranges: [{ range: 'LAST_CTR', min: 1, max: 15 }] })).data!.sharedGames.edges.map((e) => e.node.ctr);
    expect(ctr.every((v) => v !== null && v >= 0.01)).toBe(true);
    expect(ctr).toEqual([...ctr].sort((a, b) => b! - a!));
  });

  it('KS-16 KS-17 KS-19 KS-21 a shared game: header, iterations newest first with networks and videos; node(id) reads it; another one is null', async () => {
    const lead = await as('lead@studio-one.test');
    const [edge] = (await lead.request<SharedPage>(LIST, { type: 'CPI', sort: 'LAST_ITERATION_DATE', order: 'DESC' })).data!.sharedGames.edges;
    const result = await lead.request<{ sharedGame: { id: string; gameId: number; iterationCount: number; networks: string[]; iterations: { number: number; networks: { network: string }[] }[] } }>(GAME, { gameId: edge!.node.gameId });
    expect(result.errors).toBeUndefined();
    const game = result.data!.sharedGame;
    expect(game.id).toBe(globalId('SharedGame', game.gameId));
    expect(game.iterations.map((i) => i.number)).toEqual(Array.from({ length: game.iterationCount }, (_, i) => game.iterationCount - i));
    expect(game.iterations[0]!.networks.map((n) => n.network)).toEqual(expect.arrayContaining(game.networks));
    const node = await lead.request<{ node: { name: string } }>('query ($id: ID!) { node(id: $id) { ... on SharedGame { name } } }', { id: game.id });
    expect(node.data!.node.name).toBe(edge!.node.name);
    // The viewer's own studio's game is not shared with it.
    const own = (await stack.database.db.execute(sql`select id from games where studio_id = ${await studioId('studio-one')} and status = 'finished' limit 1`)) as unknown as { rows: { id: number }[] };
    expect((await lead.request<{ sharedGame: null }>(GAME, { gameId: own.rows[0]!.id })).data!.sharedGame).toBeNull();
  });

  it('KS-13 the pin mutation answers the game afresh; favourites are the viewer\'s own', async () => {
    const lead = await as('lead@studio-one.test');
    const [edge] = (await lead.request<SharedPage>(LIST, { type: 'CPI', first: 1 })).data!.sharedGames.edges;
    const pinned = await lead.request<{ pinSharedGame: { __typename: string; isPinned: boolean } }>(PIN, { gameId: edge!.node.id, pinned: true });
    expect(pinned.data!.pinSharedGame).toMatchObject({ __typename: 'SharedGame', isPinned: true });
    const favourites = await lead.request<SharedPage>(LIST, { type: 'CPI', pinnedOnly: true });
    expect(favourites.data!.sharedGames.edges.map((e) => e.node.gameId)).toEqual([edge!.node.gameId]);
    const other = await as('lead@studio-two.test');
    expect((await other.request<SharedPage>(LIST, { type: 'CPI', pinnedOnly: true })).data!.sharedGames.totalCount).toBe(0);
    await lead.request(PIN, { gameId: edge!.node.id, pinned: false });
    expect((await lead.request<SharedPage>(LIST, { type: 'CPI', pinnedOnly: true })).data!.sharedGames.totalCount).toBe(0);
  });

  it('KS-03 KS-22 BE-PERM-06 who may read: a member without view_knowledge_sharing is refused, and a studio that opts out loses it at once', async () => {
    const dev = await as('dev@studio-one.test');
    const refused = await dev.request<SharedPage>(LIST, { type: 'CPI' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // Issue 17: the page asks the list orEmpty, with the viewer, in one request: empty, not refused, for dev@.
    const page = await dev.persisted<{ viewer: { permissions: string[] }; sharedGames: { edges: unknown[] } }>(
      persistedId('KnowledgeSharingPageQuery'),
      { type: 'CPI', term: null, count: 5 },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.viewer.permissions).not.toContain('view_knowledge_sharing');
    expect(page.data!.sharedGames.edges).toEqual([]);
    const pin = await dev.request<{ pinSharedGame: { __typename: string; status: number } }>(PIN, { gameId: globalId('SharedGame', 1), pinned: true });
    expect(pin.data!.pinSharedGame).toMatchObject({ __typename: 'ProviderError', status: 403 });

    const two = await studioId('studio-two');
    const lead = await as('lead@studio-two.test');
    const permissions = async () => (await lead.request<{ viewer: { permissions: string[] } }>('{ viewer { permissions } }')).data!.viewer.permissions;
    expect(await permissions()).toContain('view_knowledge_sharing');
    const optOut = await lead.request<{ setStudioSharing: { __typename: string } }>(
      'mutation ($studioId: Int!, $status: Boolean!) { setStudioSharing(studioId: $studioId, status: $status) { __typename } }',
      { studioId: two, status: false },
    );
    expect(optOut.errors).toBeUndefined();
    try {
      expect(await permissions()).not.toContain('view_knowledge_sharing');
      expect((await lead.request<SharedPage>(LIST, { type: 'CPI' })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await lead.request('mutation ($studioId: Int!) { setStudioSharing(studioId: $studioId, status: true) { __typename } }', { studioId: two });
    }
    expect(await permissions()).toContain('view_knowledge_sharing');
  });
});
