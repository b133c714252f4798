// How sure a KPI is (issue 43): confidence intervals for the counts an ad test
// measures, the comparison of two iterations, and Holm's correction when several
// KPIs are compared at once. The distribution functions come from stdlib (the normal
// and chi-square quantiles); what is written here is the intervals' algebra, each
// from its published source, checked against the source's worked examples in
// intervals.test.ts.
import chisquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

/** An interval at a confidence level (0.95 is 95%). `high` is null when unbounded. */
export interface Interval {
  low: number;
  high: number | null;
  level: number;
}

/** The two-sided standard normal quantile of a level: 1.96 for 0.95. */
export function zOf(level: number): number {
  return normalQuantile(1 - (1 - level) / 2, 0, 1);
}

/** The two-sided quantile of Student's t with `freedom` degrees of freedom: 2.179 for 0.95 and 12. */
export function tOf(level: number, freedom: number): number {
  return tQuantile(1 - (1 - level) / 2, freedom);
}

/**
 * Wilson's score interval for a proportion of `successes` in `trials` (Wilson 1927;
 * Newcombe 1998, "Two-sided confidence intervals for the single proportion", method
 * 3): unlike the textbook p ± z·√(p(1−p)/n) it stays within [0, 1] and keeps its
 * coverage for small counts and rates near 0, where ad tests' rates live (CTR 1-3%).
 * Null without trials.
 */
export function wilson(successes: number, trials: number, level: number): Interval | null {
  if (!(trials > 0) || successes < 0 || successes > trials) return null;
  const z = zOf(level);
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2n / (4 * trials))) / (1 + z2n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half), level };
}

/**
 * The difference p1 − p2 of two independent proportions, with Newcombe's hybrid score
 * interval (Newcombe 1998, "Interval estimation for the difference between independent
 * proportions", method 10), built from each proportion's Wilson interval: it behaves
 * where the Wald interval fails (small counts, rates near 0 or 1).
 */
export function proportionDifference(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
  level: number,
): { difference: number; interval: Interval } | null {
  const a = wilson(successes1, trials1, level);
  const b = wilson(successes2, trials2, level);
  if (!a || !b) return null;
  const p1 = successes1 / trials1;
  const p2 = successes2 / trials2;
  const difference = p1 - p2;
  const below = Math.sqrt((p1 - a.low) ** 2 + ((b.high as number) - p2) ** 2);
  const above = Math.sqrt(((a.high as number) - p1) ** 2 + (p2 - b.low) ** 2);
  return { difference, interval: { low: difference - below, high: difference + above, level } };
}

/**
 * The exact interval of a Poisson mean from one observed count (Garwood 1936): the
 * count of installs, new users or impressions a fixed spend bought. Its bounds are
 * chi-square quantiles: χ²(α/2; 2k)/2 and χ²(1−α/2; 2k+2)/2.
 */
export function poissonCount(count: number, level: number): Interval | null {
  if (!(count >= 0) || !Number.isFinite(count)) return null;
  const alpha = 1 - level;
  const low = count === 0 ? 0 : chisquareQuantile(alpha / 2, 2 * count) / 2;
  const high = chisquareQuantile(1 - alpha / 2, 2 * count + 2) / 2;
  return { low, high, level };
}

/**
 * A cost per unit (CPI = spend / installs, CPNU = spend / new users): the spend is
 * fixed by the budget and the count is Poisson, so the cost's interval is the spend
 * over the count's (Garwood). Null without a unit bought.
 */
export function costPer(spend: number, count: number, level: number): Interval | null {
  if (!(count > 0) || !(spend >= 0)) return null;
  const counted = poissonCount(count, level) as Interval;
  return { low: spend / (counted.high as number), high: counted.low > 0 ? spend / counted.low : null, level };
}

/**
 * The ratio of two costs per unit, cost1 / cost2 = (spend1 / count1) / (spend2 /
 * count2), from the two Poisson counts: given their sum, count1 is binomial with
 * π = λ1·spend1 / (λ1·spend1 + λ2·spend2), so the Wilson interval of π gives the
 * ratio's (the conditional method for a ratio of Poisson rates; Cox 1953, Ederer and
 * Mantel 1974). Below 1 the first is cheaper.
 */
export function costRatio(
  spend1: number,
  count1: number,
  spend2: number,
  count2: number,
  level: number,
): { ratio: number; interval: Interval } | null {
  if (!(count1 > 0 && count2 > 0 && spend1 > 0 && spend2 > 0)) return null;
  const share = wilson(count1, count1 + count2, level) as Interval;
  const toRatio = (pi: number) => ((1 - pi) / pi) * (spend1 / spend2);
  const ratio = spend1 / count1 / (spend2 / count2);
  const low = toRatio(share.high as number);
  return { ratio, interval: { low, high: share.low > 0 ? toRatio(share.low) : null, level } };
}

/**
 * The two-sided p-value that goes with an interval method: one minus the highest
 * level whose interval still leaves `nullValue` out (found by bisection; the methods'
 * intervals widen with the level). So "the p-value is below α" says exactly "the
 * interval at 1 − α excludes no change", and a verdict never contradicts its interval.
 */
export function pValueOf(intervalAt: (level: number) => Interval | null, nullValue: number): number | null {
  const excludes = (level: number) => {
    const interval = intervalAt(level);
    if (!interval) return false;
    return interval.low > nullValue || (interval.high !== null && interval.high < nullValue);
  };
  if (!intervalAt(0.5)) return null;
  if (!excludes(1e-9)) return 1;
  let low = 1e-9;
  let high = 1 - 1e-12;
  if (excludes(high)) return 1 - high;
  // 1e-9 of a level is finer than any verdict or figure needs; each step costs an interval.
  for (let step = 0; step < 40 && high - low > 1e-9; step += 1) {
    const middle = (low + high) / 2;
    if (excludes(middle)) low = middle;
    else high = middle;
  }
  return 1 - low;
}

/**
 * Holm's step-down adjustment (Holm 1979) of a family of p-values compared at once:
 * it keeps the chance of any false "better" or "worse" in the family at α, whatever
 * the KPIs' dependence (CPI and CPNU move together), and is never less powerful than
 * Bonferroni. Answers the adjusted p-values in the input's order.
 */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

/**
 * The interval of a mean from its sample's size and variance per unit (Student's t on
 * n − 1 degrees of freedom): playtime and session length, whose analytics report each
 * day's cohort as a count, a mean and a standard deviation.
 */
export function meanInterval(mean: number, variance: number, n: number, level: number): Interval | null {
  if (!(n > 1) || !(variance >= 0)) return null;
  const half = tOf(level, n - 1) * Math.sqrt(variance / n);
  return { low: mean - half, high: mean + half, level };
}

/**
 * The difference of two independent means with Welch's interval (its degrees of freedom
 * by Welch–Satterthwaite): it does not assume the two iterations' players spread alike.
 */
export function meanDifference(
  mean1: number,
  variance1: number,
  n1: number,
  mean2: number,
  variance2: number,
  n2: number,
  level: number,
): { difference: number; interval: Interval } | null {
  if (!(n1 > 1 && n2 > 1) || !(variance1 >= 0 && variance2 >= 0)) return null;
  const a = variance1 / n1;
  const b = variance2 / n2;
  const se = Math.sqrt(a + b);
  const difference = mean1 - mean2;
  if (se === 0) return { difference, interval: { low: difference, high: difference, level } };
  const freedom = (a + b) ** 2 / (a ** 2 / (n1 - 1) + b ** 2 / (n2 - 1));
  const half = tOf(level, freedom) * se;
  return { difference, interval: { low: difference - half, high: difference + half, level } };
}
