// The staff games list through the gateway over a real provider (issue 4): the
// typed filter tree, sorts and their permissions, saved views and their creator
// rules, list preferences, and the CSV export.
import { gameSortField } from '@greenlight/rules';
import { GAME_CARD_FIELDS } from '@greenlight/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, persistedId } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

async function signedIn(email: string) {
  const client = new GraphQLClient(stack.gatewayUrl);
  const result = await client.signIn(email, DEMO_PASSWORD);
  expect(result.signIn.__typename).toBe('SignInSuccess');
  return client;
}

const GAMES = `
  query Games($first: Int!, $after: String, $sort: GameSort!, $order: SortOrder!, $filter: GameFilterInput, $best: Boolean,
              $term: String, $studioId: Int, $projectId: Int) {
    games(first: $first, after: $after, sort: $sort, order: $order, filter: $filter, best: $best, term: $term,
          studioId: $studioId, projectId: $projectId) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id name platform status recommendation projectId projectGameCount
        studio { name } pm { userId } secondaryPm { userId }
        best { cpi d1 d3Roas } last { cpi d1 d3Roas } } }
    }
  }
`;

interface GameNode {
  name: string;
  platform: string;
  status: string;
  recommendation: string | null;
  projectId: number | null;
  projectGameCount: number;
  studio: { name: string };
  pm: { userId: number } | null;
  secondaryPm: { userId: number } | null;
  best: { cpi: number | null; d1: number | null; d3Roas: number | null };
  last: { cpi: number | null; d1: number | null; d3Roas: number | null };
}

interface GamesAnswer {
  games: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: GameNode }[] };
}

const rule = (id: string, operator: string, value?: string, values?: string[]) => ({
  rule: { rule: id, operator, ...(value !== undefined ? { value } : {}), ...(values ? { values } : {}) },
});
const group = (logicalOperator: 'ALL' | 'ANY', ...children: unknown[]) => ({ logicalOperator, children });

async function allGames(client: GraphQLClient, variables: Record<string, unknown>): Promise<GameNode[]> {
  const nodes: GameNode[] = [];
  let after: string | null = null;
  for (;;) {
    const data: GamesAnswer = await client.data<GamesAnswer>(GAMES, { first: 100, sort: 'LAST_ITERATION_DATE', order: 'DESC', ...variables, after });
    nodes.push(...data.games.edges.map((edge) => edge.node));
    if (!data.games.pageInfo.hasNextPage) return nodes;
    after = data.games.pageInfo.endCursor;
  }
}

describe('the games list (GL, FLT)', () => {
  it('FLT-01 FLT-20 filters with a two-level typed tree, compiled by the provider', async () => {
    const client = await signedIn('pm@greenlight.test');
    const filter = group(
      'ALL',
      rule('platform', '=', 'android'),
      { group: group('ANY', rule('cpi', '<=', '0.4'), rule('status', '=', undefined, ['pending_review', 'pending_testing'])) },
    );
    const games = await allGames(client, { filter, best: true });
    expect(games.length).toBeGreaterThan(5);
    for (const game of games) {
      expect(game.platform).toBe('ANDROID');
      expect((game.best.cpi !== null && game.best.cpi <= 0.4) || ['PENDING_REVIEW', 'PENDING_TESTING'].includes(game.status)).toBe(true);
    }
    const everything = await allGames(client, {});
    expect(games.length).toBeLessThan(everything.length);
  });

  it('GL-31 reads the best or the last KPIs after the best-only flag', async () => {
    const client = await signedIn('pm@greenlight.test');
    const filter = group('ALL', rule('d1', '>=', '0.35'));
    const best = await allGames(client, { filter, best: true });
    const last = await allGames(client, { filter, best: false });
    for (const game of best) expect(game.best.d1).toBeGreaterThanOrEqual(0.35);
    for (const game of last) expect(game.last.d1).toBeGreaterThanOrEqual(0.35);
    expect(best.length).toBeGreaterThanOrEqual(last.length);
  });

  it('GL-11 GL-12 lists one studio\'s games, and one project\'s', async () => {
    const client = await signedIn('pm@greenlight.test');
    const games = await allGames(client, {});
    const shared = games.find((game) => game.projectGameCount > 1)!;
    const project = await allGames(client, { projectId: shared.projectId });
    expect(project).toHaveLength(shared.projectGameCount);
    expect(new Set(project.map((game) => game.name))).toEqual(new Set([shared.name]));
    const studioOne = games.find((game) => game.studio.name === 'Studio One')!;
    const { games: first } = await client.data<GamesAnswer>(GAMES, { first: 1, sort: 'LAST_ITERATION_DATE', order: 'DESC' });
    expect(first.totalCount).toBe(games.length);
    const studioGames = await allGames(client, { studioId: await studioIdOf(client, studioOne.studio.name) });
    expect(studioGames.every((game) => game.studio.name === 'Studio One')).toBe(true);
  });

  it('VIEW-14 the my-games tree holds the games whose primary or secondary PM is the signed-in PM', async () => {
    const client = await signedIn('pm2@greenlight.test');
    const { viewer } = await client.data<{ viewer: { user: { userId: number } } }>('{ viewer { user { userId } } }');
    const me = viewer.user.userId;
    const mine = await allGames(client, { filter: group('ANY', rule('pmName', '=', '$me'), rule('secondaryPmName', '=', '$me')) });
    expect(mine.length).toBeGreaterThan(0);
    for (const game of mine) expect([game.pm?.userId, game.secondaryPm?.userId]).toContain(me);
    const everyone = await allGames(client, {});
    expect(everyone.filter((game) => game.pm?.userId === me || game.secondaryPm?.userId === me)).toHaveLength(mine.length);
  });

  it('FLT-02 BE-LIST-01 answers a refused tree with an INVALID_FILTER error naming the rule', async () => {
    const client = await signedIn('pm@greenlight.test');
    const unknown = await client.request(GAMES, {
      first: 5,
      sort: 'LAST_ITERATION_DATE',
      order: 'DESC',
      filter: group('ALL', rule('revenue', '>', '1')),
    });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'This filter cannot be applied: Unknown rule "revenue"',
      extensions: { code: 'INVALID_FILTER', status: 400 },
    });
    const deep = group('ALL', { group: group('ALL', { group: group('ALL', { group: group('ALL', rule('isHit', '=', '1')) }) }) });
    const tooDeep = await client.request(GAMES, { first: 5, sort: 'LAST_ITERATION_DATE', order: 'DESC', filter: deep });
    expect(tooDeep.errors?.[0]?.message).toBe('This filter cannot be applied: Groups nest at most 3 levels deep');
    const both = await client.request(GAMES, {
      first: 5,
      sort: 'LAST_ITERATION_DATE',
      order: 'DESC',
      filter: group('ALL', { ...rule('isHit', '=', '1'), group: group('ALL') }),
    });
    expect(both.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FILTER' });
    const wrongValue = await client.request(GAMES, {
      first: 5,
      sort: 'LAST_ITERATION_DATE',
      order: 'DESC',
      filter: group('ALL', rule('cpi', '<', 'cheap')),
    });
    expect(wrongValue.errors?.[0]?.message).toBe('This filter cannot be applied: The rule "cpi" needs a number');
  });

  it('GL-16 GL-21 PERM-10 PERM-11 a junior PM may not sort by CPNU or D3 ROAS, nor read them', async () => {
    const junior = await signedIn('pm2@greenlight.test');
    for (const sort of ['BEST_CPNU', 'BEST_D3_ROAS', 'LAST_D3_ROAS']) {
      const refused = await junior.request(GAMES, { first: 5, sort, order: 'DESC' });
      expect(refused.errors?.[0]?.extensions, sort).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    }
    const seen = await allGames(junior, {});
    expect(seen.every((game) => game.best.d3Roas === null && game.last.d3Roas === null)).toBe(true);
    const senior = await signedIn('pm@greenlight.test');
    const { games } = await senior.data<GamesAnswer>(GAMES, { first: 20, sort: 'BEST_D3_ROAS', order: 'DESC' });
    const roas = games.edges.map((edge) => edge.node.best.d3Roas).filter((value): value is number => value !== null);
    expect(roas.length).toBeGreaterThan(5);
    expect(roas).toEqual([...roas].sort((a, b) => b - a));
  });

  it('GC-16 PERM-12 gives the studio\'s CRM link with view_hubspot_url only', async () => {
    const query = '{ games(first: 5) { edges { node { studio { hubspotUrl } } } } }';
    type Answer = { games: { edges: { node: { studio: { hubspotUrl: string | null } } }[] } };
    const senior = await (await signedIn('pm@greenlight.test')).data<Answer>(query);
    for (const edge of senior.games.edges) expect(edge.node.studio.hubspotUrl).toMatch(/^https:\/\/app\.hubspot\.com\/contacts\/\d+\/company\/\d+$/);
    const junior = await (await signedIn('pm2@greenlight.test')).data<Answer>(query);
    for (const edge of junior.games.edges) expect(edge.node.studio.hubspotUrl).toBeNull();
  });

  it('issue 17 GL-07 pages of 20 walked by endCursor hold the whole list once, with one count and one provider call a page', async () => {
    const client = await signedIn('pm@greenlight.test');
    const whole = await client.data<GamesAnswer>(GAMES, { first: 100, sort: 'BEST_CPI', order: 'ASC' });
    const walked: string[] = [];
    const totals: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      stack.resetProviderCalls();
      const data: GamesAnswer = await client.data<GamesAnswer>(GAMES, { first: 20, sort: 'BEST_CPI', order: 'ASC', after });
      // One list call a page (the viewer is kept for the session), the following ones without a count.
      expect(stack.providerPaths()).toEqual(['POST /v1/games/cards']);
      walked.push(...data.games.edges.map((edge) => edge.node.name));
      totals.push(data.games.totalCount);
      if (!data.games.pageInfo.hasNextPage) break;
      after = data.games.pageInfo.endCursor;
    }
    expect(totals.every((total) => total === whole.games.totalCount)).toBe(true);
    expect(walked.length).toBe(whole.games.totalCount);
    expect(walked.slice(0, 100)).toEqual(whole.games.edges.map((edge) => edge.node.name));
  });

  it('issue 17 GC-01 GC-24 a page that asks only what a card shows is read as cards, and answers as whole games do', async () => {
    const SCORES = 'execution balancing artEfficiency progression idea newness systemOne depth ratedAt';
    const card = `id gameId name status substatus platform iconUrl
      studio { studioId name activityState hubspotUrl pm { name } } pm { userId name } secondaryPm { userId name }
      projectId projectGameCount isIterating isCtr isPublishedInStore isManagedByProvider adNetworkError disabled
      ongoingOperations { operationId } lastIterationDate nbIterations storeUrl video gameAnalyticsUrl facebookUrl snapchatUrl
      adNetworks recommendation prototypeRecommendation { recommendation adNetworks { adNetwork adNetworkId score } }
      scoreDetails { ${SCORES} } last { cpi cpnu ctr d1 d3Roas } best { cpi cpnu ctr d1 d3Roas }
      reviewActions { action label available confirm { title body } }`;
    // The query asks every field the gateway reads from a card.
    for (const field of Object.keys(GAME_CARD_FIELDS)) expect(card, field).toMatch(new RegExp(`\\b${field}\\b`));
    const lists = [
      ['pm@greenlight.test', 'games(first: 100, sort: BEST_CPI, order: ASC)', '/v1/games'],
      ['pm2@greenlight.test', 'games(first: 100)', '/v1/games'],
      ['lead@studio-one.test', 'games(first: 100)', '/v1/games'],
      ['lead@studio-one.test', 'myGames(first: 100, tab: FINISHED, type: CPI)', '/v1/my/games'],
    ] as const;
    for (const [email, list, path] of lists) {
      const client = await signedIn(email);
      const read = async (node: string) => {
        stack.resetProviderCalls();
        const data = await client.data<{ list: { totalCount: number; edges: { node: Record<string, unknown> }[] } }>(
          `fragment Card on Game { ${card} } query { list: ${list} { totalCount edges { cursor node { ${node} } } } }`,
        );
        return { nodes: data.list.edges.map((edge) => edge.node), total: data.list.totalCount, paths: stack.providerPaths() };
      };
      const asCards = await read('...Card');
      expect(asCards.paths, `${email} ${list}`).toContain(`POST ${path}/cards`);
      expect(asCards.paths).not.toContain(`POST ${path}`);
      expect(asCards.nodes.length).toBeGreaterThan(0);
      // One field more than a card holds: whole games, and the same answer for the card's fields.
      const whole = await read('...Card storeName');
      expect(whole.paths).toContain(`POST ${path}`);
      expect(whole.paths).not.toContain(`POST ${path}/cards`);
      expect(whole.total).toBe(asCards.total);
      expect(whole.nodes.map(({ storeName: _storeName, ...rest }) => rest)).toEqual(asCards.nodes);
    }
    // The board's cards too, as the web asks them.
    const lead = await signedIn('lead@studio-one.test');
    stack.resetProviderCalls();
    const board = await lead.persisted<{ myGames: { edges: unknown[] } }>(persistedId('MyGamesListPaginationQuery'), { tab: 'FINISHED', type: 'CPI' });
    expect(board.errors).toBeUndefined();
    expect(board.data!.myGames.edges.length).toBeGreaterThan(0);
    expect(stack.providerPaths()).toContain('POST /v1/my/games/cards');
    // A metric the card does not hold reads whole games too.
    const client = await signedIn('pm@greenlight.test');
    stack.resetProviderCalls();
    await client.data('{ games(first: 5) { edges { node { name last { d7 } } } } }');
    expect(stack.providerPaths()).toContain('POST /v1/games');
  });

  it('issue 42 PA-02 PA-03 issue 17 cards pending approval offer their review: the page stays cards, its pending games read whole in one call', async () => {
    const client = await signedIn('pm@greenlight.test');
    stack.resetProviderCalls();
    const { games } = await client.data<{ games: { edges: { node: { status: string; reviewActions: { action: string; available: boolean }[] } }[] } }>(
      `query ($filter: GameFilterInput) { games(first: 100, filter: $filter) { edges { node { status reviewActions { action available } } } } }`,
      { filter: group('ALL', rule('status', '=', undefined, ['pending_testing', 'in_testing'])) },
    );
    const paths = stack.providerPaths();
    expect(paths).toContain('POST /v1/games/cards');
    expect(paths).not.toContain('POST /v1/games');
    expect(paths.filter((path) => path.startsWith('GET /games/'))).toHaveLength(1);
    const pending = games.edges.filter((edge) => edge.node.status === 'PENDING_TESTING');
    expect(pending.length).toBeGreaterThan(0);
    for (const { node } of pending) expect(node.reviewActions).toEqual([{ action: 'ACCEPT_TESTING', available: true }, { action: 'DECLINE_TESTING', available: true }]);
    for (const { node } of games.edges.filter((edge) => edge.node.status !== 'PENDING_TESTING')) expect(node.reviewActions).toEqual([]);
  });

  it('GL-07 a filtered page of 20 still costs at most 2 provider calls', async () => {
    const client = await signedIn('pm@greenlight.test');
    stack.resetProviderCalls();
    await client.data(`query ($filter: GameFilterInput) { viewer { id } games(first: 20, filter: $filter) { edges { node { id name studio { name } } } } }`, {
      filter: group('ALL', rule('status', '=', undefined, ['in_testing', 'finished'])),
    });
    expect(stack.providerCalls()).toBeLessThanOrEqual(2);
  });
});

async function studioIdOf(client: GraphQLClient, name: string): Promise<number> {
  const { games } = await client.data<{ games: { edges: { node: { studio: { name: string; studioId: number } } }[] } }>(
    `query ($term: String) { games(first: 1, term: $term) { edges { node { studio { name studioId } } } } }`,
    { term: name },
  );
  return games.edges.find((edge) => edge.node.studio.name === name)!.node.studio.studioId;
}

const VIEWS = `{ savedViews(list: GAMES) { id viewId name isDefault slug group canEdit best term sort { prop order }
  columns { id isSelected } creator { userId }
  filter { logicalOperator children { rule { rule operator value values } group { logicalOperator children { rule { rule value } } } } } } }`;

interface ViewNode {
  id: string;
  viewId: number;
  name: string;
  isDefault: boolean;
  slug: string | null;
  group: string;
  canEdit: boolean;
  best: boolean;
  sort: { prop: string; order: string } | null;
  filter: { logicalOperator: string; children: { rule: { rule: string; operator: string; value: string | null; values: string[] | null } | null }[] } | null;
}

const CREATE = `mutation ($input: SavedViewInput!) { createView(input: $input) { __typename
  ... on SavedView { id viewId name group canEdit best sort { prop order } filter { logicalOperator children { rule { rule operator value values } } } }
  ... on ProviderError { code message status fieldErrors { path message } } } }`;
const UPDATE = `mutation ($id: ID!, $input: SavedViewUpdateInput!) { updateView(id: $id, input: $input) { __typename
  ... on SavedView { name best } ... on ProviderError { code status message } } }`;
const DELETE = `mutation ($id: ID!) { deleteView(id: $id) { __typename ... on DeleteViewPayload { deletedId } ... on ProviderError { code status } } }`;

describe('saved views (VIEW)', () => {
  const views = async (client: GraphQLClient) => (await client.data<{ savedViews: ViewNode[] }>(VIEWS)).savedViews;

  it('VIEW-04 groups the views: PM views (my games), Default views, My views; Others for superusers', async () => {
    const pm = await views(await signedIn('pm@greenlight.test'));
    expect(pm.map((v) => [v.name, v.group, v.canEdit])).toEqual([
      ['Academy studios', 'DEFAULT_VIEWS', false],
      ['High-potential prototypes', 'DEFAULT_VIEWS', false],
      ['My games', 'PM_VIEWS', false],
      ['Cheap installs on Android', 'MY_VIEWS', true],
    ]);
    const mine = pm.find((v) => v.slug === 'my-games')!;
    expect(mine.filter).toEqual({
      logicalOperator: 'ANY',
      children: [
        { rule: { rule: 'pmName', operator: '=', value: '$me', values: null }, group: null },
        { rule: { rule: 'secondaryPmName', operator: '=', value: '$me', values: null }, group: null },
      ],
    });
    const admin = await views(await signedIn('admin@greenlight.test'));
    expect(admin.filter((v) => v.group === 'OTHERS_VIEWS').map((v) => v.name)).toEqual([
      'Cheap installs on Android',
      'Retention watch',
      'Tracking setup errors',
    ]);
    expect(admin.some((v) => v.slug === 'my-games')).toBe(false);
  });

  it('VIEW-05 VIEW-08 saves a typed view, and refuses a taken name as a typed error on the name', async () => {
    const client = await signedIn('pm@greenlight.test');
    const input = {
      name: 'Android hits',
      best: false,
      sort: { prop: 'd7', order: 'DESC' },
      columns: [{ id: 'name', label: 'Name', width: 140, isSelected: true, isStaff: false }],
      filter: group('ALL', rule('platform', '=', 'android'), rule('isHit', '=', '1')),
    };
    const { createView } = await client.data<{ createView: ViewNode & { __typename: string } }>(CREATE, { input });
    expect(createView).toMatchObject({
      __typename: 'SavedView',
      name: 'Android hits',
      group: 'MY_VIEWS',
      canEdit: true,
      best: false,
      sort: { prop: 'd7', order: 'DESC' },
    });
    expect(createView.filter?.children.map((c) => c.rule)).toEqual([
      { rule: 'platform', operator: '=', value: 'android', values: null },
      { rule: 'isHit', operator: '=', value: '1', values: null },
    ]);
    const taken = await client.data<{ createView: { code: string; fieldErrors: { path: string; message: string }[] } }>(CREATE, {
      input: { ...input, name: 'android HITS ' },
    });
    expect(taken.createView).toMatchObject({
      code: 'VIEW_NAME_TAKEN',
      fieldErrors: [{ path: 'name', message: 'A view already has this name' }],
    });
  });

  it('VIEW-10 VIEW-11 only the creator updates and deletes a view, never a default one', async () => {
    const owner = await signedIn('pm@greenlight.test');
    const own = (await views(owner)).find((v) => v.name === 'Android hits')!;
    const updated = await owner.data<{ updateView: { __typename: string; name?: string; best?: boolean } }>(UPDATE, {
      id: own.id,
      input: { name: 'Android hits, best KPIs', best: true, filter: group('ALL', rule('platform', '=', 'android')) },
    });
    expect(updated.updateView).toEqual({ __typename: 'SavedView', name: 'Android hits, best KPIs', best: true });

    const admin = await signedIn('admin@greenlight.test');
    const refused = await admin.data<{ updateView: { code: string; status: number } }>(UPDATE, { id: own.id, input: { name: 'Mine' } });
    expect(refused.updateView).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const defaultView = (await views(owner)).find((v) => v.slug === 'high-potential')!;
    const byDefault = await owner.data<{ updateView: { code: string } }>(UPDATE, { id: defaultView.id, input: { name: 'Mine' } });
    expect(byDefault.updateView.code).toBe('FORBIDDEN');
    expect((await owner.data<{ deleteView: { code: string } }>(DELETE, { id: defaultView.id })).deleteView.code).toBe('FORBIDDEN');
    expect((await admin.data<{ deleteView: { code: string } }>(DELETE, { id: own.id })).deleteView.code).toBe('FORBIDDEN');

    const deleted = await owner.data<{ deleteView: { __typename: string; deletedId: string } }>(DELETE, { id: own.id });
    expect(deleted.deleteView).toEqual({ __typename: 'DeleteViewPayload', deletedId: own.id });
    expect((await views(owner)).some((v) => v.id === own.id)).toBe(false);
  });

  it('GL-09 VIEW-13 loads a view by its global id as a Relay node', async () => {
    const client = await signedIn('pm@greenlight.test');
    const academy = (await views(client)).find((v) => v.slug === 'academy')!;
    const { node } = await client.data<{ node: { name: string; filter: ViewNode['filter'] } }>(
      `query ($id: ID!) { node(id: $id) { ... on SavedView { name filter { children { rule { rule value } } } } } }`,
      { id: academy.id },
    );
    expect(node).toEqual({ name: 'Academy studios', filter: { children: [{ rule: { rule: 'studioOrigin', value: 'Academy' } }] } });
  });

  it('BE-PERM-06 refuses saved views to studio members before calling the provider', async () => {
    const client = await signedIn('lead@studio-one.test');
    const answer = await client.request(VIEWS);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const created = await client.data<{ createView: { code: string } }>(CREATE, { input: { name: 'Mine' } });
    expect(created.createView.code).toBe('FORBIDDEN');
  });

  it('AUTH-22 keeps the list preferences on the account', async () => {
    const client = await signedIn('cs@greenlight.test');
    const saved = await client.data<{ setListPreferences: { best: boolean; sort: { prop: string } } }>(
      `mutation ($input: ListPreferencesInput!) { setListPreferences(list: GAMES, input: $input) {
        __typename ... on ListPreferences { best sort { prop } } } }`,
      { input: { best: false, sort: { prop: 'd1', order: 'DESC' }, filter: group('ALL', rule('platform', '=', 'ios')) } },
    );
    expect(saved.setListPreferences).toMatchObject({ best: false, sort: { prop: 'd1' } });
    const again = await signedIn('cs@greenlight.test');
    const { listPreferences } = await again.data<{ listPreferences: { best: boolean; filter: ViewNode['filter'] } }>(
      '{ listPreferences(list: GAMES) { best filter { children { rule { rule value } } } } }',
    );
    expect(listPreferences).toEqual({ best: false, filter: { children: [{ rule: { rule: 'platform', value: 'ios' } }] } });
  });
});

describe('the page\'s one request on arrival (issue 17)', () => {
  type Arrival = { games?: GamesAnswer['games']; listPreferences: unknown; viewer: { permissions: string[] } };

  it('issue 17 AUTH-22 HomePageQuery brings the first page of the kept list with the shell', async () => {
    const client = await signedIn('cs@greenlight.test');
    await client.data(`mutation ($input: ListPreferencesInput!) { setListPreferences(list: GAMES, input: $input) { __typename } }`, {
      input: { best: false, sort: { prop: 'd1', order: 'DESC' }, filter: group('ALL', rule('platform', '=', 'ios')) },
    });
    stack.resetProviderCalls();
    const arrival = await client.persisted<Arrival>(persistedId('HomePageQuery'), { withList: true, studioId: null, projectId: null });
    expect(arrival.errors).toBeUndefined();
    // The web's cards ask nothing a card's answer lacks: the page reads cards.
    expect(stack.providerPaths()).toContain('POST /v1/games/cards');
    const expected = await client.data<GamesAnswer>(GAMES, { first: 20, sort: 'LAST_D1', order: 'DESC', best: false, filter: group('ALL', rule('platform', '=', 'ios')) });
    expect(arrival.data!.games!.totalCount).toBe(expected.games.totalCount);
    expect(arrival.data!.games!.edges.map((edge) => edge.node.name)).toEqual(expected.games.edges.map((edge) => edge.node.name));
    // ?view= asks for a view instead: the shell alone.
    const shell = await client.persisted<Arrival>(persistedId('HomePageQuery'), { withList: false, studioId: null, projectId: null });
    expect(shell.data!.games).toBeUndefined();
  });

  it('issue 17 AUTH-07 the page a sign-in lands on does not read the viewer again: the sign-in\'s is kept for the session', async () => {
    const client = await signedIn('pm2@greenlight.test');
    stack.resetProviderCalls();
    const arrival = await client.persisted<Arrival>(persistedId('HomePageQuery'), { withList: true, studioId: null, projectId: null });
    expect(arrival.errors).toBeUndefined();
    expect(arrival.data!.viewer.permissions).toContain('view_pm_interface');
    expect(stack.providerPaths()).not.toContain('GET /v1/me');
    expect(stack.providerPaths()).toContain('POST /v1/games/cards');
  });

  it('issue 17 GL-09 a publishing manager without kept choices arrives on the My games view, narrowed by the address', async () => {
    const client = await signedIn('pm@greenlight.test');
    const studioId = await studioIdOf(client, 'Studio One');
    const arrival = await client.persisted<Arrival>(persistedId('HomePageQuery'), { withList: true, studioId, projectId: null });
    // The view as the page reads it, asked for as the list's own query would ask it.
    type Filter = { logicalOperator: string; children: { rule: Record<string, unknown> | null; group: Filter | null }[] };
    const { savedViews } = await client.data<{ savedViews: { slug: string | null; best: boolean; term: string; sort: { prop: string; order: string } | null; filter: Filter | null }[] }>(
      `{ savedViews(list: GAMES) { slug best term sort { prop order }
        filter { logicalOperator children { rule { rule operator value values } group { logicalOperator children { rule { rule operator value values } } } } } } }`,
    );
    const view = savedViews.find((candidate) => candidate.slug === 'my-games')!;
    const input = (filter: Filter): unknown => ({
      logicalOperator: filter.logicalOperator,
      children: filter.children.map((child) =>
        child.group ? { group: input(child.group) } : { rule: Object.fromEntries(Object.entries(child.rule!).filter(([, value]) => value !== null)) },
      ),
    });
    const field = gameSortField(view.sort?.prop, view.best).replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
    const mine = await allGames(client, {
      ...(view.filter ? { filter: input(view.filter) } : {}),
      best: view.best,
      studioId,
      sort: field,
      order: view.sort?.order ?? 'DESC',
    });
    expect(arrival.data!.games!.totalCount).toBe(mine.length);
    expect(arrival.data!.games!.edges.map((edge) => edge.node.name)).toEqual(mine.slice(0, 20).map((game) => game.name));
  });
});

describe('a page and the game panel it opens, in one request (issue 17)', () => {
  type Result = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  const used = (client: GraphQLClient) => Number(client.lastHeaders.get('x-ratelimit-used'));

  it('issue 17 answers HomePageQuery and GamePanelQuery sent as one batch, in order, each as it answers alone and charged on its own', async () => {
    const client = await signedIn('pm@greenlight.test');
    const { games } = await client.data<{ games: { edges: { node: { gameId: number; name: string } }[] } }>('{ games(first: 1) { edges { node { gameId name } } } }');
    const game = games.edges[0]!.node;
    const page = { withList: true, studioId: null, projectId: null };
    const panel = { gameId: game.gameId, operationId: '', watchOperation: false };
    // Alone, one after the other: what each answers, and what each costs.
    let before = used(client);
    const pageAlone = await client.persisted(persistedId('HomePageQuery'), page);
    const pageCost = used(client) - before;
    before = used(client);
    const panelAlone = await client.persisted(persistedId('GamePanelQuery'), panel);
    const panelCost = used(client) - before;
    expect(pageCost).toBeGreaterThan(0);
    expect(panelCost).toBeGreaterThan(0);

    before = used(client);
    const answer = await client.batch([{ id: persistedId('HomePageQuery') }, { id: persistedId('GamePanelQuery') }], [page, panel]);
    expect(client.lastStatus).toBe(200);
    expect(Array.isArray(answer)).toBe(true);
    const [pageResult, panelResult] = answer as Result[];
    expect(pageResult).toEqual(pageAlone);
    expect(panelResult).toEqual(panelAlone);
    expect((panelResult!.data!.game as { name: string }).name).toBe(game.name);
    // One answer, one correlation id, the budget after both charges.
    expect(client.lastHeaders.get('x-correlation-id')).toBeTruthy();
    expect(used(client) - before).toBe(pageCost + panelCost);
  });

  it('issue 17 a batch reads nothing its caller may not read alone: another studio\'s game answers null', async () => {
    const owner = await signedIn('lead@studio-one.test');
    const { games } = await owner.data<{ games: { edges: { node: { gameId: number } }[] } }>('{ games(first: 1) { edges { node { gameId } } } }');
    const gameId = games.edges[0]!.node.gameId;
    const other = await signedIn('lead@studio-two.test');
    // The board's address with the panel open, as another studio's lead would type it.
    const answer = (await other.batch([{ id: persistedId('BoardHomePageQuery') }, { id: persistedId('GamePanelQuery') }], [{}, { gameId, operationId: '', watchOperation: false }])) as Result[];
    expect(answer[0]!.errors).toBeUndefined();
    expect(answer[1]).toEqual({ data: expect.objectContaining({ game: null }) });
  });

  it('issue 17 AUTH-14 the operations of a batch share one session: an expired token is refreshed once, one rotated cookie comes back and works', async () => {
    const client = await signedIn('cs@greenlight.test');
    const before = client.cookies.get('gl_session');
    stack.clock.advance(16 * 60_000);
    stack.resetProviderCalls();
    try {
      const answer = (await client.batch([{ query: '{ games(first: 1) { totalCount } }' }, { query: '{ studios(first: 1) { totalCount } }' }])) as Result[];
      expect(answer.map((result) => result.errors)).toEqual([undefined, undefined]);
      expect(stack.providerPaths().filter((path) => path === 'POST /auth/refresh')).toHaveLength(1);
      expect(client.lastSetCookies.filter((line) => line.startsWith('gl_session='))).toHaveLength(1);
      expect(client.cookies.get('gl_session')).not.toBe(before);
      // Two refreshes with the one refresh token would have ended the session (rotation).
      const after = await client.request('{ games(first: 1) { totalCount } }');
      expect(after.errors).toBeUndefined();
    } finally {
      stack.clock.advance(-16 * 60_000);
    }
  });

  it('issue 17 a batch is refused whole past four operations (413) or when malformed (400), and a mutation in a batch runs nothing', async () => {
    const client = await signedIn('pm@greenlight.test');
    stack.resetProviderCalls();
    const five = await client.batch(Array.from({ length: 5 }, () => ({ query: '{ viewer { id } }' })));
    expect(client.lastStatus).toBe(413);
    expect(five).toMatchObject({ errors: [{ message: 'Batching is limited to 4 operations per request.' }] });
    expect(stack.providerCalls()).toBe(0);

    // A batch of no operation, or of something else than operations, is refused whole before anything runs.
    const post = (body: string) => fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    for (const [body, message] of [
      ['[]', 'A batched request needs at least one operation.'],
      ['[{"query":"{ viewer { id } }"},null]', 'Operation 2 of the batch is not an object: each is {"query": ...} or {"extensions": {"persistedQuery": ...}}, with its variables.'],
      ['[[{"query":"{ viewer { id } }"}]]', 'Operation 1 of the batch is not an object: each is {"query": ...} or {"extensions": {"persistedQuery": ...}}, with its variables.'],
    ] as const) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ errors: [{ message, extensions: { code: 'BAD_BATCH' } }] });
    }
    expect(stack.providerCalls()).toBe(0);

    const before = await client.data<{ listPreferences: unknown }>('{ listPreferences(list: GAMES) { best } }');
    const mixed = (await client.batch([
      { query: '{ viewer { id } }' },
      { query: 'mutation { setListPreferences(list: GAMES, input: { best: true }) { __typename } }' },
    ])) as Result[];
    expect(mixed[0]!.data).toMatchObject({ viewer: { id: expect.any(String) } });
    expect(mixed[1]).toEqual({
      errors: [
        {
          message: 'A batched request may hold queries only: send each mutation or subscription in a request of its own.',
          extensions: { code: 'BATCH_QUERIES_ONLY' },
        },
      ],
    });
    expect(await client.data('{ listPreferences(list: GAMES) { best } }')).toEqual(before);
  });
});

describe('CSV export', () => {
  const post = (client: GraphQLClient, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}/export/games.csv`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it('exports every game of the filtered list, not just a page, with the visible columns', async () => {
    const client = await signedIn('pm@greenlight.test');
    const query = { logicalOperator: 'all', children: [{ rule: 'status', operator: '=', value: ['finished', 'archived'] }] };
    const response = await post(client, { query, sort: 'lastIterationDate', order: 'desc', columns: ['name', 'status', 'cpi'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="games-/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Status,CPI ($)');
    const listed = await allGames(client, { filter: group('ALL', rule('status', '=', undefined, ['finished', 'archived'])) });
    expect(listed.length).toBeGreaterThan(20);
    expect(lines).toHaveLength(listed.length + 1);
    expect(lines.slice(1).every((line) => /,(Finished|Archived),/.test(line))).toBe(true);
  });

  it('answers a refused filter or a missing session with a JSON error, and a form post with 415', async () => {
    const client = await signedIn('pm@greenlight.test');
    const bad = await post(client, { columns: ['name'], query: { logicalOperator: 'all', children: [{ rule: 'x', operator: '=', value: 1 }] } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'INVALID_FILTER', message: 'This filter cannot be applied: Unknown rule "x"' });
    const anonymous = await post(new GraphQLClient(stack.gatewayUrl), { columns: ['name'] });
    expect(anonymous.status).toBe(401);
    const form = await post(client, { columns: ['name'] }, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });
});
