import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { adNetworkDailyStats, games, iterations, studios } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { dailyStat } from '../../testing/fixtures';
import { recommend, refreshGameKpis, type RecommendationKpis } from './kpis';

const cpiGame: RecommendationKpis = {
  isCtr: false,
  spend: 200,
  installs: 500,
  newUsers: 480,
  cpi: 0.4,
  d1: 0.35,
  d7: 0.1,
};

describe('recommend', () => {
  it('BE-REC-01 high potential: CPI ≤ 0.40, D1 ≥ 35% and D7 ≥ 10% (or not known yet)', () => {
    expect(recommend(cpiGame)).toBe('high potential');
    expect(recommend({ ...cpiGame, d7: null })).toBe('high potential');
  });

  it('BE-REC-02 pending data when no data has arrived', () => {
    expect(recommend({ ...cpiGame, spend: null, installs: null, newUsers: null, cpi: null, d1: null, d7: null })).toBe(
      'pending data',
    );
  });

  it('BE-REC-03 low potential (low proto score) when a threshold is missed', () => {
    expect(recommend({ ...cpiGame, cpi: 0.41 })).toBe('low potential (low proto score)');
    expect(recommend({ ...cpiGame, d1: 0.349 })).toBe('low potential (low proto score)');
    expect(recommend({ ...cpiGame, d7: 0.099 })).toBe('low potential (low proto score)');
  });

  it('BE-REC-04 low potential (insufficient GA new users) below 100 new users', () => {
    expect(recommend({ ...cpiGame, installs: 120, newUsers: 99 })).toBe('low potential (insufficient GA new users)');
    expect(recommend({ ...cpiGame, installs: 120, newUsers: 100 })).toBe('high potential');
  });

  it('BE-REC-05 no recommendation for CTR tests, whatever their data', () => {
    expect(recommend({ ...cpiGame, isCtr: true })).toBe('no recommendation');
    expect(recommend({ isCtr: true, spend: 80, installs: 0, newUsers: 0, cpi: null, d1: null, d7: null })).toBe(
      'no recommendation',
    );
  });

  it('BE-REC-06 inconclusive (insufficient campaign spend) below $50', () => {
    expect(recommend({ ...cpiGame, spend: 49.99 })).toBe('inconclusive (insufficient campaign spend)');
    expect(recommend({ ...cpiGame, spend: 50, cpi: 0.1 })).toBe('high potential');
  });

  it('BE-REC-07 setup error (GA new users below network installs) below half the installs', () => {
    expect(recommend({ ...cpiGame, installs: 500, newUsers: 249 })).toBe(
      'setup error (GA new users below network installs)',
    );
    expect(recommend({ ...cpiGame, installs: 500, newUsers: 250 })).toBe('high potential');
  });

  it('BE-REC-08 setup error (no recorded GA new users)', () => {
    expect(recommend({ ...cpiGame, newUsers: 0, d1: null, d7: null })).toBe('setup error (no recorded GA new users)');
  });

  it('BE-REC-09 setup error (no recorded network installs), checked before new users', () => {
    expect(recommend({ ...cpiGame, installs: 0, cpi: null })).toBe('setup error (no recorded network installs)');
    expect(recommend({ ...cpiGame, installs: 0, newUsers: 0, cpi: null })).toBe(
      'setup error (no recorded network installs)',
    );
  });

  it('BE-REC-10 cohorts not mature while D1 is unknown, even with few new users', () => {
    expect(recommend({ ...cpiGame, d1: null, d7: null })).toBe('cohorts not mature');
    expect(recommend({ ...cpiGame, installs: 60, newUsers: 50, d1: null, d7: null })).toBe('cohorts not mature');
  });
});

const kinds = await testDatabaseKinds();

describe.each(kinds)('refreshGameKpis on %s', (kind) => {
  let database: Database;
  const now = new Date('2025-06-30T12:00:00Z');
  const id = { a: 0, ctr: 0, untested: 0, scheduled: 0, great: 0, small: 0, twoNetworks: 0, ios: 0 };

  const stat = dailyStat;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const [studio] = await db
      .insert(studios)
      .values({ slug: 'kpi-studio', name: 'KPI Studio', country: 'FR', createdAt: new Date('2024-01-01T00:00:00Z') })
      .returning({ id: studios.id });
    const game = async (name: string, isCtr = false, platform: 'android' | 'ios' = 'android') => {
      const [row] = await db
        .insert(games)
        .values({
          studioId: studio!.id,
          name,
          platform,
          status: 'in_testing',
          isCtr,
          createdAt: new Date('2025-05-01T00:00:00Z'),
        })
        .returning({ id: games.id });
      return row!.id;
    };
    const iteration = async (gameId: number, iterationNumber: number, start: string) => {
      const iterationStart = new Date(`${start}T00:00:00Z`);
      const [row] = await db
        .insert(iterations)
        .values({
          gameId,
          iterationNumber,
          iterationStart,
          iterationEnd: new Date(iterationStart.getTime() + 7 * 86_400_000),
          campaignDuration: 7,
          dailyBudget: '{"facebook":100}',
          createdAt: iterationStart,
        })
        .returning({ id: iterations.id });
      return row!.id;
    };

    id.a = await game('Two Iterations');
    id.ctr = await game('Click Test', true);
    id.untested = await game('Never Tested');
    id.scheduled = await game('Starts Soon');
    id.great = await game('Great One');
    id.small = await game('Small Spend');
    id.twoNetworks = await game('Snapchat Then Not');
    id.ios = await game('On iOS', false, 'ios');

    const a1 = await iteration(id.a, 1, '2025-06-01');
    const a2 = await iteration(id.a, 2, '2025-06-20');
    await iteration(id.a, 3, '2025-07-05'); // scheduled: no data yet
    const ctr1 = await iteration(id.ctr, 1, '2025-06-10');
    await iteration(id.scheduled, 1, '2025-07-02');
    const great1 = await iteration(id.great, 1, '2025-06-01');
    const small1 = await iteration(id.small, 1, '2025-06-01');
    const two1 = await iteration(id.twoNetworks, 1, '2025-06-01');
    const two2 = await iteration(id.twoNetworks, 2, '2025-06-15');
    const ios1 = await iteration(id.ios, 1, '2025-06-01');

    await db.insert(adNetworkDailyStats).values([
      // Game A, iteration 1: the second day's cohorts are not mature (the first one's D28 is, on its 29th day).
      stat({
        iterationId: a1, gameId: id.a, day: '2025-06-01', spend: 100, impressions: 10000, clicks: 200, installs: 100,
        newUsers: 90, retainedD1: 36, retainedD7: 9, retainedD14: 6, retainedD28: 4, playtime: 600, d3Playtime: 1500,
        d3Revenue: 12, sessionLength: 120, males: 45,
      }),
      stat({
        iterationId: a1, gameId: id.a, day: '2025-06-02', spend: 50, impressions: 5000, clicks: 100, installs: 50,
        newUsers: 60, playtime: 900, sessionLength: 180, males: 30,
      }),
      // Game A, iteration 2: two networks, nothing mature yet.
      stat({
        iterationId: a2, gameId: id.a, day: '2025-06-20', spend: 60, impressions: 8000, clicks: 240, installs: 200,
        newUsers: 180, playtime: 500, sessionLength: 100, males: 90,
      }),
      stat({
        iterationId: a2, gameId: id.a, network: 'snapchat', day: '2025-06-20', spend: 40, impressions: 8000,
        clicks: 160, installs: 100, newUsers: 120, playtime: 800, sessionLength: 250, males: 60,
      }),
      stat({ iterationId: ctr1, gameId: id.ctr, day: '2025-06-10', spend: 80, impressions: 20000, clicks: 300 }),
      stat({
        iterationId: great1, gameId: id.great, day: '2025-06-01', spend: 100, impressions: 40000, clicks: 1000,
        installs: 400, newUsers: 380, retainedD1: 152, retainedD7: 42, retainedD14: 19, retainedD28: 11, playtime: 700,
        d3Playtime: 1400, d3Revenue: 25, sessionLength: 150, males: 190,
      }),
      stat({
        iterationId: small1, gameId: id.small, day: '2025-06-01', spend: 30, impressions: 4000, clicks: 100,
        installs: 50, newUsers: 50, retainedD1: 20, playtime: 600, sessionLength: 100, males: 25,
      }),
      // Both networks in iteration 1, Facebook alone in iteration 2.
      ...(['facebook', 'snapchat'] as const).map((network) =>
        stat({
          iterationId: two1, gameId: id.twoNetworks, network, day: '2025-06-01', spend: 100, impressions: 40000,
          clicks: 1000, installs: 400, newUsers: 400, retainedD1: 160, retainedD7: 48, playtime: 600, sessionLength: 100,
          males: 200,
        }),
      ),
      stat({
        iterationId: two2, gameId: id.twoNetworks, day: '2025-06-15', spend: 100, impressions: 40000, clicks: 1000,
        installs: 400, newUsers: 400, retainedD1: 100, retainedD7: 20, playtime: 600, sessionLength: 100, males: 200,
      }),
      stat({
        iterationId: ios1, gameId: id.ios, day: '2025-06-01', spend: 100, impressions: 40000, clicks: 1000,
        installs: 400, newUsers: 400, retainedD1: 160, retainedD7: 48, playtime: 600, sessionLength: 100, males: 200,
      }),
    ]);
    await refreshGameKpis(db, undefined, now);
  });

  afterAll(async () => {
    await database?.close();
  });

  const read = async (gameId: number) => {
    const [row] = await database.db.select().from(games).where(eq(games.id, gameId));
    return row!;
  };

  it('BE-KPI-06 takes "last" from the latest iteration with data, totals of all its networks', async () => {
    const game = await read(id.a);
    expect(game.nbIterations).toBe(3);
    expect(game.lastIterationDate).toEqual(new Date('2025-07-05T00:00:00Z'));
    expect(game.lastSpend).toBeCloseTo(100, 10);
    expect(game.lastInstalls).toBe(300);
    expect(game.lastNewUsers).toBe(300);
    expect(game.lastCpi).toBeCloseTo(1 / 3, 10);
    expect(game.lastCpnu).toBeCloseTo(1 / 3, 10);
    expect(game.lastCtr).toBeCloseTo(0.025, 10);
    expect(game.lastCpm).toBeCloseTo(6.25, 10);
    // (500 × 180 + 800 × 120) / 300 and (100 × 180 + 250 × 120) / 300
    expect(game.lastPlaytime).toBeCloseTo(620, 10);
    expect(game.lastSessionLength).toBeCloseTo(160, 10);
    expect(game.lastD1).toBeNull();
    expect(game.lastD7).toBeNull();
    expect(game.lastD14).toBeNull();
    expect(game.lastD28).toBeNull();
    expect(game.lastD3Playtime).toBeNull();
    expect(game.lastD3Roas).toBeNull();
    expect(game.recommendation).toBe('cohorts not mature');
    expect(game.dataUpdatedAt).toEqual(now);
  });

  it('BE-KPI-06 takes "best" over iterations with data: lowest costs, highest rates and playtimes', async () => {
    const game = await read(id.a);
    expect(game.bestCpi).toBeCloseTo(1 / 3, 10);
    expect(game.bestCpnu).toBeCloseTo(1 / 3, 10);
    expect(game.bestCtr).toBeCloseTo(0.025, 10);
    expect(game.bestD1).toBeCloseTo(0.4, 10);
    expect(game.bestD7).toBeCloseTo(0.1, 10);
    expect(game.bestD14).toBeCloseTo(6 / 90, 10);
    expect(game.bestD28).toBeCloseTo(4 / 90, 10);
    // Iteration 1: (600 × 90 + 900 × 60) / 150 beats iteration 2's 620.
    expect(game.bestPlaytime).toBeCloseTo(720, 10);
    expect(game.bestD3Playtime).toBeCloseTo(1500, 10);
    // Iteration 1: $12 earned by the one mature D3 cohort, on its $100 of spend (the $50 day is not mature).
    expect(game.bestD3Roas).toBeCloseTo(0.12, 10);
  });

  it('GL-21 takes D3 ROAS as the ad revenue of mature D3 cohorts over their spend', async () => {
    const great = await read(id.great);
    expect(great.lastD3Roas).toBeCloseTo(0.25, 10);
    expect(great.bestD3Roas).toBeCloseTo(0.25, 10);
  });

  it('BE-KPI-09 divides retained users by the new users of mature cohorts only', async () => {
    // Iteration 1 alone: D1 = 36 / 90, not 36 / 150; D28 = 4 / 90, only the first day's cohort being 29 days old.
    await refreshGameKpis(database.db, [id.a], now);
    const game = await read(id.a);
    expect(game.bestD1).toBeCloseTo(36 / 90, 10);
    expect(game.bestD28).toBeCloseTo(4 / 90, 10);
    const great = await read(id.great);
    expect(great.lastD14).toBeCloseTo(19 / 380, 10);
    expect(great.lastD28).toBeCloseTo(11 / 380, 10);
    expect(great.bestD28).toBeCloseTo(11 / 380, 10);
  });

  it('BE-REC-05 gives a CTR test its CTR, spend and CPM but no CPI and no recommendation', async () => {
    const game = await read(id.ctr);
    expect(game.lastCtr).toBeCloseTo(0.015, 10);
    expect(game.lastCpm).toBeCloseTo(4, 10);
    expect(game.lastSpend).toBeCloseTo(80, 10);
    expect(game.lastInstalls).toBe(0);
    expect(game.lastCpi).toBeNull();
    expect(game.lastCpnu).toBeNull();
    expect(game.lastPlaytime).toBeNull();
    expect(game.recommendation).toBe('no recommendation');
  });

  it('BE-REC-02 gives a game whose only iteration is scheduled "pending data" and no KPI', async () => {
    const game = await read(id.scheduled);
    expect(game.nbIterations).toBe(1);
    expect(game.lastIterationDate).toEqual(new Date('2025-07-02T00:00:00Z'));
    expect(game.lastCpi).toBeNull();
    expect(game.lastSpend).toBeNull();
    expect(game.recommendation).toBe('pending data');
    expect(game.dataUpdatedAt).toBeNull();
  });

  it('BE-KPI-06 leaves a game never tested without KPIs or recommendation', async () => {
    const game = await read(id.untested);
    expect(game.nbIterations).toBe(0);
    expect(game.lastIterationDate).toBeNull();
    expect(game.lastCpi).toBeNull();
    expect(game.bestD1).toBeNull();
    expect(game.recommendation).toBeNull();
    expect(game.dataUpdatedAt).toBeNull();
  });

  it('BE-REC-01 BE-REC-06 recommends from the last iteration: high potential, small spend', async () => {
    const great = await read(id.great);
    expect(great.lastCpi).toBeCloseTo(0.25, 10);
    expect(great.lastD1).toBeCloseTo(0.4, 10);
    expect(great.lastD7).toBeCloseTo(42 / 380, 10);
    expect(great.recommendation).toBe('high potential');
    expect((await read(id.small)).recommendation).toBe('inconclusive (insufficient campaign spend)');
  });

  it('GC-15 GC-22 keeps each network\'s score of the latest iteration with data: none where it did not run, nor on iOS', async () => {
    // CPI $0.25 (band 5), D1 25% (2), D7 5% (1): 8 / 3 rounds to 3; Snapchat ran in iteration 1 only.
    expect(await read(id.twoNetworks)).toMatchObject({ scoreFacebook: 3, scoreSnapchat: null });
    // CPI $0.25 (5), D1 40% (4), D7 11% (4).
    expect(await read(id.great)).toMatchObject({ scoreFacebook: 4, scoreSnapchat: null });
    // CTR 1.5% against 2.5%: band 1.
    expect(await read(id.ctr)).toMatchObject({ scoreFacebook: 1, scoreSnapchat: null });
    // D1 not known yet: no score on either network.
    expect(await read(id.a)).toMatchObject({ scoreFacebook: null, scoreSnapchat: null });
    expect(await read(id.ios)).toMatchObject({ scoreFacebook: null, scoreSnapchat: null, lastCpi: 0.25 });
    expect(await read(id.untested)).toMatchObject({ scoreFacebook: null, scoreSnapchat: null });
  });

  it('BE-KPI-06 refreshes only the games asked for', async () => {
    await database.db.update(games).set({ lastCpi: 99, recommendation: 'pending data', scoreFacebook: 0 }).where(eq(games.id, id.great));
    await refreshGameKpis(database.db, [id.a, id.ctr], now);
    expect(await read(id.great)).toMatchObject({ lastCpi: 99, scoreFacebook: 0 });
    await refreshGameKpis(database.db, [], now);
    expect((await read(id.great)).lastCpi).toBe(99);
    await refreshGameKpis(database.db, [id.great], now);
    const great = await read(id.great);
    expect(great.lastCpi).toBeCloseTo(0.25, 10);
    expect(great.recommendation).toBe('high potential');
    expect(great.scoreFacebook).toBe(4);
  });
});
