// The stats sync on a hand-made game, on PGlite and Postgres: what it reads of the
// game (its gameplay genre, now) and what it never rewrites (a stored day).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../clock';
import type { Database } from '../../db';
import { adNetworkDailyStats, campaigns, gameGenres, games, iterations, studios } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { simulatedAdNetworks } from './adapter';
import { syncCampaignStats } from './campaigns';
import {
  campaignSeed,
  drawGameQuality,
  isoDay,
  iterationQuality,
  simulateDailyInsights,
  type AdNetworkInsights,
  type GameSimulation,
} from './simulator';

const START = new Date('2025-06-01T00:00:00Z');
const DURATION = 14;
const PUZZLE = 102;
const HYPER_CASUAL = 101;
const FANTASY = 202;
const at = (days: number, hours = 12) => new Date(START.getTime() + days * DAY_MS + hours * 3_600_000);

describe.each(await testDatabaseKinds())('syncCampaignStats on %s', (kind) => {
  let database: Database;
  let gameId: number;
  let iterationId: number;
  const simulation: GameSimulation = { stream: 'sync-test', quality: drawGameQuality('sync-test', { tier: 'good' }) };

  /** What the simulated network reports for day `dayIndex` at `now`, the game having `gameplayGenreId`. */
  const reported = (dayIndex: number, now: Date, gameplayGenreId: number | null) =>
    simulateDailyInsights({
      seed: campaignSeed(simulation.stream, 1, 'facebook'),
      network: 'facebook',
      platform: 'android',
      isCtr: false,
      quality: iterationQuality(simulation.quality, 1),
      gameplayGenreId,
      day: isoDay(new Date(START.getTime() + dayIndex * DAY_MS)),
      dayIndex,
      dailyBudget: 80,
      now,
    }) as AdNetworkInsights;

  const stored = async () =>
    (
      await database.db
        .select()
        .from(adNetworkDailyStats)
        .where(eq(adNetworkDailyStats.iterationId, iterationId))
        .orderBy(asc(adNetworkDailyStats.day))
    ).map(({ iterationId: _, gameId: __, network: ___, day: ____, ...insights }) => insights);

  const setGenres = async (ids: number[]) => {
    await database.db.delete(gameGenres).where(eq(gameGenres.gameId, gameId));
    await database.db.insert(gameGenres).values(ids.map((genreId) => ({ gameId, genreId })));
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const [studio] = await db
      .insert(studios)
      .values({ slug: 'sync-studio', name: 'Sync Studio', country: 'FR', createdAt: new Date('2025-01-01T00:00:00Z') })
      .returning({ id: studios.id });
    const [game] = await db
      .insert(games)
      .values({
        studioId: studio!.id,
        name: 'Sync Game',
        platform: 'android',
        status: 'in_testing',
        createdAt: new Date('2025-05-01T00:00:00Z'),
        simulation: JSON.stringify(simulation),
      })
      .returning({ id: games.id });
    gameId = game!.id;
    const [iteration] = await db
      .insert(iterations)
      .values({
        gameId,
        iterationNumber: 1,
        iterationStart: START,
        iterationEnd: new Date(START.getTime() + DURATION * DAY_MS),
        campaignDuration: DURATION,
        dailyBudget: '{"facebook":80}',
        createdAt: START,
      })
      .returning({ id: iterations.id });
    iterationId = iteration!.id;
    await db
      .insert(campaigns)
      .values({ iterationId, gameId, network: 'facebook', status: 'active', externalId: `sim-facebook-${iterationId}`, updatedAt: START });
  });
  afterAll(async () => database?.close());

  it('BE-KPI-02 BE-KPI-09 draws the days with the gameplay genre the game has when syncing; a genre change never rewrites a stored day', async () => {
    const adapter = simulatedAdNetworks();
    // Five days in, a puzzle game (a Theme genre besides shapes nothing).
    await setGenres([PUZZLE, FANTASY]);
    const early = at(5);
    expect(await syncCampaignStats(database.db, adapter, early)).toEqual([gameId]);
    const first = await stored();
    expect(first).toEqual([0, 1, 2, 3, 4].map((d) => reported(d, early, PUZZLE)));
    expect(first[0]).not.toEqual(reported(0, early, null));

    // The studio sets it to hyper-casual; the test runs on and every cohort matures (D28 on day + 29).
    await setGenres([HYPER_CASUAL, FANTASY]);
    const late = at(DURATION + 30);
    await syncCampaignStats(database.db, adapter, late);
    const after = await stored();
    expect(after).toHaveLength(DURATION);
    const cohortValues = ['retainedD1', 'retainedD7', 'retainedD14', 'retainedD28', 'd3Playtime', 'd3Revenue'] as const;
    for (let d = 0; d < 5; d++) {
      const before = first[d]!;
      const now = reported(d, late, HYPER_CASUAL);
      // What was reported stays, the day's delivery and the cohort values known then; the
      // cohort values that matured since come from the genre the game has now.
      const expected: Record<string, unknown> = { ...before };
      for (const key of cohortValues) expected[key] = before[key] ?? now[key];
      expect(after[d]).toEqual(expected);
      expect(after[d]!.impressions).not.toBe(now.impressions);
    }
    // Days reported after the change follow the new genre.
    for (let d = 5; d < DURATION; d++) expect(after[d]).toEqual(reported(d, late, HYPER_CASUAL));
    expect(after.every((row) => row.retainedD28 !== null)).toBe(true);

    // Syncing again, whatever the genre, changes nothing.
    await setGenres([PUZZLE, FANTASY]);
    await syncCampaignStats(database.db, adapter, at(DURATION + 31));
    expect(await stored()).toEqual(after);
  });

  it('BE-KPI-06 keeps D28 on the game row, as D14', async () => {
    const [game] = await database.db.select().from(games).where(eq(games.id, gameId));
    const rows = await stored();
    const newUsers = rows.reduce((sum, row) => sum + row.newUsers, 0);
    const retained = rows.reduce((sum, row) => sum + row.retainedD28!, 0);
    expect(game!.lastD28).toBeCloseTo(retained / newUsers, 10);
    expect(game!.bestD28).toBeCloseTo(retained / newUsers, 10);
    expect(game!.lastD28!).toBeLessThan(game!.lastD14!);
  });
});
