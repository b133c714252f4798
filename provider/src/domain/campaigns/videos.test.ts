import { describe, expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { rankVideos, splitByLargestRemainder, splitNetworkTotals, videoPerformance, type VideoNumbers } from './videos';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const video = (weight: number, appeal = 1, adultContent = false) => ({ weight, appeal, adultContent });

describe('splitByLargestRemainder', () => {
  it('VID-09 gives whole shares that sum exactly to the total', () => {
    expect(splitByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    // 0.875, 3.5, 2.625: the two units left go to .875 and .625.
    expect(splitByLargestRemainder(7, [0.5, 2, 1.5])).toEqual([1, 3, 3]);
    expect(splitByLargestRemainder(0, [1, 2])).toEqual([0, 0]);
    expect(splitByLargestRemainder(5, [0, 0])).toEqual([3, 2]);
    expect(splitByLargestRemainder(3, [])).toEqual([]);
  });

  it('VID-09 never loses a unit, whatever the weights', () => {
    const random = createRandom('split');
    for (let i = 0; i < 500; i++) {
      const weights = Array.from({ length: random.int(1, 6) }, () => (random.chance(0.1) ? 0 : random.float(0.01, 3)));
      const total = random.int(0, 100_000);
      const shares = splitByLargestRemainder(total, weights);
      expect(sum(shares)).toBe(total);
      shares.forEach((share, j) => {
        expect(Number.isInteger(share)).toBe(true);
        if (sum(weights) > 0) expect(Math.abs(share - (total * weights[j]!) / sum(weights))).toBeLessThan(1);
      });
    }
  });

  it('refuses a total that is not a whole number', () => {
    expect(() => splitByLargestRemainder(1.5, [1])).toThrow(RangeError);
  });
});

describe('splitNetworkTotals', () => {
  const totals = { impressions: 100_003, clicks: 2_011, installs: 1_003, spend: 421.37 };

  it('VID-09 impressions and spend follow the weight, clicks weight × appeal, installs the clicks; sums exact', () => {
    const videos = [video(2, 0.5), video(1, 1.5), video(1, 1)];
    const split = splitNetworkTotals(totals, videos);
    expect(sum(split.map((v) => v.impressions))).toBe(totals.impressions);
    expect(sum(split.map((v) => v.linkClicks))).toBe(totals.clicks);
    expect(sum(split.map((v) => v.fbInstalls))).toBe(totals.installs);
    expect(sum(split.map((v) => Math.round(v.spend * 100)))).toBe(42_137);
    for (const v of split) expect(Math.round(v.spend * 100)).toBe(v.spend * 100);
    // Weight 2 of 4: half the impressions and half the spend.
    expect(split[0]!.impressions).toBeGreaterThanOrEqual(50_001);
    expect(split[0]!.impressions).toBeLessThanOrEqual(50_002);
    expect(split[0]!.spend).toBeCloseTo(210.69, 2);
    // Clicks: 2×0.5 = 1, 1×1.5 = 1.5, 1×1 = 1 of 3.5.
    expect(split[1]!.linkClicks).toBe(Math.round((2_011 * 1.5) / 3.5));
    expect(split[1]!.ctr).toBeCloseTo(split[1]!.linkClicks / split[1]!.impressions, 12);
    expect(split[1]!.cpi).toBeCloseTo(split[1]!.spend / split[1]!.fbInstalls, 12);
  });

  it('VID-04 gives nothing to a video refused for adult content', () => {
    const split = splitNetworkTotals(totals, [video(1), video(1.5, 1, true), video(0.5)]);
    expect(split[1]).toEqual({ spend: 0, impressions: 0, linkClicks: 0, fbInstalls: 0, cpi: null, ctr: null });
    expect(sum(split.map((v) => v.impressions))).toBe(totals.impressions);
  });

  it('VID-09 answers zeros and null ratios before any delivery', () => {
    const split = splitNetworkTotals({ impressions: 0, clicks: 0, installs: 0, spend: 0 }, [video(1), video(2)]);
    expect(split).toEqual([
      { spend: 0, impressions: 0, linkClicks: 0, fbInstalls: 0, cpi: null, ctr: null },
      { spend: 0, impressions: 0, linkClicks: 0, fbInstalls: 0, cpi: null, ctr: null },
    ]);
  });
});

describe('rankVideos', () => {
  const numbers = (spend: number, impressions: number, clicks: number, installs: number): VideoNumbers => ({
    spend,
    impressions,
    linkClicks: clicks,
    fbInstalls: installs,
    cpi: installs > 0 ? spend / installs : null,
    ctr: impressions > 0 ? clicks / impressions : null,
  });

  it('VID-02 ranks by spend, most first, ties by impressions then order', () => {
    const ranked = rankVideos([numbers(10, 100, 1, 1), numbers(30, 100, 1, 1), numbers(10, 200, 1, 1), numbers(10, 100, 1, 1)], false);
    expect(ranked.map((v) => v.perf.rank)).toEqual([3, 1, 2, 4]);
  });

  it('BE-KPI-05 the best video has the lowest CPI among videos with an install', () => {
    const ranked = rankVideos([numbers(50, 1000, 20, 100), numbers(10, 300, 9, 50), numbers(5, 100, 0, 0), numbers(20, 300, 10, 100)], false);
    // CPIs 0.5, 0.2, none, 0.2: the tie goes to more installs.
    expect(ranked.map((v) => v.data.bestVideo)).toEqual([false, false, false, true]);
  });

  it('BE-KPI-05 a CTR test\'s best video has the highest CTR; none without impressions', () => {
    const ranked = rankVideos([numbers(10, 1000, 20, 0), numbers(10, 1000, 31, 0), numbers(0, 0, 0, 0)], true);
    expect(ranked.map((v) => v.data.bestVideo)).toEqual([false, true, false]);
    expect(rankVideos([numbers(0, 0, 0, 0)], true)[0]!.data.bestVideo).toBe(false);
    expect(rankVideos([numbers(0, 0, 0, 0)], false)[0]!.data.bestVideo).toBe(false);
  });

  it('VID-09 videoPerformance splits and ranks in one go', () => {
    const result = videoPerformance({ impressions: 9000, clicks: 300, installs: 120, spend: 90 }, [video(0.5), video(2), video(1)], false);
    expect(result.map((v) => v.perf.rank)).toEqual([3, 1, 2]);
    expect(result.filter((v) => v.data.bestVideo)).toHaveLength(1);
    expect(sum(result.map((v) => v.data.fbInstalls))).toBe(120);
  });
});
