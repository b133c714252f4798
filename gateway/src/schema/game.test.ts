// Game's fields and lists over fake loaders: no provider, no HTTP.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { isObjectType, type GraphQLFieldResolver } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { schema } from '.';
import type { GamesPage } from '../provider/client';
import type { ProviderSavedView } from '../provider/client';
import { data, fakeGames, fakeLoader, fakeOnce, gameId, providerGame, providerMe, run } from '../testing/resolvers';

describe('Game', () => {
  it('GC-14 lists its ad networks from the provider\'s pipe-separated text, and none from an empty one', async () => {
    const answer = await data<{ a: { adNetworks: string[] }; b: { adNetworks: string[] } }>(
      'query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on Game { adNetworks } } b: node(id: $b) { ... on Game { adNetworks } } }',
      { a: gameId(1), b: gameId(2) },
      { loaders: { games: fakeGames(providerGame({ id: 1, adnetworks: 'facebook|snapchat' }), providerGame({ id: 2, adnetworks: '' })) } },
    );
    expect(answer.a.adNetworks).toEqual(['facebook', 'snapchat']);
    expect(answer.b.adNetworks).toEqual([]);
  });

  it('GL-31 answers the last iteration\'s KPIs and the best ones side by side', async () => {
    const game = providerGame({ lastCpi: 0.41, bestCpi: 0.22, lastD1: 0.3, bestD1: 0.42, lastD3Roas: null, bestD3Roas: 0.8 });
    const { node } = await data<{ node: { last: Record<string, number | null>; best: Record<string, number | null> } }>(
      'query ($id: ID!) { node(id: $id) { ... on Game { last { cpi d1 d3Roas } best { cpi d1 d3Roas } } } }',
      { id: gameId(7) },
      { loaders: { games: fakeGames(game) } },
    );
    expect(node).toEqual({ last: { cpi: 0.41, d1: 0.3, d3Roas: null }, best: { cpi: 0.22, d1: 0.42, d3Roas: 0.8 } });
  });

  it('PERM-01 answers the game permissions the viewer holds, not those refused', async () => {
    const game = providerGame({ permissions: { change_game: true, kill_game: false, request_game_testing: true } });
    const { node } = await data<{ node: { permissions: string[] } }>(
      'query ($id: ID!) { node(id: $id) { ... on Game { permissions } } }',
      { id: gameId(7) },
      { loaders: { games: fakeGames(game) } },
    );
    expect(node.permissions).toEqual(['change_game', 'request_game_testing']);
  });

  it('GD-13 answers the studio\'s publishing managers as the game\'s', async () => {
    const pm = { id: 2, firstName: 'Paula', lastName: 'Manager' };
    const game = providerGame({ studio: { ...providerGame().studio, pm, secondaryPm: null } });
    const { node } = await data<{ node: { pm: { name: string; userId: number }; secondaryPm: null } }>(
      'query ($id: ID!) { node(id: $id) { ... on Game { pm { name userId } secondaryPm { name } } } }',
      { id: gameId(7) },
      { loaders: { games: fakeGames(game) } },
    );
    expect(node).toEqual({ pm: { name: 'Paula Manager', userId: 2 }, secondaryPm: null });
  });

  it('GD-01 BE-PERM-02 looks a game up by its number through the games loader: one the viewer may not see is null', async () => {
    const games = fakeGames(providerGame({ id: 7, status: 'pending_review', platform: 'ios' }));
    const answer = await data<{ seen: { status: string; platform: string }; hidden: null; zero: null }>(
      '{ seen: game(gameId: 7) { status platform } hidden: game(gameId: 8) { status } zero: game(gameId: 0) { status } }',
      {},
      { loaders: { games } },
    );
    expect(answer).toEqual({ seen: { status: 'PENDING_REVIEW', platform: 'IOS' }, hidden: null, zero: null });
  });

  it('AUTH-18 asks for a session before reading a game', async () => {
    const result = await run('{ game(gameId: 7) { name } }', {}, { signedIn: false, loaders: { games: fakeGames(providerGame()) } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('games lists', () => {
  const page = (count: number, total: number, from = 1): GamesPage => ({
    data: Array.from({ length: count }, (_, index) => providerGame({ id: from + index, name: `Game ${from + index}` })),
    total,
    next: count > 0 ? `keyset-after-${from + count - 1}` : null,
  });

  // Issue 17: a promise anywhere in a card (a node's id, a studio's field) makes graphql-js
  // assemble every card, and the list, through promises: the web's page must complete at once.
  it('answers the web\'s page of cards without a promise once the page is read: ids encoded as Pothos encodes them', async () => {
    const documents = JSON.parse(readFileSync(new URL('../../../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
    const text = Object.values(documents).find((document) => document.includes('query GamesListPaginationQuery'));
    const promised = new Map<string, number>();
    const restore: (() => void)[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const resolve: GraphQLFieldResolver<unknown, unknown> | undefined = field.resolve;
        if (!resolve) continue;
        field.resolve = (...args) => {
          const value = resolve(...args);
          if (value instanceof Promise) promised.set(`${type.name}.${field.name}`, (promised.get(`${type.name}.${field.name}`) ?? 0) + 1);
          return value;
        };
        restore.push(() => (field.resolve = resolve));
      }
    }
    try {
      // Every part of a card filled: the studio's managers, the scores, the networks' scores.
      const pm = { id: 2, firstName: 'Paula', lastName: 'Marchetti' };
      const filled = page(20, 45).data.map((game) => ({
        ...game,
        studio: { ...game.studio, hubspotUrl: 'https://crm.example/3', pm, secondaryPm: pm },
        prototypeRecommendation: { recommendation: 'high potential', adNetworks: [{ adNetwork: 'facebook' as const, adNetworkId: 1, score: 4 }] },
        scoreDetails: { execution: 3, balancing: 3, artEfficiency: 3, progression: 3, idea: 3, newness: 2, systemOne: 2, depth: 2, ratedAt: '2026-10-18T12:15:00.000Z' },
      }));
      const games = vi.fn(async () => ({ data: filled, total: 45, next: null }));
      const answer = await data<{ games: { edges: { node: { id: string; studio: { id: string }; pm: { id: string } } }[] } }>(
        text ?? '',
        { count: 20, sort: 'NAME', order: 'ASC' },
        { provider: { games, gameCards: games }, loaders: { games: fakeGames() } },
      );
      expect([...promised]).toEqual([['Query.games', 1]]);
      expect(answer.games.edges[0]?.node.id).toBe(encodeGlobalID('Game', '1'));
      expect(answer.games.edges[0]?.node.studio.id).toBe(encodeGlobalID('Studio', '3'));
      expect(answer.games.edges[0]?.node.pm.id).toBe(encodeGlobalID('User', '2'));
    } finally {
      for (const undo of restore) undo();
    }
  });

  it('PERM-07 BE-PERM-06 keeps a type\'s own scopes on its id: a shared game\'s id is refused to a viewer without view_knowledge_sharing', async () => {
    const shared = { id: 5, name: 'Shared Puzzle' };
    const result = await run(
      'query ($id: ID!) { node(id: $id) { ... on SharedGame { id } } }',
      { id: encodeGlobalID('SharedGame', '5') },
      { loaders: { viewer: fakeOnce(providerMe({ permissions: [] })), sharedGames: fakeLoader({ 5: shared }) as never } },
    );
    expect(result.data?.node ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const allowed = await data<{ node: { id: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on SharedGame { id } } }',
      { id: encodeGlobalID('SharedGame', '5') },
      { loaders: { viewer: fakeOnce(providerMe({ permissions: ['view_knowledge_sharing'] })), sharedGames: fakeLoader({ 5: shared }) as never } },
    );
    expect(allowed.node.id).toBe(encodeGlobalID('SharedGame', '5'));
  });

  it('GL-07 asks one page by limit and offset, and tells the total and whether more follow', async () => {
    const games = vi.fn(async () => page(20, 45, 21));
    const { games: connection } = await data<{
      games: { totalCount: number; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean }; edges: { node: { gameId: number } }[] };
    }>(
      'query ($after: String) { games(first: 20, after: $after, sort: BEST_CPI, order: ASC) { totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { gameId } } } }',
      // The cursor of the 20th game: the next page starts at offset 20.
      { after: Buffer.from('OffsetConnection:19').toString('base64') },
      { provider: { games, gameCards: games }, loaders: { games: fakeGames() } },
    );
    expect(games).toHaveBeenCalledWith(expect.objectContaining({ limit: 20, offset: 20, sort: 'bestCpi', order: 'asc' }));
    expect(connection.totalCount).toBe(45);
    expect(connection.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(connection.edges.map((edge) => edge.node.gameId)).toEqual(Array.from({ length: 20 }, (_, index) => 21 + index));
  });

  it('issue 17 GL-07 the next page goes after the keyset of the last edge, without a count: the cursor carries the total', async () => {
    const games = vi.fn(async ({ after }: { after?: string }) => (after ? { ...page(20, 0, 21), total: undefined } : page(20, 45)));
    const query =
      'query ($after: String) { games(first: 20, after: $after, sort: BEST_CPI, order: ASC) { totalCount pageInfo { endCursor hasNextPage } edges { cursor node { gameId } } } }';
    type Answer = { games: { totalCount: number; pageInfo: { endCursor: string; hasNextPage: boolean }; edges: { cursor: string; node: { gameId: number } }[] } };
    const context = { provider: { games, gameCards: games }, loaders: { games: fakeGames() } };
    const first = await data<Answer>(query, {}, context);
    expect(games).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 20, offset: 0, withTotal: true }));
    expect(games.mock.lastCall![0]).not.toHaveProperty('after');
    const second = await data<Answer>(query, { after: first.games.pageInfo.endCursor }, context);
    expect(games).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 20, offset: 20, after: 'keyset-after-20', withTotal: false }));
    expect(second.games.totalCount).toBe(45);
    expect(second.games.pageInfo.hasNextPage).toBe(true);
    expect(second.games.edges.map((edge) => edge.node.gameId)).toEqual(Array.from({ length: 20 }, (_, index) => 21 + index));
    // A cursor inside a page (not its last edge) pages by offset, counting again.
    await data<Answer>(query, { after: first.games.edges[4]!.cursor }, context);
    expect(games).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 5, withTotal: true }));
    expect(games.mock.lastCall![0]).not.toHaveProperty('after');
  });

  it('GL-07 primes the games loader with whole games: a listed game read again by its node id costs no load', async () => {
    const games = fakeLoader<number, null>(() => {
      throw new Error('the games loader was asked');
    });
    const answer = await data<{ games: { edges: { node: { id: string } }[] }; node: { name: string } }>(
      'query ($id: ID!) { games(first: 2) { edges { node { id permissions } } } node(id: $id) { ... on Game { name } } }',
      { id: gameId(2) },
      { provider: { games: async () => page(2, 2) }, loaders: { games } },
    );
    expect(answer.node.name).toBe('Game 2');
  });

  it('issue 17 a page asking only what a card shows reads cards, which never stand for whole games in the loader', async () => {
    const games = vi.fn(async () => page(2, 2));
    const gameCards = vi.fn(async () => page(2, 2));
    const loader = fakeGames(providerGame({ id: 2, name: 'Game 2, whole' }));
    const query = `query ($id: ID!) { games(first: 2) { totalCount edges { cursor node { ...Card } } } node(id: $id) { ... on Game { storeName name } } }
      fragment Card on Game { id name studio { name } last { cpi d1 } ... on Game { best { cpi } } }`;
    const answer = await data<{ games: { edges: { node: { name: string } }[] }; node: { name: string } }>(query, { id: gameId(2) }, { provider: { games, gameCards }, loaders: { games: loader } });
    expect(gameCards).toHaveBeenCalledTimes(1);
    expect(games).not.toHaveBeenCalled();
    expect(answer.games.edges.map((edge) => edge.node.name)).toEqual(['Game 1', 'Game 2']);
    // The node was loaded whole, not taken from the page's card.
    expect(answer.node.name).toBe('Game 2, whole');
    // A field or a metric outside the card, even inside a fragment, reads whole games.
    for (const node of ['...Card storeName', '...Card last { d7 }', '... on Game { ... on Game { permissions } }']) {
      await data(`{ games(first: 2) { edges { node { ${node} } } } } fragment Card on Game { name }`, {}, { provider: { games, gameCards }, loaders: { games: fakeGames() } });
    }
    expect(games).toHaveBeenCalledTimes(3);
    expect(gameCards).toHaveBeenCalledTimes(1);
  });

  it('FLT-20 sends the filter tree as the query, each value typed by its rule', async () => {
    const games = vi.fn(async () => page(0, 0));
    await data(
      `query ($filter: GameFilterInput) { games(first: 20, filter: $filter) { totalCount } }`,
      {
        filter: {
          logicalOperator: 'ALL',
          children: [
            { rule: { rule: 'cpi', operator: '<', value: '0.3' } },
            { rule: { rule: 'pmName', operator: '=', value: '$me' } },
            { group: { logicalOperator: 'ANY', children: [{ rule: { rule: 'name', operator: 'contains', value: '42' } }] } },
          ],
        },
      },
      { provider: { games, gameCards: games } },
    );
    expect(games).toHaveBeenCalledWith(
      expect.objectContaining({
        query: {
          logicalOperator: 'all',
          children: [
            { rule: 'cpi', operator: '<', value: 0.3 },
            { rule: 'pmName', operator: '=', value: '$me' },
            { logicalOperator: 'any', children: [{ rule: 'name', operator: 'contains', value: '42' }] },
          ],
        },
      }),
    );
  });

  it('issue 17 GL-09 AUTH-22 kept: the list the viewer arrives on, from their kept choices, else the My games view', async () => {
    const games = vi.fn(async (_body: Record<string, unknown>) => page(0, 0));
    const query = '{ games(first: 20, kept: true, sort: NAME, order: ASC, term: "ignored") { totalCount } }';
    const keptChoices = { list: 'games' as const, preferences: { sort: { prop: 'd1', order: 'desc' as const }, best: false, term: 'merge', filter: null } };
    const myGames = { id: 'view-1', slug: 'my-games', content: JSON.stringify({ sort: { prop: 'cpi', order: 'asc' }, best: true, term: '', filter: { logicalOperator: 'all', children: [{ rule: 'pmName', operator: '=', value: '$me' }] } }) };
    const context = (kept: unknown) => ({
      provider: { games, gameCards: games },
      loaders: {
        games: fakeGames(),
        viewer: fakeOnce(providerMe({ userType: 'pm', permissions: ['view_pm_interface'] })),
        listPreferences: fakeLoader<string, unknown>(() => kept) as never,
        listViews: fakeLoader<string, ProviderSavedView[]>(() => [myGames as unknown as ProviderSavedView]) as never,
      },
    });
    await data(query, {}, context(keptChoices));
    expect(games).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'lastD1', order: 'desc', term: 'merge', best: false }));
    expect(games.mock.lastCall![0]).not.toHaveProperty('query');
    await data(query, {}, context({ list: 'games', preferences: null }));
    expect(games).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'bestCpi', order: 'asc', best: true, query: { logicalOperator: 'all', children: [{ rule: 'pmName', operator: '=', value: '$me' }] } }),
    );
  });

  it('FLT-01 refuses a filter node that is neither a rule nor a group, before asking the provider', async () => {
    const result = await run('{ games(first: 20, filter: { logicalOperator: ALL, children: [{}] }) { totalCount } }', {}, { provider: {} });
    expect(result.errors?.[0]).toMatchObject({ message: 'A filter node is a rule or a group (children.0)', extensions: { code: 'INVALID_FILTER' } });
  });

  it('MG-12 MG-25 the board lists a tab five games at a time, in the sort the viewer keeps for it', async () => {
    const myGames = vi.fn(async () => page(5, 6));
    const answer = { list: 'mygames' as const, preferences: { sorts: { in_progress: { prop: 'lastCpm' as const, order: 'asc' as const } } } };
    const kept = vi.fn((_list: string) => answer);
    const listPreferences = fakeLoader<string, typeof answer>((list) => kept(list));
    const { myGames: connection } = await data<{ myGames: { pageInfo: { hasNextPage: boolean } } }>(
      '{ myGames(tab: IN_PROGRESS, type: CTR) { pageInfo { hasNextPage } } }',
      {},
      { provider: { myGames, myGameCards: myGames }, loaders: { games: fakeGames(), listPreferences } },
    );
    expect(myGames).toHaveBeenCalledWith(expect.objectContaining({ limit: 5, offset: 0, status: 'in_progress', type: 'ctr', sort: 'lastCpm', order: 'asc' }));
    expect(connection.pageInfo.hasNextPage).toBe(true);
    // A sort asked for is the one used, the kept one not read.
    await data('{ myGames(tab: IN_PROGRESS, type: CTR, sort: NAME, order: ASC) { totalCount } }', {}, { provider: { myGames, myGameCards: myGames }, loaders: { games: fakeGames(), listPreferences } });
    expect(myGames).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', order: 'asc' }));
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('MG-09 "My games only" reaches the provider as myGamesOnly, for the list and the counts', async () => {
    const myGames = vi.fn(async () => page(0, 0));
    const myGamesCounts = vi.fn(async () => ({ in_progress: 0 }));
    await data(
      '{ myGames(tab: FINISHED, sort: NAME, order: ASC, myGamesOnly: true) { totalCount } myGamesCounts(myGamesOnly: true) { inProgress } }',
      {},
      { provider: { myGames, myGameCards: myGames, myGamesCounts }, loaders: { games: fakeGames() } },
    );
    expect(myGames).toHaveBeenCalledWith(expect.objectContaining({ myGamesOnly: true }));
    expect(myGamesCounts).toHaveBeenCalledWith(expect.objectContaining({ myGamesOnly: true }));
  });
});
