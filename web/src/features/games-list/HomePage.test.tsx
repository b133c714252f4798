import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePageQuery from './__generated__/HomePageQuery.graphql';
import { HomePage } from './HomePage';
import { LIST_RESET_DELAY_MS, VIEW_APPLY_DELAY_MS } from './useGamesListState';

const VIEWS = [
  {
    id: 'view-my',
    viewId: 1,
    name: 'My games',
    group: 'PM_VIEWS',
    canEdit: false,
    isDefault: true,
    slug: 'my-games',
    term: '',
    best: true,
    sort: { prop: 'recent', order: 'DESC' },
    columns: [],
    filter: null,
  },
  {
    id: 'view-hp',
    viewId: 2,
    name: 'High-potential prototypes',
    group: 'DEFAULT_VIEWS',
    canEdit: false,
    isDefault: true,
    slug: 'high-potential',
    term: '',
    best: true,
    sort: { prop: 'cpi', order: 'ASC' },
    columns: [],
    filter: null,
  },
];

function renderHome(path = '/home', withList = false) {
  const environment = createMockEnvironment();
  const loader = () => {
    const reference = loadQuery(environment, HomePageQuery, { withList, studioId: null, projectId: null });
    const shell = environment.mock
      .getAllOperations()
      .find((operation: OperationDescriptor) => operation.request.node.params.name === 'HomePageQuery');
    // A second visit finds the query in the store and asks nothing.
    if (!shell) return reference;
    environment.mock.resolve(
      shell,
      MockPayloadGenerator.generate(shell, {
        Viewer: () => ({ permissions: ['view_pm_interface'], userType: 'PM', isStaff: true, isHijack: false, darkMode: false }),
        Query: () => ({ savedViews: VIEWS, listPreferences: null }),
        Game: () => ({ adNetworks: ['Facebook'], projectGameCount: 1, status: 'IN_TESTING' }),
      }),
    );
    return reference;
  };
  const router = createMemoryRouter([{ path: '/home', loader, Component: HomePage, HydrateFallback: () => null }], {
    initialEntries: [path],
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment, router };
}

const gamesQueries = (environment: ReturnType<typeof createMockEnvironment>) =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === 'HomePageGamesQuery');

describe('HomePage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('GL-09 VIEW-15 opens a publishing manager\'s list on the "My games" view', async () => {
    const { environment } = renderHome();
    await screen.findByRole('combobox', { name: 'Saved views' });
    const [first] = gamesQueries(environment);
    expect(first?.request.variables).toMatchObject({ sort: 'LAST_ITERATION_DATE', order: 'DESC', best: true, term: null });
    expect((screen.getByRole('combobox', { name: 'Saved views' }) as HTMLButtonElement).textContent).toContain('My games');
  });

  it('GL-24 asks for the list again 400 ms after the last keystroke, once', async () => {
    const { environment } = renderHome();
    const search = await screen.findByRole('searchbox', { name: 'Search in list' });
    const before = gamesQueries(environment).length;
    fireEvent.change(search, { target: { value: 'me' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'merge' } });
    act(() => vi.advanceTimersByTime(LIST_RESET_DELAY_MS - 1));
    expect(gamesQueries(environment)).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1));
    const after = gamesQueries(environment);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.request.variables).toMatchObject({ term: 'merge' });
  });

  it('GL-14 GL-15 a sort button changes the order, best value first', async () => {
    const { environment } = renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Best CPI' }));
    act(() => vi.advanceTimersByTime(LIST_RESET_DELAY_MS));
    expect(gamesQueries(environment).at(-1)?.request.variables).toMatchObject({ sort: 'BEST_CPI', order: 'ASC' });
  });

  it('VIEW-13 applies a view chosen by id 500 ms later', async () => {
    const { environment, router } = renderHome();
    await screen.findByRole('combobox', { name: 'Saved views' });
    const before = gamesQueries(environment).length;
    await act(() => router.navigate('/home?view=2'));
    act(() => vi.advanceTimersByTime(VIEW_APPLY_DELAY_MS - 1));
    expect(gamesQueries(environment)).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1));
    expect(gamesQueries(environment).at(-1)?.request.variables).toMatchObject({ sort: 'BEST_CPI', order: 'ASC' });
  });

  it('GL-12 lists a project\'s games from ?customView=projectId&customId=', async () => {
    const { environment } = renderHome('/home?customView=projectId&customId=7');
    await screen.findByRole('combobox', { name: 'Saved views' });
    const [games] = gamesQueries(environment);
    expect(games?.request.variables).toMatchObject({ projectId: 7, studioId: null });
    act(() =>
      environment.mock.resolve(
        games!,
        MockPayloadGenerator.generate(games!, { Game: () => ({ adNetworks: ['Facebook'], projectGameCount: 2, status: 'IN_TESTING' }) }),
      ),
    );
    expect(await screen.findByText("One project's games")).toBeTruthy();
  });

  it('PROJ-23 GL-12 a card\'s project icon (a project of several games) lists the project\'s games: customView=projectId&customId={id}', async () => {
    const { environment, router } = renderHome('/home');
    await screen.findByRole('combobox', { name: 'Saved views' });
    const games = gamesQueries(environment).at(-1)!;
    act(() =>
      environment.mock.resolve(
        games,
        MockPayloadGenerator.generate(games, {
          Game: () => ({ name: 'Merge Kingdom', adNetworks: ['Facebook'], projectId: 4, projectGameCount: 3, status: 'IN_TESTING' }),
        }),
      ),
    );
    fireEvent.click((await screen.findAllByRole('button', { name: 'The 3 games of this project' }))[0]!);
    await vi.waitFor(() => expect(router.state.location.search).toContain('customView'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('customView')).toBe('projectId');
    expect(params.get('customId')).toBe('4');
  });

  it('GL-08 ERR-15 a failing list call shows the empty list, and the next search asks again', async () => {
    const { environment } = renderHome('/home?studio=3');
    const search = await screen.findByRole('searchbox', { name: 'Search in list' });
    const [games] = gamesQueries(environment);
    act(() => environment.mock.reject(games!, new Error('games list failed')));
    expect(await screen.findByText('No more Game')).toBeTruthy();
    expect(screen.getByText('0 games')).toBeTruthy();
    expect(screen.getByText("One studio's games")).toBeTruthy();
    fireEvent.change(search, { target: { value: 'merge' } });
    act(() => vi.advanceTimersByTime(LIST_RESET_DELAY_MS));
    expect(gamesQueries(environment).at(-1)?.request.variables).toMatchObject({ term: 'merge', studioId: 3 });
    expect(screen.queryByText('No more Game')).toBeNull();
  });

  it('issue 17 GL-09 AUTH-22 on arrival the page\'s own query brings the first page: no second request until the list changes', async () => {
    const { environment } = renderHome('/home', true);
    expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
    expect(gamesQueries(environment)).toHaveLength(0);
    const search = screen.getByRole('searchbox', { name: 'Search in list' });
    fireEvent.change(search, { target: { value: 'merge' } });
    act(() => vi.advanceTimersByTime(LIST_RESET_DELAY_MS));
    expect(gamesQueries(environment).map((operation) => operation.request.variables)).toEqual([expect.objectContaining({ term: 'merge' })]);
  });
});
