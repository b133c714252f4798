// Issue 43: each KPI of an iteration with its interval, and its change since the
// previous iteration with a verdict (better, worse, not known yet) instead of a bare
// arrow. The statistics are statistics/intervals.ts'; this file says which counts each
// KPI is measured on, which direction is better, and corrects a block's comparisons
// together (Holm), so that "better" is wrong at most at the chosen error rate for the
// whole block, not for each KPI.
import type { Recommendation } from '@greenlight/rules';
import type { EvidenceKpi } from '../../schemas/iterations';
import {
  costPer,
  costRatio,
  holm,
  meanDifference,
  meanInterval,
  type Interval,
  proportionDifference,
  pValueOf,
  wilson,
  tOf,
  zOf,
} from '../statistics/intervals';

/** What a KPI was measured on: the units counted (its sample). */
export type SampleUnit = 'installs' | 'new_users' | 'impressions' | 'clicks';

/**
 * What one network reported for one day of an iteration (ad_network_daily_stats): the
 * cells a block's KPIs are summed from. A retained count is null until its cohort is
 * mature (BE-KPI-09).
 */
export interface DailyCell {
  network: string;
  /** yyyy-mm-dd; absent where only the sums matter. */
  day?: string;
  spend: number;
  installs: number;
  newUsers: number;
  clicks: number;
  impressions: number;
  retainedD1: number | null;
  retainedD7: number | null;
  retainedD14: number | null;
  retainedD28: number | null;
  /** Seconds per new user on the first day, and their spread over the day's players (null on days reported before it was kept). */
  playtime?: number | null;
  playtimeSd?: number | null;
  sessionLength?: number | null;
  sessionLengthSd?: number | null;
}

export type Verdict = 'better' | 'worse' | 'not_known_yet';

export interface KpiComparison {
  /** This iteration's value minus the previous one's. */
  difference: number;
  /** This iteration's cost over the previous one's; null for rates. */
  ratio: number | null;
  /** What `interval` bounds: the difference (rates) or the ratio (costs). */
  scale: 'difference' | 'ratio';
  interval: Interval;
  pValue: number;
  /** Holm's adjustment over the block's comparisons. */
  adjustedPValue: number;
  verdict: Verdict;
  /**
   * While not known: about how many more units (`sampleUnit`) this iteration would
   * need for a change of this size to be settled at the chosen level; null when known,
   * when there is no change, or when more of this iteration alone cannot settle it.
   */
  moreSampleNeeded: number | null;
}

export interface KpiEvidence {
  kpi: EvidenceKpi;
  value: number;
  sample: number;
  sampleUnit: SampleUnit;
  /** How much more the KPI varied from day to day than sampling explains (≥ 1); the interval is widened by its square root. */
  dispersion: number;
  interval: Interval | null;
  comparison: KpiComparison | null;
}

interface Definition {
  kind: 'cost' | 'rate' | 'mean';
  unit: SampleUnit;
  /** A rate read per thousand (IPM: installs per thousand impressions): its value, interval and difference times this. */
  per?: number;
  /**
   * A cell's successes and trials (rates), spend and units bought (costs), or total and
   * players with their standard deviation (means); null when not measured that day.
   */
  of: (cell: DailyCell) => { numerator: number; sample: number; sd?: number } | null;
}

const average = (mean: 'playtime' | 'sessionLength', sd: 'playtimeSd' | 'sessionLengthSd') => (cell: DailyCell) => {
  const m = cell[mean];
  const spread = cell[sd];
  return m === null || m === undefined || spread === null || spread === undefined ? null : { numerator: m * cell.newUsers, sample: cell.newUsers, sd: spread };
};

const retention = (key: 'retainedD1' | 'retainedD7' | 'retainedD14' | 'retainedD28') => (cell: DailyCell) => {
  const retained = cell[key];
  return retained === null ? null : { numerator: retained, sample: cell.newUsers };
};

const DEFINITIONS: Record<EvidenceKpi, Definition> = {
  cpi: { kind: 'cost', unit: 'installs', of: (c) => ({ numerator: c.spend, sample: c.installs }) },
  cpnu: { kind: 'cost', unit: 'new_users', of: (c) => ({ numerator: c.spend, sample: c.newUsers }) },
  // Dollars per thousand impressions: a thousand times the spend over the impressions bought.
  cpm: { kind: 'cost', unit: 'impressions', of: (c) => ({ numerator: c.spend * 1000, sample: c.impressions }) },
  ctr: { kind: 'rate', unit: 'impressions', of: (c) => ({ numerator: c.clicks, sample: c.impressions }) },
  // IT-07: installs over clicks (a network may attribute more installs than clicks: then no interval).
  install_rate: { kind: 'rate', unit: 'clicks', of: (c) => ({ numerator: c.installs, sample: c.clicks }) },
  // Installs per thousand impressions: how well the ad and the store page sell together.
  ipm: { kind: 'rate', unit: 'impressions', per: 1000, of: (c) => ({ numerator: c.installs, sample: c.impressions }) },
  d1: { kind: 'rate', unit: 'new_users', of: retention('retainedD1') },
  d7: { kind: 'rate', unit: 'new_users', of: retention('retainedD7') },
  d14: { kind: 'rate', unit: 'new_users', of: retention('retainedD14') },
  d28: { kind: 'rate', unit: 'new_users', of: retention('retainedD28') },
  // Session length is weighed by new users too: analytics report no count of sessions.
  playtime: { kind: 'mean', unit: 'new_users', of: average('playtime', 'playtimeSd') },
  session_length: { kind: 'mean', unit: 'new_users', of: average('sessionLength', 'sessionLengthSd') },
};

/** Lower costs are better, higher rates are (IT-11, BE-KPI-03). */
const lowerIsBetter = (kpi: EvidenceKpi) => DEFINITIONS[kpi].kind === 'cost';

/** A KPI summed over a block's cells, with the Pearson statistic of its days. */
interface Sums {
  numerator: number;
  sample: number;
  /** Means: the variance per unit within the networks (players around their day's mean, days around the network's). */
  variance: number;
  /** Pearson's X² of the days against their network's own rate, and its degrees of freedom. */
  pearson: number;
  freedom: number;
}

/**
 * Sums a KPI over cells, and measures how far its days stray from their network's
 * rate: Pearson's X² over (network, day) cells, against the binomial variance for
 * rates and the Poisson one for costs (units bought per dollar), with one degree of
 * freedom per cell less one per network. Ad networks' days vary more than sampling
 * alone makes them (auctions, pacing, the audience of the day): X² / freedom is that
 * overdispersion, the quasi-likelihood scale (McCullagh and Nelder 1989, §4.5).
 */
function sum(kpi: EvidenceKpi, cells: readonly DailyCell[]): Sums | null {
  const definition = DEFINITIONS[kpi];
  const byNetwork = new Map<string, { numerator: number; sample: number; sd?: number }[]>();
  for (const cell of cells) {
    const measured = definition.of(cell);
    if (!measured || !(measured.sample > 0)) continue;
    const list = byNetwork.get(cell.network) ?? [];
    list.push(measured);
    byNetwork.set(cell.network, list);
  }
  let numerator = 0;
  let sample = 0;
  let pearson = 0;
  let freedom = 0;
  // Means: sums of squares within days, between a network's days, and of its days' totals (clusters).
  let within = 0;
  let between = 0;
  let clustered = 0;
  for (const days of byNetwork.values()) {
    const n = days.reduce((total, day) => total + day.sample, 0);
    const x = days.reduce((total, day) => total + day.numerator, 0);
    numerator += x;
    sample += n;
    freedom += days.length - 1;
    if (definition.kind === 'mean') {
      const mean = x / n;
      for (const day of days) {
        const dayMean = day.numerator / day.sample;
        within += (day.sample - 1) * (day.sd ?? 0) ** 2;
        between += day.sample * (dayMean - mean) ** 2;
        clustered += (day.sample * (dayMean - mean)) ** 2;
      }
    } else if (definition.kind === 'rate') {
      const p = x / n;
      if (p <= 0 || p >= 1) continue;
      for (const day of days) pearson += (day.numerator - day.sample * p) ** 2 / (day.sample * p * (1 - p));
    } else {
      // Units per dollar: each day's units against its spend at the network's rate.
      if (!(x > 0)) continue;
      const perDollar = n / x;
      for (const day of days) {
        const expected = day.numerator * perDollar;
        if (expected > 0) pearson += (day.sample - expected) ** 2 / expected;
      }
    }
  }
  if (!(sample > 0)) return null;
  if (definition.kind !== 'mean') return { numerator, sample, variance: 0, pearson, freedom };
  // A mean's spread: players around it (the variance per unit), and whether the days vary
  // more than their players make them (a day-clustered variance of the mean, with the
  // small-sample factor K/(K − G), against the one players alone give): the same scale
  // as the counts' X² / freedom, so the same inflation applies.
  const networks = byNetwork.size;
  const cellCount = freedom + networks;
  if (!(sample > networks)) return null;
  const variance = (within + between) / (sample - networks);
  const plain = variance / sample;
  const days = freedom > 0 ? (clustered / sample ** 2) * (cellCount / freedom) : 0;
  const estimate = plain > 0 ? days / plain : 1;
  return { numerator, sample, variance, pearson: estimate * freedom, freedom };
}

/** The overdispersion of some sums together, as estimated (may be below 1), with its degrees of freedom. */
function pooled(...sums: Sums[]): { estimate: number; freedom: number } {
  const freedom = sums.reduce((total, s) => total + s.freedom, 0);
  const pearson = sums.reduce((total, s) => total + s.pearson, 0);
  return { estimate: freedom > 0 ? pearson / freedom : 1, freedom };
}

/**
 * The factor the counts are shrunk by at a level: the estimated overdispersion, with
 * Student's t in place of the normal quantile since it is estimated from a few days
 * (so the interval is as wide as t·√φ, the quasi-likelihood interval), and never
 * narrower than sampling alone makes it (factor 1, the normal quantile).
 */
function inflationAt(dispersion: { estimate: number; freedom: number }, level: number): number {
  if (dispersion.freedom <= 0 || dispersion.estimate <= 1) return 1;
  return Math.max(1, dispersion.estimate * (tOf(level, dispersion.freedom) / zOf(level)) ** 2);
}

function intervalOf(kind: Definition['kind'], s: Sums, level: number): Interval | null {
  const phi = inflationAt(pooled(s), level);
  // Counts are shrunk to their effective size (Kish's design effect): the same
  // intervals, as wide as the days' spread says; a mean's variance grows by as much.
  if (kind === 'mean') return meanInterval(s.numerator / s.sample, s.variance * phi, s.sample, level);
  return kind === 'cost' ? costPer(s.numerator / phi, s.sample / phi, level) : wilson(s.numerator / phi, s.sample / phi, level);
}

/** The interval of the change at a level: of the difference for rates, of the ratio for costs. */
function changeAt(kind: Definition['kind'], now: Sums, before: Sums) {
  const dispersion = pooled(now, before);
  return (level: number) => {
    const phi = inflationAt(dispersion, level);
    if (kind === 'mean') {
      const m1 = now.numerator / now.sample;
      const m2 = before.numerator / before.sample;
      return meanDifference(m1, now.variance * phi, now.sample, m2, before.variance * phi, before.sample, level)?.interval ?? null;
    }
    const shrunk = [now.numerator / phi, now.sample / phi, before.numerator / phi, before.sample / phi] as const;
    return (kind === 'cost' ? costRatio(...shrunk, level) : proportionDifference(...shrunk, level))?.interval ?? null;
  };
}

/**
 * About how many more units this iteration needs before a change of the size seen
 * could be told from noise at the level, with the family's Bonferroni share of the
 * error (Holm's most demanding step, so the estimate is never short): for rates the
 * normal approximation of the difference's standard error, for costs that of the log
 * ratio of two Poisson counts (1/n1 + 1/n2), both on effective sizes.
 */
function moreSampleNeeded(kind: Definition['kind'], now: Sums, before: Sums, phi: number, level: number, family: number): number | null {
  const z = zOf(1 - (1 - level) / family);
  const n1 = now.sample / phi;
  const n2 = before.sample / phi;
  let needed: number;
  if (kind === 'mean') {
    const d = now.numerator / now.sample - before.numerator / before.sample;
    const room = (d / z) ** 2 - (before.variance * phi) / before.sample;
    if (!(room > 0)) return null;
    needed = (now.variance * phi) / room;
    if (!Number.isFinite(needed)) return null;
    return Math.max(0, Math.ceil(needed - now.sample));
  }
  if (kind === 'cost') {
    const logRatio = Math.log(now.numerator / now.sample / (before.numerator / before.sample));
    const room = (logRatio / z) ** 2 - 1 / n2;
    if (!(room > 0)) return null;
    needed = 1 / room;
  } else {
    const p1 = now.numerator / now.sample;
    const p2 = before.numerator / before.sample;
    const room = ((p1 - p2) / z) ** 2 - (p2 * (1 - p2)) / n2;
    if (!(room > 0) || p1 * (1 - p1) === 0) return null;
    needed = (p1 * (1 - p1)) / room;
  }
  if (!Number.isFinite(needed)) return null;
  return Math.max(0, Math.ceil((needed - n1) * phi));
}

/** An interval read per thousand (or as it is, for 1). */
function per<T extends Interval | null>(interval: T, factor: number): T {
  if (!interval || factor === 1) return interval;
  return { ...interval, low: interval.low * factor, high: interval.high === null ? null : interval.high * factor } as T;
}

/**
 * The evidence of one block (an iteration, or one network of it) from its daily
 * cells: each KPI with its interval, and, when the previous iteration's block measured
 * it too, its comparison. The block's comparisons are one family for Holm's correction.
 */
export function blockEvidence(
  current: readonly DailyCell[],
  previous: readonly DailyCell[] | undefined,
  kpis: readonly EvidenceKpi[],
  level: number,
): KpiEvidence[] {
  const alpha = 1 - level;
  const measured = kpis.flatMap((kpi) => {
    const sums = sum(kpi, current);
    if (!sums) return [];
    const kind = DEFINITIONS[kpi].kind;
    const value = sums.numerator / sums.sample;
    return [{ kpi, kind, sums, value, per: DEFINITIONS[kpi].per ?? 1, before: previous ? sum(kpi, previous) : null }];
  });
  const compared = measured.flatMap((m) => {
    if (!m.before) return [];
    const phi = inflationAt(pooled(m.sums, m.before), level);
    const intervalAt = changeAt(m.kind, m.sums, m.before);
    const interval = intervalAt(level);
    const pValue = pValueOf(intervalAt, m.kind === 'cost' ? 1 : 0);
    if (!interval || pValue === null) return [];
    return [{ m, before: m.before, phi, interval, pValue }];
  });
  const adjusted = holm(compared.map((c) => c.pValue));
  const comparisons = new Map<EvidenceKpi, KpiComparison>();
  compared.forEach(({ m, before, phi, interval, pValue }, i) => {
    const previousValue = before.numerator / before.sample;
    const difference = m.value - previousValue;
    const adjustedPValue = adjusted[i] as number;
    const improved = lowerIsBetter(m.kpi) ? difference < 0 : difference > 0;
    const verdict: Verdict = adjustedPValue < alpha && difference !== 0 ? (improved ? 'better' : 'worse') : 'not_known_yet';
    comparisons.set(m.kpi, {
      difference: difference * m.per,
      ratio: m.kind === 'cost' ? m.value / previousValue : null,
      scale: m.kind === 'cost' ? 'ratio' : 'difference',
      interval: per(interval, m.per),
      pValue,
      adjustedPValue,
      verdict,
      moreSampleNeeded:
        verdict === 'not_known_yet' && difference !== 0 ? moreSampleNeeded(m.kind, m.sums, before, phi, level, compared.length) : null,
    });
  });
  return measured.map((m) => ({
    kpi: m.kpi,
    value: m.value * m.per,
    sample: m.sums.sample,
    sampleUnit: DEFINITIONS[m.kpi].unit,
    dispersion: Math.max(1, pooled(m.sums).estimate),
    interval: per(intervalOf(m.kind, m.sums, level), m.per),
    comparison: comparisons.get(m.kpi) ?? null,
  }));
}

/** One launch bar of the recommendation (kpis.ts' RECOMMENDATION_THRESHOLDS) and how surely the KPI meets or misses it. */
export interface RecommendationBar {
  kpi: 'cpi' | 'd1' | 'd7';
  bar: number;
  value: number;
  interval: Interval | null;
  meets: boolean;
  /** One-sided: the confidence that the true value is on the side of the bar the value is. */
  confidence: number;
}

export interface RecommendationCheck {
  /** sure: the deciding bars are met (or one is missed) at the level; too_early: they may be either side. */
  verdict: 'sure' | 'too_early';
  level: number;
  /** The bars that decide: all of them for high potential, the missed ones for low potential. */
  deciding: RecommendationBar[];
}

/** The bars a CPI test's recommendation reads, and on which side a good value lies. */
export interface LaunchBars {
  maxCpi: number;
  minD1: number;
  minD7: number;
}

/**
 * Issue 43: how sure the recommendation of a block is. Only the two that compare KPIs
 * with the launch bars (high potential; low potential for a low proto score) have
 * one: high potential is sure when every bar is met at the level (one-sided), low
 * potential when at least one missed bar is missed at it; otherwise it is too early
 * to say, whatever the point values say. Null for the others (data, spend or setup).
 */
export function recommendationCheck(
  cells: readonly DailyCell[],
  recommendation: Recommendation | null,
  bars: LaunchBars,
  level: number,
): RecommendationCheck | null {
  if (recommendation !== 'high potential' && recommendation !== 'low potential (low proto score)') return null;
  const measured = (
    [
      ['cpi', bars.maxCpi, true],
      ['d1', bars.minD1, false],
      ['d7', bars.minD7, false],
    ] as const
  ).flatMap(([kpi, bar, lowerIsGood]) => {
    const sums = sum(kpi, cells);
    if (!sums) return [];
    const kind = DEFINITIONS[kpi].kind;
    const value = sums.numerator / sums.sample;
    const pValue = pValueOf((at) => intervalOf(kind, sums, at), bar) ?? 1;
    const entry: RecommendationBar = {
      kpi,
      bar,
      value,
      interval: intervalOf(kind, sums, level),
      meets: lowerIsGood ? value <= bar : value >= bar,
      confidence: 1 - pValue / 2,
    };
    return [entry];
  });
  const deciding = recommendation === 'high potential' ? measured : measured.filter((bar) => !bar.meets);
  if (deciding.length === 0) return null;
  const sure =
    recommendation === 'high potential'
      ? deciding.every((bar) => bar.confidence >= level)
      : deciding.some((bar) => bar.confidence >= level);
  return { verdict: sure ? 'sure' : 'too_early', level, deciding };
}
