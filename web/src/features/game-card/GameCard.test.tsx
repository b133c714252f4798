import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { badgeClasses, statusBadgeClass } from '../../test/statusBadge';
import type { GameCardTestQuery } from './__generated__/GameCardTestQuery.graphql';
import { ViewerPermissions } from '../app-shell/viewer-permissions';
import { GameCard } from './GameCard';
import { VIDEO_POPOVER_HEIGHT_VH } from './GameCardLinks';
import { operationsNamed } from '../../test/render';

const query = graphql`
  query GameCardTestQuery @relay_test_operation {
    node(id: "game") {
      ...GameCard_game @alias(as: "game")
    }
  }
`;

function Harness({ variant, best, onProject }: { variant: 'publishing' | 'board'; best: boolean; onProject?: ((id: number) => void) | undefined }) {
  const data = useLazyLoadQuery<GameCardTestQuery>(query, {});
  return data.node?.game ? <GameCard game={data.node.game} variant={variant} best={best} onProject={onProject} /> : null;
}

function renderCard(
  game: Record<string, unknown>,
  variant: 'publishing' | 'board' = 'publishing',
  options: { permissions?: string[]; best?: boolean; onProject?: (id: number) => void } = {},
) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Game: () => ({
        id: 'game',
        gameId: 12,
        disabled: false,
        name: 'Merge Kingdom',
        iconUrl: '/media/abc',
        platform: 'IOS',
        status: 'IN_TESTING',
        isCtr: false,
        isIterating: false,
        isPublishedInStore: false,
        nbIterations: 2,
        lastIterationDate: '2026-11-10T00:00:00.000Z',
        adNetworks: ['Facebook', 'Snapchat'],
        substatus: null,
        studio: { studioId: 3, name: 'Studio One', activityState: 'ACTIVE', hubspotUrl: null },
        last: { cpi: 0.234, d1: 0.3512, cpnu: 0.25, d3Roas: 0.12 },
        best: { cpi: 0.2, d1: 0.4, cpnu: 0.21, d3Roas: 0.15 },
        recommendation: 'high potential',
        isManagedByProvider: true,
        storeUrl: 'https://play.google.com/store/apps/details?id=com.one.merge',
        video: null,
        gameAnalyticsUrl: null,
        facebookUrl: null,
        snapchatUrl: null,
        prototypeRecommendation: { adNetworks: [] },
        scoreDetails: null,
        projectId: 7,
        projectGameCount: 1,
        pm: { name: 'Paula Marchetti' },
        ...game,
      }),
    }),
  );
  const rendered = render(
    <MemoryRouter initialEntries={['/home?view=3']}>
      <RelayEnvironmentProvider environment={environment}>
        <FluentProvider theme={webLightTheme}>
          <ViewerPermissions permissions={options.permissions ?? []}>
            <Harness variant={variant} best={options.best ?? false} onProject={options.onProject} />
          </ViewerPermissions>
        </FluentProvider>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  return { ...rendered, environment };
}

describe('GameCard', () => {
  it('GC-02 MG-19 cuts names longer than 25 characters with "..."', () => {
    renderCard({ name: 'The Incredibly Long Puzzle Adventure' });
    expect(screen.getByText('The Incredibly Long Puzzl...')).toBeTruthy();
  });

  it('FMT-09 GC-02 the cut name keeps the whole one: as the link\'s name, and in a tooltip on hover', async () => {
    renderCard({ name: 'The Incredibly Long Puzzle Adventure' });
    const link = screen.getByText('The Incredibly Long Puzzl...').closest('a')!;
    // The Tooltip's label reaches the anchor (it was dropped before: no tooltip showed).
    expect(link.getAttribute('aria-label') ?? link.getAttribute('aria-labelledby')).toBeTruthy();
    fireEvent.pointerEnter(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe('The Incredibly Long Puzzle Adventure');
  });

  it('GC-12 FMT-08 shows the status with its first letter capitalised, spaces for underscores and SDK as written', () => {
    renderCard({ status: 'PENDING_SDK_INTEGRATION', last: { cpi: null, d1: null } });
    expect(screen.getByText('Pending SDK integration')).toBeTruthy();
  });

  it('GC-12 MG-06 a status wears its one colour on the board\'s card and the games list\'s alike', () => {
    const pendingTesting = statusBadgeClass('pending_testing');
    renderCard({ status: 'PENDING_TESTING' }, 'board');
    expect(badgeClasses('Pending testing')).toEqual([pendingTesting]);
    cleanup();
    renderCard({ status: 'PENDING_TESTING' }, 'publishing');
    expect(badgeClasses('Pending testing')).toEqual([pendingTesting]);
  });

  it('GC-03 GC-06 GC-14 shows the studio, the platform and the networks pipe-separated', () => {
    renderCard({});
    expect(screen.getByText('Studio One')).toBeTruthy();
    expect(screen.getByText('iOS')).toBeTruthy();
    expect(screen.getByText('Facebook | Snapchat')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Active studio' })).toBeTruthy();
  });

  it('GC-26 GL-32 shows the last CPI in dollars with 2 decimals and D1 with 1 decimal in lists', () => {
    renderCard({});
    expect(screen.getByText('$0.23')).toBeTruthy();
    expect(screen.getByText('35.1%')).toBeTruthy();
  });

  it('GC-27 leaves the KPIs out of a game never measured, and shows - for one missing', () => {
    const { unmount } = renderCard({ last: { cpi: null, d1: null, cpnu: null, d3Roas: null, ctr: null } });
    expect(screen.queryByText('D1')).toBeNull();
    expect(screen.queryByText(/^\$/)).toBeNull();
    unmount();
    renderCard({ last: { cpi: 0.5, d1: null, cpnu: null, d3Roas: null, ctr: null } });
    expect(screen.getAllByText('-').length).toBeGreaterThan(0);
  });

  it('GC-19 issue 15 a board card\'s name opens the game\'s panel, as on the publishing side', () => {
    renderCard({}, 'board');
    const name = screen.getByRole('link', { name: 'Merge Kingdom' });
    expect(name.getAttribute('href')).toContain('game=');
  });

  it('MG-20 rounds D1 and says N/A for what is missing on the board', () => {
    renderCard({ last: { cpi: null, d1: 0.356 } }, 'board');
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('36%')).toBeTruthy();
  });

  it('ROUTE-30 the side sets the card: PM, iterations, scores, links and exact KPIs on the publishing side; rounded KPIs and N/A on the board', () => {
    // The publishing side's lists (games list, a studio's page) show variant "publishing", the board's lists "board".
    const game = { prototypeRecommendation: { adNetworks: [{ adNetwork: 'FACEBOOK', score: 3 }] }, last: { cpi: null, d1: 0.3512 } };
    const { unmount } = renderCard(game, 'publishing');
    expect(screen.getByText('PM: Paula Marchetti')).toBeTruthy();
    expect(screen.getByText('2 iterations, last on 10-11-2026')).toBeTruthy();
    expect(screen.getByText('Score: Facebook 3/5')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Store/ })).toBeTruthy();
    expect(screen.getByText('35.1%')).toBeTruthy();
    expect(screen.getAllByText('-').length).toBeGreaterThan(0);
    expect(screen.queryByText('N/A')).toBeNull();
    unmount();
    renderCard(game, 'board');
    expect(screen.queryByText(/^PM:/)).toBeNull();
    expect(screen.queryByText(/iterations?, last on/)).toBeNull();
    expect(screen.queryByText(/^Score:/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Store/ })).toBeNull();
    expect(screen.getByText('35%')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it('MG-14 shows an in-progress board card\'s step gauge instead of KPIs', () => {
    renderCard({ status: 'PENDING_SDK_INTEGRATION', substatus: '{"done":"appstore_submission","current":"link_store"}', last: { cpi: null, d1: null } }, 'board');
    expect(screen.getByText('Step 3/9')).toBeTruthy();
    expect(screen.getByText('Next: Link to store')).toBeTruthy();
  });

  it('GL-31 shows the best KPIs over iterations when the list asks for them', () => {
    renderCard({}, 'publishing', { best: true });
    expect(screen.getByText('$0.20')).toBeTruthy();
    expect(screen.getByText('40.0%')).toBeTruthy();
  });

  it('GC-05 shows the number of iterations and the date of the last one', () => {
    const { unmount } = renderCard({ nbIterations: 2, lastIterationDate: '2026-11-10T00:00:00.000Z' });
    expect(screen.getByText('2 iterations, last on 10-11-2026')).toBeTruthy();
    unmount();
    renderCard({ nbIterations: 1, lastIterationDate: '2026-10-01T00:00:00.000Z' });
    expect(screen.getByText('1 iteration, last on 01-10-2026')).toBeTruthy();
  });

  it('GC-13 GC-04 shows the recommendation mapped on its text and the PM', () => {
    renderCard({ recommendation: 'LOW POTENTIAL (low proto score)' });
    expect(screen.getByText('Low potential (low proto score)')).toBeTruthy();
    expect(screen.getByText('PM: Paula Marchetti')).toBeTruthy();
  });

  it('GC-07 PERM-08 shows Auto or Manual setup only with create_dedicated_ad_account_games', () => {
    const { unmount } = renderCard({ isManagedByProvider: false });
    expect(screen.queryByText('Manual')).toBeNull();
    unmount();
    renderCard({ isManagedByProvider: false }, 'publishing', { permissions: ['create_dedicated_ad_account_games'] });
    expect(screen.getByText('Manual')).toBeTruthy();
  });

  it('GC-18 GC-17 shows CPNU with view_cpnu and D3 ROAS with view_proto_score only', () => {
    const { unmount } = renderCard({});
    expect(screen.queryByText('CPNU')).toBeNull();
    expect(screen.queryByText('D3 ROAS')).toBeNull();
    unmount();
    renderCard({}, 'publishing', { permissions: ['view_cpnu', 'view_proto_score'] });
    expect(screen.getByText('CPNU')).toBeTruthy();
    expect(screen.getByText('$0.25')).toBeTruthy();
    expect(screen.getByText('D3 ROAS')).toBeTruthy();
    expect(screen.getByText('12.0%')).toBeTruthy();
  });

  it('GC-11 shows the project icon only when the project holds several games, and lists them on click', () => {
    const { unmount } = renderCard({});
    expect(screen.queryByRole('button', { name: /games of this project/ })).toBeNull();
    unmount();
    const onProject = vi.fn();
    renderCard({ projectGameCount: 3 }, 'publishing', { onProject });
    fireEvent.click(screen.getByRole('button', { name: 'The 3 games of this project' }));
    expect(onProject).toHaveBeenCalledWith(7);
  });

  it('GC-09 links the store page and offers its QR code', () => {
    renderCard({});
    expect(screen.getByRole('link', { name: /Store/ }).getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=com.one.merge');
    expect(screen.getByRole('button', { name: "QR code of Merge Kingdom's store page" })).toBeTruthy();
  });

  it('GC-16 PERM-12 links the studio in the CRM when the gateway gives the link (view_hubspot_url)', () => {
    const { unmount } = renderCard({});
    expect(screen.queryByRole('link', { name: 'Studio One in the CRM' })).toBeNull();
    unmount();
    renderCard({ studio: { studioId: 3, name: 'Studio One', activityState: 'ACTIVE', hubspotUrl: 'https://app.hubspot.com/contacts/1/company/2' } });
    expect(screen.getByRole('link', { name: 'Studio One in the CRM' }).getAttribute('href')).toBe('https://app.hubspot.com/contacts/1/company/2');
  });

  it('GC-19 GL-10 the name opens the game panel over the list, keeping the list\'s parameters', () => {
    renderCard({});
    expect(screen.getByRole('link', { name: 'Merge Kingdom' }).getAttribute('href')).toBe('/home?view=3&game=12');
  });

  it('GC-19 GL-10 the icon opens the game panel as the name does, named, without a tab stop of its own, on both sides', () => {
    renderCard({});
    const icon = screen.getByRole('link', { name: 'Merge Kingdom icon' });
    expect(icon.getAttribute('href')).toBe(screen.getByRole('link', { name: 'Merge Kingdom' }).getAttribute('href'));
    expect(icon.getAttribute('tabindex')).toBe('-1');
    expect(icon.querySelector('img')).toBeTruthy();
    cleanup();
    renderCard({ iconUrl: null }, 'board');
    const placeholder = screen.getByRole('link', { name: 'Merge Kingdom icon' });
    expect(placeholder.getAttribute('href')).toBe('/home?view=3&game=12');
    expect(placeholder.getAttribute('tabindex')).toBe('-1');
  });

  it('GC-29 MG-18 a game with operations under way says so, on the games list and on the board', () => {
    renderCard({ disabled: true });
    expect(screen.getByRole('status').textContent).toContain('There are ongoing operations');
    expect(screen.getByRole('group', { name: 'Merge Kingdom' }).getAttribute('aria-busy')).toBe('true');
    cleanup();
    renderCard({ disabled: true }, 'board');
    expect(screen.getByRole('status').textContent).toContain('There are ongoing operations');
    cleanup();
    renderCard({ disabled: false }, 'board');
    expect(screen.queryByText('There are ongoing operations')).toBeNull();
  });

  it('GL-11 GL-13 the studio name lists the studio\'s games', () => {
    renderCard({});
    expect(screen.getByRole('link', { name: 'Studio One' }).getAttribute('href')).toBe('/studio/3');
  });

  it('GC-01 GC-08 plays the video in a 400 px popover and links the game in the analytics service', () => {
    renderCard({ video: '/media/clip', gameAnalyticsUrl: 'https://analytics.example/games/1000001' });
    expect(screen.getByRole('link', { name: 'Merge Kingdom in the analytics service' }).getAttribute('href')).toBe(
      'https://analytics.example/games/1000001',
    );
    fireEvent.click(screen.getByRole('button', { name: "Play Merge Kingdom's video" }));
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/clip');
    expect(getComputedStyle(video).width).toBe('400px');
  });

  it('GC-01 issue 15 the video popover stays within the window: sized before the video loads, flipped and capped to the room left', async () => {
    renderCard({ video: '/media/clip' });
    fireEvent.click(screen.getByRole('button', { name: "Play Merge Kingdom's video" }));
    const surface = screen.getByRole('group', { name: "Merge Kingdom's video" });
    await waitFor(() => expect(surface.style.maxHeight).not.toBe(''));
    expect(parseFloat(getComputedStyle(surface.querySelector('video')!).height)).toBeCloseTo((window.innerHeight * VIDEO_POPOVER_HEIGHT_VH) / 100);
  });

  it('GC-10 links the game\'s campaigns in the Facebook and Snapchat ads managers, in a new tab', () => {
    const facebookUrl = 'https://business.facebook.com/adsmanager/manage/campaigns?act=1048576000000421&selected_campaign_ids=sim-facebook-9';
    const snapchatUrl = 'https://ads.snapchat.com/5f1c7a2e-93d4-4b8e-a6c1-2d0e8b7f4a13/campaigns/sim-snapchat-9';
    renderCard({ facebookUrl, snapchatUrl });
    const facebook = screen.getByRole('link', { name: 'Merge Kingdom on Facebook' });
    expect(facebook.getAttribute('href')).toBe(facebookUrl);
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noreferrer');
    expect(facebook.textContent).toBe(' Facebook');
    const snapchat = screen.getByRole('link', { name: 'Merge Kingdom on Snapchat' });
    expect(snapchat.getAttribute('href')).toBe(snapchatUrl);
    expect(snapchat.getAttribute('target')).toBe('_blank');
  });

  it('GC-10 shows no network link for a game without a campaign there', () => {
    renderCard({ facebookUrl: 'https://business.facebook.com/adsmanager/manage/campaigns?act=1&selected_campaign_ids=2' });
    expect(screen.getByRole('link', { name: 'Merge Kingdom on Facebook' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Merge Kingdom on Snapchat' })).toBeNull();
  });

  it('GC-15 shows the score of each network of the latest iteration, out of 5', () => {
    const { unmount } = renderCard({
      prototypeRecommendation: { adNetworks: [{ adNetwork: 'FACEBOOK', score: 3 }, { adNetwork: 'SNAPCHAT', score: 0 }] },
    });
    expect(screen.getByText('Score: Facebook 3/5 · Snapchat 0/5')).toBeTruthy();
    unmount();
    renderCard({});
    expect(screen.queryByText(/^Score:/)).toBeNull();
  });

  it('GC-15 GC-17 issue 15 keeps "Score details" on one line beside two networks\' scores', () => {
    renderCard(
      { prototypeRecommendation: { adNetworks: [{ adNetwork: 'FACEBOOK', score: 3 }, { adNetwork: 'SNAPCHAT', score: 2 }] } },
      'publishing',
      { permissions: ['view_proto_score'] },
    );
    const button = screen.getByRole('button', { name: 'Score details of Merge Kingdom' });
    expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(button).flexShrink).toBe('0');
    expect(getComputedStyle(button.parentElement!).flexWrap).toBe('wrap');
  });

  it('GC-17 shows the Score details button only with view_proto_score', () => {
    const scoreDetails = {
      execution: 4, balancing: 3, artEfficiency: 5, progression: 2, idea: 4, newness: 1, systemOne: 0, depth: 3,
      ratedAt: '2026-11-12T10:00:00.000Z',
    };
    const { unmount } = renderCard({ scoreDetails });
    expect(screen.queryByRole('button', { name: /Score details/ })).toBeNull();
    unmount();
    renderCard({ scoreDetails }, 'publishing', { permissions: ['view_proto_score'] });
    expect(screen.getByRole('button', { name: 'Score details of Merge Kingdom' }).textContent).toContain('Score details');
  });

  it('GC-17 GC-23 the Score details popover lists the eight dimensions with their 0-5 values', async () => {
    const scoreDetails = {
      execution: 4, balancing: 3, artEfficiency: 5, progression: 2, idea: 4, newness: 1, systemOne: 0, depth: 3,
      ratedAt: '2026-11-12T10:00:00.000Z',
    };
    renderCard({ scoreDetails }, 'publishing', { permissions: ['view_proto_score'] });
    fireEvent.click(screen.getByRole('button', { name: 'Score details of Merge Kingdom' }));
    const popover = screen.getByRole('group', { name: 'Score details of Merge Kingdom' });
    // The details' code loads when they first open (issue 17).
    await waitFor(() => expect(popover.textContent).toContain('Rated on 12-11-2026'));
    const values = [...popover.querySelectorAll('[role="img"]')].map((node) => node.getAttribute('aria-label'));
    expect(values).toEqual([
      'Execution 4/5', 'Balancing 3/5', 'Art efficiency 5/5', 'Progression 2/5', 'Idea 4/5', 'Newness 1/5', 'System 1 0/5', 'Depth 3/5',
    ]);
    expect(popover.textContent).toContain('Rated on 12-11-2026');
  });

  it('GC-23 GC-27 an unrated game\'s details say so, with - for each dimension', async () => {
    renderCard({}, 'publishing', { permissions: ['view_proto_score'] });
    fireEvent.click(screen.getByRole('button', { name: 'Score details of Merge Kingdom' }));
    const popover = screen.getByRole('group', { name: 'Score details of Merge Kingdom' });
    await waitFor(() => expect(popover.textContent).toContain('Not rated yet'));
    expect(popover.querySelectorAll('[role="img"]')).toHaveLength(0);
    expect([...popover.querySelectorAll('dd')].map((node) => node.textContent)).toEqual(Array(8).fill('-'));
  });

  it('GC-01 GC-08 shows neither without a video nor an analytics slot', () => {
    renderCard({});
    expect(screen.queryByRole('button', { name: "Play Merge Kingdom's video" })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Merge Kingdom in the analytics service' })).toBeNull();
  });

  it('MG-17 a board card whose network refused a campaign says "Ad network error" with "See more details", which opens the panel', () => {
    renderCard({ adNetworkError: true, status: 'PENDING_REVIEW', platform: 'ANDROID' }, 'board');
    expect(screen.getByText('Ad network error')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See more details' }).getAttribute('href')).toContain('game=12');
  });

  it('MG-21 an iOS CPI card in testing warns that installs may come late; CTR and Android ones do not', () => {
    renderCard({ adNetworkError: false, status: 'IN_TESTING', platform: 'IOS', isCtr: false }, 'board');
    expect(screen.getByText('iOS install data may be delayed up to 3 days.')).toBeTruthy();
    for (const game of [{ platform: 'IOS', isCtr: true }, { platform: 'ANDROID', isCtr: false }, { platform: 'IOS', isCtr: false, status: 'FINISHED' }]) {
      cleanup();
      renderCard({ adNetworkError: false, status: 'IN_TESTING', ...game }, 'board');
      expect(screen.queryByText('iOS install data may be delayed up to 3 days.')).toBeNull();
    }
    expect(screen.queryByText('Ad network error')).toBeNull();
  });

  it('issue 15 GC-26 a CTR test shows its click-through rate, on the games list and on the board', () => {
    renderCard({ isCtr: true, status: 'FINISHED', last: { cpi: null, d1: null, cpnu: null, d3Roas: null, ctr: 0.0287 }, best: { cpi: null, d1: null, cpnu: null, d3Roas: null, ctr: 0.031 } }, 'board');
    // The test type's badge and the KPI's label.
    expect(screen.getAllByText('CTR')).toHaveLength(2);
    expect(screen.getByText('2.87%')).toBeTruthy();
    expect(screen.queryByText('N/A')).toBeNull();
    cleanup();
    renderCard({ isCtr: true, status: 'FINISHED', last: { cpi: null, d1: null, cpnu: null, d3Roas: null, ctr: 0.0287 }, best: { cpi: null, d1: null, cpnu: null, d3Roas: null, ctr: 0.031 } }, 'publishing', { best: true });
    expect(screen.getByText('3.10%')).toBeTruthy();
  });
});

// Issue 42: a request waiting for approval is reviewed from its card on the publishing side.
const review = (action: string, label: string, confirm: { title: string; body: string } | null, available = true) => ({
  action,
  label,
  available,
  confirm,
  primary: true,
  unavailableReason: available ? null : 'PERMISSION_DENIED_ACCEPT_TESTING',
  unavailableMessage: null,
});
const APPROVE = review('ACCEPT_TESTING', 'Accept testing', { title: 'Approve this testing request?', body: 'A campaign is created on each network.' });
const DECLINE = review('DECLINE_TESTING', 'Decline testing', { title: 'Decline this testing request?', body: 'The game goes back to its last step.' });
const PENDING = { status: 'PENDING_TESTING', nbIterations: 0, reviewActions: [APPROVE, DECLINE] };
const cardButtons = () => within(screen.getByRole('group', { name: 'Merge Kingdom' })).queryAllByRole('button');

describe('GameCard review (issue 42)', () => {
  it('PA-02 PA-03 a publishing card pending approval offers Approve and Decline to who may run them', async () => {
    renderCard(PENDING);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('PA-02 PA-05 neither on a board card, another status, or for who may not run them', async () => {
    const { unmount } = renderCard(PENDING, 'board');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    unmount();
    const other = renderCard({ ...PENDING, status: 'IN_TESTING' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    other.unmount();
    // The review's buttons load with the first card pending approval: once there, none for who may not run them.
    const withheld = renderCard({ ...PENDING, reviewActions: [{ ...APPROVE, available: false }, DECLINE] });
    expect(await screen.findByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    withheld.unmount();
    renderCard({ ...PENDING, reviewActions: [{ ...APPROVE, available: false }, { ...DECLINE, available: false }] });
    await act(async () => {});
    expect(cardButtons().map((button) => button.textContent)).not.toContain('Approve');
    expect(cardButtons().map((button) => button.textContent)).not.toContain('Decline');
  });

  it('PA-02 PA-04 Approve asks first; Cancel runs nothing; confirmed, the answer updates the card from the store', async () => {
    const { environment } = renderCard(PENDING);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this testing request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // Opened again, happy-dom lets Fluent's focus manager hide the dialog from assistive
    // technology a moment (Chromium does not: the journey approves through it).
    const again = await screen.findByRole('dialog', { name: 'Approve this testing request?', hidden: true });
    fireEvent.click(within(again).getByRole('button', { name: 'Confirm', hidden: true }));
    const [sent] = operationsNamed(environment, 'gameActionMutation');
    expect(sent?.request.variables).toEqual({ input: { acceptTesting: { gameId: 'game' } } });
    act(() =>
      environment.mock.resolve(sent!, {
        data: {
          gameAction: {
            __typename: 'GameActionPayload',
            game: {
              id: 'game',
              status: 'PENDING_TESTING',
              isIterating: false,
              disabled: true,
              reviewActions: [{ ...APPROVE, available: false, unavailableReason: 'GAME_OPERATION_ONGOING' }, { ...DECLINE, available: false, unavailableReason: 'GAME_OPERATION_ONGOING' }],
            },
            operation: { operationId: 'op-1', status: 'PENDING', message: 'Accept testing' },
          },
        },
      }),
    );
    // GC-29: the operation runs; the request may not be reviewed again meanwhile.
    expect(screen.getByRole('group', { name: 'Merge Kingdom' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('PA-03 PA-04 Decline asks the reason, then the declined game leaves pending approval on its card', async () => {
    const { environment } = renderCard(PENDING);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this testing request?' });
    await waitFor(() => expect(operationsNamed(environment, 'ActionFieldsDialogQuery')).toHaveLength(1));
    const [fields] = operationsNamed(environment, 'ActionFieldsDialogQuery');
    await act(async () =>
      environment.mock.resolve(fields!, {
        data: { gameActionFields: { __typename: 'GameActionFieldsSuccess', data: [{ param: 'reason', type: 'string', required: true, value: null, options: [] }] } },
      }),
    );
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Reason/ }), { target: { value: 'The icon is another game\'s.' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    const [sent] = operationsNamed(environment, 'gameActionMutation');
    expect(sent?.request.variables).toEqual({ input: { declineTesting: { gameId: 'game', reason: "The icon is another game's." } } });
    await act(async () =>
      environment.mock.resolve(sent!, {
        data: {
          gameAction: {
            __typename: 'GameActionPayload',
            game: { id: 'game', status: 'PENDING_SDK_INTEGRATION', isIterating: false, disabled: false, reviewActions: [] },
            operation: { operationId: 'op-2', status: 'SUCCESS', message: 'Action done! Decline testing' },
          },
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Pending SDK integration')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
