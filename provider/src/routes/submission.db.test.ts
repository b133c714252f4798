// Creating a test and its first step's writes (SUB-CREATE, SUB-20, BE-SUB-01..03,
// BE-STAT-02), over app.inject on a copy of the demo database: who may, the
// messages, the locks, and that a refusal leaves the game as it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { findGameIds } from '../testing/fixtures';

interface GameAnswer {
  id: number;
  name: string;
  status: string;
  substatus: string | null;
  platform: string;
  isCtr: boolean;
  isManagedByProvider: boolean;
  isPublishedInStore: boolean;
  selectedAdNetworkIdList: number[];
  creatorId: number | null;
  studioId: number;
}
interface ErrorAnswer {
  detail: string;
  errorList: { code: string; detail: string; path?: string }[];
}

const NEW_TEST = { name: 'Neon Runner', platform: 'ios', selectedAdNetworkIdList: [1, 2] };

describe.each(await testDatabaseKinds())('the submission\'s first step on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, { authorization: string }> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const email of ['lead@studio-one.test', 'games@studio-one.test', 'own@studio-one.test', 'dev@studio-one.test', 'lead@studio-two.test', 'pm@greenlight.test']) {
      headers[email] = await t.as(email);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (email: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/games/', headers: headers[email], payload });
  const setup = (email: string, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/games/${id}`, headers: headers[email], payload });
  const step = (email: string, id: number, substatus: string) =>
    t.app.inject({ method: 'PUT', url: `/v1/game/${id}`, headers: headers[email], payload: { substatus } });
  const row = async (id: number) => (await t.database.db.select().from(games).where(eq(games.id, id)))[0]!;

  it('SUB-CREATE-16 BE-SUB-02 BE-STAT-02 lead@ creates an in-progress iOS test: create done, AppStore publishing next', async () => {
    const response = await create('lead@studio-one.test', NEW_TEST);
    expect(response.statusCode).toBe(201);
    const game = response.json<GameAnswer>();
    expect(game).toMatchObject({
      name: 'Neon Runner',
      status: 'pending_sdk_integration',
      platform: 'ios',
      isCtr: false,
      isManagedByProvider: true,
      isPublishedInStore: false,
      selectedAdNetworkIdList: [1, 2],
      creatorId: await t.userId('lead@studio-one.test'),
    });
    expect(JSON.parse(game.substatus!)).toEqual({ done: 'create', current: 'appstore_submission' });
    // The board's in-progress tab lists it.
    const mine = await t.app.inject({
      method: 'POST',
      url: '/v1/my/games',
      headers: headers['lead@studio-one.test'],
      payload: { status: 'in_progress', type: 'cpi', limit: 100 },
    });
    expect(mine.json<{ data: { id: number }[] }>().data.map((g) => g.id)).toContain(game.id);
  });

  it('SUB-CREATE-16 accepts the substatus the spec\'s create call sends (the first step), and refuses a later one, creating nothing', async () => {
    for (const substatus of ['createGame', JSON.stringify({ done: null, current: 'create' }), JSON.stringify({ done: 'create', current: 'appstore_submission' })]) {
      const response = await create('lead@studio-one.test', { ...NEW_TEST, name: 'Spec client', substatus });
      expect(response.statusCode, substatus).toBe(201);
      // The server writes the first step itself, whatever form the client sent.
      expect(JSON.parse(response.json<GameAnswer>().substatus!)).toEqual({ done: 'create', current: 'appstore_submission' });
    }
    const before = (await t.database.db.select({ id: games.id }).from(games)).length;
    for (const substatus of [JSON.stringify({ done: 'create', current: 'link_store' }), JSON.stringify({ done: 'categories', current: 'upload_asset' }), 'upload_asset', '{"current":', JSON.stringify({ current: 'create', extra: 1 })]) {
      const refused = await create('lead@studio-one.test', { ...NEW_TEST, name: 'Jumps ahead', substatus });
      expect(refused.statusCode, substatus).toBe(400);
      expect(refused.json<ErrorAnswer>().errorList).toEqual([expect.objectContaining({ path: 'substatus' })]);
    }
    expect((await t.database.db.select({ id: games.id }).from(games)).length).toBe(before);
  });

  it('SUB-CREATE-03 SUB-CREATE-17 answers a name outside 3 to 25 characters under `name`, with the message, and creates nothing', async () => {
    const before = (await t.database.db.select({ id: games.id }).from(games)).length;
    for (const name of ['ab', '   ab   ', 'x'.repeat(26)]) {
      const response = await create('lead@studio-one.test', { ...NEW_TEST, name });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().errorList).toEqual([
        { code: 'INVALID_REQUEST', detail: 'Name length must be between 3 and 25 characters', path: 'name' },
      ]);
    }
    expect((await t.database.db.select({ id: games.id }).from(games)).length).toBe(before);
  });

  it('refuses a name with control characters, an oversized one and unknown fields with a 400, never a 500', async () => {
    for (const payload of [
      { ...NEW_TEST, name: 'Neon\u0000Runner' },
      { ...NEW_TEST, name: 'x'.repeat(10_000) },
      { ...NEW_TEST, status: 'in_testing' },
      { ...NEW_TEST, selectedAdNetworkIdList: [3] },
      { ...NEW_TEST, platform: 'windows' },
    ]) {
      expect((await create('lead@studio-one.test', payload)).statusCode).toBe(400);
    }
  });

  it('SUB-CREATE-11 a managed CPI test needs a network; a CTR or manual one gets the studio\'s first', async () => {
    const none = await create('lead@studio-one.test', { ...NEW_TEST, selectedAdNetworkIdList: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorAnswer>().errorList[0]).toMatchObject({ path: 'selectedAdNetworkIdList', detail: 'Choose at least one ad network' });

    const ctr = await create('lead@studio-one.test', { ...NEW_TEST, name: 'Tap Tap Tap', isCtr: true, isPublishedInStore: true, selectedAdNetworkIdList: [] });
    expect(ctr.statusCode).toBe(201);
    // SUB-CREATE-07: no store question for CTR; SUB-14: its next step is Link to store.
    expect(ctr.json<GameAnswer>()).toMatchObject({ isCtr: true, isPublishedInStore: false, selectedAdNetworkIdList: [1] });
    expect(JSON.parse(ctr.json<GameAnswer>().substatus!)).toEqual({ done: 'create', current: 'link_store' });
  });

  it('SUB-CREATE-09 PERM-09 games@ (no use_snapchat_network) cannot choose Snapchat', async () => {
    const response = await create('games@studio-one.test', NEW_TEST);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().errorList[0]).toMatchObject({ path: 'selectedAdNetworkIdList', detail: 'This ad network is not available to you' });
    expect((await create('games@studio-one.test', { ...NEW_TEST, selectedAdNetworkIdList: [1] })).statusCode).toBe(201);
  });

  it('SUB-CREATE-05 PERM-08 a manual setup needs create_dedicated_ad_account_games', async () => {
    expect((await create('lead@studio-one.test', { ...NEW_TEST, isManagedByProvider: false })).statusCode).toBe(403);
  });

  it('SUB-CREATE-14 BE-PERM-05 creating needs add_game and a studio where one edits: dev@ (read only) and pm@ are refused', async () => {
    expect((await create('dev@studio-one.test', NEW_TEST)).statusCode).toBe(403);
    expect((await create('pm@greenlight.test', NEW_TEST)).statusCode).toBe(403);
    const studioOne = (await row((await findGameIds(t.database.db, { studioSlug: 'studio-one' }, 1))[0]!)).studioId;
    expect((await create('lead@studio-two.test', { ...NEW_TEST, studioId: studioOne })).statusCode).toBe(403);
  });

  it('SUB-CREATE-18 SUB-24 the first step\'s save changes the setup and answers the game', async () => {
    const game = (await create('lead@studio-one.test', { ...NEW_TEST, name: 'Setup Saved' })).json<GameAnswer>();
    const response = await setup('lead@studio-one.test', game.id, { isPublishedInStore: true, selectedAdNetworkIdList: [2], platform: 'android' });
    expect(response.statusCode).toBe(200);
    expect(response.json<GameAnswer>()).toMatchObject({ isPublishedInStore: true, selectedAdNetworkIdList: [2], platform: 'android', name: 'Setup Saved' });
  });

  it('SUB-CREATE-04 BE-SUB-03 the name never changes after creation', async () => {
    const game = (await create('lead@studio-one.test', { ...NEW_TEST, name: 'Named Once' })).json<GameAnswer>();
    expect((await setup('lead@studio-one.test', game.id, { name: 'Renamed' })).statusCode).toBe(400);
    expect((await row(game.id)).name).toBe('Named Once');
  });

  it('SUB-CREATE-12 BE-SUB-03 platform, CTR and networks are locked once the game has an appServiceAppKey', async () => {
    const game = (await create('lead@studio-one.test', { ...NEW_TEST, name: 'Locked Setup' })).json<GameAnswer>();
    await t.database.db.update(games).set({ appServiceAppKey: 'app-key-1' }).where(eq(games.id, game.id));
    const response = await setup('lead@studio-one.test', game.id, { platform: 'android', selectedAdNetworkIdList: [1] });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorAnswer>().errorList.map((item) => [item.code, item.path])).toEqual([
      ['GAME_SETUP_LOCKED', 'platform'],
      ['GAME_SETUP_LOCKED', 'selectedAdNetworkIdList'],
    ]);
    expect(await row(game.id)).toMatchObject({ platform: 'ios', selectedAdNetworkIds: [1, 2] });
    // What is not locked still changes.
    expect((await setup('lead@studio-one.test', game.id, { isPublishedInStore: true })).statusCode).toBe(200);
  });

  it('BE-PERM-05 own@ edits the tests they created, not another\'s; dev@ none; staff read the flow only', async () => {
    const leads = (await create('lead@studio-one.test', { ...NEW_TEST, name: 'Leads Test' })).json<GameAnswer>();
    const owns = (await create('own@studio-one.test', { ...NEW_TEST, name: 'Owns Test', selectedAdNetworkIdList: [1] })).json<GameAnswer>();
    expect((await setup('own@studio-one.test', owns.id, { isPublishedInStore: true })).statusCode).toBe(200);
    expect((await setup('own@studio-one.test', leads.id, { isPublishedInStore: true })).statusCode).toBe(403);
    expect((await setup('dev@studio-one.test', leads.id, { isPublishedInStore: true })).statusCode).toBe(403);
    expect((await setup('pm@greenlight.test', leads.id, { isPublishedInStore: true })).statusCode).toBe(403);
    expect((await setup('lead@studio-two.test', leads.id, { isPublishedInStore: true })).statusCode).toBe(403);
    expect((await row(leads.id)).isPublishedInStore).toBe(false);
  });

  it('SUB-20 BE-SUB-01 saves the step as {done, current}; refuses a step the game does not have', async () => {
    const game = (await create('lead@studio-one.test', { ...NEW_TEST, name: 'Stepping' })).json<GameAnswer>();
    const saved = await step('lead@studio-one.test', game.id, JSON.stringify({ done: 'appstore_submission', current: 'link_store' }));
    expect(saved.statusCode).toBe(200);
    expect(JSON.parse(saved.json<GameAnswer>().substatus!)).toEqual({ done: 'appstore_submission', current: 'link_store' });
    // An iOS game has no Playstore step; a legacy string is read, never written.
    for (const substatus of [JSON.stringify({ done: 'link_store', current: 'playstore_submission' }), 'createGame', '{"current":']) {
      const refused = await step('lead@studio-one.test', game.id, substatus);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorAnswer>().errorList[0]?.path).toBe('substatus');
    }
    expect(JSON.parse((await row(game.id)).substatus!)).toEqual({ done: 'appstore_submission', current: 'link_store' });
    expect((await step('dev@studio-one.test', game.id, JSON.stringify({ current: 'create' }))).statusCode).toBe(403);
  });

  it('BE-SUB-03 a game past its submission keeps its setup: 409 GAME_NOT_IN_SUBMISSION', async () => {
    const [inTesting] = await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1);
    const response = await setup('lead@studio-one.test', inTesting!, { isPublishedInStore: true });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorAnswer>().errorList[0]?.code).toBe('GAME_NOT_IN_SUBMISSION');
  });
});
