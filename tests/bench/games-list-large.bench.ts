// `npm run bench` (second part): the games list on a large table. Adds synthetic
// games to the demo data (BENCH_GAMES, 100,000 by default), then prints the
// latency of a page for every sort and for a two-level filter, the query plan of
// one sort (an index range, not a sort of the whole table), and the throughput of
// the CSV export. On PGlite; on a Postgres server too when one answers.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { testDatabaseKinds } from '@greenlight/provider';
import { DEMO_PASSWORD, startStack } from '../support/stack';

const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

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
  const stack = await startStack({ database: kind });
  try {
    const db = stack.database.db;
    const started = Date.now();
    // Synthetic games spread over the demo studios, with KPIs like the simulator's
    // ranges (some missing), deterministic from their number.
    await db.execute(sql`
      insert into games (studio_id, name, platform, status, selected_ad_network_ids, created_at, last_iteration_date,
        nb_iterations, recommendation, last_cpi, best_cpi, last_cpnu, best_cpnu, last_d1, best_d1, last_d7, best_d7,
        last_d14, best_d14, last_playtime, best_playtime, last_d3_roas, best_d3_roas, is_hit)
      select
        (select id from studios order by id offset (i % 8) limit 1),
        'Bench game ' || i,
        case when i % 2 = 0 then 'android' else 'ios' end,
        (array['pending_sdk_integration','pending_review','pending_testing','in_testing','finished','archived'])[1 + i % 6],
        case when i % 3 = 0 then '{1,2}'::int[] else '{1}'::int[] end,
        now() - (i % 900) * interval '1 day',
        case when i % 10 = 0 then null else now() - (i % 400) * interval '1 day' end,
        i % 5,
        (array['high potential','low potential (low proto score)','pending data','cohorts not mature'])[1 + i % 4],
        case when i % 10 = 0 then null else 0.15 + (i * 7919 % 1000) / 800.0 end,
        case when i % 10 = 0 then null else 0.12 + (i * 7919 % 1000) / 900.0 end,
        case when i % 10 = 0 then null else 0.18 + (i * 104729 % 1000) / 700.0 end,
        case when i % 10 = 0 then null else 0.16 + (i * 104729 % 1000) / 750.0 end,
        case when i % 7 = 0 then null else 0.12 + (i * 31 % 430) / 1000.0 end,
        case when i % 7 = 0 then null else 0.14 + (i * 31 % 430) / 1000.0 end,
        case when i % 9 = 0 then null else 0.02 + (i * 17 % 150) / 1000.0 end,
        case when i % 9 = 0 then null else 0.03 + (i * 17 % 150) / 1000.0 end,
        case when i % 11 = 0 then null else 0.01 + (i * 13 % 90) / 1000.0 end,
        case when i % 11 = 0 then null else 0.012 + (i * 13 % 90) / 1000.0 end,
        300 + (i * 37 % 1200), 320 + (i * 37 % 1200),
        case when i % 12 = 0 then null else (i * 53 % 400) / 1000.0 end,
        case when i % 12 = 0 then null else (i * 53 % 420) / 1000.0 end,
        i % 97 = 0
      from generate_series(1::bigint, ${GAMES}::bigint) as i
    `);
    await db.execute(sql`analyze games`);
    const seconds = (Date.now() - started) / 1000;

    const login = await post(`${stack.providerUrl}/auth/login`, { username: 'pm@greenlight.test', password: DEMO_PASSWORD }, {});
    const auth = { authorization: `Bearer ${(JSON.parse(login.text) as { token: string }).token}` };
    const list = (body: Record<string, unknown>) => async () => {
      const answer = await post(`${stack.providerUrl}/v1/games`, { limit: 20, offset: 0, ...body }, auth);
      if (answer.status !== 200) throw new Error(answer.text.slice(0, 300));
    };

    const filter = {
      logicalOperator: 'all',
      children: [
        { rule: 'platform', operator: '=', value: 'android' },
        { logicalOperator: 'any', children: [{ rule: 'cpi', operator: '<=', value: 0.4 }, { rule: 'd1', operator: '>=', value: 0.35 }] },
        { rule: 'status', operator: '=', value: ['in_testing', 'finished'] },
      ],
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
      ['Best CPI, page 50', { sort: 'bestCpi', order: 'asc', offset: 1000 }],
      ['Two-level filter, Best D1', { sort: 'bestD1', order: 'desc', query: filter }],
      ['Search "game 4242"', { sort: 'lastIterationDate', order: 'desc', term: 'game 4242' }],
    ];

    const total = (await db.execute(sql`select count(*)::int as n from games`)) as unknown as { rows?: { n: number }[] } | { n: number }[];
    const count = Array.isArray(total) ? total[0]!.n : total.rows![0]!.n;
    console.log(`\nThe games list on ${count.toLocaleString('en')} games (${GAMES.toLocaleString('en')} added in ${seconds.toFixed(1)} s, ${stack.database.kind})\n`);
    console.log('page of 20 straight from the provider   median      p95');
    for (const [name, body] of cases) {
      const { median: m, p95 } = await median(list(body));
      console.log(`${name.padEnd(40)} ${`${m.toFixed(1)} ms`.padEnd(11)} ${p95.toFixed(1)} ms`);
    }

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
