// `npm run bench`: the studios list (issue 13) at 10,000 studios (BENCH_STUDIOS).
// Adds synthetic studios to the demo data, then prints the provider calls one page of
// the list costs through the gateway, and the latency of a page for the default
// order, a far page, a descending order and a filter, straight from the provider and
// through the gateway. On PGlite; on a Postgres server too when one answers.
import { sql } from 'drizzle-orm';
import { testDatabaseKinds } from '@greenlight/provider';
import { DEMO_PASSWORD, startStack } from '../support/stack';
import { jsonPoster } from './http';

const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);

const STUDIOS_PAGE_QUERY = `query StudiosPage($after: String, $sort: StudioSort!, $order: SortOrder!, $filter: GameFilterInput) {
  viewer { id permissions }
  studios(first: 20, after: $after, sort: $sort, order: $order, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id studioId name pmName isStarred activityLabel nbPrototypes nbPrototypes6Months nbHits sinceLastIterationDate createdAt
      cpi3Months { value percentage isGreen } day13Months { value percentage isGreen } day73Months { value percentage isGreen } } }
  }
}`;

const { post, close } = jsonPoster(4);

async function median(run: () => Promise<void>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
}

for (const kind of await testDatabaseKinds()) await bench(kind);
close();

async function bench(kind: 'pglite' | 'postgres') {
  const stack = await startStack({ database: kind, maintenanceCached: true });
  try {
    await stack.database.db.execute(sql`
      insert into studios (slug, name, country, created_at, activity_state, team_status_id, nb_prototypes, nb_prototypes_6_months, nb_hits,
        games_cpi_3_months, games_day1_3_months, games_day7_3_months, games_ctr_3_months, games_playtime_3_months, last_iteration_date)
      select 'bench-' || n, 'Bench studio ' || n, 'FR', now() - (n || ' hours')::interval, 'active', 3 + n % 3, n % 40, n % 7, n % 3,
        case when n % 50 = 0 then null else (n * 7919 % 1000) / 1000.0 end,
        (n * 104729 % 1000) / 2000.0, (n * 1299709 % 1000) / 5000.0, (n * 15485863 % 1000) / 20000.0, n % 900,
        now() - ((n % 300) || ' days')::interval
      from generate_series(1::bigint, ${STUDIOS}::bigint) as n`);
    await stack.database.db.execute(sql`analyze studios`);

    const login = await post(`${stack.providerUrl}/auth/login`, { username: 'pm@greenlight.test', password: DEMO_PASSWORD }, {});
    const { token } = JSON.parse(login.text) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const defaults = { sort: 'GAMES_CPI3_MONTHS', order: 'ASC' };

    stack.resetProviderCalls();
    const first = await post(`${stack.gatewayUrl}/graphql`, { query: STUDIOS_PAGE_QUERY, variables: defaults }, auth);
    const page = JSON.parse(first.text) as { data: { studios: { totalCount: number; edges: unknown[] } } };
    if (page.data?.studios.edges.length !== 20) throw new Error(`Expected a page of 20 studios: ${first.text.slice(0, 300)}`);
    const calls = stack.providerCalls();

    const provider = (body: Record<string, unknown>) => async () => {
      const answer = await post(`${stack.providerUrl}/v1/studios`, { limit: 20, ...body }, auth);
      if (answer.status !== 200) throw new Error(answer.text.slice(0, 300));
    };
    const gateway = (variables: Record<string, unknown>) => async () => {
      const answer = await post(`${stack.gatewayUrl}/graphql`, { query: STUDIOS_PAGE_QUERY, variables: { ...defaults, ...variables } }, auth);
      if (answer.status !== 200 || answer.text.includes('"errors"')) throw new Error(answer.text.slice(0, 300));
    };
    const farCursor = Buffer.from(`OffsetConnection:${Math.floor(STUDIOS / 2) - 1}`).toString('base64');
    const filter = { rule: 'gamesDay73Months', operator: '>=', value: 0.1 };
    const rows: [string, () => Promise<void>, () => Promise<void>][] = [
      ['CPI ascending, page 1', provider({}), gateway({})],
      [`CPI ascending, offset ${Math.floor(STUDIOS / 2)}`, provider({ offset: Math.floor(STUDIOS / 2) }), gateway({ after: farCursor })],
      ['Day 1 descending, page 1', provider({ sort: 'gamesDay13Months', order: 'desc' }), gateway({ sort: 'GAMES_DAY13_MONTHS', order: 'DESC' })],
      [
        'filter D7 >= 10%, page 1',
        provider({ query: { logicalOperator: 'all', children: [filter] } }),
        gateway({ filter: { logicalOperator: 'ALL', children: [{ rule: { ...filter, value: '0.1' } }] } }),
      ],
    ];

    const ms = (value: number) => `${value.toFixed(2)} ms`.padEnd(10);
    console.log(`\nStudios list on ${kind}, ${page.data.studios.totalCount} studios (${ROUNDS} rounds each)\n`);
    console.log(`provider calls per page through the gateway (viewer included): ${calls}\n`);
    console.log('                                  provider median  p95        gateway median  p95');
    for (const [label, direct, through] of rows) {
      const a = await median(direct);
      const b = await median(through);
      console.log(`${label.padEnd(34)}${ms(a.median).padEnd(17)}${ms(a.p95)} ${ms(b.median).padEnd(16)}${ms(b.p95)}`);
    }
  } finally {
    await stack.close();
  }
}
