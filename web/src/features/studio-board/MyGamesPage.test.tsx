// My games' empty state (MG-13): a studio that has submitted nothing reads "You haven’t
// submit a game yet!" with the create button; a viewer who may not create tests gets the text only.
import { act, fireEvent, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed, renderInApp } from '../../test/render';
import MyGamesPageQuery, { type MyGamesPageQuery as Query } from './__generated__/MyGamesPageQuery.graphql';
import { gameReadAgain } from '../game-detail/gameReadEvents';
import { MyGamesPage } from './MyGamesPage';

const NO_GAMES = { inProgress: 0, isIterating: 0, pendingApproval: 0, inTesting: 0, finished: 0, archived: 0 };

let lastEnvironment: ReturnType<typeof createMockEnvironment> | undefined;

async function renderEmptyBoard(permissions: string[], createsTests: boolean) {
  const environment = createMockEnvironment();
  lastEnvironment = environment;
  const queryRef = loadQuery<Query>(environment, MyGamesPageQuery, { tab: 'IN_PROGRESS', type: 'CPI', term: null, myGamesOnly: false });
  const [operation] = operationsNamed(environment, 'MyGamesPageQuery');
  environment.mock.resolve(
    operation!,
    MockPayloadGenerator.generate(operation!, {
      Viewer: () => ({ permissions, studios: [{ createsTests }], darkMode: false }),
      Query: () => ({ generalAlert: null, learningPlatformLink: null }),
      MyGamesCounts: () => NO_GAMES,
      MyGamesSort: () => ({ option: 'date' }),
      GameConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    }),
  );
  await act(async () => {
    renderInApp(<MyGamesPage queryRef={queryRef} />, { environment, path: '/board/mygames/in_progress/cpi' });
  });
}

describe('MyGamesPage', () => {
  it('MG-13 a studio without games reads the empty text with the create-game button, which asks the test\'s name', async () => {
    await renderEmptyBoard(['view_studio_interface', 'add_game'], true);
    const list = screen.getByText('You haven’t submit a game yet!').parentElement!;
    fireEvent.click(list.querySelector('button')!);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /name/i })).toBeTruthy();
  });

  it('MG-13 a viewer who may not create tests reads the empty text without the button', async () => {
    await renderEmptyBoard(['view_studio_interface'], true);
    const list = screen.getByText('You haven’t submit a game yet!').parentElement!;
    expect(list.querySelector('button')).toBeNull();
  });

  it('GD-18 a game read again in the panel (an action, an operation that ended) reads the board\'s per-status counts again, alone', async () => {
    await renderEmptyBoard(['view_studio_interface', 'add_game'], true);
    const environment = lastEnvironment!;
    expect(operationsNamed(environment, 'MyGamesPageCountsQuery')).toHaveLength(0);
    act(() => gameReadAgain(12));
    const [asked] = operationsNamed(environment, 'MyGamesPageCountsQuery');
    expect(asked?.request.variables).toEqual({ type: 'CPI', term: null, myGamesOnly: false });
    expect(operationsNamed(environment, 'MyGamesPageQuery')).toHaveLength(0);
    act(() => environment.mock.resolve(asked!, { data: { myGamesCounts: { ...NO_GAMES, inProgress: 1 } } }));
    // The In progress tab's badge reads the new count.
    expect(await screen.findByRole('tab', { name: /In progress\s*1/ })).toBeTruthy();
  });
});

