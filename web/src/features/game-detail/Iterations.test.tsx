import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { D1_NOTICE, D7_NOTICE, formatDuration, IOS_DELAY_NOTICE, IOS_RESTRICTED_MESSAGE, UNSETTLED_BY_MORE } from '@greenlight/rules';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { resizeWindow } from '../../test/window';
import type { IterationsTestQuery } from './__generated__/IterationsTestQuery.graphql';
import { Iterations } from './Iterations';
import { nextVideoSort } from './VideoTable';

const query = graphql`
  query IterationsTestQuery @relay_test_operation {
    game(gameId: 12) {
      ...Iterations_game
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<IterationsTestQuery>(query, {});
  return data.game ? <Iterations game={data.game} /> : null;
}

const kpis = (values: Record<string, unknown> = {}) => ({
  cpi: 0.42,
  cpiDiff: -0.05,
  cpiDiffIsBetter: true,
  cpnu: 0.55,
  d1: 0.35,
  d1Diff: 0.02,
  d1DiffIsBetter: true,
  d7: 0.08,
  d7Diff: -0.01,
  d7DiffIsBetter: false,
  d14: 0.03,
  shareOfMales: 0.6,
  installs: 500,
  clicks: 2000,
  newUsers: 480,
  playtimeHumanReadable: '12m 30s',
  evidence: [],
  ...values,
});

const evidence = (kpi: string, low: number, high: number | null, comparison: { verdict: string; moreSampleNeeded: number | null } | null, sampleUnit = 'NEW_USERS') => ({
  kpi,
  sampleUnit,
  interval: { low, high, level: 0.95 },
  comparison,
});

let videoNumber = 0;
const ranked = (fileName: string, rank: number, numbers: { spend: number; impressions: number; clicks: number; installs: number; cpi: number | null }, video: Record<string, unknown> = {}) => {
  videoNumber += 1;
  return {
    rank,
    best: rank === 1,
    video: { id: `video-${videoNumber}`, videoId: videoNumber, url: `/media/${fileName}`, downloadUrl: null, fileName, network: 'FACEBOOK', adultContent: false, numbers, ...video },
  };
};

const VIDEOS = [
  ranked('hero.mp4', 1, { spend: 300, impressions: 40_000, clicks: 900, installs: 200, cpi: 1.5 }),
  ranked('puzzle.mp4', 2, { spend: 120, impressions: 30_000, clicks: 700, installs: 300, cpi: 0.4 }),
  ranked('teaser.mp4', 3, { spend: 80, impressions: 50_000, clicks: 400, installs: 0, cpi: null }),
];

const network = (name: 'FACEBOOK' | 'SNAPCHAT', values: Record<string, unknown> = {}) => ({
  network: name,
  restricted: false,
  campaignStatus: 'ACTIVE',
  campaignError: null,
  kpis: kpis(),
  videos: VIDEOS,
  ...values,
});

const iteration = (number: number, values: Record<string, unknown> = {}) => ({
  id: `iteration-${number}`,
  number,
  start: '2026-10-01T00:00:00.000Z',
  end: '2026-10-10T00:00:00.000Z',
  schedulingDetails: null,
  kpis: kpis(),
  networks: [network('FACEBOOK')],
  videos: VIDEOS,
  chartData: null,
  ...values,
});

function renderIterations(game: Record<string, unknown>, permissions: string[] = []) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Game: () => ({ platform: 'ANDROID', createdAt: '2026-09-01T00:00:00.000Z', status: 'FINISHED', iterations: [iteration(2), iteration(1)], ...game }),
    }),
  );
  renderInApp(<Harness />, { environment, permissions });
  return screen.getByRole('region', { name: 'Iterations' });
}

const headers = () => screen.getAllByRole('button', { name: /^Iteration \d+/ });
const column = (index: number) =>
  within(screen.getByRole('table', { name: 'Ad videos' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent);

describe('Iterations', () => {
  it('IT-01 IT-02 lists the iterations newest first, only the newest open', () => {
    renderIterations({});
    expect(headers().map((header) => header.textContent)).toEqual([expect.stringContaining('Iteration 2'), expect.stringContaining('Iteration 1')]);
    expect(headers().map((header) => header.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    fireEvent.click(headers()[1]!);
    expect(headers()[1]!.getAttribute('aria-expanded')).toBe('true');
  });

  it('IT-01 says when the game has no iteration yet', () => {
    const region = renderIterations({ iterations: [] });
    expect(within(region).getByText('No iteration yet: the first one starts when testing is accepted.')).toBeTruthy();
  });

  it('IT-13 IT-17 IT-18 heads the newest with the game\'s status and the older ones Finished, with their dates', () => {
    renderIterations({ status: 'ARCHIVED', iterations: [iteration(2, { end: null }), iteration(1)] });
    const [newest, older] = headers();
    expect(newest!.textContent).toContain('Archived');
    expect(newest!.textContent).toContain('Created on 01-10-2026');
    expect(older!.textContent).toContain('Finished');
    expect(older!.textContent).toContain('From 01-10-2026 to 10-10-2026');
  });

  it('IT-13 FMT-08 heads the newest of an iterating game with its status, SDK written as such', () => {
    renderIterations({ status: 'PENDING_SDK_INTEGRATION', iterations: [iteration(2, { end: null }), iteration(1)] });
    expect(headers()[0]!.textContent).toContain('Pending SDK integration');
  });

  it('IT-16 heads an iteration that starts later Scheduled', () => {
    renderIterations({ status: 'IN_TESTING', iterations: [iteration(3, { start: '2999-01-01T00:00:00.000Z', end: null, schedulingDetails: 'Starts Monday' })] });
    expect(headers()[0]!.textContent).toContain('Scheduled');
  });

  it('IT-03 IT-22 offers Global and a tab per network when there are several; the clicks follow the tab', () => {
    renderIterations({ iterations: [iteration(2, { networks: [network('FACEBOOK'), network('SNAPCHAT', { kpis: kpis({ clicks: 77 }) })] })] });
    const tablist = screen.getByRole('tablist', { name: 'Iteration 2 networks' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(3);
    const tabs = ['Global', 'Facebook', 'Snapchat'].map((name) => within(tablist).getByRole('tab', { name }));
    expect(screen.getByLabelText('Clicks').textContent).toContain('2,000');
    expect(screen.getByRole('columnheader', { name: 'Clicks' })).toBeTruthy();
    fireEvent.click(tabs[2]!);
    expect(screen.getByLabelText('Snapchat swipe-up').textContent).toContain('77');
    expect(screen.getByRole('columnheader', { name: 'Snapchat swipe-up' })).toBeTruthy();
  });

  it('IT-03 shows a single network\'s tab alone, with the iteration\'s numbers', () => {
    renderIterations({ iterations: [iteration(2, { kpis: kpis({ clicks: 1234 }), networks: [network('FACEBOOK', { kpis: kpis({ clicks: 1 }) })] })] });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs).toHaveLength(1);
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Facebook' })).toBe(tabs[0]);
    expect(screen.getByLabelText('Facebook click').textContent).toContain('1,234');
  });

  it('IT-04 IT-11 IT-23 shows the big indicators with their difference to the previous iteration', () => {
    renderIterations({});
    expect(screen.getByRole('group', { name: 'Cost per install' }).textContent).toContain('$0.42');
    expect(screen.getByLabelText('-$0.05 against the previous iteration').textContent).toBe('-$0.05 vs previous');
    expect(screen.getByRole('group', { name: 'Retention D1' }).textContent).toContain('35%');
    expect(screen.getByLabelText('-1% against the previous iteration')).toBeTruthy();
  });

  it('issue 43: each big indicator shows its range, and its change is green or red only when the verdict says so', () => {
    renderIterations({
      iterations: [
        iteration(2, {
          kpis: kpis({
            evidence: [
              evidence('CPI', 0.38, 0.47, { verdict: 'BETTER', moreSampleNeeded: null }, 'INSTALLS'),
              evidence('D1', 0.327, 0.436, { verdict: 'NOT_KNOWN_YET', moreSampleNeeded: 1234 }),
              evidence('D7', 0.06, 0.1, { verdict: 'WORSE', moreSampleNeeded: null }),
              evidence('D14', 0.021, 0.04, null),
              evidence('PLAYTIME', 567, 640, null),
            ],
          }),
        }),
        iteration(1),
      ],
    });
    const cpi = screen.getByRole('group', { name: 'Cost per install' });
    expect(within(cpi).getByLabelText('95% range $0.38–0.47')).toBeTruthy();
    expect(within(cpi).getByLabelText('-$0.05 against the previous iteration: better').textContent).toBe('-$0.05 vs previous · better');
    const d1 = screen.getByRole('group', { name: 'Retention D1' });
    expect(d1.textContent).toContain('95% range 32.7–43.6%');
    expect(within(d1).getByLabelText('+2% against the previous iteration: not known yet').textContent).toBe(
      '+2% vs previous · not known yet (about 1,200 more new users would settle it)',
    );
    expect(within(screen.getByRole('group', { name: 'Retention D7' })).getByLabelText('-1% against the previous iteration: worse')).toBeTruthy();
    expect(screen.getByLabelText('Retention D14').textContent).toBe('Retention D143%2.1–4.0%');
    expect(screen.getByLabelText('Daily playtime').textContent).toBe(`Daily playtime12m 30s${formatDuration(567)}–${formatDuration(640)}`);
    expect(screen.getByText(/Ranges hold the true value with 95% confidence/)).toBeTruthy();
    // The colour follows the verdict, not the sign: the open change is neither green nor red.
    const colourOf = (label: string) => screen.getByLabelText(label).className;
    expect(colourOf('+2% against the previous iteration: not known yet')).not.toBe(colourOf('-$0.05 against the previous iteration: better'));
    expect(colourOf('-1% against the previous iteration: worse')).not.toBe(colourOf('-$0.05 against the previous iteration: better'));
    cleanup();
    // An open change that no amount of this iteration could settle says why.
    renderIterations({
      iterations: [iteration(2, { kpis: kpis({ evidence: [evidence('D1', 0.327, 0.436, { verdict: 'NOT_KNOWN_YET', moreSampleNeeded: null })] }) }), iteration(1)],
    });
    expect(screen.getByLabelText('+2% against the previous iteration: not known yet').textContent).toBe(
      `+2% vs previous · not known yet (${UNSETTLED_BY_MORE})`,
    );
  });

  it('IT-05..10 IT-06 IT-08 IT-09 IT-10 shows the small indicators: gender split, new users, daily playtime, D14; CPNU only with view_cpnu', () => {
    renderIterations({});
    expect(screen.queryByLabelText('CPNU')).toBeNull();
    expect(screen.getByLabelText('Gender split').textContent).toContain('60% M / 40% F');
    expect(screen.getByLabelText('Install rate').textContent).toContain('25.00%');
    expect(screen.getByLabelText('New users').textContent).toContain('480');
    expect(screen.getByLabelText('Daily playtime').textContent).toContain('12m 30s');
    expect(screen.getByLabelText('Retention D14').textContent).toContain('3%');
    cleanup();
    renderIterations({}, ['view_cpnu']);
    expect(screen.getByLabelText('CPNU').textContent).toContain('$0.55');
  });

  it('IT-21 IT-26 an iOS network tab shows only what the network counts', () => {
    renderIterations({
      platform: 'IOS',
      iterations: [iteration(2, { networks: [network('FACEBOOK', { restricted: true }), network('SNAPCHAT')] })],
    });
    expect(screen.getByText(IOS_DELAY_NOTICE)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Facebook' }));
    expect(screen.getByText(IOS_RESTRICTED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Cost per install' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Retention D1' })).toBeNull();
    expect(screen.queryByLabelText('Gender split')).toBeNull();
  });

  it('IT-24 IT-25 IT-26 gives the retention notices, and the iOS delay only for iOS games', () => {
    renderIterations({});
    expect(screen.getByText(`${D1_NOTICE} ${D7_NOTICE}`)).toBeTruthy();
    expect(screen.queryByText(IOS_DELAY_NOTICE)).toBeNull();
  });

  it('IT-28 says why a network has no campaign', () => {
    renderIterations({
      iterations: [iteration(2, { networks: [network('FACEBOOK'), network('SNAPCHAT', { campaignStatus: 'CAMPAIGN_CREATION_FAILED', campaignError: 'Ad account disabled' })] })],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Snapchat' }));
    expect(screen.getByText('Ad network error: Ad account disabled')).toBeTruthy();
  });
});

describe('KPIs graphs', () => {
  const series = { studioAverage: null, daily: [] };
  const chartData = { cpi: series, cpnu: series, d1: series, d7: series };

  it('CH-01 CH-02 See charts opens the KPIs graphs of the iteration: CPI, D1 and D7', async () => {
    renderIterations({ iterations: [iteration(2, { chartData })] });
    fireEvent.click(screen.getByRole('button', { name: 'See charts' }));
    const dialog = await screen.findByRole('dialog', { name: 'KPIs graphs' }, { timeout: 10_000 });
    expect([...dialog.querySelectorAll('figure')].map((figure) => figure.getAttribute('aria-label'))).toEqual(['CPI', 'Retention D1', 'Retention D7']);
    expect(within(dialog).getByText(/^Iteration 2, day by day/)).toBeTruthy();
  });

  it('CH-03 charts CPNU instead of CPI for an iOS game created after 2021-05-01, with view_cpnu', async () => {
    renderIterations({ platform: 'IOS', iterations: [iteration(2, { chartData })] }, ['view_cpnu']);
    fireEvent.click(screen.getByRole('button', { name: 'See charts' }));
    const dialog = await screen.findByRole('dialog', { name: 'KPIs graphs' }, { timeout: 10_000 });
    expect(within(dialog).getByText('CPNU: no data yet')).toBeTruthy();
  });
});

describe('VideoTable', () => {
  it('VID-02 ranks the videos by spend, most first, the best one marked', () => {
    renderIterations({});
    expect(column(1)).toEqual(['$300', '$120', '$80']);
    const [first] = within(screen.getByRole('table', { name: 'Ad videos' })).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Best')).toBeTruthy();
  });

  it('VID-03 sorts by a column most first, then the other way; CPI cheapest first, missing last', () => {
    renderIterations({});
    fireEvent.click(screen.getByRole('columnheader', { name: 'Installs' }));
    expect(column(4)).toEqual(['300', '200', '0']);
    fireEvent.click(screen.getByRole('columnheader', { name: 'Installs' }));
    expect(column(4)).toEqual(['0', '200', '300']);
    fireEvent.click(screen.getByRole('columnheader', { name: 'CPI' }));
    expect(column(5)).toEqual(['$0.40', '$1.50', '-']);
  });

  it('VID-03 a second click on a header reverses the list, equal values too', () => {
    const name = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!.textContent;
    const names = () => within(screen.getByRole('table', { name: 'Ad videos' })).getAllByRole('row').slice(1, -1).map(name);
    renderIterations({
      iterations: [
        iteration(2, {
          videos: [
            ranked('first.mp4', 1, { spend: 30, impressions: 300, clicks: 30, installs: 0, cpi: null }),
            ranked('second.mp4', 2, { spend: 20, impressions: 200, clicks: 20, installs: 0, cpi: null }),
            ranked('third.mp4', 3, { spend: 10, impressions: 100, clicks: 10, installs: 0, cpi: null }),
          ],
        }),
      ],
    });
    const installs = screen.getByRole('columnheader', { name: 'Installs' });
    fireEvent.click(installs);
    expect(installs.getAttribute('aria-sort')).toBe('descending');
    const first = names();
    fireEvent.click(installs);
    expect(installs.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual([...first].reverse());
  });

  it('VID-03 turns a column\'s order round on a second click, and starts a new one most first (CPI cheapest)', () => {
    const bySpend = { key: 'spend', direction: 'descending' } as const;
    expect(nextVideoSort(bySpend, 'spend')).toEqual({ key: 'spend', direction: 'ascending' });
    expect(nextVideoSort(bySpend, 'clicks')).toEqual({ key: 'clicks', direction: 'descending' });
    expect(nextVideoSort(bySpend, 'cpi')).toEqual({ key: 'cpi', direction: 'ascending' });
  });

  it('IT-12 totals the videos, the CPI over every install', () => {
    renderIterations({});
    const rows = within(screen.getByRole('table', { name: 'Ad videos' })).getAllByRole('row');
    const totals = within(rows.at(-1)!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(totals.slice(0, 6)).toEqual(['Total', '$500', '120,000', '2,000', '500', '$1.00']);
  });

  it('VID-01 hides and shows the videos', () => {
    renderIterations({});
    fireEvent.click(screen.getByRole('button', { name: 'Hide videos' }));
    expect(screen.queryByRole('table', { name: 'Ad videos' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show videos' }));
    expect(screen.getByRole('table', { name: 'Ad videos' })).toBeTruthy();
  });

  it('VID-04 VID-05 marks a video the network refused; on a phone its card says so instead of numbers', () => {
    renderIterations({
      iterations: [iteration(2, { videos: [ranked('bold.mp4', 1, { spend: 10, impressions: 100, clicks: 5, installs: 1, cpi: 10 }, { adultContent: true })] })],
    });
    expect(within(screen.getByRole('table', { name: 'Ad videos' })).getByText('Adult content')).toBeTruthy();
    expect(screen.getByText('Rejected video by the ad network')).toBeTruthy();
  });

  it('VID-06 VID-07 downloads a video from the link the gateway gives', () => {
    renderIterations({
      iterations: [
        iteration(2, {
          videos: [ranked('hero.mp4', 1, { spend: 10, impressions: 100, clicks: 5, installs: 1, cpi: 10 }, { downloadUrl: '/media/hero.mp4?original' })],
        }),
      ],
    });
    expect(screen.getByRole('link', { name: 'Download hero.mp4' }).getAttribute('href')).toBe('/media/hero.mp4?original');
  });

  it('VID-11 shows each video as a 44 px thumbnail that plays in a 400 px popover', () => {
    renderIterations({ iterations: [iteration(2, { videos: [VIDEOS[0]] })] });
    const thumbnail = within(screen.getByRole('table', { name: 'Ad videos' })).getByRole('button', { name: 'Play hero.mp4' });
    expect([getComputedStyle(thumbnail).width, getComputedStyle(thumbnail).height]).toEqual(['44px', '44px']);
    const small = thumbnail.querySelector('video')!;
    expect([getComputedStyle(small).width, getComputedStyle(small).height]).toEqual(['44px', '44px']);
    fireEvent.click(thumbnail);
    const preview = screen.getByRole('group', { name: 'hero.mp4' }).querySelector('video')!;
    expect(preview.getAttribute('src')).toBe('/media/hero.mp4');
    expect(getComputedStyle(preview).width).toBe('400px');
  });

  describe('on a phone', () => {
    const wide = window.innerWidth;
    afterEach(() => resizeWindow(wide));
    // happy-dom applies the media queries of the width the page is rendered at: each layout renders anew.
    const card = (text: string) => screen.getByText(text).closest<HTMLElement>('.fui-Card')!;

    it('MOB-12 VID-10 IT-12 below 742 px cards replace the video table, ranked by spend, without totals', () => {
      resizeWindow(741);
      renderIterations({});
      expect(screen.queryByRole('table', { name: 'Ad videos' })).toBeNull();
      const cards = card('Spend $300 · Installs 200 · CPI $1.50').parentElement!;
      expect(getComputedStyle(cards).display).toBe('flex');
      expect([...cards.querySelectorAll('.fui-Card')].map((each) => each.textContent)).toEqual([
        'hero.mp4Spend $300 · Installs 200 · CPI $1.50',
        'puzzle.mp4Spend $120 · Installs 300 · CPI $0.40',
        'teaser.mp4Spend $80 · Installs 0 · CPI n/a',
      ]);
      expect(within(cards).queryByText('Total')).toBeNull();
      expect(within(cards).queryByText('$500')).toBeNull();
      cleanup();

      resizeWindow(742);
      renderIterations({});
      expect(within(screen.getByRole('table', { name: 'Ad videos' })).getByText('Total')).toBeTruthy();
      expect(getComputedStyle(card('Spend $300 · Installs 200 · CPI $1.50').parentElement!).display).toBe('none');
    });

    it('MOB-13 VID-05 an adult-content video\'s card says "Rejected video by the ad network", without its metrics', () => {
      resizeWindow(390);
      renderIterations({
        iterations: [
          iteration(2, {
            videos: [
              ranked('bold.mp4', 1, { spend: 10, impressions: 100, clicks: 5, installs: 1, cpi: 10 }, { adultContent: true }),
              ranked('calm.mp4', 2, { spend: 8, impressions: 90, clicks: 4, installs: 2, cpi: 4 }),
            ],
          }),
        ],
      });
      const refused = card('Rejected video by the ad network');
      expect(getComputedStyle(refused.parentElement!).display).toBe('flex');
      // The thumbnail keeps its overlay (VID-04); the numbers give way to the sentence.
      expect(refused.textContent).toBe('Adult contentbold.mp4Rejected video by the ad network');
      expect(within(refused).queryByText(/Spend|Installs|CPI/)).toBeNull();
      expect(card('Spend $8 · Installs 2 · CPI $4.00').textContent).toContain('calm.mp4');
    });

    it('MOB-15 GC-27 a missing value reads n/a on a phone where the table says -', () => {
      resizeWindow(390);
      renderIterations({ iterations: [iteration(2, { videos: [VIDEOS[2]] })] });
      expect(card('Spend $80 · Installs 0 · CPI n/a').textContent).toContain('teaser.mp4');
      cleanup();

      resizeWindow(1024);
      renderIterations({ iterations: [iteration(2, { videos: [VIDEOS[2]] })] });
      expect(column(5)).toEqual(['-']);
    });
  });

  it('VID-01 says when an iteration has no video', () => {
    renderIterations({ iterations: [iteration(2, { videos: [] })] });
    expect(screen.getByText('No ad video in this iteration.')).toBeTruthy();
  });
});
