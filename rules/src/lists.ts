// The games list's sorts and saved-view content (GL-14..21, VIEW-02): what the
// sort buttons offer, who may use them, and the shape a saved view holds.
import { filterTreeProblems, gameFilterRule, type FilterGroupNode } from './filters';
import { studioFilterRule } from './studios';

/** The provider's sort fields of the games lists: the best value over the iterations, or the last one (GL-31). */
export const GAME_SORT_FIELDS = [
  'lastIterationDate',
  'createdAt',
  'name',
  'lastCpi',
  'bestCpi',
  'lastCpnu',
  'bestCpnu',
  'lastD1',
  'bestD1',
  'lastD7',
  'bestD7',
  'lastD14',
  'bestD14',
  'lastPlaytime',
  'bestPlaytime',
  'lastD3Playtime',
  'bestD3Playtime',
  'lastCpm',
  'lastD3Roas',
  'bestD3Roas',
] as const;
export type GameSortField = (typeof GAME_SORT_FIELDS)[number];

export interface ListSort {
  /** The view content's sort.prop. */
  id: string;
  label: string;
  order: 'asc' | 'desc';
  /** The provider's sort fields: the best value over iterations, or the last one (GL-31). */
  best: GameSortField;
  last: GameSortField;
  permission?: string;
}

/** GL-14..21, CONF-04/05: the eight sort options of 001, More recent first (the default). */
export const GAME_LIST_SORTS: readonly ListSort[] = [
  { id: 'recent', label: 'More recent', order: 'desc', best: 'lastIterationDate', last: 'lastIterationDate' },
  { id: 'cpi', label: 'Best CPI', order: 'asc', best: 'bestCpi', last: 'lastCpi' },
  { id: 'cpnu', label: 'Best CPNU', order: 'asc', best: 'bestCpnu', last: 'lastCpnu', permission: 'view_cpnu' },
  { id: 'd1', label: 'Best D1', order: 'desc', best: 'bestD1', last: 'lastD1' },
  { id: 'd7', label: 'Best D7', order: 'desc', best: 'bestD7', last: 'lastD7' },
  { id: 'd14', label: 'Best D14', order: 'desc', best: 'bestD14', last: 'lastD14' },
  { id: 'playtime', label: 'Best Average Daily Playtime', order: 'desc', best: 'bestPlaytime', last: 'lastPlaytime' },
  { id: 'd3Roas', label: 'Best D3 ROAS', order: 'desc', best: 'bestD3Roas', last: 'lastD3Roas', permission: 'view_proto_score' },
];

export const DEFAULT_GAME_SORT = 'recent';

/**
 * SD-13, CONF-04/05: the seven sort options of 002 for a studio's games (studio
 * detail page), More recent first. Beside GAME_LIST_SORTS as they share its type,
 * and studios.ts is imported here (view checks), so it may not import this file.
 */
export const STUDIO_GAME_SORTS: readonly ListSort[] = [
  { id: 'recent', label: 'More recent', order: 'desc', best: 'lastIterationDate', last: 'lastIterationDate' },
  { id: 'cpi', label: 'Best CPI', order: 'asc', best: 'bestCpi', last: 'lastCpi' },
  { id: 'cpnu', label: 'Best CPNU', order: 'asc', best: 'bestCpnu', last: 'lastCpnu', permission: 'view_cpnu' },
  { id: 'd1', label: 'Best D1', order: 'desc', best: 'bestD1', last: 'lastD1' },
  { id: 'd7', label: 'Best D7', order: 'desc', best: 'bestD7', last: 'lastD7' },
  { id: 'd3Playtime', label: 'Best Cumulative D3 Playtime', order: 'desc', best: 'bestD3Playtime', last: 'lastD3Playtime' },
  { id: 'd3Roas', label: 'Best D3 ROAS', order: 'desc', best: 'bestD3Roas', last: 'lastD3Roas', permission: 'view_proto_score' },
];

/** SL-02, SL-08: the studios list's sortable columns (its row fields). */
export const STUDIO_SORT_FIELDS = [
  'name',
  'pmName',
  'secondaryPmName',
  'gamesCpi3Months',
  'gamesCtr3Months',
  'gamesDay13Months',
  'gamesDay73Months',
  'gamesPlaytime3Months',
  'nbPrototypes',
  'gamesNbPrototypes6Months',
  'sinceLastIterationDate',
  'nbHits',
  'creationDate',
  'activityState',
] as const;
export type StudioSortField = (typeof STUDIO_SORT_FIELDS)[number];

/** SL-11, CONF-04: the studios list sorts by CPI ascending by default. */
export const DEFAULT_STUDIO_SORT = { prop: 'gamesCpi3Months', order: 'asc' } as const;

/**
 * AUTH-22, SL-11: what the studios list shows on arrival: the viewer's kept choices (a
 * column that does not sort sorts by CPI), else every studio by CPI ascending. The web
 * app's first model (initialStudiosModel) reads the same.
 */
export function startingStudiosList(
  kept: { sort?: { prop: string; order: string } | null | undefined; term?: string | null | undefined; filter?: unknown } | null | undefined,
): { sort: StudioSortField; order: 'asc' | 'desc'; term: string | null; filter: unknown } {
  const sort = kept?.sort;
  return {
    sort: sort && (STUDIO_SORT_FIELDS as readonly string[]).includes(sort.prop) ? (sort.prop as StudioSortField) : DEFAULT_STUDIO_SORT.prop,
    order: sort ? (sort.order === 'desc' ? 'desc' : 'asc') : DEFAULT_STUDIO_SORT.order,
    term: kept?.term?.trim() || null,
    filter: kept?.filter ?? null,
  };
}

/** The sorts a user may choose (of the games list's, or another list's such as STUDIO_GAME_SORTS): those without a permission, and those whose permission they hold. */
export function gameSortsFor(permissions: readonly string[] | ReadonlySet<string>, sorts: readonly ListSort[] = GAME_LIST_SORTS): ListSort[] {
  const held = new Set(permissions);
  return sorts.filter((sort) => !sort.permission || held.has(sort.permission));
}

export const gameListSort = (id: string | undefined): ListSort | undefined => GAME_LIST_SORTS.find((sort) => sort.id === id);

/**
 * GL-14, GL-31: the provider's sort field of a sort option (a view's or the kept
 * choices' `prop`) with the best-only flag; an unknown option is the default sort.
 */
export function gameSortField(prop: string | undefined, best: boolean): GameSortField {
  const option = gameListSort(prop) ?? gameListSort(DEFAULT_GAME_SORT)!;
  return best ? option.best : option.last;
}

/** The choices a games list starts from (AUTH-22, GL-09): the kept ones, a view's, or the defaults. */
export interface StartingGamesList {
  sort: GameSortField;
  order: 'asc' | 'desc';
  term: string | null;
  best: boolean;
  /** The provider's filter tree, as kept or saved; null for none. */
  filter: unknown;
}

/**
 * GL-09, AUTH-22: what the games list shows on arrival: the viewer's kept choices; else,
 * for a publishing manager, the "My games" view; else the defaults (the most recent
 * iteration first, best values). A sort the viewer may not use falls back to the default
 * one. The web app's first model (useGamesListState's initialModel) reads the same.
 */
export function startingGamesList(
  kept: { sort?: { prop: string; order: string } | null | undefined; term?: string | null | undefined; best?: boolean | null | undefined; filter?: unknown } | null | undefined,
  myGamesView: { sort?: { prop: string; order: string } | null | undefined; term?: string | null | undefined; best?: boolean | null | undefined; filter?: unknown } | null | undefined,
  permissions: readonly string[] | ReadonlySet<string>,
): StartingGamesList {
  const source = kept ?? myGamesView ?? null;
  const best = source?.best ?? true;
  const allowed = source?.sort && gameSortsFor(permissions).some((option) => option.id === source.sort!.prop);
  return {
    sort: gameSortField(allowed ? source!.sort!.prop : DEFAULT_GAME_SORT, best),
    order: allowed && source!.sort!.order === 'asc' ? 'asc' : 'desc',
    term: source?.term?.trim() || null,
    best,
    filter: source?.filter ?? null,
  };
}

/** VIEW-05: a view name's longest. */
export const VIEW_NAME_MAX = 60;
/** A saved view's content, as JSON text, at most this long. */
export const VIEW_CONTENT_MAX = 20_000;

export interface ViewColumn {
  id: string;
  label: string;
  width: number;
  isSelected: boolean;
  isStaff: boolean;
}

/** VIEW-02: what a saved view holds. */
export interface ViewContent {
  type: 'games' | 'studios';
  term: string;
  filter: FilterGroupNode | null;
  columns: ViewColumn[];
  /** GL-31: KPIs read the best value over iterations (default) or the last one. */
  best: boolean;
  sort: { prop: string; order: 'asc' | 'desc' };
}

/** VIEW-05: "required, different from every existing view name" (compared trimmed, ignoring case). */
export function viewNameProblem(name: string, existing: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'A view needs a name';
  if (trimmed.length > VIEW_NAME_MAX) return `A view name has at most ${VIEW_NAME_MAX} characters`;
  const lower = trimmed.toLowerCase();
  if (existing.some((other) => other.trim().toLowerCase() === lower)) return 'A view already has this name';
  return null;
}

/**
 * What is wrong with a view's content (JSON text), or null: its shape, its filter
 * (FLT; with the studios list's rules on the studios list, SL-05), its sort;
 * `permissions` are those of whoever saves it. `list` is the list the content is kept
 * for (a view's list, a preference's list): it decides the rules, and a content that
 * names another list's type is refused. Without it, the content's own type decides.
 */
export function viewContentProblem(
  text: string,
  permissions: readonly string[] | ReadonlySet<string>,
  list?: 'games' | 'studios' | 'mygames',
): string | null {
  if (text.length > VIEW_CONTENT_MAX) return `A view's content has at most ${VIEW_CONTENT_MAX} characters`;
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return "A view's content is JSON text";
  }
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return "A view's content is an object";
  const { type, term, filter, columns, best, sort } = content as Record<string, unknown>;
  if (term !== undefined && (typeof term !== 'string' || term.length > 100)) return 'term is a text of at most 100 characters';
  if (best !== undefined && typeof best !== 'boolean') return 'best is true or false';
  if (columns !== undefined && !isColumnList(columns)) return 'columns is a list of {id, label, width, isSelected, isStaff}';
  if (sort !== undefined) {
    const { prop, order } = (sort ?? {}) as { prop?: unknown; order?: unknown };
    if (typeof prop !== 'string' || (order !== 'asc' && order !== 'desc')) return 'sort is {prop, order: asc | desc}';
  }
  const studios = list === undefined ? type === 'studios' : list === 'studios';
  if (list !== undefined && type !== undefined && (type === 'studios') !== studios) return `A view's content belongs to the ${list === 'studios' ? 'studios' : 'games'} list`;
  if (filter !== undefined && filter !== null) {
    const rules = studios ? studioFilterRule : gameFilterRule;
    const problem = filterTreeProblems(filter, { permissions, rules })[0];
    if (problem) return problem.message;
  }
  return null;
}

function isColumnList(value: unknown): value is ViewColumn[] {
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every(
      (c) =>
        typeof c === 'object' &&
        c !== null &&
        typeof (c as ViewColumn).id === 'string' &&
        typeof (c as ViewColumn).isSelected === 'boolean',
    )
  );
}

/** NAV-04: the header search box takes 50 characters at most. */
export const HEADER_SEARCH_MAX_LENGTH = 50;
/** NAV-06: at most this many games answer a header search. */
export const HEADER_SEARCH_LIMIT = 50;
/** NAV-05: the list's one item when nothing matches. */
export const NO_GAMES_MATCHING = 'no games matching';
/** How long the header search waits after the last keystroke before it asks. */
export const HEADER_SEARCH_DEBOUNCE_MS = 300;

/** MG-25: the fields a board tab's sort preference may hold. */
export const BOARD_SORT_FIELDS = ['createdAt', 'lastCpi', 'lastD1', 'lastPlaytime', 'lastD3Playtime', 'lastCpm'] as const;
export type BoardSortField = (typeof BOARD_SORT_FIELDS)[number];

export interface BoardSort {
  id: string;
  label: string;
  sort: BoardSortField;
  order: 'asc' | 'desc';
}

const BOARD_DATE_SORT: BoardSort = { id: 'date', label: 'Most recent', sort: 'createdAt', order: 'desc' };

/**
 * MG-23, MG-24: the board's sorts per test type, the first (newest created first) the
 * default: CPI tests by date, CPI, D1 and D3 playtime; CTR tests by date and CPM.
 */
export const BOARD_SORTS: Readonly<Record<'cpi' | 'ctr', readonly BoardSort[]>> = {
  cpi: [
    BOARD_DATE_SORT,
    { id: 'cpi', label: 'Best CPI', sort: 'lastCpi', order: 'asc' },
    { id: 'd1', label: 'Best D1', sort: 'lastD1', order: 'desc' },
    { id: 'd3Playtime', label: 'Best D3 playtime', sort: 'lastD3Playtime', order: 'desc' },
  ],
  ctr: [BOARD_DATE_SORT, { id: 'cpm', label: 'Best CPM', sort: 'lastCpm', order: 'asc' }],
};

/** MG-25: the option a kept preference names for a test type, else the default. */
export function boardSort(type: 'cpi' | 'ctr', kept: { prop: string; order: string } | null | undefined): BoardSort {
  const options = BOARD_SORTS[type];
  return options.find((option) => option.sort === kept?.prop && option.order === kept.order) ?? options[0]!;
}
