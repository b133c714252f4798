// The demo data set (DEMO.md): users, studios in every activity state, about 130
// games in every status with icons, iterations and daily ad-network stats from the
// simulator, and their KPI summaries; campaigns, ad videos (the clips of
// provider/assets/videos), feedback and changelogs. Deterministic: the same seed and
// the same clock day give the same rows, ids included (everything is inserted in a
// fixed order into an empty database). Every date is relative to the clock's day.
// Each part is planned and inserted by its module: studios.ts (studios and users),
// games.ts (games, projects, analytics slots), campaigns.ts (iterations, stats,
// campaigns, videos), categories.ts, feedback.ts, ratings.ts, views.ts, content.ts.
import { sql } from 'drizzle-orm';
import { startOfUtcDay, type Clock } from '../clock';
import { DEFAULT_ANALYTICS_URL } from '../config';
import type { Db } from '../db';
import { users } from '../db/schema';
import type { PasswordCost } from '../domain/accounts/passwords';
import { refreshStudioStats } from '../domain/studios/stats';
import { refreshBenchmarks } from '../domain/games/benchmarks';
import { refreshGameKpis } from '../domain/games/kpis';
import { ensureDefaultViews } from '../domain/lists/views';
import { insertCampaigns, insertDailyStats, insertIterations, insertVideos } from './campaigns';
import { categoryPlans, insertCategories } from './categories';
import { seedContent } from './content';
import { insertFeedbackAndChangelogs } from './feedback';
import { insertAnalyticsSlots, insertGames, insertStoreApps, planDemo } from './games';
import { insertRatings } from './ratings';
import { insertSubmissionIntegrations } from './submissions';
import { insertStudiosAndUsers, studioPlans } from './studios';
import { DEMO_LOGINS } from './users';
import { insertDemoViews } from './views';

export const DEFAULT_DEMO_SEED = 'greenlight-demo';

/** True when no user exists yet (the seed runs only on an empty database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty database with the demo data set and answers the logins to print.
 * Runs in one transaction.
 */
export async function seedDemoData(
  db: Db,
  options: {
    clock: Clock;
    seed?: string | undefined;
    analyticsUrl?: string | undefined;
    /** The demo password's hash cost; test databases take a cheaper one (TEST_PASSWORD_COST). */
    passwordCost?: PasswordCost | undefined;
  },
): Promise<{ logins: { email: string; who: string }[] }> {
  const now = options.clock.now();
  const today = startOfUtcDay(now);
  const { root, studioList, gamePlans } = planDemo(options.seed ?? DEFAULT_DEMO_SEED, today, studioPlans());

  await db.transaction(async (tx) => {
    const { userId, studioIds, earliestStudio } = await insertStudiosAndUsers(tx, {
      root,
      today,
      studioList,
      gamePlans,
      passwordCost: options.passwordCost,
    });
    const gameIds = await insertGames(tx, gamePlans, studioIds, userId);
    const gameIdOf = new Map(gamePlans.map((game, i) => [game, gameIds[i] as number]));
    const iterationRefs = await insertIterations(tx, gamePlans, gameIds);

    // Genres and tags come from a fork of their own, so planning them first changes no other draw.
    const categories = new Map(gamePlans.map((game) => [game, categoryPlans(game, root)]));
    await insertDailyStats(tx, iterationRefs, (game) => categories.get(game)!.genreIds, now);
    // Stamped at the start of the day: the seeded reports are those available then
    // (maturity and reporting only depend on the day), so any time of one day gives the same rows.
    await refreshGameKpis(tx, undefined, today);
    // Issue 42: what the seeded games reached was told already: the studio hears only of what comes next.
    await tx.execute(sql`update games set recommendation_alerted = recommendation`);
    await tx.execute(sql`update iterations set end_notified_at = iteration_end where iteration_end <= ${today.toISOString()}`);
    await refreshStudioStats(tx, today);

    await insertCampaigns(tx, iterationRefs);
    await insertVideos(tx, gamePlans, iterationRefs, root, new Date(earliestStudio), gameIdOf);
    const plan = { root, today, gamePlans, gameIdOf };
    await insertFeedbackAndChangelogs(tx, plan, userId);
    await insertCategories(tx, categories, gameIdOf);
    // Issue 43: the genres' spread of the seeded KPIs, once the genres are in.
    await refreshBenchmarks(tx, today);
    await insertAnalyticsSlots(tx, gamePlans, gameIdOf, root, options.analyticsUrl ?? DEFAULT_ANALYTICS_URL);
    await insertStoreApps(tx, gamePlans);
    await insertSubmissionIntegrations(tx, gamePlans, gameIdOf, root);
    await insertRatings(tx, plan, userId);

    await seedContent(tx, options.clock);
    await ensureDefaultViews(tx, options.clock);
    await insertDemoViews(tx, today, userId);
  });

  return { logins: DEMO_LOGINS.map((login) => ({ ...login })) };
}

/** Counts of what the seed created, for the provider's first-start log. */
export async function demoDataCounts(db: Db): Promise<Record<'users' | 'studios' | 'games' | 'iterations' | 'stats', number>> {
  const [counts] = await db
    .select({
      users: sql<number>`(select count(*) from users)`.mapWith(Number),
      studios: sql<number>`(select count(*) from studios)`.mapWith(Number),
      games: sql<number>`(select count(*) from games)`.mapWith(Number),
      iterations: sql<number>`(select count(*) from iterations)`.mapWith(Number),
      stats: sql<number>`(select count(*) from ad_network_daily_stats)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  if (!counts) throw new Error('No counts');
  return counts;
}
