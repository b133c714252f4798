import { describe, expect, it } from 'vitest';
import {
  BUDGET_STEP,
  campaignDurationProblem,
  dailyBudgetProblem,
  MAX_DAILY_BUDGET,
  minDailyBudget,
  recommendedDailyBudget,
} from './budget';

describe('campaign budget and duration (SUB-BUD, BE-BUD)', () => {
  it('SUB-BUD-02 SUB-BUD-04 the minimum is the lowest recommendation, which grows with the videos', () => {
    expect(minDailyBudget('facebook')).toBe(40);
    expect(recommendedDailyBudget('facebook', 0)).toBe(40);
    expect(recommendedDailyBudget('facebook', 2)).toBe(60);
    expect(recommendedDailyBudget('facebook', 9)).toBe(100);
    expect(recommendedDailyBudget('snapchat', 3)).toBe(60);
  });

  it('SUB-BUD-01 SUB-BUD-03 budgets move by 10 within their bounds', () => {
    expect(BUDGET_STEP).toBe(10);
    expect(dailyBudgetProblem('facebook', 70)).toBeNull();
    expect(dailyBudgetProblem('facebook', 75)).toBe('The daily budget moves in steps of $10');
    expect(dailyBudgetProblem('facebook', 30)).toBe(`The daily budget must be between $40 and $${MAX_DAILY_BUDGET}`);
    expect(dailyBudgetProblem('snapchat', 30)).toBeNull();
    expect(dailyBudgetProblem('snapchat', MAX_DAILY_BUDGET + 10)).not.toBeNull();
  });

  it('SUB-BUD-08 the duration stays between 4 and 14 days', () => {
    expect(campaignDurationProblem(7)).toBeNull();
    expect(campaignDurationProblem(3)).toBe('The campaign lasts between 4 and 14 days');
    expect(campaignDurationProblem(15)).not.toBeNull();
    expect(campaignDurationProblem(6.5)).not.toBeNull();
  });
});
