import { act, screen } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { gamePanelResolvers } from '../../test/gamePanelMock';
import { operationsNamed, renderInApp, type MockEnvironment } from '../../test/render';

// The app's environment is the test's: what the loader starts, the panel reads.
vi.mock('../../relay/environment', async () => ({ environment: (await import('relay-test-utils')).createMockEnvironment() }));

const answer = (environment: MockEnvironment) => {
  const [read] = operationsNamed(environment, 'GamePanelQuery');
  expect(read).toBeDefined();
  act(() => environment.mock.resolve(read!, MockPayloadGenerator.generate(read!, gamePanelResolvers())));
};

describe('issue 17 the game panel an address opens', () => {
  it('GD-01 reads the query its page started beside the page\'s own: one request for the panel, and none again while it shows the game', async () => {
    const { environment } = (await import('../../relay/environment')) as unknown as { environment: MockEnvironment };
    const { preloadGamePanel, preloadedFor } = await import('./panelPreload');
    const { GamePanelHost } = await import('./GamePanel');

    // The loader of /home?gameid=12 starts the panel's query before the page renders.
    preloadGamePanel(12);
    expect(operationsNamed(environment, 'GamePanelQuery').map((operation) => operation.request.variables)).toEqual([
      { gameId: 12, operationId: '', watchOperation: false },
    ]);
    // The panel opens while that request is under way: it joins it rather than asking again.
    renderInApp(<GamePanelHost />, { environment, path: '/home?gameid=12' });
    expect(operationsNamed(environment, 'GamePanelQuery')).toHaveLength(1);
    answer(environment);
    expect(await screen.findByRole('heading', { name: 'Merge Kingdom' })).toBeTruthy();
    expect(operationsNamed(environment, 'GamePanelQuery')).toHaveLength(0);

    // The page's query asked again under the open panel starts nothing for it.
    preloadGamePanel(12);
    expect(operationsNamed(environment, 'GamePanelQuery')).toHaveLength(0);
    // The started query was read once: a panel opened later on the game asks again.
    expect(preloadedFor(12)).toBe(false);
  });

  it('GD-01 reads the answer of the query its page started when the answer came before the panel\'s code: no second request', async () => {
    const { environment } = (await import('../../relay/environment')) as unknown as { environment: MockEnvironment };
    const { preloadGamePanel } = await import('./panelPreload');
    const { GamePanelHost } = await import('./GamePanel');
    preloadGamePanel(12);
    answer(environment);
    renderInApp(<GamePanelHost />, { environment, path: '/home?gameid=12' });
    expect(await screen.findByRole('heading', { name: 'Merge Kingdom' })).toBeTruthy();
    expect(operationsNamed(environment, 'GamePanelQuery')).toHaveLength(0);
  });

  it('GD-01 a query started for one game is not read by a panel on another, and is read by one panel only', async () => {
    const { environment } = (await import('../../relay/environment')) as unknown as { environment: MockEnvironment };
    const { preloadGamePanel, preloadedFor, showGame } = await import('./panelPreload');
    preloadGamePanel(40);
    expect(operationsNamed(environment, 'GamePanelQuery').at(-1)?.request.variables).toMatchObject({ gameId: 40 });
    expect(preloadedFor(41)).toBe(false);
    // Read during the panel's renders, however many, until the panel is on screen.
    expect(preloadedFor(40)).toBe(true);
    expect(preloadedFor(40)).toBe(true);
    const hidden = showGame(40);
    expect(preloadedFor(40)).toBe(false);
    hidden();
    expect(preloadedFor(40)).toBe(false);
  });
});
