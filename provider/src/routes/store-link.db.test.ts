// The "Link to store" step on the provider (SUB-LINK, BE-SUB-03..07, Part G): the store
// lookup adapter over the simulated stores' catalogue, publishing an app through the
// simulator route, saving store ids with their rules and locks, the project a game
// joins, the analytics slot in the flow and the attribution token, over the DEMO.md users.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSlots, games, projects } from '../db/schema';
import { catalogueStoreLookup } from '../domain/integrations/store';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface GameAnswer {
  id: number;
  platform: string;
  storeId: string | null;
  bundleId: string | null;
  storeName: string | null;
  projectId: number | null;
  gameAnalyticsId: string | null;
  gameAnalyticsGameKey: string | null;
  gameAnalyticsSecretKey: string | null;
  gameAnalyticsUrl: string | null;
  adjustAppToken: string | null;
  appServiceAppKey: string | null;
}
interface ErrorAnswer {
  detail: string;
  errorList: { code: string; detail: string; path?: string; extra?: Record<string, unknown> }[];
}

const APPSTORE_MESSAGE = 'Valid AppStore IDs are 9-10 digits long and start with a non-zero digit';
const BUNDLE_MESSAGE = 'Valid Bundle IDs should look like com.company.game';
const PROJECT_MESSAGE = 'Name length must be between 3 and 25 characters.';
const USERS = [
  'lead@studio-one.test',
  'games@studio-one.test',
  'own@studio-one.test',
  'dev@studio-one.test',
  'lead@studio-two.test',
  'pm@greenlight.test',
  'cs@greenlight.test',
  'admin@greenlight.test',
] as const;
type User = (typeof USERS)[number];

describe.each(await testDatabaseKinds())('Link to store on %s', (kind) => {
  let t: TestApp;
  const headers = {} as Record<User, { authorization: string }>;
  // Distinct ids per test: the catalogue is shared by the file.
  let sequence = 0;
  const nextIds = () => {
    sequence += 1;
    return { storeId: String(1_900_000_000 + sequence), bundleId: `com.storelink.game${sequence}` };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const email of USERS) headers[email] = await t.as(email);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (email: User, body: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/games/',
      headers: headers[email],
      payload: { name: 'Store Runner', platform: 'ios', selectedAdNetworkIdList: [1], ...body },
    });
    expect(response.statusCode).toBe(201);
    return response.json<GameAnswer>();
  };
  const publish = (email: User, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/simulator/store/apps', headers: headers[email], payload: payload as object });
  const link = (email: User, id: number, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/games/${id}/store`, headers: headers[email], payload: payload as object });
  const token = (email: User, id: number) => t.app.inject({ method: 'GET', url: `/v1/game/${id}/adjustToken`, headers: headers[email] });
  const act = (email: User, id: number, action: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/game/${id}/${action}`, headers: headers[email], payload });
  const read = async (email: User, id: number) =>
    (await t.app.inject({ method: 'GET', url: `/games/${id}`, headers: headers[email] })).json<GameAnswer[]>()[0]!;
  /** A new iOS test of lead@ whose app the store publishes. */
  const publishedGame = async (email: User = 'lead@studio-one.test', body: Record<string, unknown> = {}) => {
    const game = await create(email, body);
    const ids = nextIds();
    const platform = (body.platform as string | undefined) ?? 'ios';
    const app = platform === 'ios' ? ids : { bundleId: ids.bundleId };
    expect((await publish('lead@studio-one.test', { platform, ...app, name: 'Store Runner HD' })).statusCode).toBe(201);
    return { game, ids: app as { storeId?: string; bundleId: string } };
  };

  describe('the simulated stores (Part G)', () => {
    it('Part G SUB-LINK-18 the adapter finds no app, then finds it once published through POST /simulator/store/apps', async () => {
      const store = catalogueStoreLookup(t.database.db);
      const ids = nextIds();
      expect(await store.findByStoreId('ios', ids.storeId)).toBeNull();
      const published = await publish('lead@studio-one.test', { platform: 'ios', ...ids, name: 'My game' });
      expect(published.statusCode).toBe(201);
      expect(published.json()).toMatchObject({ platform: 'ios', ...ids, name: 'My game' });
      expect(await store.findByStoreId('ios', ids.storeId)).toMatchObject({ bundleId: ids.bundleId, name: 'My game' });
      expect(await store.findByBundleId('ios', ids.bundleId)).toMatchObject({ storeId: ids.storeId });
      expect(await store.findByBundleId('android', ids.bundleId)).toBeNull();
    });

    it('Part G the seed publishes the demo games that have store ids', async () => {
      const [seeded] = await t.database.db
        .select({ storeId: games.storeId, bundleId: games.bundleId })
        .from(games)
        .where(sql`${games.platform} = 'ios' and ${games.storeId} is not null`)
        .orderBy(games.id)
        .limit(1);
      expect(await catalogueStoreLookup(t.database.db).findByStoreId('ios', seeded!.storeId!)).toMatchObject({ bundleId: seeded!.bundleId });
    });

    it('Part G publishing the same app again is no change (200); another app\'s bundle id or store id is a 409 naming it', async () => {
      const ids = nextIds();
      expect((await publish('games@studio-one.test', { platform: 'ios', ...ids })).statusCode).toBe(201);
      const again = await publish('games@studio-one.test', { platform: 'ios', ...ids });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ ...ids, name: ids.bundleId.split('.').at(-1) });
      const sameBundle = await publish('games@studio-one.test', { platform: 'ios', storeId: nextIds().storeId, bundleId: ids.bundleId });
      expect(sameBundle.statusCode).toBe(409);
      expect(sameBundle.json<ErrorAnswer>().errorList[0]).toMatchObject({ code: 'STORE_APP_CONFLICT', path: 'bundleId' });
      const sameStoreId = await publish('games@studio-one.test', { platform: 'ios', storeId: ids.storeId, bundleId: nextIds().bundleId });
      expect(sameStoreId.statusCode).toBe(409);
      expect(sameStoreId.json<ErrorAnswer>().errorList[0]).toMatchObject({ code: 'STORE_APP_CONFLICT', path: 'storeId' });
      // The same bundle id is another app on the other platform.
      expect((await publish('games@studio-one.test', { platform: 'android', bundleId: ids.bundleId })).statusCode).toBe(201);
    });

    it('Part G SUB-LINK-03 SUB-LINK-06..08 the rules of rules/src/store.ts, named by field; Android apps have no store id', async () => {
      const bad = await publish('lead@studio-one.test', { platform: 'ios', storeId: '0123456789', bundleId: 'com' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorAnswer>().errorList).toEqual([
        { code: 'INVALID_REQUEST', detail: APPSTORE_MESSAGE, path: 'storeId' },
        { code: 'INVALID_REQUEST', detail: BUNDLE_MESSAGE, path: 'bundleId' },
      ]);
      const android = await publish('lead@studio-one.test', { platform: 'android', storeId: '1234567890', bundleId: 'com.company.game' });
      expect(android.statusCode).toBe(400);
      expect(android.json<ErrorAnswer>().errorList[0]).toMatchObject({ path: 'storeId' });
    });

    it('Part G only holders of add_game and superusers publish', async () => {
      for (const email of ['dev@studio-one.test', 'pm@greenlight.test', 'cs@greenlight.test'] as const) {
        expect((await publish(email, { platform: 'ios', ...nextIds() })).statusCode).toBe(403);
      }
      expect((await publish('admin@greenlight.test', { platform: 'ios', ...nextIds() })).statusCode).toBe(201);
      expect((await t.app.inject({ method: 'POST', url: '/simulator/store/apps', payload: { platform: 'ios', ...nextIds() } })).statusCode).toBe(401);
    });

    it('Part G no 500 for bad input: NUL bytes, huge strings, wrong types', async () => {
      for (const payload of [
        { platform: 'ios', storeId: '123456789\u0000', bundleId: 'com.a.b' },
        { platform: 'ios', storeId: '1234567890', bundleId: 'com.a.b\u0000' },
        { platform: 'ios', storeId: '1234567890', bundleId: `com.${'a'.repeat(100_000)}` },
        { platform: 'ios', storeId: 1234567890, bundleId: 'com.a.b' },
        { platform: 'windows', bundleId: 'com.a.b' },
        { platform: 'ios', storeId: '1234567890', bundleId: 'com.a.b', name: 'x\u0000' },
        { platform: 'ios', storeId: '1234567890', bundleId: 'com.a.b', extra: true },
        [],
      ]) {
        expect((await publish('lead@studio-one.test', payload)).statusCode).toBe(400);
      }
    });
  });

  describe('saving store ids (PUT /games/{id}/store)', () => {
    it('SUB-LINK-25 BE-SUB-04 an AppStore id the store does not know: 400 LINK_TO_STORE_STORE_ID_NOT_FOUND, storeId "AppStore ID"', async () => {
      const game = await create('lead@studio-one.test');
      const ids = nextIds();
      const refused = await link('lead@studio-one.test', game.id, ids);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorAnswer>().errorList).toEqual([
        expect.objectContaining({ code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND', path: 'storeId', extra: { storeId: 'AppStore ID' } }),
      ]);
      // The error list fills the placeholder with the id's name.
      const list = (await t.app.inject({ method: 'GET', url: '/error_messages/' })).json<{ code: string; message: string }[]>();
      expect(list.find((e) => e.code === 'LINK_TO_STORE_STORE_ID_NOT_FOUND')!.message).toContain('{{storeId}}');
      // Published, the same ids link: the store name is the store's.
      await publish('lead@studio-one.test', { platform: 'ios', ...ids, name: 'Store Runner Deluxe' });
      const linked = await link('lead@studio-one.test', game.id, ids);
      expect(linked.statusCode).toBe(200);
      expect(linked.json<GameAnswer>()).toMatchObject({ ...ids, storeName: 'Store Runner Deluxe' });
    });

    it('SUB-LINK-25 a bundle id that is not the app\'s: storeId "Bundle ID", path bundleId; Android is looked up by bundle id', async () => {
      const { game, ids } = await publishedGame();
      const other = await link('lead@studio-one.test', game.id, { storeId: ids.storeId, bundleId: 'com.other.game' });
      expect(other.statusCode).toBe(400);
      expect(other.json<ErrorAnswer>().errorList[0]).toMatchObject({ code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND', path: 'bundleId', extra: { storeId: 'Bundle ID' } });
      const android = await create('lead@studio-one.test', { platform: 'android' });
      const unknown = await link('lead@studio-one.test', android.id, { bundleId: nextIds().bundleId });
      expect(unknown.json<ErrorAnswer>().errorList[0]).toMatchObject({ path: 'bundleId', extra: { storeId: 'Bundle ID' } });
      const published = await publishedGame('lead@studio-one.test', { platform: 'android' });
      const linked = await link('lead@studio-one.test', published.game.id, { bundleId: published.ids.bundleId });
      expect(linked.statusCode).toBe(200);
      expect(linked.json<GameAnswer>()).toMatchObject({ storeId: null, bundleId: published.ids.bundleId, storeName: 'Store Runner HD' });
    });

    it('SUB-LINK-03 SUB-LINK-06..08 SUB-LINK-10 the rules\' messages, each under its field', async () => {
      const game = await create('lead@studio-one.test');
      const refused = await link('lead@studio-one.test', game.id, { storeId: '12345678', bundleId: 'com', projectName: 'ab' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorAnswer>().errorList).toEqual([
        { code: 'INVALID_REQUEST', detail: APPSTORE_MESSAGE, path: 'storeId' },
        { code: 'INVALID_REQUEST', detail: BUNDLE_MESSAGE, path: 'bundleId' },
        { code: 'INVALID_REQUEST', detail: PROJECT_MESSAGE, path: 'projectName' },
      ]);
      const missing = await link('lead@studio-one.test', game.id, { bundleId: 'com.company.game' });
      expect(missing.json<ErrorAnswer>().errorList).toEqual([{ code: 'INVALID_REQUEST', detail: APPSTORE_MESSAGE, path: 'storeId' }]);
      const android = await create('lead@studio-one.test', { platform: 'android' });
      const androidBundle = await link('lead@studio-one.test', android.id, { bundleId: 'com.1company.game' });
      expect(androidBundle.json<ErrorAnswer>().errorList).toEqual([{ code: 'INVALID_REQUEST', detail: BUNDLE_MESSAGE, path: 'bundleId' }]);
      expect((await read('lead@studio-one.test', game.id)).bundleId).toBeNull();
    });

    it('SUB-LINK-05 SUB-LINK-09 BE-SUB-03 once set, the store id and the bundle id do not change: 409 GAME_STORE_LOCKED by field', async () => {
      const { game, ids } = await publishedGame();
      expect((await link('lead@studio-one.test', game.id, ids)).statusCode).toBe(200);
      const other = nextIds();
      await publish('lead@studio-one.test', { platform: 'ios', ...other });
      const storeId = await link('lead@studio-one.test', game.id, { storeId: other.storeId, bundleId: ids.bundleId });
      expect(storeId.statusCode).toBe(409);
      expect(storeId.json<ErrorAnswer>().errorList).toEqual([expect.objectContaining({ code: 'GAME_STORE_LOCKED', path: 'storeId' })]);
      const both = await link('lead@studio-one.test', game.id, other);
      expect(both.json<ErrorAnswer>().errorList.map((e) => e.path)).toEqual(['storeId', 'bundleId']);
      // The same ids again: no change, answered (a second Validate).
      expect((await link('lead@studio-one.test', game.id, ids)).json<GameAnswer>()).toMatchObject(ids);
    });

    it('SUB-LINK-18 BE-PERM the game\'s editors only: lead@ and games@ its studio\'s, own@ its own, cs@ (every game permission); dev@ and pm@ read only, another studio 403', async () => {
      const { game, ids } = await publishedGame();
      for (const email of ['own@studio-one.test', 'dev@studio-one.test', 'lead@studio-two.test', 'pm@greenlight.test'] as const) {
        expect([email, (await link(email, game.id, ids)).statusCode]).toEqual([email, 403]);
      }
      expect((await link('games@studio-one.test', game.id, ids)).statusCode).toBe(200);
      expect((await link('cs@greenlight.test', game.id, ids)).statusCode).toBe(200);
      const own = await publishedGame('own@studio-one.test');
      expect((await link('own@studio-one.test', own.game.id, own.ids)).statusCode).toBe(200);
      expect((await link('lead@studio-one.test', 2147483647, ids)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PUT', url: `/games/${game.id}/store`, payload: ids })).statusCode).toBe(401);
    });

    it('SUB-LINK-18 a game past its submission keeps its ids: 409 GAME_NOT_IN_SUBMISSION', async () => {
      const [tested] = await t.database.db
        .select({ id: games.id, storeId: games.storeId, bundleId: games.bundleId })
        .from(games)
        .where(sql`${games.status} = 'in_testing' and ${games.studioId} = (select studio_id from games where id = ${(await create('lead@studio-one.test')).id})`)
        .limit(1);
      const refused = await link('lead@studio-one.test', tested!.id, { storeId: tested!.storeId ?? undefined, bundleId: tested!.bundleId ?? 'com.a.b' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorAnswer>().errorList[0]!.code).toBe('GAME_NOT_IN_SUBMISSION');
    });

    it('SUB-LINK-18 no 500 for bad input: NUL bytes, huge strings, wrong types', async () => {
      const { game, ids } = await publishedGame();
      for (const payload of [
        { ...ids, bundleId: 'com.a.b\u0000' },
        { ...ids, storeId: '1234567890\u0000' },
        { ...ids, bundleId: 'a'.repeat(1_000_000) },
        { ...ids, projectName: `Name\u0000` },
        { ...ids, projectName: 'x'.repeat(10_000) },
        { ...ids, projectId: 'one' },
        { ...ids, projectId: 1e12 },
        { ...ids, projectId: -1 },
        { ...ids, bundleId: 42 },
        { storeId: ids.storeId },
        { ...ids, other: 1 },
      ]) {
        const answer = await link('lead@studio-one.test', game.id, payload);
        expect([JSON.stringify(payload).slice(0, 60), answer.statusCode]).toEqual([JSON.stringify(payload).slice(0, 60), 400]);
      }
      const text = await t.app.inject({ method: 'PUT', url: `/games/${game.id}/store`, headers: { ...headers['lead@studio-one.test'], 'content-type': 'text/plain' }, payload: 'text' });
      expect([400, 415]).toContain(text.statusCode);
    });
  });

  describe('the game\'s project (SUB-LINK-20, BE-SUB-07, PROJ)', () => {
    it('PROJ every new test belongs to a project of its own, named after it', async () => {
      const game = await create('lead@studio-one.test', { name: 'Lonely Hopper' });
      const [project] = await t.database.db.select().from(projects).where(eq(projects.id, game.projectId!));
      const [row] = await t.database.db.select({ studioId: games.studioId }).from(games).where(eq(games.id, game.id));
      expect(project).toMatchObject({ name: 'Lonely Hopper', studioId: row!.studioId });
    });

    it('SUB-LINK-10 SUB-LINK-20 projectName names the game\'s own project', async () => {
      const { game, ids } = await publishedGame();
      const named = await link('lead@studio-one.test', game.id, { ...ids, projectName: '  Store Saga  ' });
      expect(named.statusCode).toBe(200);
      const [project] = await t.database.db.select().from(projects).where(eq(projects.id, named.json<GameAnswer>().projectId!));
      expect(project!.name).toBe('Store Saga');
      expect(named.json<GameAnswer>().projectId).toBe(game.projectId);
    });

    it('SUB-LINK-20 BE-SUB-07 projectId joins a project of the studio (its empty project goes); another studio\'s or none 404', async () => {
      const first = await publishedGame();
      const second = await publishedGame();
      const joined = await link('lead@studio-one.test', second.game.id, { ...second.ids, projectId: first.game.projectId });
      expect(joined.statusCode).toBe(200);
      expect(joined.json<GameAnswer>().projectId).toBe(first.game.projectId);
      expect(await t.database.db.select().from(projects).where(eq(projects.id, second.game.projectId!))).toEqual([]);
      const third = await publishedGame();
      const [otherStudio] = await t.database.db
        .select({ id: projects.id })
        .from(projects)
        .where(sql`${projects.studioId} <> (select studio_id from games where id = ${third.game.id})`)
        .limit(1);
      // Another studio's project is not the caller's to know of.
      expect((await link('lead@studio-one.test', third.game.id, { ...third.ids, projectId: otherStudio!.id })).statusCode).toBe(404);
      expect((await link('lead@studio-one.test', third.game.id, { ...third.ids, projectId: 2147483647 })).statusCode).toBe(404);
      // With the project, a name renames it (SUB-LINK-17).
      const renamed = await link('lead@studio-one.test', third.game.id, { ...third.ids, projectId: first.game.projectId, projectName: 'Shared Saga' });
      expect(renamed.statusCode).toBe(200);
      const [project] = await t.database.db.select().from(projects).where(eq(projects.id, first.game.projectId!));
      expect(project!.name).toBe('Shared Saga');
    });
  });

  describe('the analytics slot in the flow (SUB-LINK-19, BE-SUB-05)', () => {
    it('SUB-LINK-19 SUB-LINK-28 create_ga_slot runs at once for a game in its submission and answers the slot\'s fields', async () => {
      const { game, ids } = await publishedGame();
      await link('lead@studio-one.test', game.id, ids);
      const created = await act('lead@studio-one.test', game.id, 'create_ga_slot');
      expect(created.statusCode).toBe(200);
      const answer = created.json<{ game: GameAnswer }>().game;
      expect(answer.gameAnalyticsId).toMatch(/^\d+$/);
      expect(answer.gameAnalyticsGameKey).toMatch(/^[0-9a-f]{40}$/);
      expect(answer.gameAnalyticsSecretKey).toMatch(/^[0-9a-f]{40}$/);
      expect(answer.gameAnalyticsUrl).toContain(`/games/${answer.gameAnalyticsId}`);
      // The keys the build carries are for the game's editors and staff.
      expect((await read('dev@studio-one.test', game.id)).gameAnalyticsSecretKey).toBeNull();
      expect((await read('dev@studio-one.test', game.id)).gameAnalyticsGameKey).toBeNull();
      expect((await read('pm@greenlight.test', game.id)).gameAnalyticsSecretKey).toBe(answer.gameAnalyticsSecretKey);
      // Once: the action is not available again.
      expect((await act('lead@studio-one.test', game.id, 'create_ga_slot')).statusCode).toBe(409);
      expect((await act('dev@studio-one.test', (await create('lead@studio-one.test')).id, 'create_ga_slot')).statusCode).toBe(403);
    });

    it('SUB-LINK-13 SUB-LINK-14 SUB-LINK-26 PERM-23 assign_ga_slot reuses a slot of the studio (another project: request_game_testing); another studio\'s is not found', async () => {
      const game = await create('lead@studio-one.test');
      const [ours] = await t.database.db
        .select({ id: analyticsSlots.id })
        .from(analyticsSlots)
        .innerJoin(games, eq(games.id, analyticsSlots.createdForGameId))
        .where(sql`${games.studioId} = (select studio_id from games where id = ${game.id})`)
        .limit(1);
      const [theirs] = await t.database.db
        .select({ id: analyticsSlots.id })
        .from(analyticsSlots)
        .innerJoin(games, eq(games.id, analyticsSlots.createdForGameId))
        .where(sql`${games.studioId} <> (select studio_id from games where id = ${game.id})`)
        .limit(1);
      const foreign = await act('lead@studio-one.test', game.id, 'assign_ga_slot', { gameAnalyticsId: theirs!.id });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json<ErrorAnswer>().errorList[0]).toMatchObject({ code: 'GAME_ANALYTICS_GAME_NOT_FOUND', path: 'gameAnalyticsId' });
      const never = await act('lead@studio-one.test', game.id, 'assign_ga_slot', { gameAnalyticsId: '424242424242' });
      expect(never.json<ErrorAnswer>().errorList[0]!.code).toBe('GAME_ANALYTICS_GAME_NOT_FOUND');
      const reused = await act('lead@studio-one.test', game.id, 'assign_ga_slot', { gameAnalyticsId: ours!.id });
      expect(reused.statusCode).toBe(200);
      expect(reused.json<{ game: GameAnswer }>().game.gameAnalyticsId).toBe(ours!.id);
      expect((await act('dev@studio-one.test', game.id, 'assign_ga_slot', { gameAnalyticsId: ours!.id })).statusCode).toBe(403);
    });
  });

  describe('the attribution token (SUB-LINK-21, API-62, BE-SUB-06)', () => {
    it('SUB-LINK-21 BE-SUB-06 generated once for a linked CPI game, the same after; platform and networks lock (SUB-CREATE-12)', async () => {
      const { game, ids } = await publishedGame();
      const early = await token('lead@studio-one.test', game.id);
      expect(early.statusCode).toBe(409);
      expect(early.json<ErrorAnswer>().errorList[0]!.code).toBe('GAME_STORE_NOT_LINKED');
      await link('lead@studio-one.test', game.id, ids);
      expect((await token('dev@studio-one.test', game.id)).statusCode).toBe(403);
      const first = await token('lead@studio-one.test', game.id);
      expect(first.statusCode).toBe(200);
      const { adjustAppToken } = first.json<{ adjustAppToken: string }>();
      expect(adjustAppToken).toMatch(/^[a-z0-9]{12}$/);
      expect((await token('lead@studio-one.test', game.id)).json()).toEqual({ adjustAppToken });
      // Readers of the game read it once made.
      expect((await token('dev@studio-one.test', game.id)).json()).toEqual({ adjustAppToken });
      expect((await token('lead@studio-two.test', game.id)).statusCode).toBe(403);
      const after = await read('lead@studio-one.test', game.id);
      expect(after.adjustAppToken).toBe(adjustAppToken);
      expect(after.appServiceAppKey).toMatch(/^[a-z0-9]{32}$/);
      const platform = await t.app.inject({ method: 'PUT', url: `/games/${game.id}`, headers: headers['lead@studio-one.test'], payload: { platform: 'android' } });
      expect(platform.statusCode).toBe(409);
      expect(platform.json<ErrorAnswer>().errorList[0]!.code).toBe('GAME_SETUP_LOCKED');
    });

    it('SUB-LINK-21 test-only (CTR) games have no token: 409 ATTRIBUTION_NOT_FOR_CTR', async () => {
      const ctr = await create('lead@studio-one.test', { isCtr: true });
      const refused = await token('lead@studio-one.test', ctr.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorAnswer>().errorList[0]!.code).toBe('ATTRIBUTION_NOT_FOR_CTR');
    });
  });
});
