// Impersonation (IMP, BE-AUTH-11/12): who may act as whom, and the way back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../domain/accounts/passwords';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/users';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

const INACTIVE = 'gone@studio-one.test';

type Target = 'dev@studio-one.test' | 'lead@studio-two.test' | 'pm@greenlight.test' | 'admin@greenlight.test' | 'self' | 'inactive' | 'missing';
const TARGETS: Target[] = ['dev@studio-one.test', 'lead@studio-two.test', 'pm@greenlight.test', 'admin@greenlight.test', 'self', 'inactive', 'missing'];

// Superusers act as anyone active but themselves; staff and holders of
// impersonate_studio_member as studio members only; nobody else at all.
const STUDIO_MEMBERS_ONLY: Target[] = ['dev@studio-one.test', 'lead@studio-two.test'];
const ALLOWED: Record<string, Target[]> = {
  'admin@greenlight.test': ['dev@studio-one.test', 'lead@studio-two.test', 'pm@greenlight.test'],
  'pm@greenlight.test': STUDIO_MEMBERS_ONLY,
  'pm2@greenlight.test': STUDIO_MEMBERS_ONLY,
  'cs@greenlight.test': STUDIO_MEMBERS_ONLY,
};

describe.each(await testDatabaseKinds())('impersonation on %s', (kind) => {
  let t: TestApp;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const user of DEMO_USERS) ids.set(user.email, await t.userId(user.email));
    // A studio member whose access was ended.
    const [gone] = await t.database.db
      .insert(users)
      .values({ email: INACTIVE, passwordHash: 'x', firstName: 'Gone', lastName: 'Away', userType: 'studio', createdAt: t.clock.now() })
      .returning({ id: users.id });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone!.id));
    ids.set(INACTIVE, gone!.id);
  });
  afterAll(async () => t?.close());

  const hijack = (headers: { authorization: string }, userId: number | string) =>
    t.app.inject({ method: 'POST', url: `/hijack/${userId}`, headers });
  const release = (headers: { authorization: string }) => t.app.inject({ method: 'POST', url: '/hijack/release', headers });
  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${token}` } })).json<{
      id: number;
      email: string;
      isHijack: boolean;
      impersonator: { id: number; firstName: string; lastName: string } | null;
    }>();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe.each(DEMO_USERS.map((u) => u.email))('POST /hijack/{userId} by %s', (caller) => {
    const targetId = (target: Target) =>
      target === 'self' ? ids.get(caller)! : target === 'inactive' ? ids.get(INACTIVE)! : target === 'missing' ? 999_999 : ids.get(target)!;

    const rows = TARGETS.map((target) => ({ target, allowed: (ALLOWED[caller] ?? []).includes(target) }));
    it.each(rows)(`IMP-01 BE-AUTH-11 ${caller} acting as $target: allowed $allowed`, async ({ target, allowed }) => {
      const response = await hijack(await t.as(caller), targetId(target));
      if (allowed) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-impersonated-session']).toBe('true');
        const session = await me(response.json<{ token: string }>().token);
        expect(session).toMatchObject({ id: targetId(target), isHijack: true, impersonator: { id: ids.get(caller) } });
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.headers['x-impersonated-session']).toBeUndefined();
        expect(response.json()).toEqual({
          detail: 'Forbidden',
          errorList: [{ code: 'error.hijack.operationforbidden', detail: 'Forbidden' }],
        });
      }
    });
  });

  it('IMP-06 PERM-04 an impersonated session reports isHijack and the staff member on /v1/me, and keeps it on refresh', async () => {
    const response = await hijack(await t.as('pm@greenlight.test'), ids.get('dev@studio-one.test')!);
    const pair = response.json<{ token: string; refreshToken: string }>();
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(await me(pair.token)).toMatchObject({
      email: 'dev@studio-one.test',
      isHijack: true,
      impersonator: { id: ids.get('pm@greenlight.test'), firstName: expect.any(String), lastName: expect.any(String) },
    });
    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: pair.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect(await me(refreshed.json<{ token: string }>().token)).toMatchObject({
      email: 'dev@studio-one.test',
      isHijack: true,
      impersonator: { id: ids.get('pm@greenlight.test') },
    });
    // A normal session says so too.
    expect(await me((await t.login('dev@studio-one.test')).token)).toMatchObject({ isHijack: false, impersonator: null });
  });

  it('IMP-07 BE-AUTH-12 release ends the impersonation and signs the staff member back in', async () => {
    const hijacked = (await hijack(await t.as('cs@greenlight.test'), ids.get('lead@studio-two.test')!)).json<{ token: string; refreshToken: string }>();
    const response = await release(bearer(hijacked.token));
    expect(response.statusCode).toBe(200);
    const back = response.json<{ token: string; refreshToken: string }>();
    expect(await me(back.token)).toMatchObject({ email: 'cs@greenlight.test', isHijack: false, impersonator: null });
    // The impersonated session is over, its refresh token too.
    expect((await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(hijacked.token) })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: hijacked.refreshToken } });
    expect(refresh.statusCode).toBe(401);
  });

  it('IMP-07 releasing a session that is not an impersonation answers 400 NOT_IMPERSONATING', async () => {
    const response = await release(await t.as('pm@greenlight.test'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorList: [{ code: 'NOT_IMPERSONATING' }] });
    expect((await t.app.inject({ method: 'POST', url: '/hijack/release' })).statusCode).toBe(401);
  });

  it('BE-AUTH-11 refuses to impersonate from an impersonated session', async () => {
    // The admin acts as pm@, who could impersonate dev@ on their own, but not from this session.
    const asPm = (await hijack(await t.as('admin@greenlight.test'), ids.get('pm@greenlight.test')!)).json<{ token: string }>();
    const chained = await hijack(bearer(asPm.token), ids.get('dev@studio-one.test')!);
    expect(chained.statusCode).toBe(403);
    expect(chained.json()).toMatchObject({ errorList: [{ code: 'error.hijack.operationforbidden' }] });
  });

  it('BE-AUTH-11 an impersonation ends when the staff member loses access', async () => {
    const [staff] = await t.database.db
      .insert(users)
      .values({
        email: 'leaving@greenlight.test',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Leaving',
        lastName: 'Staff',
        userType: 'cs',
        isStaff: true,
        createdAt: t.clock.now(),
      })
      .returning({ id: users.id });
    const response = await hijack(await t.as('leaving@greenlight.test'), ids.get('own@studio-one.test')!);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(await me(token)).toMatchObject({ isHijack: true, impersonator: { id: staff!.id, firstName: 'Leaving', lastName: 'Staff' } });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, staff!.id));
    expect((await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('API-12 answers 400 to a user id that is not a number, and 401 without a session', async () => {
    expect((await hijack(await t.as('admin@greenlight.test'), 'abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/hijack/${ids.get('dev@studio-one.test')}` })).statusCode).toBe(401);
  });
});
