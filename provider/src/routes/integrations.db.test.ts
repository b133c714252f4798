// The Facebook setup, SDK integration and game building steps' server side (SUB-FB,
// SUB-SDK, SUB-BUILD, BE-SUB-08/09, API-52..54, Part G) over app.inject on a copy of the
// demo database: the Facebook properties, requesting app access in the flow, the SDK's
// ingest endpoint and its bounds, the integration checks, and who may do what.
import { DECRYPTION_KEY_INVALID, FACEBOOK_APP_ID_INVALID, INTEGRATION_CHECK_ERRORS } from '@greenlight/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookApps, games, operations, sdkEvents } from '../db/schema';
import { analyticsSignature, SDK_EVENTS_KEPT } from '../domain/integrations/sdk-ingest';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface GameAnswer {
  id: number;
  status: string;
  disabled: boolean;
  facebookAccessGranted: boolean;
  adNetworks: { facebook: { appId: string | null; decryptionKey: string | null; adAccountId: string | null } };
  gameAnalyticsGameKey: string | null;
  gameAnalyticsSecretKey: string | null;
  adjustAppToken: string | null;
  actions: { id: string; unavailableReason: string | null }[];
}
interface ErrorAnswer {
  detail: string;
  errorList: { code: string; detail: string; path?: string; extra?: Record<string, unknown> }[];
}

const LEAD = 'lead@studio-one.test';
const OWN = 'own@studio-one.test';
const DEV = 'dev@studio-one.test';
const OTHER_LEAD = 'lead@studio-two.test';
const PM = 'pm@greenlight.test';
const APP_ID = '123456789012345';
const KEY = 'a'.repeat(64);
const OTHER_KEY = 'b'.repeat(64);
const TOKEN = 'gl4tok3n0001';

describe.each(await testDatabaseKinds())('Facebook setup, SDK integration and game building on %s', (kind) => {
  let t: TestApp;
  const sessions = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.as(email));
    return sessions.get(email)!;
  };
  let gameId: number;
  let ownGameId: number;

  const create = async (email: string, name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/games/',
      headers: await as(email),
      payload: { name, platform: 'android', selectedAdNetworkIdList: [1] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<GameAnswer>().id;
  };
  const setup = async (email: string, id: number, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/games/${id}`, headers: await as(email), payload: payload as object });
  const read = async (email: string, id: number) =>
    (await t.app.inject({ method: 'GET', url: `/game/${id}`, headers: await as(email) })).json<GameAnswer>();
  const check = async (email: string, id: number, name: string) =>
    t.app.inject({ method: 'POST', url: `/game/${id}/${name}`, headers: await as(email) });
  const postAnalytics = (gameKey: string, body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: `/ingest/analytics/${gameKey}/events`,
      headers: { 'content-type': 'application/json', authorization: signature },
      payload: body,
    });
  const postAttribution = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/ingest/attribution/events', payload: payload as object });

  beforeAll(async () => {
    t = await startTestApp(kind);
    gameId = await create(LEAD, 'Sky Courier');
    ownGameId = await create(OWN, 'Own Little Game');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('SUB-FB-03..06 OP-02 the Facebook properties (PUT /games/{id})', () => {
    it('SUB-FB-03 SUB-FB-05 refuses a wrong app id and key with the rules\' messages at their paths', async () => {
      const response = await setup(LEAD, gameId, { adNetworks: { facebook: { appId: '12345', decryptionKey: 'A'.repeat(64) } } });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().errorList).toEqual([
        { code: 'INVALID_REQUEST', detail: FACEBOOK_APP_ID_INVALID, path: 'adNetworks.facebook.appId' },
        { code: 'INVALID_REQUEST', detail: DECRYPTION_KEY_INVALID, path: 'adNetworks.facebook.decryptionKey' },
      ]);
      // A NUL character is refused by the body's schema (plugins/input-bounds.ts), at its path in the body.
      const nul = await setup(LEAD, gameId, { adNetworks: { facebook: { appId: '1234567890\u000012345' } } });
      expect(nul.statusCode).toBe(400);
      expect(nul.json<ErrorAnswer>().errorList[0]).toMatchObject({ path: 'body.adNetworks.facebook.appId', detail: 'body.adNetworks.facebook.appId must not contain the NUL character' });
      for (const payload of [{ adNetworks: { facebook: { appId: 123456789012345 } } }, { adNetworks: { facebook: {} } }, { adNetworks: { facebook: { appId: 'x'.repeat(10_000) } } }, { adNetworks: { snapchat: {} } }]) {
        expect((await setup(LEAD, gameId, payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      }
    });

    it('SUB-FB-04 SUB-FB-06 SUB-FB-13 saves the app id and key; editors and staff read the key, the read-only member does not', async () => {
      const response = await setup(LEAD, gameId, { adNetworks: { facebook: { appId: APP_ID, decryptionKey: KEY } } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<GameAnswer>().adNetworks.facebook).toEqual({ appId: APP_ID, decryptionKey: KEY, adAccountId: null });
      expect((await read(PM, gameId)).adNetworks.facebook.decryptionKey).toBe(KEY);
      expect((await read(DEV, gameId)).adNetworks.facebook).toEqual({ appId: APP_ID, decryptionKey: null, adAccountId: null });
    });

    it('SUB-FB-05 an empty decryption key is accepted and clears it', async () => {
      const response = await setup(LEAD, gameId, { adNetworks: { facebook: { decryptionKey: '' } } });
      expect(response.statusCode).toBe(200);
      expect(response.json<GameAnswer>().adNetworks.facebook.decryptionKey).toBeNull();
      expect((await setup(LEAD, gameId, { adNetworks: { facebook: { decryptionKey: KEY } } })).statusCode).toBe(200);
    });

    it('SUB-FB-12 a read-only member, another studio and another member\'s own-games editor get 403 "Forbidden"', async () => {
      for (const [email, id] of [[DEV, gameId], [OTHER_LEAD, gameId], [OWN, gameId]] as const) {
        const response = await setup(email, id, { adNetworks: { facebook: { appId: APP_ID } } });
        expect(response.statusCode, email).toBe(403);
        expect(response.json<ErrorAnswer>().detail).toBe('Forbidden');
      }
      expect((await setup(OWN, ownGameId, { adNetworks: { facebook: { appId: '98765432109876543' } } })).statusCode).toBe(200);
    });

    it('SUB-FB-04 a game without Facebook has no Facebook setup', async () => {
      const snapOnly = await create(LEAD, 'Snap Only');
      await t.database.db.update(games).set({ selectedAdNetworkIds: [2] }).where(eq(games.id, snapOnly));
      const response = await setup(LEAD, snapOnly, { adNetworks: { facebook: { appId: APP_ID } } });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().errorList[0]!.path).toBe('adNetworks.facebook');
      expect((await check(LEAD, snapOnly, 'check_facebook_configuration')).statusCode).toBe(409);
    });
  });

  describe('SUB-FB-07 SUB-FB-08 OP-11 requesting app access in the flow', () => {
    it('SUB-FB-07 is offered once the game has an app id, to whoever holds request_application_access', async () => {
      expect((await read(LEAD, gameId)).actions.find((a) => a.id === 'request_application_access')).toMatchObject({ unavailableReason: null });
      expect((await read(DEV, gameId)).actions.find((a) => a.id === 'request_application_access')?.unavailableReason).toBe('PERMISSION_DENIED');
      const fresh = await create(LEAD, 'No App Yet');
      expect((await read(LEAD, fresh)).actions.map((a) => a.id)).not.toContain('request_application_access');
    });

    it('SUB-FB-10 the configuration check fails before access is granted', async () => {
      const response = await check(LEAD, gameId, 'check_facebook_configuration');
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorAnswer>();
      const operationId = body.errorList[0]!.extra!.operationId as string;
      expect(body.errorList).toEqual([
        {
          code: 'FACEBOOK_ACCESS_NOT_GRANTED',
          detail: INTEGRATION_CHECK_ERRORS.FACEBOOK_ACCESS_NOT_GRANTED.replace('{{operationId}}', operationId),
          extra: { operationId },
        },
      ]);
      const [row] = await t.database.db.select().from(operations).where(eq(operations.id, operationId));
      expect(row).toMatchObject({ action: 'check_facebook_configuration', status: 'error', errorCode: 'FACEBOOK_ACCESS_NOT_GRANTED' });
    });

    it('SUB-FB-07 a facebookAppId other than the game\'s is refused; the read-only member gets 403', async () => {
      const other = await t.app.inject({
        method: 'POST',
        url: `/game/${gameId}/request_application_access`,
        headers: await as(LEAD),
        payload: { facebookAppId: '111111111111111' },
      });
      expect(other.statusCode).toBe(400);
      expect(other.json<ErrorAnswer>().errorList[0]!.path).toBe('facebookAppId');
      const invalid = await t.app.inject({
        method: 'POST',
        url: `/game/${gameId}/request_application_access`,
        headers: await as(LEAD),
        payload: { facebookAppId: 'abc' },
      });
      expect(invalid.json<ErrorAnswer>().errorList[0]).toMatchObject({ detail: FACEBOOK_APP_ID_INVALID, path: 'facebookAppId' });
      const dev = await t.app.inject({ method: 'POST', url: `/game/${gameId}/request_application_access`, headers: await as(DEV), payload: {} });
      expect(dev.statusCode).toBe(403);
      expect(dev.json<ErrorAnswer>().detail).toBe('Forbidden');
    });

    it('OP-11 Part G the request is an operation; the simulated Facebook registers the app with the game\'s key and grants access', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/game/${gameId}/request_application_access`,
        headers: await as(LEAD),
        payload: { facebookAppId: APP_ID },
      });
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json<{ game: GameAnswer }>().game.disabled).toBe(true);
      expect(await t.app.operations.drain()).toBe(1);
      const [app] = await t.database.db.select().from(facebookApps).where(eq(facebookApps.appId, APP_ID));
      expect(app).toMatchObject({ appId: APP_ID, decryptionKey: KEY });
      const game = await read(LEAD, gameId);
      expect(game.facebookAccessGranted).toBe(true);
      expect(game.disabled).toBe(false);
    });

    it('SUB-FB-10 passes once access was granted with the same key; a different key fails with its own code', async () => {
      const passed = await check(LEAD, gameId, 'check_facebook_configuration');
      expect(passed.statusCode, passed.body).toBe(200);
      expect(passed.json()).toEqual({ ok: true, operationId: expect.any(String) });
      await setup(LEAD, gameId, { adNetworks: { facebook: { decryptionKey: OTHER_KEY } } });
      const mismatch = await check(LEAD, gameId, 'check_facebook_configuration');
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json<ErrorAnswer>().errorList.map((e) => e.code)).toEqual(['FACEBOOK_DECRYPTION_KEY_MISMATCH']);
      // An empty key is accepted: nothing to compare.
      await setup(LEAD, gameId, { adNetworks: { facebook: { decryptionKey: '' } } });
      expect((await check(LEAD, gameId, 'check_facebook_configuration')).statusCode).toBe(200);
      await setup(LEAD, gameId, { adNetworks: { facebook: { decryptionKey: KEY } } });
    });

    it('SUB-FB-10 another app id withdraws the access: the check fails until access is requested again', async () => {
      const fresh = await create(LEAD, 'Switcher');
      await setup(LEAD, fresh, { adNetworks: { facebook: { appId: '2222222222222222' } } });
      expect((await check(LEAD, fresh, 'check_facebook_configuration')).json<ErrorAnswer>().errorList[0]!.code).toBe('FACEBOOK_ACCESS_NOT_GRANTED');
      const noApp = await create(LEAD, 'No App');
      expect((await check(LEAD, noApp, 'check_facebook_configuration')).json<ErrorAnswer>().errorList[0]!.code).toBe('FACEBOOK_APP_ID_MISSING');
      await setup(LEAD, gameId, { adNetworks: { facebook: { appId: '333333333333333' } } });
      expect((await read(LEAD, gameId)).facebookAccessGranted).toBe(false);
      await setup(LEAD, gameId, { adNetworks: { facebook: { appId: APP_ID } } });
    });
  });

  describe('SUB-SDK-04 SUB-SDK-06 SUB-BUILD-02/03 API-52..54 the SDK checks and the ingest endpoint', () => {
    let gameKey: string;
    let secretKey: string;

    it('SUB-BUILD-02 the analytics check fails without a slot, naming the step to validate', async () => {
      const response = await check(LEAD, gameId, 'check_ga_integration');
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().errorList[0]!.code).toBe('SDK_ANALYTICS_NO_SLOT');
    });

    it('SUB-BUILD-02 with a slot (create_ga_slot), it fails until signed analytics events arrive', async () => {
      const created = await t.app.inject({ method: 'POST', url: `/game/${gameId}/create_ga_slot`, headers: await as(LEAD) });
      expect(created.statusCode, created.body).toBe(200);
      await t.app.operations.drain();
      const game = await read(LEAD, gameId);
      gameKey = game.gameAnalyticsGameKey!;
      secretKey = game.gameAnalyticsSecretKey!;
      expect(gameKey).toMatch(/^[0-9a-f]{40}$/);
      expect((await read(DEV, gameId)).gameAnalyticsSecretKey).toBeNull();
      const response = await check(LEAD, gameId, 'check_ga_integration');
      expect(response.statusCode).toBe(400);
      const item = response.json<ErrorAnswer>().errorList[0]!;
      expect(item.code).toBe('SDK_ANALYTICS_NO_EVENTS');
      expect(item.detail).toContain(`No analytics event from your game has reached us yet (operation ${item.extra!.operationId as string})`);
    });

    it('Part G a wrong signature and an unknown game key are refused alike (401), and nothing is kept', async () => {
      const body = JSON.stringify([{ category: 'user' }]);
      const wrong = await postAnalytics(gameKey, body, analyticsSignature('not the secret', body));
      expect(wrong.statusCode).toBe(401);
      const unknown = await postAnalytics('f'.repeat(40), body, analyticsSignature(secretKey, body));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      const missing = await postAnalytics(gameKey, body, '');
      expect(missing.statusCode).toBe(401);
      expect(await t.database.db.select().from(sdkEvents).where(eq(sdkEvents.gameId, gameId))).toEqual([]);
    });

    it('SUB-BUILD-02 SUB-SDK-05 signed analytics events make the analytics check pass', async () => {
      const body = JSON.stringify([
        { category: 'user', user_id: 'device-1', session_id: 's-1', v: 2 },
        { category: 'progression', event_id: 'Start:World01:Level01' },
      ]);
      const response = await postAnalytics(gameKey, body, analyticsSignature(secretKey, body));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ accepted: 2 });
      const passed = await check(LEAD, gameId, 'check_ga_integration');
      expect(passed.statusCode).toBe(200);
      expect(passed.json<{ ok: boolean }>().ok).toBe(true);
    });

    it('SUB-BUILD-03 the attribution check fails without a token, then without events, and passes after an install event', async () => {
      expect((await check(LEAD, gameId, 'check_adjust_integration')).json<ErrorAnswer>().errorList[0]!.code).toBe('SDK_ATTRIBUTION_NO_TOKEN');
      await t.database.db.update(games).set({ adjustAppToken: TOKEN }).where(eq(games.id, gameId));
      expect((await check(LEAD, gameId, 'check_adjust_integration')).json<ErrorAnswer>().errorList[0]!.code).toBe('SDK_ATTRIBUTION_NO_EVENTS');
      const unknown = await postAttribution({ app_token: 'unknowntoken', events: [{ activity_kind: 'install' }] });
      expect(unknown.statusCode).toBe(401);
      const sent = await postAttribution({ app_token: TOKEN, events: [{ activity_kind: 'install', created_at: '2026-11-20T10:00:00Z' }] });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await check(LEAD, gameId, 'check_adjust_integration')).statusCode).toBe(200);
      expect((await read(LEAD, gameId)).adjustAppToken).toBe(TOKEN);
      expect((await read(DEV, gameId)).adjustAppToken).toBeNull();
    });

    it('Part G the ingest endpoint is bounded: events per request, names, body size, types, NUL bytes: 4xx, never 500', async () => {
      const signed = (body: string) => postAnalytics(gameKey, body, analyticsSignature(secretKey, body));
      const many = JSON.stringify(Array.from({ length: 51 }, () => ({ category: 'user' })));
      const cases = [
        await signed(many),
        await signed(JSON.stringify([{ category: 'user', event_id: 'x'.repeat(65) }])),
        await signed(JSON.stringify([{ category: 'user', event_id: 'bad\u0000name' }])),
        await signed(JSON.stringify([{ category: 'unknown' }])),
        await signed(JSON.stringify({ category: 'user' })),
        await signed(JSON.stringify([])),
        await signed('[{"category": "user"'),
        await signed(JSON.stringify([{ category: 'user', padding: 'x'.repeat(70_000) }])),
        await postAnalytics('bad key!', '[]', ''),
        await postAttribution({ app_token: TOKEN, events: [{ activity_kind: 'install', event_token: 'x\u0000' }] }),
        await postAttribution({ app_token: 12, events: [{ activity_kind: 'install' }] }),
        await postAttribution({ app_token: TOKEN, events: 'install' }),
        await postAttribution({ app_token: `${TOKEN}\u0000`, events: [{ activity_kind: 'install' }] }),
        await t.app.inject({ method: 'POST', url: '/ingest/attribution/events', headers: { 'content-type': 'text/plain' }, payload: 'install' }),
        await t.app.inject({ method: 'POST', url: '/ingest/attribution/events', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}}' }),
      ];
      for (const [index, response] of cases.entries()) {
        expect(response.statusCode, `case ${index}: ${response.body.slice(0, 120)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `case ${index}`).toBeLessThan(500);
      }
      expect(cases[7]!.statusCode).toBe(413);
    });

    it('Part G only the latest events are kept per game and kind', async () => {
      for (let batch = 0; batch < 3; batch += 1) {
        const body = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ category: 'design', event_id: `Batch${batch}:Event${i}` })));
        expect((await postAnalytics(gameKey, body, analyticsSignature(secretKey, body))).statusCode).toBe(200);
      }
      const kept = await t.database.db.select().from(sdkEvents).where(eq(sdkEvents.gameId, gameId));
      expect(kept.filter((event) => event.kind === 'analytics')).toHaveLength(SDK_EVENTS_KEPT);
      expect(kept.filter((event) => event.kind === 'attribution')).toHaveLength(1);
    });

    it('SUB-SDK-04 who may run the checks: editors and staff; the read-only member and another studio get 403; an unknown game 404', async () => {
      expect((await check(PM, gameId, 'check_ga_integration')).statusCode).toBe(200);
      expect((await check(OWN, ownGameId, 'check_ga_integration')).json<ErrorAnswer>().errorList[0]!.code).toBe('SDK_ANALYTICS_NO_SLOT');
      for (const email of [DEV, OTHER_LEAD, OWN]) {
        const response = await check(email, gameId, 'check_adjust_integration');
        expect(response.statusCode, email).toBe(403);
        expect(response.json<ErrorAnswer>().detail).toBe('Forbidden');
      }
      expect((await check(LEAD, 2_000_000_000, 'check_ga_integration')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/game/${gameId}/check_ga_integration` })).statusCode).toBe(401);
      const withBody = await t.app.inject({
        method: 'POST',
        url: `/game/${gameId}/check_ga_integration`,
        headers: await as(LEAD),
        payload: { anything: 1 },
      });
      expect(withBody.statusCode).toBe(200);
    });
  });
});
