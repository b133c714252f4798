// Campaign settings (SUB-BUD, BE-BUD, "Campaign settings" of the game panel): the
// daily budget per network and the campaign duration, their bounds, whether the
// caller may change them, and the changes themselves. A change while the campaign
// runs applies from the next day on; the days already run keep their budget.
import {
  CAMPAIGN_DURATION,
  campaignDurationProblem,
  dailyBudgetProblem,
  DEFAULT_DAILY_BUDGET_PER_NB_VIDEOS,
  MAX_ALLOWED_VIDEOS,
  MAX_DAILY_BUDGET,
  minDailyBudget,
  recommendedDailyBudget,
  type BudgetNetwork,
} from '@greenlight/rules';
import { desc, eq } from 'drizzle-orm';
import { DAY_MS, startOfUtcDay, type Clock } from '../../clock';
import type { Db } from '../../db';
import { games, iterations } from '../../db/schema';
import { ApiError, badRequest, forbidden } from '../../errors';
import { isoDay } from '../campaigns/simulator';
import { getGame, lockGameForAction } from './games';
import type { GamePermission } from '../accounts/permissions';
import type { Principal } from '../accounts/principal';

const NETWORKS: Record<number, BudgetNetwork> = { 1: 'facebook', 2: 'snapchat' };

export interface CampaignSettings {
  dailyBudgetPerAdNetwork: Partial<Record<BudgetNetwork, { budget: number; isManuallySet: boolean }>>;
  defaultDailyBudgetPerNbVideos: Partial<Record<BudgetNetwork, Record<string, number>>>;
  minDailyBudget: number;
  maxDailyBudget: number;
  isBudgetReadOnly: boolean;
  currentCampaignDuration: number;
  defaultCampaignDuration: number;
  minCampaignDuration: number;
  maxCampaignDuration: number;
  isDurationReadOnly: boolean;
  maxAllowedVideos: number;
}

export interface CampaignSettingsInput {
  status: string;
  isCtr: boolean;
  isManagedByProvider: boolean;
  selectedAdNetworkIds: readonly number[];
  dailyBudget: string | null;
  campaignDuration: number;
  /** Videos of the current iteration per network. */
  videos: Partial<Record<BudgetNetwork, number>>;
  disabled: boolean;
}

const networksOf = (game: Pick<CampaignSettingsInput, 'isCtr' | 'selectedAdNetworkIds'>): BudgetNetwork[] =>
  game.isCtr ? ['facebook'] : game.selectedAdNetworkIds.flatMap((id) => (NETWORKS[id] ? [NETWORKS[id]] : []));

const chosenBudgets = (text: string | null): Partial<Record<BudgetNetwork, number>> =>
  text ? (JSON.parse(text) as Partial<Record<BudgetNetwork, number>>) : {};

/** Statuses whose next or running campaign can still change. */
const OPEN_STATUSES = new Set(['pending_sdk_integration', 'pending_review', 'pending_testing', 'in_testing']);

/**
 * GD-28, BE-BUD-01/02: the settings as the game answers them. Budgets are read-only
 * for manual games (the studio's own campaign) and closed games; the duration needs
 * advanced_campaign_settings_level1 or level2 (SUB-BUD-11).
 */
export function campaignSettings(game: CampaignSettingsInput, permissions: Partial<Record<GamePermission, true>>): CampaignSettings {
  const chosen = chosenBudgets(game.dailyBudget);
  const networks = networksOf(game);
  const open = OPEN_STATUSES.has(game.status) && game.isManagedByProvider && !game.disabled;
  const mayEditBudget =
    game.status === 'in_testing'
      ? permissions.advanced_campaign_settings_level1 === true || permissions.advanced_campaign_settings_level2 === true
      : permissions.request_testing === true || permissions.request_game_testing === true ||
        permissions.advanced_campaign_settings_level1 === true || permissions.advanced_campaign_settings_level2 === true;
  return {
    dailyBudgetPerAdNetwork: Object.fromEntries(
      networks.map((network) => [
        network,
        chosen[network] !== undefined
          ? { budget: chosen[network]!, isManuallySet: true }
          : { budget: recommendedDailyBudget(network, game.videos[network] ?? 0), isManuallySet: false },
      ]),
    ),
    defaultDailyBudgetPerNbVideos: Object.fromEntries(
      networks.map((network) => [network, Object.fromEntries(Object.entries(DEFAULT_DAILY_BUDGET_PER_NB_VIDEOS[network]))]),
    ),
    minDailyBudget: Math.min(...(networks.length > 0 ? networks : (['facebook'] as const)).map(minDailyBudget)),
    maxDailyBudget: MAX_DAILY_BUDGET,
    isBudgetReadOnly: !open || !mayEditBudget,
    currentCampaignDuration: game.campaignDuration,
    defaultCampaignDuration: CAMPAIGN_DURATION.default,
    minCampaignDuration: CAMPAIGN_DURATION.min,
    maxCampaignDuration: CAMPAIGN_DURATION.max,
    isDurationReadOnly:
      !open || !(permissions.advanced_campaign_settings_level1 === true || permissions.advanced_campaign_settings_level2 === true),
    maxAllowedVideos: MAX_ALLOWED_VIDEOS,
  };
}

interface BudgetChange {
  day: string;
  network: BudgetNetwork;
  budget: number;
}

/** The budget of one network on one day of an iteration: its start budget, then its changes. */
export function budgetOnDay(iterationBudget: string, network: BudgetNetwork, day: string): number | undefined {
  const parsed = JSON.parse(iterationBudget) as Partial<Record<BudgetNetwork, number>> & { changes?: BudgetChange[] };
  let budget = parsed[network];
  for (const change of parsed.changes ?? []) {
    if (change.network === network && change.day <= day) budget = change.budget;
  }
  return budget;
}

const updateFailed = (detail: string, path: string) =>
  badRequest('INVALID_REQUEST', detail, [{ code: 'INVALID_REQUEST', detail, path }]);

/** SUB-BUD-07, BE-BUD-03: a network's daily budget; a running campaign takes it from tomorrow. */
export async function updateDailyBudget(
  db: Db,
  principal: Principal,
  clock: Clock,
  gameId: number,
  network: BudgetNetwork,
  budget: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGameForAction(tx, gameId);
    const game = await getGame(tx, principal, clock.now(), gameId);
    if (game.isBudgetReadOnly) throw forbidden();
    if (!game.dailyBudgetPerAdNetwork[network]) throw updateFailed(`The game does not run on ${network}`, 'adNetwork');
    const problem = dailyBudgetProblem(network, budget);
    if (problem) throw updateFailed(problem, 'newBudget');
    const [row] = await tx.select({ dailyBudget: games.dailyBudget }).from(games).where(eq(games.id, gameId));
    await tx
      .update(games)
      .set({ dailyBudget: JSON.stringify({ ...chosenBudgets(row?.dailyBudget ?? null), [network]: budget }) })
      .where(eq(games.id, gameId));
    if (game.status === 'in_testing') {
      const [current] = await tx
        .select({ id: iterations.id, dailyBudget: iterations.dailyBudget })
        .from(iterations)
        .where(eq(iterations.gameId, gameId))
        .orderBy(desc(iterations.iterationNumber))
        .limit(1);
      if (!current) throw new ApiError(409, 'NO_RUNNING_CAMPAIGN', 'The game has no running campaign');
      const parsed = JSON.parse(current.dailyBudget) as Record<string, unknown> & { changes?: BudgetChange[] };
      const tomorrow = isoDay(new Date(startOfUtcDay(clock.now()).getTime() + DAY_MS));
      const changes = [...(parsed.changes ?? []).filter((c) => !(c.network === network && c.day === tomorrow)), { day: tomorrow, network, budget }];
      await tx.update(iterations).set({ dailyBudget: JSON.stringify({ ...parsed, changes }) }).where(eq(iterations.id, current.id));
    }
  });
}

/** SUB-BUD-10, BE-BUD-03: the campaign duration; a running campaign ends accordingly (never before today). */
export async function updateCampaignDuration(db: Db, principal: Principal, clock: Clock, gameId: number, days: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGameForAction(tx, gameId);
    const now = clock.now();
    const game = await getGame(tx, principal, now, gameId);
    if (game.isDurationReadOnly) throw forbidden();
    const problem = campaignDurationProblem(days);
    if (problem) throw updateFailed(problem, 'campaignDuration');
    await tx.update(games).set({ campaignDuration: days }).where(eq(games.id, gameId));
    if (game.status === 'in_testing') {
      const [current] = await tx
        .select({ id: iterations.id, iterationStart: iterations.iterationStart })
        .from(iterations)
        .where(eq(iterations.gameId, gameId))
        .orderBy(desc(iterations.iterationNumber))
        .limit(1);
      if (!current) throw new ApiError(409, 'NO_RUNNING_CAMPAIGN', 'The game has no running campaign');
      const end = new Date(current.iterationStart.getTime() + days * DAY_MS);
      if (end.getTime() < startOfUtcDay(now).getTime() + DAY_MS) {
        throw updateFailed('The campaign already ran longer than that', 'campaignDuration');
      }
      await tx.update(iterations).set({ iterationEnd: end, campaignDuration: days }).where(eq(iterations.id, current.id));
    }
  });
}
