// Studios for staff through the routes (issue 13; SL, SD, SSET, BE-STU-01..05, 09):
// who may call what (the DEMO.md users), the list's figures against the simulator's
// own daily rows, sorting, search and filters, the settings and their history, the
// coaching switch, deactivation cutting the members off, and the notifications.
import { CHURN_REASONS, CHURN_TEAM_STATUS } from '@greenlight/rules';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { queryRows } from '../db';
import { notifications, studioHistory, studioMembers, studios, users } from '../db/schema';
import { refreshStudioStats } from '../domain/studios/stats';
import { recordActivityChanges } from '../domain/studios/studios';
import { inProcessBus, type LiveEvent } from '../domain/platform/live';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface Trend {
  value: number | null;
  previous: number | null;
  improvement: number | null;
  percentage: number | null;
  isGreen: boolean;
}
interface StudioRow {
  id: number;
  name: string;
  pmName: string | null;
  teamStatusId: number | null;
  isStarred: boolean;
  activityState: string;
  nbPrototypes: number;
  gamesNbPrototypes6Months: number;
  nbHits: number;
  sinceLastIterationDate: number | null;
  gamesCpi3Months: Trend;
  gamesDay13Months: Trend;
  gamesCtr3Months: Trend;
}
interface StudioDetail extends StudioRow {
  teamStatus: { id: number; label: string } | null;
  pm: { id: number } | null;
  hubspotUrl: string | null;
  isChurned: boolean;
  churnReason: string | null;
  isRegrettedChurn: boolean | null;
  deactivateDate: string | null;
  deactivateReason: string | null;
  country: string;
  mainContactEmail: string | null;
}

const STAFF = ['admin@greenlight.test', 'pm@greenlight.test', 'pm2@greenlight.test', 'cs@greenlight.test'];
const MEMBERS = ['lead@studio-one.test', 'dev@studio-one.test', 'manager@studio-one.test', 'lead@studio-two.test'];

describe.each(await testDatabaseKinds())('studio routes on %s', (kind) => {
  let t: TestApp;
  const bus = inProcessBus();
  const events: LiveEvent[] = [];
  const headers = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!headers.has(email)) headers.set(email, await t.as(email));
    return headers.get(email)!;
  };
  const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: await as(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const list = async (email: string, body: Record<string, unknown> = {}) => {
    const response = await call(email, 'POST', '/v1/studios', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: StudioRow[]; total: number }>();
  };
  const detail = async (id: number, email = 'admin@greenlight.test') => (await call(email, 'GET', `/v1/studio/${id}`)).json<StudioDetail>();
  const idOf = async (slug: string) => (await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, slug)))[0]!.id;
  let one: number;
  let two: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { live: { bus } });
    bus.subscribe((event) => events.push(event));
    one = await idOf('studio-one');
    two = await idOf('studio-two');
  });
  afterAll(async () => t?.close());

  it('issue 13 authorization: staff read studios, studio members get 403 on every staff route', async () => {
    for (const email of STAFF) expect((await call(email, 'POST', '/v1/studios', {})).statusCode, email).toBe(200);
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown][] = [
      ['POST', '/v1/studios', {}],
      ['GET', `/v1/studio/${one}`],
      ['GET', `/studios/${one}/users`],
      ['GET', `/studios/${one}/history`],
      ['PUT', `/ss/studio/${one}/star`, { is_starred: true }],
      ['PUT', `/studios/${one}`, { teamStatusId: 3 }],
      ['POST', `/v1/studio/${one}/attToCoached`],
      ['PUT', `/ss/studio/${one}/activity_state`, { activityState: 'active' }],
      // Whatever it sends, even a body the schema refuses.
      ['PUT', `/studios/${one}`, { nonsense: '\u0000' }],
    ];
    for (const email of MEMBERS) {
      for (const [method, url, payload] of routes) {
        const response = await call(email, method, url, payload);
        expect(response.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ detail: 'Forbidden' });
      }
    }
    // cs@ reads but holds no change_studio_admin_info; pm2@ no change_publishing_manager.
    expect((await call('cs@greenlight.test', 'PUT', `/studios/${one}`, { teamStatusId: 4 })).statusCode).toBe(403);
    expect((await call('cs@greenlight.test', 'POST', `/v1/studio/${two}/attToCoached`)).statusCode).toBe(403);
    const pm = await t.userId('pm@greenlight.test');
    expect((await call('pm2@greenlight.test', 'PUT', `/studios/${one}`, { publishingManagerId: pm })).statusCode).toBe(403);
    expect((await call('pm2@greenlight.test', 'PUT', `/studios/${one}`, { secondaryPublishingManagerId: null })).statusCode).toBe(403);
  });

  it('SL-22 SL-24 BE-KPI-10 the 3-month figures are the ratios of the studio\'s daily rows, against the 3 months before', async () => {
    const today = new Date(Math.floor(t.clock.now().getTime() / DAY_MS) * DAY_MS);
    const from = new Date(today.getTime() - 90 * DAY_MS).toISOString().slice(0, 10);
    const before = new Date(today.getTime() - 180 * DAY_MS).toISOString().slice(0, 10);
    const rows = await queryRows<{ day: string; spend: number; installs: number; retained_d1: number | null; new_users: number; clicks: number; impressions: number }>(
      t.database.db,
      sql`select s.day::text as day, s.spend, s.installs, s.retained_d1, s.new_users, s.clicks, s.impressions
            from ad_network_daily_stats s join games g on g.id = s.game_id where g.studio_id = ${one}`,
    );
    const windowOf = (lo: string, hi: string | null) => rows.filter((r) => r.day >= lo && (hi === null || r.day < hi));
    const cpi = (set: typeof rows) => set.reduce((a, r) => a + Number(r.spend), 0) / set.reduce((a, r) => a + Number(r.installs), 0);
    const d1 = (set: typeof rows) => {
      const mature = set.filter((r) => r.retained_d1 !== null);
      return mature.reduce((a, r) => a + Number(r.retained_d1), 0) / mature.reduce((a, r) => a + Number(r.new_users), 0);
    };
    const recent = windowOf(from, null);
    const previous = windowOf(before, from);
    expect(recent.length).toBeGreaterThan(0);
    expect(previous.length).toBeGreaterThan(0);

    const row = (await list('pm@greenlight.test', { term: 'Studio One', limit: 5 })).data.find((s) => s.id === one)!;
    expect(row.gamesCpi3Months.value).toBeCloseTo(cpi(recent), 9);
    expect(row.gamesCpi3Months.previous).toBeCloseTo(cpi(previous), 9);
    expect(row.gamesCpi3Months.improvement).toBeCloseTo(cpi(recent) - cpi(previous), 9);
    expect(row.gamesCpi3Months.isGreen).toBe(cpi(recent) < cpi(previous));
    expect(row.gamesDay13Months.value).toBeCloseTo(d1(recent), 9);
    const [counts] = await queryRows<{ nb: number; hits: number }>(
      t.database.db,
      sql`select count(*)::int as nb, (count(*) filter (where is_hit))::int as hits from games where studio_id = ${one}`,
    );
    expect(row.nbPrototypes).toBe(Number(counts!.nb));
    expect(row.nbHits).toBe(Number(counts!.hits));
    expect(row.sinceLastIterationDate).toBeGreaterThanOrEqual(0);
  });

  it('SL-23 a list row carries the studio\'s names, people, star, dates, contract, activity and counts', async () => {
    const rows = (await call('pm@greenlight.test', 'POST', '/v1/studios', { term: 'Studio One', limit: 5 })).json<{ data: Record<string, unknown>[] }>().data;
    const row = rows.find((s) => s.id === one)!;
    for (const field of [
      'id', 'name', 'studioName', 'studioLeadName', 'pmName', 'secondaryPmName', 'isStarred', 'creationDate', 'sinceLastIterationDate', 'contract',
      'activityState', 'isActivityStateForced', 'deactivateReason', 'nbPrototypes', 'gamesNbPrototypes6Months', 'nbHits',
    ]) {
      expect(row, field).toHaveProperty(field);
    }
    const [stored] = await t.database.db.select().from(studios).where(eq(studios.id, one));
    const pm = await t.database.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, stored!.pmId!));
    expect(row).toMatchObject({
      name: 'Studio One',
      studioName: 'Studio One',
      pmName: `${pm[0]!.firstName} ${pm[0]!.lastName}`,
      isStarred: false,
      creationDate: stored!.createdAt.toISOString(),
      activityState: 'active',
      isActivityStateForced: false,
      deactivateReason: null,
    });
    expect(row.studioLeadName).toEqual(expect.stringMatching(/\S+ \S+/));
    expect(['string', 'object']).toContain(typeof row.contract);
    expect(Number.isInteger(row.sinceLastIterationDate)).toBe(true);
    expect(row.gamesNbPrototypes6Months as number).toBeLessThanOrEqual(row.nbPrototypes as number);
    expect(row.nbHits as number).toBeLessThanOrEqual(row.nbPrototypes as number);
    // The deactivated demo studio says why.
    const lucky = (await list('pm@greenlight.test', { term: 'Lucky Otter', limit: 5 })).data[0] as unknown as Record<string, unknown>;
    expect(lucky.deactivateReason).toEqual(expect.any(String));
  });

  it('SL-02 SL-11 SL-04 SL-05 CPI ascending by default with nulls last, paging, search and a filter on the figures', async () => {
    const page = await list('pm@greenlight.test', { limit: 100 });
    expect(page.total).toBe(page.data.length);
    const cpis = page.data.map((s) => s.gamesCpi3Months.value);
    const known = cpis.filter((v): v is number => v !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(cpis.slice(known.length).every((v) => v === null)).toBe(true);

    const first = await list('pm@greenlight.test', { limit: 2 });
    const second = await list('pm@greenlight.test', { limit: 2, offset: 2 });
    expect([...first.data, ...second.data].map((s) => s.id)).toEqual(page.data.slice(0, 4).map((s) => s.id));

    const byName = await list('pm@greenlight.test', { sort: 'name', order: 'desc', limit: 100 });
    const names = byName.data.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());

    expect((await list('pm@greenlight.test', { term: 'studio one' })).data.map((s) => s.id)).toEqual([one]);
    const threshold = known[Math.floor(known.length / 2)]!;
    const cheap = await list('pm@greenlight.test', {
      query: { logicalOperator: 'all', children: [{ rule: 'gamesCpi3Months', operator: '<=', value: threshold }] },
      limit: 100,
    });
    expect(cheap.data.length).toBeGreaterThan(0);
    expect(cheap.data.every((s) => s.gamesCpi3Months.value !== null && s.gamesCpi3Months.value <= threshold)).toBe(true);

    const refused = await call('pm@greenlight.test', 'POST', '/v1/studios', {
      query: { logicalOperator: 'all', children: [{ rule: 'recommendation', operator: '=', value: ['pending data'] }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorList: [{ code: 'INVALID_FILTER', path: 'query.children.0' }] });
    const teamStatus = await call('cs@greenlight.test', 'POST', '/v1/studios', {
      query: { logicalOperator: 'all', children: [{ rule: 'teamStatus', operator: '=', value: 'att' }] },
    });
    expect(teamStatus.statusCode).toBe(400);
    const att = await list('pm@greenlight.test', {
      query: { logicalOperator: 'all', children: [{ rule: 'teamStatus', operator: '=', value: 'att' }] },
      limit: 100,
    });
    expect(att.data.map((s) => s.id)).toContain(two);
    expect(att.data.every((s) => s.pmName === 'ATT')).toBe(true);
  });

  it('SL-26 a star is the caller\'s own; SD-14 SD-05 a studio\'s page, the CRM link for view_hubspot_url only', async () => {
    expect((await call('pm2@greenlight.test', 'PUT', `/ss/studio/${one}/star`, { is_starred: true })).json()).toEqual({ id: one, isStarred: true });
    expect((await detail(one, 'pm2@greenlight.test')).isStarred).toBe(true);
    expect((await detail(one, 'pm@greenlight.test')).isStarred).toBe(false);
    const starred = await list('pm2@greenlight.test', { query: { logicalOperator: 'all', children: [{ rule: 'isStarred', operator: '=', value: 1 }] } });
    expect(starred.data.map((s) => s.id)).toEqual([one]);
    await call('pm2@greenlight.test', 'PUT', `/ss/studio/${one}/star`, { is_starred: false });
    expect((await detail(one, 'pm2@greenlight.test')).isStarred).toBe(false);

    const page = await detail(one, 'pm@greenlight.test');
    expect(page).toMatchObject({ id: one, name: 'Studio One', teamStatus: { id: 3, label: 'Coached' }, mainContactEmail: 'lead@studio-one.test' });
    expect(page.hubspotUrl).toMatch(/^https:\/\//);
    expect((await detail(one, 'pm2@greenlight.test')).hubspotUrl).toBeNull();
    expect((await call('pm@greenlight.test', 'GET', '/v1/studio/999999')).statusCode).toBe(404);
    const users = (await call('pm@greenlight.test', 'GET', `/studios/${one}/users`)).json<{ data: { email: string }[] }>();
    expect(users.data.map((u) => u.email)).toContain('dev@studio-one.test');
  });

  it('SSET-23 SSET-24 BE-STU-04 BE-STU-09 att to coached: first coaching status, the PMs told; staff coach a studio by naming themselves', async () => {
    const pm2 = await t.userId('pm2@greenlight.test');
    const pm = await t.userId('pm@greenlight.test');
    const switched = await call('admin@greenlight.test', 'POST', `/v1/studio/${two}/attToCoached`);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json<StudioDetail>().teamStatus).toEqual({ id: 3, label: 'Coached' });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.type, 'STUDIO_TO_COACH'));
    expect(told.map((n) => [n.recipientId, n.relatedContentId])).toContainEqual([pm2, two]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.some((e) => e.type === 'notification' && e.recipientId === pm2)).toBe(true);

    // pm2@ may name themselves (coaching), not someone else.
    expect((await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { publishingManagerId: pm })).json<StudioDetail>().pm).toMatchObject({ id: pm });
    expect((await call('pm2@greenlight.test', 'PUT', `/studios/${two}`, { publishingManagerId: pm })).statusCode).toBe(403);
    const self = await call('pm2@greenlight.test', 'PUT', `/studios/${two}`, { publishingManagerId: pm2, teamStatusId: 4 });
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json<StudioDetail>()).toMatchObject({ pm: { id: pm2 }, teamStatus: { id: 4 } });
    const bad = await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { teamStatusId: 99 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorList: [{ path: 'teamStatusId' }] });
    const back = await call('admin@greenlight.test', 'POST', `/v1/studio/${two}/coachedToAtt`);
    expect(back.json<StudioDetail>().teamStatus).toEqual({ id: 1, label: 'ATT' });
  });

  it('SSET-27 SSET-28 SSET-30 PUT /ss/studio/{id}/publishing_manager and /secondary_publishing_manager set the PMs for change_publishing_manager holders, each change in the history', async () => {
    const updates = async () =>
      (await call('pm@greenlight.test', 'GET', `/studios/${one}/history`)).json<{ updates: { updatedBy: string | null; field: string; value: string | null }[] }>().updates;
    const written = (await updates()).length;
    const before = await detail(one);
    const pm2 = await t.userId('pm2@greenlight.test');
    const pm = await t.userId('pm@greenlight.test');
    expect((await call('pm2@greenlight.test', 'PUT', `/ss/studio/${one}/publishing_manager`, { publishingManagerId: pm2 })).statusCode).toBe(403);
    const primary = await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/publishing_manager`, { publishingManagerId: pm2 });
    expect(primary.statusCode, primary.body).toBe(200);
    expect(primary.json()).toMatchObject({ id: one, pm: { id: pm2 } });
    expect((await detail(one)).pm).toMatchObject({ id: pm2 });
    // The primary is required; the secondary may be cleared.
    expect((await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/publishing_manager`, { publishingManagerId: null })).statusCode).toBe(400);
    const secondary = await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/secondary_publishing_manager`, { publishingManagerId: pm });
    expect(secondary.json()).toMatchObject({ id: one, pm: { id: pm2 }, secondaryPm: { id: pm } });
    const cleared = await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/secondary_publishing_manager`, { publishingManagerId: null });
    expect(cleared.json()).toMatchObject({ secondaryPm: null });
    // Back as it was.
    await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/publishing_manager`, { publishingManagerId: before.pm!.id });
    const secondaryBefore = (before as unknown as { secondaryPm: { id: number } | null }).secondaryPm;
    await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/secondary_publishing_manager`, { publishingManagerId: secondaryBefore?.id ?? null });
    expect(await detail(one)).toMatchObject({ pm: { id: before.pm!.id }, secondaryPm: secondaryBefore ? { id: secondaryBefore.id } : null });
    // SSET-30: each change is in the studio's history, with who made it; the refused ones are not.
    const managers = (await updates()).slice(written);
    expect(managers.map((u) => [u.field, u.value === null ? null : 'a name'])).toEqual([
      ['publishing_manager_id', 'a name'],
      ['secondary_publishing_manager_id', 'a name'],
      ['secondary_publishing_manager_id', null],
      ['publishing_manager_id', 'a name'],
      ...(secondaryBefore ? [['secondary_publishing_manager_id', 'a name']] : []),
    ]);
    expect(managers.every((u) => /\S+ \S+/.test(u.updatedBy ?? ''))).toBe(true);
  });

  it('SSET-10 SSET-15 SSET-16 BE-STU-03 churn needs a reason of the list and regretted yes or no, keeps access, and resets', async () => {
    const missing = await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: true, isRegrettedChurn: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorList: [{ path: 'churnReason' }] });
    const unknown = await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: true, churnReason: 'Bored', isRegrettedChurn: true });
    expect(unknown.statusCode).toBe(400);
    expect((await detail(one)).isChurned).toBe(false);

    const churned = await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: true, churnReason: CHURN_REASONS[0], isRegrettedChurn: true });
    expect(churned.statusCode, churned.body).toBe(200);
    expect(churned.json<StudioDetail>()).toMatchObject({ isChurned: true, churnReason: CHURN_REASONS[0], isRegrettedChurn: true, activityState: 'churned' });
    const pm2 = await t.userId('pm2@greenlight.test');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.type, 'STUDIO_CHURNED'));
    expect(told.map((n) => n.recipientId)).toEqual([pm2]);
    // Reporting only: the members still see their games.
    expect((await call('lead@studio-one.test', 'POST', '/v1/games', {})).json<{ total: number }>().total).toBeGreaterThan(0);

    const reset = await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: false });
    expect(reset.json<StudioDetail>()).toMatchObject({ isChurned: false, churnReason: null, isRegrettedChurn: null, activityState: 'active' });
  });

  it('SSET-05..09 BE-STU-02 deactivation needs a reason, cuts the members off, takes only churn, and reactivation restores', async () => {
    const noReason = await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { isActive: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errorList: [{ path: 'deactivateReason' }] });
    const before = (await call('lead@studio-two.test', 'POST', '/v1/games', {})).json<{ total: number }>().total;
    expect(before).toBeGreaterThan(0);

    const off = await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { isActive: false, deactivateReason: CHURN_REASONS[1] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<StudioDetail>()).toMatchObject({ deactivateReason: CHURN_REASONS[1] });
    expect(off.json<StudioDetail>().deactivateDate).not.toBeNull();
    expect((await call('lead@studio-two.test', 'POST', '/v1/games', {})).json<{ total: number }>().total).toBe(0);

    const other = await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { teamStatusId: 3 });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ errorList: [{ path: 'teamStatusId' }] });
    const churn = await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { isChurned: true, churnReason: CHURN_REASONS[2], isRegrettedChurn: false });
    expect(churn.statusCode).toBe(200);

    const on = await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { isActive: true });
    expect(on.json<StudioDetail>()).toMatchObject({ deactivateDate: null, deactivateReason: null });
    expect((await call('lead@studio-two.test', 'POST', '/v1/games', {})).json<{ total: number }>().total).toBe(before);
  });

  it('BE-STU-02 a deactivated studio is cut everywhere: permissions, studios, games, academy and sign-in effects; reactivation gives it all back, member rows untouched', async () => {
    const email = 'lead@studio-two.test';
    const leadId = await t.userId(email);
    // The session opened before the deactivation: cut at its next request.
    const session = await as(email);
    const get = (url: string, headers = session) => t.app.inject({ method: 'GET', url, headers });
    const post = (url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: session, payload });
    const me = async () => (await get('/v1/me')).json<{ permissions: string[]; studiosDeactivated: boolean; studios: { id: number; isActive: boolean; accessId: number }[] }>();
    const memberRows = () =>
      t.database.db.select({ accessId: studioMembers.accessId, isActive: studioMembers.isActive, userRole: studioMembers.userRole }).from(studioMembers).where(eq(studioMembers.studioId, two)).orderBy(asc(studioMembers.userId));
    const login = (query = '') => t.app.inject({ method: 'POST', url: `/auth/login${query}`, payload: { username: email, password: 'Demo-pass-1' } });

    const before = await me();
    expect(before.permissions).toEqual(expect.arrayContaining(['view_studio_interface', 'learn_upon_learner', 'add_game', 'view_knowledge_sharing']));
    expect(before.studiosDeactivated).toBe(false);
    expect((await get('/auth/redirectLink?platform=learnupon')).statusCode).toBe(200);
    expect((await get('/ss/studios')).json<{ data: { id: number }[] }>().data.map((s) => s.id)).toEqual([two]);
    const games = (await post('/v1/my/games')).json<{ total: number }>().total;
    expect(games).toBeGreaterThan(0);
    const rowsBefore = await memberRows();

    const off = await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { isActive: false, deactivateReason: CHURN_REASONS[0] });
    expect(off.statusCode, off.body).toBe(200);

    // The platform: no permission, no studio, no game, none of its routes.
    const cut = await me();
    expect(cut.permissions).toEqual([]);
    expect(cut.studiosDeactivated).toBe(true);
    expect(cut.studios).toEqual([expect.objectContaining({ id: two, isActive: false, accessId: 1 })]);
    expect((await get('/ss/studios')).json()).toEqual({ data: [], total: 0 });
    for (const url of [`/ss/studio/${two}`, `/ss/studio/${two}/users`, `/ss/studio/${two}/contracts`]) expect((await get(url)).statusCode, url).toBe(403);
    expect((await post('/v1/my/games')).json<{ total: number }>().total).toBe(0);
    expect((await post('/v1/games')).json<{ total: number }>().total).toBe(0);
    expect((await post('/v1/ks/games')).statusCode).toBe(403);
    // The academy: no signed link, from the session nor from a sign-in.
    const academy = await get('/auth/redirectLink?platform=learnupon');
    expect(academy.statusCode).toBe(403);
    expect(academy.json()).toMatchObject({ detail: 'Forbidden', errorList: [{ code: 'FORBIDDEN' }] });
    // Sign-in still works (the page says why there is nothing to see), without the academy's link.
    const signedIn = await login('?includeRedirectUrlFor=learnupon');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).not.toHaveProperty('redirectUrl');
    const fresh = { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` };
    expect((await get('/v1/me', fresh)).json()).toMatchObject({ permissions: [], studiosDeactivated: true });
    // Other studios' members keep theirs; the members' own rows are as they were.
    expect((await call('lead@studio-one.test', 'GET', '/v1/me')).json<{ permissions: string[] }>().permissions).toContain('view_studio_interface');
    expect(await memberRows()).toEqual(rowsBefore);
    const [account] = await t.database.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, leadId));
    expect(account!.isActive).toBe(true);

    // Reactivated: everything back, for the same session.
    expect((await call('admin@greenlight.test', 'PUT', `/studios/${two}`, { isActive: true })).statusCode).toBe(200);
    const back = await me();
    expect(back.permissions).toEqual(before.permissions);
    expect(back.studiosDeactivated).toBe(false);
    expect((await get('/auth/redirectLink?platform=learnupon')).statusCode).toBe(200);
    expect((await get('/ss/studios')).json<{ data: { id: number }[] }>().data.map((s) => s.id)).toEqual([two]);
    expect((await post('/v1/my/games')).json<{ total: number }>().total).toBe(games);
    expect((await login('?includeRedirectUrlFor=learnupon')).json()).toHaveProperty('redirectUrl');
    expect(await memberRows()).toEqual(rowsBefore);
  });

  it('BE-STU-02 the demo\'s deactivated studio: its lead signs in to nothing and gets no academy link', async () => {
    const [lucky] = await t.database.db.select({ id: studios.id, deactivateDate: studios.deactivateDate }).from(studios).where(eq(studios.slug, 'lucky-otter-studio'));
    expect(lucky!.deactivateDate).not.toBeNull();
    const lead = await as('rafael@lucky-otter-studio.test');
    expect((await t.app.inject({ method: 'GET', url: '/auth/redirectLink?platform=learnupon', headers: lead })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/me', headers: lead })).json()).toMatchObject({ permissions: [], studiosDeactivated: true });
  });

  it('SSET-17 a churn set by a studio admin first sets team status 1; another team status with it is refused', async () => {
    // Coached (the churn test above took it to 1).
    expect((await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { teamStatusId: 3 })).statusCode).toBe(200);
    const coached = (await detail(one)).teamStatusId;
    expect(coached).toBe(3);
    const history = async () => (await t.database.db.select({ field: studioHistory.field, value: studioHistory.value }).from(studioHistory).where(eq(studioHistory.studioId, one)).orderBy(asc(studioHistory.id))).map((h) => h.field);
    const seen = (await history()).length;

    // A team status other than 1 (or the one it has, as the drawer's form sends it back) is refused, and nothing changes.
    const other = await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: true, churnReason: CHURN_REASONS[3], isRegrettedChurn: false, teamStatusId: 4 });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ detail: CHURN_TEAM_STATUS, errorList: [{ path: 'teamStatusId', detail: CHURN_TEAM_STATUS }] });
    expect(await detail(one)).toMatchObject({ isChurned: false, teamStatusId: coached });

    const churned = await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: true, churnReason: CHURN_REASONS[3], isRegrettedChurn: false, teamStatusId: coached });
    expect(churned.statusCode, churned.body).toBe(200);
    expect(churned.json<StudioDetail>()).toMatchObject({ isChurned: true, teamStatusId: 1, teamStatus: { id: 1, label: 'ATT' }, pmName: 'ATT' });
    // First the team status, then the churn.
    expect((await history()).slice(seen)).toEqual(['team_status_id', 'churned_at', 'churn_reason', 'is_regretted_churn']);

    // Reset, the team status stays 1; a churn with team status 1 said outright is accepted too.
    await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: false });
    expect((await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { teamStatusId: 2 })).statusCode).toBe(200);
    const again = await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: true, churnReason: CHURN_REASONS[0], isRegrettedChurn: true, teamStatusId: 1 });
    expect(again.json<StudioDetail>()).toMatchObject({ isChurned: true, teamStatusId: 1 });
    // Changing the reason of a churned studio is no new churn: the team status it has now may change with it.
    expect((await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: true, churnReason: CHURN_REASONS[1], isRegrettedChurn: true, teamStatusId: 2 })).json<StudioDetail>()).toMatchObject({ teamStatusId: 2, churnReason: CHURN_REASONS[1] });

    await call('pm@greenlight.test', 'PUT', `/studios/${one}`, { isChurned: false, teamStatusId: coached });
    expect(await detail(one)).toMatchObject({ isChurned: false, teamStatusId: coached });
  });

  it('SSET-30..36 BE-STU-05 the history holds the creation and every change, who made it and when, oldest first', async () => {
    const history = (await call('pm@greenlight.test', 'GET', `/studios/${two}/history`)).json<{
      creation: { timestamp: string; value: string };
      updates: { timestamp: string; updatedBy: string | null; field: string; value: string | null }[];
    }>();
    expect(history.creation.value).toBe('Studio Two');
    const fields = history.updates.map((u) => u.field);
    for (const field of ['team_status_id', 'publishing_manager_id', 'deactivate_reason', 'deactivate_date', 'reactivate', 'churned_at', 'churn_reason', 'is_regretted_churn']) {
      expect(fields, field).toContain(field);
    }
    expect(history.updates.find((u) => u.field === 'publishing_manager_id')).toMatchObject({ updatedBy: expect.stringMatching(/\S+ \S+/) });
    expect(history.updates.find((u) => u.field === 'deactivate_reason')).toMatchObject({ value: CHURN_REASONS[1] });
    const times = history.updates.map((u) => u.timestamp);
    expect(times).toEqual([...times].sort());
  });

  it('SSET-02 SSET-03 BE-STU-01 staff force an activity state and hand it back; the platform moves studios and tells their PMs', async () => {
    const forced = await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/activity_state`, { activityState: 'inactive' });
    expect(forced.statusCode).toBe(204);
    expect(await detail(one)).toMatchObject({ activityState: 'inactive', isActivityStateForced: true });
    expect((await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/activity_state`, { activityState: 'churned' })).statusCode).toBe(400);
    await call('pm@greenlight.test', 'PUT', `/ss/studio/${one}/activity_state`, { activityState: 'active', isActivityStateForced: false });
    expect(await detail(one)).toMatchObject({ activityState: 'active', isActivityStateForced: false });

    // 200 days later without a game event, the active studios turn inactive.
    const later = new Date(t.clock.now().getTime() + 200 * DAY_MS);
    const changes = await refreshStudioStats(t.database.db, later);
    expect(changes).toContainEqual({ studioId: one, from: 'active', to: 'inactive' });
    const sent = await recordActivityChanges(t.database.db, later, changes);
    const pm = await t.userId('pm@greenlight.test');
    expect(sent).toContainEqual(expect.objectContaining({ type: 'STUDIO_INACTIVE', recipientId: pm, relatedContentId: one }));
    // And back at today's date they are active again.
    const again = await refreshStudioStats(t.database.db, t.clock.now());
    expect(again).toContainEqual({ studioId: one, from: 'inactive', to: 'active' });
    expect((await recordActivityChanges(t.database.db, t.clock.now(), again)).map((n) => n.type)).toContain('STUDIO_ACTIVE_AGAIN');
  });
});
