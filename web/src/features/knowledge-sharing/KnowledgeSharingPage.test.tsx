import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { KS_EMPTY, KS_PAGE_SIZE, KS_SORTS, type KsType } from '@greenlight/rules';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider, useLoaderData, useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationsNamed, type MockEnvironment } from '../../test/render';
import { AppToaster } from '../app-shell/notifications';
import { LIST_RESET_DELAY_MS } from '../games-list/useGamesListState';
import KnowledgeSharingPageQuery, { type KnowledgeSharingPageQuery as PageQuery } from './__generated__/KnowledgeSharingPageQuery.graphql';
import { KnowledgeSharingPage } from './KnowledgeSharingPage';
import { KS_FIRST_COUNT, ksPageVariables } from './knowledgeSharingRoute';

const PERMISSIONS = ['view_studio_interface', 'view_knowledge_sharing'];

interface Game {
  id: string;
  gameId: number;
  name: string;
  [field: string]: unknown;
}

const game = (gameId: number, name: string, fields: Record<string, unknown> = {}): Game => ({
  id: `SharedGame:${gameId}`,
  gameId,
  name,
  iconUrl: null,
  platform: 'ANDROID',
  iterationCount: 3,
  tags: ['puzzle', 'merge'],
  videoUrl: null,
  isCtr: false,
  isPinned: false,
  cpi: 0.4512,
  ctr: null,
  d1: 0.351,
  d7: null,
  playtimeHumanReadable: '10m50s',
  ...fields,
});

/** The connection's answer: these games, and whether more follow. */
const page = (games: Game[], hasNextPage = false) => ({
  sharedGames: {
    edges: games.map((node, index) => ({ cursor: `cursor-${node.gameId}-${index}`, node })),
    pageInfo: { hasNextPage, endCursor: games.length ? `cursor-${games.at(-1)!.gameId}` : null },
  },
});

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function Page() {
  const query = useLoaderData() as PreloadedQuery<PageQuery>;
  return (
    <>
      <KnowledgeSharingPage queryRef={query} />
      <Where />
    </>
  );
}

function renderKs({
  type = 'cpi',
  search = '',
  permissions = PERMISSIONS,
  games = [game(7, 'Merge Kingdom'), game(8, 'Tiny Farm')],
  hasNextPage = false,
}: { type?: KsType; search?: string; permissions?: string[]; games?: Game[]; hasNextPage?: boolean } = {}) {
  const environment = createMockEnvironment();
  const asked: Record<string, unknown>[] = [];
  const loader = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const ksType = url.pathname.endsWith('/ctr') ? 'ctr' : 'cpi';
    const reference = loadQuery<PageQuery>(environment, KnowledgeSharingPageQuery, ksPageVariables(ksType, url.searchParams.get('term')));
    const [operation] = operationsNamed(environment, 'KnowledgeSharingPageQuery').slice(-1);
    asked.push(operation!.request.variables);
    environment.mock.resolve(
      operation!,
      MockPayloadGenerator.generate(operation!, {
        Viewer: () => ({ permissions, studios: [], darkMode: false }),
        Query: () => ({ generalAlert: null, learningPlatformLink: null, ...page(games.map((g) => ({ ...g, isCtr: ksType === 'ctr' })), hasNextPage) }),
      }),
    );
    return reference;
  };
  const router = createMemoryRouter(
    [
      { path: '/board/ks/finished/:type', loader, Component: Page, HydrateFallback: () => null, shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname },
      { path: '/', Component: Where },
    ],
    { initialEntries: [`/board/ks/finished/${type}${search}`] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment, router, asked };
}

const refetches = (environment: MockEnvironment) => operationsNamed(environment, 'KnowledgeSharingListPaginationQuery');
const location = () => screen.getByRole('status', { name: 'Location' }).textContent ?? '';
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function openPage(options?: Parameters<typeof renderKs>[0]) {
  const rendered = renderKs(options);
  await screen.findByRole('heading', { name: 'Knowledge sharing' });
  return rendered;
}

/** Answers the newest list query with these games. */
function answer(environment: MockEnvironment, games: Game[], hasNextPage = false) {
  const operation = refetches(environment).at(-1)!;
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { Query: () => page(games, hasNextPage) }),
    ),
  );
}

describe('KnowledgeSharingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('KS-04 KS-15 issue 17 asks for the type\'s first screen, three pages of five, with the address\'s term', async () => {
    const { asked } = await openPage({ search: '?term=merge' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({ type: 'CPI', term: 'merge', count: 15 });
    expect(KS_FIRST_COUNT).toBe(3 * KS_PAGE_SIZE);
    expect(KS_PAGE_SIZE).toBe(5);
    expect((screen.getByRole('searchbox', { name: 'Search a game' }) as HTMLInputElement).value).toBe('merge');
  });

  it('KS-03 a viewer without view_knowledge_sharing gets the not-found page', async () => {
    renderKs({ permissions: ['view_studio_interface'] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Knowledge sharing' })).toBeNull();
  });

  it('KS-04 the CPI / CTR toggle goes to the other type, keeping the search', async () => {
    await openPage({ search: '?term=farm' });
    expect(screen.getByRole('button', { name: 'CPI tests' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'CTR tests' }));
    await waitFor(() => expect(location()).toBe('/board/ks/finished/ctr?term=farm'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'CTR tests' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('KS-10 KS-11 the sort options follow the type', async () => {
    await openPage();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort.textContent).toBe('Best CPI');
    fireEvent.click(sort);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Best CPI',
      'Best D1',
      'Best D7',
      'Best playtime',
      'Most recently tested',
      'Most recently shared',
    ]);
    fireEvent.click(sort);
    fireEvent.click(screen.getByRole('button', { name: 'CTR tests' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Best CTR'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(KS_SORTS.ctr.map((option) => option.label));
    expect(KS_SORTS.ctr.map((option) => option.label)).toEqual(['Best CTR', 'Most recently tested', 'Most recently shared']);
  });

  it('KS-10 choosing a sort asks for the first page again, sorted that way', async () => {
    const { environment } = await openPage();
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(screen.getByRole('option', { name: 'Best D1' }));
    await waitFor(() => expect(refetches(environment)).toHaveLength(1));
    expect(refetches(environment)[0]!.request.variables).toMatchObject({ type: 'CPI', sort: 'LAST_D1', order: 'DESC', count: KS_FIRST_COUNT, cursor: null });
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(screen.getByRole('option', { name: 'Best CPI' }));
    await waitFor(() => expect(refetches(environment)).toHaveLength(2));
    expect(refetches(environment)[1]!.request.variables).toMatchObject({ sort: 'LAST_CPI', order: 'ASC' });
  });

  it('KS-05 KS-09 the CPI range is shown in dollars and sent in cents as the sliders\' values', async () => {
    const { environment } = await openPage();
    expect(screen.getByLabelText('CPI range').textContent).toBe('$0.00 - $3.00');
    const minimum = screen.getByRole('slider', { name: 'CPI minimum' }) as HTMLInputElement;
    expect([minimum.min, minimum.max, minimum.step]).toEqual(['0', '300', '1']);
    fireEvent.change(minimum, { target: { value: '50' } });
    fireEvent.change(screen.getByRole('slider', { name: 'CPI maximum' }), { target: { value: '125' } });
    expect(screen.getByLabelText('CPI range').textContent).toBe('$0.50 - $1.25');
    expect(minimum.getAttribute('aria-valuetext')).toBe('$0.50');
    // The sliders' last move counts, once they stop.
    expect(refetches(environment)).toHaveLength(0);
    await wait(LIST_RESET_DELAY_MS + 50);
    expect(refetches(environment)).toHaveLength(1);
    expect(refetches(environment)[0]!.request.variables).toMatchObject({ ranges: [{ range: 'LAST_CPI', min: 50, max: 125 }], cursor: null });
  });

  it('KS-05 the minimum never passes the maximum', async () => {
    await openPage();
    fireEvent.change(screen.getByRole('slider', { name: 'D7 maximum' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('slider', { name: 'D7 minimum' }), { target: { value: '20' } });
    expect(screen.getByLabelText('D7 range').textContent).toBe('10% - 10%');
  });

  it('KS-06 KS-07 KS-08 CPI tests filter on CPI, D1 (0-70%) and D7 (0-30%); CTR tests on CTR (0-15%)', async () => {
    await openPage();
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['CPI', 'D1', 'D7']));
    expect(screen.getByLabelText('D1 range').textContent).toBe('0% - 70%');
    expect(screen.getByLabelText('D7 range').textContent).toBe('0% - 30%');
    expect(screen.queryByLabelText('CTR range')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'CTR tests' }));
    await waitFor(() => expect(screen.getByLabelText('CTR range').textContent).toBe('0% - 15%'));
    expect(screen.queryByLabelText('CPI range')).toBeNull();
    expect((screen.getByRole('slider', { name: 'CTR maximum' }) as HTMLInputElement).max).toBe('15');
  });

  it('KS-13 KS-14 "Favourites only" asks for the viewer\'s favourites at once', async () => {
    const { environment } = await openPage();
    fireEvent.click(screen.getByRole('switch', { name: 'Favourites only' }));
    await waitFor(() => expect(refetches(environment)).toHaveLength(1));
    expect(refetches(environment)[0]!.request.variables).toMatchObject({ pinnedOnly: true, ranges: null, sort: 'LAST_CPI' });
  });

  it('KS-14 the search asks 400 ms after the last keystroke and goes into ?term=', async () => {
    const { environment } = await openPage();
    const search = screen.getByRole('searchbox', { name: 'Search a game' });
    fireEvent.change(search, { target: { value: 'mer' } });
    fireEvent.change(search, { target: { value: 'merge' } });
    await wait(LIST_RESET_DELAY_MS / 2);
    expect(refetches(environment)).toHaveLength(0);
    await wait(LIST_RESET_DELAY_MS);
    expect(refetches(environment)).toHaveLength(1);
    expect(refetches(environment)[0]!.request.variables).toMatchObject({ term: 'merge', type: 'CPI' });
    answer(environment, [game(9, 'Merge Heroes')]);
    expect(await screen.findByRole('group', { name: 'Merge Heroes' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Tiny Farm' })).toBeNull();
    await waitFor(() => expect(location()).toBe('/board/ks/finished/cpi?term=merge'));
  });

  it('KS-12 the empty list says No results match your search criteria', async () => {
    await openPage({ games: [] });
    expect(screen.getByText(KS_EMPTY)).toBeTruthy();
    expect(KS_EMPTY).toBe('No results match your search criteria');
    expect(screen.queryByText('No more games')).toBeNull();
  });

  it('KS-15 the list ends with "No more games" after its games', async () => {
    await openPage();
    expect(screen.getByText('No more games')).toBeTruthy();
    expect(screen.queryByText(KS_EMPTY)).toBeNull();
  });

  it('KS-15 the next five come when the end of the list comes into view', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { environment } = await openPage({ hasNextPage: true });
    expect(screen.queryByText('No more games')).toBeNull();
    // The heading shows at the commit; the sentinel's observer comes with the
    // passive effects after it, which a loaded machine may run a task later.
    await waitFor(() => expect(report).toBeTypeOf('function'));
    act(() => report!([{ isIntersecting: true }]));
    await waitFor(() => expect(refetches(environment)).toHaveLength(1));
    expect(refetches(environment)[0]!.request.variables).toMatchObject({ count: KS_PAGE_SIZE, cursor: 'cursor-8', type: 'CPI' });
    answer(environment, [game(10, 'Word Garden')]);
    expect(await screen.findByRole('group', { name: 'Word Garden' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Merge Kingdom' })).toBeTruthy();
    expect(screen.getByText('No more games')).toBeTruthy();
  });

  it('KS-21 a CPI test\'s card: name, platform, iterations, tags, video, CPI, rounded D1 and D7, playtime, N/A when missing', async () => {
    await openPage({ games: [game(7, 'Merge Kingdom', { videoUrl: '/media/merge.mp4' })] });
    const card = screen.getByRole('group', { name: 'Merge Kingdom' });
    expect(within(card).getByText('Android · 3 iterations')).toBeTruthy();
    expect(within(card).getByText('puzzle')).toBeTruthy();
    expect(within(card).getByText('merge')).toBeTruthy();
    expect(within(card).getByLabelText('CPI').textContent).toBe('CPI$0.45');
    expect(within(card).getByLabelText('D1').textContent).toBe('D135%');
    expect(within(card).getByLabelText('D7').textContent).toBe('D7N/A');
    expect(within(card).getByLabelText('Playtime').textContent).toBe('Playtime10m50s');
    const video = within(card).getByLabelText('Merge Kingdom video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/merge.mp4#t=1');
    expect(video.muted).toBe(true);
    expect(within(card).queryByLabelText('CTR')).toBeNull();
  });

  it('KS-21 a CTR test\'s card shows its CTR in percent, no video without one', async () => {
    await openPage({ type: 'ctr', games: [game(7, 'Merge Kingdom', { ctr: 0.0832 })] });
    const card = screen.getByRole('group', { name: 'Merge Kingdom' });
    expect(within(card).getByLabelText('CTR').textContent).toBe('CTR8.3%');
    expect(within(card).queryByLabelText('CPI')).toBeNull();
    expect(card.querySelector('video')).toBeNull();
  });

  it('KS-21 FMT-09 a long name is cut at 25 characters', async () => {
    await openPage({ games: [game(7, 'The Incredibly Long Named Merge Adventure')] });
    // The link reads cut, and is named by the whole name (its tooltip's label).
    const link = screen.getByRole('link', { name: 'The Incredibly Long Named Merge Adventure' });
    expect(link.textContent).toBe('The Incredibly Long Named...');
  });

  it('KS-16 the card\'s name opens the shared game with ?gameKsId=, keeping the other parameters', async () => {
    await openPage({ search: '?term=merge' });
    fireEvent.click(screen.getByRole('link', { name: 'Merge Kingdom' }));
    await waitFor(() => expect(location()).toBe('/board/ks/finished/cpi?term=merge&gameKsId=7'));
  });

  it('KS-16 GC-19 the card\'s icon opens the shared game too, out of the tab order', async () => {
    await openPage({ search: '?term=merge' });
    const icon = screen.getByRole('link', { name: 'Merge Kingdom icon' });
    expect(icon.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(icon);
    await waitFor(() => expect(location()).toBe('/board/ks/finished/cpi?term=merge&gameKsId=7'));
  });

  it('KS-13 the star pins and unpins', async () => {
    const { environment } = await openPage();
    const card = screen.getByRole('group', { name: 'Merge Kingdom' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to favourites' }));
    const pin = operationsNamed(environment, 'SharedGamePinMutation');
    expect(pin[0]!.request.variables).toEqual({ gameId: 'SharedGame:7', pinned: true });
    // At once, before the answer.
    expect(within(card).getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
    act(() => environment.mock.resolve(pin[0]!, { data: { pinSharedGame: { __typename: 'SharedGame', id: 'SharedGame:7', isPinned: true } } }));
    fireEvent.click(within(card).getByRole('button', { name: 'Remove from favourites' }));
    const unpin = operationsNamed(environment, 'SharedGamePinMutation');
    expect(unpin.at(-1)!.request.variables).toEqual({ gameId: 'SharedGame:7', pinned: false });
    expect(within(card).getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
  });

  it('KS-13 a refused pin turns the star back and says why', async () => {
    const { environment } = await openPage();
    const card = screen.getByRole('group', { name: 'Tiny Farm' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to favourites' }));
    const [pin] = operationsNamed(environment, 'SharedGamePinMutation');
    act(() =>
      environment.mock.resolve(pin!, { data: { pinSharedGame: { __typename: 'ProviderError', message: 'This game is no longer shared' } } }),
    );
    expect(within(card).getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    expect((await screen.findAllByText('This game is no longer shared')).length).toBeGreaterThan(0);
  });
});
