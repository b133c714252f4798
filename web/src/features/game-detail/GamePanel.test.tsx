import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commitLocalUpdate } from 'relay-runtime';
import { useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { gamePanelResolvers, PANEL_GAME_ID } from '../../test/gamePanelMock';
import { operationsNamed, renderInApp, toastsWith } from '../../test/render';
import { badgeClasses, statusBadgeClass } from '../../test/statusBadge';
import { GamePanelHost } from './GamePanel';
import { gameNews } from './gameReadEvents';

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.search}</output>;
}

function renderPanel({ game = {}, path = '/home?view=3&game=12', permissions = [] }: { game?: Record<string, unknown> | null; path?: string; permissions?: string[] } = {}) {
  const environment = createMockEnvironment();
  const asked: Record<string, unknown>[] = [];
  environment.mock.queueOperationResolver((operation) => {
    asked.push(operation.request.variables);
    return MockPayloadGenerator.generate(operation, gamePanelResolvers(game));
  });
  const rendered = renderInApp(
    <>
      <GamePanelHost />
      <Location />
    </>,
    { environment, path, permissions },
  );
  return { ...rendered, asked };
}

const summary = () => screen.getByRole('region', { name: 'Game summary' });

describe('GamePanel', () => {
  it('GD-01 asks for the game by the number of the address', () => {
    const { asked } = renderPanel();
    expect(asked[0]).toEqual({ gameId: 12, operationId: '', watchOperation: false });
    expect(within(summary()).getByRole('heading', { name: 'Merge Kingdom' })).toBeTruthy();
  });

  it('GD-05 issue 15 000 §2 the page under the open panel does not scroll; closing it gives the scroll back', async () => {
    renderPanel();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(document.documentElement.style.overflow).toBe(''));
  });

  it('GD-01 says so when the game cannot be seen', () => {
    renderPanel({ game: null });
    expect(screen.getByText('This game does not exist or you may not see it.')).toBeTruthy();
  });

  it('GD-01 asks nothing for a number no game can have', () => {
    const { asked } = renderPanel({ path: '/home?game=0' });
    expect(asked).toHaveLength(0);
    expect(screen.getByText('This game does not exist or you may not see it.')).toBeTruthy();
  });

  it('SD-16 a studio member reads the studio\'s name: no link to the staff-only studio page', () => {
    renderPanel({ permissions: ['view_studio_interface'] });
    expect(within(summary()).getByText('Studio One')).toBeTruthy();
    expect(within(summary()).queryByRole('link', { name: 'Studio One' })).toBeNull();
  });

  it('GD-11 GD-12 GD-14 SD-16 shows the top block: studio (a link to its page) and its activity, status, recommendation, platform and score', () => {
    renderPanel({
      permissions: ['view_pm_interface'],
      game: {
        iterations: [
          {
            id: 'iteration-1',
            number: 1,
            start: '2026-10-01T00:00:00.000Z',
            end: null,
            schedulingDetails: null,
            networks: [],
            kpis: { score: 3 },
            videos: [{ rank: 1, best: true, video: { videoId: 5, url: '/media/hero.mp4', fileName: 'hero.mp4', adultContent: false } }],
          },
        ],
      },
    });
    const top = summary();
    expect(within(top).getByRole('link', { name: 'Studio One' }).getAttribute('href')).toBe('/studio/3');
    expect(within(top).getByRole('img', { name: 'Active studio' })).toBeTruthy();
    expect(within(top).getByText('In testing')).toBeTruthy();
    expect(within(top).getByText('Iterating')).toBeTruthy();
    expect(within(top).getByText('High potential')).toBeTruthy();
    expect(within(top).getByText('iOS')).toBeTruthy();
    expect(within(top).getByLabelText('Score 3').textContent).toBe('3/5');
    expect(within(top).getByRole('button', { name: 'Video' })).toBeTruthy();
  });

  it('GD-11 IT-13 GC-12 the header and the newest iteration wear the status in its one colour', () => {
    const pendingTesting = statusBadgeClass('pending_testing');
    renderPanel({
      game: {
        status: 'PENDING_TESTING',
        isIterating: false,
        iterations: [{ id: 'iteration-1', number: 1, start: '2026-10-01T00:00:00.000Z', end: null, schedulingDetails: null, networks: [], kpis: { score: null }, videos: [] }],
      },
    });
    // The header's badge, then the iteration's.
    expect(badgeClasses('Pending testing')).toEqual([pendingTesting, pendingTesting]);
    expect(pendingTesting).not.toBe(statusBadgeClass('in_testing'));
  });

  it('GD-14 shows - without a score, and no video button without an accepted video', () => {
    renderPanel();
    expect(within(summary()).getByLabelText('Score unknown').textContent).toBe('-');
    expect(within(summary()).queryByRole('button', { name: 'Video' })).toBeNull();
  });

  it('GD-10 says operations are under way while the game is disabled', () => {
    renderPanel({ game: { disabled: true } });
    expect(screen.getByText('There are ongoing operations')).toBeTruthy();
  });

  it('GD-13 names the publishing managers, -- for none, without change_publishing_manager', () => {
    renderPanel();
    const managers = screen.getByRole('region', { name: 'Publishing managers' });
    expect(within(managers).queryByRole('combobox')).toBeNull();
    expect(within(managers).getByText('Paula Marchetti')).toBeTruthy();
    expect(within(managers).getByText('--')).toBeTruthy();
  });

  it('GD-13 GD-16 changes a publishing manager with change_publishing_manager', () => {
    const { environment } = renderPanel({ permissions: ['change_publishing_manager'] });
    fireEvent.click(screen.getByRole('combobox', { name: 'Secondary publishing manager' }));
    fireEvent.click(screen.getByRole('option', { name: 'Piotr Nowak' }));
    expect(operationsNamed(environment, 'PublishingManagersMutation')[0]?.request.variables).toEqual({ gameId: PANEL_GAME_ID, secondary: true, userId: 3 });
  });

  it('GD-14 PROJ-02 links the game\'s project with its number of games, and lists its categories', () => {
    renderPanel({ game: { project: { projectId: 7, name: 'Merge saga', projectGameCount: 3 }, genres: [{ genreId: 4, category: 'Gameplay', label: 'Idle' }] } });
    const project = screen.getByRole('region', { name: 'Project' });
    expect(within(project).getByRole('link', { name: 'Merge saga' }).getAttribute('href')).toBe('/board/project/7');
    expect(within(project).getByText('3 games')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Categories' })).getByText('Idle').getAttribute('title')).toBe('Gameplay');
  });

  it('GD-06 closing the panel removes ?game= and keeps the page\'s other parameters', () => {
    renderPanel();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getByLabelText('Location').textContent).toBe('?view=3');
  });

  it('GD-19 GD-21 a dialog closed with Esc gives the focus back to what opened it; the next Esc closes the panel', async () => {
    renderPanel();
    const more = screen.getByRole('button', { name: 'More actions' });
    act(() => more.focus());
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Game IDs' }));
    const ids = await screen.findByRole('dialog', { name: 'Game IDs' });
    await waitFor(() => expect(ids.contains(document.activeElement)).toBe(true));
    // The dialog first: the panel stays.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Game IDs' })).toBeNull());
    expect(screen.getByLabelText('Location').textContent).toBe('?view=3&game=12');
    await waitFor(() => expect(document.activeElement).toBe(more));
    // Then the panel, from where the focus came back.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.getByLabelText('Location').textContent).toBe('?view=3'));
  });

  it('GD-21 ACT-11 the focus goes back to the panel itself when the opener can no longer take it', async () => {
    renderPanel({ game: { actions: [{ action: 'KILL_GAME', label: 'Kill game', primary: true, available: true, confirm: { title: 'Kill the game?', body: 'Its campaign stops.' } }] } });
    const kill = screen.getByRole('button', { name: 'Kill game' });
    act(() => kill.focus());
    fireEvent.click(kill);
    const confirm = await screen.findByRole('dialog', { name: 'Kill the game?' });
    await waitFor(() => expect(confirm.contains(document.activeElement)).toBe(true));
    // The action runs: its button is disabled until the mutation answers.
    // By text: tabster hides the layers under the one it activates last, a tick late.
    fireEvent.click(within(confirm).getByText('Confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kill the game?' })).toBeNull());
    expect((screen.getByRole('button', { name: 'Kill game', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Game', hidden: true })));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.getByLabelText('Location').textContent).toBe('?view=3'));
  });

  it('GD-21 TAG-02 a dialog whose loading content held the focus keeps it: the panel behind does not take it back', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      // The dialog's fields wait: the test answers them.
      operation.request.node.params.name === 'ActionFieldsDialogQuery'
        ? null
        : MockPayloadGenerator.generate(operation, gamePanelResolvers({ actions: [{ action: 'SET_GAME_GENRES', label: 'Set game genre', primary: true, available: true, confirm: null }] })),
    );
    renderInApp(<GamePanelHost />, { environment, path: '/home?game=12' });
    const opener = screen.getByRole('button', { name: 'Set game genre' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Set game genre' });
    // As in a browser, the dialog's first control while its fields load: Cancel.
    const cancel = within(dialog).getByText('Cancel');
    act(() => cancel.focus());
    const [fields] = operationsNamed(environment, 'ActionFieldsDialogQuery');
    // The form replaces the loading content, and the focused Cancel with it.
    act(() =>
      environment.mock.resolve(fields!, {
        data: {
          gameActionFields: {
            __typename: 'GameActionFieldsSuccess',
            data: [{ param: 'genres', type: 'integer[]', required: true, value: '[2]', options: [{ value: '2', label: 'Idle', group: 'Gameplay' }] }],
          },
        },
      }),
    );
    await waitFor(() => expect(cancel.isConnected).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('OPS-06 GD-15 reads the game again when its operations move', () => {
    const { environment, asked } = renderPanel();
    const [subscription] = operationsNamed(environment, 'GamePanelOperationsSubscription');
    expect(subscription?.request.variables).toEqual({ gameIds: [PANEL_GAME_ID] });
    // The first answer came from the queued resolver; what is pending now is the panel asking again.
    expect(operationsNamed(environment, 'GamePanelQuery')).toHaveLength(0);
    act(() => environment.mock.nextValue(subscription!, { data: { gameOperations: { operationId: 'op-1', status: 'RUNNING' } } }));
    expect(operationsNamed(environment, 'GamePanelQuery').map((operation) => operation.request.variables)).toEqual([
      { gameId: 12, operationId: '', watchOperation: false },
    ]);
    expect(asked).toHaveLength(1);
  });

  it('issue 42 ACT-19 a notification about the open game, come in live, reads the game again; one about another game does not', () => {
    const { environment } = renderPanel();
    expect(operationsNamed(environment, 'GamePanelQuery')).toHaveLength(0);
    act(() => gameNews(99));
    expect(operationsNamed(environment, 'GamePanelQuery')).toHaveLength(0);
    act(() => gameNews(12));
    expect(operationsNamed(environment, 'GamePanelQuery').map((operation) => operation.request.variables)).toEqual([
      { gameId: 12, operationId: '', watchOperation: false },
    ]);
  });

  it('OPS-12 says where the game went when its status changes tab', () => {
    const { environment } = renderPanel();
    act(() => commitLocalUpdate(environment, (store) => store.get(PANEL_GAME_ID)?.setValue('FINISHED', 'status')));
    expect(toastsWith('Merge Kingdom moved to Finished')).toHaveLength(1);
  });
});
