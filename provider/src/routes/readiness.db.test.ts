// Readiness tells the truth (issue 46): a provider whose admission gate is stuck (its
// turns held, requests waiting, none given back) answers /ready 503 so that a balancer
// stops sending it traffic; the gate then reclaims the turn held past the longest wait,
// logs and counts it, and the provider is ready again without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(await testDatabaseKinds())('readiness and the admission gate on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { admission: { concurrency: 1, maxWaitMs: 10_000, stallMs: 300, maxHoldMs: 1_200 } });
  });
  afterAll(async () => t?.close());

  const metric = async (name: string) => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  };

  it('answers /ready 503 while the gate is stuck, reclaims the lost turn and is ready again', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    // A turn that is never given back, as a leak would leave it.
    await t.app.admission.enter({ method: 'GET', url: '/lost' });
    const waiting = t.app.inject({ method: 'GET', url: '/error_messages/' });
    await sleep(450);
    expect(t.app.admission.waiting).toBe(1);
    const stuck = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toMatchObject({ errorList: [{ code: 'NOT_READY' }] });
    expect(await metric('provider_admission_stalled')).toBe(1);

    // Within the hold limit and the sweeper's second, the turn comes back and the line moves.
    expect((await waiting).statusCode).toBe(200);
    expect(await metric('provider_admission_reclaimed_total')).toBe(1);
    expect(await metric('provider_admission_stalled')).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    expect(t.app.admission).toMatchObject({ working: 0, waiting: 0 });
  });
});
