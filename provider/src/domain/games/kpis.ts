// KPI summaries kept on the games row (BE-KPI-06) and the game's recommendation
// (BE-REC). Computed from ad_network_daily_stats in SQL for all games at once, so
// lists sort and filter on plain columns.
import type { Recommendation } from '@greenlight/rules';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db';
import { games } from '../../db/schema';


/** Thresholds of the rule set; the high-potential ones are those of the welcome page (Part G). */
export const RECOMMENDATION_THRESHOLDS = {
  minSpend: 50,
  minNewUsers: 100,
  /** GA new users below this share of network installs means the analytics SDK misses players. */
  minNewUsersPerInstall: 0.5,
  highPotentialMaxCpi: 0.4,
  highPotentialMinD1: 0.35,
  highPotentialMinD7: 0.1,
} as const;

/** The KPIs of the iteration a recommendation is about (the game's last one with data). */
export interface RecommendationKpis {
  isCtr: boolean;
  /** Null when no data has arrived yet. */
  spend: number | null;
  installs: number | null;
  newUsers: number | null;
  cpi: number | null;
  d1: number | null;
  d7: number | null;
}

/**
 * The recommendation rule set, first match wins:
 * 1. CTR test → 'no recommendation' (CTR tests measure the ad, not the game);
 * 2. no data → 'pending data';
 * 3. spend < $50 → 'inconclusive (insufficient campaign spend)';
 * 4. no installs → 'setup error (no recorded network installs)';
 * 5. no new users → 'setup error (no recorded GA new users)';
 * 6. new users < 50% of installs → 'setup error (GA new users below network installs)';
 * 7. D1 not known yet → 'cohorts not mature';
 * 8. new users < 100 → 'low potential (insufficient GA new users)';
 * 9. CPI ≤ 0.40, D1 ≥ 35% and D7 (when known) ≥ 10% → 'high potential';
 * 10. otherwise → 'low potential (low proto score)'.
 */
export function recommend(kpis: RecommendationKpis): Recommendation {
  const t = RECOMMENDATION_THRESHOLDS;
  if (kpis.isCtr) return 'no recommendation';
  if (kpis.spend === null) return 'pending data';
  if (kpis.spend < t.minSpend) return 'inconclusive (insufficient campaign spend)';
  const installs = kpis.installs ?? 0;
  const newUsers = kpis.newUsers ?? 0;
  if (installs === 0) return 'setup error (no recorded network installs)';
  if (newUsers === 0) return 'setup error (no recorded GA new users)';
  if (newUsers < t.minNewUsersPerInstall * installs) return 'setup error (GA new users below network installs)';
  if (kpis.d1 === null) return 'cohorts not mature';
  if (newUsers < t.minNewUsers) return 'low potential (insufficient GA new users)';
  if (
    kpis.cpi !== null &&
    kpis.cpi <= t.highPotentialMaxCpi &&
    kpis.d1 >= t.highPotentialMinD1 &&
    (kpis.d7 === null || kpis.d7 >= t.highPotentialMinD7)
  ) {
    return 'high potential';
  }
  return 'low potential (low proto score)';
}

/** What a CTR test's click-through rate is scored against (the simulator's good ads reach 2.5-3%). */
export const SCORE_REFERENCE_CTR = 0.025;

/** The KPIs a score reads. */
export interface ScoreKpis {
  isCtr: boolean;
  cpi: number | null;
  ctr: number | null;
  d1: number | null;
  d7: number | null;
}

/** 0-5 for a value against its reference (ratio ≥ 1 meets it): ≥ 1.25 → 5, ≥ 1 → 4, ≥ 0.85 → 3, ≥ 0.7 → 2, ≥ 0.5 → 1. */
function band(ratio: number): number {
  if (ratio >= 1.25) return 5;
  if (ratio >= 1) return 4;
  if (ratio >= 0.85) return 3;
  if (ratio >= 0.7) return 2;
  if (ratio >= 0.5) return 1;
  return 0;
}

/**
 * The 0-5 score of an iteration or of one network of it (IT-27/28, BE-KPI-07): how
 * close its KPIs come to the high-potential thresholds, so that a 4 or 5 reads as
 * "meets them". A CPI test scores CPI (threshold / CPI), D1 and D7 when known
 * (value / threshold), each with `band`, and takes the rounded mean; it has no score
 * until CPI and D1 are known. A CTR test scores its CTR against SCORE_REFERENCE_CTR.
 */
export function kpiScore(kpis: ScoreKpis): number | null {
  const t = RECOMMENDATION_THRESHOLDS;
  if (kpis.isCtr) return kpis.ctr === null ? null : band(kpis.ctr / SCORE_REFERENCE_CTR);
  if (kpis.cpi === null || kpis.cpi <= 0 || kpis.d1 === null) return null;
  const bands = [band(t.highPotentialMaxCpi / kpis.cpi), band(kpis.d1 / t.highPotentialMinD1)];
  if (kpis.d7 !== null) bands.push(band(kpis.d7 / t.highPotentialMinD7));
  return Math.round(bands.reduce((sum, value) => sum + value, 0) / bands.length);
}

/**
 * The sums every KPI is a ratio of, as the select list of a GROUP BY over daily rows
 * aliased `s`. A cohort sum counts only the days whose cohort is mature: their
 * retained counts (and D3 values) stay null until then (BE-KPI-09).
 */
export const KPI_SUMS: SQL = sql`
  sum(s.spend) as spend,
  sum(s.installs) as installs,
  sum(s.new_users) as new_users,
  sum(s.impressions) as impressions,
  sum(s.clicks) as clicks,
  sum(s.males) as males,
  sum(s.retained_d1) as retained_d1,
  sum(s.new_users) filter (where s.retained_d1 is not null) as cohort_d1,
  sum(s.retained_d7) as retained_d7,
  sum(s.new_users) filter (where s.retained_d7 is not null) as cohort_d7,
  sum(s.retained_d14) as retained_d14,
  sum(s.new_users) filter (where s.retained_d14 is not null) as cohort_d14,
  sum(s.retained_d28) as retained_d28,
  sum(s.new_users) filter (where s.retained_d28 is not null) as cohort_d28,
  sum(s.playtime * s.new_users) as playtime_weighted,
  sum(s.d3_playtime * s.new_users) filter (where s.d3_playtime is not null) as d3_playtime_weighted,
  sum(s.new_users) filter (where s.d3_playtime is not null) as cohort_d3,
  sum(s.d3_revenue) as d3_revenue,
  sum(s.spend) filter (where s.d3_revenue is not null) as d3_spend,
  sum(s.session_length * s.new_users) as session_length_weighted`;

/**
 * The KPIs of a relation holding KPI_SUMS' columns: CPI = spend / installs, CPNU =
 * spend / new users, CTR = clicks / impressions, D1/D7/D14/D28 = retained / new users of
 * the mature cohorts, playtime, D3 playtime and session length weighted by new users,
 * D3 ROAS = ad revenue of the mature D3 cohorts / their spend, CPM = spend /
 * impressions × 1000, share of males = males / new users. Null where the divisor is 0.
 */
export const KPI_RATIOS: SQL = sql`
  spend / nullif(installs, 0) as cpi,
  spend / nullif(new_users, 0) as cpnu,
  clicks::float8 / nullif(impressions, 0) as ctr,
  retained_d1::float8 / nullif(cohort_d1, 0) as d1,
  retained_d7::float8 / nullif(cohort_d7, 0) as d7,
  retained_d14::float8 / nullif(cohort_d14, 0) as d14,
  retained_d28::float8 / nullif(cohort_d28, 0) as d28,
  playtime_weighted / nullif(new_users, 0) as playtime,
  d3_playtime_weighted / nullif(cohort_d3, 0) as d3_playtime,
  d3_revenue / nullif(d3_spend, 0) as d3_roas,
  session_length_weighted / nullif(new_users, 0) as session_length,
  spend * 1000 / nullif(impressions, 0) as cpm,
  males::float8 / nullif(new_users, 0) as share_of_males`;

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * GC-15, GC-22: each network's 0-5 score in the latest iteration with data, as the
 * iteration detail gives it (iterations.ts): kpiScore over the network's KPIs, none
 * on iOS, whose per-network data is restricted (IT-21, BE-KPI-08).
 */
export function networkScore(game: { platform: string; isCtr: boolean }, kpis: Omit<ScoreKpis, 'isCtr'> | undefined): number | null {
  if (!kpis || game.platform === 'ios') return null;
  return kpiScore({ ...kpis, isCtr: game.isCtr });
}

/**
 * Recomputes the KPI summaries of the given games (all games when omitted) from
 * the KPIs of each iteration (KPI_RATIOS over all its networks): "last" is the
 * latest iteration with data, "best" the best value over iterations with data. Also nb_iterations, last_iteration_date (start
 * of the latest iteration, scheduled ones included), data_updated_at, the
 * recommendation (null for games never tested, that is without an iteration) and
 * the score of each network in the latest iteration with data (score_facebook,
 * score_snapchat).
 * `now` stamps data_updated_at: pass the provider clock's time (Part G, Clock).
 */
export async function refreshGameKpis(db: Db, gameIds?: readonly number[], now: Date = new Date()): Promise<void> {
  if (gameIds && gameIds.length === 0) return;
  const statsScope = gameIds ? sql`where s.game_id in (${idList(gameIds)})` : sql``;
  const iterationsScope = gameIds ? sql`where game_id in (${idList(gameIds)})` : sql``;
  const gamesScope = gameIds ? sql`where g2.id in (${idList(gameIds)})` : sql``;
  const updatedAt = now.toISOString();

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with per_iteration as (
        select
          s.game_id,
          i.iteration_number,
          ${KPI_SUMS}
        from ad_network_daily_stats s
        join iterations i on i.id = s.iteration_id
        ${statsScope}
        group by s.game_id, i.iteration_number
      ),
      kpis as (
        select
          game_id,
          iteration_number,
          ${KPI_RATIOS},
          installs,
          new_users,
          spend
        from per_iteration
      ),
      last_kpis as (
        select distinct on (game_id) *
        from kpis
        order by game_id, iteration_number desc
      ),
      best_kpis as (
        select
          game_id,
          min(cpi) as cpi,
          min(cpnu) as cpnu,
          max(ctr) as ctr,
          max(d1) as d1,
          max(d7) as d7,
          max(d14) as d14,
          max(d28) as d28,
          max(playtime) as playtime,
          max(d3_playtime) as d3_playtime,
          max(d3_roas) as d3_roas
        from kpis
        group by game_id
      ),
      game_iterations as (
        select game_id, count(*) as nb, max(iteration_start) as last_start
        from iterations
        ${iterationsScope}
        group by game_id
      ),
      summary as (
        select g2.id, gi.nb, gi.last_start, l.*, b.cpi as best_cpi, b.cpnu as best_cpnu, b.ctr as best_ctr,
          b.d1 as best_d1, b.d7 as best_d7, b.d14 as best_d14, b.d28 as best_d28, b.playtime as best_playtime,
          b.d3_playtime as best_d3_playtime, b.d3_roas as best_d3_roas, l.game_id is not null as has_data
        from games g2
        left join game_iterations gi on gi.game_id = g2.id
        left join last_kpis l on l.game_id = g2.id
        left join best_kpis b on b.game_id = g2.id
        ${gamesScope}
      )
      update games g set
        nb_iterations = coalesce(s.nb, 0),
        last_iteration_date = s.last_start,
        last_cpi = s.cpi,
        last_cpnu = s.cpnu,
        last_ctr = s.ctr,
        last_d1 = s.d1,
        last_d7 = s.d7,
        last_d14 = s.d14,
        last_d28 = s.d28,
        last_playtime = s.playtime,
        last_d3_playtime = s.d3_playtime,
        last_d3_roas = s.d3_roas,
        last_session_length = s.session_length,
        last_installs = s.installs,
        last_new_users = s.new_users,
        last_spend = s.spend,
        last_cpm = s.cpm,
        best_cpi = s.best_cpi,
        best_cpnu = s.best_cpnu,
        best_ctr = s.best_ctr,
        best_d1 = s.best_d1,
        best_d7 = s.best_d7,
        best_d14 = s.best_d14,
        best_d28 = s.best_d28,
        best_playtime = s.best_playtime,
        best_d3_playtime = s.best_d3_playtime,
        best_d3_roas = s.best_d3_roas,
        data_updated_at = case when s.has_data then ${updatedAt}::timestamptz end
      from summary s
      where g.id = s.id
    `);

    // The rule set and the score live in TypeScript functions (unit-tested); read
    // what they need, then write each distinct answer in one statement.
    const networkKpis = await lastIterationNetworkKpis(tx, statsScope);
    const rows = await tx
      .select({
        id: games.id,
        platform: games.platform,
        isCtr: games.isCtr,
        nbIterations: games.nbIterations,
        spend: games.lastSpend,
        installs: games.lastInstalls,
        newUsers: games.lastNewUsers,
        cpi: games.lastCpi,
        d1: games.lastD1,
        d7: games.lastD7,
      })
      .from(games)
      .where(gameIds ? inArray(games.id, [...gameIds]) : undefined)
      .orderBy(asc(games.id));
    const byAnswer = new Map<string, { set: Pick<typeof games.$inferInsert, 'recommendation' | 'scoreFacebook' | 'scoreSnapchat'>; ids: number[] }>();
    for (const { id, nbIterations, platform, ...kpis } of rows) {
      const game = { platform, isCtr: kpis.isCtr };
      const set = {
        // Games never tested (no iteration) get no recommendation at all.
        recommendation: nbIterations === 0 ? null : recommend(kpis),
        scoreFacebook: networkScore(game, networkKpis.get(`${id}/facebook`)),
        scoreSnapchat: networkScore(game, networkKpis.get(`${id}/snapchat`)),
      };
      const key = JSON.stringify(set);
      const entry = byAnswer.get(key) ?? { set, ids: [] };
      entry.ids.push(id);
      byAnswer.set(key, entry);
    }
    for (const { set, ids } of byAnswer.values()) {
      for (let i = 0; i < ids.length; i += 1000) {
        await tx
          .update(games)
          .set(set)
          .where(inArray(games.id, ids.slice(i, i + 1000)));
      }
    }
  });
}

/**
 * The KPIs a score reads, per game and network, in each game's latest iteration
 * with data (the one "last" values come from), keyed "gameId/network".
 */
async function lastIterationNetworkKpis(db: Db, statsScope: SQL): Promise<Map<string, Omit<ScoreKpis, 'isCtr'>>> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with last_iteration as (
      select distinct on (s.game_id) s.game_id, s.iteration_id
      from ad_network_daily_stats s
      join iterations i on i.id = s.iteration_id
      ${statsScope}
      order by s.game_id, i.iteration_number desc
    ),
    per_network as (
      select s.game_id, s.network, ${KPI_SUMS}
      from ad_network_daily_stats s
      join last_iteration l on l.iteration_id = s.iteration_id
      group by s.game_id, s.network
    )
    select game_id, network, cpi::float8 as cpi, ctr::float8 as ctr, d1::float8 as d1, d7::float8 as d7
    from (select game_id, network, ${KPI_RATIOS} from per_network) k`);
  const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return new Map(
    rows.map((row) => [
      `${Number(row.game_id)}/${String(row.network)}`,
      { cpi: orNull(row.cpi), ctr: orNull(row.ctr), d1: orNull(row.d1), d7: orNull(row.d7) },
    ]),
  );
}
