// Campaign settings (SUB-BUD, BE-BUD, "Campaign settings" of the game panel): the
// daily budget per network and the campaign duration as a game answers them, their
// bounds and whether the caller may change them; pure, so that the games read model
// uses it (the changes are in campaign-settings-changes.ts).
import {
  CAMPAIGN_DURATION,
  DEFAULT_DAILY_BUDGET_PER_NB_VIDEOS,
  MAX_ALLOWED_VIDEOS,
  MAX_DAILY_BUDGET,
  minDailyBudget,
  recommendedDailyBudget,
  type BudgetNetwork,
} from '@greenlight/rules';
import type { GamePermission } from '../accounts/permissions';

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

export const chosenBudgets = (text: string | null): Partial<Record<BudgetNetwork, number>> =>
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

/** A budget changed while the campaign runs, from `day` on. */
export interface BudgetChange {
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
