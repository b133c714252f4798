// Every game against its genre (issue 43): for each KPI, where a game's last value
// stands among the tested games of its gameplay genre and among all games, and the
// genre's spread as a box plot. The database computes the spread (percentile_cont,
// on Postgres and PGlite alike) into kpi_benchmarks, 101 quantiles per genre, kind of
// test and KPI; a game's benchmark is then one lookup, whatever the number of games.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db';
import { gameGenres, games, kpiBenchmarks } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { canViewGame, type Principal } from '../accounts/principal';
import { GENRES } from '../reference/codifications';

/** The KPIs compared, the games' column each reads, and which way is better. */
export const BENCHMARK_KPIS = {
  cpi: { column: 'last_cpi', lowerIsBetter: true },
  cpnu: { column: 'last_cpnu', lowerIsBetter: true },
  ctr: { column: 'last_ctr', lowerIsBetter: false },
  d1: { column: 'last_d1', lowerIsBetter: false },
  d7: { column: 'last_d7', lowerIsBetter: false },
  playtime: { column: 'last_playtime', lowerIsBetter: false },
} as const;
export type BenchmarkKpi = keyof typeof BENCHMARK_KPIS;

/** Every game's row: 0 is not a gameplay genre id (they are 101-199). */
export const ALL_GAMES = 0;

/** How often the spread is recomputed at most while KPIs keep changing. */
export const BENCHMARK_REFRESH_MS = 10 * 60_000;

const FRACTIONS = sql.raw(`array[${Array.from({ length: 101 }, (_, i) => (i / 100).toFixed(2)).join(',')}]::float8[]`);
const GAMEPLAY = GENRES.find((category) => category.category === 'Gameplay')!.options;

/**
 * Recomputes every row of kpi_benchmarks in one statement (grouping sets: per genre and
 * over all games), in a transaction so that readers see the old rows or the new ones.
 * A game counts for a KPI once that KPI is measured (its last value is not null); a
 * game without a gameplay genre counts among all games only.
 */
export async function refreshBenchmarks(db: Db, now: Date): Promise<void> {
  const values = sql.join(
    Object.entries(BENCHMARK_KPIS).map(([kpi, { column }]) => sql`(${kpi}, g.${sql.raw(column)})`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.delete(kpiBenchmarks);
    await tx.execute(sql`
      insert into kpi_benchmarks (gameplay_genre_id, is_ctr, kpi, games, quantiles, updated_at)
      select case when grouping(v.genre) = 1 then ${ALL_GAMES} else v.genre end, v.is_ctr, v.kpi, count(*),
             percentile_cont(${FRACTIONS}) within group (order by v.value), ${now.toISOString()}::timestamptz
      from (
        select gg.genre_id as genre, g.is_ctr, k.kpi, k.value
        from games g
        left join game_genres gg on gg.game_id = g.id and gg.genre_id between 101 and 199
        cross join lateral (values ${values}) as k(kpi, value)
        where k.value is not null
      ) v
      group by grouping sets ((v.genre, v.is_ctr, v.kpi), (v.is_ctr, v.kpi))
      having grouping(v.genre) = 1 or v.genre is not null`);
  });
}

/** Recomputes the spread when it is older than BENCHMARK_REFRESH_MS (or was never computed). */
export async function refreshBenchmarksIfStale(db: Db, now: Date): Promise<boolean> {
  const [latest] = await queryRows<{ updated_at: string | Date | null }>(db, sql`select max(updated_at) as updated_at from kpi_benchmarks`);
  const at = latest?.updated_at ? new Date(latest.updated_at).getTime() : null;
  if (at !== null && now.getTime() - at < BENCHMARK_REFRESH_MS) return false;
  await refreshBenchmarks(db, now);
  return true;
}

/**
 * Where a value falls among 101 quantiles, 0 to 1: the share of games below it,
 * interpolated between the quantiles it lies between (ties take the middle).
 */
export function shareBelow(quantiles: readonly number[], value: number): number {
  const last = quantiles.length - 1;
  const below = quantiles.filter((q) => q < value).length;
  const atMost = quantiles.filter((q) => q <= value).length;
  // On a run of equal quantiles (many games with the same value): its middle.
  if (atMost > below) return (below + atMost - 1) / 2 / last;
  if (below === 0) return 0;
  if (below > last) return 1;
  const low = quantiles[below - 1]!;
  const high = quantiles[below]!;
  return (below - 1 + (value - low) / (high - low)) / last;
}

export interface BoxPlot {
  /** The 5th and 95th percentiles (the whiskers), the quartiles and the median. */
  low: number;
  q1: number;
  median: number;
  q3: number;
  high: number;
}

export interface KpiBenchmark {
  kpi: BenchmarkKpi;
  value: number;
  /** Better than this share of the genre's tested games (0-100), null without a genre. */
  percentile: number | null;
  gamesCompared: number | null;
  genre: BoxPlot | null;
  /** The same among all tested games of its kind (CPI or CTR tests). */
  percentileAll: number;
  gamesComparedAll: number;
  all: BoxPlot;
}

export interface GameBenchmark {
  gameId: number;
  gameplayGenre: { id: number; label: string } | null;
  kpis: KpiBenchmark[];
}

const box = (q: readonly number[]): BoxPlot => ({ low: q[5]!, q1: q[25]!, median: q[50]!, q3: q[75]!, high: q[95]! });

/**
 * GET /v1/game/{id}/benchmark: a game's measured KPIs against its gameplay genre and all
 * games of its kind. Two indexed lookups. 404 for an unknown game, 403 for one the
 * caller may not see; CPNU only with view_cpnu.
 */
export async function loadGameBenchmark(db: Db, principal: Principal, gameId: number): Promise<GameBenchmark> {
  const [game] = await db
    .select({
      id: games.id,
      studioId: games.studioId,
      isCtr: games.isCtr,
      cpi: games.lastCpi,
      cpnu: games.lastCpnu,
      ctr: games.lastCtr,
      d1: games.lastD1,
      d7: games.lastD7,
      playtime: games.lastPlaytime,
      genre: sql<number | null>`(select min(${gameGenres.genreId}) from ${gameGenres}
        where ${gameGenres.gameId} = ${games.id} and ${gameGenres.genreId} between 101 and 199)`,
    })
    .from(games)
    .where(eq(games.id, gameId));
  if (!game) throw notFound('Game not found');
  if (!canViewGame(principal, game)) throw forbidden();
  const genreId = game.genre === null ? null : Number(game.genre);
  const rows = await db
    .select()
    .from(kpiBenchmarks)
    .where(
      and(
        eq(kpiBenchmarks.isCtr, game.isCtr),
        inArray(kpiBenchmarks.gameplayGenreId, genreId === null ? [ALL_GAMES] : [ALL_GAMES, genreId]),
      ),
    );
  const spread = (scope: number, kpi: string) => rows.find((row) => row.gameplayGenreId === scope && row.kpi === kpi);
  const kpis = (Object.keys(BENCHMARK_KPIS) as BenchmarkKpi[]).flatMap((kpi) => {
    const value = game[kpi];
    if (value === null || (kpi === 'cpnu' && !principal.permissions.has('view_cpnu'))) return [];
    const all = spread(ALL_GAMES, kpi);
    if (!all) return [];
    const inGenre = genreId === null ? undefined : spread(genreId, kpi);
    const better = (quantiles: readonly number[]) => {
      const below = shareBelow(quantiles, value);
      return Math.round((BENCHMARK_KPIS[kpi].lowerIsBetter ? 1 - below : below) * 1000) / 10;
    };
    const entry: KpiBenchmark = {
      kpi,
      value,
      percentile: inGenre ? better(inGenre.quantiles) : null,
      gamesCompared: inGenre ? inGenre.games : null,
      genre: inGenre ? box(inGenre.quantiles) : null,
      percentileAll: better(all.quantiles),
      gamesComparedAll: all.games,
      all: box(all.quantiles),
    };
    return [entry];
  });
  const label = GAMEPLAY.find((option) => option.id === genreId)?.label;
  return { gameId: game.id, gameplayGenre: genreId !== null && label ? { id: genreId, label } : null, kpis };
}
