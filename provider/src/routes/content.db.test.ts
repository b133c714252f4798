// The content service (CMS, BE-SYS-06) and the quotes (REF-13) through the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfUtcDay } from '../clock';
import { contentFieldErrors } from '../domain/reference/content';
import { DEMO_CONTENT, DEMO_QUOTES } from '../seed/content';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface Entry {
  id: string;
  fields: Record<string, unknown>;
  updatedAt: string;
}

describe('seeded content', () => {
  it('CMS-02 CMS-03 CMS-04 seeds entries that fit what the dashboard reads', () => {
    for (const [id, fields] of Object.entries(DEMO_CONTENT)) expect(contentFieldErrors(id, fields), id).toEqual([]);
  });

  it('REF-13 seeds about twenty quotes, none twice', () => {
    expect(DEMO_QUOTES.length).toBeGreaterThanOrEqual(18);
    expect(new Set(DEMO_QUOTES.map((q) => q.quote)).size).toBe(DEMO_QUOTES.length);
  });
});

describe.each(await testDatabaseKinds())('content on %s', (kind) => {
  let t: TestApp;
  const headers = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!headers.has(email)) headers.set(email, await t.as(email));
    return headers.get(email)!;
  };
  const get = async (id: string, email = 'lead@studio-one.test') =>
    t.app.inject({ method: 'GET', url: `/v1/content/${id}`, headers: await as(email) });
  const put = async (id: string, payload: unknown, email = 'admin@greenlight.test') =>
    t.app.inject({ method: 'PUT', url: `/v1/content/${id}`, headers: await as(email), payload: payload as object });

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('CMS-01 CMS-02 SB-04 the content service serves an entry by its id: the seeded general alert to a signed-in user', async () => {
    const response = await get('GENERAL_ALERT');
    expect(response.statusCode).toBe(200);
    const entry = response.json<Entry>();
    expect(entry).toEqual({
      id: 'GENERAL_ALERT',
      fields: { title: expect.any(String), content: expect.any(String), color: 'warning', active: true },
      updatedAt: startOfUtcDay(t.clock.now()).toISOString(),
    });
    expect(entry.fields.title).toMatch(/Snapchat/);
  });

  it('CMS-03 SB-06 serves the welcome page thresholds of Part G: CPI at most $0.40, D1 35%, D7 10%', async () => {
    const response = await get('HOMEPAGE', 'learner@studio-three.test');
    expect(response.statusCode).toBe(200);
    const fields = response.json<Entry>().fields as { kpiTitle: string; kpis: { label: string; value: string; text: string }[] };
    expect(fields.kpiTitle.length).toBeGreaterThan(0);
    expect(fields.kpis.map((k) => k.value)).toEqual(['$0.40', '35%', '10%']);
    expect(fields.kpis.map((k) => k.label)).toEqual(['CPI', 'Day 1 retention', 'Day 7 retention']);
  });

  it('CMS-04 serves the help texts of the games list and of my games', async () => {
    for (const id of ['HELP_GAMES_LIST', 'HELP_MY_GAMES']) {
      const response = await get(id, 'pm@greenlight.test');
      expect(response.statusCode, id).toBe(200);
      expect(response.json<Entry>().fields).toEqual({ title: expect.any(String), content: expect.any(String) });
    }
  });

  it('CMS-06 answers 404 NOT_FOUND to an unknown entry, 400 to a malformed id, 401 without a session', async () => {
    const missing = await get('NO_SUCH_ENTRY');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorList: [{ code: 'NOT_FOUND' }] });
    for (const id of ['general_alert', 'A', '1ABC', `A${'B'.repeat(64)}`]) {
      const bad = await get(id);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json(), id).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST', path: 'params.id' }] });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/content/GENERAL_ALERT' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('BE-SYS-06 lets a superuser create and then replace an entry', async () => {
    const created = await put('HELP_KNOWLEDGE_SHARING', { fields: { title: 'Knowledge sharing', content: 'Share to learn.' } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      id: 'HELP_KNOWLEDGE_SHARING',
      fields: { title: 'Knowledge sharing', content: 'Share to learn.' },
      updatedAt: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    const replaced = await put('HELP_KNOWLEDGE_SHARING', { fields: { title: 'Knowledge sharing', content: 'Opt in.', extra: 1 } });
    expect(replaced.statusCode).toBe(200);
    const read = await get('HELP_KNOWLEDGE_SHARING');
    expect(read.json()).toEqual({
      id: 'HELP_KNOWLEDGE_SHARING',
      fields: { title: 'Knowledge sharing', content: 'Opt in.', extra: 1 },
      updatedAt: t.clock.now().toISOString(),
    });
    // Entries the dashboard does not know take any object.
    const free = await put('SDK_VERSION', { fields: { ios: '7.2.1', android: '7.2.0' } });
    expect(free.statusCode).toBe(200);
  });

  it('BE-SYS-06 switches the general alert off and on again', async () => {
    const before = (await get('GENERAL_ALERT')).json<Entry>().fields;
    const off = await put('GENERAL_ALERT', { fields: { ...before, active: false } });
    expect(off.statusCode).toBe(200);
    expect((await get('GENERAL_ALERT')).json<Entry>().fields.active).toBe(false);
    await put('GENERAL_ALERT', { fields: before });
    expect((await get('GENERAL_ALERT')).json<Entry>().fields).toEqual(before);
  });

  it('BE-SYS-06 refuses a known entry without the fields the dashboard reads, and a malformed body', async () => {
    const color = await put('GENERAL_ALERT', { fields: { title: 'x', content: 'y', color: 'pink', active: true } });
    expect(color.statusCode).toBe(400);
    expect(color.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST', path: 'body.fields.color' }] });
    const missing = await put('HOMEPAGE', { fields: { kpiTitle: 'KPIs' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorList: [{ path: 'body.fields.kpis' }] });
    for (const payload of [{}, { fields: 'text' }, { fields: [] }, { fields: {}, extra: true }]) {
      const response = await put('ANY_ENTRY', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Nothing was written.
    expect((await get('HOMEPAGE')).json<Entry>().fields.kpis).toHaveLength(3);
    expect((await get('ANY_ENTRY')).statusCode).toBe(404);
  });

  it('CMS-05 keeps the submission warnings only with known steps, a text of 1 to 1000 characters, and 20 at most', async () => {
    const seeded = (await get('SUBMISSION_WARNINGS')).json<Entry>().fields;
    expect(seeded).toEqual({ warnings: [{ step: 'sdk_facebook', content: expect.stringContaining('Facebook') }] });
    for (const [warnings, path] of [
      [[{ step: 'checkout', content: 'x' }], 'body.fields.warnings.0.step'],
      [[{ step: 'categories', content: '' }], 'body.fields.warnings.0.content'],
      [[{ step: 'categories', content: 'x'.repeat(1001) }], 'body.fields.warnings.0.content'],
      [Array.from({ length: 21 }, () => ({ step: 'categories', content: 'x' })), 'body.fields.warnings'],
    ] as const) {
      const refused = await put('SUBMISSION_WARNINGS', { fields: { warnings } });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST', path }] });
    }
    expect((await get('SUBMISSION_WARNINGS')).json<Entry>().fields).toEqual(seeded);
    const replaced = await put('SUBMISSION_WARNINGS', { fields: { warnings: [{ step: 'categories', content: 'Pick the genre your ads show.' }] } });
    expect(replaced.statusCode).toBe(200);
    await put('SUBMISSION_WARNINGS', { fields: seeded });
  });

  it('BE-SYS-06 answers 403 to anyone but a superuser, whatever the body', async () => {
    for (const email of ['pm@greenlight.test', 'cs@greenlight.test', 'lead@studio-one.test', 'dev@studio-one.test']) {
      const response = await put('GENERAL_ALERT', { fields: { title: 'Hacked', content: 'x', color: 'info', active: true } }, email);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'Forbidden', errorList: [{ code: 'FORBIDDEN' }] });
      const malformed = await put('GENERAL_ALERT', { nope: 1 }, email);
      expect(malformed.statusCode, email).toBe(403);
    }
    expect((await get('GENERAL_ALERT')).json<Entry>().fields.title).not.toBe('Hacked');
  });

  it('ROUTE-26 REF-13 answers the quotes with their authors to a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/quotes', headers: await as('dev@studio-one.test') });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ quote: string; author: string }[]>();
    expect(list).toEqual(DEMO_QUOTES);
    expect(list.length).toBeGreaterThanOrEqual(18);
    expect(list.map((q) => q.author)).toEqual(
      expect.arrayContaining(['Shigeru Miyamoto', 'Sid Meier', 'Raph Koster', 'Will Wright', 'Jesse Schell', 'Hideo Kojima']),
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/quotes' });
    expect(anonymous.statusCode).toBe(401);
  });
});
