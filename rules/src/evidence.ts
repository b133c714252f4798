// How the dashboard writes a KPI's evidence (issue 43): its range at the user's
// confidence level, the verdict on its change, and what would settle an open one.
// The numbers themselves come from the provider; these are their words.
import { formatDuration } from './format';
import { toFixedHalfUp } from './numbers';

export const CONFIDENCE_LEVELS = [0.8, 0.9, 0.95, 0.99] as const;
export const DEFAULT_CONFIDENCE_LEVEL = 0.95;

export type EvidenceVerdict = 'BETTER' | 'WORSE' | 'NOT_KNOWN_YET';
export type EvidenceSampleUnit = 'INSTALLS' | 'NEW_USERS' | 'IMPRESSIONS' | 'CLICKS';

/** 0.95 → '95%'. */
export const formatLevel = (level: number): string => `${toFixedHalfUp(level * 100, 0)}%`;

/**
 * A KPI's interval as its range: costs in dollars with 2 decimals ('$0.38–0.47'),
 * rates as percents with one decimal ('32.7–43.6%'), durations as the panel writes
 * them ('9m27s–10m40s'); an unbounded cost reads '$0.38 or more'.
 */
export function formatRange(interval: { low: number; high?: number | null | undefined }, kind: 'cost' | 'percent' | 'duration'): string {
  if (kind === 'duration') {
    const low = formatDuration(Math.max(0, interval.low));
    return interval.high == null ? `${low} or more` : `${low}–${formatDuration(interval.high)}`;
  }
  if (kind === 'cost') {
    const low = `$${toFixedHalfUp(interval.low, 2)}`;
    return interval.high == null ? `${low} or more` : `${low}–${toFixedHalfUp(interval.high, 2)}`;
  }
  const low = toFixedHalfUp(interval.low * 100, 1);
  return interval.high == null ? `${low}% or more` : `${low}–${toFixedHalfUp(interval.high * 100, 1)}%`;
}

export const VERDICT_LABELS: Record<EvidenceVerdict, string> = {
  BETTER: 'better',
  WORSE: 'worse',
  NOT_KNOWN_YET: 'not known yet',
};

const UNIT_WORDS: Record<EvidenceSampleUnit, [string, string]> = {
  INSTALLS: ['install', 'installs'],
  NEW_USERS: ['new user', 'new users'],
  IMPRESSIONS: ['impression', 'impressions'],
  CLICKS: ['click', 'clicks'],
};

/** An open change that more of this iteration cannot settle: the previous one measured too little. */
export const UNSETTLED_BY_MORE = 'too small a change for the previous iteration\'s sample';

/**
 * What would settle an open change: 'about 1,200 more new users would settle it', or,
 * when the provider found that no amount of this iteration would (null),
 * UNSETTLED_BY_MORE.
 */
export function formatMoreSampleNeeded(count: number | null | undefined, unit: EvidenceSampleUnit): string {
  if (count === null || count === undefined || count <= 0) return UNSETTLED_BY_MORE;
  const [one, many] = UNIT_WORDS[unit];
  // Two significant digits: the estimate is no finer than that.
  const rounded = count < 100 ? count : Number(count.toPrecision(2));
  return `about ${rounded.toLocaleString('en-US')} more ${rounded === 1 ? one : many} would settle it`;
}

export interface RecommendationBarWords {
  kpi: 'CPI' | 'D1' | 'D7';
  bar: number;
  value: number;
  interval?: { low: number; high?: number | null | undefined } | null | undefined;
  meets: boolean;
  confidence: number;
}

/**
 * How sure a recommendation is, in one sentence (issue 43): for a sure one, the bar it
 * is least sure of (high potential) or surest to miss (low potential), "D1 42%
 * (39.0–45.0%): above the 35% launch bar with 99% confidence"; for one too early to
 * tell, the bar that leaves it open. Null without a deciding bar.
 */
export function recommendationCheckSentence(check: {
  verdict: 'SURE' | 'TOO_EARLY';
  deciding: readonly RecommendationBarWords[];
}): string | null {
  const leastSure = [...check.deciding].sort((a, b) => a.confidence - b.confidence)[0];
  const surestMiss = check.deciding.filter((bar) => !bar.meets).sort((a, b) => b.confidence - a.confidence)[0];
  const bar = check.verdict === 'SURE' && surestMiss ? surestMiss : leastSure;
  if (!bar) return null;
  const cost = bar.kpi === 'CPI';
  const value = cost ? `$${toFixedHalfUp(bar.value, 2)}` : `${toFixedHalfUp(bar.value * 100, 0)}%`;
  const range = bar.interval ? ` (${formatRange(bar.interval, cost ? 'cost' : 'percent')})` : '';
  const launchBar = `${cost ? `$${toFixedHalfUp(bar.bar, 2)}` : `${toFixedHalfUp(bar.bar * 100, 0)}%`} launch bar`;
  if (check.verdict === 'TOO_EARLY') return `Too early to say: ${bar.kpi} ${value}${range} may be either side of the ${launchBar}`;
  const side = bar.meets === cost ? 'below' : 'above';
  const confidence = Math.min(99, Math.floor(bar.confidence * 100));
  return `${bar.kpi} ${value}${range}: ${side} the ${launchBar} with ${confidence}% confidence`;
}

export type BenchmarkKpiName = 'CPI' | 'CPNU' | 'CTR' | 'D1' | 'D7' | 'PLAYTIME';

export const BENCHMARK_KPI_LABELS: Record<BenchmarkKpiName, string> = {
  CPI: 'CPI',
  CPNU: 'CPNU',
  CTR: 'CTR',
  D1: 'D1',
  D7: 'D7',
  PLAYTIME: 'Playtime',
};

/** A benchmark KPI's value as the panel writes it: costs in dollars, rates in percent, playtime as a duration. */
export function formatBenchmarkValue(kpi: BenchmarkKpiName, value: number): string {
  if (kpi === 'CPI' || kpi === 'CPNU') return `$${toFixedHalfUp(value, 2)}`;
  if (kpi === 'PLAYTIME') return formatDuration(value);
  return `${toFixedHalfUp(value * 100, kpi === 'CTR' ? 2 : 1)}%`;
}

/** Where a game stands among others: 'better than 72% of 312 games'. */
export function formatStanding(percentile: number, games: number): string {
  return `better than ${toFixedHalfUp(percentile, 0)}% of ${games.toLocaleString('en-US')} ${games === 1 ? 'game' : 'games'}`;
}
