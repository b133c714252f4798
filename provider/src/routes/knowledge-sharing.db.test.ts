// Knowledge sharing through the routes (issue 15; KS, BE-LIST-04): which games another
// studio sees (opted-in studios' finished games three months old, never its own), what
// it does not see (who, budgets, spend), the filters, sorts and favourites, and who may
// call at all (a studio that did not opt in gets 403).
import { KS_MIN_AGE_MONTHS, monthsLater } from '@greenlight/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studios } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface Shared {
  id: number;
  name: string;
  isCtr: boolean;
  isPinned: boolean;
  lastCpi: number | null;
  lastCtr: number | null;
  lastD1: number | null;
  lastIterationDate: string | null;
  joinedDate: string;
}
interface Page {
  data: Shared[];
  total: number;
}

describe.each(await testDatabaseKinds())('knowledge sharing routes on %s', (kind) => {
  let t: TestApp;
  const headers = new Map<string, { authorization: string }>();
  const as = async (email: string, fresh = false) => {
    if (fresh || !headers.has(email)) headers.set(email, await t.as(email));
    return headers.get(email)!;
  };
  const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: await as(email), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const list = async (email: string, body: Record<string, unknown> = {}) => {
    const response = await call(email, 'POST', '/v1/ks/games', { limit: 50, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  let one: number;
  let two: number;

  /** The shared games by the rule, counted apart from the code under test. */
  const expectedIds = async (options: { excludeStudio?: number; isCtr: boolean }) => {
    const cutoff = monthsLater(t.clock.now(), -KS_MIN_AGE_MONTHS).toISOString();
    const result = await t.database.db.execute(sql`
      select g.id from games g join studios s on s.id = g.studio_id
       where g.status = 'finished' and g.created_at <= ${cutoff}::timestamptz and g.is_ctr = ${options.isCtr}
         and s.knowledge_sharing_studio_status and s.knowledge_sharing_pm_status and s.deactivate_date is null
         and g.studio_id <> ${options.excludeStudio ?? -1}
       order by g.id`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const idOf = async (slug: string) => (await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, slug)))[0]!.id;
    one = await idOf('studio-one');
    two = await idOf('studio-two');
  });
  afterAll(async () => t?.close());

  it('KS-01 KS-02 KS-04 BE-LIST-04 a studio sees the finished games of the other opted-in studios, three months old or more, never its own', async () => {
    for (const type of ['cpi', 'ctr'] as const) {
      const page = await list('lead@studio-one.test', { type, limit: 50 });
      const expected = await expectedIds({ excludeStudio: one, isCtr: type === 'ctr' });
      expect(page.total).toBe(expected.length);
      if (expected.length <= 50) expect(page.data.map((g) => g.id).sort((a, b) => a - b)).toEqual(expected);
      expect(page.data.every((g) => g.isCtr === (type === 'ctr'))).toBe(true);
      for (const id of page.data.map((g) => g.id)) expect(expected).toContain(id);
    }
    // The demo has shared games of studio-two for studio-one to see, and staff see studio-one's too.
    expect((await list('lead@studio-one.test')).total).toBeGreaterThan(0);
    expect((await list('pm@greenlight.test')).total).toBe((await expectedIds({ isCtr: false })).length);
  });

  it('KS-21 a shared game tells neither who made it nor what it cost', async () => {
    const [game] = (await list('lead@studio-one.test', { limit: 1 })).data;
    const detail = await call('lead@studio-one.test', 'GET', `/v1/ks/game/${game!.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<Record<string, unknown> & { iterations: { iterationNumber: number }[] }>();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['id', 'name', 'platform', 'nbIterations', 'isPinned', 'tags', 'lastVideo', 'lastIterationDate', 'joinedDate', 'adnetworks', 'lastCpi', 'lastD1', 'lastD7', 'lastInstalls', 'lastPlaytimeHumanReadable', 'lastPlaytime', 'isCtr']));
    const text = JSON.stringify(body);
    for (const secret of ['studio', 'spend', 'dailyBudget', 'schedulingDetails', 'cpnu', 'pm', 'score', 'creator']) expect(text).not.toMatch(new RegExp(`"${secret}[A-Za-z]*"`));
    // KS-19: newest first.
    const numbers = body.iterations.map((i) => i.iterationNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers.length).toBe(body.nbIterations);
  });

  it('KS-16 a game that is not shared is not found, whoever asks and whether it exists or not', async () => {
    const [young] = (await t.database.db.execute(sql`
      select g.id from games g where g.status = 'finished' and g.created_at > ${monthsLater(t.clock.now(), -KS_MIN_AGE_MONTHS).toISOString()}::timestamptz limit 1`) as unknown as { rows: { id: number }[] }).rows;
    const [own] = await expectedIds({ isCtr: false }).then(async (ids) => {
      const rows = await t.database.db.execute(sql`select id from games where studio_id = ${one} and id = any(${`{${ids.join(',')}}`}::int[]) limit 1`);
      return (rows as unknown as { rows: { id: number }[] }).rows;
    });
    const [unshared] = (await t.database.db.execute(sql`
      select g.id from games g join studios s on s.id = g.studio_id where g.status = 'finished' and not s.knowledge_sharing_studio_status limit 1`) as unknown as { rows: { id: number }[] }).rows;
    for (const id of [young?.id, own?.id, unshared?.id, 2_000_000].filter((id): id is number => id !== undefined)) {
      expect((await call('lead@studio-one.test', 'GET', `/v1/ks/game/${id}`)).statusCode, `game ${id}`).toBe(404);
      expect((await call('lead@studio-one.test', 'PUT', `/v1/ks/game/${id}/pin`, { isPinned: true })).statusCode, `pin ${id}`).toBe(404);
    }
    expect(own).toBeDefined();
    expect(unshared).toBeDefined();
  });

  it('KS-10 KS-11 the sorts: best CPI ascending, best D1 and most recently tested descending, nulls last', async () => {
    const byCpi = (await list('pm@greenlight.test', { sort: 'lastCpi', order: 'asc' })).data.map((g) => g.lastCpi);
    const known = byCpi.filter((v): v is number => v !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(byCpi.slice(known.length).every((v) => v === null)).toBe(true);
    const byD1 = (await list('pm@greenlight.test', { sort: 'lastD1', order: 'desc' })).data.map((g) => g.lastD1 ?? -1);
    expect(byD1).toEqual([...byD1].sort((a, b) => b - a));
    const byDate = (await list('pm@greenlight.test', { sort: 'lastIterationDate', order: 'desc' })).data.map((g) => g.lastIterationDate ?? '');
    expect(byDate).toEqual([...byDate].sort().reverse());
    const byCtr = (await list('pm@greenlight.test', { type: 'ctr', sort: 'lastCtr', order: 'desc' })).data.map((g) => g.lastCtr ?? -1);
    expect(byCtr).toEqual([...byCtr].sort((a, b) => b - a));
  });

  it('KS-05 KS-07 KS-09 KS-14 the ranges arrive divided by 100 and bound the list; a rule outside the list\'s is refused', async () => {
    const all = (await list('pm@greenlight.test')).data;
    const query = { logicalOperator: 'all', children: [{ rule: 'lastCpi', operator: '<=', value: 0.5 }, { rule: 'lastD1', operator: '>=', value: 0.3 }] };
    const filtered = await list('pm@greenlight.test', { query });
    expect(filtered.data.map((g) => g.id).sort()).toEqual(all.filter((g) => g.lastCpi !== null && g.lastCpi <= 0.5 && g.lastD1 !== null && g.lastD1 >= 0.3).map((g) => g.id).sort());
    for (const bad of [{ rule: 'lastCpi', operator: '=', value: 1 }, { rule: 'name', operator: 'contains', value: 'x' }, { rule: 'lastD1', operator: '>=', value: 'x' }]) {
      const refused = await call('pm@greenlight.test', 'POST', '/v1/ks/games', { query: { logicalOperator: 'all', children: [bad] } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorList: [{ code: 'INVALID_FILTER' }] });
    }
    expect((await call('pm@greenlight.test', 'POST', '/v1/ks/games', { term: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('KS-13 a favourite is the caller\'s own: pinned, listed by isPinned, unpinned', async () => {
    const [game] = (await list('lead@studio-one.test', { limit: 1 })).data;
    const pinned = await call('lead@studio-one.test', 'PUT', `/v1/ks/game/${game!.id}/pin`, { isPinned: true });
    expect(pinned.json()).toEqual({ id: game!.id, isPinned: true });
    // Twice is once.
    expect((await call('lead@studio-one.test', 'PUT', `/v1/ks/game/${game!.id}/pin`, { isPinned: true })).statusCode).toBe(200);
    const favourites = await list('lead@studio-one.test', { query: { logicalOperator: 'all', children: [{ rule: 'isPinned', operator: '=', value: 1 }] } });
    expect(favourites.data.map((g) => [g.id, g.isPinned])).toEqual([[game!.id, true]]);
    expect((await list('pm@greenlight.test')).data.find((g) => g.id === game!.id)?.isPinned).toBe(false);
    await call('lead@studio-one.test', 'PUT', `/v1/ks/game/${game!.id}/pin`, { isPinned: false });
    expect((await list('lead@studio-one.test', { query: { logicalOperator: 'all', children: [{ rule: 'isPinned', operator: '=', value: 1 }] } })).total).toBe(0);
  });

  it('KS-03 BE-PERM-06 only staff and members of an opted-in studio may call: the others get 403', async () => {
    for (const email of ['dev@studio-one.test', 'cs@greenlight.test', 'learner@studio-three.test']) {
      expect((await call(email, 'POST', '/v1/ks/games', {})).statusCode, email).toBe(403);
      expect((await call(email, 'GET', '/v1/ks/game/1')).statusCode, email).toBe(403);
      expect((await call(email, 'PUT', '/v1/ks/game/1/pin', { isPinned: true })).statusCode, email).toBe(403);
    }
    for (const email of ['lead@studio-one.test', 'manager@studio-one.test', 'lead@studio-two.test', 'pm@greenlight.test', 'admin@greenlight.test']) {
      expect((await call(email, 'POST', '/v1/ks/games', {})).statusCode, email).toBe(200);
    }
  });

  it('KS-22 KS-02 KS-23 opting out hides the studio\'s games and takes its members\' access; opting in again shares them from that day', async () => {
    const studioTwoShared = async () => {
      const page = await list('lead@studio-one.test', { sort: 'joinedDate', order: 'desc' });
      return { page, ids: new Set(page.data.map((g) => g.id)) };
    };
    const before = await studioTwoShared();
    expect(before.page.total).toBeGreaterThan(0);
    expect((await call('lead@studio-two.test', 'POST', `/ss/studio/${two}/sharing`, { status: false })).statusCode).toBe(200);
    // A fresh session reads the studio's choice: no entry, and 403.
    const me = (await t.app.inject({ method: 'GET', url: '/v1/me', headers: await as('lead@studio-two.test', true) })).json<{ permissions: string[] }>();
    expect(me.permissions).not.toContain('view_knowledge_sharing');
    expect((await call('lead@studio-two.test', 'POST', '/v1/ks/games', {})).statusCode).toBe(403);
    const after = await list('lead@studio-one.test');
    expect(after.total).toBe((await expectedIds({ excludeStudio: one, isCtr: false })).length);
    expect(after.total).toBeLessThan(before.page.total);
    // KS-23: the games list's flag and filter read the same rule.
    const flagged = await call('pm@greenlight.test', 'POST', '/v1/games', {
      limit: 100,
      query: { logicalOperator: 'all', children: [{ rule: 'isInKnowledgeSharing', operator: '=', value: 1 }, { rule: 'isCtr', operator: '=', value: 0 }] },
    });
    const flaggedBody = flagged.json<{ data: { id: number; isInKnowledgeSharing: boolean }[]; total: number }>();
    expect(flaggedBody.total).toBe((await expectedIds({ isCtr: false })).length);
    expect(flaggedBody.data.every((g) => g.isInKnowledgeSharing)).toBe(true);

    t.clock.advance(60_000);
    expect((await call('lead@studio-two.test', 'POST', `/ss/studio/${two}/sharing`, { status: true })).statusCode).toBe(200);
    const again = await list('lead@studio-one.test', { sort: 'joinedDate', order: 'desc' });
    expect(again.total).toBe(before.page.total);
    // "Most recently shared": studio-two's games were shared just now.
    expect(again.data[0]!.joinedDate).toBe(t.clock.now().toISOString());
  });
});
