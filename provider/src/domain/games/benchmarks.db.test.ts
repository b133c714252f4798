// Issue 43: every game against its genre, on PGlite and Postgres: the spread computed by
// the database (percentile_cont) and a game's percentile read from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { gameGenres, games, kpiBenchmarks, studios } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { staffPrincipal } from '../../testing/principals';
import type { Principal } from '../accounts/principal';
import { ALL_GAMES, loadGameBenchmark, refreshBenchmarks, refreshBenchmarksIfStale, shareBelow } from './benchmarks';

const NOW = new Date('2026-06-30T12:00:00Z');

describe('where a value falls among quantiles', () => {
  const quantiles = Array.from({ length: 101 }, (_, i) => i / 100);
  it('interpolates between quantiles, and is 0 or 1 beyond them', () => {
    expect(shareBelow(quantiles, 0.255)).toBeCloseTo(0.255, 10);
    expect(shareBelow(quantiles, -1)).toBe(0);
    expect(shareBelow(quantiles, 2)).toBe(1);
  });
  it('takes the middle of a run of equal values (many games with the same value)', () => {
    const flat = [...Array.from({ length: 50 }, () => 1), ...Array.from({ length: 51 }, () => 2)];
    expect(shareBelow(flat, 1)).toBeCloseTo(24.5 / 100, 10);
    expect(shareBelow(flat, 1.5)).toBeCloseTo(49.5 / 100, 10);
  });
});

describe.each(await testDatabaseKinds())('genre benchmarks on %s', (kind) => {
  let database: Database;
  const ids = { studio: 0, puzzleGames: [] as number[], runnerGames: [] as number[], noGenre: 0, other: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const [studio, other] = await db
      .insert(studios)
      .values([
        { slug: 'bench-a', name: 'Bench A', country: 'FR', createdAt: NOW },
        { slug: 'bench-b', name: 'Bench B', country: 'FR', createdAt: NOW },
      ])
      .returning({ id: studios.id });
    ids.studio = studio!.id;
    const game = async (name: string, values: Partial<typeof games.$inferInsert>, genre: number | null, studioId = ids.studio) => {
      const [row] = await db
        .insert(games)
        .values({ studioId, name, platform: 'android', status: 'in_testing', createdAt: NOW, ...values })
        .returning({ id: games.id });
      if (genre !== null) await db.insert(gameGenres).values([{ gameId: row!.id, genreId: genre }, { gameId: row!.id, genreId: 201 }]);
      return row!.id;
    };
    // Puzzle (102): CPI 0.10, 0.20 ... 1.00 and D1 10% ... 100%; runners (101): CPI 2 to 4.
    for (let i = 1; i <= 10; i += 1) ids.puzzleGames.push(await game(`Puzzle ${i}`, { lastCpi: i / 10, lastD1: i / 10, lastCpnu: i / 5 }, 102));
    for (let i = 0; i < 3; i += 1) ids.runnerGames.push(await game(`Runner ${i}`, { lastCpi: 2 + i, lastD1: 0.2 }, 101));
    ids.noGenre = await game('No genre', { lastCpi: 0.55 }, null);
    // A CTR test is compared with CTR tests only; a game never tested counts nowhere.
    await game('Ad test', { isCtr: true, lastCtr: 0.02 }, 102);
    await game('Untested', {}, 102);
    ids.other = await game('Other studio', { lastCpi: 0.3 }, 102, other!.id);
    await refreshBenchmarks(db, NOW);
  });
  afterAll(async () => database?.close());

  const pmPrincipal = staffPrincipal(1);
  const studioMember: Principal = {
    ...pmPrincipal,
    userType: 'studio',
    isStaff: false,
    permissions: new Set(['view_studio_interface']),
    memberships: [
      { studioId: ids.studio, studioName: 'Bench A', accessId: 1, userRole: 'studio_lead', isActive: true, adNetworkIds: [1], knowledgeSharing: false, studioDeactivated: false },
    ],
  };

  it('issue 43 computes each genre\'s and every game\'s spread in the database, per kind of test and KPI', async () => {
    const rows = await database.db.select().from(kpiBenchmarks);
    const row = (genre: number, kpi: string, isCtr = false) => rows.find((r) => r.gameplayGenreId === genre && r.kpi === kpi && r.isCtr === isCtr);
    // Puzzle CPIs: 10 games plus the other studio's 0.30.
    const puzzle = row(102, 'cpi')!;
    expect(puzzle.games).toBe(11);
    expect(puzzle.quantiles).toHaveLength(101);
    expect(puzzle.quantiles[0]).toBeCloseTo(0.1, 10);
    expect(puzzle.quantiles[100]).toBeCloseTo(1, 10);
    // The median of 0.1, 0.2, 0.3, 0.3, 0.4 ... 1.0 (percentile_cont).
    expect(puzzle.quantiles[50]).toBeCloseTo(0.5, 10);
    expect(row(ALL_GAMES, 'cpi')!.games).toBe(15);
    expect(row(101, 'cpi')!.games).toBe(3);
    expect(row(102, 'ctr', true)!.games).toBe(1);
    expect(row(102, 'ctr')).toBeUndefined();
    // Only gameplay genres (101-199) make groups: the theme 201 does not.
    expect(rows.some((r) => r.gameplayGenreId === 201)).toBe(false);
  });

  it('issue 43 a game reads where it stands in its genre and among all games: lower costs and higher rates are better', async () => {
    const benchmark = await loadGameBenchmark(database.db, pmPrincipal, ids.puzzleGames[1]!);
    expect(benchmark.gameplayGenre).toEqual({ id: 102, label: 'Puzzle' });
    const cpi = benchmark.kpis.find((k) => k.kpi === 'cpi')!;
    expect(cpi).toMatchObject({ value: 0.2, gamesCompared: 11, gamesComparedAll: 15 });
    // CPI 0.20 is the second cheapest of 11 puzzles: cheaper than 90% of them.
    expect(cpi.percentile).toBeCloseTo(90, 0);
    // Among all 15, the runners' 2-4 dollars make it better still.
    expect(cpi.percentileAll).toBeGreaterThan(cpi.percentile!);
    expect(cpi.genre).toMatchObject({ median: 0.5 });
    const d1 = benchmark.kpis.find((k) => k.kpi === 'd1')!;
    // D1 20%: the second lowest of 10 puzzles, one ninth of the way up their spread.
    expect(d1.percentile).toBeCloseTo(100 / 9, 1);
    expect(benchmark.kpis.map((k) => k.kpi)).toEqual(['cpi', 'cpnu', 'd1']);

    // Without a gameplay genre: all games only.
    const alone = await loadGameBenchmark(database.db, pmPrincipal, ids.noGenre);
    expect(alone.gameplayGenre).toBeNull();
    expect(alone.kpis[0]).toMatchObject({ kpi: 'cpi', percentile: null, gamesCompared: null, genre: null, gamesComparedAll: 15 });
  });

  it('issue 43 CPNU needs view_cpnu; another studio\'s game is refused; an unknown one is not found', async () => {
    const withoutCpnu = { ...pmPrincipal, permissions: new Set([...pmPrincipal.permissions].filter((p) => p !== 'view_cpnu')) };
    const benchmark = await loadGameBenchmark(database.db, withoutCpnu, ids.puzzleGames[0]!);
    expect(benchmark.kpis.map((k) => k.kpi)).toEqual(['cpi', 'd1']);
    await expect(loadGameBenchmark(database.db, studioMember, ids.other)).rejects.toMatchObject({ statusCode: 403 });
    await expect(loadGameBenchmark(database.db, pmPrincipal, 9_999_999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('issue 43 recomputes the spread only once it is older than ten minutes, and then with the games as they are', async () => {
    expect(await refreshBenchmarksIfStale(database.db, new Date(NOW.getTime() + 60_000))).toBe(false);
    await database.db.insert(games).values({ studioId: ids.studio, name: 'Late', platform: 'android', status: 'in_testing', createdAt: NOW, lastCpi: 9 });
    expect(await refreshBenchmarksIfStale(database.db, new Date(NOW.getTime() + 11 * 60_000))).toBe(true);
    const [all] = (await database.db.select().from(kpiBenchmarks)).filter((r) => r.gameplayGenreId === ALL_GAMES && r.kpi === 'cpi' && !r.isCtr);
    expect(all!.games).toBe(16);
  });
});
