import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { resizeWindow } from '../../test/window';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import StudiosPageQuery from './__generated__/StudiosPageQuery.graphql';
import { LAST_OPENED_STUDIO_KEY, SCROLL_BACK_DELAY_MS } from './studios-list-state';
import { STUDIOS_PAGE_SIZE } from './StudiosList';
import { StudiosPage } from './StudiosPage';
import { SORT_DELAY_MS, TERM_FILTER_DELAY_MS } from './useStudiosListState';

type Environment = ReturnType<typeof createMockEnvironment>;

const column = (id: string, label: string, isSelected: boolean, isStaff = false) => ({ id, label, width: 100, isSelected, isStaff });

/** The provider's studios columns (codifications), the first eight selected (SL-10). */
const COLUMNS = [
  column('name', 'Name', true),
  column('pmName', 'PM', true, true),
  column('gamesCpi3Months', 'CPI', true),
  column('gamesDay13Months', 'Day 1', true),
  column('gamesDay73Months', 'Day 7', true),
  column('nbPrototypes', 'Prototypes', true),
  column('sinceLastIterationDate', 'Last iteration', true),
  column('gamesNbPrototypes6Months', 'Prototypes (6 months)', true),
  column('activityState', 'Activity', false),
  column('gamesCtr3Months', 'CTR', false),
  column('nbHits', 'Hits', false),
  column('creationDate', 'Created', false),
  column('contract', 'Contract', false),
  column('secondaryPmName', 'Second PM', false, true),
  column('gamesPlaytime3Months', 'Playtime', false),
];

const trend = (value: number | null, percentage: number | null, isGreen: boolean) => ({ value, previous: null, improvement: null, percentage, isGreen });

const studio = (studioId: number, name: string) => ({
  id: `studio-${studioId}`,
  studioId,
  name,
  isStarred: false,
  pmName: 'ATT',
  secondaryPm: null,
  activityLabel: 'Active',
  nbPrototypes: 12,
  nbPrototypes6Months: 3,
  nbHits: 1,
  sinceLastIterationDate: 4,
  contract: null,
  createdAt: '2024-03-05T10:00:00Z',
  cpi3Months: trend(0.234, 0, false),
  ctr3Months: trend(0.0321, 5, true),
  day13Months: trend(0.3456, 12.34, true),
  day73Months: trend(0.0812, -3.2, false),
  playtime3Months: trend(390, null, false),
});

function Elsewhere() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

const savedView = (viewId: number, name: string, group: string, canEdit: boolean) => ({
  id: `view-${viewId}`,
  viewId,
  name,
  group,
  canEdit,
  isDefault: group === 'DEFAULT_VIEWS',
  slug: null,
  term: '',
  best: true,
  sort: null,
  columns: [],
  filter: null,
});

const VIEWS = [
  savedView(1, 'Starred studios', 'DEFAULT_VIEWS', false),
  savedView(2, 'My cheap studios', 'MY_VIEWS', true),
  savedView(3, "Someone's studios", 'OTHERS_VIEWS', false),
];

function renderStudios({ permissions = ['view_pm_interface'], isStaff = true, views = VIEWS as unknown[], withList = false } = {}) {
  const environment = createMockEnvironment();
  const loader = () => {
    const reference = loadQuery(environment, StudiosPageQuery, { withList });
    const shell = environment.mock.getAllOperations().find((operation: OperationDescriptor) => operation.request.node.params.name === 'StudiosPageQuery');
    if (!shell) return reference;
    environment.mock.resolve(
      shell,
      MockPayloadGenerator.generate(shell, {
        Viewer: () => ({ permissions, userType: 'PM', isStaff, isHijack: false, darkMode: false }),
        Query: () => ({ savedViews: views, listPreferences: null }),
        Codifications: () => ({ publishingManagers: [], columns: { games: [], studios: COLUMNS } }),
        StudioConnection: () => ({
          totalCount: 1,
          edges: [{ cursor: 'studio-7', node: studio(7, 'Alpha Games') }],
          pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
        }),
      }),
    );
    return reference;
  };
  const router = createMemoryRouter(
    [
      { path: '/studios', loader, Component: StudiosPage, HydrateFallback: () => null },
      { path: '/studio/:id', Component: Elsewhere },
      { path: '/home', Component: Elsewhere },
    ],
    { initialEntries: ['/studios'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment, router };
}

const operationsNamed = (environment: Environment, name: string) =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === name);

const listQueries = (environment: Environment) => operationsNamed(environment, 'StudiosPageStudiosQuery');

/** Answers the latest list query with these studios, the last page. */
function resolveList(environment: Environment, studios: ReturnType<typeof studio>[]) {
  const operation = listQueries(environment).at(-1)!;
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        StudioConnection: () => ({
          totalCount: studios.length,
          edges: studios.map((node) => ({ cursor: node.id, node })),
          pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
        }),
      }),
    ),
  );
}

async function openList(studios = [studio(7, 'Alpha Games'), studio(8, 'Beta Bits')], options?: Parameters<typeof renderStudios>[0]) {
  const rendered = renderStudios(options);
  await screen.findByRole('searchbox', { name: 'Search in list' });
  resolveList(rendered.environment, studios);
  await screen.findByRole('table', { name: 'Studios' });
  return rendered;
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent).filter(Boolean);

describe('StudiosPage', () => {
  // The filter builder loads when its dialog first opens (issue 17); on fake timers a test does not wait for a module to load.
  beforeAll(() => import('../filter-builder/FilterBuilder'));
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('SL-01 a viewer without view_pm_interface gets the not-found page', async () => {
    const { environment } = renderStudios({ permissions: ['view_studio_interface'], isStaff: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(listQueries(environment)).toHaveLength(0);
  });

  it('SL-01 SL-11 SL-22 asks for 20 studios by CPI ascending first', async () => {
    const { environment } = renderStudios();
    await screen.findByRole('searchbox', { name: 'Search in list' });
    expect(listQueries(environment)[0]?.request.variables).toEqual({ sort: 'GAMES_CPI3_MONTHS', order: 'ASC', term: null, filter: null });
    expect(STUDIOS_PAGE_SIZE).toBe(20);
  });

  it('SL-08 SL-10 SL-27 shows the first eight columns of codifications, in their order', async () => {
    await openList();
    expect(headers()).toEqual(['Name', 'PM', 'CPI', 'Day 1', 'Day 7', 'Prototypes', 'Last iteration', 'Prototypes (6 months)']);
  });

  it('SL-09 PERM-30 hides the staff-only columns from a viewer who is not staff', async () => {
    await openList(undefined, { permissions: ['view_pm_interface'], isStaff: false });
    expect(headers()).not.toContain('PM');
    expect(screen.queryByRole('button', { name: /Impersonate a user of/ })).toBeNull();
  });

  it('SL-18 SL-25 CONF-13 a row reads ATT, $ with 2 decimals, 1-decimal percentages, green only for a real improvement', async () => {
    await openList();
    const row = screen.getByRole('row', { name: /Alpha Games/ });
    expect(within(row).getByText('ATT')).toBeTruthy();
    expect(within(row).getByText('$0.23')).toBeTruthy();
    expect(within(row).getByText('34.6%')).toBeTruthy();
    expect(within(row).getByText('+12.3%')).toBeTruthy();
    expect(within(row).getByText('-3.2%')).toBeTruthy();
    expect(within(row).getByText('4 days ago')).toBeTruthy();
    // A +0% change is no improvement: same colour as a worse one.
    expect(within(row).getByText('+0.0%').className).toBe(within(row).getByText('-3.2%').className);
    expect(within(row).getByText('+0.0%').className).not.toBe(within(row).getByText('+12.3%').className);
  });

  it('SL-03 the column chooser shows and hides columns and moves them', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Contract' }));
    expect(headers()).toContain('Contract');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Day 7' }));
    expect(headers()).not.toContain('Day 7');
    fireEvent.click(screen.getByRole('button', { name: 'Move CPI up' }));
    expect(headers().slice(0, 3)).toEqual(['Name', 'CPI', 'PM']);
  });

  it('SL-03 dragging a column onto another moves it there', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const list = await screen.findByRole('list', { name: 'Columns' });
    const item = (id: string) => list.querySelector(`[data-column="${id}"]`)!;
    const dataTransfer = { setData: vi.fn(), getData: vi.fn(() => '5'), effectAllowed: '' };
    fireEvent.dragStart(item('nbPrototypes'), { dataTransfer });
    fireEvent.dragOver(item('name'), { dataTransfer });
    fireEvent.drop(item('name'), { dataTransfer });
    expect(headers()[0]).toBe('Prototypes');
  });

  it('SL-02 SL-19 a header click sorts 500 ms later; a second click reverses', async () => {
    const { environment } = await openList();
    const before = listQueries(environment).length;
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    act(() => vi.advanceTimersByTime(SORT_DELAY_MS - 1));
    expect(listQueries(environment)).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1));
    expect(listQueries(environment).at(-1)?.request.variables).toMatchObject({ sort: 'NAME', order: 'ASC' });
    resolveList(environment, [studio(7, 'Alpha Games')]);
    fireEvent.click(await screen.findByRole('columnheader', { name: /Name/ }));
    act(() => vi.advanceTimersByTime(SORT_DELAY_MS));
    expect(listQueries(environment).at(-1)?.request.variables).toMatchObject({ sort: 'NAME', order: 'DESC' });
  });

  it('SL-04 SL-19 the search asks again 800 ms after the last keystroke, once', async () => {
    const { environment } = await openList();
    const search = screen.getByRole('searchbox', { name: 'Search in list' });
    const before = listQueries(environment).length;
    fireEvent.change(search, { target: { value: 'al' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(search, { target: { value: 'alpha' } });
    act(() => vi.advanceTimersByTime(TERM_FILTER_DELAY_MS - 1));
    expect(listQueries(environment)).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1));
    expect(listQueries(environment)).toHaveLength(before + 1);
    expect(listQueries(environment).at(-1)?.request.variables).toMatchObject({ term: 'alpha' });
    expect(operationsNamed(environment, 'StudiosPagePreferencesMutation').at(-1)?.request.variables).toMatchObject({
      input: { term: 'alpha', sort: { prop: 'gamesCpi3Months', order: 'ASC' } },
    });
  });

  // SL-20: the older request is cancelled at the network (the list's loads are named for
  // fetchGraphQL, relay/environment.test.ts checks the abort); over the mock environment Relay
  // keeps it pending, and its late answer must never replace the newer list.
  it('a list request superseded while pending: the newer list shows, the older one\'s late answer never replaces it', async () => {
    const { environment } = await openList();
    const search = screen.getByRole('searchbox', { name: 'Search in list' });
    fireEvent.change(search, { target: { value: 'alpha' } });
    act(() => vi.advanceTimersByTime(TERM_FILTER_DELAY_MS));
    const [first] = listQueries(environment);
    expect(first?.request.variables).toMatchObject({ term: 'alpha' });
    fireEvent.change(search, { target: { value: 'beta' } });
    act(() => vi.advanceTimersByTime(TERM_FILTER_DELAY_MS));
    resolveList(environment, [studio(8, 'Beta Bits')]);
    expect(await screen.findByRole('link', { name: 'Beta Bits' })).toBeTruthy();
    act(() =>
      environment.mock.resolve(
        first!,
        MockPayloadGenerator.generate(first!, {
          StudioConnection: () => ({
            totalCount: 1,
            edges: [{ cursor: 'studio-7', node: studio(7, 'Alpha Games') }],
            pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
          }),
        }),
      ),
    );
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Beta Bits' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Alpha Games' })).toBeNull();
  });

  it('SL-13 a row click on CPI opens the studio', async () => {
    await openList();
    const row = screen.getByRole('row', { name: /Alpha Games/ });
    fireEvent.click(within(row).getByText('$0.23'));
    expect(await screen.findByText('At /studio/7')).toBeTruthy();
  });

  it('SL-13 a click on Prototypes (6 months) does not open the studio', async () => {
    await openList();
    const row = screen.getByRole('row', { name: /Alpha Games/ });
    fireEvent.click(within(row).getByText('3'));
    expect(screen.queryByText(/At \/studio/)).toBeNull();
  });

  it('SL-12 the magnifier lists the studio\'s games', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Games of Alpha Games' }));
    expect(await screen.findByText('At /home?studio=7')).toBeTruthy();
  });

  it('SL-26 the star stars the studio', async () => {
    const { environment } = await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Star Alpha Games' }));
    expect(operationsNamed(environment, 'StudioRowStarMutation').at(-1)?.request.variables).toEqual({ studioId: 'studio-7', starred: true });
    expect(screen.getByRole('button', { name: 'Unstar Alpha Games' })).toBeTruthy();
  });

  it('SL-14 staff see an impersonate link per row that opens the dialog', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Impersonate a user of Alpha Games' }));
    expect(await screen.findByRole('dialog', { name: /Impersonate a user of Alpha Games/ })).toBeTruthy();
  });

  it('SL-15 the end of the list reads "No more studio"', async () => {
    await openList();
    expect(screen.getByRole('status').textContent).toBe('No more studio');
  });

  it('issue 17 AUTH-22 on arrival the page\'s own query brings the kept list\'s first page: no second request until it changes', async () => {
    const { environment } = renderStudios({ withList: true });
    expect(await screen.findByRole('link', { name: 'Alpha Games' })).toBeTruthy();
    expect(listQueries(environment)).toHaveLength(0);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search in list' }), { target: { value: 'beta' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(listQueries(environment).map((operation) => operation.request.variables)).toEqual([expect.objectContaining({ term: 'beta' })]);
  });

  it('SL-21 a failing list call shows the empty list, silently', async () => {
    const { environment } = renderStudios();
    await screen.findByRole('searchbox', { name: 'Search in list' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => environment.mock.reject(listQueries(environment).at(-1)!, new Error('provider down')));
    expect(await screen.findByText('No more studio')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('SL-16 remembers the studio opened and scrolls back to it 1200 ms after coming back', async () => {
    await openList();
    fireEvent.click(screen.getByRole('link', { name: 'Beta Bits' }));
    expect(window.sessionStorage.getItem(LAST_OPENED_STUDIO_KEY)).toBe('8');
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
    await openList();
    act(() => vi.advanceTimersByTime(SCROLL_BACK_DELAY_MS - 1));
    expect(scrolled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect((scrolled.mock.contexts[0] as HTMLElement).getAttribute('data-studio-id')).toBe('8');
  });

  it('SL-06 CONF-22 the saved views are grouped Default, My and Others', async () => {
    await openList();
    fireEvent.click(screen.getByRole('combobox', { name: 'Saved views' }));
    const listbox = await screen.findByRole('listbox');
    const groups = within(listbox).getAllByRole('group').map((group) => group.textContent);
    expect(groups).toEqual(['Default viewsStarred studios', 'My viewsMy cheap studios', "Others viewsSomeone's studios"]);
  });

  it('SL-07 a view saved from the studios list is a studios view with the chosen columns', async () => {
    const { environment } = await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Contract' }));
    // SL-07: "Save view" opens the "Save as" dialog (the games list says "Save as new", VIEW-05).
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
    expect(within(await screen.findByRole('dialog')).getByText('Save as')).toBeTruthy();
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'With contracts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = operationsNamed(environment, 'ViewSelectorCreateMutation').at(-1)?.request.variables.input as {
      list: string;
      name: string;
      sort: unknown;
      columns: { id: string; isSelected: boolean }[];
    };
    expect(input).toMatchObject({ list: 'STUDIOS', name: 'With contracts', sort: { prop: 'gamesCpi3Months', order: 'ASC' } });
    expect(input.columns.find((c) => c.id === 'contract')?.isSelected).toBe(true);
  });

  it('SL-05 the filter builder offers the studio rules', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Create filters' }));
    const rule = await screen.findByRole('group', { name: 'Rule Name' });
    fireEvent.click(within(rule).getByRole('combobox', { name: 'Column' }));
    expect(await screen.findByRole('option', { name: 'Days since last iteration' })).toBeTruthy();
  });

  it('SL-08 CONF-09 at 768 px or less the studios are cards with the same facts', async () => {
    const width = window.innerWidth;
    resizeWindow(768);
    try {
      const { environment } = renderStudios();
      await screen.findByRole('searchbox', { name: 'Search in list' });
      resolveList(environment, [studio(7, 'Alpha Games')]);
      const card = await screen.findByRole('group', { name: 'Alpha Games' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('CPI')).toBeTruthy();
      expect(within(card).getByText('$0.23')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Games of Alpha Games' })).toBeTruthy();
    } finally {
      resizeWindow(width);
    }
  });
});
