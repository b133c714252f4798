// `npm run bench`: the games page on the demo data. Prints the provider calls one
// page costs (and the game panel, issue 17), and the latency of the page through the gateway against the same
// data read straight from the provider (the ratio is the gateway's overhead). On
// PGlite; on a Postgres server too when one answers.
import { createTestDatabase, findGameIds, manualClock, seedDemoData, TEST_SEED_DAY, testDatabaseKinds, type TestDatabaseKind } from '@greenlight/provider';
import { GraphQLClient, persistedId } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';
import { GAMES_PAGE_QUERY, jsonPoster } from './http';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = 30;
const CONCURRENCY = 16;

const { post, close } = jsonPoster(CONCURRENCY);

async function measure(run: () => Promise<void>): Promise<{ median: number; p95: number; perSecond: number }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const started = Date.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (done < ROUNDS) {
        done++;
        await run();
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  return {
    median: samples[Math.floor(samples.length / 2)]!,
    p95: samples[Math.floor(samples.length * 0.95)]!,
    perSecond: done / seconds,
  };
}

/**
 * Issue 17's call counts, as the browser makes them: a session signed in through the gateway
 * (its viewer kept for the session), the web's own documents: the list's first and next page,
 * and the game panel.
 */
async function browserCalls(stack: Stack): Promise<{ firstPage: number; nextPage: number; panel: number; firstPanel: number }> {
  const browser = new GraphQLClient(stack.gatewayUrl);
  await browser.signIn('pm@greenlight.test', DEMO_PASSWORD);
  const counted = async <T>(ask: () => Promise<{ data?: T | null; errors?: unknown[] }>) => {
    stack.resetProviderCalls();
    const answer = await ask();
    if (answer.errors?.length || !answer.data) throw new Error(JSON.stringify(answer.errors));
    return { data: answer.data, calls: stack.providerCalls() };
  };
  type Page = { games: { pageInfo: { endCursor: string } } };
  const list = (cursor: string | null) => browser.persisted<Page>(persistedId('GamesListPaginationQuery'), { count: 20, cursor, sort: 'LAST_ITERATION_DATE', order: 'DESC' });
  const first = await counted(() => list(null));
  const next = await counted(() => list(first.data.games.pageInfo.endCursor));
  const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', minIterations: 2 }, 1);
  const openPanel = () => counted(() => browser.persisted(persistedId('GamePanelQuery'), { gameId, operationId: '', watchOperation: false }));
  // The gateway's first panel also reads what it then keeps for every session (the codifications, the error list).
  const firstPanel = await openPanel();
  const panel = await openPanel();
  return { firstPage: first.calls, nextPage: next.calls, panel: panel.calls, firstPanel: firstPanel.calls };
}

async function run(kind: TestDatabaseKind): Promise<void> {
  const stack = await startStack({ maintenanceCached: true, database: kind });
  try {
    const login = await post(`${stack.providerUrl}/auth/login`, { username: 'pm@greenlight.test', password: DEMO_PASSWORD }, {});
    const { token } = JSON.parse(login.text) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    stack.resetProviderCalls();
    const first = await post(`${stack.gatewayUrl}/graphql`, { query: GAMES_PAGE_QUERY, variables: {} }, auth);
    const page = JSON.parse(first.text) as { data: { games: { edges: unknown[]; pageInfo: { endCursor: string } } } };
    if (page.data.games.edges.length !== 20) throw new Error(`Expected a page of 20 games: ${first.text.slice(0, 300)}`);
    const callsPerPage = stack.providerCalls();
    stack.resetProviderCalls();
    await post(`${stack.gatewayUrl}/graphql`, { query: GAMES_PAGE_QUERY, variables: { after: page.data.games.pageInfo.endCursor } }, auth);
    const callsPerNextPage = stack.providerCalls();
    const browser = await browserCalls(stack);

    // The page alone (a list's following pages say withTotal false; its count is asked once).
    const direct = await measure(async () => {
      const answer = await post(`${stack.providerUrl}/v1/games/cards`, { limit: 20, offset: 0, withTotal: false }, auth);
      if (answer.status !== 200) throw new Error(answer.text);
    });
    // The call the gateway makes for this page: the first page carries the list's count (its totalCount).
    const wrapped = await measure(async () => {
      const answer = await post(`${stack.providerUrl}/v1/games/cards`, { limit: 20, offset: 0, withTotal: true }, auth);
      if (answer.status !== 200) throw new Error(answer.text);
    });
    const gateway = await measure(async () => {
      const answer = await post(`${stack.gatewayUrl}/graphql`, { query: GAMES_PAGE_QUERY, variables: {} }, auth);
      if (answer.status !== 200 || answer.text.includes('"errors"')) throw new Error(answer.text.slice(0, 300));
    });

    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(`\nGames page of 20 on the demo data, ${kind} (${ROUNDS} sequential rounds, then ${CONCURRENCY} concurrent)\n`);
    const target = (calls: number, most: number) => `target ${most === 1 ? '' : '≤ '}${most}: ${calls <= most ? 'met' : 'NOT met'}`;
    console.log('provider calls, a browser session (its viewer kept for the session, the web\'s documents):');
    console.log(`  the list's first page:  ${browser.firstPage}   (${target(browser.firstPage, 1)})`);
    console.log(`  the list's next page:   ${browser.nextPage}   (${target(browser.nextPage, 1)})`);
    console.log(`  the game panel:         ${browser.panel}   (${target(browser.panel, 4)}; the gateway's first panel: ${browser.firstPanel}, with what it keeps for everyone)`);
    console.log('provider calls, a script (bearer token: its viewer is read with each request):');
    console.log(`  first page with the viewer: ${callsPerPage}, next page with the viewer: ${callsPerNextPage}\n`);
    console.log('                                       median      p95        pages/s');
    console.log(`provider POST …/cards, the page alone  ${ms(direct.median).padEnd(11)} ${ms(direct.p95).padEnd(10)} ${direct.perSecond.toFixed(0)}`);
    console.log(`  … with its count, the gateway's call ${ms(wrapped.median).padEnd(11)} ${ms(wrapped.p95).padEnd(10)} ${wrapped.perSecond.toFixed(0)}`);
    console.log(`gateway  games page                    ${ms(gateway.median).padEnd(11)} ${ms(gateway.p95).padEnd(10)} ${gateway.perSecond.toFixed(0)}`);
    console.log(`\ngateway / provider median latency ratio (the call it makes, with the count): ${(gateway.median / wrapped.median).toFixed(2)}`);
    // Issue 17: the provider's page of cards on the demo data (in-process).
    console.log(`provider's page of cards on the demo data: p50 ${ms(direct.median)} (target ≤ 8 ms: ${direct.median <= 8 ? 'met' : 'NOT met'})`);
  } finally {
    await stack.close();
  }
}

/** The demo seed's time on an empty database (the provider's first start): a figure, no longer a timed test. */
async function seedTime(kind: TestDatabaseKind): Promise<void> {
  const database = await createTestDatabase(kind, 'empty');
  try {
    const started = performance.now();
    await seedDemoData(database.db, { clock: manualClock(TEST_SEED_DAY) });
    const ms = performance.now() - started;
    const target = kind === 'pglite' ? 10_000 : 20_000;
    console.log(`\nThe demo seed on an empty ${kind} database: ${Math.round(ms)} ms (target ≤ ${target / 1000} s: ${ms <= target ? 'met' : 'NOT met'})`);
  } finally {
    await database.close();
  }
}

try {
  for (const kind of await testDatabaseKinds()) {
    await seedTime(kind);
    await run(kind);
  }
} finally {
  close();
}
