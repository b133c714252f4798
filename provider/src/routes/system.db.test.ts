// The maintenance switch (ERR-01, BE-AUTH-13) and the learning platform link
// (ROUTE-08, BE-AUTH-10) through the routes.
import { jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

const PLATFORM_URL = 'https://academy.test/sso';

describe.each(await testDatabaseKinds())('system routes on %s', (kind) => {
  let t: TestApp;
  const headers = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!headers.has(email)) headers.set(email, await t.as(email));
    return headers.get(email)!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { links: { learningPlatformUrl: PLATFORM_URL } });
  });
  afterAll(async () => t?.close());

  describe('learning platform link', () => {
    const redirectLink = async (email: string, query = '?platform=learnupon') =>
      t.app.inject({ method: 'GET', url: `/auth/redirectLink${query}`, headers: await as(email) });

    async function tokenOf(response: { statusCode: number; json(): unknown }) {
      expect(response.statusCode).toBe(200);
      const { redirectUrl } = response.json() as { redirectUrl: string };
      expect(redirectUrl.startsWith(`${PLATFORM_URL}?sso=`)).toBe(true);
      const token = new URL(redirectUrl).searchParams.get('sso')!;
      return jwtVerify(token, new TextEncoder().encode(TEST_SECRET), {
        algorithms: ['HS256'],
        typ: 'sso',
        audience: 'learnupon',
        currentDate: t.clock.now(),
      });
    }

    it('ROUTE-08 BE-AUTH-10 gives a learner a link whose token is signed with the secret and names the user', async () => {
      const { payload, protectedHeader } = await tokenOf(await redirectLink('learner@studio-three.test'));
      expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'sso' });
      expect(payload).toMatchObject({ sub: 'learner@studio-three.test', name: 'Lena Novak', role: 'learner' });
      expect(payload.exp! - payload.iat!).toBe(300);
      expect(payload.iat).toBe(Math.floor(t.clock.now().getTime() / 1000));
    });

    it('ROUTE-08 gives a studio lead holding learn_upon_learner a link, and an administrator the admin role', async () => {
      const lead = await tokenOf(await redirectLink('lead@studio-one.test'));
      expect(lead.payload).toMatchObject({ sub: 'lead@studio-one.test', name: 'Léa Fontaine', role: 'learner' });
      const admin = await tokenOf(await redirectLink('admin@greenlight.test'));
      expect(admin.payload).toMatchObject({ sub: 'admin@greenlight.test', role: 'admin' });
    });

    it('BE-AUTH-10 makes the token expire after five minutes', async () => {
      const response = await redirectLink('learner@studio-three.test');
      const { redirectUrl } = response.json<{ redirectUrl: string }>();
      const token = new URL(redirectUrl).searchParams.get('sso')!;
      const key = new TextEncoder().encode(TEST_SECRET);
      const later = new Date(t.clock.now().getTime() + 301_000);
      await expect(jwtVerify(token, key, { currentDate: later })).rejects.toThrow(/exp/);
      await expect(jwtVerify(token, new TextEncoder().encode('another-secret'))).rejects.toThrow();
    });

    it('PERM-20 answers 403 to users without a learning permission', async () => {
      for (const email of ['dev@studio-one.test', 'pm@greenlight.test']) {
        const response = await redirectLink(email);
        expect(response.statusCode, email).toBe(403);
        expect(response.json()).toMatchObject({ detail: 'Forbidden', errorList: [{ code: 'FORBIDDEN' }] });
      }
    });

    it('API-06 answers 400 to a missing, malformed or unknown platform, 401 without a session', async () => {
      for (const query of ['', '?platform=', '?platform=LearnUpon', '?platform=learn-upon', `?platform=${'a'.repeat(21)}`, '?platform=moodle']) {
        const response = await redirectLink('learner@studio-three.test', query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST' }] });
      }
      const anonymous = await t.app.inject({ method: 'GET', url: '/auth/redirectLink?platform=learnupon' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('BE-AUTH-10 gives no link to staff impersonating a learner', async () => {
      const learnerId = await t.userId('learner@studio-three.test');
      const hijack = await t.app.inject({ method: 'POST', url: `/hijack/${learnerId}`, headers: await t.as('admin@greenlight.test') });
      expect(hijack.statusCode).toBe(200);
      const impersonated = { authorization: `Bearer ${hijack.json<{ token: string }>().token}` };
      const response = await t.app.inject({ method: 'GET', url: '/auth/redirectLink?platform=learnupon', headers: impersonated });
      expect(response.statusCode).toBe(403);
    });

    const loginFor = (email: string, query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/auth/login${query}`,
        payload: { username: email, password: 'Demo-pass-1' },
      });

    it('AUTH-07 AUTH-09 answers the learning link with the session when the login asks includeRedirectUrlFor', async () => {
      const response = await loginFor('learner@studio-three.test', '?includeRedirectUrlFor=learnupon');
      const { payload } = await tokenOf(response);
      expect(payload).toMatchObject({ sub: 'learner@studio-three.test', role: 'learner' });
      expect(response.json()).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
    });

    it('AUTH-07 answers no redirectUrl to users without a learning permission, nor without the query', async () => {
      const pm = await loginFor('pm@greenlight.test', '?includeRedirectUrlFor=learnupon');
      expect(pm.statusCode).toBe(200);
      expect(pm.json()).not.toHaveProperty('redirectUrl');
      const plain = await loginFor('learner@studio-three.test', '');
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).not.toHaveProperty('redirectUrl');
    });

    it('AUTH-07 refuses an unknown platform with a 400 before checking the password', async () => {
      const response = await loginFor('learner@studio-three.test', '?includeRedirectUrlFor=moodle');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST' }] });
    });
  });

  describe('maintenance', () => {
    const switchTo = async (on: boolean, email = 'admin@greenlight.test') =>
      t.app.inject({ method: 'PUT', url: '/v1/system/maintenance', headers: await as(email), payload: { on } });

    afterEach(async () => {
      await t.app.inject({
        method: 'PUT',
        url: '/v1/system/maintenance',
        headers: await as('admin@greenlight.test'),
        payload: { on: false },
      });
    });

    it('ERR-01 reads the switch, off by default, for superusers only', async () => {
      const admin = await t.app.inject({ method: 'GET', url: '/v1/system/maintenance', headers: await as('admin@greenlight.test') });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toEqual({ on: false });
      const pm = await t.app.inject({ method: 'GET', url: '/v1/system/maintenance', headers: await as('pm@greenlight.test') });
      expect(pm.statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url: '/v1/system/maintenance' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('ERR-01 lets only a superuser switch maintenance on', async () => {
      for (const email of ['pm@greenlight.test', 'cs@greenlight.test', 'lead@studio-one.test', 'dev@studio-one.test']) {
        const response = await switchTo(true, email);
        expect(response.statusCode, email).toBe(403);
        expect(response.json()).toMatchObject({ errorList: [{ code: 'FORBIDDEN' }] });
      }
      const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: await as('dev@studio-one.test') });
      expect(me.statusCode).toBe(200);
      const malformed = await t.app.inject({
        method: 'PUT',
        url: '/v1/system/maintenance',
        headers: await as('admin@greenlight.test'),
        payload: { on: 'yes' },
      });
      expect(malformed.statusCode).toBe(400);
    });

    it('ERR-01 BE-AUTH-13 answers 503 MAINTENANCE while on, except health, sign-in, the error list and the switch', async () => {
      const dev = await as('dev@studio-one.test');
      const on = await switchTo(true);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ on: true });

      for (const request of [
        { method: 'GET' as const, url: '/v1/me', headers: dev },
        { method: 'POST' as const, url: '/v1/games', headers: dev, payload: {} },
        { method: 'GET' as const, url: '/codifications/', headers: dev },
        { method: 'GET' as const, url: '/v1/content/GENERAL_ALERT', headers: dev },
        { method: 'GET' as const, url: '/v1/me' },
      ]) {
        const response = await t.app.inject(request);
        expect(response.statusCode, request.url).toBe(503);
        expect(response.json(), request.url).toMatchObject({ detail: expect.any(String), errorList: [{ code: 'MAINTENANCE' }] });
      }

      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', maintenance: true });
      expect((await t.app.inject({ method: 'GET', url: '/error_messages/' })).statusCode).toBe(200);
      // An administrator signs in during maintenance and reads the switch.
      const admin = await t.as('admin@greenlight.test');
      const state = await t.app.inject({ method: 'GET', url: '/v1/system/maintenance', headers: admin });
      expect(state.json()).toEqual({ on: true });
      // Others may sign in too, and are refused the switch.
      const pm = await t.as('pm@greenlight.test');
      const refused = await t.app.inject({ method: 'PUT', url: '/v1/system/maintenance', headers: pm, payload: { on: false } });
      expect(refused.statusCode).toBe(403);

      const off = await t.app.inject({ method: 'PUT', url: '/v1/system/maintenance', headers: admin, payload: { on: false } });
      expect(off.json()).toEqual({ on: false });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', maintenance: false });
      const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: dev });
      expect(me.statusCode).toBe(200);
      const games = await t.app.inject({ method: 'POST', url: '/v1/games', headers: dev, payload: {} });
      expect(games.statusCode).toBe(200);
    });
  });
});
