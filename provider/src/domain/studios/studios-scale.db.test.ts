// The studios list at 10,000 studios (issue 13): a page reads the studios row alone
// (its figures are kept there by refreshStudioStats), never the games, iterations or
// daily rows, and the default order and the ascending ones walk their index instead of
// scanning and sorting every studio. Plans are read with EXPLAIN after ANALYZE.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db';
import type { Principal } from '../accounts/principal';
import { startTestApp, type TestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { listStudios, studioPageQuery } from './studios';

const GENERATED = 10_000;

describe.each(await testDatabaseKinds())('the studios list at 10,000 studios on %s', (kind) => {
  let t: TestApp;
  let principal: Principal;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    // Deterministic figures: a few without data, so that nulls sort last.
    await db.execute(sql`
      insert into studios (slug, name, country, created_at, activity_state, team_status_id, nb_prototypes, nb_prototypes_6_months, nb_hits,
        games_cpi_3_months, games_day1_3_months, games_day7_3_months, games_ctr_3_months, games_playtime_3_months, last_iteration_date)
      select 'generated-' || n, 'Generated studio ' || n, 'FR', now() - (n || ' hours')::interval, 'active', 3 + n % 3, n % 40, n % 7, n % 3,
        case when n % 50 = 0 then null else (n * 7919 % 1000) / 1000.0 end,
        (n * 104729 % 1000) / 2000.0, (n * 1299709 % 1000) / 5000.0, (n * 15485863 % 1000) / 20000.0, n % 900,
        now() - ((n % 300) || ' days')::interval
      from generate_series(1::bigint, ${GENERATED}::bigint) as n`);
    await db.execute(sql`analyze studios`);
    await db.execute(sql`analyze studio_members`);
    await db.execute(sql`analyze studio_stars`);
    const [pm] = await queryRows<{ id: number }>(db, sql`select id from users where email = 'pm@greenlight.test'`);
    // What the list reads of its caller: the id (stars) and the permissions (rules, view).
    principal = { userId: pm!.id, permissions: new Set(['view_pm_interface']) } as unknown as Principal;
  });
  afterAll(async () => t?.close());

  const plan = async (options: Parameters<typeof studioPageQuery>[3]) => {
    const query = studioPageQuery(t.database.db, principal, t.clock.now(), options);
    const rows = await queryRows<Record<string, string>>(t.database.db, sql`explain ${query.getSQL()}`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };

  it('SL-01 SL-11 BE-KPI-10 a page never reads the games, iterations or daily rows, and the default order walks its index', async () => {
    const defaults = { limit: 20, offset: 0, sort: 'gamesCpi3Months', order: 'asc' } as const;
    for (const options of [
      defaults,
      { ...defaults, offset: 4000 },
      { ...defaults, sort: 'name' },
      { ...defaults, sort: 'nbPrototypes' },
      { ...defaults, sort: 'gamesDay13Months' },
      { ...defaults, sort: 'creationDate' },
    ] as const) {
      const text = await plan(options);
      expect(text, `${options.sort} ${options.offset}`).not.toMatch(/on (games|iterations|ad_network_daily_stats)\b/);
      expect(text, `${options.sort} ${options.offset}\n${text}`).not.toMatch(/Seq Scan on studios\b/);
      expect(text, `${options.sort} ${options.offset}\n${text}`).toMatch(/Index Scan[^\n]* on studios\b/);
    }
    // Descending and filtered orders read the studios row alone too (a top-N sort at worst).
    const filtered = await plan({
      ...defaults,
      order: 'desc',
      query: { logicalOperator: 'all', children: [{ rule: 'gamesDay73Months', operator: '>=', value: 0.1 }, { rule: 'isStarred', operator: '=', value: 0 }] },
    });
    expect(filtered).not.toMatch(/on (games|iterations|ad_network_daily_stats)\b/);
  });

  it('SL-02 SL-11 pages of the 10,000 follow each other in CPI order, nulls last', async () => {
    const first = await listStudios(t.database.db, principal, t.clock.now(), { limit: 20, offset: 0, sort: 'gamesCpi3Months', order: 'asc' });
    expect(first.total).toBeGreaterThanOrEqual(GENERATED);
    const last = await listStudios(t.database.db, principal, t.clock.now(), { limit: 20, offset: first.total - 20, sort: 'gamesCpi3Months', order: 'asc' });
    expect(first.data.map((s) => s.gamesCpi3Months.value)).toEqual([...first.data.map((s) => s.gamesCpi3Months.value)].sort((a, b) => a! - b!));
    expect(last.data.every((s) => s.gamesCpi3Months.value === null)).toBe(true);
  });
});
