// The game card's links, per-network scores and score details through the routes
// (GC-10, GC-15, GC-17, GC-22, GC-23), and the statuses a game answers (BE-STAT-01),
// on PGlite and Postgres with the demo data.
import { GAME_STATUSES, iterationState } from '@greenlight/rules';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, gameRatings, games, iterations } from '../db/schema';
import { SIMULATED_AD_ACCOUNTS } from '../domain/campaigns/adapter';
import type { Game } from '../schemas/games';
import type { GameIterations } from '../schemas/iterations';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { findGameIds } from '../testing/fixtures';

const FACEBOOK_ACCOUNT = SIMULATED_AD_ACCOUNTS.facebook;
const SNAPCHAT_ACCOUNT = SIMULATED_AD_ACCOUNTS.snapchat;
const RATING = { execution: 4, balancing: 3, artEfficiency: 5, progression: 2, idea: 4, newness: 1, systemOne: 0, depth: 3 };

describe.each(await testDatabaseKinds())('the game card\'s fields on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const getGame = async (id: number, email = 'pm@greenlight.test') => {
    const response = await t.app.inject({ method: 'GET', url: `/game/${id}`, headers: await t.as(email) });
    expect(response.statusCode).toBe(200);
    return response.json<Game>();
  };
  const listPage = async (body: Record<string, unknown>, email = 'pm@greenlight.test') => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/games', headers: await t.as(email), payload: body });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Game[]; total: number }>().data;
  };
  const rate = async (id: number, payload: unknown, email = 'pm@greenlight.test') =>
    t.app.inject({
      method: 'PUT',
      url: `/games/${id}/rating`,
      headers: { ...(await t.as(email)), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  /** The game's newest campaign on a network that the network created, as the database holds it. */
  const newestCampaign = async (gameId: number, network: 'facebook' | 'snapchat') => {
    const [row] = await t.database.db
      .select({ externalId: campaigns.externalId, adAccountId: campaigns.adAccountId })
      .from(campaigns)
      .innerJoin(iterations, eq(iterations.id, campaigns.iterationId))
      .where(and(eq(campaigns.gameId, gameId), eq(campaigns.network, network), isNotNull(campaigns.externalId)))
      .orderBy(desc(iterations.iterationNumber))
      .limit(1);
    return row;
  };

  it('GC-10 links the newest campaign of each network in the network\'s ads manager', async () => {
    const [both] = await findGameIds(t.database.db, { status: 'finished', multiNetwork: true, minIterations: 2 }, 1);
    const game = await getGame(both!);
    const facebook = await newestCampaign(both!, 'facebook');
    const snapchat = await newestCampaign(both!, 'snapchat');
    expect(facebook?.externalId).toMatch(/^sim-facebook-\d+$/);
    expect(game.facebookUrl).toBe(
      `https://business.facebook.com/adsmanager/manage/campaigns?act=${FACEBOOK_ACCOUNT}&selected_campaign_ids=${facebook!.externalId}`,
    );
    expect(game.snapchatUrl).toBe(`https://ads.snapchat.com/${SNAPCHAT_ACCOUNT}/campaigns/${snapchat!.externalId}`);
    // The newest iteration's, not an earlier one's.
    const [latest] = await t.database.db
      .select({ id: iterations.id })
      .from(iterations)
      .where(eq(iterations.gameId, both!))
      .orderBy(desc(iterations.iterationNumber))
      .limit(1);
    expect(game.facebookUrl).toContain(`selected_campaign_ids=sim-facebook-${latest!.id}`);
  });

  it('GC-10 leaves out the networks a game has no campaign on, and games never tested', async () => {
    const [untested] = await findGameIds(t.database.db, { status: 'pending_review' }, 1);
    expect(await getGame(untested!)).toMatchObject({ facebookUrl: null, snapchatUrl: null });
    // A page of the list: a link exactly where the network created a campaign.
    const page = await listPage({ limit: 100, sort: 'lastIterationDate', order: 'desc' });
    expect(page.some((game) => game.facebookUrl !== null && game.snapchatUrl === null)).toBe(true);
    for (const game of page) {
      for (const network of ['facebook', 'snapchat'] as const) {
        const campaign = await newestCampaign(game.id, network);
        const url = network === 'facebook' ? game.facebookUrl : game.snapchatUrl;
        if (campaign) expect(url, `${game.id} ${network}`).toContain(encodeURIComponent(campaign.externalId!));
        else expect(url, `${game.id} ${network}`).toBeNull();
      }
    }
  });

  it('GC-10 a refused campaign has no link: the Facebook link is then an earlier iteration\'s, if any', async () => {
    const [failed] = await t.database.db
      .select({ gameId: campaigns.gameId, iterationId: campaigns.iterationId })
      .from(campaigns)
      .where(eq(campaigns.status, 'campaign_creation_failed'));
    const game = await getGame(failed!.gameId);
    expect(game.facebookUrl ?? '').not.toContain(`sim-facebook-${failed!.iterationId}`);
    expect(game.snapchatUrl).toContain(`sim-snapchat-${failed!.iterationId}`);
    const earlier = await newestCampaign(failed!.gameId, 'facebook');
    expect(game.facebookUrl === null).toBe(earlier === undefined);
  });

  it('GC-15 GC-22 BE-KPI-07 the list carries each network\'s 0-5 score: the newest iteration with data\'s, as the game\'s detail gives it', async () => {
    const ids = await findGameIds(t.database.db, { platform: 'android', multiNetwork: true, isCtr: false }, 8);
    const ctr = await findGameIds(t.database.db, { platform: 'android', isCtr: true, minIterations: 1 }, 2);
    const page = await listPage({ limit: 100, sort: 'lastIterationDate', order: 'desc' });
    const byId = new Map(page.map((game) => [game.id, game]));
    let compared = 0;
    for (const id of [...ids, ...ctr]) {
      const game = byId.get(id) ?? (await getGame(id));
      const detail = await t.app.inject({ method: 'GET', url: `/v1/game/${id}`, headers: await t.as('pm@greenlight.test') });
      const newest = detail.json<GameIterations>().iterations.find((iteration) => iteration.spend !== null);
      const expected = (['facebook', 'snapchat'] as const).flatMap((network) => {
        const score = newest?.adNetworks[network]?.score;
        return score === null || score === undefined ? [] : [{ adNetwork: network, adNetworkId: network === 'facebook' ? 1 : 2, score }];
      });
      expect(game.prototypeRecommendation, String(id)).toEqual({ recommendation: game.recommendation, adNetworks: expected });
      for (const { score } of expected) {
        expect(Number.isInteger(score), String(id)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(5);
      }
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(4);
    expect(page.some((game) => game.prototypeRecommendation.adNetworks.length === 2)).toBe(true);
  });

  it('GC-15 IT-21 gives an iOS game no per-network score: its network data is restricted', async () => {
    const ids = await findGameIds(t.database.db, { platform: 'ios', minIterations: 1 }, 5);
    for (const id of ids) expect((await getGame(id)).prototypeRecommendation.adNetworks).toEqual([]);
  });

  it('GC-17 GC-23 answers the rating as scoreDetails with view_proto_score only, null when the game is not rated', async () => {
    const [rated] = await t.database.db.select().from(gameRatings).limit(1);
    const pm = await getGame(rated!.gameId);
    expect(pm.scoreDetails).toEqual({
      execution: rated!.execution,
      balancing: rated!.balancing,
      artEfficiency: rated!.artEfficiency,
      progression: rated!.progression,
      idea: rated!.idea,
      newness: rated!.newness,
      systemOne: rated!.systemOne,
      depth: rated!.depth,
      ratedAt: rated!.ratedAt.toISOString(),
    });
    // pm2 has no view_proto_score.
    expect((await getGame(rated!.gameId, 'pm2@greenlight.test')).scoreDetails).toBeNull();
    const [unrated] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(sql`not exists (select 1 from game_ratings r where r.game_id = ${games.id})`)
      .limit(1);
    expect((await getGame(unrated!.id)).scoreDetails).toBeNull();
    // The list answers the same.
    const page = await listPage({ limit: 100, sort: 'lastIterationDate', order: 'desc' });
    const ratedIds = new Set((await t.database.db.select({ id: gameRatings.gameId }).from(gameRatings)).map((row) => row.id));
    expect(page.some((game) => game.scoreDetails !== null)).toBe(true);
    for (const game of page) expect(game.scoreDetails !== null, String(game.id)).toBe(ratedIds.has(game.id));
  });

  it('GC-23 PUT /games/{id}/rating sets the rating, replaces it, and answers the game', async () => {
    const [id] = await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1);
    const response = await rate(id!, RATING);
    expect(response.statusCode).toBe(200);
    expect(response.json<Game>()).toMatchObject({ id, scoreDetails: { ...RATING, ratedAt: t.clock.now().toISOString() } });
    const again = await rate(id!, { ...RATING, depth: 5 });
    expect(again.json<Game>().scoreDetails).toMatchObject({ ...RATING, depth: 5 });
    const rows = await t.database.db.select().from(gameRatings).where(eq(gameRatings.gameId, id!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...RATING, depth: 5, ratedBy: await t.userId('pm@greenlight.test') });
    expect((await getGame(id!)).scoreDetails).toMatchObject({ depth: 5 });
  });

  it('GC-23 PERM-29 needs rate_game: pm2 rates without reading it back; studio members are refused, whatever they send', async () => {
    const [id] = await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'finished' }, 1);
    const junior = await rate(id!, RATING, 'pm2@greenlight.test');
    expect(junior.statusCode).toBe(200);
    expect(junior.json<Game>().scoreDetails).toBeNull();
    expect((await getGame(id!)).scoreDetails).toMatchObject(RATING);
    for (const email of ['lead@studio-one.test', 'dev@studio-one.test']) {
      const refused = await rate(id!, { ...RATING, depth: 0 }, email);
      expect(refused.statusCode, email).toBe(403);
      expect(refused.json()).toMatchObject({ detail: 'Forbidden', errorList: [{ code: 'FORBIDDEN' }] });
      expect((await rate(id!, { depth: 'x' }, email)).statusCode, email).toBe(403);
    }
    expect((await getGame(id!)).scoreDetails).toMatchObject(RATING);
    const unknown = await rate(2_000_000_000, RATING);
    expect(unknown.statusCode).toBe(404);
  });

  it('GC-23 BE-SYS-04 BE-KPI-07 refuses anything but whole numbers 0-5 for the eight dimensions with a 400 naming the field', async () => {
    const [id] = await findGameIds(t.database.db, { studioSlug: 'studio-two', status: 'finished' }, 1);
    const ratingOf = () => t.database.db.select().from(gameRatings).where(eq(gameRatings.gameId, id!));
    const before = await ratingOf();
    const { systemOne: _, ...withoutSystemOne } = RATING;
    const cases: [unknown, string][] = [
      [{ ...RATING, execution: 6 }, 'body.execution'],
      [{ ...RATING, balancing: -1 }, 'body.balancing'],
      [{ ...RATING, depth: 2.5 }, 'body.depth'],
      [{ ...RATING, idea: '3' }, 'body.idea'],
      [{ ...RATING, newness: null }, 'body.newness'],
      [withoutSystemOne, 'body.systemOne'],
      [{ ...RATING, score: 3 }, 'body.score'],
      // Each of the eight dimensions is bounded.
      ...Object.keys(RATING).flatMap((key): [unknown, string][] => [
        [{ ...RATING, [key]: 6 }, `body.${key}`],
        [{ ...RATING, [key]: -1 }, `body.${key}`],
      ]),
    ];
    for (const [payload, path] of cases) {
      const response = await rate(id!, payload);
      expect(response.statusCode, path).toBe(400);
      const body = response.json<{ detail: string; errorList: { code: string; path: string; detail: string }[] }>();
      expect(body.errorList[0], path).toMatchObject({ code: 'INVALID_REQUEST', path });
      expect(body.detail, path).toContain(path);
    }
    for (const payload of ['not json', '[]', '{}']) {
      const response = await rate(id!, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ errorList: [{ code: expect.any(String) }] });
    }
    // Nothing was written.
    expect(await ratingOf()).toEqual(before);
  });

  it('BE-STAT-01 a game is in one of six statuses, with isIterating and substatus beside it; scheduled is only how an in-testing game with a later start reads', async () => {
    const statuses = (await t.database.db.selectDistinct({ status: games.status }).from(games)).map((row) => row.status).sort();
    expect(statuses).toEqual([...GAME_STATUSES].sort());
    // No other status is stored.
    const [any] = await t.database.db.select({ id: games.id }).from(games).limit(1);
    await expect(t.database.db.update(games).set({ status: 'scheduled' }).where(eq(games.id, any!.id))).rejects.toThrow();
    const page = await listPage({ limit: 100, sort: 'createdAt', order: 'desc' });
    for (const game of page) {
      expect(GAME_STATUSES).toContain(game.status);
      expect(typeof game.isIterating).toBe('boolean');
      expect(game.substatus === null || typeof game.substatus === 'string').toBe(true);
    }
    // isIterating is a flag beside the status: an iterating game and an in-progress one share their status.
    const [iterating] = await findGameIds(t.database.db, { status: 'pending_sdk_integration', isIterating: true }, 1);
    const [inProgress] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.status, 'pending_sdk_integration'), eq(games.isIterating, false), sql`${games.substatus} like '{%'`))
      .limit(1);
    expect(await getGame(iterating!)).toMatchObject({ status: 'pending_sdk_integration', isIterating: true });
    // The substatus says where its submission is: the step done and the current one.
    const fresh = await getGame(inProgress!.id);
    expect(fresh).toMatchObject({ status: 'pending_sdk_integration', isIterating: false });
    expect(JSON.parse(fresh.substatus!)).toEqual({ done: expect.any(String), current: expect.any(String) });
    // Scheduled: in testing, its newest iteration starting later.
    const [later] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(iterations, and(eq(iterations.gameId, games.id), eq(iterations.iterationNumber, games.nbIterations)))
      .where(sql`${iterations.iterationStart} > ${t.clock.now().toISOString()}`)
      .limit(1);
    expect((await getGame(later!.id)).status).toBe('in_testing');
    const detail = await t.app.inject({ method: 'GET', url: `/v1/game/${later!.id}`, headers: await t.as('pm@greenlight.test') });
    const [newest] = detail.json<GameIterations>().iterations;
    expect(newest!.schedulingDetails).toMatch(/^Campaign scheduled to start on /);
    const state = iterationState({
      isNewest: true,
      gameStatus: 'in_testing',
      start: newest!.iterationStart,
      end: newest!.iterationEnd,
      schedulingDetails: newest!.schedulingDetails,
      now: t.clock.now().getTime(),
    });
    expect(state).toMatchObject({ kind: 'scheduled', label: 'Scheduled' });
  });

  it('NAV-04 NAV-05 NAV-06 the header search: the caller\'s games by name, store id or bundle id, names that begin with the term first, 50 at most', async () => {
    const search = async (term: string, email = 'pm@greenlight.test') =>
      t.app.inject({ method: 'GET', url: `/v1/games/search?term=${encodeURIComponent(term)}`, headers: await t.as(email) });
    const [game] = await t.database.db.select({ id: games.id, name: games.name, studioId: games.studioId, storeId: games.storeId }).from(games).where(isNotNull(games.storeId)).limit(1);
    const byName = (await search(game!.name.slice(0, 4).toUpperCase())).json<{ id: number; name: string }[]>();
    expect(byName.map((g) => g.id)).toContain(game!.id);
    expect(byName.every((g) => g.name.toLowerCase().includes(game!.name.slice(0, 4).toLowerCase()))).toBe(true);
    const starts = byName.map((g) => g.name.toLowerCase().startsWith(game!.name.slice(0, 4).toLowerCase()));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    expect((await search(game!.storeId!)).json<{ id: number }[]>().map((g) => g.id)).toContain(game!.id);
    // NAV-06: a term every game matches answers 50.
    expect((await search('e')).json<unknown[]>().length).toBe(50);
    // NAV-05: nothing found is an empty list; a member searches only their studios' games.
    expect((await search('no such game anywhere')).json()).toEqual([]);
    const [other] = await t.database.db.select({ name: games.name }).from(games).innerJoin(sql`studios s`, sql`s.id = ${games.studioId} and s.slug = 'studio-two'`).limit(1);
    const member = (await search(other!.name, 'lead@studio-one.test')).json<{ name: string; studioName: string }[]>();
    expect(member.every((g) => g.studioName === 'Studio One')).toBe(true);
    // NAV-04: 50 characters at most; a NUL byte is refused.
    expect((await search('x'.repeat(51))).statusCode).toBe(400);
    expect((await search('')).statusCode).toBe(400);
    expect((await search('a\u0000b')).statusCode).toBe(400);
  });
});
