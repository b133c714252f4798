// Studio self-service through the routes (issue 14; SA, STAFF, BE-STU-06): who sees
// which studio, the studio information with its checks, the knowledge-sharing opt-in,
// the staff list and every rule of its changes, and an invitation whose link sets the
// new member's password once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_LEVEL_NOT_GRANTABLE,
  STAFF_EMAIL_REFUSED,
  STAFF_LAST_FULL_ACCESS,
  STAFF_MEMBER_ABOVE_OWN_ACCESS,
  STAFF_OWN_ACTIVE_STATE,
  STAFF_OWN_OR_INACTIVE_ACCESS,
  STAFF_POSITION_NOT_ALLOWED,
} from '@greenlight/rules';
import { studioMembers, studios } from '../db/schema';
import { latestMailTo } from '../domain/platform/mail';
import { INVITATION_MAIL_SUBJECT } from '../domain/studios/self-service';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface Staff {
  data: { id: number; email: string; isActive: boolean; accessId: number; userRole: string; canToggleActive: boolean; canChangeAccess: boolean; canChangePosition: boolean }[];
  accessId: number;
  permissions: { change_studio: boolean; change_studio_invite_any_user: boolean };
}

describe.each(await testDatabaseKinds())('self-service routes on %s', (kind) => {
  let t: TestApp;
  const headers = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!headers.has(email)) headers.set(email, await t.as(email));
    return headers.get(email)!;
  };
  const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: await as(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  let one: number;
  let two: number;
  const staff = async (email: string) => (await call(email, 'GET', `/ss/studio/${one}/users`)).json<Staff>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const idOf = async (slug: string) => (await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, slug)))[0]!.id;
    one = await idOf('studio-one');
    two = await idOf('studio-two');
  });
  afterAll(async () => t?.close());

  it('SA-01 SA-02 a member lists their own studios; staff who belong to none get an empty list; a superuser every studio', async () => {
    const lead = (await call('lead@studio-one.test', 'GET', '/ss/studios')).json<{ data: { id: number; name: string }[] }>();
    expect(lead.data).toEqual([{ id: one, name: 'Studio One' }]);
    expect((await call('pm@greenlight.test', 'GET', '/ss/studios')).json<{ total: number }>().total).toBe(0);
    expect((await call('admin@greenlight.test', 'GET', '/ss/studios')).json<{ total: number }>().total).toBeGreaterThanOrEqual(8);
  });

  it('issue 14 authorization: another studio\'s members and staff get 403 on every self-service route of studio-one', async () => {
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown][] = [
      ['GET', `/ss/studio/${one}`],
      ['PUT', `/ss/studio/${one}`, { name: 'Taken over' }],
      ['POST', `/ss/studio/${one}/sharing`, { status: false }],
      ['GET', `/ss/studio/${one}/users`],
      ['POST', `/ss/studio/${one}/users`, { firstName: 'Eve', lastName: 'Intruder', email: 'eve@example.com' }],
      ['PUT', `/ss/studio/${one}/user/1`, { userRole: 'studio_lead' }],
    ];
    for (const email of ['lead@studio-two.test', 'pm@greenlight.test', 'cs@greenlight.test']) {
      for (const [method, url, payload] of routes) {
        expect((await call(email, method, url, payload)).statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call('lead@studio-one.test', 'GET', '/ss/studio/999999')).statusCode).toBe(404);
  });

  it('SA-05 SA-07 SA-08 SA-09 SA-13 SA-14 SA-17 PERM-02 PERM-16 full access edits the studio, trimmed and checked, never its permissions; read-only members see it only', async () => {
    const studio = (await call('dev@studio-one.test', 'GET', `/ss/studio/${one}`)).json<{ name: string; accessId: number; permissions: Staff['permissions'] }>();
    expect(studio).toMatchObject({ name: 'Studio One', accessId: 4, permissions: { change_studio: false, change_studio_invite_any_user: false } });
    expect((await call('dev@studio-one.test', 'PUT', `/ss/studio/${one}`, { website: 'https://one.example' })).statusCode).toBe(403);
    expect((await call('games@studio-one.test', 'PUT', `/ss/studio/${one}`, { website: 'https://one.example' })).statusCode).toBe(403);

    const noCountry = await call('lead@studio-one.test', 'PUT', `/ss/studio/${one}`, { country: '' });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json()).toMatchObject({ errorList: [{ path: 'country', detail: 'Please select your country' }] });
    const badUrl = await call('lead@studio-one.test', 'PUT', `/ss/studio/${one}`, { website: 'ftp://one.example' });
    expect(badUrl.json()).toMatchObject({ errorList: [{ path: 'website', detail: 'A valid URL starts with http or https' }] });

    // SA-09: the permissions are never taken from the body.
    const withPermissions = await call('lead@studio-one.test', 'PUT', `/ss/studio/${one}`, { name: 'Studio One', permissions: { change_studio: true } });
    expect(withPermissions.statusCode).toBe(400);
    const saved = await call('lead@studio-one.test', 'PUT', `/ss/studio/${one}`, { name: '  Studio One  ', website: ' https://one.example ', country: 'de' });
    expect(saved.statusCode).toBe(204);
    expect((await call('lead@studio-one.test', 'GET', `/ss/studio/${one}`)).json()).toMatchObject({
      name: 'Studio One',
      website: 'https://one.example',
      country: 'DE',
      permissions: { change_studio: true, change_studio_invite_any_user: true },
    });
  });

  it('SA-15 SA-16 the knowledge-sharing opt-in: change_studio only', async () => {
    expect((await call('dev@studio-one.test', 'POST', `/ss/studio/${one}/sharing`, { status: false })).statusCode).toBe(403);
    expect((await call('lead@studio-one.test', 'POST', `/ss/studio/${one}/sharing`, { status: false })).json()).toEqual({ knowledgeSharingStudioStatus: false });
    expect((await call('lead@studio-one.test', 'GET', `/ss/studio/${one}`)).json()).toMatchObject({ knowledgeSharingStudioStatus: false });
    await call('lead@studio-one.test', 'POST', `/ss/studio/${one}/sharing`, { status: true });
  });

  it('STAFF-01 STAFF-02 STAFF-18..23 the staff list says what the caller may change on each member', async () => {
    const lead = await staff('lead@studio-one.test');
    const leadId = await t.userId('lead@studio-one.test');
    const self = lead.data.find((m) => m.id === leadId)!;
    expect(self).toMatchObject({ canToggleActive: false, canChangeAccess: false, canChangePosition: true });
    const dev = lead.data.find((m) => m.email === 'dev@studio-one.test')!;
    expect(dev).toMatchObject({ accessId: 4, canToggleActive: true, canChangeAccess: true, canChangePosition: false });
    const readOnly = await staff('dev@studio-one.test');
    expect(readOnly.data.every((m) => !m.canToggleActive && !m.canChangeAccess)).toBe(true);
    expect(readOnly.data.filter((m) => m.canChangePosition).map((m) => m.email)).toEqual(['dev@studio-one.test']);
    expect((await staff('manager@studio-one.test')).data.every((m) => m.canChangePosition)).toBe(true);
  });

  it('STAFF-20 STAFF-21 STAFF-22 STAFF-10 every rule of a change, enforced by the provider', async () => {
    const leadId = await t.userId('lead@studio-one.test');
    const devId = await t.userId('dev@studio-one.test');
    const gamesId = await t.userId('games@studio-one.test');
    const put = (email: string, id: number, body: Record<string, unknown>) => call(email, 'PUT', `/ss/studio/${one}/user/${id}`, body);

    expect((await put('lead@studio-one.test', leadId, { isActive: false })).json()).toMatchObject({ errorList: [{ detail: STAFF_OWN_ACTIVE_STATE }] });
    expect((await put('lead@studio-one.test', leadId, { accessId: 2 })).json()).toMatchObject({ errorList: [{ detail: STAFF_OWN_OR_INACTIVE_ACCESS }] });
    expect((await put('dev@studio-one.test', gamesId, { isActive: false })).statusCode).toBe(403);
    // games@ (2) holds no change_studio anyway; lead@ (1) cannot give full access and positions (5).
    expect((await put('lead@studio-one.test', devId, { accessId: 5 })).json()).toMatchObject({ errorList: [{ detail: ACCESS_LEVEL_NOT_GRANTABLE }] });
    expect((await put('games@studio-one.test', devId, { userRole: 'studio_lead' })).json()).toMatchObject({ errorList: [{ detail: STAFF_POSITION_NOT_ALLOWED }] });

    // dev@ changes their own position; manager@ (5) anyone's; lead@ the access of an active member.
    expect((await put('dev@studio-one.test', devId, { userRole: 'studio_game_artist' })).statusCode).toBe(204);
    expect((await put('manager@studio-one.test', devId, { userRole: 'studio_game_designer' })).statusCode).toBe(204);
    expect((await put('lead@studio-one.test', devId, { accessId: 2 })).statusCode).toBe(204);
    // Inactive, dev@ keeps their access level: nobody changes it until they are active again.
    expect((await put('lead@studio-one.test', devId, { isActive: false })).statusCode).toBe(204);
    expect((await put('lead@studio-one.test', devId, { accessId: 4 })).json()).toMatchObject({ errorList: [{ detail: STAFF_OWN_OR_INACTIVE_ACCESS }] });
    const [row] = await t.database.db.select().from(studioMembers).where(and(eq(studioMembers.studioId, one), eq(studioMembers.userId, devId)));
    expect(row).toMatchObject({ isActive: false, accessId: 2, userRole: 'studio_game_designer' });
    // An inactive member sees none of the studio's games.
    expect((await call('dev@studio-one.test', 'POST', '/v1/games', {})).json<{ total: number }>().total).toBe(0);
    await put('lead@studio-one.test', devId, { isActive: true });
    await put('lead@studio-one.test', devId, { accessId: 4 });
    expect((await call('dev@studio-one.test', 'POST', '/v1/games', {})).json<{ total: number }>().total).toBeGreaterThan(0);
  });

  it('STAFF-10 BE-PERM-05 BE-STU-06 access levels by power, 5 > 1 > 2 > 3 > 4: lead@ (1) neither gives 5 nor touches manager@ (5); manager@ gives 5 and takes it back', async () => {
    const leadId = await t.userId('lead@studio-one.test');
    const devId = await t.userId('dev@studio-one.test');
    const managerId = await t.userId('manager@studio-one.test');
    const put = (email: string, id: number, body: Record<string, unknown>) => call(email, 'PUT', `/ss/studio/${one}/user/${id}`, body);
    const member = async (id: number) =>
      (await t.database.db.select({ accessId: studioMembers.accessId, isActive: studioMembers.isActive }).from(studioMembers).where(and(eq(studioMembers.studioId, one), eq(studioMembers.userId, id))))[0];

    // lead@ (1) may not make dev@ 5, nor invite a 5: 400 on accessId, nothing changed.
    const five = await put('lead@studio-one.test', devId, { accessId: 5 });
    expect(five.statusCode).toBe(400);
    expect(five.json()).toMatchObject({ detail: ACCESS_LEVEL_NOT_GRANTABLE, errorList: [{ path: 'accessId', detail: ACCESS_LEVEL_NOT_GRANTABLE }] });
    expect(await member(devId)).toEqual({ accessId: 4, isActive: true });
    // Every level at or below 1's power: 1, 2, 3 and 4.
    for (const accessId of [3, 1, 2, 4]) expect((await put('lead@studio-one.test', devId, { accessId })).statusCode, String(accessId)).toBe(204);

    // lead@ may neither demote nor deactivate manager@ (5, above their power).
    for (const body of [{ accessId: 4 }, { accessId: 1 }, { isActive: false }]) {
      const above = await put('lead@studio-one.test', managerId, body);
      expect(above.statusCode, JSON.stringify(body)).toBe(400);
      expect(above.json()).toMatchObject({ errorList: [{ detail: STAFF_MEMBER_ABOVE_OWN_ACCESS }] });
    }
    expect(await member(managerId)).toEqual({ accessId: 5, isActive: true });
    // The staff list says so before anyone tries.
    const seenByLead = (await staff('lead@studio-one.test')).data.find((m) => m.id === managerId)!;
    expect(seenByLead).toMatchObject({ canChangeAccess: false, canToggleActive: false });
    expect((await staff('lead@studio-one.test')).accessId).toBe(1);

    // manager@ (5) gives 5, and a 5 demotes another 5: dev@ goes back to 4, which the numbers once made impossible.
    expect((await put('manager@studio-one.test', devId, { accessId: 5 })).statusCode).toBe(204);
    expect((await staff('manager@studio-one.test')).data.find((m) => m.id === devId)).toMatchObject({ accessId: 5, canChangeAccess: true, canToggleActive: true });
    // dev@, now 5, may demote lead@ (1) but lead@ may no longer touch dev@.
    expect((await put('lead@studio-one.test', devId, { accessId: 4 })).json()).toMatchObject({ errorList: [{ detail: STAFF_MEMBER_ABOVE_OWN_ACCESS }] });
    expect((await put('dev@studio-one.test', leadId, { accessId: 2 })).statusCode).toBe(204);
    expect((await put('manager@studio-one.test', leadId, { accessId: 1 })).statusCode).toBe(204);
    expect((await put('manager@studio-one.test', devId, { accessId: 4 })).statusCode).toBe(204);
    expect(await member(devId)).toEqual({ accessId: 4, isActive: true });
    expect(await member(leadId)).toEqual({ accessId: 1, isActive: true });
  });

  it('BE-STU-06 a superuser acts with full power, and no change leaves a studio without an active member with full access (1 or 5)', async () => {
    const put = (email: string, studioId: number, id: number, body: Record<string, unknown>) => call(email, 'PUT', `/ss/studio/${studioId}/user/${id}`, body);
    const admin = (await call('admin@greenlight.test', 'GET', `/ss/studio/${two}/users`)).json<Staff>();
    expect(admin.accessId).toBe(5);
    const twoLead = await t.userId('lead@studio-two.test');
    // lead@studio-two.test is the only active member with full access of studio-two.
    const managers = admin.data.filter((m) => m.isActive && (m.accessId === 1 || m.accessId === 5));
    expect(managers.map((m) => m.id)).toEqual([twoLead]);
    for (const body of [{ accessId: 2 }, { accessId: 4 }, { isActive: false }]) {
      const last = await put('admin@greenlight.test', two, twoLead, body);
      expect(last.statusCode, JSON.stringify(body)).toBe(400);
      expect(last.json()).toMatchObject({ detail: STAFF_LAST_FULL_ACCESS, errorList: [{ code: 'INVALID_REQUEST', detail: STAFF_LAST_FULL_ACCESS }] });
    }
    const [kept] = await t.database.db.select().from(studioMembers).where(and(eq(studioMembers.studioId, two), eq(studioMembers.userId, twoLead)));
    expect(kept).toMatchObject({ accessId: 1, isActive: true });
    // Full access and positions keeps a manager: allowed, and back.
    expect((await put('admin@greenlight.test', two, twoLead, { accessId: 5 })).statusCode).toBe(204);
    expect((await put('admin@greenlight.test', two, twoLead, { accessId: 1 })).statusCode).toBe(204);

    // studio-one has two (lead@ 1, manager@ 5): either may go, not both.
    const leadId = await t.userId('lead@studio-one.test');
    const managerId = await t.userId('manager@studio-one.test');
    expect((await put('admin@greenlight.test', one, managerId, { accessId: 2 })).statusCode).toBe(204);
    expect((await put('admin@greenlight.test', one, leadId, { isActive: false })).json()).toMatchObject({ errorList: [{ path: 'isActive', detail: STAFF_LAST_FULL_ACCESS }] });
    expect((await put('admin@greenlight.test', one, leadId, { accessId: 3 })).json()).toMatchObject({ errorList: [{ path: 'accessId', detail: STAFF_LAST_FULL_ACCESS }] });
    expect((await put('admin@greenlight.test', one, managerId, { accessId: 5 })).statusCode).toBe(204);
    const rows = await t.database.db.select({ userId: studioMembers.userId, accessId: studioMembers.accessId, isActive: studioMembers.isActive }).from(studioMembers).where(eq(studioMembers.studioId, one));
    expect(rows.filter((r) => r.userId === leadId || r.userId === managerId).sort((a, b) => a.accessId - b.accessId)).toEqual([
      { userId: leadId, accessId: 1, isActive: true },
      { userId: managerId, accessId: 5, isActive: true },
    ]);
  });

  it('STAFF-03..09 BE-STU-06 an invitation: the rules, the mail, and its link that sets the password once', async () => {
    const invite = (email: string, body: Record<string, unknown>) => call(email, 'POST', `/ss/studio/${one}/users`, body);
    expect((await invite('games@studio-one.test', { firstName: 'Nina', lastName: 'New', email: 'nina@studio-one.test' })).statusCode).toBe(403);
    const taken = await invite('lead@studio-one.test', { firstName: 'Dev', lastName: 'Again', email: 'DEV@studio-one.test' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errorList: [{ code: 'EMAIL_REFUSED', detail: STAFF_EMAIL_REFUSED, path: 'email' }] });
    expect((await invite('lead@studio-one.test', { firstName: 'Nina', lastName: 'New', email: 'not an email' })).json()).toMatchObject({
      errorList: [{ detail: STAFF_EMAIL_REFUSED }],
    });
    expect((await invite('lead@studio-one.test', { firstName: 'Nina', lastName: 'New', email: 'nina@studio-one.test', accessId: 5 })).json()).toMatchObject({
      errorList: [{ path: 'accessId', detail: ACCESS_LEVEL_NOT_GRANTABLE }],
    });

    const created = await invite('lead@studio-one.test', { firstName: ' Nina ', lastName: 'New', email: 'nina@studio-one.test' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ firstName: 'Nina', email: 'nina@studio-one.test', accessId: 4, userRole: 'studio_developer', isActive: true });
    expect((await staff('lead@studio-one.test')).data.map((m) => m.email)).toContain('nina@studio-one.test');

    const mail = await latestMailTo(t.database.db, 'nina@studio-one.test');
    expect(mail?.subject).toBe(INVITATION_MAIL_SUBJECT);
    const link = /\/resetpwd\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail!.text)!;
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/auth/resetpwd', payload: { username: decodeURIComponent(link[1]!), resetToken: link[2]!, newPwd1: password, newPwd2: password } });
    expect((await reset('Welcome-nina-1')).statusCode).toBe(204);
    expect((await reset('Welcome-nina-2')).statusCode).toBe(400);
    const signedIn = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'nina@studio-one.test', password: 'Welcome-nina-1' } });
    expect(signedIn.statusCode).toBe(200);
    const nina = { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` };
    const games = await t.app.inject({ method: 'POST', url: '/v1/my/games', headers: nina, payload: {} });
    expect(games.json<{ total: number }>().total).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(0);
  });
});
