// Load shedding (issue 18) on a small app: slow requests fill the turns, the next ones
// wait in a bounded line, and what cannot be served soon is answered 503 OVERLOADED at once.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { admissionGate, type AdmissionOptions } from './admission';
import { errorAnswers } from './errors';

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

async function appWith(options: Omit<AdmissionOptions, 'onShed'>, shed: string[] = []) {
  app = Fastify({ forceCloseConnections: true });
  await app.register(errorAnswers);
  await app.register(admissionGate, { ...options, onShed: (reason) => shed.push(reason) });
  app.get('/slow', async (request) => {
    const { ms } = request.query as { ms?: string };
    await new Promise((resolve) => setTimeout(resolve, Number(ms ?? 300)));
    return { ok: true };
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

describe('issue 18 load shedding', () => {
  it('answers 503 OVERLOADED with Retry-After when the line is full or the wait too long, never for health', async () => {
    const shed: string[] = [];
    const base = await appWith({ concurrency: 1, maxQueue: 1, maxWaitMs: 150 }, shed);
    const first = get(`${base}/slow?ms=500`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = get(`${base}/slow?ms=10`); // waits in line, longer than 150 ms
    await new Promise((resolve) => setTimeout(resolve, 20));
    const third = await get(`${base}/slow?ms=10`); // the line is full
    expect(third).toMatchObject({ status: 503, retryAfter: '1', body: { errorList: [{ code: 'OVERLOADED' }] } });
    expect(await get(`${base}/health`)).toMatchObject({ status: 200 });
    expect(await second).toMatchObject({ status: 503, retryAfter: '1', body: { errorList: [{ code: 'OVERLOADED' }] } });
    expect(await first).toMatchObject({ status: 200 });
    expect(shed.sort()).toEqual(['queue_full', 'waited_too_long']);
    expect(app!.admission.working).toBe(0);
    expect(app!.admission.waiting).toBe(0);
  });

  it('serves the line in turn as requests end, within the wait', async () => {
    const base = await appWith({ concurrency: 2, maxQueue: 10, maxWaitMs: 2000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${base}/slow?ms=50`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(app!.admission.working).toBe(0);
  });

  it('gives the turn of a request whose client went away to the next one', async () => {
    const base = await appWith({ concurrency: 1, maxQueue: 5, maxWaitMs: 2000 });
    const controller = new AbortController();
    const gone = fetch(`${base}/slow?ms=200`, { signal: controller.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 30));
    controller.abort();
    await gone;
    expect(await get(`${base}/slow?ms=10`)).toMatchObject({ status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(app!.admission.working).toBe(0);
  });
});
