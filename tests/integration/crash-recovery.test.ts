// Issue 18, crash recovery (BE-OPS): the provider program, as `npm start` runs it on
// its own PGlite folder, is killed with SIGKILL five times while game operations run
// against slow simulated ad networks (500 ms a call). After each restart the worker
// takes back at once what the killed process was running; in the end every operation
// queued has finished exactly once, every game it touched is free and finished, and
// the networks' ledger shows every call carried out once: an operation run again after
// a crash asked nothing twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@greenlight/provider';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/launcher';
import { freePort } from '../support/ports';

const KILLS = 5;
const LATENCY_MS = 500;

let dataDir: string;
let port: number;
let child: ChildProcess | undefined;
let output = '';

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

/** The provider program itself, one process (no tsx launcher between: SIGKILL reaches it). */
async function startProvider(): Promise<void> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'provider/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PROVIDER_PORT: String(port),
      SECRET: 'crash-recovery-secret',
      SIMULATOR_LATENCY_MS: String(LATENCY_MS),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (started.exitCode !== null) throw new Error(`The provider exited (${started.exitCode}):\n${output.slice(-3000)}`);
    const healthy = await fetch(url('/health')).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The provider did not start:\n${output.slice(-3000)}`);
}

function kill(signal: NodeJS.Signals): Promise<void> {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill(signal);
  });
}

let token = '';
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface Operation {
  operationId: string;
  gameId: number;
  status: string;
}

/** The operations still pending or running on these games. */
async function ongoing(gameIds: number[]): Promise<Operation[]> {
  const answer = await call<{ ongoing_operations: Operation[] }>('GET', `/operations?gameIds=${gameIds.join(',')}`);
  expect(answer.status).toBe(200);
  return answer.body.ongoing_operations;
}

/** A fixed sequence of waits, so that every run kills at the same moments. */
function* waits(): Generator<number> {
  let state = 42;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield 150 + (state % 900);
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'greenlight-crash-'));
  port = await freePort();
  await startProvider();
  const login = await fetch(url('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@greenlight.test', password: 'Demo-pass-1' }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('issue 18: the provider killed with SIGKILL during game operations', () => {
  it(`BE-OPS: killed ${KILLS} times, every queued operation finishes exactly once, no game stays disabled, no network call is repeated`, async () => {
    // Every game in testing is killed: each stop of a campaign is a slow network call.
    const page = await call<{ data: { id: number; status: string; disabled: boolean }[] }>('POST', '/v1/games', { limit: 100 });
    expect(page.status).toBe(200);
    const inTesting = page.body.data.filter((game) => game.status === 'in_testing' && !game.disabled).map((game) => game.id);
    expect(inTesting.length).toBeGreaterThanOrEqual(10);
    const queued: Operation[] = [];
    for (const gameId of inTesting) {
      const answer = await call<{ operation: Operation }>('POST', `/game/${gameId}/kill_game`, {});
      if (answer.status === 202) queued.push(answer.body.operation);
    }
    expect(queued.length).toBeGreaterThanOrEqual(10);
    const gameIds = queued.map((operation) => operation.gameId);

    // Each life of the process is cut short at a moment of a fixed sequence, while the
    // queue is worked on: an operation takes about a second (two campaigns at 500 ms).
    const wait = waits();
    for (let kill_ = 0; kill_ < KILLS; kill_++) {
      await new Promise((resolve) => setTimeout(resolve, wait.next().value));
      await kill('SIGKILL');
      await startProvider();
    }

    // The rest of the queue drains.
    const deadline = Date.now() + 60_000;
    while ((await ongoing(gameIds)).length > 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const operation of queued) {
      const answer = await call<Operation>('GET', `/operations/${operation.operationId}`);
      expect(answer.body.status, `operation ${operation.operationId}`).toBe('SUCCESS'.toLowerCase());
      const game = await call<{ status: string; disabled: boolean }>('GET', `/game/${operation.gameId}`);
      expect(game.body).toMatchObject({ status: 'finished', disabled: false });
    }

    // The networks' side: each key once, and every queued operation stopped its campaigns.
    const ledger = readFileSync(join(dataDir, 'ad-networks.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { key: string | null; call: string });
    const keys = ledger.map((entry) => entry.key).filter((key): key is string => key !== null);
    expect(keys.length).toBe(new Set(keys).size);
    for (const operation of queued) {
      expect(keys.some((key) => key.startsWith(`${operation.operationId}:stop:`)), `stop calls of ${operation.operationId}`).toBe(true);
    }

    // In the database: each operation completed once (one notification each), and some were
    // cut short and ran again (the test saw what it is about).
    await kill('SIGTERM');
    const database = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const rows = <Row>(query: ReturnType<typeof sql>) => database.db.execute(query).then((result) => (result as unknown as { rows: Row[] }).rows);
      const ids = queued.map((operation) => operation.operationId);
      const attempts = await rows<{ attempts: number; status: string }>(
        sql`select attempts, status from operations where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
      expect(attempts.length).toBe(queued.length);
      expect(attempts.every((row) => row.status === 'success')).toBe(true);
      expect(attempts.some((row) => row.attempts > 1)).toBe(true);
      // Issue 42: each kill told the studio's side once (no recipient twice of one game), and the admin who killed nothing.
      const [notified] = await rows<{ count: number; once: number; games: number }>(sql`
        select count(*)::int as count, count(distinct (related_content_id, recipient_id))::int as once, count(distinct related_content_id)::int as games
          from notifications
         where type = 'GAME_DECISION' and related_content_id in (${sql.join(gameIds.map((id) => sql`${id}`), sql`, `)})
           and created_at > now() - interval '1 hour'`);
      expect(notified?.count).toBe(notified?.once);
      expect(notified?.games).toBeGreaterThan(queued.length / 2);
    } finally {
      await database.close();
    }
  }, 600_000);
});
