// Issue 17: on a large games table, every page of the games list (each sort of the sort
// bar, a keyset page further on, a studio's games, a search) is read through an index,
// never a scan of the table, on PGlite and Postgres. The queries are the ones the route
// sends (recorded at the database client) and EXPLAIN reads their plans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { addLargeGames, TWO_LEVEL_FILTER } from '../../testing/large-games';

/** Enough rows for the planner to prefer an index to a scan; the benchmark uses 100,000. */
const GAMES = 20_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface Client {
  query(...args: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe.each(await testDatabaseKinds())('the games list\'s query plans on %s', (kind) => {
  let t: TestApp;
  let client: Client;
  let pm: { authorization: string };
  const recorded: { text: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await addLargeGames(t.database.db, GAMES);
    pm = await t.as('pm@greenlight.test');
    // What the route sends, recorded as it goes to the database (both drivers take
    // a text and its values, or an object holding the text and maybe the values).
    client = (t.database.db as unknown as { $client: Client }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === 'string') recorded.push({ text: first, params: (second as unknown[] | undefined) ?? [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const { text, values } = first as { text: string; values?: unknown[] };
        recorded.push({ text, params: values ?? (second as unknown[] | undefined) ?? [] });
      }
      return query(...args);
    };
  }, 180_000);
  afterAll(async () => t?.close());

  /** The nodes of a recorded query's plan (EXPLAIN, not run). */
  const planOf = async (text: string, params: unknown[]): Promise<PlanNode[]> => {
    const { rows } = await client.query(`explain (format json) ${text}`, params);
    const plan = rows[0]!['QUERY PLAN'];
    return nodes(((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[])[0]!.Plan);
  };

  /**
   * The plans of the games list's page queries for one request (not its count): as
   * cards, which the web's lists read, or as whole games (the same page, more columns).
   */
  const pagePlans = async (body: Record<string, unknown>, url = '/v1/games/cards') => {
    recorded.length = 0;
    const response = await t.app.inject({ method: 'POST', url, headers: pm, payload: { limit: 20, ...body } });
    expect(response.statusCode, response.body).toBe(200);
    // The page's keys (the list's order, a limit), then what it shows of those games by their ids.
    const games = recorded.filter(({ text }) => /^select/i.test(text) && /from "games"/i.test(text));
    const pages = games.filter(({ text }) => / limit \$\d+/i.test(text));
    const byIds = games.filter(({ text }) => /"games"\."id" = any\(\$\d+\)/.test(text));
    expect(pages.length).toBeGreaterThan(0);
    expect(byIds).toHaveLength(1);
    const plans: PlanNode[][] = [];
    for (const { text, params } of pages) plans.push(await planOf(text, params));
    return { plans, byIds: await planOf(byIds[0]!.text, byIds[0]!.params), next: response.json<{ next: string | null }>().next };
  };
  const scansGames = (plan: PlanNode[]) => plan.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'games');
  const indexes = (plan: PlanNode[]) => plan.map((node) => node['Index Name']).filter(Boolean);

  it.each([
    ['lastIterationDate', 'desc', 'games_last_iteration_date_idx'],
    ['bestCpi', 'asc', 'games_best_cpi_idx'],
    ['bestCpnu', 'asc', 'games_best_cpnu_idx'],
    ['bestD1', 'desc', 'games_best_d1_idx'],
    ['bestD7', 'desc', 'games_best_d7_idx'],
    ['bestD14', 'desc', 'games_best_d14_idx'],
    ['bestPlaytime', 'desc', 'games_best_playtime_idx'],
    ['bestD3Playtime', 'desc', 'games_best_d3_playtime_idx'],
    ['bestD3Roas', 'desc', 'games_best_d3_roas_idx'],
    ['lastCpi', 'asc', 'games_last_cpi_idx'],
    ['lastCpm', 'asc', 'games_last_cpm_idx'],
  ])('issue 17 GL-14 the first and a keyset page sorted by %s %s read %s, not the table', async (sort, order, index) => {
    const first = await pagePlans({ sort, order });
    for (const plan of first.plans) {
      expect(scansGames(plan)).toBe(false);
      expect(indexes(plan)).toContain(index);
    }
    // The cards of the page: its 20 games by their primary key.
    expect(scansGames(first.byIds)).toBe(false);
    expect(indexes(first.byIds)).toContain('games_pkey');
    // A page further on starts after the last game of the one before: a range of the same index.
    const further = await pagePlans({ sort, order, after: first.next, withTotal: false });
    expect(scansGames(further.plans[0]!)).toBe(false);
    expect(indexes(further.plans[0]!)).toContain(index);
  });

  it('issue 17 GL-11 one studio\'s games are read through the studio\'s index', async () => {
    for (const url of ['/v1/games/cards', '/v1/games']) {
      const { plans } = await pagePlans({ sort: 'lastIterationDate', order: 'desc', studioId: 2 }, url);
      expect(scansGames(plans[0]!)).toBe(false);
    }
  });

  it('issue 17 GL-31 the count of a filter on status, platform and KPIs reads the filter index alone, not the table', async () => {
    recorded.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/v1/games/cards', headers: pm, payload: { limit: 20, sort: 'bestD1', order: 'desc', query: TWO_LEVEL_FILTER } });
    expect(response.statusCode, response.body).toBe(200);
    const counts = recorded.filter(({ text }) => /^select count\(\*\)/i.test(text));
    expect(counts).toHaveLength(1);
    const parsed = await planOf(counts[0]!.text, counts[0]!.params);
    expect(scansGames(parsed)).toBe(false);
    expect(parsed.find((node) => node['Index Name'] === 'games_filter_kpis_idx')?.['Node Type']).toBe('Index Only Scan');
  });

  it('issue 17 GL-02 a search reads the trigram index of names, store ids and bundle ids', async () => {
    const { plans } = await pagePlans({ sort: 'lastIterationDate', order: 'desc', term: 'game 4242' });
    expect(scansGames(plans[0]!)).toBe(false);
    expect(indexes(plans[0]!)).toContain('games_search_idx');
  });
});
