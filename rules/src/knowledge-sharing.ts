// Knowledge sharing (KS, 001 §4): the list's types, sorts, range filters and their
// query tree, shared by the page that builds the tree and the provider that checks it.
import type { FilterGroupNode, FilterRule } from './filters';

/** KS-15: shared games per page. */
export const KS_PAGE_SIZE = 5;

/** KS-02, BE-LIST-04: a game is shared once this many months old (its studio opted in). */
export const KS_MIN_AGE_MONTHS = 3;

/** KS-12. */
export const KS_EMPTY = 'No results match your search criteria';

export const KS_TYPES = ['cpi', 'ctr'] as const;
export type KsType = (typeof KS_TYPES)[number];

/** The fields a shared-games list sorts on (KS-10, KS-11); joinedDate is when the game was shared. */
export const KS_SORT_FIELDS = ['lastCpi', 'lastCtr', 'lastD1', 'lastD7', 'lastPlaytime', 'lastIterationDate', 'joinedDate'] as const;
export type KsSortField = (typeof KS_SORT_FIELDS)[number];

export interface KsSortOption {
  value: string;
  label: string;
  sort: KsSortField;
  order: 'asc' | 'desc';
}

const recent: KsSortOption[] = [
  { value: 'tested', label: 'Most recently tested', sort: 'lastIterationDate', order: 'desc' },
  { value: 'shared', label: 'Most recently shared', sort: 'joinedDate', order: 'desc' },
];

/** KS-10, KS-11: the sort options per type, the first the default. */
export const KS_SORTS: Record<KsType, readonly KsSortOption[]> = {
  cpi: [
    { value: 'cpi', label: 'Best CPI', sort: 'lastCpi', order: 'asc' },
    { value: 'd1', label: 'Best D1', sort: 'lastD1', order: 'desc' },
    { value: 'd7', label: 'Best D7', sort: 'lastD7', order: 'desc' },
    { value: 'playtime', label: 'Best playtime', sort: 'lastPlaytime', order: 'desc' },
    ...recent,
  ],
  ctr: [{ value: 'ctr', label: 'Best CTR', sort: 'lastCtr', order: 'desc' }, ...recent],
};

export const ksSortOption = (type: KsType, value: string | null | undefined): KsSortOption =>
  KS_SORTS[type].find((option) => option.value === value) ?? KS_SORTS[type][0]!;

export const KS_RANGE_IDS = ['lastCpi', 'lastCtr', 'lastD1', 'lastD7'] as const;
export type KsRangeId = (typeof KS_RANGE_IDS)[number];

export interface KsRange {
  id: KsRangeId;
  label: string;
  /** In the slider's units: cents for CPI, percent for the others (KS-05..08). */
  min: number;
  max: number;
  step: number;
}

/** KS-05..08: the range sliders, in the slider's units. */
export const KS_RANGES: Record<KsRangeId, KsRange> = {
  lastCpi: { id: 'lastCpi', label: 'CPI', min: 0, max: 300, step: 1 },
  lastCtr: { id: 'lastCtr', label: 'CTR', min: 0, max: 15, step: 1 },
  lastD1: { id: 'lastD1', label: 'D1', min: 0, max: 70, step: 1 },
  lastD7: { id: 'lastD7', label: 'D7', min: 0, max: 30, step: 1 },
};

/** The ranges a type's list filters on. */
export const KS_RANGES_BY_TYPE: Record<KsType, readonly KsRangeId[]> = {
  cpi: ['lastCpi', 'lastD1', 'lastD7'],
  ctr: ['lastCtr'],
};

/** A slider value as the page writes it: "$1.50" for CPI cents, "35%" for the others (KS-05). */
export function ksRangeLabel(id: KsRangeId, value: number): string {
  return id === 'lastCpi' ? `$${(value / 100).toFixed(2)}` : `${value}%`;
}

export type KsRanges = Partial<Record<KsRangeId, readonly [number, number]>>;

/**
 * KS-09, KS-14: the query tree of the chosen ranges (values divided by 100: dollars for
 * CPI, fractions for the rates) and of "favourites only". A bound at its slider's end is
 * no bound, so a range left whole filters nothing; null when nothing filters.
 */
export function ksQuery(type: KsType, ranges: KsRanges, pinnedOnly: boolean): FilterGroupNode | null {
  const children: FilterGroupNode['children'] = [];
  for (const id of KS_RANGES_BY_TYPE[type]) {
    const range = ranges[id];
    if (!range) continue;
    const { min, max } = KS_RANGES[id];
    const [low, high] = range;
    if (low > min) children.push({ rule: id, operator: '>=', value: low / 100 });
    if (high < max) children.push({ rule: id, operator: '<=', value: high / 100 });
  }
  if (pinnedOnly) children.push({ rule: 'isPinned', operator: '=', value: 1 });
  return children.length > 0 ? { logicalOperator: 'all', children } : null;
}

/** The rules a shared-games query tree may hold (KS-14, BE-LIST-04). */
export const KS_FILTER_RULES: readonly FilterRule[] = [
  { id: 'lastCpi', label: 'CPI', type: 'number', operators: ['>=', '<='], unit: 'dollars' },
  { id: 'lastCtr', label: 'CTR', type: 'number', operators: ['>=', '<='], unit: 'percent' },
  { id: 'lastD1', label: 'D1', type: 'number', operators: ['>=', '<='], unit: 'percent' },
  { id: 'lastD7', label: 'D7', type: 'number', operators: ['>=', '<='], unit: 'percent' },
  { id: 'isPinned', label: 'Favourite', type: 'boolean', operators: ['='] },
];

const KS_RULES_BY_ID = new Map(KS_FILTER_RULES.map((rule) => [rule.id, rule]));
/** A rule of the shared-games list by id (the `rules` option of filterTreeProblems). */
export const ksFilterRule = (id: string): FilterRule | undefined => KS_RULES_BY_ID.get(id);

/** KS-02: the day a game created at `createdAt` is old enough to be shared (calendar months, UTC). */
export function monthsLater(date: Date, months: number): Date {
  const later = new Date(date.getTime());
  const day = later.getUTCDate();
  later.setUTCDate(1);
  later.setUTCMonth(later.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + 1, 0)).getUTCDate();
  later.setUTCDate(Math.min(day, lastDay));
  return later;
}
