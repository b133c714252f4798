// Many synthetic games for the list's benchmark (`npm run bench`) and its query-plan
// test (list-plans.db.test.ts): deterministic from their number, spread over the demo
// studios, with KPIs in the simulator's ranges (some missing), store and bundle ids.
import { sql } from 'drizzle-orm';
import type { Db } from '../db';

export async function addLargeGames(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into games (studio_id, name, platform, status, selected_ad_network_ids, created_at, last_iteration_date,
      nb_iterations, recommendation, store_id, bundle_id, last_cpi, best_cpi, last_cpnu, best_cpnu, last_d1, best_d1,
      last_d7, best_d7, last_d14, best_d14, last_playtime, best_playtime, last_d3_playtime, best_d3_playtime,
      last_cpm, last_d3_roas, best_d3_roas, is_ctr, is_hit)
    select
      (select id from studios order by id offset (i % 8) limit 1),
      'Bench game ' || i,
      case when i % 2 = 0 then 'android' else 'ios' end,
      (array['pending_sdk_integration','pending_review','pending_testing','in_testing','finished','archived'])[1 + i % 6],
      case when i % 3 = 0 then '{1,2}'::int[] else '{1}'::int[] end,
      now() - (i % 900) * interval '1 day',
      case when i % 10 = 0 then null else now() - (i % 400) * interval '1 day' - (i % 997) * interval '1 second' end,
      i % 5,
      (array['high potential','low potential (low proto score)','pending data','cohorts not mature'])[1 + i % 4],
      case when i % 2 = 1 then (100000000 + i)::text end,
      'com.bench.game' || i,
      case when i % 10 = 0 then null else 0.15 + (i * 7919 % 1000) / 800.0 end,
      case when i % 10 = 0 then null else 0.12 + (i * 7919 % 1000) / 900.0 end,
      case when i % 10 = 0 then null else 0.18 + (i * 104729 % 1000) / 700.0 end,
      case when i % 10 = 0 then null else 0.16 + (i * 104729 % 1000) / 750.0 end,
      case when i % 7 = 0 then null else 0.12 + (i * 31 % 430) / 1000.0 end,
      case when i % 7 = 0 then null else 0.14 + (i * 31 % 430) / 1000.0 end,
      case when i % 9 = 0 then null else 0.02 + (i * 17 % 150) / 1000.0 end,
      case when i % 9 = 0 then null else 0.03 + (i * 17 % 150) / 1000.0 end,
      case when i % 11 = 0 then null else 0.01 + (i * 13 % 90) / 1000.0 end,
      case when i % 11 = 0 then null else 0.012 + (i * 13 % 90) / 1000.0 end,
      300 + (i * 37 % 1200), 320 + (i * 37 % 1200),
      900 + (i * 41 % 2400), 960 + (i * 41 % 2400),
      case when i % 5 = 0 then 2 + (i * 23 % 900) / 100.0 end,
      case when i % 12 = 0 then null else (i * 53 % 400) / 1000.0 end,
      case when i % 12 = 0 then null else (i * 53 % 420) / 1000.0 end,
      i % 5 = 0,
      i % 97 = 0
    from generate_series(1::bigint, ${count}::bigint) as i
  `);
  // Issue 43: each a gameplay genre (101-110), so that the genres' benchmarks have their size.
  await db.execute(sql`
    insert into game_genres (game_id, genre_id)
    select id, 101 + id % 10 from games where name like 'Bench game %'
    on conflict do nothing`);
  // The state autovacuum leaves a table in soon after a bulk insert: statistics, and a
  // visibility map that lets a count read the index alone.
  await db.execute(sql`vacuum analyze games`);
  await db.execute(sql`vacuum analyze game_genres`);
  await db.execute(sql`analyze studios`);
}

/**
 * A two-level filter of the games list (platform, CPI or D1, two statuses): what the
 * benchmark times and the EXPLAIN test checks is counted from the filter index.
 */
export const TWO_LEVEL_FILTER = {
  logicalOperator: 'all',
  children: [
    { rule: 'platform', operator: '=', value: 'android' },
    { logicalOperator: 'any', children: [{ rule: 'cpi', operator: '<=', value: 0.4 }, { rule: 'd1', operator: '>=', value: 0.35 }] },
    { rule: 'status', operator: '=', value: ['in_testing', 'finished'] },
  ],
};
