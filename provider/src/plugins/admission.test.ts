// Load shedding (issue 18) on a small app: slow requests fill the turns, the next ones
// wait in a bounded line, and what cannot be served soon is answered 503 OVERLOADED at once.
// Issue 46: every turn comes back exactly once, whatever its client does, driven with
// real sockets that are cut off while waiting, while worked on, or after their answer.
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { Admission, admissionGate, type AdmissionOptions } from './admission';
import { errorAnswers } from './errors';

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function appWith(options: Omit<AdmissionOptions, 'onShed'>, shed: string[] = []) {
  app = Fastify({ forceCloseConnections: true });
  await app.register(errorAnswers);
  await app.register(admissionGate, { ...options, onShed: (reason) => shed.push(reason) });
  app.get('/slow', async (request) => {
    const { ms } = request.query as { ms?: string };
    await sleep(Number(ms ?? 300));
    return { ok: true };
  });
  app.get('/fails', async (request) => {
    const { ms } = request.query as { ms?: string };
    await sleep(Number(ms ?? 0));
    throw new Error('the handler broke');
  });
  app.get('/health', { config: { admission: false } }, async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const get = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as unknown };
};

/** A raw HTTP request on its own socket, cut off (destroyed) when `cut` is called. */
function rawRequest(base: string, path: string, pipelined = 1) {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`.repeat(pipelined));
  let answer = '';
  const readers = new Set<() => void>();
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
    for (const reader of readers) reader();
  });
  return {
    cut: () => socket.destroy(),
    /** What the socket has received once it holds `text` (the gate frees a turn as the answer is sent, before the client reads it). */
    received: (text: string, ms = 3000) =>
      new Promise<string>((resolve) => {
        const check = () => {
          if (!answer.includes(text)) return;
          readers.delete(check);
          clearTimeout(timer);
          resolve(answer);
        };
        const timer = setTimeout(() => {
          readers.delete(check);
          resolve(answer);
        }, ms);
        readers.add(check);
        check();
      }),
    closed: new Promise<void>((resolve) => socket.on('close', () => resolve())),
  };
}

/** Waits until `condition` holds (or fails after 3 s): a loaded machine takes its time to connect. */
async function until(condition: () => boolean, what: string) {
  for (let waited = 0; waited < 3000 && !condition(); waited += 10) await sleep(10);
  expect(condition(), what).toBe(true);
}

/** Waits until the gate has given every turn back and emptied its line (or fails after 3 s). */
async function allTurnsFree() {
  for (let waited = 0; waited < 3000; waited += 20) {
    if (app!.admission.working === 0 && app!.admission.waiting === 0) return;
    await sleep(20);
  }
  expect({ working: app!.admission.working, waiting: app!.admission.waiting }).toEqual({ working: 0, waiting: 0 });
}

describe('issue 18 load shedding', () => {
  it('answers 503 OVERLOADED with Retry-After when the line is full or the wait too long, never for health', async () => {
    const shed: string[] = [];
    const base = await appWith({ concurrency: 1, maxQueue: 1, maxWaitMs: 150 }, shed);
    const first = get(`${base}/slow?ms=500`);
    await sleep(50);
    const second = get(`${base}/slow?ms=10`); // waits in line, longer than 150 ms
    await sleep(20);
    const third = await get(`${base}/slow?ms=10`); // the line is full
    expect(third).toMatchObject({ status: 503, retryAfter: '1', body: { errorList: [{ code: 'OVERLOADED' }] } });
    expect(await get(`${base}/health`)).toMatchObject({ status: 200 });
    expect(await second).toMatchObject({ status: 503, retryAfter: '1', body: { errorList: [{ code: 'OVERLOADED' }] } });
    expect(await first).toMatchObject({ status: 200 });
    expect(shed.sort()).toEqual(['queue_full', 'waited_too_long']);
    await allTurnsFree();
  });

  it('serves the line in turn as requests end, within the wait', async () => {
    const base = await appWith({ concurrency: 2, maxQueue: 10, maxWaitMs: 2000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${base}/slow?ms=50`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    await allTurnsFree();
  });
});

describe('issue 46 the gate never leaks a turn', () => {
  it('a request cut off while it waits leaves the line and never takes a turn', async () => {
    const base = await appWith({ concurrency: 1, maxQueue: 10, maxWaitMs: 5000 });
    const working = rawRequest(base, '/slow?ms=800');
    await until(() => app!.admission.working === 1, 'the first request works');
    const queued = Array.from({ length: 5 }, () => rawRequest(base, '/slow?ms=10'));
    await until(() => app!.admission.waiting === 5, 'five requests wait');
    for (const request of queued) request.cut();
    await Promise.all(queued.map((request) => request.closed));
    await sleep(20);
    expect(app!.admission.waiting).toBe(0);
    await allTurnsFree();
    expect(await working.received('200 OK')).toContain('200 OK');
    working.cut();
    // The gate still serves: nothing was leaked.
    expect((await get(`${base}/slow?ms=1`)).status).toBe(200);
  });

  it('a request cut off while it is worked on gives its turn back, once', async () => {
    const base = await appWith({ concurrency: 2, maxQueue: 10, maxWaitMs: 5000 });
    const cutOff = Array.from({ length: 2 }, () => rawRequest(base, '/slow?ms=600'));
    await until(() => app!.admission.working === 2, 'both requests work');
    for (const request of cutOff) request.cut();
    await allTurnsFree();
    // The handlers end later on their own: nothing is given back twice.
    await sleep(650);
    expect(app!.admission.working).toBe(0);
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(`${base}/slow?ms=20`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it('a request that waited too long, a handler that throws and a kept-alive answered request all give their turns back', async () => {
    const base = await appWith({ concurrency: 1, maxQueue: 10, maxWaitMs: 100 });
    const slow = get(`${base}/slow?ms=300`);
    await sleep(30);
    expect((await get(`${base}/slow?ms=1`)).status).toBe(503); // waited too long
    expect((await slow).status).toBe(200);
    expect((await get(`${base}/fails`)).status).toBe(500);
    const keptAlive = rawRequest(base, '/slow?ms=1'); // answered; its connection stays open
    expect(await keptAlive.received('200 OK')).toContain('200 OK');
    await allTurnsFree();
    keptAlive.cut();
  });

  it('cut-off bursts of 32 connections, ten in a row, leave every turn free', async () => {
    const base = await appWith({ concurrency: 4, maxQueue: 200, maxWaitMs: 3000 });
    // One 'close' listener per connection, however many requests it pipelines (no MaxListenersExceededWarning).
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    onTestFinished(() => void process.off('warning', onWarning));
    for (let round = 0; round < 10; round++) {
      // Some connections send ten requests at once (pipelined, as a load tool does): those
      // behind the first wait on the connection, and their answers never go out once it is cut.
      const burst = Array.from({ length: 32 }, (_, index) => rawRequest(base, index % 3 ? '/slow?ms=30' : '/fails?ms=20', index % 2 ? 10 : 1));
      await sleep(10 + round * 7); // cut some while waiting, some while worked on, some after their answer
      for (const request of burst) request.cut();
      await Promise.all(burst.map((request) => request.closed));
    }
    await sleep(100);
    await allTurnsFree();
    expect((await get(`${base}/slow?ms=1`)).status).toBe(200);
    expect(warnings).toEqual([]);
  });
});

describe('issue 46 the gate heals itself and says when it is stuck', () => {
  it('reclaims a turn held past the longest wait, and reports a stall while requests wait', async () => {
    let now = 0;
    const reclaimed: { url: string; heldMs: number }[] = [];
    const admission = new Admission({
      concurrency: 1,
      maxQueue: 5,
      maxWaitMs: 60_000,
      maxHoldMs: 30_000,
      stallMs: 5_000,
      now: () => now,
      onReclaim: (turn) => reclaimed.push(turn),
    });
    const held = await admission.enter({ method: 'GET', url: '/lost' });
    const next = admission.enter({ method: 'GET', url: '/next' });
    expect(admission.waiting).toBe(1);
    now = 4_000;
    expect(admission.stalled).toBe(false);
    now = 6_000;
    expect(admission.stalled).toBe(true);
    admission.sweep();
    expect(reclaimed).toEqual([]);
    now = 31_000;
    admission.sweep();
    expect(reclaimed).toEqual([{ method: 'GET', url: '/lost', heldMs: 31_000 }]);
    expect(admission.reclaimed).toBe(1);
    const turn = await next; // the line moved on
    expect(admission.stalled).toBe(false);
    held.release(); // the old holder ends at last: it gives back nothing it no longer holds
    expect(admission.working).toBe(1);
    turn.release();
    expect(admission.working).toBe(0);
  });

  it('a request whose client is gone before it reaches the line never takes a turn', async () => {
    const admission = new Admission({ concurrency: 1, maxQueue: 5, maxWaitMs: 1000 });
    const held = await admission.enter({ method: 'GET', url: '/a' });
    const gone = new AbortController();
    gone.abort();
    await expect(admission.enter({ method: 'GET', url: '/b' }, gone.signal)).rejects.toMatchObject({ code: 'CLIENT_GONE' });
    expect(admission.waiting).toBe(0);
    held.release();
    expect(admission.working).toBe(0);
  });
});
