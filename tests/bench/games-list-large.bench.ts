// `npm run bench` (second part): the games list on a large table. Adds synthetic
// games to the demo data (BENCH_GAMES, 100,000 by default), then prints the
// latency of a page for every sort and for a two-level filter, the query plan of
// one sort (an index range, not a sort of the whole table), and the throughput of
// the CSV export. On PGlite; on a Postgres server too when one answers.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { testDatabaseKinds } from '@greenlight/provider';
import { refreshBenchmarks } from '../../provider/src/domain/games/benchmarks';
import { addLargeGames, TWO_LEVEL_FILTER } from '../../provider/src/testing/large-games';
import { DEMO_PASSWORD, startStack } from '../support/stack';

const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function get(url: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function post(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; bytes: number; text: string }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const buffer = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, bytes: buffer.length, text: buffer.toString() });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

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
agent.destroy();

async function bench(kind: 'pglite' | 'postgres') {
  const stack = await startStack({ database: kind, maintenanceCached: true });
  try {
    const db = stack.database.db;
    const started = Date.now();
    await addLargeGames(db, GAMES);
    const seconds = (Date.now() - started) / 1000;

    const login = await post(`${stack.providerUrl}/auth/login`, { username: 'pm@greenlight.test', password: DEMO_PASSWORD }, {});
    const auth = { authorization: `Bearer ${(JSON.parse(login.text) as { token: string }).token}` };
    const list = (body: Record<string, unknown>) => async () => {
      const answer = await post(`${stack.providerUrl}/v1/games/cards`, { limit: 20, offset: 0, ...body }, auth);
      if (answer.status !== 200) throw new Error(answer.text.slice(0, 300));
    };
    /** The keyset (`next`) after page `page - 1` of a sort, walked page by page as the gateway does. */
    const keysetBefore = async (body: Record<string, unknown>, page: number) => {
      let after: string | null = null;
      for (let i = 1; i < page; i++) {
        const answer = await post(`${stack.providerUrl}/v1/games/cards`, { limit: 20, ...body, ...(after ? { after, withTotal: false } : {}) }, auth);
        after = (JSON.parse(answer.text) as { next: string | null }).next;
      }
      return after!;
    };

    const cases: [string, Record<string, unknown>][] = [
      ['More recent', { sort: 'lastIterationDate', order: 'desc' }],
      ['Best CPI', { sort: 'bestCpi', order: 'asc' }],
      ['Best CPNU', { sort: 'bestCpnu', order: 'asc' }],
      ['Best D1', { sort: 'bestD1', order: 'desc' }],
      ['Best D7', { sort: 'bestD7', order: 'desc' }],
      ['Best D14', { sort: 'bestD14', order: 'desc' }],
      ['Best Average Daily Playtime', { sort: 'bestPlaytime', order: 'desc' }],
      ['Best D3 ROAS', { sort: 'bestD3Roas', order: 'desc' }],
      ['Best CPI, page 50 (keyset)', { sort: 'bestCpi', order: 'asc', after: await keysetBefore({ sort: 'bestCpi', order: 'asc' }, 50), withTotal: false }],
      ['Best CPI, page 500 (keyset)', { sort: 'bestCpi', order: 'asc', after: await keysetBefore({ sort: 'bestCpi', order: 'asc' }, 500), withTotal: false }],
      ['Best CPI, page 50 by offset (before)', { sort: 'bestCpi', order: 'asc', offset: 980 }],
      ['Two-level filter, Best D1', { sort: 'bestD1', order: 'desc', query: TWO_LEVEL_FILTER }],
      ['Search "game 4242" (name)', { sort: 'lastIterationDate', order: 'desc', term: 'game 4242' }],
      ['Search "100004243" (store id)', { sort: 'lastIterationDate', order: 'desc', term: '100004243' }],
      ['Search "bench.game777" (bundle id)', { sort: 'lastIterationDate', order: 'desc', term: 'bench.game777' }],
      ['Search "studio two" (studio)', { sort: 'lastIterationDate', order: 'desc', term: 'studio two' }],
      ['Best CPI, page 1 without the count', { sort: 'bestCpi', order: 'asc', withTotal: false }],
    ];
    // Issue 17's targets, p50: a page ≤ 20 ms on Postgres (40 on PGlite), a search ≤ 30 ms.
    const pageTarget = kind === 'postgres' ? 20 : 40;
    const target = (name: string) => (name.startsWith('Search') ? 30 : name.includes('offset') ? null : pageTarget);

    const total = (await db.execute(sql`select count(*)::int as n from games`)) as unknown as { rows?: { n: number }[] } | { n: number }[];
    const count = Array.isArray(total) ? total[0]!.n : total.rows![0]!.n;
    console.log(`\nThe games list on ${count.toLocaleString('en')} games (${GAMES.toLocaleString('en')} added in ${seconds.toFixed(1)} s, ${stack.database.kind})\n`);
    console.log('page of 20 cards from the provider      median      p95         target (p50)');
    for (const [name, body] of cases) {
      const { median: m, p95 } = await median(list(body));
      const goal = target(name);
      const verdict = goal === null ? '' : `≤ ${goal} ms ${m <= goal ? 'met' : 'NOT met'}`;
      console.log(`${name.padEnd(40)} ${`${m.toFixed(1)} ms`.padEnd(11)} ${`${p95.toFixed(1)} ms`.padEnd(11)} ${verdict}`);
    }
    // What a count costs: once per list (the following pages say withTotal false).
    const counted = await median(list({ sort: 'bestCpi', order: 'asc' }));
    const uncounted = await median(list({ sort: 'bestCpi', order: 'asc', withTotal: false }));
    console.log(`\nthe count of the whole list costs ${(counted.median - uncounted.median).toFixed(1)} ms at p50, once per list (keyset pages skip it)`);
    // The web's lists read cards (the gateway asks /cards when a page asks only what a card shows).
    for (const sort of ['bestCpi', 'lastIterationDate'] as const) {
      const cards = await post(`${stack.providerUrl}/v1/games/cards`, { limit: 20, sort, order: 'asc' }, auth);
      const whole = await post(`${stack.providerUrl}/v1/games`, { limit: 20, sort, order: 'asc' }, auth);
      console.log(
        `a list answer of 20 games (${sort}): ${(cards.bytes / 1000).toFixed(1)} kB of JSON as cards (target ≤ 30 kB: ${cards.bytes <= 30_000 ? 'met' : 'NOT met'}), ` +
          `${(whole.bytes / 1000).toFixed(1)} kB as whole games`,
      );
    }

    // Issue 43: every game against its genre. The spread is recomputed by the database
    // (when a test ends, else every ten minutes); a game's benchmark is then a lookup.
    const refreshStarted = Date.now();
    await refreshBenchmarks(db, new Date());
    const refreshSeconds = (Date.now() - refreshStarted) / 1000;
    const idRows = (await db.execute(sql`select id from games where name = 'Bench game 4242'`)) as unknown as { rows?: { id: number }[] } | { id: number }[];
    const benchGameId = (Array.isArray(idRows) ? idRows[0] : idRows.rows?.[0])!.id;
    const benchmark = await median(async () => {
      const answer = await get(`${stack.providerUrl}/v1/game/${benchGameId}/benchmark`, auth);
      if (answer.status !== 200) throw new Error(answer.text.slice(0, 300));
    });
    const benchmarkTarget = kind === 'postgres' ? 50 : null;
    console.log(
      `\na game's benchmark against its genre and all games (GET /v1/game/{id}/benchmark): median ${benchmark.median.toFixed(1)} ms, ` +
        `p95 ${benchmark.p95.toFixed(1)} ms${benchmarkTarget === null ? '' : ` (target ≤ ${benchmarkTarget} ms: ${benchmark.median <= benchmarkTarget ? 'met' : 'NOT met'})`}; ` +
        `recomputing every genre's spread took ${refreshSeconds.toFixed(2)} s`,
    );

    const plan = (await db.execute(
      sql`explain select id from games order by best_cpi asc nulls last, id asc limit 20`,
    )) as unknown as { rows?: Record<string, string>[] } | Record<string, string>[];
    const planRows = Array.isArray(plan) ? plan : (plan.rows ?? []);
    console.log(`\nplan of Best CPI: ${planRows.map((row) => Object.values(row)[0]).join(' / ').replace(/\s+/g, ' ').slice(0, 160)}`);

    const memoryBefore = process.memoryUsage().rss;
    const exportStarted = Date.now();
    const csv = await post(`${stack.providerUrl}/v1/games/export`, { sort: 'bestCpi', order: 'asc', columns: ['name', 'studioName', 'platform', 'status', 'cpi', 'd1', 'd7'] }, auth);
    const exportSeconds = (Date.now() - exportStarted) / 1000;
    const lines = csv.text.split('\r\n').length - 2;
    console.log(
      `\nCSV export of every game: ${lines.toLocaleString('en')} lines, ${(csv.bytes / 1e6).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s ` +
        `(${Math.round(lines / exportSeconds).toLocaleString('en')} games/s); this process grew ${((process.memoryUsage().rss - memoryBefore) / 1e6).toFixed(0)} MB ` +
        '(the bench itself holds the whole answer)',
    );
  } finally {
    await stack.close();
  }
}
