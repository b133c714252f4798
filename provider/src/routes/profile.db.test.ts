// The signed-in user's profile, password and preferences (PROF, BE-AUTH-06/07).
import { RESET_REASON_MESSAGES } from '@greenlight/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/users';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

describe.each(await testDatabaseKinds())('profile on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const profile = { firstName: 'Dana', lastName: 'Dev', email: 'dev@studio-one.test', profile: 'Builds things' };
  const put = async (url: string, payload: unknown, headers: { authorization: string }) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers });

  describe('PUT /v1/me', () => {
    it('PROF-03 saves trimmed values and answers the updated user, as GET /v1/me then does (BE-AUTH-06)', async () => {
      const headers = await t.as('dev@studio-one.test');
      const response = await put(
        '/v1/me',
        { firstName: '  Dana ', lastName: 'Developer  ', email: ' DANA@Studio-One.test ', profile: '  Unity and C#  ' },
        headers,
      );
      expect(response.statusCode).toBe(200);
      const expected = { firstName: 'Dana', lastName: 'Developer', email: 'DANA@Studio-One.test', profile: 'Unity and C#' };
      expect(response.json()).toMatchObject({ ...expected, userType: 'studio', isHijack: false, impersonator: null });
      const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers });
      expect(me.json()).toEqual(response.json());
      // The new address signs in, in any case; the old one no longer does.
      await t.login('dana@studio-one.test');
      const old = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'dev@studio-one.test', password: DEMO_PASSWORD } });
      expect(old.statusCode).toBe(401);
      // Back as it was, changing only the case of the own address is no conflict.
      expect((await put('/v1/me', profile, headers)).statusCode).toBe(200);
      expect((await put('/v1/me', { ...profile, email: 'DEV@studio-one.test' }, headers)).statusCode).toBe(200);
      expect((await put('/v1/me', profile, headers)).statusCode).toBe(200);
    });

    it('PROF-03 refuses an invalid email, blank or too long names and a too long profile, naming each field', async () => {
      const headers = await t.as('dev@studio-one.test');
      const invalidEmail = await put('/v1/me', { ...profile, email: 'not-an-email' }, headers);
      expect(invalidEmail.statusCode).toBe(400);
      expect(invalidEmail.json()).toEqual({
        detail: 'This is not a valid email',
        errorList: [{ code: 'INVALID_REQUEST', detail: 'This is not a valid email', path: 'email' }],
      });
      const several = await put('/v1/me', { firstName: '   ', lastName: 'x'.repeat(101), email: 'a@b', profile: 'p'.repeat(101) }, headers);
      expect(several.statusCode).toBe(400);
      expect(several.json<{ errorList: { code: string; path: string }[] }>().errorList).toEqual([
        { code: 'INVALID_REQUEST', detail: 'This field is required', path: 'firstName' },
        { code: 'INVALID_REQUEST', detail: expect.any(String), path: 'lastName' },
        { code: 'INVALID_REQUEST', detail: 'This is not a valid email', path: 'email' },
        { code: 'INVALID_REQUEST', detail: expect.any(String), path: 'profile' },
      ]);
      const limits = await put('/v1/me', { ...profile, firstName: 'f'.repeat(100), lastName: 'l', profile: '' }, headers);
      expect(limits.statusCode).toBe(200);
      await put('/v1/me', profile, headers);
    });

    it('PROF-03 refuses an email another account has, whatever its case, with EMAIL_TAKEN', async () => {
      const response = await put('/v1/me', { ...profile, email: 'PM@GreenLight.test' }, await t.as('dev@studio-one.test'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorList: [{ code: 'EMAIL_TAKEN', detail: expect.any(String), path: 'email' }],
      });
    });

    it('PROF-03 answers 400 to a missing or extra field and 401 without a session', async () => {
      const headers = await t.as('dev@studio-one.test');
      const { profile: _omitted, ...missing } = profile;
      const response = await put('/v1/me', missing, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST', path: expect.stringMatching(/profile$/) }] });
      expect((await put('/v1/me', { ...profile, isStaff: true }, headers)).statusCode).toBe(400);
      expect((await put('/v1/me', { ...profile, firstName: 3 }, headers)).statusCode).toBe(400);
      const anonymous = await t.app.inject({ method: 'PUT', url: '/v1/me', payload: profile });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('PUT /v1/me/password', () => {
    const change = (headers: { authorization: string }, currentPassword: string, newPassword: string) =>
      put('/v1/me/password', { currentPassword, newPassword }, headers);

    it('PROF-14 answers 403 error.login.wrongpassword to a wrong current password (BE-AUTH-07)', async () => {
      const response = await change(await t.as('lead@studio-one.test'), 'Not-my-pass-1', 'Brand-new-pass-2');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Wrong password.',
        errorList: [{ code: 'error.login.wrongpassword', detail: RESET_REASON_MESSAGES.wrongpassword }],
      });
    });

    it('PROF-06 refuses a new password outside the policy: insecurepassword, toolongpassword', async () => {
      const headers = await t.as('lead@studio-one.test');
      for (const weak of ['Short-1', 'no-upper-1', 'NO-LOWER-1', 'No-digits-here']) {
        const response = await change(headers, DEMO_PASSWORD, weak);
        expect(response.statusCode, weak).toBe(400);
        expect(response.json(), weak).toMatchObject({ errorList: [{ code: 'insecurepassword', detail: RESET_REASON_MESSAGES.insecurepassword }] });
      }
      const long = await change(headers, DEMO_PASSWORD, `Aa1${'x'.repeat(98)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ errorList: [{ code: 'toolongpassword', detail: RESET_REASON_MESSAGES.toolongpassword }] });
      const missing = await put('/v1/me/password', { currentPassword: DEMO_PASSWORD }, headers);
      expect(missing.statusCode).toBe(400);
    });

    it('PROF-13 answers null, keeps the current session and ends the others', async () => {
      const current = await t.as('manager@studio-one.test');
      const other = await t.login('manager@studio-one.test');
      const response = await change(current, DEMO_PASSWORD, 'Brand-new-pass-2');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toBe('null');

      expect((await t.app.inject({ method: 'GET', url: '/v1/me', headers: current })).statusCode).toBe(200);
      const otherMe = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${other.token}` } });
      expect(otherMe.statusCode).toBe(401);
      const otherRefresh = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: other.refreshToken } });
      expect(otherRefresh.statusCode).toBe(401);
      await t.login('manager@studio-one.test', 'Brand-new-pass-2');
      const old = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'manager@studio-one.test', password: DEMO_PASSWORD },
      });
      expect(old.statusCode).toBe(401);
    });
  });

  describe('PUT /v1/me/preferences', () => {
    it('PROF-18 keeps the user-mode preference on the user', async () => {
      const headers = await t.as('own@studio-one.test');
      const on = await put('/v1/me/preferences', { darkMode: true }, headers);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ email: 'own@studio-one.test', darkMode: true });
      // Stored on the user: another session sees it.
      const elsewhere = await t.app.inject({ method: 'GET', url: '/v1/me', headers: await t.as('own@studio-one.test') });
      expect(elsewhere.json()).toMatchObject({ darkMode: true });
      const off = await put('/v1/me/preferences', { darkMode: false }, headers);
      expect(off.json()).toMatchObject({ darkMode: false });
      for (const payload of [{ darkMode: 'yes' }, {}, { darkMode: true, theme: 'x' }]) {
        expect((await put('/v1/me/preferences', payload, headers)).statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('issue 43 keeps the confidence level of the KPIs\' intervals, 95% by default, and refuses any other level', async () => {
      const headers = await t.as('lead@studio-one.test');
      const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers });
      expect(me.json()).toMatchObject({ confidenceLevel: 0.95 });
      const set = await put('/v1/me/preferences', { confidenceLevel: 0.99 }, headers);
      expect(set.statusCode).toBe(200);
      // Only the level changes: the user mode stays as it was.
      expect(set.json()).toMatchObject({ confidenceLevel: 0.99, darkMode: me.json().darkMode });
      for (const payload of [{ confidenceLevel: 0.5 }, { confidenceLevel: '0.9' }, { confidenceLevel: 1 }]) {
        const refused = await put('/v1/me/preferences', payload, headers);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().errorList.length).toBeGreaterThan(0);
      }
      const after = await t.app.inject({ method: 'GET', url: '/v1/me', headers });
      expect(after.json()).toMatchObject({ confidenceLevel: 0.99 });
      await put('/v1/me/preferences', { confidenceLevel: 0.95 }, headers);
    });
  });
});
