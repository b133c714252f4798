// The studios list's figures and each studio's activity (SL-23, SL-24, BE-KPI-10,
// BE-STU-01, CONF-36), computed in SQL for all studios at once from the games and the
// simulator's daily rows, and kept on the studios row so that the list sorts and
// filters on indexed columns. The windows follow the clock: the last 3 months
// (the 90 days before today) and the 3 months before them.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db';
import { DAY_MS } from '../../clock';

/** CONF-36: a studio without a game event for this long is inactive. */
export const ACTIVE_DAYS = 90;
const WINDOW_DAYS = 90;

export interface ActivityChange {
  studioId: number;
  from: 'active' | 'inactive' | 'churned';
  to: 'active' | 'inactive' | 'churned';
}

const idFilter = (column: string, ids: readonly number[] | undefined) =>
  ids ? sql`and ${sql.raw(column)} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;

/**
 * Recomputes the figures of the given studios (all when none): KPIs of the last 3
 * months and of the 3 before (ratios of sums over every game's daily rows, as a
 * game's own KPIs are), prototypes (games), prototypes created in the last 6 months,
 * hits, the latest iteration start, the last game event, and, unless staff forced it,
 * the activity state: churned with the churn flag, else active while a game event
 * happened in the last 90 days, else inactive. Answers the studios whose computed
 * state changed, for their notifications.
 */
export async function refreshStudioStats(db: Db, now: Date, studioIds?: readonly number[]): Promise<ActivityChange[]> {
  if (studioIds && studioIds.length === 0) return [];
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const recentStart = new Date(today.getTime() - WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
  const previousStart = new Date(today.getTime() - 2 * WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
  const sixMonths = new Date(now.getTime() - 2 * WINDOW_DAYS * DAY_MS).toISOString();
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString();
  const nowText = now.toISOString();

  const windowKpis = (from: string, to: string | null) => sql`
    select g.studio_id,
      sum(s.spend) / nullif(sum(s.installs), 0) as cpi,
      sum(s.clicks)::float8 / nullif(sum(s.impressions), 0) as ctr,
      sum(s.retained_d1)::float8 / nullif(sum(s.new_users) filter (where s.retained_d1 is not null), 0) as d1,
      sum(s.retained_d7)::float8 / nullif(sum(s.new_users) filter (where s.retained_d7 is not null), 0) as d7,
      sum(s.playtime * s.new_users) / nullif(sum(s.new_users), 0) as playtime
    from ad_network_daily_stats s
    join games g on g.id = s.game_id
    where s.day >= ${from}::date ${to ? sql`and s.day < ${to}::date` : sql``} ${idFilter('g.studio_id', studioIds)}
    group by g.studio_id`;

  const rows = await queryRows<{ id: number; before: string; after: string }>(
    db,
    sql`
      with recent as (${windowKpis(recentStart, null)}),
      previous as (${windowKpis(previousStart, recentStart)}),
      game_counts as (
        select g.studio_id,
          count(*)::int as nb,
          (count(*) filter (where g.created_at >= ${sixMonths}::timestamptz))::int as nb_6_months,
          (count(*) filter (where g.is_hit))::int as hits,
          max(i.last_start) as last_iteration,
          greatest(max(g.created_at), max(i.last_created)) as last_event
        from games g
        left join lateral (
          select max(created_at) as last_created,
            max(iteration_start) filter (where iteration_start <= ${nowText}::timestamptz) as last_start
          from iterations where game_id = g.id
        ) i on true
        where true ${idFilter('g.studio_id', studioIds)}
        group by g.studio_id
      ),
      computed as (
        select st.id,
          st.activity_state as before,
          coalesce(c.last_event, st.created_at) as last_event,
          case
            when st.is_activity_state_forced then st.activity_state
            when st.is_churned then 'churned'
            when coalesce(c.last_event, st.created_at) >= ${activeSince}::timestamptz then 'active'
            else 'inactive'
          end as after,
          r.cpi as cpi, p.cpi as cpi_previous, r.ctr as ctr, p.ctr as ctr_previous,
          r.d1 as d1, p.d1 as d1_previous, r.d7 as d7, p.d7 as d7_previous,
          r.playtime as playtime, p.playtime as playtime_previous,
          coalesce(c.nb, 0) as nb, coalesce(c.nb_6_months, 0) as nb_6_months, coalesce(c.hits, 0) as hits,
          c.last_iteration
        from studios st
        left join game_counts c on c.studio_id = st.id
        left join recent r on r.studio_id = st.id
        left join previous p on p.studio_id = st.id
        where true ${idFilter('st.id', studioIds)}
      )
      update studios s set
        games_cpi_3_months = c.cpi, games_cpi_previous = c.cpi_previous,
        games_ctr_3_months = c.ctr, games_ctr_previous = c.ctr_previous,
        games_day1_3_months = c.d1, games_day1_previous = c.d1_previous,
        games_day7_3_months = c.d7, games_day7_previous = c.d7_previous,
        games_playtime_3_months = c.playtime, games_playtime_previous = c.playtime_previous,
        nb_prototypes = c.nb, nb_prototypes_6_months = c.nb_6_months, nb_hits = c.hits,
        last_iteration_date = c.last_iteration,
        last_activity_date = c.last_event,
        activity_state = c.after,
        stats_updated_at = ${nowText}::timestamptz
      from computed c
      where s.id = c.id
      returning s.id, c.before, c.after`,
  );
  return rows
    .filter((row) => row.before !== row.after)
    .map((row) => ({ studioId: Number(row.id), from: row.before as ActivityChange['from'], to: row.after as ActivityChange['to'] }));
}

/** The studios that make the given games. */
export async function studiosOfGames(db: Db, gameIds: readonly number[]): Promise<number[]> {
  if (gameIds.length === 0) return [];
  const rows = await queryRows<{ studio_id: number }>(
    db,
    sql`select distinct studio_id from games where id in (${sql.join(gameIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return rows.map((row) => Number(row.studio_id));
}
