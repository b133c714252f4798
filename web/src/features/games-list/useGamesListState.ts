// The games list's state in one place (GL, VIEW, AUTH-22). The address says which view
// was chosen and what the list is narrowed to; the view bar's edits are events. The
// reducer keeps what the bar shows and what the list shows; everything else is
// derived. One effect talks to the outside: it asks for the list's first page when
// what the list should show differs from what was asked, and otherwise lets a change
// settle (400 ms after the last edit, 500 ms for a view chosen by id), then keeps the
// user's choices on the account.
import { gameSortsFor } from '@greenlight/rules';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useMutation, useQueryLoader } from 'react-relay';
import { useSearchParams } from 'react-router';
import { sortOrderEnum } from '../../relay/enums';
import { addressNumber } from '../../relay/ids';
import { supersedes } from '../../relay/supersedes';
import type { SavedViewData } from '../views/views';
import { narrowingOf } from './narrowing';
import type { HomePageGamesQuery } from './__generated__/HomePageGamesQuery.graphql';
import gamesQuery from './__generated__/HomePageGamesQuery.graphql';
import type { HomePagePreferencesMutation } from './__generated__/HomePagePreferencesMutation.graphql';
import preferencesMutation from './__generated__/HomePagePreferencesMutation.graphql';
import {
  choicesFromSaved,
  DEFAULT_LIST_CHOICES,
  filterToInput,
  isEmptyFilter,
  listVariables,
  type ListChoices,
  type ListState,
  type SavedListState,
} from './list-state';

/** GL-24, CONF-01: the list resets 400 ms after the term, the filter or the sort changed. */
export const LIST_RESET_DELAY_MS = 400;
/** VIEW-13: a view chosen by id applies 500 ms later. */
export const VIEW_APPLY_DELAY_MS = 500;
/** GL-09: the default view of publishing managers. */
const MY_GAMES_VIEW = 'my-games';

/** What the page's query answers that the list starts from: who the viewer is, their last choices. */
export interface GamesListShell {
  readonly viewer: { readonly userType: string; readonly permissions?: readonly string[] } | null | undefined;
  readonly listPreferences: (SavedListState & { readonly viewId: number | null | undefined }) | null | undefined;
}

export interface GamesListModel {
  /** What the view bar shows: a keystroke ahead of the list. */
  choices: ListChoices;
  /** What the list shows (with the address's narrowing). */
  shown: ListChoices;
  /** A view chosen again in the selector, to apply even though the bar shows it (changed). */
  reselected?: number;
}

export type GamesListEvent =
  /** The view bar changed something. */
  | { type: 'edited'; choices: ListChoices }
  /** The bar's choices have waited long enough: the list shows them. */
  | { type: 'settled' }
  /** A view chosen by id applies, to the bar and the list at once. */
  | { type: 'viewApplied'; choices: ListChoices }
  /** The current view was deleted: back to the default view, at once (VIEW-12). */
  | { type: 'reset'; choices: ListChoices }
  /** The view the bar shows was chosen again: it applies as saved (VIEW-13). */
  | { type: 'reselected'; viewId: number };

export function gamesListReducer(model: GamesListModel, event: GamesListEvent): GamesListModel {
  switch (event.type) {
    case 'edited':
      return { ...model, choices: event.choices };
    case 'settled':
      return model.shown === model.choices ? model : { ...model, shown: model.choices };
    case 'viewApplied':
    case 'reset':
      return { choices: event.choices, shown: event.choices };
    case 'reselected':
      return { ...model, reselected: event.viewId };
  }
}

/** The view the list starts from, or goes back to (VIEW-12): my games for a PM (GL-09), else none. */
export function defaultChoices(shell: GamesListShell, views: readonly SavedViewData[]): ListChoices {
  const myGames = shell.viewer?.userType === 'PM' ? views.find((view) => view.slug === MY_GAMES_VIEW) : undefined;
  return myGames ? choicesFromSaved(myGames, myGames.viewId) : DEFAULT_LIST_CHOICES;
}

/** ?view= first (GL-09), else the user's last choices (AUTH-22), else the default view. */
export function initialModel({ shell, views, viewParam }: { shell: GamesListShell; views: readonly SavedViewData[]; viewParam: number | null }): GamesListModel {
  const asked = viewParam !== null ? views.find((view) => view.viewId === viewParam) : undefined;
  const saved = shell.listPreferences;
  const kept = saved ? choicesFromSaved(saved, saved.viewId != null && views.some((view) => view.viewId === saved.viewId) ? saved.viewId : null) : null;
  // A kept sort the viewer may no longer use (GL-16) is the default one, as the gateway's arrival list reads it (rules' startingGamesList).
  const allowed = kept && gameSortsFor(shell.viewer?.permissions ?? []).some((option) => option.id === kept.sort.prop);
  const choices = asked
    ? choicesFromSaved(asked, asked.viewId)
    : kept
      ? allowed
        ? kept
        : { ...kept, sort: DEFAULT_LIST_CHOICES.sort }
      : defaultChoices(shell, views);
  return { choices, shown: choices };
}

/**
 * VIEW-13: the view ?view= asks for, unless the bar shows it already, or the bar's view
 * chosen again in the selector (its changes go). The bar follows the address (a view
 * applies, a deleted view's default goes to the address too), so only a new ?view=
 * asks for one.
 */
export function askedView(model: GamesListModel, viewParam: number | null, views: readonly SavedViewData[]): SavedViewData | null {
  const asked = model.reselected ?? (viewParam === model.choices.viewId ? null : viewParam);
  if (asked === null) return null;
  return views.find((view) => view.viewId === asked) ?? null;
}

/** A change waiting to reach the list: what it will show and after how long. */
export interface PendingChange {
  choices: ListChoices;
  delay: number;
  event: GamesListEvent;
}

/** VIEW-13: a view asked for by id, to the bar and the list 500 ms later. */
export function viewChange(view: SavedViewData): PendingChange {
  const choices = choicesFromSaved(view, view.viewId);
  return { choices, delay: VIEW_APPLY_DELAY_MS, event: { type: 'viewApplied', choices } };
}

/** GL-24: the bar's edits, to the list 400 ms after the last one. */
export function editChange(model: GamesListModel): PendingChange | null {
  return model.choices === model.shown ? null : { choices: model.choices, delay: LIST_RESET_DELAY_MS, event: { type: 'settled' } };
}

/** AUTH-22: the choices as the account keeps them. */
export function preferencesInput(choices: ListChoices) {
  return {
    sort: { prop: choices.sort.prop, order: sortOrderEnum(choices.sort.order) },
    best: choices.best,
    term: choices.term.trim(),
    filter: choices.filter && !isEmptyFilter(choices.filter) ? filterToInput(choices.filter) : null,
    viewId: choices.viewId,
  };
}

/** Whether a loaded query was asked with these variables (Relay hands back its own copy). */
export function sameVariables(loaded: Readonly<Record<string, unknown>> | undefined, variables: Readonly<Record<string, unknown>>): boolean {
  return loaded !== undefined && Object.keys(variables).every((name) => JSON.stringify(loaded[name] ?? null) === JSON.stringify(variables[name] ?? null));
}

/**
 * The games list's state (GL-09..12, GL-24, VIEW-12, VIEW-13, AUTH-22): what the bar
 * shows, what the list shows and its query, and the events that change them.
 */
export function useGamesListState(shell: GamesListShell, views: readonly SavedViewData[], routeList = false) {
  const [params, setParams] = useSearchParams();
  const viewParam = addressNumber(params.get('view'));
  const narrowing = narrowingOf(params);
  const { projectId } = narrowing;
  // GL-11: the studio the address names narrows the list until the tag's cross: opening a
  // game clears ?studio= (GD-04) and the list behind the panel stays as it was.
  const [studio, setStudio] = useState({ asked: narrowing.studioId, studioId: narrowing.studioId });
  if (narrowing.studioId !== studio.asked) setStudio({ asked: narrowing.studioId, studioId: narrowing.studioId ?? studio.studioId });
  const { studioId } = studio;
  const everyStudio = () => setStudio((current) => ({ ...current, studioId: null }));
  const [model, dispatch] = useReducer(gamesListReducer, { shell, views, viewParam }, initialModel);
  const [listRef, loadList] = useQueryLoader<HomePageGamesQuery>(gamesQuery);
  const [commitPreferences] = useMutation<HomePagePreferencesMutation>(preferencesMutation);

  const bar = model.choices;
  const listing = useMemo<ListState>(() => ({ ...model.shown, studioId, projectId }), [model.shown, studioId, projectId]);
  const variables = useMemo(() => listVariables(listing), [listing]);
  // Issue 17: the page's own query brought the first page of the list the viewer arrives
  // on (HomePageQuery, `kept`): it shows until the list asks for something else.
  const [arrival] = useState(variables);
  const shownByRoute = routeList && !listRef && sameVariables(arrival, variables);

  // A view asked for goes first and keeps its 500 ms whatever the bar does meanwhile.
  const view = askedView(model, viewParam, views);
  const viewPending = useMemo(() => (view ? viewChange(view) : null), [view]);
  const editPending = useMemo(() => editChange(model), [model]);
  const pending = viewPending ?? editPending;

  useEffect(() => {
    // The list shows what it should: the first page, the address's narrowing, a change
    // that settled.
    if (!shownByRoute && !sameVariables(listRef?.variables, variables)) {
      // GL-24, SL-20: the new first page cancels the one asked before if it is still on its way.
      loadList(variables, { fetchPolicy: 'store-or-network', ...supersedes('games-list') });
      return;
    }
    if (!pending) return;
    const timer = window.setTimeout(() => {
      commitPreferences({ variables: { input: preferencesInput(pending.choices) } });
      dispatch(pending.event);
    }, pending.delay);
    return () => window.clearTimeout(timer);
  }, [listRef, variables, shownByRoute, pending, loadList, commitPreferences]);

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  return {
    /** What the view bar shows. */
    bar,
    /** What the list shows and the export exports. */
    listing,
    listRef,
    /** The list is the page query's first page (issue 17), not listRef's. */
    shownByRoute,
    edit: (choices: ListChoices) => dispatch({ type: 'edited', choices }),
    /** VIEW-13: a view chosen by id (the selector, a link) applies 500 ms later. */
    selectView: (viewId: number) => {
      if (viewId === model.choices.viewId) dispatch({ type: 'reselected', viewId });
      setParam({ view: String(viewId) });
    },
    /** VIEW-12: the current view was deleted: the default view, at once. */
    viewDeleted: () => {
      const choices = defaultChoices(shell, views.filter((candidate) => candidate.viewId !== model.choices.viewId));
      commitPreferences({ variables: { input: preferencesInput(choices) } });
      dispatch({ type: 'reset', choices });
      setParam({ view: choices.viewId !== null ? String(choices.viewId) : null });
    },
    /** GC-11: the card's project icon lists the project's games. */
    narrowToProject: (id: number) => {
      everyStudio();
      setParam({ customView: 'projectId', customId: String(id), studio: null });
    },
    /** The narrowing tag's cross: every game again. */
    showEveryGame: () => {
      everyStudio();
      setParam({ studio: null, customView: null, customId: null });
    },
  };
}
