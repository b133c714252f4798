// How an iteration's header reads (IT-13..20) and the panel's notices (IT-21..26).
import type { GameStatus } from './filters';
import { formatDate, formatStatus } from './format';

/** IT-14, IT-31: an ended test in testing gathers stats for 7 days before it is finished. */
export const STATS_GATHERING_DAYS = 7;
const DAY_MS = 86_400_000;

export const FINISHED_GATHERING_TOOLTIP =
  'The campaign has ended and its stats are still being gathered. You can iterate or kill the test; otherwise it moves to Finished automatically seven days after the end date.';
export const IOS_RESTRICTED_MESSAGE = 'No more data available due to iOS restrictions';
export const D1_NOTICE = 'D1 retention needs 24 hours of data.';
export const D7_NOTICE = 'D7 retention needs the 8th day of data.';
export const IOS_DELAY_NOTICE = 'iOS install data may be delayed up to 3 days.';
export const ADULT_CONTENT_TOOLTIP =
  "This ad violates the ad network's guidelines on adult products or services. Read the help center before resubmitting.";
export const ADULT_CONTENT_MOBILE = 'Rejected video by the ad network';

export type IterationState =
  | { kind: 'scheduled'; label: 'Scheduled'; tooltip: string | null }
  | { kind: 'gathering'; label: 'Finished'; tooltip: string }
  /** The status the header reads (its badge's colour is the status's, as everywhere). */
  | { kind: 'status'; status: GameStatus; label: string };

/**
 * IT-13..20: a future start reads Scheduled; the newest iteration of a game in testing
 * whose end passed less than 7 days ago reads Finished (stats still coming); the newest
 * otherwise reads the game's status, older ones 'finished'.
 */
export function iterationState(iteration: {
  isNewest: boolean;
  gameStatus: GameStatus;
  start: string;
  end: string | null;
  schedulingDetails: string | null;
  now: number;
}): IterationState {
  const start = Date.parse(iteration.start);
  if (start > iteration.now) return { kind: 'scheduled', label: 'Scheduled', tooltip: iteration.schedulingDetails };
  if (!iteration.isNewest) return statusState('finished');
  const end = iteration.end ? Date.parse(iteration.end) : Number.NaN;
  const ended = end < iteration.now;
  if (iteration.gameStatus === 'in_testing' && ended && iteration.now - end <= STATS_GATHERING_DAYS * DAY_MS) {
    return { kind: 'gathering', label: 'Finished', tooltip: FINISHED_GATHERING_TOOLTIP };
  }
  if (ended && iteration.gameStatus === 'in_testing') return statusState('finished');
  return statusState(iteration.gameStatus);
}

const statusState = (status: GameStatus): IterationState => ({ kind: 'status', status, label: formatStatus(status) });

/** IT-18, IT-19: 'From {date} to {date}' with an end date, else 'Created on {date}'. */
export function iterationDates(iteration: { start: string; end: string | null }): string {
  return iteration.end
    ? `From ${formatDate(iteration.start)} to ${formatDate(iteration.end)}`
    : `Created on ${formatDate(iteration.start)}`;
}

/** IT-22: what clicks are called on a tab. */
export function clicksLabel(tab: 'global' | 'facebook' | 'snapchat'): string {
  return tab === 'facebook' ? 'Facebook click' : tab === 'snapchat' ? 'Snapchat swipe-up' : 'Clicks';
}

/** IT-07: installs / clicks; null without clicks. */
export function installRate(installs: number | null, clicks: number | null): number | null {
  return installs === null || clicks === null || clicks === 0 ? null : installs / clicks;
}

/** CH-03: iOS games created after 2021-05-01 chart CPNU instead of CPI. */
export const CPNU_CHART_SINCE = '2021-05-01';
export function chartsCpnu(game: { platform: string; createdAt: string }): boolean {
  return game.platform.toLowerCase() === 'ios' && Date.parse(game.createdAt) > Date.parse(CPNU_CHART_SINCE);
}

/** CH-04: the charts dialog is count / 3 × 1130 px wide. */
export const chartsDialogWidth = (chartCount: number): number => Math.round((chartCount / 3) * 1130);
/** CH-05 */
export const CHART_HEIGHT = 250;

export type VideoSortKey = 'spend' | 'impressions' | 'clicks' | 'installs' | 'cpi';

/**
 * VID-02, VID-03: videos ranked by spend; sortable by spend, impressions, clicks, installs
 * and CPI (missing last). Ties go by spend rank, best first when descending: each way is
 * the other one turned round, so that a second click on a column of equal values (no
 * install yet) reverses the list too (issue 15).
 */
export function sortVideos<T extends { readonly numbers: { readonly [K in VideoSortKey]: number | null | undefined }; readonly rank: number }>(
  videos: readonly T[],
  key: VideoSortKey,
  direction: 'ascending' | 'descending',
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...videos].sort((a, b) => {
    const x = a.numbers[key] ?? null;
    const y = b.numbers[key] ?? null;
    const tie = (b.rank - a.rank) * sign;
    if (x === null && y === null) return tie;
    if (x === null) return 1;
    if (y === null) return -1;
    return x === y ? tie : (x - y) * sign;
  });
}
