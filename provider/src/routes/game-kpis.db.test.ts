// GET /v1/game/{id} on the demo data (IT-30, BE-KPI-01), on PGlite and Postgres.
import { RECOMMENDATIONS, recommendationDisplay } from '@greenlight/rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { campaigns, games, studios } from '../db/schema';
import type { GameIterations, Iteration, IterationNetwork } from '../schemas/iterations';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { findGameIds } from '../testing/fixtures';

describe.each(await testDatabaseKinds())('GET /v1/game/{id} on %s', (kind) => {
  let t: TestApp;
  const sessions = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.as(email));
    return sessions.get(email)!;
  };
  const get = async (url: string, email = 'pm@greenlight.test') => t.app.inject({ method: 'GET', url, headers: await as(email) });
  const iterationsOf = async (id: number, email?: string) => {
    const response = await get(`/v1/game/${id}`, email);
    expect(response.statusCode).toBe(200);
    return response.json<GameIterations>().iterations;
  };
  const studioGames = async (slug: string, where = sql`true`) =>
    t.database.db
      .select({ game: games })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(eq(studios.slug, slug), where))
      .orderBy(games.id)
      .then((rows) => rows.map((row) => row.game));
  const blocks = (iteration: Iteration) => Object.values(iteration.adNetworks) as IterationNetwork[];

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('IT-01 IT-30 answers the game\'s iterations newest first; the newest agrees with the game\'s KPI summary', async () => {
    const [game] = await studioGames('studio-one', sql`${games.status} = 'finished' and ${games.nbIterations} >= 3`);
    const list = await iterationsOf(game!.id);
    expect(list.map((i) => i.iterationNumber)).toEqual(Array.from({ length: game!.nbIterations }, (_, i) => game!.nbIterations - i));
    const newest = list[0]!;
    expect(newest.cpi).toBeCloseTo(game!.lastCpi!, 10);
    expect(newest.ctr).toBeCloseTo(game!.lastCtr!, 10);
    expect(newest.d1Ret).toBeCloseTo(game!.lastD1!, 10);
    expect(newest.spend).toBeCloseTo(game!.lastSpend!, 6);
    expect(newest.fbInstalls).toBe(game!.lastInstalls);
    expect(newest.recommendation).toBe(game!.recommendation);
    expect(newest.score).toBeGreaterThanOrEqual(0);
    expect(newest.playtimeHumanReadable).toMatch(/^(\d+m\d{2}s|\d+s)$/);
    expect(newest.studioData?.cpi?.daily.length).toBeGreaterThan(0);
    expect(list.at(-1)).toMatchObject({ cpiDiff: null, d1RetDiff: null });
  });

  it('BE-REC-11 a recommendation per game, per iteration and per network of each iteration, each a text the client maps', async () => {
    const [id] = await findGameIds(t.database.db, { platform: 'android', multiNetwork: true, isCtr: false, minIterations: 2 }, 1);
    const [game] = await t.database.db.select().from(games).where(eq(games.id, id!));
    const list = await iterationsOf(game!.id);
    expect(list.length).toBeGreaterThanOrEqual(2);
    // The game's is its newest iteration's.
    expect(recommendationDisplay(game!.recommendation)).not.toBeNull();
    expect(list[0]!.recommendation).toBe(game!.recommendation);
    const networks = new Set<string>();
    for (const iteration of list) {
      expect(RECOMMENDATIONS).toContain(iteration.recommendation);
      for (const block of blocks(iteration)) {
        expect(RECOMMENDATIONS, `${iteration.iterationNumber} ${block.adNetwork}`).toContain(block.recommendation);
        expect(recommendationDisplay(block.recommendation)).not.toBeNull();
        networks.add(block.adNetwork);
      }
    }
    expect([...networks].sort()).toEqual(['facebook', 'snapchat']);
  });

  it('VID-01 VID-09 every iteration of studio-one shows its videos on each network, summing to the network\'s numbers', async () => {
    const tested = await studioGames('studio-one', sql`${games.nbIterations} > 0`);
    expect(tested.length).toBeGreaterThan(15);
    for (const game of tested) {
      for (const iteration of await iterationsOf(game.id)) {
        for (const block of blocks(iteration)) {
          expect(block.videos!.length, `${game.id}/${iteration.iterationNumber}/${block.adNetwork}`).toBeGreaterThanOrEqual(2);
          expect(block.videos!.map((v) => v.perf.rank)).toEqual(block.videos!.map((_, i) => i + 1));
          const videos = block.videos!;
          expect(videos.reduce((s, v) => s + v.data.impressions, 0)).toBe(block.impressions ?? 0);
          expect(videos.reduce((s, v) => s + v.data.fbInstalls, 0)).toBe(block.fbInstalls ?? 0);
          expect(videos.reduce((s, v) => s + Math.round(v.data.spend * 100), 0)).toBe(Math.round((block.spend ?? 0) * 100));
          for (const video of videos) expect(video.video).toMatch(/^\/media\/[0-9a-f]{64}$/);
        }
        expect(iteration.videos!.length).toBe(blocks(iteration).reduce((s, b) => s + b.videos!.length, 0));
      }
    }
  });

  it('VID-04 shows the video Facebook refused for adult content in a studio-one game, with nothing delivered', async () => {
    const [row] = (
      (await t.database.db.execute(sql`
        select v.game_id from videos v join games g on g.id = v.game_id join studios s on s.id = g.studio_id
         where s.slug = 'studio-one' and v.adult_content order by v.id limit 1`)) as unknown as { rows: { game_id: number }[] }
    ).rows;
    const list = await iterationsOf(row!.game_id);
    const adult = list.flatMap((i) => i.videos!).filter((v) => v.adultContent);
    expect(adult.length).toBeGreaterThan(0);
    for (const video of adult) expect(video.data).toMatchObject({ spend: 0, impressions: 0, bestVideo: false });
  });

  it('BE-STAT-04 IT-28 the Facebook campaign refused in studio-two shows on its network block', async () => {
    const [failed] = await t.database.db.select().from(campaigns).where(eq(campaigns.status, 'campaign_creation_failed'));
    const list = await iterationsOf(failed!.gameId, 'lead@studio-two.test');
    const iteration = list.find((i) => i.iterationId === failed!.iterationId)!;
    expect(iteration.adNetworks.facebook).toMatchObject({
      status: 'campaign_creation_failed',
      campaignError: 'The ad account reached its campaign limit',
      spend: null,
      videos: [],
    });
    expect(iteration.adNetworks.snapchat!.status).toBe('active');
    expect(iteration.adNetworks.snapchat!.spend).toBeGreaterThan(0);
    expect(iteration.spend).toBeCloseTo(iteration.adNetworks.snapchat!.spend!, 6);
  });

  it('IT-21 BE-KPI-08 an iOS game\'s network tabs keep only what the network counts', async () => {
    const [game] = await studioGames('studio-one', sql`${games.platform} = 'ios' and ${games.nbIterations} > 0 and not ${games.isCtr}`);
    const [newest] = await iterationsOf(game!.id);
    for (const block of blocks(newest!)) {
      expect(block).toMatchObject({ restricted: true, d1Ret: null, d7Ret: null, newUsers: null, cpnu: null, shareOfMales: null, playtime: null });
    }
    expect(newest!.newUsers).toBeGreaterThan(0);
  });

  it('BE-KPI-09 IT-27 D28 retention: known once a cohort\'s 29th day is over, withheld on iOS networks', async () => {
    const [finished] = await studioGames('studio-one', sql`${games.status} = 'finished' and ${games.lastD28} is not null`);
    const [old] = await iterationsOf(finished!.id);
    expect(old!.d28Ret).toBeCloseTo(finished!.lastD28!, 10);
    expect(old!.d28Ret!).toBeGreaterThan(0);
    expect(old!.d28Ret!).toBeLessThan(old!.d14Ret!);
    // A test that started less than 29 days ago has no D28 yet.
    const now = t.clock.now();
    const since = new Date(now.getTime() - 28 * DAY_MS);
    const [young] = await studioGames(
      'studio-one',
      sql`${games.status} = 'in_testing' and not ${games.isCtr} and ${games.lastIterationDate} between ${since.toISOString()} and ${now.toISOString()}`,
    );
    const [running] = await iterationsOf(young!.id);
    expect(running!.spend).toBeGreaterThan(0);
    expect(running!.d28Ret).toBeNull();
    const [ios] = await studioGames('studio-one', sql`${games.platform} = 'ios' and ${games.lastD28} is not null`);
    const [iosNewest] = await iterationsOf(ios!.id);
    expect(iosNewest!.d28Ret).toBeCloseTo(ios!.lastD28!, 10);
    for (const block of blocks(iosNewest!)) expect(block).toMatchObject({ restricted: true, d14Ret: null, d28Ret: null });
  });

  it('IT-16 a scheduled iteration says when its campaign starts', async () => {
    const now = t.clock.now().toISOString();
    const [game] = await studioGames('studio-one', sql`${games.status} = 'in_testing' and ${games.lastIterationDate} > ${now}`);
    const [newest] = await iterationsOf(game!.id);
    expect(newest!.schedulingDetails).toMatch(/^Campaign scheduled to start on \d{2}-\d{2}-\d{4}$/);
    expect(newest!.spend).toBeNull();
  });

  it('IT-05 a PM without view_cpnu gets no CPNU; studio members see their games', async () => {
    const [game] = await studioGames('studio-two', sql`${games.status} = 'finished' and ${games.nbIterations} > 0 and not ${games.isCtr}`);
    const junior = await iterationsOf(game!.id, 'pm2@greenlight.test');
    expect(junior.every((i) => i.cpnu === null && i.studioData!.cpnu === null)).toBe(true);
    const lead = await iterationsOf(game!.id, 'lead@studio-two.test');
    expect(lead[0]!.cpi).toBeCloseTo(junior[0]!.cpi!, 10);
  });

  it('BE-KPI-01 answers only the families of the kpi list', async () => {
    const [game] = await studioGames('studio-one', sql`${games.nbIterations} > 0`);
    const response = await get(`/v1/game/${game!.id}?kpi=iterations,session_length`);
    expect(response.statusCode).toBe(200);
    const [newest] = response.json<GameIterations>().iterations;
    expect(newest).toHaveProperty('spend');
    expect(newest).toHaveProperty('sessionLengthHumanReadable');
    for (const field of ['cpi', 'd1Ret', 'd7Ret', 'd14Ret', 'd28Ret', 'videos', 'playtime']) expect(newest).not.toHaveProperty(field);
    expect(Object.keys(newest!.studioData!)).toEqual(['newUsers']);
  });

  it('IT-30 ERR refusals: 404 unknown game, 403 another studio\'s, 400 an unknown kpi, 401 without a token', async () => {
    const [game] = await studioGames('studio-one', sql`${games.nbIterations} > 0`);
    const missing = await get('/v1/game/2000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorList[0].code).toBe('NOT_FOUND');
    const other = await get(`/v1/game/${game!.id}`, 'lead@studio-two.test');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ detail: 'Forbidden' });
    const bad = await get(`/v1/game/${game!.id}?kpi=cpi,retention`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorList[0]).toMatchObject({ code: 'INVALID_REQUEST', path: 'querystring.kpi' });
    expect((await get('/v1/game/abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/v1/game/${game!.id}` })).statusCode).toBe(401);
  });
});
