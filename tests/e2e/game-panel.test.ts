// The game panel in Chromium (GD, IT, CH, VID, ACT, OPS, FBK): a publishing manager
// opens a game over the games list, reads its iterations and charts, sorts its videos,
// kills a game after the prompt and sees it move, and adds then deletes feedback.
import { findGameIds, findProjectIds } from '@greenlight/provider';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, settled, signIn, signOut, toast, type Browser } from '../support/browser';
import { sharedStack, type Stack } from '../support/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await openBrowser(stack.gatewayUrl);
  [multiNetworkGame] = await findGameIds(stack.database.db, { status: 'finished', multiNetwork: true }, 1) as [number];
});

afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page) => page.getByRole('dialog', { name: 'Game' });

async function openGame(page: Page, gameId: number) {
  await page.goto(`/home?game=${gameId}`);
  await expectVisible(panel(page).getByRole('region', { name: 'Game summary' }));
}

/** A finished studio game whose campaigns ran on both networks: the tests below each open it afresh. */
let multiNetworkGame: number;

/** The numbers of a column of the videos table, top to bottom. */
async function columnValues(page: Page, column: number): Promise<number[]> {
  const table = panel(page).getByRole('table', { name: 'Ad videos' }).first();
  const rows = table.getByRole('row');
  const count = await rows.count();
  const values: number[] = [];
  // Row 0 is the header and the last one the totals.
  for (let index = 1; index < count - 1; index += 1) {
    const text = await rows.nth(index).getByRole('cell').nth(column).innerText();
    values.push(Number(text.replace(/[$,]/g, '')));
  }
  return values;
}

describe('a publishing manager in the game panel', () => {
  it('GD-01 GD-04 GC-19 IT-01 IT-02 IT-03 IT-04 a card opens the panel; the newest of two iterations is open with its indicators', async () => {
    const { page } = browser;
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    // The card's name opens the panel over the list.
    const firstCard = page.getByRole('listitem').first();
    await expectVisible(firstCard);
    await page.waitForLoadState('networkidle');
    // Issue 17: opening a game asks its panel's query alone, not the list again.
    const asked: string[] = [];
    const record = (request: { url(): string; postData(): string | null }) => {
      if (request.url().endsWith('/graphql')) asked.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '');
    };
    page.on('request', record);
    await firstCard.getByRole('link').first().click();
    // GD-04: the card's ?game= became ?gameid=, and the view the list was on left the address.
    await page.waitForURL(/[?&]gameid=\d+/);
    expect([...new URL(page.url()).searchParams.keys()].filter((name) => ['game', 'studio', 'view'].includes(name))).toEqual([]);
    await expectVisible(panel(page).getByRole('region', { name: 'Game summary' }));
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(asked).toEqual(['GamePanelQuery']);
    await panel(page).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('gameid'));

    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', minIterations: 2 }, 1);
    // Issue 17: an address that opens the panel (a shared link, a reload) asks the panel's
    // query with the page's own, in one request; not once the page has rendered and the
    // panel's code has loaded.
    const requests: string[][] = [];
    const onRequest = (request: { url(): string; method(): string; postData(): string | null }) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
      const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string } | { operationName?: string }[];
      requests.push((Array.isArray(body) ? body : [body]).map((operation) => operation.operationName ?? ''));
    };
    page.on('request', onRequest);
    await openGame(page, gameId!);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(requests).toEqual([['HomePageQuery', 'GamePanelQuery']]);
    const headers = panel(page).getByRole('button', { name: /^Iteration \d+/ });
    expect(await headers.count()).toBeGreaterThanOrEqual(2);
    const numbers = (await headers.allInnerTexts()).map((text) => Number(/Iteration (\d+)/.exec(text)![1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    // Only the newest is open (IT-02).
    expect(await headers.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await headers.nth(1).getAttribute('aria-expanded')).toBe('false');
    for (const label of ['Cost per install', 'Retention D1', 'Retention D7']) {
      await expectVisible(panel(page).getByLabel(label, { exact: true }).first());
    }
    await expectVisible(panel(page).getByLabel('CPNU', { exact: true }).first());
    await expectVisible(panel(page).getByText(/^From \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}$/).first());
    await browser.screenshot('game-panel');

    // The older iteration opens on its header.
    await headers.nth(1).click();
    expect(await headers.nth(1).getAttribute('aria-expanded')).toBe('true');
    await headers.nth(1).click();
  });

  it('issue 43: each KPI shows its range and each change a verdict, at the level the manager chooses in the profile', async () => {
    const { page } = browser;
    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', isCtr: false, minIterations: 2 }, 1);
    await openGame(page, gameId!);
    const cpi = panel(page).getByRole('group', { name: 'Cost per install' }).first();
    await expectVisible(cpi.getByText(/^95% range \$\d+\.\d{2}/));
    await expectVisible(cpi.getByText(/vs previous · (better|worse|not known yet)/));
    await expectVisible(panel(page).getByText(/^Ranges hold the true value with 95% confidence/).first());
    await cpi.scrollIntoViewIfNeeded();
    await browser.screenshot('game-panel-evidence');
    // Against other games: a table, and the spread as box plots on demand.
    const against = panel(page).getByRole('region', { name: 'Against other games' });
    await expectVisible(against.getByRole('cell', { name: /^better than \d+% of \d+ games$/ }).first());
    await against.getByRole('button', { name: 'See the spread' }).click();
    const spread = page.getByRole('dialog', { name: 'Against other games' });
    await expectVisible(spread.locator('.highcharts-boxplot-series').first());
    await browser.screenshot('game-panel-against-other-games');
    await spread.getByRole('button', { name: 'Close' }).click();

    await page.goto('/profile/me');
    await page.getByRole('radio', { name: '99%' }).click();
    await expectVisible(toast(page, 'KPI ranges are now at 99% confidence'));
    await browser.screenshot('profile-confidence-level');
    await openGame(page, gameId!);
    await expectVisible(panel(page).getByRole('group', { name: 'Cost per install' }).first().getByText(/^99% range/));
    // Back to the default for the journeys after this one.
    await page.goto('/profile/me');
    await page.getByRole('radio', { name: '95%' }).click();
    await expectVisible(toast(page, 'KPI ranges are now at 95% confidence'));
  });

  it('IT-03 IT-22 VID-02 VID-03 the network tabs change the clicks label; videos sort by a column both ways', async () => {
    const { page } = browser;
    expect(multiNetworkGame).toBeDefined();
    await openGame(page, multiNetworkGame);
    const tabs = panel(page).getByRole('tablist').first().getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Global', 'Facebook', 'Snapchat']);
    await expectVisible(panel(page).getByRole('columnheader', { name: 'Clicks' }).first());
    await tabs.filter({ hasText: 'Snapchat' }).click();
    await expectVisible(panel(page).getByRole('columnheader', { name: 'Snapchat swipe-up' }).first());
    await browser.screenshot('game-panel-snapchat-tab');
    await tabs.first().click();
    // Ranked by spend (column 1), most first.
    const spends = await columnValues(page, 1);
    expect(spends.length).toBeGreaterThan(1);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    // Installs (column 4): most first, then fewest first.
    const installs = panel(page).getByRole('columnheader', { name: 'Installs' }).first();
    await installs.click();
    const down = await columnValues(page, 4);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await installs.click();
    const up = await columnValues(page, 4);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await browser.screenshot('game-panel-videos-sorted');
  });

  it('CH-01 CH-02 CH-04 CH-05 See charts opens KPIs graphs with three 250 px charts, 1130 px wide', async () => {
    const { page } = browser;
    await openGame(page, multiNetworkGame);
    await panel(page).getByRole('button', { name: 'See charts' }).first().click();
    const charts = page.getByRole('dialog', { name: 'KPIs graphs' });
    await expectVisible(charts);
    await expectVisible(charts.locator('.highcharts-container').first());
    expect(await charts.locator('figure').count()).toBe(3);
    // The dialog opens with a scale animation: measure layout sizes once it has settled.
    await settled(page);
    expect(await charts.locator('.highcharts-container').first().evaluate((element: HTMLElement) => element.offsetHeight)).toBe(250);
    expect(await charts.evaluate((element: HTMLElement) => element.offsetWidth)).toBe(1130);
    await browser.screenshot('game-panel-charts');
    await charts.getByRole('button', { name: 'Close' }).click();
  });

  it('CH-01 GD-21 Esc closes the charts, the focus back on See charts; the next Esc closes the panel', async () => {
    const { page } = browser;
    await openGame(page, multiNetworkGame);
    const seeCharts = panel(page).getByRole('button', { name: 'See charts' }).first();
    await seeCharts.focus();
    await page.keyboard.press('Enter');
    const charts = page.getByRole('dialog', { name: 'KPIs graphs' });
    await expectVisible(charts);
    await expect.poll(() => charts.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The topmost layer only: the dialog, the panel stays.
    await page.keyboard.press('Escape');
    await charts.waitFor({ state: 'detached' });
    expect(await panel(page).count()).toBe(1);
    await expect.poll(() => seeCharts.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('gameid'));
  });

  it('GD-19 GD-20 Game IDs copies an identifier: Copied to clipboard!', async () => {
    const { page } = browser;
    await openGame(page, multiNetworkGame);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Game IDs' }).click();
    const ids = page.getByRole('dialog', { name: 'Game IDs' });
    await ids.getByRole('button', { name: 'Copy Game ID' }).click();
    await expectVisible(toast(page, 'Copied to clipboard!'));
    const url = new URL(page.url());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.searchParams.get('gameid'));
    await browser.screenshot('game-panel-ids');
    await ids.getByRole('button', { name: 'OK', exact: true }).click();
  });

  it('FBK-03 FBK-06 FBK-07 adds feedback (the message is required) and deletes it', async () => {
    const { page } = browser;
    await openGame(page, multiNetworkGame);
    await panel(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Add new game feedbacks' }).click();
    const add = page.getByRole('dialog', { name: 'Add new game feedbacks' });
    await expectVisible(add);
    await browser.screenshot('game-panel-add-feedback-empty');
    await add.getByRole('button', { name: 'Send' }).click();
    await expectVisible(add.getByText('This field is required'));
    await add.getByRole('textbox', { name: 'Subject' }).fill('Tutorial pacing');
    await add.getByRole('textbox', { name: 'Message' }).fill('The first level is too long.\n\nCut it to 30 seconds.');
    await browser.screenshot('game-panel-add-feedback');
    await add.getByRole('button', { name: 'Send' }).click();
    await expectVisible(toast(page, 'Action done! Add new game feedbacks'));

    await panel(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'View feedback' }).click();
    const view = page.getByRole('dialog', { name: 'View feedback' });
    const entry = view.getByRole('article', { name: 'Tutorial pacing' });
    await expectVisible(entry);
    await expectVisible(entry.getByText('Cut it to 30 seconds.'));
    await expectVisible(entry.getByText(/\d{4}\/\d{2}\/\d{2} - \d{2}:\d{2}(am|pm)/));
    await browser.screenshot('game-panel-feedback');
    await entry.getByRole('button', { name: 'Delete feedback Tutorial pacing' }).click();
    await entry.waitFor({ state: 'detached', timeout: 10_000 });
    await view.getByRole('button', { name: 'Close' }).click();
  });

  it('TAG-05 TAG-07 TAG-17 TAG-21 adds a tag lowercased (3 to 15 characters) and removes it', async () => {
    const { page } = browser;
    await openGame(page, multiNetworkGame);
    const tags = panel(page).getByRole('region', { name: 'Tags' });
    const mechanic = tags.getByRole('textbox', { name: 'Mechanic' });
    await mechanic.fill('ab');
    await mechanic.press('Enter');
    await expectVisible(tags.getByText('Your tag should have between 3 and 15 characters'));
    const other = tags.getByRole('textbox', { name: 'Other' });
    await other.fill('Rope Swing');
    await other.press('Enter');
    const added = tags.getByText('rope swing', { exact: true });
    await expectVisible(added);
    await browser.screenshot('game-panel-tags');
    await tags.getByRole('button', { name: 'Remove rope swing' }).click();
    await added.waitFor({ state: 'detached', timeout: 10_000 });

    // TAG-15 TAG-18: tags used on other games are suggested as one types; a click adds one.
    const present = await tags.innerText();
    const label = ['match three', 'draw path', 'aim and shoot', 'idle upgrade'].find((candidate) => !present.includes(candidate))!;
    await mechanic.fill(label.slice(0, 4));
    const suggestion = tags.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
    await expectVisible(suggestion);
    await browser.screenshot('game-panel-tag-suggestions');
    await suggestion.click();
    const suggested = tags.getByText(label, { exact: true });
    await expectVisible(suggested);
    await tags.getByRole('button', { name: `Remove ${label}` }).click();
    await suggested.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('GD-21 TAG-02 TAG-04 Set game genre asks for one genre of every category', async () => {
    const { page } = browser;
    await openGame(page, multiNetworkGame);
    await panel(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Set game genre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set game genre' });
    const gameplay = dialog.getByRole('combobox', { name: /^Gameplay/ });
    await expectVisible(gameplay);
    await gameplay.click();
    await page.getByRole('option', { name: 'Idle', exact: true }).click();
    await browser.screenshot('game-panel-set-genre');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(page, 'Action done! Set game genre'));
    await expectVisible(panel(page).getByRole('region', { name: 'Categories' }).getByText('Idle', { exact: true }));
  });

  it('PROJ-16 PROJ-17 PROJ-21 PROJ-22 moves the game to another project of its studio, then unlinks it', async () => {
    const { page } = browser;
    await openGame(page, multiNetworkGame);
    const project = panel(page).getByRole('region', { name: 'Project' });
    const before = (await project.count()) > 0 ? await project.getByRole('link').innerText() : null;
    await panel(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Change project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change project' });
    const selector = dialog.getByRole('combobox');
    expect(await selector.getAttribute('placeholder')).toBe('Select a project');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(dialog.getByText('Choose a project'));
    await selector.click();
    const options = page.getByRole('option');
    await expectVisible(options.first());
    // The current project is not offered (PROJ-17).
    if (before) expect(await options.filter({ hasText: before }).count()).toBe(0);
    const target = (await options.first().innerText()).replace(/^\d+\s*/, '').trim();
    await options.first().click();
    await browser.screenshot('game-panel-project-selector');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(page, 'Action done! Change project'));
    await expectVisible(panel(page).getByRole('region', { name: 'Project' }).getByRole('link', { name: target }));

    await panel(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Unlink from project' }).click();
    await expectVisible(toast(page, 'Action done! Unlink from project'));
  });

  it('GD-01 a game of a project page opens the panel over it', async () => {
    const { page } = browser;
    const [projectId] = await findProjectIds(stack.database.db, { studioSlug: 'studio-one', minGames: 2 }, 1);
    await page.goto(`/board/project/${projectId}`);
    const table = page.getByRole('table', { name: 'Games of the project' });
    await table.getByRole('link').first().click();
    await page.waitForURL(/\/board\/project\/\d+\?gameid=\d+/);
    await expectVisible(panel(page).getByRole('region', { name: 'Game summary' }));
    await panel(page).getByRole('button', { name: 'Close' }).click();
  });

  it('ACT-11 OPS-01 OPS-02 OPS-12 kills a game in testing after the prompt; it waits for its operation, then moves to Finished', async () => {
    const { page } = browser;
    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'in_testing', isManagedByProvider: true }, 1);
    await openGame(page, gameId!);
    const name = await panel(page).getByRole('region', { name: 'Game summary' }).getByRole('heading').innerText();

    // Campaign settings come with a provider-managed game in testing (ACT-07).
    await panel(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Campaign settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Campaign settings' });
    await expectVisible(settings.getByText('Campaign duration (days)'));
    await browser.screenshot('game-panel-campaign-settings');
    await settings.getByRole('button', { name: 'Close' }).click();

    // GD-22: Change GA Slot needs a value; an id the platform did not create is refused under the field with the error list's words.
    await panel(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Change GameAnalytics ID' }).click();
    const slot = page.getByRole('dialog', { name: 'Change GA Slot' });
    const slotField = slot.getByRole('textbox', { name: 'New GameAnalytics ID' });
    await slotField.fill('');
    await slot.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(slot.getByText('This field is required'));
    await slotField.fill('999999');
    await slot.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(slot.getByText('This analytics id was not created through the platform: create a new analytics slot instead.'));
    await browser.screenshot('game-panel-ga-slot');
    await slot.getByRole('button', { name: 'Cancel' }).click();

    await panel(page).getByRole('button', { name: 'Kill game' }).click();
    const prompt = page.getByRole('dialog', { name: 'Are you sure you want to terminate this game?' });
    await expectVisible(prompt.getByText('The campaign will be stopped and the game will move to Finished.'));
    await browser.screenshot('game-panel-kill-prompt');
    // The worker waits until the page has shown the operation as ongoing.
    const release = await stack.holdOperations();
    try {
      await prompt.getByRole('button', { name: 'Confirm' }).click();
      await expectVisible(panel(page).getByText('There are ongoing operations'));
    } finally {
      release();
    }
    await expectVisible(toast(page, `${name} moved to Finished`));
    await expectVisible(toast(page, 'Action done! Kill game'));
    await panel(page).getByText('There are ongoing operations').waitFor({ state: 'detached', timeout: 10_000 });
    await expectVisible(panel(page).getByRole('region', { name: 'Game summary' }).getByText('Finished', { exact: true }));
  });

  it('VID-10 001 §2 on a phone the videos are cards and the game info sheet lists the setup, links and actions', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 700, height: 900 });
    try {
      const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', minIterations: 2 }, 1);
      await openGame(page, gameId!);
      expect(await panel(page).getByRole('table', { name: 'Ad videos' }).first().isVisible()).toBe(false);
      await expectVisible(panel(page).getByText(/^Spend \$/).first());
      await panel(page).getByRole('button', { name: 'Game info' }).click();
      const sheet = page.getByRole('dialog', { name: 'Game info' });
      await expectVisible(sheet.getByText(/^(Automatic|Manual) setup · (iOS|Android)$/));
      await expectVisible(sheet.getByRole('button', { name: 'Ids' }));
      await browser.screenshot('game-panel-mobile-info');
      await sheet.getByRole('button', { name: 'Ids' }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Game IDs' }));
      await page.getByRole('dialog', { name: 'Game IDs' }).getByRole('button', { name: 'OK', exact: true }).click();
    } finally {
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  });

  it('IT-05 pm2@ (no view_cpnu) never sees CPNU in the panel', async () => {
    const { page } = browser;
    await page.goto('/home');
    await signOut(page);
    await signIn(page, 'pm2@greenlight.test');
    await page.waitForURL('**/home');
    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', minIterations: 1 }, 1);
    await openGame(page, gameId!);
    await expectVisible(panel(page).getByLabel('Cost per install', { exact: true }).first());
    expect(await panel(page).getByLabel('CPNU', { exact: true }).count()).toBe(0);
    expect(await panel(page).getByText('CPNU', { exact: true }).count()).toBe(0);
  });
});
