// Campaigns over time: an iteration's campaigns start when testing is accepted,
// stop when the game is killed, iterated or launched, and deliver every day in
// between. `syncCampaignStats` brings the reported days (and the cohorts that
// matured since) into ad_network_daily_stats, then moves tests that ended a week ago
// to finished (CONF-19, BE-STAT-13).
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CAMPAIGN_EXTENSION_DAYS, recommendedDailyBudget } from '@greenlight/rules';
import { DAY_MS, startOfUtcDay } from '../../clock';
import { queryRows, type Db } from '../../db';
import { adNetworkDailyStats, campaigns, gameGenres, games, iterations, videos } from '../../db/schema';
import { GAMEPLAY_GENRE_IDS } from '../reference/codifications';
import { refreshGameKpis } from '../games/kpis';
import { budgetOnDay } from '../games/campaign-settings';
import { FINISH_AFTER_END_DAYS } from '../games/life-cycle';
import { AdNetworkError, idempotentAdNetworks, type AdNetworkAdapter, type CampaignSpec } from './adapter';
import { isoDay, parseSimulation, type AdNetworkName, type GamePlatform } from './simulator';

const NETWORK_OF_ID: Record<number, AdNetworkName> = { 1: 'facebook', 2: 'snapchat' };

/** Dollars per day and network when nothing earlier says otherwise (BE-BUD-04: 2 videos). */
export const DEFAULT_DAILY_BUDGET: Record<AdNetworkName, number> = { facebook: 60, snapchat: 40 };

interface CampaignGame {
  id: number;
  platform: string;
  isCtr: boolean;
  selectedAdNetworkIds: number[];
  simulation: string | null;
  campaignDuration: number;
  dailyBudget?: string | null;
  /** Its gameplay genre, read when stats are synced (creating a campaign needs none). */
  gameplayGenreId?: number | null;
  /** A manual game runs the studio's own Facebook campaign it linked (ACT-22, SUB-CAMP-12). */
  isManagedByProvider?: boolean;
  linkedCampaignId?: string | null;
}

/** The networks a game's tests run on: CTR tests run on Facebook only, like the seed. */
export function testNetworks(game: Pick<CampaignGame, 'isCtr' | 'selectedAdNetworkIds'>): AdNetworkName[] {
  if (game.isCtr) return ['facebook'];
  return game.selectedAdNetworkIds.flatMap((id) => (NETWORK_OF_ID[id] ? [NETWORK_OF_ID[id]] : []));
}

function specOf(
  game: CampaignGame,
  iteration: { id: number; iterationNumber: number; dailyBudget: string },
  network: AdNetworkName,
): CampaignSpec {
  const budget = JSON.parse(iteration.dailyBudget) as Partial<Record<AdNetworkName, number>>;
  return {
    gameId: game.id,
    iterationId: iteration.id,
    iterationNumber: iteration.iterationNumber,
    network,
    platform: game.platform as GamePlatform,
    isCtr: game.isCtr,
    dailyBudget: budget[network] ?? DEFAULT_DAILY_BUDGET[network],
    simulation: parseSimulation(game.simulation, game.id),
    gameplayGenreId: game.gameplayGenreId ?? null,
    studioCampaignId: game.isManagedByProvider === false && network === 'facebook' ? (game.linkedCampaignId ?? null) : null,
  };
}

export interface StartedIteration {
  iterationId: number;
  iterationNumber: number;
  created: AdNetworkName[];
  failed: { network: AdNetworkName; code: string; message: string }[];
}

/**
 * Accept testing (BE-STAT-04): a new iteration from now for the game's campaign
 * duration, with the budgets of the previous one, and a campaign per network.
 * A network that refuses leaves its campaign `campaign_creation_failed`.
 */
export async function startIteration(
  db: Db,
  adapter: AdNetworkAdapter,
  game: CampaignGame,
  now: Date,
): Promise<StartedIteration> {
  const [previous] = await db
    .select({ iterationNumber: iterations.iterationNumber, dailyBudget: iterations.dailyBudget })
    .from(iterations)
    .where(eq(iterations.gameId, game.id))
    .orderBy(desc(iterations.iterationNumber))
    .limit(1);
  const networks = testNetworks(game);
  const previousBudget = previous ? (JSON.parse(previous.dailyBudget) as Partial<Record<AdNetworkName, number>>) : {};
  // The budgets chosen for the game, else the previous iteration's, else the recommendation.
  const chosen = game.dailyBudget ? (JSON.parse(game.dailyBudget) as Partial<Record<AdNetworkName, number>>) : {};
  const budget = Object.fromEntries(
    networks.map((network) => [network, chosen[network] ?? previousBudget[network] ?? recommendedDailyBudget(network, 2)]),
  );
  const iterationNumber = (previous?.iterationNumber ?? 0) + 1;
  const [iteration] = await db
    .insert(iterations)
    .values({
      gameId: game.id,
      iterationNumber,
      iterationStart: now,
      iterationEnd: new Date(now.getTime() + game.campaignDuration * DAY_MS),
      campaignDuration: game.campaignDuration,
      dailyBudget: JSON.stringify(budget),
      createdAt: now,
    })
    .returning({ id: iterations.id, iterationNumber: iterations.iterationNumber, dailyBudget: iterations.dailyBudget });
  if (!iteration) throw new Error('The iteration was not created');
  // The videos uploaded in the last step wait for this iteration (SUB-VID-18); a rejected one
  // never runs (ACT-19): it is dropped, the studio having been told why.
  await db.delete(videos).where(and(eq(videos.gameId, game.id), isNull(videos.iterationId), eq(videos.reviewStatus, 'rejected')));
  await db
    .update(videos)
    .set({ iterationId: iteration.id })
    .where(and(eq(videos.gameId, game.id), isNull(videos.iterationId)));
  const started: StartedIteration = { iterationId: iteration.id, iterationNumber, created: [], failed: [] };
  for (const network of networks) {
    try {
      const { externalId, adAccountId } = await adapter.createCampaign(specOf(game, iteration, network));
      await db
        .insert(campaigns)
        .values({ iterationId: iteration.id, gameId: game.id, network, status: 'active', externalId, adAccountId, updatedAt: now });
      started.created.push(network);
    } catch (error) {
      if (!(error instanceof AdNetworkError)) throw error;
      await db.insert(campaigns).values({
        iterationId: iteration.id,
        gameId: game.id,
        network,
        status: 'campaign_creation_failed',
        error: error.message,
        updatedAt: now,
      });
      started.failed.push({ network, code: error.code, message: error.message });
    }
  }
  await db
    .update(games)
    .set({ lastIterationDate: now, nbIterations: iterationNumber })
    .where(eq(games.id, game.id));
  return started;
}

/** Recreates the failed Facebook campaign of the game's current iteration (ACT-34). */
export async function recreateFacebookCampaign(db: Db, adapter: AdNetworkAdapter, game: CampaignGame, now: Date): Promise<void> {
  const [failed] = await db
    .select({ iterationId: iterations.id, iterationNumber: iterations.iterationNumber, dailyBudget: iterations.dailyBudget })
    .from(campaigns)
    .innerJoin(iterations, eq(iterations.id, campaigns.iterationId))
    .where(and(eq(campaigns.gameId, game.id), eq(campaigns.network, 'facebook'), eq(campaigns.status, 'campaign_creation_failed')))
    .orderBy(desc(iterations.iterationNumber))
    .limit(1);
  if (!failed) return;
  const { externalId, adAccountId } = await adapter.createCampaign(
    specOf(game, { id: failed.iterationId, iterationNumber: failed.iterationNumber, dailyBudget: failed.dailyBudget }, 'facebook'),
  );
  await db
    .update(campaigns)
    .set({ status: 'active', externalId, adAccountId, error: null, updatedAt: now })
    .where(and(eq(campaigns.iterationId, failed.iterationId), eq(campaigns.network, 'facebook')));
}

/** Stops (or pauses) the running campaigns of a game (kill, iterate, launch; BE-STAT-06..11). */
export async function stopCampaigns(
  db: Db,
  adapter: AdNetworkAdapter,
  gameId: number,
  now: Date,
  how: 'stopped' | 'paused' = 'stopped',
): Promise<number> {
  const running = await db
    .select({ iterationId: campaigns.iterationId, network: campaigns.network, externalId: campaigns.externalId })
    .from(campaigns)
    .where(and(eq(campaigns.gameId, gameId), inArray(campaigns.status, ['active', 'creating'])));
  for (const campaign of running) {
    if (campaign.externalId) {
      if (how === 'paused') await adapter.pauseCampaign(campaign.externalId);
      else await adapter.stopCampaign(campaign.externalId);
    }
    await db
      .update(campaigns)
      .set({ status: how, stoppedAt: now, updatedAt: now })
      .where(and(eq(campaigns.iterationId, campaign.iterationId), eq(campaigns.network, campaign.network)));
  }
  return running.length;
}

/** Extends the current iteration's campaigns by 4 days (ACT-14, BE-STAT-12). */
export async function extendCurrentIteration(db: Db, adapter: AdNetworkAdapter, gameId: number, now: Date): Promise<void> {
  const [current] = await db
    .select({ id: iterations.id, iterationEnd: iterations.iterationEnd, campaignDuration: iterations.campaignDuration })
    .from(iterations)
    .where(eq(iterations.gameId, gameId))
    .orderBy(desc(iterations.iterationNumber))
    .limit(1);
  if (!current) throw new AdNetworkError('NO_RUNNING_CAMPAIGN', 'The game has no campaign to extend');
  const running = await db
    .select({ externalId: campaigns.externalId })
    .from(campaigns)
    .where(and(eq(campaigns.iterationId, current.id), eq(campaigns.status, 'active')));
  if (running.length === 0) throw new AdNetworkError('NO_RUNNING_CAMPAIGN', 'The game has no campaign to extend');
  for (const campaign of running) if (campaign.externalId) await adapter.extendCampaign(campaign.externalId, CAMPAIGN_EXTENSION_DAYS);
  await db
    .update(iterations)
    .set({
      iterationEnd: new Date(current.iterationEnd.getTime() + CAMPAIGN_EXTENSION_DAYS * DAY_MS),
      campaignDuration: current.campaignDuration + CAMPAIGN_EXTENSION_DAYS,
    })
    .where(eq(iterations.id, current.id));
  await db.update(campaigns).set({ updatedAt: now }).where(eq(campaigns.iterationId, current.id));
}

/** Days after its end during which an iteration's cohorts still mature (D28 on day + 29). */
const MATURING_DAYS = 30;

/**
 * Brings every campaign that ran recently up to date: the days the networks have
 * reported since, and cohort values that matured (the simulator gives the same
 * row for the same day, with more filled in as time passes). Answers the games
 * whose stats changed, after refreshing their KPI summaries.
 *
 * The game's gameplay genre is read now, as the simulator's profile for the days
 * it draws: a genre set or changed later shapes the days reported after it and the
 * cohort values that mature after it. A stored day is never rewritten: what was
 * reported stays, and only its cohort values still missing are filled in.
 */
export async function syncCampaignStats(db: Db, adapter: AdNetworkAdapter, now: Date): Promise<number[]> {
  const since = new Date(startOfUtcDay(now).getTime() - MATURING_DAYS * DAY_MS);
  const rows = await db
    .select({
      campaign: { network: campaigns.network, status: campaigns.status, stoppedAt: campaigns.stoppedAt },
      iteration: {
        id: iterations.id,
        iterationNumber: iterations.iterationNumber,
        iterationStart: iterations.iterationStart,
        iterationEnd: iterations.iterationEnd,
        dailyBudget: iterations.dailyBudget,
      },
      game: {
        id: games.id,
        platform: games.platform,
        isCtr: games.isCtr,
        selectedAdNetworkIds: games.selectedAdNetworkIds,
        simulation: games.simulation,
        campaignDuration: games.campaignDuration,
        gameplayGenreId: sql<number | null>`(
          select min(${gameGenres.genreId}) from ${gameGenres}
           where ${gameGenres.gameId} = ${games.id} and ${inArray(gameGenres.genreId, [...GAMEPLAY_GENRE_IDS])})`.mapWith(Number),
      },
    })
    .from(campaigns)
    .innerJoin(iterations, eq(iterations.id, campaigns.iterationId))
    .innerJoin(games, eq(games.id, campaigns.gameId))
    .where(
      and(
        inArray(campaigns.status, ['active', 'paused', 'stopped']),
        sql`${iterations.iterationEnd} >= ${since.toISOString()}`,
        sql`${iterations.iterationStart} <= ${now.toISOString()}`,
      ),
    );
  const changed = new Set<number>();
  for (const { campaign, iteration, game } of rows) {
    const network = campaign.network as AdNetworkName;
    const spec = specOf(game, iteration, network);
    const first = startOfUtcDay(iteration.iterationStart).getTime();
    // A stopped campaign delivers nothing from the day it stopped.
    const endMs = Math.min(
      iteration.iterationEnd.getTime(),
      campaign.stoppedAt ? startOfUtcDay(campaign.stoppedAt).getTime() : Number.POSITIVE_INFINITY,
    );
    const values: (typeof adNetworkDailyStats.$inferInsert)[] = [];
    for (let dayIndex = 0; first + dayIndex * DAY_MS < endMs; dayIndex++) {
      const day = isoDay(new Date(first + dayIndex * DAY_MS));
      // A budget changed while the campaign ran applies from its day on.
      const budget = budgetOnDay(iteration.dailyBudget, network, day) ?? spec.dailyBudget;
      const insights = adapter.dailyInsights({ ...spec, dailyBudget: budget }, day, dayIndex, now);
      if (!insights) break; // later days are not reported either
      values.push({ iterationId: iteration.id, gameId: game.id, network, day, ...insights });
    }
    if (values.length === 0) continue;
    await db
      .insert(adNetworkDailyStats)
      .values(values)
      .onConflictDoUpdate({
        target: [adNetworkDailyStats.iterationId, adNetworkDailyStats.network, adNetworkDailyStats.day],
        // What the day reported stays; a cohort value is filled once, when it matures.
        set: {
          retainedD1: sql`coalesce(${adNetworkDailyStats.retainedD1}, excluded.retained_d1)`,
          retainedD7: sql`coalesce(${adNetworkDailyStats.retainedD7}, excluded.retained_d7)`,
          retainedD14: sql`coalesce(${adNetworkDailyStats.retainedD14}, excluded.retained_d14)`,
          retainedD28: sql`coalesce(${adNetworkDailyStats.retainedD28}, excluded.retained_d28)`,
          d3Playtime: sql`coalesce(${adNetworkDailyStats.d3Playtime}, excluded.d3_playtime)`,
          d3Revenue: sql`coalesce(${adNetworkDailyStats.d3Revenue}, excluded.d3_revenue)`,
          // Issue 43: days reported before the spread was kept get it when synced again.
          playtimeSd: sql`coalesce(${adNetworkDailyStats.playtimeSd}, excluded.playtime_sd)`,
          sessionLengthSd: sql`coalesce(${adNetworkDailyStats.sessionLengthSd}, excluded.session_length_sd)`,
        },
      });
    changed.add(game.id);
  }
  if (changed.size > 0) await refreshGameKpis(db, [...changed], now);
  return [...changed];
}

/**
 * In-testing games whose newest iteration ended 7 days ago or more (CONF-19):
 * their campaigns stop and they move to finished. Answers the ids moved.
 */
export async function finishEndedTests(db: Db, adapter: AdNetworkAdapter, now: Date): Promise<number[]> {
  const limit = new Date(now.getTime() - FINISH_AFTER_END_DAYS * DAY_MS);
  const ended = await queryRows<{ id: number }>(db, sql`
    select g.id from games g
     where g.status = 'in_testing'
       and (select max(i.iteration_end) from iterations i where i.game_id = g.id) <= ${limit.toISOString()}
       and not exists (select 1 from operations o where o.game_id = g.id and o.status in ('pending', 'running'))`);
  const ids = ended.map((row) => row.id);
  for (const id of ids) {
    await db.transaction(async (tx) => {
      // Keyed by the game: a tick cut short and run again stops nothing twice.
      await stopCampaigns(tx, idempotentAdNetworks(adapter, `finish:${id}`), id, now);
      await tx
        .update(games)
        .set({ status: 'finished' })
        .where(and(eq(games.id, id), eq(games.status, 'in_testing')));
    });
  }
  return ids;
}
