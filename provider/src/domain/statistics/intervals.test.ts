// Issue 43: the intervals against the worked examples of the papers they come from,
// and their invariants over generated counts (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costPer, costRatio, holm, meanDifference, meanInterval, poissonCount, proportionDifference, pValueOf, wilson, zOf } from './intervals';

const rounded = (value: number | null | undefined, digits = 4) => (value == null ? value : Number(value.toFixed(digits)));
const bounds = (interval: { low: number; high: number | null } | null) => interval && [rounded(interval.low), rounded(interval.high)];

describe('confidence intervals (issue 43)', () => {
  it('z of 95% is 1.96, of 99% 2.576', () => {
    expect(rounded(zOf(0.95))).toBe(1.96);
    expect(rounded(zOf(0.99), 3)).toBe(2.576);
  });

  // Newcombe RG (1998). Two-sided confidence intervals for the single proportion:
  // comparison of seven methods. Statistics in Medicine 17, 857-872, Table II, method 3 (score).
  it.each([
    [81, 263, [0.2553, 0.3662]],
    [15, 148, [0.0624, 0.1605]],
    [0, 20, [0, 0.1611]],
    [1, 29, [0.0061, 0.1718]],
  ])('Wilson score interval of %i/%i is Newcombe 1998 (method 3)', (successes, trials, expected) => {
    expect(bounds(wilson(successes, trials, 0.95))).toEqual(expected);
  });

  // Newcombe RG (1998). Interval estimation for the difference between independent
  // proportions: comparison of eleven methods. Statistics in Medicine 17, 873-890,
  // Table II, method 10 (score, no continuity correction).
  it.each([
    [56, 70, 48, 80, [0.0524, 0.3339]],
    [9, 10, 3, 10, [0.1705, 0.809]],
    [6, 7, 2, 7, [0.0582, 0.8062]],
    [5, 56, 0, 29, [-0.0381, 0.1926]],
    [0, 10, 0, 20, [-0.1611, 0.2775]],
    [0, 10, 0, 10, [-0.2775, 0.2775]],
    [10, 10, 0, 20, [0.6791, 1]],
    [10, 10, 0, 10, [0.6075, 1]],
  ])('difference %i/%i − %i/%i is Newcombe 1998 (method 10)', (x1, n1, x2, n2, expected) => {
    expect(bounds(proportionDifference(x1, n1, x2, n2, 0.95)!.interval)).toEqual(expected);
  });

  // Garwood F (1936), the exact Poisson interval; the values of x = 0 and 10 as tabulated
  // (e.g. Ulm K (1990), Am J Epidemiol 131, 373-375): 0-3.689 and 4.795-18.390.
  it('Poisson count intervals are Garwood\'s', () => {
    expect(bounds(poissonCount(0, 0.95))).toEqual([0, 3.6889]);
    expect(bounds(poissonCount(10, 0.95))).toEqual([4.7954, 18.3904]);
  });

  it('a cost per unit is the spend over the count\'s interval; unbounded above without a lower count', () => {
    expect(bounds(costPer(100, 10, 0.95))).toEqual([rounded(100 / 18.390356), rounded(100 / 4.795389)]);
    expect(costPer(100, 0, 0.95)).toBeNull();
  });

  it('Holm adjusts step-down and keeps the order (Holm 1979)', () => {
    expect(holm([0.01, 0.04, 0.03]).map((p) => rounded(p))).toEqual([0.03, 0.06, 0.06]);
    expect(holm([0.5, 0.001])).toEqual([0.5, 0.002]);
    expect(holm([])).toEqual([]);
  });

  it('the p-value of an interval method is where its interval starts to hold no change', () => {
    const at = (level: number) => proportionDifference(56, 70, 48, 80, level)!.interval;
    const p = pValueOf(at, 0)!;
    expect(at(1 - p - 1e-6).low).toBeGreaterThan(0);
    expect(at(1 - p + 1e-6).low).toBeLessThanOrEqual(0);
    expect(pValueOf((level) => proportionDifference(30, 100, 30, 100, level)!.interval, 0)).toBe(1);
  });

  const counts = fc.integer({ min: 1, max: 50_000 }).chain((trials) => fc.tuple(fc.integer({ min: 0, max: trials }), fc.constant(trials)));
  const levels = fc.constantFrom(0.8, 0.9, 0.95, 0.99);

  it('a Wilson interval holds its estimate, stays in [0, 1] and narrows as the sample grows (property)', () => {
    fc.assert(
      fc.property(counts, levels, ([successes, trials], level) => {
        const interval = wilson(successes, trials, level)!;
        const p = successes / trials;
        expect(interval.low).toBeLessThanOrEqual(p + 1e-12);
        expect(interval.high!).toBeGreaterThanOrEqual(p - 1e-12);
        expect(interval.low).toBeGreaterThanOrEqual(0);
        expect(interval.high!).toBeLessThanOrEqual(1);
        const bigger = wilson(successes * 4, trials * 4, level)!;
        expect(bigger.high! - bigger.low).toBeLessThan(interval.high! - interval.low + 1e-12);
        const wider = wilson(successes, trials, 0.999)!;
        expect(wider.low).toBeLessThanOrEqual(interval.low + 1e-12);
      }),
    );
  });

  it('a difference swaps sign, and a cost ratio inverts, when the two samples swap (property)', () => {
    fc.assert(
      fc.property(counts, counts, levels, ([x1, n1], [x2, n2], level) => {
        const ab = proportionDifference(x1, n1, x2, n2, level)!;
        const ba = proportionDifference(x2, n2, x1, n1, level)!;
        expect(ba.difference).toBeCloseTo(-ab.difference, 12);
        expect(ba.interval.low).toBeCloseTo(-ab.interval.high!, 12);
        expect(ba.interval.high!).toBeCloseTo(-ab.interval.low, 12);
        expect(ab.interval.low).toBeLessThanOrEqual(ab.difference + 1e-12);
        expect(ab.interval.high!).toBeGreaterThanOrEqual(ab.difference - 1e-12);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.double({ min: 1, max: 10_000, noNaN: true }), levels, (n1, n2, spend, level) => {
        const ab = costRatio(spend, n1, spend * 1.3, n2, level)!;
        const ba = costRatio(spend * 1.3, n2, spend, n1, level)!;
        expect(ba.ratio).toBeCloseTo(1 / ab.ratio, 9);
        expect(ab.interval.low).toBeLessThanOrEqual(ab.ratio * (1 + 1e-9));
        if (ba.interval.high !== null) expect(ba.interval.high).toBeCloseTo(1 / ab.interval.low, 6);
      }),
    );
  });

  it('Holm never lowers a p-value and keeps their order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 10 }), (pValues) => {
        const adjusted = holm(pValues);
        adjusted.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(pValues[i]!);
          expect(p).toBeLessThanOrEqual(1);
          pValues.forEach((q, j) => {
            if (pValues[i]! < q) expect(p).toBeLessThanOrEqual(adjusted[j]!);
          });
        });
      }),
    );
  });
});

describe('means (issue 43)', () => {
  // Welch BL (1947). R's documented example, t.test(extra ~ group, data = sleep) (Student's
  // sleep data, Cushny and Peebles 1905): means 0.75 and 2.33, df = 17.776,
  // 95 percent confidence interval -3.3654832 to 0.2054832.
  it('Welch\'s interval of a difference of means is R\'s on the sleep data', () => {
    const stats = (xs: number[]) => {
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1);
      return [mean, variance, xs.length] as const;
    };
    const group1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    const group2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    const result = meanDifference(...stats(group1), ...stats(group2), 0.95)!;
    expect(result.difference).toBeCloseTo(-1.58, 10);
    expect(result.interval.low).toBeCloseTo(-3.3654832, 6);
    expect(result.interval.high).toBeCloseTo(0.2054832, 6);
  });

  it('a mean\'s interval is Student\'s: 10 ± 2.262 × 2 / √10 for n = 10, sd 2 (t of 9 freedoms)', () => {
    const interval = meanInterval(10, 4, 10, 0.95)!;
    expect(interval.low).toBeCloseTo(10 - (2.262157 * 2) / Math.sqrt(10), 5);
    expect(interval.high).toBeCloseTo(10 + (2.262157 * 2) / Math.sqrt(10), 5);
    expect(meanInterval(10, 4, 1, 0.95)).toBeNull();
  });
});
