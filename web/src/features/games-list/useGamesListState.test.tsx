import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedViewData } from '../views/views';
import { DEFAULT_LIST_CHOICES, type ListChoices } from './list-state';
import {
  askedView,
  editChange,
  gamesListReducer,
  initialModel,
  LIST_RESET_DELAY_MS,
  preferencesInput,
  sameVariables,
  useGamesListState,
  VIEW_APPLY_DELAY_MS,
  viewChange,
  type GamesListShell,
} from './useGamesListState';

const view = (viewId: number, slug: string, sort: { prop: string; order: 'ASC' | 'DESC' }): SavedViewData => ({
  id: `view-${viewId}`,
  viewId,
  name: slug,
  group: 'DEFAULT_VIEWS',
  canEdit: true,
  isDefault: false,
  slug,
  term: '',
  best: true,
  sort,
  columns: [],
  filter: null,
});

const MY_GAMES = view(1, 'my-games', { prop: 'recent', order: 'DESC' });
const CHEAPEST = view(2, 'cheapest', { prop: 'cpi', order: 'ASC' });
const VIEWS = [MY_GAMES, CHEAPEST];
const PM: GamesListShell = { viewer: { userType: 'PM' }, listPreferences: null };
const STAFF: GamesListShell = { viewer: { userType: 'CS' }, listPreferences: null };

describe('the games list model', () => {
  it('GL-09 starts a publishing manager on "My games", others on the default list', () => {
    expect(initialModel({ shell: PM, views: VIEWS, viewParam: null }).choices).toMatchObject({ viewId: 1, sort: { prop: 'recent' } });
    expect(initialModel({ shell: STAFF, views: VIEWS, viewParam: null }).choices).toEqual(DEFAULT_LIST_CHOICES);
  });

  it('GL-09 AUTH-22 starts on ?view= first, else on the last choices, a vanished view dropped', () => {
    const saved: GamesListShell = {
      viewer: { userType: 'PM' },
      listPreferences: { viewId: 9, term: 'merge', best: false, sort: { prop: 'd1', order: 'DESC' }, filter: null },
    };
    expect(initialModel({ shell: saved, views: VIEWS, viewParam: 2 }).choices).toMatchObject({ viewId: 2, sort: { prop: 'cpi', order: 'asc' } });
    const model = initialModel({ shell: saved, views: VIEWS, viewParam: null });
    expect(model.choices).toEqual({ viewId: null, term: 'merge', best: false, sort: { prop: 'd1', order: 'desc' }, filter: null });
    expect(model.shown).toBe(model.choices);
  });

  it('GL-16 issue 17 a kept sort the viewer may no longer use starts as the default sort, as the gateway\'s arrival list', () => {
    const kept = (permissions: string[]): GamesListShell => ({
      viewer: { userType: 'PM', permissions },
      listPreferences: { viewId: null, term: '', best: true, sort: { prop: 'cpnu', order: 'ASC' }, filter: null },
    });
    expect(initialModel({ shell: kept([]), views: VIEWS, viewParam: null }).choices.sort).toEqual(DEFAULT_LIST_CHOICES.sort);
    expect(initialModel({ shell: kept(['view_cpnu']), views: VIEWS, viewParam: null }).choices.sort).toEqual({ prop: 'cpnu', order: 'asc' });
  });

  it('GL-24 keeps the bar\'s edits apart from the list until they settle', () => {
    const start = initialModel({ shell: STAFF, views: VIEWS, viewParam: null });
    const edited = gamesListReducer(start, { type: 'edited', choices: { ...start.choices, term: 'merge' } });
    expect(edited.shown).toBe(start.shown);
    expect(editChange(edited)).toMatchObject({ delay: LIST_RESET_DELAY_MS, choices: { term: 'merge' }, event: { type: 'settled' } });
    const settled = gamesListReducer(edited, { type: 'settled' });
    expect(settled.shown).toBe(edited.choices);
    expect(editChange(settled)).toBeNull();
    expect(gamesListReducer(settled, { type: 'settled' })).toBe(settled);
  });

  it('VIEW-13 asks for a view only when ?view= names another known one, 500 ms later', () => {
    const model = initialModel({ shell: PM, views: VIEWS, viewParam: null });
    expect(askedView(model, null, VIEWS)).toBeNull();
    expect(askedView(model, 1, VIEWS)).toBeNull();
    expect(askedView(model, 7, VIEWS)).toBeNull();
    expect(askedView(model, 2, VIEWS)).toBe(CHEAPEST);
    const change = viewChange(CHEAPEST);
    expect(change).toMatchObject({ delay: VIEW_APPLY_DELAY_MS, choices: { viewId: 2 }, event: { type: 'viewApplied' } });
    const applied = gamesListReducer(model, change.event);
    expect(applied.choices).toBe(applied.shown);
    expect(askedView(applied, 2, VIEWS)).toBeNull();
  });

  it('AUTH-22 keeps the choices trimmed, an empty filter as none', () => {
    const choices: ListChoices = { ...DEFAULT_LIST_CHOICES, viewId: 4, term: ' merge ', sort: { prop: 'cpi', order: 'asc' }, filter: { logicalOperator: 'all', children: [] } };
    expect(preferencesInput(choices)).toEqual({ sort: { prop: 'cpi', order: 'ASC' }, best: true, term: 'merge', filter: null, viewId: 4 });
  });

  it('GL-24 compares a loaded query\'s variables with what the list should show', () => {
    expect(sameVariables(undefined, { term: null })).toBe(false);
    expect(sameVariables({ term: null, filter: { logicalOperator: 'ALL' } }, { term: null, filter: { logicalOperator: 'ALL' } })).toBe(true);
    expect(sameVariables({ term: null }, { term: 'merge' })).toBe(false);
  });
});

function renderList(shell: GamesListShell = PM, path = '/home') {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </MemoryRouter>
  );
  const hook = renderHook(() => ({ list: useGamesListState(shell, VIEWS), navigate: useNavigate(), location: useLocation() }), { wrapper });
  const named = (name: string) => environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === name);
  return { hook, pages: () => named('HomePageGamesQuery'), saves: () => named('HomePagePreferencesMutation') };
}

describe('useGamesListState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('GL-09 AUTH-22 asks for the first page at once, and keeps nothing on the account for it', () => {
    const { pages, saves } = renderList();
    expect(pages()).toHaveLength(1);
    expect(pages()[0]!.request.variables).toMatchObject({ sort: 'LAST_ITERATION_DATE', studioId: null, projectId: null });
    act(() => vi.advanceTimersByTime(LIST_RESET_DELAY_MS * 2));
    expect(saves()).toHaveLength(0);
  });

  it('GL-24 AUTH-22 shows the bar\'s edit at once, the list 400 ms after the last one, then keeps it', () => {
    const { hook, pages, saves } = renderList();
    act(() => hook.result.current.list.edit({ ...hook.result.current.list.bar, term: 'me' }));
    act(() => vi.advanceTimersByTime(LIST_RESET_DELAY_MS - 100));
    act(() => hook.result.current.list.edit({ ...hook.result.current.list.bar, term: 'merge ' }));
    expect(hook.result.current.list.bar.term).toBe('merge ');
    expect(hook.result.current.list.listing.term).toBe('');
    act(() => vi.advanceTimersByTime(LIST_RESET_DELAY_MS - 1));
    expect(pages()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.list.listing.term).toBe('merge ');
    expect(pages()).toHaveLength(2);
    expect(pages()[1]!.request.variables).toMatchObject({ term: 'merge' });
    expect(saves().map((save) => save.request.variables.input)).toEqual([expect.objectContaining({ term: 'merge', viewId: 1 })]);
  });

  it('GL-11 GL-12 narrows the list at once when the address names a studio or a project', () => {
    const { hook, pages } = renderList();
    const asked = () => hook.result.current.list.listRef?.variables;
    act(() => void hook.result.current.navigate('/home?studio=3'));
    expect(asked()).toMatchObject({ studioId: 3, projectId: null });
    expect(pages().at(-1)!.request.variables).toMatchObject({ studioId: 3, projectId: null });
    act(() => hook.result.current.list.narrowToProject(7));
    expect(hook.result.current.location.search).toBe('?customView=projectId&customId=7');
    expect(asked()).toMatchObject({ studioId: null, projectId: 7 });
    act(() => hook.result.current.list.showEveryGame());
    expect(hook.result.current.location.search).toBe('');
    expect(asked()).toMatchObject({ studioId: null, projectId: null });
  });

  it('VIEW-13 applies a view chosen by id 500 ms later, whatever the bar does meanwhile', () => {
    const { hook, pages, saves } = renderList();
    act(() => hook.result.current.list.selectView(2));
    expect(hook.result.current.location.search).toBe('?view=2');
    act(() => vi.advanceTimersByTime(300));
    act(() => hook.result.current.list.edit({ ...hook.result.current.list.bar, term: 'merge' }));
    act(() => vi.advanceTimersByTime(VIEW_APPLY_DELAY_MS - 301));
    expect(hook.result.current.list.bar.viewId).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.list.bar).toMatchObject({ viewId: 2, term: '' });
    expect(pages().at(-1)!.request.variables).toMatchObject({ sort: 'BEST_CPI', order: 'ASC' });
    expect(saves().at(-1)!.request.variables.input).toMatchObject({ viewId: 2 });
  });

  it('VIEW-13 a changed view chosen again in the selector applies as saved, 500 ms later', () => {
    const { hook, pages } = renderList(PM, '/home?view=2');
    act(() => hook.result.current.list.edit({ ...hook.result.current.list.bar, term: 'merge' }));
    act(() => vi.advanceTimersByTime(LIST_RESET_DELAY_MS));
    expect(hook.result.current.list.listing).toMatchObject({ viewId: 2, term: 'merge' });
    act(() => hook.result.current.list.selectView(2));
    act(() => vi.advanceTimersByTime(VIEW_APPLY_DELAY_MS));
    expect(hook.result.current.list.bar).toMatchObject({ viewId: 2, term: '' });
    // The list asks for the view's first page again (the request of the start, still in flight in this mock, serves it).
    expect(hook.result.current.list.listRef?.variables).toMatchObject({ term: null, sort: 'BEST_CPI' });
    expect(pages().at(-1)!.request.variables).toMatchObject({ term: 'merge' });
    act(() => vi.advanceTimersByTime(VIEW_APPLY_DELAY_MS * 2));
    expect(hook.result.current.list.bar.term).toBe('');
  });

  it('GD-04 GL-11 the studio narrowing stays when opening a game clears ?studio=, until the tag\'s cross', () => {
    const { hook } = renderList(PM, '/home?studio=3');
    const asked = () => hook.result.current.list.listRef?.variables;
    expect(asked()).toMatchObject({ studioId: 3 });
    act(() => void hook.result.current.navigate('/home?gameid=12', { replace: true }));
    expect(asked()).toMatchObject({ studioId: 3 });
    act(() => void hook.result.current.navigate('/home'));
    expect(asked()).toMatchObject({ studioId: 3 });
    act(() => hook.result.current.list.showEveryGame());
    expect(asked()).toMatchObject({ studioId: null });
  });

  it('VIEW-12 goes back to the default view at once when the current one is deleted', () => {
    const { hook, pages, saves } = renderList(PM, '/home?view=2');
    expect(hook.result.current.list.bar.viewId).toBe(2);
    act(() => hook.result.current.list.viewDeleted());
    expect(hook.result.current.list.listing.viewId).toBe(1);
    expect(hook.result.current.location.search).toBe('?view=1');
    expect(pages().at(-1)!.request.variables).toMatchObject({ sort: 'LAST_ITERATION_DATE' });
    expect(saves().at(-1)!.request.variables.input).toMatchObject({ viewId: 1 });
    act(() => vi.advanceTimersByTime(VIEW_APPLY_DELAY_MS));
    expect(hook.result.current.list.bar.viewId).toBe(1);
  });
});
