// Saved views (VIEW, BE-LIST-05), list preferences (AUTH-22) and the CSV export of
// the games list, through the routes, on PGlite and Postgres with the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { EXPORT_COLUMNS } from '../domain/games/export';

interface View {
  id: number;
  list: string;
  name: string;
  description: string;
  isDefault: boolean;
  slug: string | null;
  creator: { id: number; userType: string } | null;
  content: string;
  createdAt: string;
  updatedAt: string;
}

const content = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'games',
    term: '',
    filter: { logicalOperator: 'all', children: [{ rule: 'platform', operator: '=', value: 'ios' }] },
    columns: [{ id: 'name', label: 'Name', width: 140, isSelected: true, isStaff: false }],
    best: true,
    sort: { prop: 'cpi', order: 'asc' },
    ...extra,
  });

describe.each(await testDatabaseKinds())('views and export on %s', (kind) => {
  let t: TestApp;
  const sessions = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.as(email));
    return sessions.get(email)!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const views = async (email: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/ui-views?list=games', headers: await as(email) });
    expect(response.statusCode, email).toBe(200);
    return response.json<{ data: View[] }>().data;
  };
  const create = async (email: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/ui-view', headers: await as(email), payload: { list: 'games', ...body } });

  it('VIEW-03 VIEW-14 GL-29 GET /v1/ui-views lists the default views first; my-games for publishing managers only', async () => {
    const pm = await views('pm@greenlight.test');
    expect(pm.filter((v) => v.isDefault).map((v) => v.slug)).toEqual(['academy', 'high-potential', 'my-games']);
    expect(pm.slice(0, 3).every((v) => v.isDefault)).toBe(true);
    const cs = await views('cs@greenlight.test');
    expect(cs.filter((v) => v.isDefault).map((v) => v.slug)).toEqual(['academy', 'high-potential']);
    const mine = JSON.parse(pm.find((v) => v.slug === 'my-games')!.content);
    expect(mine.filter).toEqual({
      logicalOperator: 'any',
      children: [
        { rule: 'pmName', operator: '=', operand: 'PM', value: '$me' },
        { rule: 'secondaryPmName', operator: '=', operand: 'Secondary PM', value: '$me' },
      ],
    });
  });

  it('SL-06 SL-17 VIEW-16 the studios list has its own default views, My studios for publishing managers only', async () => {
    const studiosViews = async (email: string) =>
      (await t.app.inject({ method: 'GET', url: '/v1/ui-views?list=studios', headers: await as(email) })).json<{ data: View[] }>().data;
    const pm = await studiosViews('pm@greenlight.test');
    // VIEW-16: both lists have views, each its own.
    const games = await views('pm@greenlight.test');
    expect(pm.length).toBeGreaterThan(0);
    expect(games.length).toBeGreaterThan(0);
    expect(new Set(pm.map((v) => v.list))).toEqual(new Set(['studios']));
    expect(new Set(games.map((v) => v.list))).toEqual(new Set(['games']));
    expect(pm.map((v) => v.id).filter((id) => games.some((v) => v.id === id))).toEqual([]);
    expect(pm.filter((v) => v.isDefault).map((v) => v.name)).toEqual(['Academy studios', 'Inactive studios', 'My studios']);
    expect((await studiosViews('cs@greenlight.test')).filter((v) => v.isDefault).map((v) => v.name)).toEqual(['Academy studios', 'Inactive studios']);
    // Each default view's content passes the studios list's own checks.
    for (const view of pm.filter((v) => v.isDefault)) {
      const content = JSON.parse(view.content) as { filter: unknown; sort: { prop: string; order: string } };
      const listed = await t.app.inject({
        method: 'POST',
        url: '/v1/studios',
        headers: await as('pm@greenlight.test'),
        payload: { query: content.filter, sort: content.sort.prop, order: content.sort.order },
      });
      expect(listed.statusCode, view.name).toBe(200);
    }
    const mine = await t.app.inject({
      method: 'POST',
      url: '/v1/studios',
      headers: await as('pm@greenlight.test'),
      payload: { query: JSON.parse(pm.find((v) => v.slug === 'my-games')!.content).filter },
    });
    expect(mine.json<{ total: number }>().total).toBe(4);
  });

  it('VIEW-04 GAP-15 shows each user their own views, and everyone\'s to superusers only', async () => {
    const named = (list: View[]) => list.filter((v) => !v.isDefault).map((v) => v.name);
    expect(named(await views('pm@greenlight.test'))).toEqual(['Cheap installs on Android']);
    expect(named(await views('pm2@greenlight.test'))).toEqual(['Retention watch']);
    expect(named(await views('cs@greenlight.test'))).toEqual(['Tracking setup errors']);
    expect(named(await views('admin@greenlight.test'))).toEqual(['Cheap installs on Android', 'Retention watch', 'Tracking setup errors']);
  });

  it('BE-PERM-06 refuses views to the studio side', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/ui-views', headers: await as('lead@studio-one.test') });
    expect(response.statusCode).toBe(403);
    expect((await create('lead@studio-one.test', { name: 'Mine', content: content() })).statusCode).toBe(403);
  });

  it('VIEW-01 VIEW-05 VIEW-08 saves a new view with a trimmed unique name and its content as JSON text', async () => {
    const response = await create('pm@greenlight.test', { name: '  iOS by CPI ', description: 'mine', content: content() });
    expect(response.statusCode).toBe(201);
    const view = response.json<View>();
    expect(view).toMatchObject({ name: 'iOS by CPI', description: 'mine', isDefault: false, creator: { id: await t.userId('pm@greenlight.test'), userType: 'pm' } });
    // VIEW-01: the entity's fields.
    expect(Object.keys(view)).toEqual(expect.arrayContaining(['id', 'name', 'description', 'isDefault', 'creator', 'content', 'createdAt', 'updatedAt']));
    expect(view.id).toEqual(expect.any(Number));
    expect(Number.isNaN(Date.parse(view.createdAt))).toBe(false);
    expect(view.updatedAt).toBe(view.createdAt);
    expect(JSON.parse(view.content).sort).toEqual({ prop: 'cpi', order: 'asc' });
    const again = await t.app.inject({ method: 'GET', url: `/v1/ui-view/${view.id}`, headers: await as('admin@greenlight.test') });
    expect(again.json<View>().name).toBe('iOS by CPI');
    // Another PM does not see it (404, not 403: it does not exist for them).
    const hidden = await t.app.inject({ method: 'GET', url: `/v1/ui-view/${view.id}`, headers: await as('pm2@greenlight.test') });
    expect(hidden.statusCode).toBe(404);
  });

  it('VIEW-05 refuses an empty name, a taken one (any case, a default view\'s too) and bad content', async () => {
    const empty = await create('pm@greenlight.test', { name: '   ', content: content() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST', detail: 'A view needs a name', path: 'name' }] });
    for (const name of ['ios by cpi', 'MY GAMES', 'academy studios']) {
      const taken = await create('pm@greenlight.test', { name, content: content() });
      expect(taken.json(), name).toMatchObject({ errorList: [{ code: 'VIEW_NAME_TAKEN', detail: 'A view already has this name', path: 'name' }] });
    }
    const badJson = await create('pm@greenlight.test', { name: 'Broken', content: '{not json' });
    expect(badJson.json()).toMatchObject({ errorList: [{ code: 'INVALID_VIEW_CONTENT', path: 'content' }] });
    const badFilter = await create('pm@greenlight.test', {
      name: 'Deep',
      content: content({ filter: { logicalOperator: 'all', children: [{ rule: 'revenue', operator: '>', value: 1 }] } }),
    });
    expect(badFilter.json()).toMatchObject({ errorList: [{ code: 'INVALID_VIEW_CONTENT', detail: 'Unknown rule "revenue"' }] });
    // A junior PM may not save a CPNU rule (PERM-11).
    const cpnu = await create('pm2@greenlight.test', {
      name: 'Cheap users',
      content: content({ filter: { logicalOperator: 'all', children: [{ rule: 'cpnu', operator: '<', value: 1 }] } }),
    });
    expect(cpnu.json()).toMatchObject({ errorList: [{ code: 'INVALID_VIEW_CONTENT', detail: 'The rule "cpnu" needs the view_cpnu permission' }] });
  });

  it('VIEW-10 updates a view in place: its creator only, never a default view', async () => {
    const own = (await views('pm@greenlight.test')).find((v) => v.name === 'iOS by CPI')!;
    const update = (email: string, id: number, payload: Record<string, unknown>) =>
      as(email).then((headers) => t.app.inject({ method: 'PUT', url: `/v1/ui-view/${id}`, headers, payload }));
    const renamed = await update('pm@greenlight.test', own.id, { name: 'iOS, cheapest first', content: content({ best: false }) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<View>().name).toBe('iOS, cheapest first');
    expect(JSON.parse(renamed.json<View>().content).best).toBe(false);
    const other = await update('pm2@greenlight.test', own.id, { name: 'Taken over' });
    expect(other.statusCode).toBe(404);
    // A superuser sees it, and still may not change it.
    const admin = await update('admin@greenlight.test', own.id, { name: 'Admin edit' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ detail: 'Forbidden', errorList: [{ code: 'FORBIDDEN', detail: 'Forbidden' }] });
    const byDefault = (await views('pm@greenlight.test')).find((v) => v.slug === 'high-potential')!;
    expect((await update('pm@greenlight.test', byDefault.id, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await update('pm@greenlight.test', 999_999, { name: 'Nothing' })).statusCode).toBe(404);
    expect((await views('pm@greenlight.test')).find((v) => v.id === own.id)!.name).toBe('iOS, cheapest first');
  });

  it('VIEW-11 deletes a view: its creator only, answering the deleted flag', async () => {
    const own = (await views('pm@greenlight.test')).find((v) => v.name === 'iOS, cheapest first')!;
    const remove = async (email: string, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/v1/ui-view/${id}`, headers: await as(email) });
    expect((await remove('admin@greenlight.test', own.id)).statusCode).toBe(403);
    const byDefault = (await views('pm@greenlight.test')).find((v) => v.slug === 'my-games')!;
    expect((await remove('pm@greenlight.test', byDefault.id)).statusCode).toBe(403);
    const done = await remove('pm@greenlight.test', own.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deleted: true });
    expect((await remove('pm@greenlight.test', own.id)).statusCode).toBe(404);
  });

  it('AUTH-22 GL-31 FLT-19 keeps a user\'s sort, best-only flag and filter, and checks the filter', async () => {
    const url = '/v1/me/list-preferences/games';
    const headers = await as('pm2@greenlight.test');
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual({ list: 'games', preferences: null });
    const preferences = {
      sort: { prop: 'd7', order: 'desc' },
      best: false,
      filter: { logicalOperator: 'all', children: [{ rule: 'platform', operator: '=', value: 'android' }] },
      viewId: null,
    };
    const saved = await t.app.inject({ method: 'PUT', url, headers, payload: preferences });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual({ list: 'games', preferences });
    // Another user's are their own.
    expect((await t.app.inject({ method: 'GET', url, headers: await as('pm@greenlight.test') })).json().preferences).toBeNull();
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { filter: { logicalOperator: 'all', children: [{ rule: 'name', operator: '>', value: 'a' }] } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual({ list: 'games', preferences });
  });

  it('MG-25 keeps a studio member\'s board sort per tab; a sort the board does not offer is refused', async () => {
    const url = '/v1/me/list-preferences/mygames';
    const headers = await as('lead@studio-one.test');
    const preferences = { sorts: { finished: { prop: 'lastCpi', order: 'asc' }, in_testing: { prop: 'lastD1', order: 'desc' } } };
    expect((await t.app.inject({ method: 'PUT', url, headers, payload: preferences })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual({ list: 'mygames', preferences });
    for (const payload of [{ sorts: { finished: { prop: 'name', order: 'asc' } } }, { sorts: { elsewhere: { prop: 'lastCpi', order: 'asc' } } }]) {
      expect((await t.app.inject({ method: 'PUT', url, headers, payload })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual({ list: 'mygames', preferences });
  });

  describe('export', () => {
    const exportCsv = async (email: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/v1/games/export', headers: await as(email), payload });

    it('GL export streams every game the filter selects, in the list\'s order, as CSV', async () => {
      const filter = { logicalOperator: 'all', children: [{ rule: 'platform', operator: '=', value: 'ios' }] };
      const list = await t.app.inject({
        method: 'POST',
        url: '/v1/games',
        headers: await as('pm@greenlight.test'),
        payload: { limit: 100, sort: 'bestCpi', order: 'asc', query: filter },
      });
      const expected = list.json<{ data: { name: string; bestCpi: number | null }[]; total: number }>();
      expect(expected.total).toBeGreaterThan(20);
      const response = await exportCsv('pm@greenlight.test', {
        sort: 'bestCpi',
        order: 'asc',
        query: filter,
        columns: ['name', 'platform', 'cpi', 'd1', 'pmName'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="games-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Name,Platform,CPI ($),D1 (%),PM');
      expect(lines).toHaveLength(expected.total + 1);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(expected.data.map((g) => g.name));
      expect(lines.slice(1).every((line) => line.split(',')[1] === 'iOS')).toBe(true);
      const cheapest = expected.data[0]!;
      expect(lines[1]!.split(',')[2]).toBe(String(Math.round(cheapest.bestCpi! * 100) / 100));
    });

    it('GL export writes each column alone as it writes it among all the columns (it reads only what its columns write)', async () => {
      const ids = Object.keys(EXPORT_COLUMNS);
      for (const best of [true, false]) {
        const body = { sort: 'lastIterationDate', order: 'desc', best };
        const all = await exportCsv('pm@greenlight.test', { ...body, columns: ids });
        expect(all.statusCode, all.body).toBe(200);
        // No field holds a comma or a quote on the demo data: a line splits into its fields.
        const lines = (csv: string) => csv.split('\r\n').slice(0, -1);
        const rows = lines(all.body).map((line) => line.split(','));
        expect(rows[0]).toHaveLength(ids.length);
        expect(rows.length).toBeGreaterThan(100);
        expect(all.body).not.toContain('undefined');
        for (const [index, id] of ids.entries()) {
          const alone = await exportCsv('pm@greenlight.test', { ...body, columns: [id] });
          expect(lines(alone.body), `${id}, best ${best}`).toEqual(rows.map((row) => row[index]));
        }
        // The KPI columns follow the best iteration's or the latest's.
        const cpi = ids.indexOf('cpi');
        const list = (
          await t.app.inject({ method: 'POST', url: '/v1/games', headers: await as('pm@greenlight.test'), payload: { ...body, limit: 20 } })
        ).json<{ data: { bestCpi: number | null; lastCpi: number | null }[] }>();
        expect(rows.slice(1, 21).map((row) => row[cpi])).toEqual(
          list.data.map((game) => {
            const value = best ? game.bestCpi : game.lastCpi;
            return value === null ? '' : String(Math.round(value * 100) / 100);
          }),
        );
      }
    });

    it('GL export leaves staff-only columns out for studio members and sees only their games', async () => {
      const response = await exportCsv('lead@studio-two.test', { columns: ['name', 'pmName', 'studioName'] });
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Name,Studio');
      expect(lines.slice(1).every((line) => line.endsWith(',Studio Two'))).toBe(true);
    });

    it('GL export leaves out a list column that holds no data yet (CM) instead of refusing the view', async () => {
      const response = await exportCsv('pm@greenlight.test', { columns: ['name', 'cmName', 'platform'] });
      expect(response.statusCode).toBe(200);
      expect(response.body.split('\r\n')[0]).toBe('Name,Platform');
    });

    it('GL export refuses an unknown column or a bad filter with a 400 before any line', async () => {
      const column = await exportCsv('pm@greenlight.test', { columns: ['name', 'revenue'] });
      expect(column.statusCode).toBe(400);
      expect(column.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST', detail: 'Unknown column revenue', path: 'columns' }] });
      const filter = await exportCsv('pm@greenlight.test', {
        columns: ['name'],
        query: { logicalOperator: 'all', children: [{ rule: 'name', operator: '<', value: 1 }] },
      });
      expect(filter.statusCode).toBe(400);
      expect(filter.json()).toMatchObject({ errorList: [{ code: 'INVALID_FILTER', extra: { rule: 'name' } }] });
    });
  });
});
