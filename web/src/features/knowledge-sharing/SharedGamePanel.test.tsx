import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed, renderInApp } from '../../test/render';
import { GamePanelHost } from '../game-detail/GamePanel';

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.search}</output>;
}

const kpis = (fields: Record<string, unknown> = {}) => ({
  cpi: 0.42,
  ctr: 0.0321,
  d1: 0.4,
  d7: 0.12,
  d14: null,
  d28: 0.05,
  playtimeHumanReadable: '9m12s',
  ...fields,
});

const video = (id: string, fileName: string, fields: Record<string, unknown> = {}) => ({
  id,
  url: `/media/${fileName}`,
  fileName,
  adultContent: false,
  best: false,
  impressions: 1000,
  clicks: 40,
  installs: 12,
  cpi: 0.5,
  ctr: 0.04,
  ...fields,
});

const iteration = (number: number, networks: ('FACEBOOK' | 'SNAPCHAT')[]) => {
  const perNetwork = networks.map((network) => ({
    network,
    restricted: false,
    kpis: kpis({ cpi: network === 'FACEBOOK' ? 0.3 : 0.6 }),
    videos: [video(`video-${number}-${network}`, `${network.toLowerCase()}-${number}.mp4`, { best: true })],
  }));
  return {
    id: `iteration-${number}`,
    number,
    start: `2025-0${number}-01T00:00:00.000Z`,
    end: `2025-0${number}-08T00:00:00.000Z`,
    kpis: kpis(),
    networks: perNetwork,
    videos: perNetwork.flatMap((network) => network.videos),
  };
};

function renderShared({
  game = {},
  path = '/board/ks/finished/cpi?term=merge&gameKsId=7',
}: { game?: Record<string, unknown> | null; path?: string } = {}) {
  const environment = createMockEnvironment();
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  environment.mock.queueOperationResolver((operation) => {
    asked.push({ name: operation.request.node.params.name, variables: operation.request.variables });
    return MockPayloadGenerator.generate(operation, {
      Query: () => ({ sharedGame: game === null ? null : undefined }),
      SharedGame: () => ({
        id: 'SharedGame:7',
        gameId: 7,
        name: 'Merge Kingdom',
        iconUrl: '/media/merge-icon.png',
        platform: 'IOS',
        iterationCount: 2,
        tags: ['puzzle', 'casual'],
        isPinned: false,
        networks: ['FACEBOOK', 'SNAPCHAT'],
        iterations: [iteration(1, ['FACEBOOK']), iteration(2, ['FACEBOOK', 'SNAPCHAT'])],
        ...game,
      }),
    });
  });
  const rendered = renderInApp(
    <>
      <GamePanelHost />
      <Location />
    </>,
    { environment, path },
  );
  return { ...rendered, asked };
}

const header = () => screen.findByRole('region', { name: 'Shared game' });
/** A tab's label (Fluent repeats it, hidden, to reserve the width of its bold form). */
const tabName = (tab: HTMLElement) => tab.querySelector('.fui-Tab__content')?.textContent;
const networkTabs = () => within(screen.getByRole('tablist', { name: 'Ad network' })).getAllByRole('tab').map(tabName);
const iterationBlocks = () => screen.getAllByRole('region', { name: /^Iteration \d+$/ });

describe('SharedGamePanel', () => {
  it('KS-16 ?gameKsId= asks for the shared game by its number, never for a game of the viewer\'s own', async () => {
    const { asked } = renderShared();
    await header();
    expect(asked).toEqual([{ name: 'SharedGamePanelQuery', variables: { gameId: 7 } }]);
  });

  it('KS-16 a game that is not shared with the viewer says Game not found', async () => {
    renderShared({ game: null });
    expect(await screen.findByText('Game not found')).toBeTruthy();
  });

  it('KS-16 a number no game can have is not asked for', async () => {
    const { asked } = renderShared({ path: '/board/ks/finished/cpi?gameKsId=abc' });
    expect(await screen.findByText('Game not found')).toBeTruthy();
    expect(asked).toHaveLength(0);
  });

  it('KS-17 the header: icon, name, platform, iteration count, the favourite button and the tags', async () => {
    const { environment } = renderShared();
    const top = await header();
    expect(within(top).getByRole('heading', { name: 'Merge Kingdom' })).toBeTruthy();
    expect(top.querySelector('img')?.getAttribute('src')).toBe('/media/merge-icon.png');
    expect(within(top).getByText('iOS · 2 iterations')).toBeTruthy();
    expect(within(top).getByText('puzzle')).toBeTruthy();
    expect(within(top).getByText('casual')).toBeTruthy();
    fireEvent.click(within(top).getByRole('button', { name: 'Add to favourites' }));
    expect(operationsNamed(environment, 'SharedGamePinMutation')[0]?.request.variables).toEqual({ gameId: 'SharedGame:7', pinned: true });
    expect(within(top).getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
  });

  it('KS-18 Global comes first when the game ran on two networks', async () => {
    renderShared({ game: { networks: ['SNAPCHAT', 'FACEBOOK'] } });
    await header();
    expect(networkTabs()).toEqual(['Global', 'Facebook', 'Snapchat']);
    expect(screen.getByRole('tab', { name: 'Global' }).getAttribute('aria-selected')).toBe('true');
  });

  it('KS-18 a game of one network shows that network alone', async () => {
    renderShared({ game: { networks: ['SNAPCHAT'], iterations: [iteration(1, ['SNAPCHAT'])] } });
    await header();
    expect(networkTabs()).toEqual(['Snapchat']);
    expect(within(iterationBlocks()[0]!).getByRole('group', { name: 'snapchat-1.mp4' })).toBeTruthy();
  });

  it('KS-19 iterations newest first with a Videos / Graphs switch', async () => {
    renderShared();
    await header();
    const blocks = iterationBlocks();
    expect(blocks.map((block) => block.getAttribute('aria-label'))).toEqual(['Iteration 2', 'Iteration 1']);
    expect(within(blocks[0]!).getByText('From 01-02-2025 to 08-02-2025')).toBeTruthy();
    const newest = blocks[0]!;
    expect(within(newest).getAllByRole('tab').map(tabName)).toEqual(['Videos', 'Graphs']);
    // Videos first: Global lists every network's.
    expect(within(newest).getByRole('group', { name: 'facebook-2.mp4' })).toBeTruthy();
    expect(within(newest).getByRole('group', { name: 'snapchat-2.mp4' })).toBeTruthy();
    fireEvent.click(within(newest).getByRole('tab', { name: 'Graphs' }));
    expect(within(newest).queryByRole('group', { name: 'facebook-2.mp4' })).toBeNull();
    expect(within(newest).getByLabelText('CPI').textContent).toBe('CPI$0.42');
    expect(within(newest).getByLabelText('CTR').textContent).toBe('CTR3.21%');
    expect(within(newest).getByLabelText('D1').textContent).toBe('D140%');
    expect(within(newest).getByLabelText('D7').textContent).toBe('D712%');
    expect(within(newest).getByLabelText('Playtime').textContent).toBe('Playtime9m12s');
    // The other iteration keeps its own switch.
    expect(within(blocks[1]!).getByRole('group', { name: 'facebook-1.mp4' })).toBeTruthy();
  });

  it('KS-18 KS-19 a network shows its own videos and KPIs; an iteration without it says so', async () => {
    renderShared();
    await header();
    fireEvent.click(screen.getByRole('tab', { name: 'Snapchat' }));
    const [newest, oldest] = iterationBlocks();
    expect(within(newest!).getByRole('group', { name: 'snapchat-2.mp4' })).toBeTruthy();
    expect(within(newest!).queryByRole('group', { name: 'facebook-2.mp4' })).toBeNull();
    expect(within(newest!).getByText('Snapchat swipe-up')).toBeTruthy();
    expect(within(oldest!).getByText('Iteration 1 did not run on Snapchat.')).toBeTruthy();
    fireEvent.click(within(newest!).getByRole('tab', { name: 'Graphs' }));
    expect(within(newest!).getByLabelText('CPI').textContent).toBe('CPI$0.60');
  });

  it('KS-19 a video card: file name, impressions, clicks, installs, CPI, CTR, Best, and Adult content over a refused clip', async () => {
    renderShared({
      game: {
        networks: ['FACEBOOK'],
        iterations: [
          {
            ...iteration(1, ['FACEBOOK']),
            videos: [video('v1', 'hero.mp4', { best: true, impressions: 5400, clicks: 210, installs: 64, cpi: 0.275, ctr: 0.0389 }), video('v2', 'bikini.mp4', { adultContent: true })],
          },
        ],
      },
    });
    await header();
    const hero = screen.getByRole('group', { name: 'hero.mp4' });
    const facts = [...hero.querySelectorAll('dt, dd')].map((cell) => cell.textContent);
    // IT-22: one network's clicks are named after it.
    expect(facts).toEqual(['Impressions', '5400', 'Facebook click', '210', 'Installs', '64', 'CPI', '$0.28', 'CTR', '3.89%']);
    expect(within(hero).getByText('Best')).toBeTruthy();
    expect(hero.querySelector('video')?.getAttribute('src')).toBe('/media/hero.mp4#t=1');
    const refused = screen.getByRole('group', { name: 'bikini.mp4' });
    expect(within(refused).getByText('Adult content')).toBeTruthy();
    expect(within(refused).queryByText('Best')).toBeNull();
    expect(within(hero).queryByText('Adult content')).toBeNull();
  });

  it('KS-20 CH-07 Graphs draw the retention curve once its code has loaded', async () => {
    renderShared();
    await header();
    const newest = iterationBlocks()[0]!;
    fireEvent.click(within(newest).getByRole('tab', { name: 'Graphs' }));
    expect(await within(newest).findByRole('figure', { name: 'Iteration 2 retention' }, { timeout: 5000 })).toBeTruthy();
  });

  it('KS-16 closing the panel takes gameKsId off the address and keeps the rest', async () => {
    renderShared();
    await header();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('?term=merge'));
    await act(async () => {});
  });
});
