// What each ad video of an iteration did on one network (VID-02, VID-09, BE-KPI-05).
// The networks report a campaign's totals per day; the videos share them the way a
// network's delivery does: impressions and spend follow each video's weight, clicks
// its weight × appeal (a better ad is clicked more), installs follow the clicks. A
// video the network refused for adult content (VID-04) was never shown.

/** A video as the split reads it. */
export interface SplitVideo {
  weight: number;
  appeal: number;
  adultContent: boolean;
}

/** One iteration's totals on one network (ad_network_daily_stats summed). */
export interface NetworkTotals {
  impressions: number;
  clicks: number;
  installs: number;
  /** Dollars */
  spend: number;
}

/** VID-09 `data` without bestVideo: what one video delivered. */
export interface VideoNumbers {
  /** Dollars, to the cent */
  spend: number;
  impressions: number;
  linkClicks: number;
  fbInstalls: number;
  /** spend / installs, null without installs */
  cpi: number | null;
  /** clicks / impressions, null without impressions */
  ctr: number | null;
}

export interface VideoPerformance {
  data: VideoNumbers & { bestVideo: boolean };
  /** 1 for the video that spent the most (VID-02). */
  perf: { rank: number };
}

/**
 * Splits an integer total in proportion to the weights by the largest remainder:
 * every share is the floor of its exact part, and the units left go to the largest
 * fractional parts (ties to the earlier entry), so the shares sum to the total.
 * With no positive weight the total is split evenly.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total must be a whole number ≥ 0, got ${total}`);
  if (weights.length === 0) return [];
  const positive = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  const effective = sum > 0 ? positive : weights.map(() => 1);
  const effectiveSum = sum > 0 ? sum : weights.length;
  const exact = effective.map((w) => (total * w) / effectiveSum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] as number) + 1;
    left--;
  }
  return shares;
}

/**
 * One network's totals over its videos, in their order. Adult-content videos get
 * nothing, unless no other video could have run (then the totals follow the weights
 * of all, rather than vanish).
 */
export function splitNetworkTotals(totals: NetworkTotals, videos: readonly SplitVideo[]): VideoNumbers[] {
  const anyApproved = videos.some((video) => !video.adultContent && video.weight > 0);
  const delivery = videos.map((video) => (video.adultContent && anyApproved ? 0 : video.weight));
  const clickWeights = videos.map((video, i) => (delivery[i] as number) * Math.max(0, video.appeal));
  const impressions = splitByLargestRemainder(Math.round(totals.impressions), delivery);
  const clicks = splitByLargestRemainder(Math.round(totals.clicks), clickWeights);
  // Installs follow the clicks; without clicks to follow, the click weights.
  const installWeights = clicks.some((c) => c > 0) ? clicks : clickWeights;
  const installs = splitByLargestRemainder(Math.round(totals.installs), installWeights);
  const cents = splitByLargestRemainder(Math.round(totals.spend * 100), delivery);
  return videos.map((_, i) => {
    const spend = (cents[i] as number) / 100;
    const videoImpressions = impressions[i] as number;
    const videoClicks = clicks[i] as number;
    const videoInstalls = installs[i] as number;
    return {
      spend,
      impressions: videoImpressions,
      linkClicks: videoClicks,
      fbInstalls: videoInstalls,
      cpi: videoInstalls > 0 ? spend / videoInstalls : null,
      ctr: videoImpressions > 0 ? videoClicks / videoImpressions : null,
    };
  });
}

/**
 * Ranks videos by spend, most first (ties: more impressions, then the earlier one),
 * and marks the best video: the lowest CPI among those with an install (ties: more
 * installs), or for a CTR test the highest CTR among those shown. At most one is best.
 */
export function rankVideos(videos: readonly VideoNumbers[], isCtr: boolean): VideoPerformance[] {
  const byIndex = videos.map((numbers, index) => ({ numbers, index }));
  const ranked = [...byIndex].sort(
    (a, b) => b.numbers.spend - a.numbers.spend || b.numbers.impressions - a.numbers.impressions || a.index - b.index,
  );
  const rank = new Map(ranked.map((entry, position) => [entry.index, position + 1]));
  let best: { numbers: VideoNumbers; index: number } | undefined;
  for (const entry of byIndex) {
    const { numbers } = entry;
    if (isCtr) {
      if (numbers.ctr === null) continue;
      if (!best || numbers.ctr > (best.numbers.ctr as number)) best = entry;
    } else {
      if (numbers.cpi === null || numbers.fbInstalls < 1) continue;
      const bestCpi = best?.numbers.cpi as number;
      if (!best || numbers.cpi < bestCpi || (numbers.cpi === bestCpi && numbers.fbInstalls > best.numbers.fbInstalls)) {
        best = entry;
      }
    }
  }
  return byIndex.map(({ numbers, index }) => ({
    data: { ...numbers, bestVideo: best?.index === index },
    perf: { rank: rank.get(index) as number },
  }));
}

/** splitNetworkTotals then rankVideos: VID-09's data and perf of one network's videos. */
export function videoPerformance(totals: NetworkTotals, videos: readonly SplitVideo[], isCtr: boolean): VideoPerformance[] {
  return rankVideos(splitNetworkTotals(totals, videos), isCtr);
}
