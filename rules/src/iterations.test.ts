import { describe, expect, it } from 'vitest';
import { formatDiff, formatFeedbackDate } from './format';
import type { GameStatus } from './filters';
import {
  chartsCpnu,
  chartsDialogWidth,
  clicksLabel,
  FINISHED_GATHERING_TOOLTIP,
  installRate,
  iterationDates,
  iterationState,
  sortVideos,
} from './iterations';

const DAY = 86_400_000;
const now = Date.parse('2026-11-23T12:00:00Z');
const at = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();

describe('iteration header', () => {
  const base = { isNewest: true, gameStatus: 'in_testing' as GameStatus, start: at(-10), end: at(-3), schedulingDetails: null, now };

  it('IT-14 IT-15 IT-20 IT-31 the newest iteration in testing reads Finished once its end is past: while its stats gather, up to 7 days after its end, then finished', () => {
    expect(iterationState({ ...base, end: at(1) })).toEqual({ kind: 'status', status: 'in_testing', label: 'In testing' });
    expect(iterationState({ ...base, end: at(-0.01) })).toEqual({ kind: 'gathering', label: 'Finished', tooltip: FINISHED_GATHERING_TOOLTIP });
    expect(iterationState(base)).toEqual({ kind: 'gathering', label: 'Finished', tooltip: FINISHED_GATHERING_TOOLTIP });
    expect(iterationState({ ...base, end: at(-7) }).kind).toBe('gathering');
    expect(iterationState({ ...base, end: at(-7.5) })).toEqual({ kind: 'status', status: 'finished', label: 'Finished' });
  });

  it('IT-16 a start in the future reads Scheduled with the scheduling details as tooltip', () => {
    expect(iterationState({ ...base, start: at(1), end: at(8), schedulingDetails: 'Starts Monday 9am' })).toEqual({
      kind: 'scheduled',
      label: 'Scheduled',
      tooltip: 'Starts Monday 9am',
    });
  });

  it('IT-13 IT-17 the newest shows the game status with spaces; older ones show finished', () => {
    expect(iterationState({ ...base, end: at(2) })).toEqual({ kind: 'status', status: 'in_testing', label: 'In testing' });
    expect(iterationState({ ...base, gameStatus: 'pending_testing', end: null })).toEqual({ kind: 'status', status: 'pending_testing', label: 'Pending testing' });
    expect(iterationState({ ...base, isNewest: false, end: at(2) })).toEqual({ kind: 'status', status: 'finished', label: 'Finished' });
  });

  it('IT-18 IT-19 From {date} to {date} with an end, else Created on {date}', () => {
    expect(iterationDates({ start: '2026-11-02T09:00:00Z', end: '2026-11-09T09:00:00Z' })).toBe('From 02-11-2026 to 09-11-2026');
    expect(iterationDates({ start: '2026-11-02T09:00:00Z', end: null })).toBe('Created on 02-11-2026');
  });
});

describe('iteration indicators', () => {
  it('IT-22 clicks are Clicks globally, Facebook click and Snapchat swipe-up per network', () => {
    expect([clicksLabel('global'), clicksLabel('facebook'), clicksLabel('snapchat')]).toEqual(['Clicks', 'Facebook click', 'Snapchat swipe-up']);
  });

  it('IT-07 the install rate is installs over clicks, unknown without clicks', () => {
    expect(installRate(25, 100)).toBe(0.25);
    expect(installRate(25, 0)).toBeNull();
    expect(installRate(null, 10)).toBeNull();
  });

  it('IT-11 IT-23 a diff is signed, in dollars or whole percents; no change shows nothing', () => {
    expect(formatDiff(-0.123, 'cost')).toBe('-$0.12');
    expect(formatDiff(0.034, 'percent')).toBe('+3%');
    expect(formatDiff(0, 'cost')).toBeNull();
    // issue 15: a change that rounds to nothing shows nothing (no green '+0%').
    expect(formatDiff(0.004, 'percent')).toBeNull();
    expect(formatDiff(-0.004, 'cost')).toBeNull();
    expect(formatDiff(0.005, 'cost')).toBe('+$0.01');
    expect(formatDiff(null, 'percent')).toBeNull();
  });

  it('CH-03 CH-04 iOS games created after 2021-05-01 chart CPNU; the dialog is count/3 × 1130 px wide', () => {
    expect(chartsCpnu({ platform: 'IOS', createdAt: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(chartsCpnu({ platform: 'ios', createdAt: '2021-04-30T00:00:00Z' })).toBe(false);
    expect(chartsCpnu({ platform: 'ANDROID', createdAt: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(chartsDialogWidth(3)).toBe(1130);
    expect(chartsDialogWidth(2)).toBe(753);
  });

  it('VID-02 VID-03 videos sort by a column either way, missing CPIs last, ties by spend rank', () => {
    const video = (rank: number, spend: number, cpi: number | null) => ({
      rank,
      numbers: { spend, impressions: 0, clicks: 0, installs: 0, cpi },
    });
    const videos = [video(1, 90, 0.5), video(2, 60, null), video(3, 30, 0.2)];
    expect(sortVideos(videos, 'spend', 'descending').map((v) => v.rank)).toEqual([1, 2, 3]);
    expect(sortVideos(videos, 'cpi', 'ascending').map((v) => v.rank)).toEqual([3, 1, 2]);
    expect(sortVideos(videos, 'cpi', 'descending').map((v) => v.rank)).toEqual([1, 3, 2]);
  });

  it('VID-03 turns equal values round too: the other way is the list reversed', () => {
    const video = (rank: number, cpi: number | null) => ({ rank, numbers: { spend: 100 - rank, impressions: 0, clicks: 0, installs: 0, cpi } });
    const videos = [video(1, null), video(2, 0.3), video(3, null), video(4, 0.3)];
    expect(sortVideos(videos, 'installs', 'descending').map((v) => v.rank)).toEqual([1, 2, 3, 4]);
    expect(sortVideos(videos, 'installs', 'ascending').map((v) => v.rank)).toEqual([4, 3, 2, 1]);
    expect(sortVideos(videos, 'cpi', 'ascending').map((v) => v.rank)).toEqual([4, 2, 3, 1]);
    expect(sortVideos(videos, 'cpi', 'descending').map((v) => v.rank)).toEqual([2, 4, 1, 3]);
  });
});

describe('feedback dates', () => {
  it('FBK-07 FMT-07 read YYYY/MM/DD - hh:mma in local time; missing is n/a', () => {
    expect(formatFeedbackDate(new Date(2026, 10, 23, 14, 5).toISOString())).toBe('2026/11/23 - 02:05pm');
    expect(formatFeedbackDate(new Date(2026, 0, 2, 0, 30).toISOString())).toBe('2026/01/02 - 12:30am');
    expect(formatFeedbackDate(new Date(2026, 5, 9, 12, 0).toISOString())).toBe('2026/06/09 - 12:00pm');
    expect(formatFeedbackDate(null)).toBe('n/a');
  });
});
