// Issue 17: the games lists page by keyset (`after`, the `next` of the page before)
// and count once (`withTotal: false` on the following pages); the search reads names,
// store ids, bundle ids and studio names; each list's default page and the board's
// counts per tab (BE-LIST-02, BE-LIST-03). On PGlite and Postgres with the demo data.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, projects, studios } from '../db/schema';
import { EXPORT_COLUMNS } from '../domain/games/export';
import { exportGameBatches, INVALID_CURSOR, type ExportGame } from '../domain/games/games';
import { GAME_CARD_FIELDS, type Game } from '../schemas/games';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { staffPrincipal } from '../testing/principals';

interface Page {
  data: Game[];
  total?: number;
  next: string | null;
}

describe.each(await testDatabaseKinds())('the games list\'s pages on %s', (kind) => {
  let t: TestApp;
  let pm: { authorization: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    pm = await t.as('pm@greenlight.test');
  });
  afterAll(async () => t?.close());

  const list = async (body: Record<string, unknown>, url = '/v1/games') => {
    const response = await t.app.inject({ method: 'POST', url, headers: pm, payload: body });
    return { status: response.statusCode, page: response.json<Page>(), body: response.json<{ errorList?: { code: string }[] }>() };
  };
  /** Every page of a list, walking `next`, the count asked once. */
  const walk = async (body: Record<string, unknown>, limit: number, url?: string) => {
    const ids: number[] = [];
    const totals: (number | undefined)[] = [];
    let after: string | null | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const { status, page } = await list({ ...body, limit, ...(after ? { after, withTotal: false } : {}) }, url);
      expect(status).toBe(200);
      ids.push(...page.data.map((game) => game.id));
      totals.push(page.total);
      if (page.data.length < limit) break;
      after = page.next;
    }
    return { ids, totals };
  };

  it('issue 17 keyset pages hold the same games in the same order as one long page, for every direction and with nulls', async () => {
    // Ties across a page boundary and values Postgres keeps to the microsecond.
    const ids = (await t.database.db.select({ id: games.id }).from(games).orderBy(games.id).limit(12)).map((row) => row.id);
    await t.database.db.update(games).set({ bestCpi: 0.321 }).where(inArray(games.id, ids.slice(0, 6)));
    await t.database.db
      .update(games)
      .set({ lastIterationDate: sql`timestamptz '2026-10-01 10:00:00.123456+00' + (${games.id} % 3) * interval '1 microsecond'` })
      .where(inArray(games.id, ids.slice(6)));
    for (const sort of [
      { sort: 'lastIterationDate', order: 'desc' },
      { sort: 'lastIterationDate', order: 'asc' },
      { sort: 'bestCpi', order: 'asc' },
      { sort: 'bestD1', order: 'desc' },
      { sort: 'name', order: 'asc' },
    ]) {
      const whole = await list({ ...sort, limit: 100 });
      const { ids: walked, totals } = await walk(sort, 7);
      const expected = whole.page.data.map((game) => game.id);
      if (whole.page.total! > 100) expect(walked.slice(0, 100), JSON.stringify(sort)).toEqual(expected);
      else expect(walked, JSON.stringify(sort)).toEqual(expected);
      expect(new Set(walked).size).toBe(walked.length);
      expect(walked.length).toBe(whole.page.total);
      // The count once: the first page only.
      expect(totals[0]).toBe(whole.page.total);
      expect(totals.slice(1).every((total) => total === undefined)).toBe(true);
    }
  });

  it('issue 17 the CSV export reads every game once, in the list\'s order, in keyset batches however small', async () => {
    const staff = staffPrincipal(await t.userId('pm@greenlight.test'), { email: 'pm@greenlight.test', firstName: 'Paula', lastName: 'Marchetti' });
    for (const sort of [
      { sort: 'lastIterationDate', order: 'asc' },
      { sort: 'bestCpi', order: 'asc' },
      { sort: 'bestD1', order: 'desc' },
    ] as const) {
      const whole = await list({ ...sort, limit: 100 });
      const exported: string[] = [];
      for await (const batch of exportGameBatches(t.database.db, staff, t.clock.now(), sort, ['name'], 7)) exported.push(...batch.map((game) => game.name));
      expect(exported.length, sort.sort).toBe(whole.page.total);
      expect(exported.slice(0, 100), sort.sort).toEqual(whole.page.data.map((game) => game.name));
    }
  });

  it('issue 17 each export column reads every field its value needs: its value from those fields alone is its value from the whole row', async () => {
    const staff = staffPrincipal(await t.userId('pm@greenlight.test'), { email: 'pm@greenlight.test', firstName: 'Paula', lastName: 'Marchetti' });
    const rows: ExportGame[] = [];
    for await (const batch of exportGameBatches(t.database.db, staff, t.clock.now(), { sort: 'lastIterationDate', order: 'desc' })) rows.push(...batch);
    expect(rows.length).toBeGreaterThan(100);
    // The demo data holds both methods, platforms and store links, and games with and without each KPI.
    expect(new Set(rows.map((game) => game.isManagedByProvider)).size).toBe(2);
    expect(rows.some((game) => game.storeUrl !== null) && rows.some((game) => game.pmName !== null)).toBe(true);
    for (const [id, column] of Object.entries(EXPORT_COLUMNS)) {
      for (const best of [true, false]) {
        const reads = column.reads(best);
        const narrowed = rows.map((game) => Object.fromEntries(reads.map((field) => [field, game[field]])) as unknown as ExportGame);
        expect(narrowed.map((game) => column.value(game, best)), `${id}, best ${best}`).toEqual(rows.map((game) => column.value(game, best)));
      }
    }
  });

  it('issue 17 the board pages by keyset too, within its tab', async () => {
    const lead = await t.as('lead@studio-one.test');
    const body = { status: 'finished', type: 'cpi', sort: 'lastCpi', order: 'asc' };
    const whole = await t.app.inject({ method: 'POST', url: '/v1/my/games', headers: lead, payload: { ...body, limit: 100 } });
    const pages: number[] = [];
    let after: string | null = null;
    for (;;) {
      const payload = { ...body, limit: 2, ...(after ? { after } : {}) };
      const page: Page = (await t.app.inject({ method: 'POST', url: '/v1/my/games', headers: lead, payload })).json<Page>();
      pages.push(...page.data.map((game) => game.id));
      if (page.data.length < 2) break;
      after = page.next;
    }
    expect(pages).toEqual(whole.json<Page>().data.map((game) => game.id));
    expect(pages.length).toBeGreaterThan(2);
  });

  it('issue 17 a cursor of another sort, another order or none of ours is refused with a 400, not a 500', async () => {
    const first = await list({ sort: 'bestCpi', order: 'asc', limit: 5 });
    expect(first.page.next).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const body of [
      { sort: 'bestD1', order: 'desc', after: first.page.next },
      { sort: 'bestCpi', order: 'desc', after: first.page.next },
      { sort: 'bestCpi', order: 'asc', after: Buffer.from('["bestCpi","asc","x"]').toString('base64url') },
      { sort: 'bestCpi', order: 'asc', after: Buffer.from('["bestCpi","asc","0.3",-1]').toString('base64url') },
      { sort: 'bestCpi', order: 'asc', after: 'bm90IGpzb24' },
    ]) {
      const { status, body: answer } = await list(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.errorList?.[0]?.code).toBe(INVALID_CURSOR);
    }
    // A value the column cannot read is the database's refusal: still a 400.
    const unreadable = await list({ sort: 'bestCpi', order: 'asc', after: Buffer.from('["bestCpi","asc","abc",3]').toString('base64url') });
    expect(unreadable.status).toBe(400);
    expect((await list({ sort: 'bestCpi', order: 'asc', after: 'not/base64url' })).status).toBe(400);
  });

  it('GL-02 issue 17 the search finds a game by its name, store id or bundle id, or by its studio\'s name', async () => {
    const [game] = await t.database.db.select({ id: games.id, name: games.name }).from(games).where(eq(games.status, 'in_testing')).limit(1);
    await t.database.db.update(games).set({ storeId: '987654321', bundleId: 'com.benchmark.unique' }).where(eq(games.id, game!.id));
    for (const term of ['7654', 'BENCHMARK.UNI', game!.name.slice(1, 6)]) {
      const { page } = await list({ term, limit: 100 });
      expect(page.data.map((found) => found.id), term).toContain(game!.id);
    }
    const { page: byStudio } = await list({ term: 'studio tw', limit: 100 });
    expect(byStudio.data.length).toBeGreaterThan(0);
    expect(byStudio.data.every((found) => found.studio.studioName === 'Studio Two')).toBe(true);
    const { page: none } = await list({ term: 'zzqx no such game', limit: 100 });
    expect(none).toMatchObject({ data: [], total: 0, next: null });
  });

  it('issue 17 the card routes answer each game as the whole game answers it, with the card\'s fields only, on the same pages', async () => {
    for (const [url, body] of [
      ['/v1/games', { sort: 'bestCpi', order: 'asc', limit: 100 }],
      ['/v1/my/games', { status: 'finished', type: 'cpi', sort: 'lastCpi', order: 'asc', limit: 100 }],
    ] as const) {
      for (const who of ['pm@greenlight.test', 'pm2@greenlight.test', 'lead@studio-one.test']) {
        const headers = await t.as(who);
        const whole = (await t.app.inject({ method: 'POST', url, headers, payload: body })).json<Page>();
        const cards = await t.app.inject({ method: 'POST', url: `${url}/cards`, headers, payload: body });
        expect(cards.statusCode).toBe(200);
        const page = cards.json<Page & { data: Record<string, unknown>[] }>();
        expect(page.total).toBe(whole.total);
        expect(page.next).toBe(whole.next);
        expect(page.data.length).toBeGreaterThan(0);
        expect(page.data.map((card) => card.id)).toEqual(whole.data.map((game) => game.id));
        page.data.forEach((card, i) => {
          expect(Object.keys(card).sort()).toEqual([...GAME_CARD_FIELDS].sort());
          // The same values, permissions applied the same way (cpnu, D3 ROAS, the rating, the CRM link).
          expect(card, `${who} ${url}`).toEqual(Object.fromEntries(GAME_CARD_FIELDS.map((key) => [key, whole.data[i]![key]])));
        });
      }
    }
    // The card's answer is the narrow one: a third of the whole or less.
    const body = { sort: 'lastIterationDate', order: 'desc', limit: 20 };
    const whole = await t.app.inject({ method: 'POST', url: '/v1/games', headers: pm, payload: body });
    const cards = await t.app.inject({ method: 'POST', url: '/v1/games/cards', headers: pm, payload: body });
    expect(cards.body.length).toBeLessThan(whole.body.length / 2.5);
    // The same refusals as the whole list's.
    const refused = await t.app.inject({ method: 'POST', url: '/v1/games/cards', headers: await t.as('lead@studio-one.test'), payload: { sort: 'bestCpnu' } });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/games/cards', headers: pm, payload: { sort: 'bestCpi', after: 'bm90IGpzb24' } });
    expect(bad.json<{ errorList: { code: string }[] }>().errorList[0]!.code).toBe(INVALID_CURSOR);
  });

  it('issue 17 FLT-01 a list\'s total is its games\' number whether its filter reads the studio or the game alone', async () => {
    const rule = (id: string, operator: string, value: unknown) => ({ logicalOperator: 'all', children: [{ rule: id, operator, value }] });
    for (const query of [
      rule('studioName', 'contains', 'two'),
      rule('pmName', '=', '$me'),
      rule('studioActivityState', '=', 'active'),
      rule('platform', '=', 'android'),
      rule('isInKnowledgeSharing', '=', 1),
      rule('cpi', '<=', 0.5),
      { logicalOperator: 'any', children: [rule('platform', '=', 'ios'), rule('studioName', 'contains', 'one')] },
    ]) {
      const { ids, totals } = await walk({ sort: 'bestCpi', order: 'asc', query }, 7);
      expect(ids.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(totals[0], JSON.stringify(query)).toBe(ids.length);
    }
  });

  it('BE-LIST-03 counts each tab for a term, a filter query and My games only, as the board lists them', async () => {
    const count = async (args: object) =>
      (await t.app.inject({ method: 'POST', url: '/v1/my/games/status/count', headers: pm, payload: args })).json<Record<string, number>>();
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    const everything = await count({});
    const ios = { logicalOperator: 'all', children: [{ rule: 'platform', operator: '=', value: 'ios' }] };
    for (const args of [{ term: 'a' }, { query: ios }, { myGamesOnly: true }, { term: 'a', query: ios, myGamesOnly: true }]) {
      const counts = await count(args);
      expect(Object.keys(counts).sort()).toEqual(Object.keys(everything).sort());
      // Each narrows the board, and each tab holds what its list holds with the same arguments.
      expect(sum(counts), JSON.stringify(args)).toBeLessThan(sum(everything));
      for (const [tab, n] of Object.entries(counts)) {
        expect(n).toBeLessThanOrEqual(everything[tab]!);
        const { page } = await list({ ...args, status: tab, limit: 1 }, '/v1/my/games');
        expect(page.total, `${JSON.stringify(args)} ${tab}`).toBe(n);
      }
    }
  });

  it('BE-LIST-02 pages by limit and offset with each list\'s default size, and sorts by a named field either way', async () => {
    const post = async (url: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url, headers: pm, payload })).json<{ data: { id: number }[]; total: number }>();
    // The demo has fewer studios than a page: some more, without games.
    await t.database.db
      .insert(studios)
      .values(Array.from({ length: 15 }, (_, i) => ({ slug: `paging-${i}`, name: `Paging Studio ${i}`, country: 'FR', createdAt: new Date() })));
    // Games 20, my games 5, studios 20, knowledge sharing 5: each list holds more than its first page.
    for (const [url, body, size] of [
      ['/v1/games', {}, 20],
      ['/v1/my/games', { status: 'finished' }, 5],
      ['/v1/studios', {}, 20],
      ['/v1/ks/games', {}, 5],
    ] as const) {
      const page = await post(url, body);
      expect(page.data.length, url).toBe(Math.min(size, page.total));
      expect(page.total, url).toBeGreaterThan(size);
      // The offset skips, the limit bounds.
      const next = await post(url, { ...body, limit: 2, offset: 1 });
      expect(next.data.map((row) => row.id), url).toEqual(page.data.slice(1, 3).map((row) => row.id));
    }
    // The header search: 50 at most.
    expect((await t.app.inject({ method: 'GET', url: '/v1/games/search?term=e', headers: pm })).json<unknown[]>()).toHaveLength(50);
    // A studio's projects: 100 at most.
    const [game] = await t.database.db.select({ studioId: games.studioId }).from(games).limit(1);
    await t.database.db
      .insert(projects)
      .values(Array.from({ length: 101 }, (_, i) => ({ studioId: game!.studioId, name: `Paging ${String(i).padStart(3, '0')}`, createdAt: new Date() })));
    const studioProjects = await t.app.inject({ method: 'GET', url: `/projects?studioId=${game!.studioId}`, headers: pm });
    const answered = studioProjects.json<{ data: unknown[]; total: number }>();
    expect(answered.total).toBeGreaterThan(100);
    expect(answered.data).toHaveLength(100);
    // Sorted by a named field, one way or the other.
    const byName = async (order: 'asc' | 'desc') => (await list({ sort: 'name', order, limit: 100 })).page.data.map((g) => g.name);
    const ascending = await byName('asc');
    const descending = await byName('desc');
    expect(descending[0]).not.toBe(ascending[0]);
    const total = (await post('/v1/games', { limit: 1 })).total;
    const everyAscending = (await list({ sort: 'name', order: 'asc', limit: 100, offset: Math.max(0, total - 100) })).page.data.map((g) => g.name);
    expect(descending.slice(0, 10)).toEqual(everyAscending.slice(-10).reverse());
  });
});
