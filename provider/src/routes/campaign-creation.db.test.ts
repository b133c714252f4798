// GET /games/{id}/campaignCreationStatus (SUB-CAMP-20, BE-OPS-06, BE-STAT-04/05) on
// PGlite and Postgres with the demo data: `creating` while accept_testing waits for
// the worker, then each network's campaign or its error; who may read it.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, studios } from '../db/schema';
import { simulatedAdNetworks, type AdNetworkAdapter } from '../domain/campaigns/adapter';
import type { CampaignCreationStatus } from '../schemas/campaigns';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

/** The simulated networks, Facebook refusing campaigns while `failing.facebook` is set. */
function switchableNetworks() {
  const failing = { facebook: false };
  const normal = simulatedAdNetworks();
  const refusing = simulatedAdNetworks({ failingNetworks: ['facebook'] });
  const adapter: AdNetworkAdapter = {
    ...normal,
    createCampaign: (spec) => (failing.facebook ? refusing : normal).createCampaign(spec),
  };
  return { adapter, failing };
}

const PM = 'pm@greenlight.test';
const LIMIT_ERROR = 'The ad account reached its campaign limit';

describe.each(await testDatabaseKinds())('GET /games/{id}/campaignCreationStatus on %s', (kind) => {
  let t: TestApp;
  const networks = switchableNetworks();
  const sessions = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.as(email));
    return sessions.get(email)!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { adNetworks: networks.adapter });
  });
  afterAll(async () => t?.close());

  /** The first game in this status matching `where`, of `studio` (any studio: null); `skip` passes over the first ones. */
  const gameIn = async (status: string, where = sql`true`, studio: string | null = 'studio-one', skip = 0) => {
    const [row] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(studio ? eq(studios.slug, studio) : sql`true`, eq(games.status, status), where))
      .orderBy(games.id)
      .offset(skip)
      .limit(1);
    if (!row) throw new Error(`no ${studio ?? ''} game ${status}`);
    return row.id;
  };
  /** The seed's pending requests on Facebook alone (other studios' games): the `nth` of them. */
  const facebookOnlyRequest = (nth: number) =>
    gameIn('pending_testing', sql`${games.selectedAdNetworkIds} = '{1}' and not ${games.isCtr} and ${games.isManagedByProvider}`, null, nth);
  const get = async (url: string, email: string | null = PM) =>
    t.app.inject({ method: 'GET', url, headers: email ? await as(email) : {} });
  const status = async (id: number, email = PM) => {
    const response = await get(`/games/${id}/campaignCreationStatus`, email);
    expect(response.statusCode).toBe(200);
    return response.json<CampaignCreationStatus>();
  };
  const act = async (id: number, action: string, email = PM, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/game/${id}/${action}`, headers: await as(email), payload });
  const gameStatus = async (id: number) => (await get(`/game/${id}`)).json<{ status: string }>().status;

  it('SUB-CAMP-20 BE-STAT-04 accept_testing: every network `creating` while the operation waits, then its campaign ready', async () => {
    const id = await gameIn('pending_testing', sql`${games.selectedAdNetworkIds} = '{1,2}' and not ${games.isCtr} and ${games.nbIterations} = 0`);
    // A request never accepted has no campaign yet.
    expect(await status(id)).toEqual({ gameId: id, iterationNumber: null, running: false, operationId: null, networks: [] });

    const accepted = await act(id, 'accept_testing');
    expect(accepted.statusCode).toBe(202);
    const { operationId } = accepted.json<{ operation: { operationId: string } }>().operation;
    expect(await status(id)).toEqual({
      gameId: id,
      iterationNumber: 1,
      running: true,
      operationId,
      networks: [
        { adNetwork: 'facebook', adNetworkId: 1, status: 'creating', error: null },
        { adNetwork: 'snapchat', adNetworkId: 2, status: 'creating', error: null },
      ],
    });

    await t.app.operations.drain();
    expect(await status(id)).toEqual({
      gameId: id,
      iterationNumber: 1,
      running: false,
      operationId: null,
      networks: [
        { adNetwork: 'facebook', adNetworkId: 1, status: 'active', error: null },
        { adNetwork: 'snapchat', adNetworkId: 2, status: 'active', error: null },
      ],
    });
    expect(await gameStatus(id)).toBe('in_testing');
  });

  it('SUB-CAMP-20 BE-STAT-04 a refused campaign answers campaign_creation_failed with its text; recreating it is `creating`', async () => {
    const id = await facebookOnlyRequest(0);
    networks.failing.facebook = true;
    try {
      expect((await act(id, 'accept_testing')).statusCode).toBe(202);
      await t.app.operations.drain();
    } finally {
      networks.failing.facebook = false;
    }
    const failed = await status(id);
    expect(failed).toMatchObject({
      running: false,
      networks: [{ adNetwork: 'facebook', status: 'campaign_creation_failed', error: LIMIT_ERROR }],
    });
    // Nothing runs: the game waits for approval again.
    expect(await gameStatus(id)).toBe('pending_testing');

    const recreate = await act(id, 'recreate_campaign_facebook');
    expect(recreate.statusCode).toBe(202);
    expect(await status(id)).toMatchObject({
      iterationNumber: failed.iterationNumber,
      running: true,
      operationId: recreate.json<{ operation: { operationId: string } }>().operation.operationId,
      networks: [{ adNetwork: 'facebook', status: 'creating', error: null }],
    });
    await t.app.operations.drain();
    expect((await status(id)).networks).toEqual([{ adNetwork: 'facebook', adNetworkId: 1, status: 'active', error: null }]);
  });

  it('PA-09 BE-STAT-05 a declined game whose campaign failed is back in progress with the failure', async () => {
    const id = await facebookOnlyRequest(1);
    networks.failing.facebook = true;
    try {
      await act(id, 'accept_testing');
      await t.app.operations.drain();
    } finally {
      networks.failing.facebook = false;
    }
    expect((await act(id, 'decline_testing', 'cs@greenlight.test', { reason: 'Facebook refused the campaign: send other videos.' })).statusCode).toBe(200);
    expect(await gameStatus(id)).toBe('pending_sdk_integration');
    expect((await status(id, 'cs@greenlight.test')).networks).toEqual([
      { adNetwork: 'facebook', adNetworkId: 1, status: 'campaign_creation_failed', error: LIMIT_ERROR },
    ]);
  });

  it('SUB-CAMP-20 a seeded test whose Facebook campaign failed answers it beside the running Snapchat one', async () => {
    const [row] = (
      (await t.database.db.execute(sql`
        select c.game_id from campaigns c join games g on g.id = c.game_id
         where g.status = 'in_testing' and c.status = 'campaign_creation_failed' order by c.game_id limit 1`)) as unknown as {
        rows: { game_id: number }[];
      }
    ).rows;
    const answer = await status(row!.game_id);
    expect(answer.running).toBe(false);
    expect(answer.networks).toEqual([
      { adNetwork: 'facebook', adNetworkId: 1, status: 'campaign_creation_failed', error: LIMIT_ERROR },
      { adNetwork: 'snapchat', adNetworkId: 2, status: 'active', error: null },
    ]);
  });

  it('SUB-CAMP-20 BE-PERM whoever may see the game reads it: staff and the studio\'s members, read-only ones too; others are refused', async () => {
    const id = await gameIn('in_testing');
    for (const email of [PM, 'cs@greenlight.test', 'lead@studio-one.test', 'dev@studio-one.test', 'own@studio-one.test']) {
      expect((await get(`/games/${id}/campaignCreationStatus`, email)).statusCode, email).toBe(200);
    }
    const other = await get(`/games/${id}/campaignCreationStatus`, 'lead@studio-two.test');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ detail: 'Forbidden' });
    const learner = await get(`/games/${id}/campaignCreationStatus`, 'learner@studio-three.test');
    expect(learner.statusCode).toBe(403);
    const anonymous = await get(`/games/${id}/campaignCreationStatus`, null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('SUB-CAMP-20 an id out of bounds is a 400 naming it, an unknown game a 404', async () => {
    for (const id of ['0', '-1', 'abc', '2147483648', '1.5']) {
      const response = await get(`/games/${id}/campaignCreationStatus`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errorList[0], id).toMatchObject({ code: 'INVALID_REQUEST', path: 'params.id' });
    }
    const unknown = await get('/games/2147483647/campaignCreationStatus');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorList[0].code).toBeDefined();
  });
});
