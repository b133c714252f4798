// The studios list's state (SL, VIEW, AUTH-22), built as the games list's
// (useGamesListState): the view bar's edits are events; the reducer keeps what the bar
// shows, what the list shows and the columns; one effect asks for the first page when
// the list should show something else, and otherwise lets a change settle (800 ms after
// a term or filter change, 500 ms after a sort change, CONF-01; 500 ms for a view chosen
// by id), then keeps the user's choices on the account (setListPreferences(list: STUDIOS)).
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useMutation, useQueryLoader } from 'react-relay';
import { useSearchParams } from 'react-router';
import { addressNumber } from '../../relay/ids';
import { supersedes } from '../../relay/supersedes';
import { choicesFromSaved, sameListing, type ListChoices, type SavedListState } from '../games-list/list-state';
import { preferencesInput, sameVariables, VIEW_APPLY_DELAY_MS } from '../games-list/useGamesListState';
import type { SavedViewData } from '../views/views';
import type { StudiosPagePreferencesMutation } from './__generated__/StudiosPagePreferencesMutation.graphql';
import preferencesMutation from './__generated__/StudiosPagePreferencesMutation.graphql';
import type { StudiosPageStudiosQuery } from './__generated__/StudiosPageStudiosQuery.graphql';
import studiosQuery from './__generated__/StudiosPageStudiosQuery.graphql';
import {
  columnsOf,
  DEFAULT_STUDIOS_CHOICES,
  STUDIOS_LIST_KIND,
  studiosVariables,
  type StudioColumn,
} from './studios-list-state';

/** SL-19, CONF-01: the list resets 800 ms after a term or filter change... */
export const TERM_FILTER_DELAY_MS = 800;
/** ...and 500 ms after a sort change. */
export const SORT_DELAY_MS = 500;

export interface StudiosListShell {
  readonly listPreferences: (SavedListState & { readonly viewId: number | null | undefined }) | null | undefined;
}

export interface StudiosListModel {
  /** What the view bar shows: a keystroke ahead of the list. */
  choices: ListChoices;
  /** What the list shows. */
  shown: ListChoices;
  /** SL-03: the columns in their order, each shown or not; they need no new request. */
  columns: readonly StudioColumn[];
}

export type StudiosListEvent =
  | { type: 'edited'; choices: ListChoices }
  | { type: 'settled' }
  | { type: 'viewApplied'; choices: ListChoices; columns: readonly StudioColumn[] }
  | { type: 'columnsChanged'; columns: readonly StudioColumn[] };

export function studiosListReducer(model: StudiosListModel, event: StudiosListEvent): StudiosListModel {
  switch (event.type) {
    case 'edited':
      return { ...model, choices: event.choices };
    case 'settled':
      return model.shown === model.choices ? model : { ...model, shown: model.choices };
    case 'viewApplied':
      return { choices: event.choices, shown: event.choices, columns: event.columns };
    case 'columnsChanged':
      return { ...model, columns: event.columns };
  }
}

const viewChoices = (view: SavedViewData): ListChoices => choicesFromSaved(view, view.viewId, STUDIOS_LIST_KIND);

/** ?view= first, else the user's last choices (AUTH-22), else every studio by CPI (SL-11); columns from the view or codifications (SL-10, SL-27). */
export function initialStudiosModel({
  shell,
  views,
  viewParam,
  defaultColumns,
}: {
  shell: StudiosListShell;
  views: readonly SavedViewData[];
  viewParam: number | null;
  defaultColumns: readonly StudioColumn[];
}): StudiosListModel {
  const asked = viewParam !== null ? views.find((view) => view.viewId === viewParam) : undefined;
  const saved = shell.listPreferences;
  const savedView = saved?.viewId != null ? views.find((view) => view.viewId === saved.viewId) : undefined;
  const choices = asked
    ? viewChoices(asked)
    : saved
      ? choicesFromSaved(saved, savedView ? savedView.viewId : null, STUDIOS_LIST_KIND)
      : DEFAULT_STUDIOS_CHOICES;
  return { choices, shown: choices, columns: columnsOf(asked ?? savedView, defaultColumns) };
}

/** A change waiting to reach the list: what it will show and after how long. */
export interface PendingStudiosChange {
  choices: ListChoices;
  delay: number;
  event: StudiosListEvent;
}

/** SL-19: the bar's edits reach the list 800 ms after a term or filter change, 500 ms after a sort change alone. */
export function studiosEditChange(model: StudiosListModel): PendingStudiosChange | null {
  if (model.choices === model.shown) return null;
  const { choices, shown } = model;
  const searched = !sameListing({ ...choices, sort: shown.sort }, shown);
  return { choices, delay: searched ? TERM_FILTER_DELAY_MS : SORT_DELAY_MS, event: { type: 'settled' } };
}

/** VIEW-13: the view ?view= asks for, unless the bar shows it already. */
export function askedStudiosView(model: StudiosListModel, viewParam: number | null, views: readonly SavedViewData[]): SavedViewData | null {
  if (viewParam === null || viewParam === model.choices.viewId) return null;
  return views.find((view) => view.viewId === viewParam) ?? null;
}

/**
 * The studios list's state (SL-04, SL-05, SL-06, SL-19, SL-20, VIEW-12, VIEW-13,
 * AUTH-22): what the bar shows, what the list shows and its query, the columns, and
 * the events that change them.
 */
export function useStudiosListState(shell: StudiosListShell, views: readonly SavedViewData[], defaultColumns: readonly StudioColumn[], routeList = false) {
  const [params, setParams] = useSearchParams();
  const viewParam = addressNumber(params.get('view'));
  const [model, dispatch] = useReducer(studiosListReducer, { shell, views, viewParam, defaultColumns }, initialStudiosModel);
  const [listRef, loadList] = useQueryLoader<StudiosPageStudiosQuery>(studiosQuery);
  const [commitPreferences] = useMutation<StudiosPagePreferencesMutation>(preferencesMutation);
  const variables = useMemo(() => studiosVariables(model.shown), [model.shown]);
  // Issue 17: the page's own query brought the kept list's first page: it shows until the list asks for something else.
  const [arrival] = useState(variables);
  const shownByRoute = routeList && !listRef && sameVariables(arrival, variables);

  const view = askedStudiosView(model, viewParam, views);
  const viewPending = useMemo<PendingStudiosChange | null>(() => {
    if (!view) return null;
    const choices = viewChoices(view);
    return { choices, delay: VIEW_APPLY_DELAY_MS, event: { type: 'viewApplied', choices, columns: columnsOf(view, defaultColumns) } };
  }, [view, defaultColumns]);
  const editPending = useMemo(() => studiosEditChange(model), [model]);
  const pending = viewPending ?? editPending;

  useEffect(() => {
    // SL-20: a new first page replaces the one asked before, and cancels it if it is still on its way.
    if (!shownByRoute && !sameVariables(listRef?.variables, variables)) {
      loadList(variables, { fetchPolicy: 'store-or-network', ...supersedes('studios-list') });
      return;
    }
    if (!pending) return;
    const timer = window.setTimeout(() => {
      commitPreferences({ variables: { input: preferencesInput(pending.choices) } });
      dispatch(pending.event);
    }, pending.delay);
    return () => window.clearTimeout(timer);
  }, [listRef, variables, shownByRoute, pending, loadList, commitPreferences]);

  const setView = (viewId: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (viewId === null) next.delete('view');
      else next.set('view', String(viewId));
      return next;
    });

  return {
    /** What the view bar shows. */
    bar: model.choices,
    /** What the list shows (the bar may be a keystroke ahead): what Export CSV exports. */
    shown: model.shown,
    /** The columns, as the chooser and the table show them. */
    columns: model.columns,
    listRef,
    /** The list is the page query's first page (issue 17), not listRef's. */
    shownByRoute,
    edit: (choices: ListChoices) => dispatch({ type: 'edited', choices }),
    changeColumns: (columns: readonly StudioColumn[]) => dispatch({ type: 'columnsChanged', columns }),
    /** VIEW-13: a view chosen by id applies 500 ms later. */
    selectView: (viewId: number) => setView(viewId),
    /** VIEW-12: the current view was deleted: every studio by CPI, at once. */
    viewDeleted: () => {
      commitPreferences({ variables: { input: preferencesInput(DEFAULT_STUDIOS_CHOICES) } });
      dispatch({ type: 'viewApplied', choices: DEFAULT_STUDIOS_CHOICES, columns: defaultColumns });
      setView(null);
    },
  };
}
