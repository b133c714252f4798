import { DISPLAY_NAME_MAX } from './names';
import { toFixedHalfUp } from './numbers';

/** GC-27: a missing value in lists and cards. */
export const MISSING = '-';
/** GC-27: a missing value on mobile, and a missing date anywhere. */
export const MISSING_MOBILE = 'n/a';
export const MISSING_DATE = 'n/a';
/** MG-20: a missing value on the board's CPI test cards. */
export const MISSING_CARD = 'N/A';

type Num = number | null | undefined;

const isPresent = (value: Num): value is number => typeof value === 'number' && Number.isFinite(value);

/** FMT-09, MG-19: names longer than 25 characters are cut to 25 plus '...'. */
export const truncateName = (name: string): string => {
  const chars = Array.from(name);
  return chars.length > DISPLAY_NAME_MAX ? `${chars.slice(0, DISPLAY_NAME_MAX).join('')}...` : name;
};

/** Words a value may hold that are written their own way wherever they stand (SDK, not sdk). */
const WRITTEN_AS: Readonly<Record<string, string>> = {
  sdk: 'SDK',
  cpi: 'CPI',
  cpnu: 'CPNU',
  ctr: 'CTR',
  kpi: 'KPI',
  ga: 'GA',
  id: 'ID',
  ios: 'iOS',
};

const asWritten = (word: string): string => WRITTEN_AS[word.toLowerCase()] ?? word;

/**
 * A value's words inside a sentence: underscores turned to spaces, known acronyms as
 * written ('pending_sdk_integration' → 'pending SDK integration').
 */
export const valueWords = (value: string): string => value.split('_').map(asWritten).join(' ');

/**
 * FMT-08, GC-12, IT-13: a status (or any such value) as a label: its words, the first
 * letter capitalised ('pending_sdk_integration' → 'Pending SDK integration'). Every
 * screen that shows a status reads it here.
 */
export const formatStatus = (status: string): string => {
  const [first = '', ...rest] = status.split('_');
  const head = WRITTEN_AS[first.toLowerCase()] ?? first.charAt(0).toUpperCase() + first.slice(1);
  return [head, ...rest.map(asWritten)].join(' ');
};

/** FMT-01: costs (CPI, CPNU) in dollars with 2 decimals. */
export const formatCost = (value: Num, missing: string = MISSING): string =>
  isPresent(value) ? `$${toFixedHalfUp(value, 2)}` : missing;

/** FMT-04: spend in dollars without decimals. */
export const formatSpend = (value: Num, missing: string = MISSING): string =>
  isPresent(value) ? `$${toFixedHalfUp(value, 0)}` : missing;

/**
 * FMT-02, CONF-13: a fraction shown as a percent; lists use 1 decimal,
 * game detail 2 (retention in detail 0).
 */
export const formatPercent = (fraction: Num, decimals: number, missing: string = MISSING): string =>
  isPresent(fraction) ? `${toFixedHalfUp(fraction * 100, decimals)}%` : missing;

/** MG-20: board cards show D1 as a rounded percent (0.351 → '35%'). */
export const formatRoundedPercent = (fraction: Num, missing: string = MISSING_CARD): string =>
  formatPercent(fraction, 0, missing);

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** FMT-05, CONF-14: dd-MM-yyyy in UTC, so every viewer sees the same day; missing or invalid → 'n/a'. */
export const formatDate = (iso: string | null | undefined): string => {
  if (iso == null || iso === '') return MISSING_DATE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return MISSING_DATE;
  return `${pad2(date.getUTCDate())}-${pad2(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
};

/**
 * FMT-10: human-readable durations, rounded to the second: '45s', '1m06s',
 * '2h05m09s' (minutes and seconds padded to 2 digits after a larger unit).
 * The specification's example '1m66s' cannot be a real reading; 66 s is '1m06s'.
 */
export const formatDuration = (seconds: Num, missing: string = MISSING): string => {
  if (!isPresent(seconds) || seconds < 0) return missing;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h${pad2(m)}m${pad2(s)}s`;
  if (m > 0) return `${m}m${pad2(s)}s`;
  return `${s}s`;
};

export type RecommendationTone = 'good' | 'neutral' | 'warning' | 'bad';

/**
 * GC-13, 001 §4: how a recommendation shows, by its lower-cased text: its words,
 * first letter capitalised, and a tone; an unknown text shows nothing.
 */
export function recommendationDisplay(text: string | null | undefined): { label: string; tone: RecommendationTone } | null {
  if (!text) return null;
  const value = text.trim().toLowerCase();
  const tone: RecommendationTone | undefined =
    value === 'high potential'
      ? 'good'
      : value.startsWith('low potential')
        ? 'bad'
        : value.startsWith('setup error')
          ? 'bad'
          : value.startsWith('inconclusive')
            ? 'warning'
            : value === 'pending data' || value === 'cohorts not mature' || value === 'no recommendation'
              ? 'neutral'
              : undefined;
  // The analytics SDK keeps its acronym: 'Setup error (GA new users below network installs)'.
  const label = (value.charAt(0).toUpperCase() + value.slice(1)).replace(/\bga\b/g, 'GA');
  return tone ? { label, tone } : null;
}

/** FBK-07: feedback dates read YYYY/MM/DD - hh:mma in the viewer's time (2026/11/23 - 02:05pm); missing → 'n/a'. */
export const formatFeedbackDate = (iso: string | null | undefined): string => {
  if (iso == null || iso === '') return MISSING_DATE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return MISSING_DATE;
  const hours = date.getHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${date.getFullYear()}/${pad2(date.getMonth() + 1)}/${pad2(date.getDate())} - ${pad2(twelve)}:${pad2(date.getMinutes())}${hours < 12 ? 'am' : 'pm'}`;
};

/**
 * IT-23: a KPI's change against the previous iteration, signed: '+$0.12', '-3%'; null
 * when none shows once rounded (a '+0%' in green or red would claim a change that is not).
 */
export const formatDiff = (value: Num, kind: 'cost' | 'percent'): string | null => {
  if (!isPresent(value) || value === 0) return null;
  const shown = kind === 'cost' ? formatCost(Math.abs(value)) : formatPercent(Math.abs(value), 0);
  if (/^\$?0(\.0+)?%?$/.test(shown)) return null;
  return `${value > 0 ? '+' : '-'}${shown}`;
};

/** SL-08: whole days since something: 'Today', '1 day ago', '12 days ago'; missing → '-'. */
export const formatDaysAgo = (days: Num, missing: string = MISSING): string => {
  if (!isPresent(days) || days < 0) return missing;
  const whole = Math.floor(days);
  if (whole === 0) return 'Today';
  return `${whole} ${whole === 1 ? 'day' : 'days'} ago`;
};

/** SL-24, CONF-13: a trend's change in percent (12.34 → '+12.3%'), 1 decimal as lists show; missing → null. */
export const formatTrendPercent = (percentage: Num): string | null => {
  if (!isPresent(percentage)) return null;
  const text = toFixedHalfUp(Math.abs(percentage), 1);
  const sign = Number(text) === 0 ? '+' : percentage > 0 ? '+' : '-';
  return `${sign}${text}%`;
};
