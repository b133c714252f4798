// Campaign budget and duration (SUB-BUD, BE-BUD): the daily budget per network
// moves in steps of 10 between the lowest recommended budget and the maximum; the
// recommendation grows with the number of videos; the duration stays within its
// bounds. The specification gives the shape, not the figures: these are ours.

export type BudgetNetwork = 'facebook' | 'snapchat';

/** SUB-BUD-01 */
export const BUDGET_STEP = 10;

/** SUB-BUD-04: the recommended daily budget (dollars) by number of videos on the network. */
export const DEFAULT_DAILY_BUDGET_PER_NB_VIDEOS: Readonly<Record<BudgetNetwork, Readonly<Record<number, number>>>> = {
  facebook: { 1: 40, 2: 60, 3: 80, 4: 100 },
  snapchat: { 1: 30, 2: 40, 3: 60, 4: 80 },
};

/** SUB-BUD-03 */
export const MAX_DAILY_BUDGET = 300;

/** SUB-BUD-08: days. */
export const CAMPAIGN_DURATION = { default: 7, min: 4, max: 14 } as const;

/** At most this many videos per network and iteration (BE-UP-04). */
export const MAX_ALLOWED_VIDEOS = 4;

/** SUB-BUD-02: the lowest recommended budget of the network. */
export function minDailyBudget(network: BudgetNetwork): number {
  return Math.min(...Object.values(DEFAULT_DAILY_BUDGET_PER_NB_VIDEOS[network]));
}

/** SUB-BUD-04: the budget recommended for this many videos (at least one counted, at most four). */
export function recommendedDailyBudget(network: BudgetNetwork, videos: number): number {
  const table = DEFAULT_DAILY_BUDGET_PER_NB_VIDEOS[network];
  const count = Math.min(Math.max(videos, 1), MAX_ALLOWED_VIDEOS);
  return table[count] ?? minDailyBudget(network);
}

/** Why a daily budget is refused, or null. */
export function dailyBudgetProblem(network: BudgetNetwork, budget: number): string | null {
  const min = minDailyBudget(network);
  if (!Number.isInteger(budget) || budget % BUDGET_STEP !== 0) return `The daily budget moves in steps of $${BUDGET_STEP}`;
  if (budget < min || budget > MAX_DAILY_BUDGET) return `The daily budget must be between $${min} and $${MAX_DAILY_BUDGET}`;
  return null;
}

/** Why a campaign duration is refused, or null. */
export function campaignDurationProblem(days: number): string | null {
  if (!Number.isInteger(days) || days < CAMPAIGN_DURATION.min || days > CAMPAIGN_DURATION.max) {
    return `The campaign lasts between ${CAMPAIGN_DURATION.min} and ${CAMPAIGN_DURATION.max} days`;
  }
  return null;
}

/** SUB-BUD-12, 000 §8 */
export const BUDGET_UPDATE_FAILED =
  'There was a problem while updating the budget for your campaign. Please refresh and try again or contact support.';
