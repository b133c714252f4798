// `npm run bench`: the programs under load (issue 18). The provider and the gateway run
// as `npm start` runs them (their own processes), on PGlite and, when a server answers,
// on a fresh Postgres database; 50 signed-in clients page through the games list for
// LOAD_SECONDS (60 by default). Prints the answers by outcome, requests per second and
// latencies, beside the targets: no error and p99 ≤ 1 s on Postgres; on PGlite no
// request waits longer than the gateway's read timeout (8 s): what the provider cannot
// take it turns away at once (503 OVERLOADED, which the gateway retries, then reports).
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@greenlight/provider';
import { gatewayNodeOptions } from '../../scripts/launcher';
import { freePort } from '../support/ports';
import { byId, hammer, jsonPoster, signInThroughGateway, type Hammered, type JsonPost } from './http';
import { at, cpuOf, cpuOfPid, heldBy, mb, metricsText, metricValue, rssOf, serverDatabase, startProgram } from './programs';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const READ_TIMEOUT_MS = 8_000;
/** A Postgres server at one of these runs on this machine: its processes' CPU is measured beside the programs'. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const USERS = ['admin@greenlight.test', 'pm@greenlight.test', 'pm2@greenlight.test', 'cs@greenlight.test', 'lead@studio-one.test'];

const { post: postWith, close } = jsonPoster(CLIENTS * 2);
const post = (url: string, body: unknown, cookie: string) => postWith(url, body, cookie ? { cookie } : {});

/** The gateway runs as in production, under trusted documents (issue 16): the clients sign in as the browser does. */
const signIn = (graphql: string, email: string) => signInThroughGateway(postWith, graphql, email);

interface Figures {
  requests: number;
  outcomes: Map<string, number>;
  latencies: number[];
}

async function load(graphql: string): Promise<Figures> {
  const cookies = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signIn(graphql, USERS[i % USERS.length]!)));
  const figures: Figures = { requests: 0, outcomes: new Map(), latencies: [] };
  const count = (outcome: string) => figures.outcomes.set(outcome, (figures.outcomes.get(outcome) ?? 0) + 1);
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      let after: string | null = null;
      while (Date.now() < until) {
        const started = performance.now();
        let outcome = 'ok';
        try {
          const answer = await post(graphql, byId('GamesListPaginationQuery', { count: 20, cursor: after, sort: 'NAME', order: 'ASC' }), cookie);
          const body = JSON.parse(answer.text) as {
            data?: { games?: { pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
            errors?: { extensions?: { code?: string } }[];
          };
          if (body.errors?.length) outcome = body.errors[0]?.extensions?.code ?? 'ERROR';
          const page = body.data?.games?.pageInfo;
          after = page?.hasNextPage ? page.endCursor : null;
        } catch (error) {
          outcome = (error as NodeJS.ErrnoException).code ?? 'FAILED';
        }
        figures.latencies.push(performance.now() - started);
        figures.requests++;
        count(outcome);
      }
    }),
  );
  figures.latencies.sort((a, b) => a - b);
  return figures;
}

/** A process's command name, '' once it is gone. */
function commandOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The CPU time of a Postgres server's processes on this machine (the postmaster and its backends), in ms; null without /proc. */
function postgresCpu(): number | null {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry) && commandOf(entry) === 'postgres')
      .reduce((sum, pid) => sum + (cpuOfPid(Number(pid)) ?? 0), 0);
  } catch {
    return null;
  }
}

/** The machine's CPU time so far, busy and idle, summed over its cores, in clock ticks (Linux's /proc/stat; null elsewhere). */
function machineTicks(): { busy: number; idle: number } | null {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { busy: user! + nice! + system! + irq! + softirq! + steal!, idle: idle! + iowait! };
  } catch {
    return null;
  }
}

async function memoryReport(providerUrl: string, gatewayUrl: string): Promise<string> {
  const [provider, gateway] = await Promise.all([heldBy(providerUrl, 'provider'), heldBy(gatewayUrl, 'gateway')]);
  return `    what holds it: provider ${provider}; gateway ${gateway}`;
}

interface Programs {
  provider: ChildProcess;
  gateway: ChildProcess;
}

/**
 * What a kind of throughput window cost, summed over its windows: each program's CPU (the
 * program in front of the provider when there is one: the gateway or the bare proxy; the
 * provider's; a Postgres server's on this machine; the load's client's) and the machine's
 * busy and idle time, over its cores.
 */
class WindowCosts {
  answers = 0;
  private readonly spent = { front: 0, provider: 0, providerThread: 0, postgres: 0, client: 0, busy: 0, idle: 0, ms: 0 };

  constructor(
    private readonly front: { name: string; program: ChildProcess } | undefined,
    private readonly provider: ChildProcess,
    private readonly localPostgres: boolean,
  ) {}

  private snapshot() {
    const ticks = machineTicks();
    return {
      front: this.front ? (cpuOf(this.front.program) ?? NaN) : 0,
      provider: cpuOf(this.provider) ?? NaN,
      providerThread: cpuOfPid(this.provider.pid, true) ?? NaN,
      postgres: this.localPostgres ? (postgresCpu() ?? NaN) : NaN,
      busy: ticks?.busy ?? NaN,
      idle: ticks?.idle ?? NaN,
    };
  }

  async measure(window: () => Promise<Hammered>): Promise<void> {
    const before = this.snapshot();
    const started = performance.now();
    const { answers, clientCpuMs } = await window();
    this.spent.ms += performance.now() - started;
    const after = this.snapshot();
    this.answers += answers;
    this.spent.client += clientCpuMs;
    for (const key of ['front', 'provider', 'providerThread', 'postgres', 'busy', 'idle'] as const) this.spent[key] += after[key] - before[key];
  }

  /** The CPU per answer of each program, the machine's idle share and how busy the provider's one JavaScript thread was. */
  report(): string {
    const { front, provider, providerThread, postgres, client, busy, idle, ms } = this.spent;
    if (Number.isNaN(front + provider + busy)) return 'n/a (no /proc)';
    const per = (spent: number) => `${(spent / this.answers).toFixed(2)} ms`;
    const programs = [
      ...(this.front ? [`${this.front.name} ${per(front)}`] : []),
      `provider ${per(provider)}`,
      ...(Number.isNaN(postgres) ? [] : [`Postgres ${per(postgres)}`]),
      `the load's client ${per(client)}`,
    ].join(', ');
    const thread = `the provider's JavaScript thread busy ${((1000 * providerThread) / ms).toFixed(0)} ms of every second`;
    return `${programs}; the machine idle ${((100 * idle) / (busy + idle)).toFixed(0)} %, ${thread}`;
  }
}

/** The bare proxy (bare-proxy.ts) in front of the provider's `call`, and the call that asks it for the page. */
async function startBareProxy(call: JsonPost): Promise<{ program: ChildProcess; call: JsonPost }> {
  const port = await freePort();
  const env = { PORT: String(port), CALL: JSON.stringify(call), NODE_OPTIONS: gatewayNodeOptions() }; // V8's options as the gateway's
  const program = await startProgram('tests/bench/bare-proxy.ts', env, `http://127.0.0.1:${port}/health`);
  return { program, call: { url: `http://127.0.0.1:${port}/graphql`, body: { query: '{ games { totalCount } }' }, headers: {} } };
}

/**
 * Issue 17's gateway targets, on the web's first page of the games list as a signed-in
 * browser asks it (cookie, persisted document: one provider call, the viewer kept for the
 * session) against the provider's call it wraps, sent as the gateway sends it (POST
 * /v1/games/cards, same page, with its count: the page's totalCount): the gateway's overhead at concurrency 1 (p50 minus p50, interleaved rounds), and its
 * throughput at 32 connections against the provider's.
 */
async function overhead(graphql: string, providerUrl: string, programs: Programs, localPostgres: boolean): Promise<void> {
  const ROUNDS = 300;
  const WARM_UP_ROUNDS = 500;
  const cookie = await signIn(graphql, 'pm@greenlight.test');
  const login = await post(`${providerUrl}/auth/login`, { username: 'pm@greenlight.test', password: 'Demo-pass-1' }, '');
  const token = (JSON.parse(login.text) as { token: string }).token;
  const pageCall: JsonPost = {
    url: graphql,
    body: byId('GamesListPaginationQuery', { count: 20, cursor: null, sort: 'NAME', order: 'ASC' }),
    headers: { cookie },
  };
  const wrappedCall: JsonPost = {
    url: `${providerUrl}/v1/games/cards`,
    body: { limit: 20, offset: 0, withTotal: true, sort: 'name', order: 'asc' },
    headers: { authorization: `Bearer ${token}` },
  };
  const page = () => postWith(pageCall.url, pageCall.body, pageCall.headers);
  const wrapped = () => postWith(wrappedCall.url, wrappedCall.body, wrappedCall.headers);
  const check = async (call: () => Promise<{ status: number; text: string }>) => {
    const answer = await call();
    if (answer.status !== 200 || answer.text.includes('"errors"')) throw new Error(answer.text.slice(0, 300));
  };
  // Interleaved rounds, p50 minus p50: once after 30 requests (cold: V8 has not yet optimized the
  // executor's and the HTTP paths), then after 500 more (warm, as a gateway serving traffic is).
  const rounds = async () => {
    const gatewayTimes: number[] = [];
    const providerTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      for (const [call, times] of [[page, gatewayTimes], [wrapped, providerTimes]] as const) {
        const started = performance.now();
        await check(call);
        times.push(performance.now() - started);
      }
    }
    gatewayTimes.sort((a, b) => a - b);
    providerTimes.sort((a, b) => a - b);
    return { gateway: at(gatewayTimes, 0.5), provider: at(providerTimes, 0.5), added: at(gatewayTimes, 0.5) - at(providerTimes, 0.5) };
  };
  for (let i = 0; i < 30; i++) await Promise.all([check(page), check(wrapped)]);
  const cold = await rounds();
  for (let i = 0; i < WARM_UP_ROUNDS; i++) await Promise.all([check(page), check(wrapped)]);
  const warm = await rounds();
  // Throughput at 32 connections in alternating 2-second windows, 5 of each: the machine's
  // speed drifts by tens of percent within a minute, which one 10-second run of each would
  // count as the gateway's. The load is hammer()'s, lean: its CPU is the machine's too.
  // What a page costs each program in CPU, in each kind of window, and how much of the
  // machine was left idle: through the gateway, four programs share the two cores (the
  // gateway, the provider, Postgres on this machine and this client); called straight, the
  // provider's one thread is the bound while the cores still have time to spare.
  // The third kind, the bare proxy (bare-proxy.ts): the least a program in front of the
  // provider does for the page, as a program of its own, started for these windows only.
  const bareProxy = await startBareProxy(wrappedCall);
  const through = new WindowCosts({ name: 'gateway', program: programs.gateway }, programs.provider, localPostgres);
  const straight = new WindowCosts(undefined, programs.provider, localPostgres);
  const bare = new WindowCosts({ name: 'bare proxy', program: bareProxy.program }, programs.provider, localPostgres);
  try {
    await hammer(bareProxy.call, 32, 1_000); // its warm-up
    for (let window = 0; window < 5; window++) {
      await through.measure(() => hammer(pageCall, 32, 2_000));
      await straight.measure(() => hammer(wrappedCall, 32, 2_000));
      await bare.measure(() => hammer(bareProxy.call, 32, 2_000));
    }
  } finally {
    bareProxy.program.kill('SIGTERM');
  }
  const gatewayRate = through.answers / 10;
  const providerRate = straight.answers / 10;
  const bareRate = bare.answers / 10;
  console.log(
    [
      `  the games list's first page, concurrency 1 (${ROUNDS} rounds each):`,
      `    cold (after 30 requests): gateway p50 ${cold.gateway.toFixed(2)} ms, provider's call p50 ${cold.provider.toFixed(2)} ms: the gateway adds ${cold.added.toFixed(2)} ms`,
      `    warm (after ${WARM_UP_ROUNDS} more): gateway p50 ${warm.gateway.toFixed(2)} ms, provider's call p50 ${warm.provider.toFixed(2)} ms: ` +
        `the gateway adds ${warm.added.toFixed(2)} ms (target ≤ 2 ms: ${warm.added <= 2 ? 'met' : 'NOT met'})`,
      `  32 connections, 5 alternating windows of 2 s each: gateway ${gatewayRate.toFixed(0)} pages/s, provider ${providerRate.toFixed(0)} calls/s: ` +
        `${(gatewayRate / providerRate).toFixed(2)}× (target ≥ 0.8×: ${gatewayRate >= 0.8 * providerRate ? 'met' : 'NOT met'})`,
      `    CPU per page through the gateway: ${through.report()}`,
      `    CPU per call straight to the provider: ${straight.report()}`,
      `    a bare proxy instead of the gateway (tests/bench/bare-proxy.ts: the same call, its answer parsed and printed, no GraphQL): ` +
        `${bareRate.toFixed(0)} pages/s, ${(bareRate / providerRate).toFixed(2)}×; CPU per page: ${bare.report()}`,
    ].join('\n'),
  );
}

/**
 * Issue 46: clients that give up. Ten runs in a row of 32 connections straight to the
 * provider, each sending the games page's call again as soon as it is answered (as a load
 * tool such as autocannon does), cut off mid-flight after 0.2-1 s, as a load tool stopped
 * early or an impatient browser does; most of the requests cut off wait for a turn of the
 * admission gate then. Afterwards every turn must come back (working 0, waiting 0), /ready
 * must answer 200 and a request must be served at once: before issue 46, each run leaked a
 * few turns until every request waited 3 s and got 503 OVERLOADED.
 */
async function cutOffRuns(providerUrl: string): Promise<void> {
  const login = await post(`${providerUrl}/auth/login`, { username: 'pm@greenlight.test', password: 'Demo-pass-1' }, '');
  const token = (JSON.parse(login.text) as { token: string }).token;
  const { hostname, port } = new URL(providerUrl);
  const body = JSON.stringify({ limit: 20, offset: 0, withTotal: true, sort: 'name', order: 'asc' });
  const request =
    `POST /v1/games/cards HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  let answered = 0;
  for (let run = 0; run < 10; run++) {
    const sockets = Array.from({ length: 32 }, () => {
      const socket = net.connect(Number(port), hostname);
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => {
        const answers = chunk.toString('latin1').split('HTTP/1.1 ').length - 1;
        answered += answers;
        if (answers > 0) socket.write(request);
      });
      socket.write(request);
      return socket;
    });
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
    for (const socket of sockets) socket.destroy();
  }
  const cut = performance.now();
  const gauge = async (name: string) => metricValue(await metricsText(providerUrl), name) ?? 0;
  const inFlight = async () => ({
    working: await gauge('provider_requests_in_flight{state="working"}'),
    waiting: await gauge('provider_requests_in_flight{state="waiting"}'),
  });
  let now = await inFlight();
  while ((now.working > 0 || now.waiting > 0) && performance.now() - cut < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await inFlight();
  }
  const freeAfter = performance.now() - cut;
  const reclaimed = await gauge('provider_admission_reclaimed_total');
  const ready = (await fetch(`${providerUrl}/ready`)).status;
  const started = performance.now();
  const next = await postWith(`${providerUrl}/v1/games/cards`, JSON.parse(body) as unknown, { authorization: `Bearer ${token}` }).then(
    (answer) => (answer.status === 200 ? performance.now() - started : NaN),
    () => NaN,
  );
  const met = now.working === 0 && now.waiting === 0 && ready === 200 && next < 1000;
  console.log(
    `  clients that give up: 10 runs of 32 connections cut off mid-flight (${answered} answers before the cuts): ` +
      `working ${now.working}, waiting ${now.waiting} ${freeAfter.toFixed(0)} ms after the last cut, reclaimed ${reclaimed}, /ready ${ready}, ` +
      `the next request answered in ${next.toFixed(0)} ms (target every turn back, ready, served at once: ${met ? 'met' : 'NOT met'})`,
  );
}

function report(kind: string, figures: Figures): void {
  const errors = figures.requests - (figures.outcomes.get('ok') ?? 0);
  const p99 = at(figures.latencies, 0.99);
  const max = figures.latencies.at(-1) ?? 0;
  const target =
    kind === 'postgres'
      ? `target 0 errors and p99 ≤ 1000 ms: ${errors === 0 && p99 <= 1000 ? 'met' : 'NOT met'}`
      : `target: no request over the ${READ_TIMEOUT_MS} ms timeout: ${max <= READ_TIMEOUT_MS + 2_000 ? 'met' : 'NOT met'}`;
  console.log(
    [
      `${kind}: ${CLIENTS} clients paging the games list for ${SECONDS} s through the gateway`,
      `  ${figures.requests} requests, ${(figures.requests / SECONDS).toFixed(1)}/s; outcomes ${[...figures.outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}`,
      `  latency p50 ${at(figures.latencies, 0.5).toFixed(0)} ms, p95 ${at(figures.latencies, 0.95).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms`,
      `  ${target}`,
    ].join('\n'),
  );
}

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-load-'));
  const database = kind === 'postgres' ? await serverDatabase('greenlight_load') : undefined;
  const databaseUrl = database?.url;
  const providerPort = await freePort();
  const gatewayPort = await freePort();
  const children: ChildProcess[] = [];
  try {
    children.push(
      await startProgram(
        'provider/src/main.ts',
        { DATA_DIR: dataDir, PROVIDER_PORT: String(providerPort), SECRET: 'load-secret', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        `http://127.0.0.1:${providerPort}/health`,
      ),
    );
    children.push(
      await startProgram(
        'gateway/src/main.ts',
        // The points budget is the rate limit's, measured by limits.bench.ts: here it would only stop the load.
        // V8's options as `npm start` gives the gateway (scripts/launcher.ts).
        { PORT: String(gatewayPort), PROVIDER_URL: `http://127.0.0.1:${providerPort}`, NODE_ENV: 'production', RATE_LIMIT_POINTS: '100000000', NODE_OPTIONS: gatewayNodeOptions() },
        `http://127.0.0.1:${gatewayPort}/health`,
      ),
    );
    const [provider, gateway] = children as [ChildProcess, ChildProcess];
    const graphql = `http://127.0.0.1:${gatewayPort}/graphql`;
    const providerUrl = `http://127.0.0.1:${providerPort}`;
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    console.log(`${kind}: resident memory at rest: provider ${mb(rssOf(provider))}, gateway ${mb(rssOf(gateway))}`);
    console.log(await memoryReport(providerUrl, gatewayUrl));
    await cutOffRuns(providerUrl);
    await overhead(graphql, providerUrl, { provider, gateway }, kind === 'postgres' && LOCAL_HOSTS.has(new URL(databaseUrl!).hostname));
    report(kind, await load(graphql));
    console.log(`  resident memory after the load: provider ${mb(rssOf(provider))}, gateway ${mb(rssOf(gateway))}`);
    console.log(await memoryReport(providerUrl, gatewayUrl));
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

await run('pglite');
if ((await testDatabaseKinds()).includes('postgres')) await run('postgres');
else console.log('postgres: no server answers at 127.0.0.1:5432 (TEST_DATABASE_URL): not measured');
close();
