// What the studios list shows (SL): the games list's choices (term, sort, filter tree,
// saved view; VIEW-02) read with the studio rules and CPI ascending by default, the
// columns in their order, and their translation to the gateway's query variables.
import { DEFAULT_STUDIO_SORT, studioFilterRule, type StudioSortField } from '@greenlight/rules';
import { sortOrderEnum } from '../../relay/enums';
import { USER_KEY_PREFIX } from '../accounts/session';
import { filterToInput, isEmptyFilter, type ListChoices, type SavedListKind } from '../games-list/list-state';
import type { SavedViewData } from '../views/views';
import type { StudioSort } from './__generated__/StudiosPageStudiosQuery.graphql';

/** SL-05, SL-11: a studios view's filter reads with the studio rules; no sort means CPI ascending. */
export const STUDIOS_LIST_KIND: SavedListKind = {
  defaultSort: { prop: DEFAULT_STUDIO_SORT.prop, order: DEFAULT_STUDIO_SORT.order },
  rules: studioFilterRule,
};

/** SL-11: the studios list before any choice: every studio, CPI ascending. `best` has no meaning here. */
export const DEFAULT_STUDIOS_CHOICES: ListChoices = {
  viewId: null,
  term: '',
  sort: STUDIOS_LIST_KIND.defaultSort,
  best: true,
  filter: null,
};

/** SL-02: the gateway's order of each sortable column; typed both ways, so a column one side lacks fails to compile. */
const STUDIO_SORTS: Readonly<Record<StudioSortField, Exclude<StudioSort, '%future added value'>>> = {
  name: 'NAME',
  pmName: 'PM_NAME',
  secondaryPmName: 'SECONDARY_PM_NAME',
  gamesCpi3Months: 'GAMES_CPI3_MONTHS',
  gamesCtr3Months: 'GAMES_CTR3_MONTHS',
  gamesDay13Months: 'GAMES_DAY13_MONTHS',
  gamesDay73Months: 'GAMES_DAY73_MONTHS',
  gamesPlaytime3Months: 'GAMES_PLAYTIME3_MONTHS',
  nbPrototypes: 'NB_PROTOTYPES',
  gamesNbPrototypes6Months: 'GAMES_NB_PROTOTYPES6_MONTHS',
  sinceLastIterationDate: 'SINCE_LAST_ITERATION_DATE',
  nbHits: 'NB_HITS',
  creationDate: 'CREATION_DATE',
  activityState: 'ACTIVITY_STATE',
};

/** SL-02: whether the list sorts on a column (its id a row field the provider sorts by). */
export const isSortableColumn = (id: string): id is StudioSortField => Object.hasOwn(STUDIO_SORTS, id);

/** The gateway's StudioSort of a sort prop; an unknown prop sorts by CPI (SL-11). */
export const studioSortEnum = (prop: string): StudioSort => (isSortableColumn(prop) ? STUDIO_SORTS[prop] : 'GAMES_CPI3_MONTHS');

/** The studios connection's variables for the choices (SL-22). */
export function studiosVariables(choices: ListChoices) {
  return {
    sort: studioSortEnum(choices.sort.prop),
    order: sortOrderEnum(choices.sort.order),
    term: choices.term.trim() || null,
    filter: choices.filter && !isEmptyFilter(choices.filter) ? filterToInput(choices.filter) : null,
  } as const;
}

/** The studios export request (POST /export/studios.csv): the list's state as the provider reads it, its visible columns. */
export function studiosExportRequest(choices: ListChoices, columns: readonly string[]) {
  return {
    sort: isSortableColumn(choices.sort.prop) ? choices.sort.prop : DEFAULT_STUDIO_SORT.prop,
    order: choices.sort.order,
    ...(choices.term.trim() ? { term: choices.term.trim() } : {}),
    ...(choices.filter && !isEmptyFilter(choices.filter) ? { query: choices.filter } : {}),
    columns: [...columns],
  };
}

/**
 * SL-02: a header click sorts on its column ascending; a second click on the same
 * column reverses the order.
 */
export function nextSort(current: ListChoices['sort'], prop: string): ListChoices['sort'] {
  if (current.prop === prop) return { prop, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { prop, order: 'asc' };
}

export type StudioColumn = SavedViewData['columns'][number];

/** SL-27, SL-10: a view's columns, or the list's defaults (codifications) when it keeps none. */
export const columnsOf = (view: SavedViewData | undefined, defaults: readonly StudioColumn[]): readonly StudioColumn[] =>
  view && view.columns.length > 0 ? view.columns : defaults;

/** SL-09, PERM-30: the columns a viewer may see: staff-only ones for staff only. */
export const columnsFor = (columns: readonly StudioColumn[], isStaff: boolean): readonly StudioColumn[] =>
  isStaff ? columns : columns.filter((column) => !column.isStaff);

/** SL-09: the columns a viewer chose, followed by those they may not see, kept for the view. */
export const withHiddenColumns = (chosen: readonly StudioColumn[], all: readonly StudioColumn[]): StudioColumn[] => [
  ...chosen,
  ...all.filter((column) => !chosen.some((other) => other.id === column.id)),
];

/** SL-03: the column at `from` moved to `to`. */
export function moveColumn(columns: readonly StudioColumn[], from: number, to: number): StudioColumn[] {
  const next = [...columns];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** SL-03: one column shown or hidden. */
export const toggleColumn = (columns: readonly StudioColumn[], id: string, isSelected: boolean): StudioColumn[] =>
  columns.map((column) => (column.id === id ? { ...column, isSelected } : column));

/** SL-16: where the list remembers the studio last opened, for the way back (the user's: it goes at sign-out, AUTH-22). */
export const LAST_OPENED_STUDIO_KEY = `${USER_KEY_PREFIX}studios.lastOpened`;
/** SL-16: the list scrolls back to it 1200 ms after it shows. */
export const SCROLL_BACK_DELAY_MS = 1200;
