// Sign-in throttling (Part G, issue 18): an account from one address locks for 15
// minutes after 5 failures; an account from anywhere and an address over any accounts
// only slow down, so that nobody can lock someone else out; the address is taken from
// X-Forwarded-For only when a trusted proxy sent it (and, with a forwarding key, carried it).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../app';
import { DEMO_PASSWORD } from '../seed/users';
import { startTestApp, TEST_SECRET, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

const MINUTE = 60_000;

describe.each(await testDatabaseKinds())('sign-in throttling on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());
  // Every lock of a test is over before the next one starts.
  afterEach(() => t.clock.advance(31 * MINUTE));

  type From = Pick<InjectOptions, 'remoteAddress' | 'headers'>;
  const attempt = (username: string, password: string, from: From = {}, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, ...from });
  const fail = async (username: string, from: From = {}, app?: FastifyInstance) => {
    const response = await attempt(username, 'Wrong-pass-0', from, app);
    expect(response.statusCode, `${username} ${JSON.stringify(from)}`).toBe(401);
  };
  const forwardedBy = (proxy: string, client: string): From => ({ remoteAddress: proxy, headers: { 'x-forwarded-for': client } });

  const expectLocked = (response: Awaited<ReturnType<typeof attempt>>, seconds: number, wait: string) => {
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(seconds));
    const detail = `Too many failed sign-in attempts. Try again in ${wait}.`;
    expect(response.json()).toEqual({
      detail,
      errorList: [{ code: 'TOO_MANY_ATTEMPTS', detail, extra: { retryAfterSeconds: seconds, wait } }],
    });
  };

  it('Part G locks an account for 15 minutes after 5 failures from one address, naming the wait, whatever the password', async () => {
    for (let i = 0; i < 5; i++) await fail('lead@studio-one.test');
    expectLocked(await attempt('LEAD@studio-one.test ', DEMO_PASSWORD), 900, '15 minutes');
    t.clock.advance(10 * MINUTE + 1000);
    expectLocked(await attempt('lead@studio-one.test', DEMO_PASSWORD), 299, '5 minutes');
    t.clock.advance(4 * MINUTE + 30_000);
    expectLocked(await attempt('lead@studio-one.test', DEMO_PASSWORD), 29, '29 seconds');
    // Another account from the same address is not concerned.
    expect((await attempt('dev@studio-one.test', DEMO_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(30_000);
    expect((await attempt('lead@studio-one.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('issue 18 failures from elsewhere do not lock the owner out: the owner signs in from their own address', async () => {
    for (let i = 0; i < 5; i++) await fail('games@studio-one.test', { remoteAddress: '198.51.100.50' });
    expectLocked(await attempt('games@studio-one.test', DEMO_PASSWORD, { remoteAddress: '198.51.100.50' }), 900, '15 minutes');
    expect((await attempt('games@studio-one.test', DEMO_PASSWORD, { remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
  });

  it('issue 18 an account guessed from many addresses slows down, a second then twice as long, a minute at most; it never locks', async () => {
    for (let i = 0; i < 10; i++) await fail('own@studio-one.test', { remoteAddress: `198.51.100.${60 + i}` });
    // The tenth failure anywhere: the account waits a second, from any address.
    expectLocked(await attempt('own@studio-one.test', DEMO_PASSWORD, { remoteAddress: '203.0.113.6' }), 1, '1 second');
    t.clock.advance(1000);
    await fail('own@studio-one.test', { remoteAddress: '198.51.100.70' });
    expectLocked(await attempt('own@studio-one.test', DEMO_PASSWORD, { remoteAddress: '203.0.113.6' }), 2, '2 seconds');
    for (let i = 0; i < 8; i++) {
      t.clock.advance(60_000);
      await fail('own@studio-one.test', { remoteAddress: `198.51.100.${80 + i}` });
    }
    expectLocked(await attempt('own@studio-one.test', DEMO_PASSWORD, { remoteAddress: '203.0.113.6' }), 60, '1 minute');
    t.clock.advance(60_000);
    expect((await attempt('own@studio-one.test', DEMO_PASSWORD, { remoteAddress: '203.0.113.6' })).statusCode).toBe(200);
  });

  it('Part G counts afresh once a lock is over', async () => {
    for (let i = 0; i < 5; i++) await fail('pm2@greenlight.test');
    t.clock.advance(15 * MINUTE);
    for (let i = 0; i < 4; i++) await fail('pm2@greenlight.test');
    expect((await attempt('pm2@greenlight.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('Part G forgets failures older than 15 minutes', async () => {
    for (let i = 0; i < 4; i++) await fail('cs@greenlight.test');
    t.clock.advance(15 * MINUTE);
    for (let i = 0; i < 4; i++) await fail('cs@greenlight.test');
    expect((await attempt('cs@greenlight.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('Part G a successful sign-in clears the account\'s failures', async () => {
    for (let i = 0; i < 4; i++) await fail('manager@studio-one.test');
    expect((await attempt('manager@studio-one.test', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await fail('manager@studio-one.test');
    expect((await attempt('manager@studio-one.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('Part G counts unknown accounts like known ones (same 401, then the same 429)', async () => {
    for (let i = 0; i < 5; i++) await fail('nobody@nowhere.test');
    expectLocked(await attempt('nobody@nowhere.test', 'whatever'), 900, '15 minutes');
  });

  it('issue 18 a client address failing over many accounts (a NAT) slows down, never locks; other clients are not concerned', async () => {
    const from = { remoteAddress: '198.51.100.20' };
    for (let i = 0; i < 20; i++) await fail(`guess${i}@nowhere.test`, from);
    expectLocked(await attempt('pm@greenlight.test', DEMO_PASSWORD, from), 1, '1 second');
    expect((await attempt('pm@greenlight.test', DEMO_PASSWORD, { remoteAddress: '198.51.100.21' })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await attempt('pm@greenlight.test', DEMO_PASSWORD, from)).statusCode).toBe(200);
  });

  it('Part G takes the client address from X-Forwarded-For when the gateway (a trusted proxy) sent it', async () => {
    const client = forwardedBy('127.0.0.1', '203.0.113.7');
    for (let i = 0; i < 20; i++) await fail(`xff${i}@nowhere.test`, client);
    expectLocked(await attempt('pm2@greenlight.test', DEMO_PASSWORD, client), 1, '1 second');
    // The gateway itself and its other clients are not slowed.
    expect((await attempt('pm2@greenlight.test', DEMO_PASSWORD, { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await attempt('pm2@greenlight.test', DEMO_PASSWORD, forwardedBy('127.0.0.1', '203.0.113.8'))).statusCode).toBe(200);
  });

  it('Part G ignores X-Forwarded-For from an untrusted sender: the sender\'s address counts', async () => {
    for (let i = 0; i < 20; i++) await fail(`spoof${i}@nowhere.test`, forwardedBy('198.51.100.30', `203.0.113.${100 + i}`));
    expectLocked(await attempt('cs@greenlight.test', DEMO_PASSWORD, forwardedBy('198.51.100.30', '203.0.113.200')), 1, '1 second');
    expect((await attempt('cs@greenlight.test', DEMO_PASSWORD, forwardedBy('127.0.0.1', '203.0.113.200'))).statusCode).toBe(200);
  });

  it('Part G trusts the proxies given in trustedProxies (TRUSTED_PROXIES) and no others', async () => {
    const app = await buildProviderApp({ database: t.database, secret: TEST_SECRET, clock: t.clock, trustedProxies: ['192.0.2.1'] });
    try {
      for (let i = 0; i < 20; i++) await fail(`proxied${i}@nowhere.test`, forwardedBy('192.0.2.1', '203.0.113.50'), app);
      expectLocked(await attempt('admin@greenlight.test', DEMO_PASSWORD, forwardedBy('192.0.2.1', '203.0.113.50'), app), 1, '1 second');
      expect((await attempt('admin@greenlight.test', DEMO_PASSWORD, forwardedBy('192.0.2.1', '203.0.113.51'), app)).statusCode).toBe(200);
      // Loopback is no longer trusted there: its X-Forwarded-For is ignored.
      for (let i = 0; i < 20; i++) await fail(`loop${i}@nowhere.test`, forwardedBy('127.0.0.1', `203.0.113.${60 + i}`), app);
      expectLocked(await attempt('admin@greenlight.test', DEMO_PASSWORD, forwardedBy('127.0.0.1', '203.0.113.99'), app), 1, '1 second');
    } finally {
      await app.close();
    }
  });
  it('issue 18 with FORWARDING_KEY, X-Forwarded-For is believed only with the key: a local process cannot pose as the gateway', async () => {
    const app = await buildProviderApp({ database: t.database, secret: TEST_SECRET, clock: t.clock, forwardingKey: 'gateway-key' });
    const keyed = (client: string, key: string): From => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client, 'x-forwarding-key': key } });
    try {
      // Without the key (or with a wrong one) every attempt counts as the sender's own address.
      for (let i = 0; i < 20; i++) await fail(`posing${i}@nowhere.test`, keyed(`203.0.113.${120 + i}`, i % 2 ? 'wrong' : ''), app);
      expectLocked(await attempt('pm@greenlight.test', DEMO_PASSWORD, forwardedBy('127.0.0.1', '203.0.113.150'), app), 1, '1 second');
      // With the key, the forwarded address counts: that client is not slowed by the sender's failures.
      expect((await attempt('pm@greenlight.test', DEMO_PASSWORD, keyed('203.0.113.151', 'gateway-key'), app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
