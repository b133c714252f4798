// Personal access tokens (issue 16): made with a session, shown once, kept as a hash,
// used as `Authorization: Bearer glpat_...`; read tokens never write; revoked and
// expired ones are refused with their codes; a token makes no token and impersonates nobody.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIMIT, ACCESS_TOKEN_LIMIT_REACHED } from '@greenlight/rules';
import { DAY_MS } from '../clock';
import { personalAccessTokens, studios } from '../db/schema';
import { hashAccessToken } from '../domain/accounts/access-tokens';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface Created {
  token: string;
  accessToken: { id: number; name: string; scope: string; prefix: string; createdAt: string; expiresAt: string; lastUsedAt: string | null };
}

describe.each(await testDatabaseKinds())('issue 16 personal access tokens on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const create = async (email: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/v1/me/access-tokens', payload: body, headers: await t.as(email) });
  const made = async (email: string, body: { name: string; scope: string; expiresInDays: number }) => {
    const response = await create(email, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Created>();
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const codeOf = (response: { json: <T>() => T }) => response.json<{ errorList: { code: string }[] }>().errorList[0]?.code;
  const stored = async (id: number) =>
    (await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id)))[0]!;

  it('issue 16 staff create read and read_write tokens, answered once as glpat_ and 32 random bytes, with the chosen expiry', async () => {
    const { token, accessToken } = await made('pm@greenlight.test', { name: '  Nightly export  ', scope: 'read_write', expiresInDays: 30 });
    expect(token).toMatch(/^glpat_[A-Za-z0-9_-]{43}$/);
    expect(accessToken).toMatchObject({ name: 'Nightly export', scope: 'read_write', prefix: token.slice(0, 10), lastUsedAt: null });
    expect(new Date(accessToken.expiresAt).getTime() - new Date(accessToken.createdAt).getTime()).toBe(30 * DAY_MS);
    const read = await made('cs@greenlight.test', { name: 'Support checks', scope: 'read', expiresInDays: 7 });
    expect(read.accessToken.scope).toBe('read');
  });

  it('issue 16 studio members create read tokens only: read_write is 403 TOKEN_SCOPE_NOT_ALLOWED', async () => {
    const refused = await create('lead@studio-one.test', { name: 'CI', scope: 'read_write', expiresInDays: 30 });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('TOKEN_SCOPE_NOT_ALLOWED');
    const { accessToken } = await made('lead@studio-one.test', { name: 'CI', scope: 'read', expiresInDays: 30 });
    expect(accessToken.scope).toBe('read');
  });

  it('issue 16 refuses a blank name, an unknown scope and an expiry not offered', async () => {
    const blank = await create('pm@greenlight.test', { name: '   ', scope: 'read', expiresInDays: 30 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ errorList: { path: string }[] }>().errorList[0]?.path).toBe('name');
    expect((await create('pm@greenlight.test', { name: 'x', scope: 'admin', expiresInDays: 30 })).statusCode).toBe(400);
    expect((await create('pm@greenlight.test', { name: 'x', scope: 'read', expiresInDays: 3650 })).statusCode).toBe(400);
    expect((await create('pm@greenlight.test', { name: 'x'.repeat(101), scope: 'read', expiresInDays: 30 })).statusCode).toBe(400);
  });

  it('issue 16 lists the caller\'s own tokens without secrets; the database holds only the sha-256', async () => {
    const { token, accessToken } = await made('pm2@greenlight.test', { name: 'Dashboard sync', scope: 'read', expiresInDays: 90 });
    const list = await t.app.inject({ method: 'GET', url: '/v1/me/access-tokens', headers: await t.as('pm2@greenlight.test') });
    expect(list.statusCode).toBe(200);
    const { data } = list.json<{ data: Record<string, unknown>[] }>();
    expect(data.map((entry) => entry.id)).toEqual([accessToken.id]);
    expect(Object.keys(data[0]!).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'scope']);
    expect(list.body).not.toContain(token);
    const row = await stored(accessToken.id);
    expect(row.tokenHash).toBe(hashAccessToken(token));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const secret = token.slice('glpat_'.length);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('issue 16 a token is a Bearer for GET /v1/me, and its last use is written at most once a minute', async () => {
    const { token, accessToken } = await made('pm@greenlight.test', { name: 'Me', scope: 'read', expiresInDays: 7 });
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'pm@greenlight.test', isStaff: true, isHijack: false });
    const first = (await stored(accessToken.id)).lastUsedAt;
    expect(first?.getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(30_000);
    await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect((await stored(accessToken.id)).lastUsedAt?.getTime()).toBe(first!.getTime());
    t.clock.advance(31_000);
    await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect((await stored(accessToken.id)).lastUsedAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it('issue 16 a read token reads (GET and the list searches) but any write is 403 TOKEN_SCOPE_READ_ONLY; read_write writes', async () => {
    const { token } = await made('pm@greenlight.test', { name: 'Reader', scope: 'read', expiresInDays: 7 });
    expect((await t.app.inject({ method: 'POST', url: '/v1/games', payload: { limit: 1 }, headers: bearer(token) })).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['PUT', '/v1/me/preferences', { darkMode: true }],
      ['PUT', '/v1/me', { firstName: 'P', lastName: 'M', email: 'pm@greenlight.test', profile: '' }],
      ['POST', '/v1/ui-view', { list: 'games', name: 'Mine', content: '{}' }],
    ] as const) {
      const refused = await t.app.inject({ method, url, payload, headers: bearer(token) });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(codeOf(refused)).toBe('TOKEN_SCOPE_READ_ONLY');
    }
    const writer = await made('pm@greenlight.test', { name: 'Writer', scope: 'read_write', expiresInDays: 7 });
    const written = await t.app.inject({ method: 'PUT', url: '/v1/me/preferences', payload: { darkMode: true }, headers: bearer(writer.token) });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({ darkMode: true });
    await t.app.inject({ method: 'PUT', url: '/v1/me/preferences', payload: { darkMode: false }, headers: bearer(writer.token) });
  });

  it('issue 16 a studio member\'s read token sees only their studios\' games', async () => {
    const { token } = await made('lead@studio-one.test', { name: 'Board', scope: 'read', expiresInDays: 30 });
    const [studioOne] = await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, 'studio-one'));
    const page = await t.app.inject({ method: 'POST', url: '/v1/games', payload: { limit: 100 }, headers: bearer(token) });
    expect(page.statusCode).toBe(200);
    const games = page.json<{ data: { studioId: number }[]; total: number }>();
    expect(games.total).toBeGreaterThan(0);
    expect(new Set(games.data.map((game) => game.studioId))).toEqual(new Set([studioOne!.id]));
  });

  it('issue 16 a token cannot make or revoke tokens, impersonate, sign out or change the password: 403 SESSION_REQUIRED', async () => {
    const { token, accessToken } = await made('pm@greenlight.test', { name: 'Powerful', scope: 'read_write', expiresInDays: 7 });
    const studioMember = await t.userId('dev@studio-one.test');
    for (const [method, url, payload] of [
      ['POST', '/v1/me/access-tokens', { name: 'Child', scope: 'read', expiresInDays: 7 }],
      ['DELETE', `/v1/me/access-tokens/${accessToken.id}`, undefined],
      ['POST', `/hijack/${studioMember}`, undefined],
      ['DELETE', '/auth/currentsession', undefined],
      ['PUT', '/v1/me/password', { currentPassword: 'Demo-pass-1', newPassword: 'Other-pass-2' }],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(codeOf(refused)).toBe('SESSION_REQUIRED');
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/me/access-tokens', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('issue 16 a revoked token is 401 TOKEN_REVOKED; only its owner revokes it', async () => {
    const { token, accessToken } = await made('cs@greenlight.test', { name: 'Short-lived', scope: 'read', expiresInDays: 7 });
    const url = `/v1/me/access-tokens/${accessToken.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: await t.as('pm@greenlight.test') })).statusCode).toBe(404);
    const revoked = await t.app.inject({ method: 'DELETE', url, headers: await t.as('cs@greenlight.test') });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ revokedAt: string | null }>().revokedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url, headers: await t.as('cs@greenlight.test') })).statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe('TOKEN_REVOKED');
    const list = await t.app.inject({ method: 'GET', url: '/v1/me/access-tokens', headers: await t.as('cs@greenlight.test') });
    expect(list.json<{ data: { id: number }[] }>().data.map((entry) => entry.id)).not.toContain(accessToken.id);
    // An unknown token is the plain 401.
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(`glpat_${'A'.repeat(43)}`) });
    expect(unknown.statusCode).toBe(401);
    expect(codeOf(unknown)).toBe('UNAUTHENTICATED');
  });

  it('issue 16 an expired token is 401 PAT_EXPIRED (never TOKEN_EXPIRED, which would ask for a refresh)', async () => {
    const { token } = await made('games@studio-one.test', { name: 'Week', scope: 'read', expiresInDays: 7 });
    expect((await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(7 * DAY_MS);
    const refused = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe('PAT_EXPIRED');
    // The error list words it.
    const messages = await t.app.inject({ method: 'GET', url: '/error_messages/' });
    const codes = messages.json<{ code: string }[]>().map((entry) => entry.code);
    for (const code of ['TOKEN_REVOKED', 'PAT_EXPIRED', 'TOKEN_SCOPE_READ_ONLY', 'TOKEN_SCOPE_NOT_ALLOWED', 'SESSION_REQUIRED']) {
      expect(codes).toContain(code);
    }
  });

  it('issue 42 a user holds at most 20 active tokens: the 21st is 400 TOO_MANY_TOKENS in the error list\'s words; revoked and expired ones do not count', async () => {
    const email = 'dev@studio-one.test';
    const headers = await t.as(email);
    const userId = await t.userId(email);
    await t.database.db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
    // Made at once: the user's row is locked while each one counts, so no two can both be the 20th.
    const answers = await Promise.all(
      Array.from({ length: ACCESS_TOKEN_LIMIT + 2 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/v1/me/access-tokens', headers, payload: { name: `script ${i}`, scope: 'read', expiresInDays: 7 } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(ACCESS_TOKEN_LIMIT);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual([400, 400]);
    expect(refused[0]!.json()).toEqual({
      detail: ACCESS_TOKEN_LIMIT_REACHED,
      errorList: [{ code: 'TOO_MANY_TOKENS', detail: ACCESS_TOKEN_LIMIT_REACHED }],
    });
    expect(ACCESS_TOKEN_LIMIT_REACHED).toBe('You can have at most 20 active access tokens. Revoke one you no longer use, then create the new one.');
    const messages = (await t.app.inject({ method: 'GET', url: '/error_messages/' })).json<{ code: string; message: string }[]>();
    expect(messages.find((entry) => entry.code === 'TOO_MANY_TOKENS')?.message).toBe(ACCESS_TOKEN_LIMIT_REACHED);

    // One revoked makes room for one more.
    const [first] = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json<Created>());
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/me/access-tokens/${first!.accessToken.id}`, headers })).statusCode).toBe(200);
    expect((await create(email, { name: 'after a revocation', scope: 'read', expiresInDays: 7 })).statusCode).toBe(201);
    expect((await create(email, { name: 'one too many', scope: 'read', expiresInDays: 7 })).statusCode).toBe(400);
    // Expired ones no longer count: a week later all 20 have lapsed.
    t.clock.advance(7 * DAY_MS);
    expect((await create(email, { name: 'a week later', scope: 'read', expiresInDays: 7 })).statusCode).toBe(201);
  });
});
