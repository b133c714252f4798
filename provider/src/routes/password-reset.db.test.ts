// Password reset (PWD, BE-AUTH-08/09) through the routes, the link read from the outbox.
import { RESET_LINK_EXPIRED, RESET_LINK_USED, RESET_REASON_MESSAGES, type ResetReason } from '@greenlight/rules';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../app';
import { outbox, users } from '../db/schema';
import { RESET_MAIL_SUBJECT } from '../domain/accounts/password-reset';
import { DEMO_PASSWORD } from '../seed/users';
import { startTestApp, TEST_SECRET, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

const NEW_PASSWORD = 'Brand-new-pass-2';
const MINUTE = 60_000;

describe.each(await testDatabaseKinds())('password reset on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { links: { publicUrl: 'https://greenlight.example/' } });
  });
  afterAll(async () => t?.close());
  // Each test starts with fresh reset throttles (3 requests per account per 15 minutes).
  afterEach(() => t.clock.advance(16 * MINUTE));

  const requestReset = (username: string) =>
    t.app.inject({ method: 'POST', url: '/auth/resetpwdinit', payload: { username } });
  const reset = (payload: { username: string; resetToken: string; newPwd1: string; newPwd2: string }) =>
    t.app.inject({ method: 'POST', url: '/auth/resetpwd', payload });

  async function mailsTo(email: string) {
    return t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));
  }

  /** Asks for a link and reads it from the mail: the username and token of the new-password page. */
  async function mailedLink(email: string) {
    const response = await requestReset(email);
    expect(response.statusCode).toBe(204);
    const [mail] = await mailsTo(email);
    const match = /https:\/\/greenlight\.example\/resetpwd\/([^/\s]+)\/([\w-]+)/.exec(mail!.text);
    expect(match, mail!.text).not.toBeNull();
    return { username: decodeURIComponent(match![1]!), resetToken: match![2]! };
  }

  const expectReason = (response: { statusCode: number; json(): unknown }, reason: ResetReason, detail = RESET_REASON_MESSAGES[reason]) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, errorList: [{ code: reason, detail }] });
  };

  it('PWD-03 answers 204 and mails a one-hour link of shape /resetpwd/{username}/{resetToken} (BE-AUTH-08)', async () => {
    const response = await requestReset('Dev@Studio-One.test');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [mail] = await mailsTo('dev@studio-one.test');
    expect(mail).toMatchObject({ subject: RESET_MAIL_SUBJECT, sentAt: null, error: null });
    expect(mail!.text).toMatch(/https:\/\/greenlight\.example\/resetpwd\/dev%40studio-one\.test\/[\w-]{43}\n/);
    expect(mail!.html).toContain('href="https://greenlight.example/resetpwd/dev%40studio-one.test/');
  });

  it('PWD-03 answers the same 204 for an unknown or inactive account, and mails nothing (no enumeration)', async () => {
    const unknown = await requestReset('nobody@nowhere.test');
    expect(unknown.statusCode).toBe(204);
    expect(await mailsTo('nobody@nowhere.test')).toHaveLength(0);

    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'learner@studio-three.test'));
    try {
      const inactive = await requestReset('learner@studio-three.test');
      expect(inactive.statusCode).toBe(204);
      expect(await mailsTo('learner@studio-three.test')).toHaveLength(0);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.email, 'learner@studio-three.test'));
    }
  });

  it('PWD-09 sets the new password with the mailed token and ends every session of the user', async () => {
    const before = await t.login('own@studio-one.test');
    const { username, resetToken } = await mailedLink('own@studio-one.test');
    expect(username).toBe('own@studio-one.test');

    const response = await reset({ username, resetToken, newPwd1: NEW_PASSWORD, newPwd2: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);

    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${before.token}` } });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: before.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password: DEMO_PASSWORD } });
    expect(old.statusCode).toBe(401);
    await t.login('own@studio-one.test', NEW_PASSWORD);
  });

  it('PWD-14 a link works once: a second use answers linkused, saying the link was used', async () => {
    const link = await mailedLink('games@studio-one.test');
    const first = await reset({ ...link, newPwd1: NEW_PASSWORD, newPwd2: NEW_PASSWORD });
    expect(first.statusCode).toBe(204);
    expectReason(await reset({ ...link, newPwd1: 'Another-pass-3', newPwd2: 'Another-pass-3' }), 'linkused', RESET_LINK_USED);
    await t.login('games@studio-one.test', NEW_PASSWORD);
  });

  it('PWD-14 using one link spends the user\'s other open links too', async () => {
    const older = await mailedLink('manager@studio-one.test');
    const newer = await mailedLink('manager@studio-one.test');
    expect(newer.resetToken).not.toBe(older.resetToken);
    expect((await reset({ ...newer, newPwd1: NEW_PASSWORD, newPwd2: NEW_PASSWORD })).statusCode).toBe(204);
    expectReason(await reset({ ...older, newPwd1: NEW_PASSWORD, newPwd2: NEW_PASSWORD }), 'linkused', RESET_LINK_USED);
  });

  it('PWD-14 a link expires after one hour, and the refusal says so', async () => {
    const link = await mailedLink('lead@studio-two.test');
    t.clock.advance(60 * MINUTE + 1000);
    expectReason(await reset({ ...link, newPwd1: NEW_PASSWORD, newPwd2: NEW_PASSWORD }), 'linkexpired', RESET_LINK_EXPIRED);
    await t.login('lead@studio-two.test');
  });

  it('PWD-14 refuses a wrong token, another user\'s token and an unknown user with operationforbidden', async () => {
    const link = await mailedLink('lead@studio-one.test');
    const pair = { newPwd1: NEW_PASSWORD, newPwd2: NEW_PASSWORD };
    expectReason(await reset({ ...link, resetToken: `${link.resetToken.slice(0, -1)}x`, ...pair }), 'operationforbidden');
    expectReason(await reset({ ...link, username: 'dev@studio-one.test', ...pair }), 'operationforbidden');
    expectReason(await reset({ ...link, username: 'nobody@nowhere.test', ...pair }), 'operationforbidden');
    // The token is checked first: a bad token with unequal passwords is still operationforbidden.
    expectReason(await reset({ ...link, resetToken: 'nope', newPwd1: 'a', newPwd2: 'b' }), 'operationforbidden');
    // Refusals spend nothing: the link still works.
    expect((await reset({ ...link, ...pair })).statusCode).toBe(204);
  });

  it('PWD-11 PWD-12 PWD-13 refuse the new pair with passverifunequal, toolongpassword, insecurepassword', async () => {
    const link = await mailedLink('cs@greenlight.test');
    expectReason(await reset({ ...link, newPwd1: NEW_PASSWORD, newPwd2: `${NEW_PASSWORD}x` }), 'passverifunequal');
    const long = `Aa1${'x'.repeat(98)}`;
    expectReason(await reset({ ...link, newPwd1: long, newPwd2: long }), 'toolongpassword');
    for (const weak of ['Short-1', 'no-upper-1', 'NO-LOWER-1', 'No-digits-here', '']) {
      expectReason(await reset({ ...link, newPwd1: weak, newPwd2: weak }), 'insecurepassword');
    }
    // A pair that is unequal and too long is refused for the difference first.
    expectReason(await reset({ ...link, newPwd1: long, newPwd2: NEW_PASSWORD }), 'passverifunequal');
    expect((await reset({ ...link, newPwd1: `Aa1${'x'.repeat(97)}`, newPwd2: `Aa1${'x'.repeat(97)}` })).statusCode).toBe(204);
  });

  it('PWD-09 answers 400 INVALID_REQUEST to a malformed body', async () => {
    for (const payload of [{}, { username: 'a@b.test', resetToken: 'x', newPwd1: 'y' }, { username: 'a@b.test', extra: 1 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/resetpwd', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST' }] });
    }
    const init = await t.app.inject({ method: 'POST', url: '/auth/resetpwdinit', payload: { username: 'a@b.test', more: true } });
    expect(init.statusCode).toBe(400);
  });

  it('PWD-03 takes 3 requests per account in 15 minutes: the 4th answers 429 and mails nothing, known account or not', async () => {
    for (const email of ['pm2@greenlight.test', 'ghost@nowhere.test']) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(204);
      const fourth = await requestReset(email.toUpperCase());
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBe('900');
      expect(fourth.json()).toEqual({
        detail: 'Too many password reset requests. Try again in 15 minutes.',
        errorList: [
          {
            code: 'TOO_MANY_ATTEMPTS',
            detail: 'Too many password reset requests. Try again in 15 minutes.',
            extra: { retryAfterSeconds: 900, wait: '15 minutes' },
          },
        ],
      });
    }
    expect(await mailsTo('pm2@greenlight.test')).toHaveLength(3);
    t.clock.advance(15 * MINUTE);
    expect((await requestReset('pm2@greenlight.test')).statusCode).toBe(204);
    expect(await mailsTo('pm2@greenlight.test')).toHaveLength(4);
  });

  it('PWD-03 a failing SMTP server does not fail the request: the error is kept on the outbox row', async () => {
    // Port 1 refuses connections: delivery fails at once.
    const app = await buildProviderApp({ database: t.database, secret: TEST_SECRET, clock: t.clock, smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const response = await app.inject({ method: 'POST', url: '/auth/resetpwdinit', payload: { username: 'admin@greenlight.test' } });
      expect(response.statusCode).toBe(204);
      await expect
        .poll(async () => t.database.db.select().from(outbox).where(and(eq(outbox.recipient, 'admin@greenlight.test'), isNotNull(outbox.error))), {
          timeout: 10_000,
        })
        .toHaveLength(1);
      const [mail] = await mailsTo('admin@greenlight.test');
      expect(mail).toMatchObject({ sentAt: null, error: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});
