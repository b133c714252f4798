// The provider's routes, in-process on a fresh copy of the demo database: PGlite, and a
// Postgres server too when one answers (Part G, "Postgres in tests").
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProviderApp } from './app';
import { manualClock, type ManualClock } from './clock';
import type { Database } from './db';
import { createTestDatabase, TEST_SEED_DAY, testDatabaseKinds } from './testing/databases';
import { GAME_PERMISSIONS } from './domain/accounts/permissions';

const PASSWORD = 'Demo-pass-1';
const kinds = await testDatabaseKinds();

describe.each(kinds)('provider on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let clock: ManualClock;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase(kind, 'demo');
    clock = manualClock(TEST_SEED_DAY);
    app = await buildProviderApp({ database, secret: 'test-secret', clock });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function login(email: string) {
    const cached = tokens.get(email);
    if (cached) return cached;
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ token: string }>().token;
    tokens.set(email, token);
    return token;
  }

  const as = async (email: string) => ({ authorization: `Bearer ${await login(email)}` });

  describe('auth', () => {
    it('AUTH-07 answers a token and a refresh token to a good login (BE-AUTH-01)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'PM@greenlight.test', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    });

    it('AUTH-08 answers the same 401 to a wrong password and to an unknown user (BE-AUTH-02)', async () => {
      const wrong = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'pm@greenlight.test', password: 'nope' } });
      const unknown = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'nobody@x.test', password: 'nope' } });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toMatchObject({ errorList: [{ code: 'error.login.wrongpassword' }] });
    });

    it('BE-SYS-04 answers 400 with an errorList to a malformed login, never 500', async () => {
      for (const payload of ['{"username": 3}', '{}', 'not json', '{"username":"a@b.c","password":"x","extra":1}']) {
        const response = await app.inject({
          method: 'POST',
          url: '/auth/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload).toBe(400);
        expect(response.json(), payload).toMatchObject({ detail: expect.any(String), errorList: [{ code: expect.any(String) }] });
      }
    });

    it('BE-AUTH-04 answers 401 to a missing, forged or expired token', async () => {
      const missing = await app.inject({ method: 'GET', url: '/v1/me' });
      expect(missing.statusCode).toBe(401);
      const forged = await app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: 'Bearer abc.def.ghi' } });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ errorList: [{ code: 'UNAUTHENTICATED' }] });

      const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'dev@studio-one.test', password: PASSWORD } });
      const { token } = response.json<{ token: string }>();
      clock.advance(15 * 60_000 + 1000);
      try {
        const expired = await app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toMatchObject({ errorList: [{ code: 'TOKEN_EXPIRED' }] });
      } finally {
        clock.advance(-(15 * 60_000 + 1000));
      }
    });

    it('AUTH-14 BE-AUTH-03 rotates the refresh token; a second use within 30 s answers the same pair, a later one ends the session', async () => {
      const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'own@studio-one.test', password: PASSWORD } });
      const first = login.json<{ refreshToken: string }>();
      const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
      const a = await refresh(first.refreshToken);
      const b = await refresh(first.refreshToken);
      expect(a.statusCode).toBe(200);
      // A new session: its access token authenticates the user.
      const renewed = await app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${a.json<{ token: string }>().token}` } });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json()).toMatchObject({ email: 'own@studio-one.test' });
      expect(b.json()).toEqual(a.json());
      expect(a.json<{ refreshToken: string }>().refreshToken).not.toBe(first.refreshToken);
      clock.advance(31_000);
      const late = await refresh(first.refreshToken);
      expect(late.statusCode).toBe(401);
      // Reuse detected: the whole session ends, the newest token too.
      const newest = await refresh(a.json<{ refreshToken: string }>().refreshToken);
      expect(newest.statusCode).toBe(401);
    });

    it('AUTH-17 BE-AUTH-03 ends the session: its access token stops working at once, its refresh token too', async () => {
      const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'manager@studio-one.test', password: PASSWORD } });
      const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      const out = await app.inject({ method: 'DELETE', url: '/auth/currentsession', headers });
      expect(out.statusCode).toBe(204);
      const after = await app.inject({ method: 'GET', url: '/v1/me', headers });
      expect(after.statusCode).toBe(401);
      const refreshToken = login.json<{ refreshToken: string }>().refreshToken;
      expect((await app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } })).statusCode).toBe(401);
    });

    it('AUTH-19 echoes the correlation id', async () => {
      const response = await app.inject({ method: 'GET', url: '/health', headers: { 'x-correlation-id': 'abc-123' } });
      expect(response.headers['x-correlation-id']).toBe('abc-123');
      const generated = await app.inject({ method: 'GET', url: '/health', headers: { 'x-correlation-id': 'bad id with spaces' } });
      expect(generated.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('me and reference data', () => {
    it('BE-AUTH-05 answers the user with permissions and studios', async () => {
      const response = await app.inject({ method: 'GET', url: '/v1/me', headers: await as('own@studio-one.test') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: 'own@studio-one.test',
        userType: 'studio',
        isStaff: false,
        isHijack: false,
        permissions: expect.arrayContaining(['add_game', 'view_studio_interface']),
        studios: [expect.objectContaining({ accessId: 3, isActive: true })],
      });
    });

    it('PERM-03 PERM-04 answers the user type (studio, pm or cs) and the flags isStaff, isSuperuser and isHijack', async () => {
      const me = async (email: string) => (await app.inject({ method: 'GET', url: '/v1/me', headers: await as(email) })).json();
      expect(await me('lead@studio-one.test')).toMatchObject({ userType: 'studio', isStaff: false, isSuperuser: false, isHijack: false });
      expect(await me('pm@greenlight.test')).toMatchObject({ userType: 'pm', isStaff: true, isSuperuser: false, isHijack: false });
      expect(await me('cs@greenlight.test')).toMatchObject({ userType: 'cs', isStaff: true, isSuperuser: false, isHijack: false });
      expect(await me('admin@greenlight.test')).toMatchObject({ userType: 'cs', isStaff: true, isSuperuser: true, isHijack: false });
      // cs is allowed every action: every game permission on every game.
      const response = await app.inject({ method: 'POST', url: '/v1/games', headers: await as('cs@greenlight.test'), payload: { limit: 50 } });
      const listed = response.json<{ data: { permissions: Record<string, boolean> }[] }>().data;
      expect(listed.length).toBeGreaterThan(0);
      for (const game of listed) for (const permission of GAME_PERMISSIONS) expect(game.permissions[permission], permission).toBe(true);
    });

    it('REF-01 answers the codifications to a signed-in user and the error list to anyone', async () => {
      const codes = await app.inject({ method: 'GET', url: '/codifications/', headers: await as('dev@studio-one.test') });
      expect(codes.statusCode).toBe(200);
      const body = codes.json<{ publishingManagers: { label: string }[]; errorList: Record<string, string> }>();
      expect(body.publishingManagers.length).toBeGreaterThanOrEqual(2);
      expect(body.errorList['error.login.wrongpassword']).toBe('Wrong password.');
      const messages = await app.inject({ method: 'GET', url: '/error_messages/' });
      expect(messages.statusCode).toBe(200);
      expect(messages.json()).toEqual(expect.arrayContaining([{ code: 'GENERIC_ERROR', message: expect.any(String) }]));
    });
  });

  describe('games', () => {
    it('GL-08 pages the publishing list with a total, most recent iteration first (GL-14)', async () => {
      const headers = await as('pm@greenlight.test');
      const first = await app.inject({ method: 'POST', url: '/v1/games', headers, payload: { limit: 20, offset: 0 } });
      expect(first.statusCode).toBe(200);
      const page = first.json<{ data: { id: number; lastIterationDate: string | null }[]; total: number }>();
      expect(page.total).toBeGreaterThanOrEqual(120);
      expect(page.data).toHaveLength(20);
      const dates = page.data.map((g) => g.lastIterationDate ?? '');
      expect([...dates].sort().reverse()).toEqual(dates);
      const beyond = await app.inject({ method: 'POST', url: '/v1/games', headers, payload: { limit: 20, offset: 10_000 } });
      expect(beyond.json()).toEqual({ data: [], total: page.total, next: null });
    });

    it('GL-08 answers 400 to a malformed list body', async () => {
      const headers = await as('pm@greenlight.test');
      for (const payload of [{ limit: 'twenty' }, { limit: 0 }, { offset: -1 }, { sort: 'nope' }, { order: 'up' }, { unknown: true }]) {
        const response = await app.inject({ method: 'POST', url: '/v1/games', headers, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ errorList: unknown[] }>().errorList.length).toBeGreaterThan(0);
      }
    });

    it('GL-16 refuses the CPNU sort without view_cpnu and hides CPNU values (GC-18)', async () => {
      const junior = await as('pm2@greenlight.test');
      const sorted = await app.inject({ method: 'POST', url: '/v1/games', headers: junior, payload: { sort: 'bestCpnu', order: 'asc' } });
      expect(sorted.statusCode).toBe(403);
      const list = await app.inject({ method: 'POST', url: '/v1/games', headers: junior, payload: { limit: 100 } });
      expect(list.json<{ data: { lastCpnu: number | null }[] }>().data.every((g) => g.lastCpnu === null)).toBe(true);
      const senior = await app.inject({ method: 'POST', url: '/v1/games', headers: await as('pm@greenlight.test'), payload: { limit: 100 } });
      expect(senior.json<{ data: { lastCpnu: number | null }[] }>().data.some((g) => g.lastCpnu !== null)).toBe(true);
    });

    it('GL-15 sorts by best CPI ascending with unmeasured games last', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/games',
        headers: await as('pm@greenlight.test'),
        payload: { sort: 'bestCpi', order: 'asc', limit: 100 },
      });
      const values = response.json<{ data: { bestCpi: number | null }[] }>().data.map((g) => g.bestCpi);
      const measured = values.filter((v): v is number => v !== null);
      expect(measured).toEqual([...measured].sort((a, b) => a - b));
      expect(values.slice(0, measured.length)).toEqual(measured);
    });

    it('NAV-06 searches names and studios by term, case-insensitively, treating % and _ literally', async () => {
      const headers = await as('pm@greenlight.test');
      const all = await app.inject({ method: 'POST', url: '/v1/games', headers, payload: { limit: 1 } });
      const name = all.json<{ data: { name: string }[] }>().data[0]!.name;
      const term = name.slice(0, 5).toUpperCase();
      const found = await app.inject({ method: 'POST', url: '/v1/games', headers, payload: { term, limit: 100 } });
      const names = found.json<{ data: { name: string; studioName: string }[] }>().data;
      expect(names.length).toBeGreaterThan(0);
      for (const game of names) expect(`${game.name} ${game.studioName}`.toLowerCase()).toContain(term.toLowerCase());
      const literal = await app.inject({ method: 'POST', url: '/v1/games', headers, payload: { term: '%' } });
      expect(literal.json<{ total: number }>().total).toBe(0);
    });

    it('Part G gives a studio member only their studio\'s games, and 403 on another studio\'s game', async () => {
      const headers = await as('dev@studio-one.test');
      const mine = await app.inject({ method: 'POST', url: '/v1/games', headers, payload: { limit: 100 } });
      const games = mine.json<{ data: { id: number; studioId: number }[] }>().data;
      const studioIds = new Set(games.map((g) => g.studioId));
      expect(studioIds.size).toBe(1);
      const all = await app.inject({ method: 'POST', url: '/v1/games', headers: await as('admin@greenlight.test'), payload: { limit: 100 } });
      const foreign = all.json<{ data: { id: number; studioId: number }[] }>().data.find((g) => !studioIds.has(g.studioId))!;
      const forbidden = await app.inject({ method: 'GET', url: `/game/${foreign.id}`, headers });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ detail: 'Forbidden' });
      const own = await app.inject({ method: 'GET', url: `/game/${games[0]!.id}`, headers });
      expect(own.statusCode).toBe(200);
      const missing = await app.inject({ method: 'GET', url: '/game/999999', headers });
      expect(missing.statusCode).toBe(404);
      const several = await app.inject({ method: 'GET', url: `/games/${games[1]!.id},${foreign.id},${games[0]!.id}`, headers });
      expect(several.json<{ id: number }[]>().map((g) => g.id)).toEqual([games[1]!.id, games[0]!.id]);
      const bad = await app.inject({ method: 'GET', url: '/games/1,abc', headers });
      expect(bad.statusCode).toBe(400);
    });

    it('PERM-01 PERM-02 reports game permissions, an object keyed by permission name, by access level: 1 edits every game, 3 only its own, 4 none (BE-PERM-05)', async () => {
      const permissionsOf = async (email: string) => {
        const response = await app.inject({ method: 'POST', url: '/v1/games', headers: await as(email), payload: { limit: 100 } });
        return response.json<{ data: { creatorId: number | null; permissions: Record<string, boolean> }[] }>().data;
      };
      const lead = await permissionsOf('lead@studio-one.test');
      expect(lead.every((g) => g.permissions.change_game_icon)).toBe(true);
      const dev = await permissionsOf('dev@studio-one.test');
      expect(dev.every((g) => Object.keys(g.permissions).length === 0)).toBe(true);
      const me = await app.inject({ method: 'GET', url: '/v1/me', headers: await as('own@studio-one.test') });
      const ownId = me.json<{ id: number }>().id;
      const own = await permissionsOf('own@studio-one.test');
      expect(own.some((g) => g.creatorId === ownId)).toBe(true);
      expect(own.some((g) => g.creatorId !== ownId)).toBe(true);
      for (const game of own) expect(Boolean(game.permissions.change_game_icon)).toBe(game.creatorId === ownId);
      const cs = await permissionsOf('cs@greenlight.test');
      expect(cs.every((g) => g.permissions.accept_game_testing && g.permissions.kill_game)).toBe(true);
    });

    it('MG-04 counts each tab, and MG-01 lists one tab with the board\'s paging (MG-12)', async () => {
      const headers = await as('lead@studio-one.test');
      const counts = await app.inject({ method: 'POST', url: '/v1/my/games/status/count', headers, payload: { type: 'cpi' } });
      expect(counts.statusCode).toBe(200);
      const byTab = counts.json<Record<string, number>>();
      expect(Object.keys(byTab).sort()).toEqual(['archived', 'finished', 'in_progress', 'in_testing', 'is_iterating', 'pending_approval']);
      for (const [tab, count] of Object.entries(byTab)) {
        const list = await app.inject({ method: 'POST', url: '/v1/my/games', headers, payload: { status: tab, type: 'cpi', limit: 100 } });
        const page = list.json<{ data: { status: string; isIterating: boolean; isCtr: boolean }[]; total: number }>();
        expect(page.total, tab).toBe(count);
        expect(count, tab).toBeGreaterThan(0);
        for (const game of page.data) expect(game.isCtr).toBe(false);
      }
      const page = await app.inject({ method: 'POST', url: '/v1/my/games', headers, payload: { status: 'finished' } });
      expect(page.json<{ data: unknown[] }>().data.length).toBeLessThanOrEqual(5);
    });

    it('MG-02 MG-03 MG-07 the board lists one test type, CPI or CTR, searched by term; in_testing, finished and archived are those statuses', async () => {
      const headers = await as('lead@studio-one.test');
      type Page = { data: { name: string; status: string; isCtr: boolean }[]; total: number };
      const listed = async (payload: Record<string, unknown>) => {
        const response = await app.inject({ method: 'POST', url: '/v1/my/games', headers, payload: { limit: 100, ...payload } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<Page>();
      };
      const tabs = ['in_progress', 'is_iterating', 'pending_approval', 'in_testing', 'finished', 'archived'];
      const all = async (payload: Record<string, unknown>) => (await Promise.all(tabs.map((status) => listed({ ...payload, status })))).flatMap((page) => page.data);
      // The board's address and the gateway default to cpi (routes.test.tsx ROUTE-16); the provider takes the type it is given.
      const cpi = await all({ type: 'cpi' });
      expect(cpi.length).toBeGreaterThan(0);
      expect(cpi.every((game) => !game.isCtr)).toBe(true);
      const ctr = await all({ type: 'ctr' });
      expect(ctr.length).toBeGreaterThan(0);
      expect(ctr.every((game) => game.isCtr)).toBe(true);

      const term = cpi[0]!.name.slice(0, 4).toUpperCase();
      const searched = await all({ type: 'cpi', term });
      expect(searched.length).toBeGreaterThan(0);
      expect(searched.length).toBeLessThan(cpi.length);
      expect(searched.every((game) => game.name.toLowerCase().includes(term.toLowerCase()))).toBe(true);

      for (const tab of ['in_testing', 'finished', 'archived']) {
        const page = await listed({ status: tab });
        expect(page.total, tab).toBeGreaterThan(0);
        for (const game of page.data) expect(game.status, `${tab}: ${game.name}`).toBe(tab);
      }
    });

    it('MG-09 PERM-19 refuses My games only without filter_team_status', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/my/games',
        headers: await as('lead@studio-one.test'),
        payload: { myGamesOnly: true },
      });
      expect(response.statusCode).toBe(403);
      const pm = await app.inject({ method: 'POST', url: '/v1/my/games', headers: await as('pm@greenlight.test'), payload: { myGamesOnly: true, limit: 100 } });
      expect(pm.statusCode).toBe(200);
      expect(pm.json<{ total: number }>().total).toBeGreaterThan(0);
    });

    it('GC-28 serves the generated icons, cacheable for good', async () => {
      const list = await app.inject({ method: 'POST', url: '/v1/games', headers: await as('pm@greenlight.test'), payload: { limit: 1 } });
      const iconUrl = list.json<{ data: { iconUrl: string }[] }>().data[0]!.iconUrl;
      const icon = await app.inject({ method: 'GET', url: iconUrl });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['cache-control']).toContain('immutable');
      expect(icon.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    });
  });
});
