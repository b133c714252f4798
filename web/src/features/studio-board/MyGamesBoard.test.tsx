// The board's my-games list beyond its tabs: the sort per tab (MG-24, MG-25) and its
// phone sheet (MOB-11), the Finished tab's archived games (MG-10), and a game that
// leaves its tab while the page shows it (MG-27, MG-28).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { BOARD_SORTS } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationsNamed, renderInApp, toastsWith, type MockEnvironment } from '../../test/render';
import { resizeWindow } from '../../test/window';
import type { MyGamesBoardTestQuery } from './__generated__/MyGamesBoardTestQuery.graphql';
import { ArchivedGames } from './ArchivedGames';
import { MyGamesList } from './MyGamesList';
import { MyGamesOnlySwitch } from './MyGamesOnlySwitch';
import { MyGamesSort } from './MyGamesSort';

function Location() {
  const { search } = useLocation();
  return <output aria-label="search">{search}</output>;
}

const resolve = (environment: MockEnvironment, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) =>
  act(() => {
    const operation = operationsNamed(environment, name).at(-1)!;
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });

describe('MyGamesSort', () => {
  const width = window.innerWidth;
  afterEach(() => resizeWindow(width));

  it('MG-24 MG-25 offers the type\'s sorts; a choice applies at once and is kept for the tab', () => {
    resizeWindow(1400);
    const onChange = vi.fn();
    const { environment } = renderInApp(<MyGamesSort tab="FINISHED" type="CPI" current="date" onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(BOARD_SORTS.cpi.map((s) => s.label));
    fireEvent.click(screen.getByRole('option', { name: 'Best CPI' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'cpi', sort: 'lastCpi', order: 'asc' }));
    expect(operationsNamed(environment, 'MyGamesSortMutation')[0]!.request.variables).toEqual({ tab: 'FINISHED', type: 'CPI', option: 'cpi' });
    cleanup();
    renderInApp(<MyGamesSort tab="FINISHED" type="CTR" current="date" onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Most recent', 'Best CPM']);
  });

  it('MG-26 MOB-01 MOB-11 on a phone the sort opens a sheet at ?mobile=sort-my-games; a choice applies and closes it', async () => {
    resizeWindow(390);
    const onChange = vi.fn();
    renderInApp(
      <>
        <MyGamesSort tab="IN_TESTING" type="CPI" current="date" onChange={onChange} />
        <Location />
      </>,
      { path: '/board/mygames/in_testing/cpi' },
    );
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Most recent' }));
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('?mobile=sort-my-games&mobileTitle=Sort+games');
    const sheet = await screen.findByRole('dialog', { name: 'Sort games' });
    fireEvent.click(screen.getByRole('radio', { name: 'Best D1' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'search' }).textContent).toBe(''));
    expect(sheet).toBeTruthy();
  });
});

describe('ArchivedGames', () => {
  it('MG-10 the Finished tab\'s box is closed until opened; then its games with Load more, or No archived games', async () => {
    const { environment } = renderInApp(<ArchivedGames type="CPI" term={null} count={0} />);
    expect(operationsNamed(environment, 'ArchivedGamesQuery')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Archived Games/ }));
    resolve(environment, 'ArchivedGamesQuery', { GameConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }) });
    expect(await screen.findByText('No archived games')).toBeTruthy();
    cleanup();

    const second = renderInApp(<ArchivedGames type="CPI" term={null} count={7} />);
    fireEvent.click(screen.getByRole('button', { name: /Archived Games/ }));
    resolve(second.environment, 'ArchivedGamesQuery', {
      GameConnection: () => ({ pageInfo: { hasNextPage: true, endCursor: 'c5' } }),
      Game: () => ({ status: 'ARCHIVED', name: 'Old game', adNetworks: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(operationsNamed(second.environment, 'ArchivedGamesPaginationQuery')[0]!.request.variables).toMatchObject({ count: 5, cursor: 'c5', type: 'CPI' });
  });

  it('OPS-13 a game moved to archived while the box is open (its count changes) reads the archived games again', async () => {
    function Board() {
      const [count, setCount] = useState(1);
      return (
        <>
          <button onClick={() => setCount(count + 1)}>A game moved</button>
          <ArchivedGames type="CPI" term={null} count={count} />
        </>
      );
    }
    const { environment } = renderInApp(<Board />);
    fireEvent.click(screen.getByRole('button', { name: /Archived Games/ }));
    resolve(environment, 'ArchivedGamesQuery', { GameConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }) });
    expect(await screen.findByText('No archived games')).toBeTruthy();
    expect(operationsNamed(environment, 'ArchivedGamesQuery')).toHaveLength(0);
    // The board read its counts again after a move: one more archived game.
    fireEvent.click(screen.getByRole('button', { name: 'A game moved' }));
    await waitFor(() => expect(operationsNamed(environment, 'ArchivedGamesQuery')).toHaveLength(1));
    resolve(environment, 'ArchivedGamesQuery', {
      GameConnection: () => ({ pageInfo: { hasNextPage: false } }),
      Game: () => ({ status: 'ARCHIVED', name: 'Just archived', adNetworks: [] }),
    });
    expect(await screen.findByText('Just archived')).toBeTruthy();
  });
});

const listQuery = graphql`
  query MyGamesBoardTestQuery @relay_test_operation {
    ...MyGamesList_query @arguments(tab: IN_TESTING, type: CPI)
  }
`;

function ListHarness({ onMoved }: { onMoved: () => void }) {
  const data = useLazyLoadQuery<MyGamesBoardTestQuery>(listQuery, {});
  return <MyGamesList query={data} tab="in_testing" sort={null} emptyText="None" onMoved={onMoved} />;
}

describe('MyGamesList', () => {
  it('MG-27 MG-28 a game that finishes while the In testing tab shows it says "X moved to Finished" and the page reads its tabs again', async () => {
    const onMoved = vi.fn();
    const environment = renderInApp(<ListHarness onMoved={onMoved} />).environment;
    resolve(environment, 'MyGamesBoardTestQuery', {
      GameConnection: () => ({ edges: [{ node: { id: 'g1', name: 'Rope Hero', status: 'IN_TESTING', isIterating: false, adNetworks: [] } }] }),
    });
    expect(onMoved).not.toHaveBeenCalled();
    act(() => {
      environment.commitUpdate((store) => store.get('g1')!.setValue('FINISHED', 'status'));
    });
    await waitFor(() => expect(toastsWith('Rope Hero moved to Finished')).toHaveLength(1));
    expect(onMoved).toHaveBeenCalledTimes(1);
  });
});

describe('MyGamesOnlySwitch', () => {
  it('MG-09 PERM-19 "My games only" is for holders of filter_team_status, and kept in the address', () => {
    renderInApp(<MyGamesOnlySwitch />, { path: '/board/mygames/finished/cpi' });
    expect(screen.queryByRole('switch', { name: 'My games only' })).toBeNull();
    cleanup();
    renderInApp(
      <>
        <MyGamesOnlySwitch />
        <Location />
      </>,
      { path: '/board/mygames/finished/cpi', permissions: ['filter_team_status'] },
    );
    fireEvent.click(screen.getByRole('switch', { name: 'My games only' }));
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('?myGamesOnly=true');
    fireEvent.click(screen.getByRole('switch', { name: 'My games only' }));
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('');
  });
});
