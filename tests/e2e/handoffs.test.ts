// Issue 42, one process, two sides, in two browsers side by side: lead@studio-one.test
// and pm@greenlight.test (the studio's publishing manager). Each move of one side reaches
// the other's bell live (no reload), named by its game, and opens it: the request, a
// decline with its reason, the request made again, the approval and its campaign, the
// iteration's end and the KPI alert, and the launch, asked first. A stack of its own: the
// journey moves its clock a week on. Creating the test and taking it through every step
// in the browser is the submission journey's (submission.test.ts); here the steps'
// data comes from the provider's fixture, and the game's latent quality is a hit's.
import { completeSubmissionSteps, addWaitingVideo } from '@greenlight/provider';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../provider/src/clock';
import { expectVisible, openBrowser, settled, signIn, toast, type Browser } from '../support/browser';
import { startStack, WEB_DIST, type Stack } from '../support/stack';

let stack: Stack;
let studio: Browser;
let publisher: Browser;
let gameId = 0;
const NAME = 'Hand Off Run';
const REASON = 'The video shows a menu, not gameplay: please upload 15 to 30 seconds of play.';

beforeAll(async () => {
  stack = await startStack({
    webDist: WEB_DIST,
    database: process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'pglite',
    trustedDocumentsOnly: true,
  });
  studio = await openBrowser(stack.gatewayUrl);
  publisher = await openBrowser(stack.gatewayUrl);
});

// A failed step leaves both screens behind, to look at.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const step = task.name.split(' ').slice(0, 3).join('-');
  await Promise.allSettled([studio.screenshot(`failed-handoffs-studio-${step}`), publisher.screenshot(`failed-handoffs-manager-${step}`)]);
});

afterAll(async () => {
  const closed = await Promise.allSettled([studio?.close(), publisher?.close()]);
  await stack?.close();
  for (const result of closed) if (result.status === 'rejected') throw result.reason;
});

const panel = (page: Page) => page.getByRole('dialog', { name: 'Game' });
// By its label: while a panel is open, the drawer hides the header from the accessibility tree.
const bell = (page: Page) => page.locator('header button[aria-label^="Notifications"]');
const unread = async (page: Page) => Number(/(\d+)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const entries = (page: Page) => page.getByRole('list', { name: 'Notification list' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The bell's entry of one kind about the journey's game (an unread one says so first). */
const entry = (page: Page, kind: string, words: string) =>
  entries(page).getByRole('button', { name: new RegExp(`^(Unread: )?${escaped(kind)}: ${escaped(NAME)}: .*${escaped(words)}`) }).first();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await stack.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Waits for the bell to count more than before, without reloading, then opens it (over a panel left open, closed first). */
async function bellRises(page: Page, before: number) {
  await expect.poll(() => unread(page), { timeout: 15_000 }).toBeGreaterThan(before);
  await closePanel(page);
  await bell(page).click();
}

async function closePanel(page: Page) {
  if ((await panel(page).count()) === 0) return;
  await panel(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(() => panel(page).count()).toBe(0);
}

async function requestTesting(page: Page) {
  const campaign = panel(page).locator('section[data-step="upload_asset"]');
  await campaign.getByLabel('I accept the terms of the publishing test').check();
  const request = campaign.getByRole('button', { name: 'Request testing' });
  await expect.poll(() => request.isEnabled()).toBe(true);
  await request.click();
  await expectVisible(panel(page).getByText('You have completed your testing request successfully!'));
}

describe('issue 42: a studio lead and its publishing manager, side by side', () => {
  it('the lead creates a test; every step done, it waits at Create campaign; the manager sits on the games list', async () => {
    const { page } = studio;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.getByRole('button', { name: 'Create a test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a test' });
    await dialog.getByLabel('Test name').fill(NAME);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/gameid=new/);
    // The panel of a test not created yet is named "Create a test".
    const create = page.locator('section[data-step="create"]');
    await create.getByRole('radio', { name: 'Android' }).check();
    await create.getByRole('button', { name: 'Create a test' }).click();
    await page.waitForURL(/[?&]gameid=\d+/);
    gameId = Number(new URL(page.url()).searchParams.get('gameid'));
    // The steps' data as the submission journey leaves it; a hit's latent quality, so that its KPIs cross the launch bar.
    await completeSubmissionSteps(stack.database.db, gameId, stack.clock.now());
    const [hit] = await rows<{ simulation: string; icon: string }>(sql`select simulation, icon_media_id as icon from games where is_hit order by id limit 1`);
    await stack.database.db.execute(sql`update games set simulation = ${hit!.simulation}, icon_media_id = ${hit!.icon} where id = ${gameId}`);
    await addWaitingVideo(stack.database.db, gameId, 'facebook', stack.clock.now());

    await signIn(publisher.page, 'pm@greenlight.test');
    await publisher.page.waitForURL('**/home');
    await expectVisible(bell(publisher.page));
  });

  it('issue 42 NOTIF-12 the lead requests testing; the manager\'s bell rises live, names the game and opens it pending approval', async () => {
    const { page } = studio;
    const before = await unread(publisher.page);
    await page.reload();
    await expectVisible(panel(page).locator('section[data-step="upload_asset"][data-state="current"]'));
    await requestTesting(page);
    await studio.screenshot('handoff-1-studio-requested');

    await bellRises(publisher.page, before);
    const told = entry(publisher.page, 'Testing request', 'requested testing. It waits for your approval.');
    await expectVisible(told);
    await settled(publisher.page);
    await publisher.screenshot('handoff-2-manager-bell-request');
    await told.click();
    await publisher.page.waitForURL(`**/home?gameid=${gameId}`);
    await expectVisible(panel(publisher.page).getByRole('region', { name: 'Pending approval' }).getByRole('button', { name: 'Approve' }));
  });

  it('issue 42 PA-03 the manager declines with a reason; the lead\'s bell rises live and opens the test back at its last step, under the reason', async () => {
    const pending = panel(publisher.page).getByRole('region', { name: 'Pending approval' });
    await pending.getByRole('button', { name: 'Decline' }).click();
    const dialog = publisher.page.getByRole('dialog', { name: 'Decline this testing request?' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    await settled(publisher.page);
    await publisher.screenshot('handoff-3-manager-declines');
    const before = await unread(studio.page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(publisher.page, `${NAME} moved to In progress`));

    const { page } = studio;
    await bellRises(page, before);
    const told = entry(page, 'Declined', `declined your testing request: “${REASON}”`);
    await expectVisible(told);
    await told.click();
    await page.waitForURL(`**/board?gameid=${gameId}`);
    await expectVisible(panel(page).getByRole('group', { name: /^Testing request declined by / }).getByText(`“${REASON}”`));
    await expectVisible(panel(page).locator('section[data-step="upload_asset"][data-state="current"]'));
    await studio.screenshot('handoff-4-studio-declined');
  });

  it('issue 42 the lead sends it again; the manager approves it, asked first; the lead hears of the approval and of its campaign, live', async () => {
    const before = await unread(publisher.page);
    await requestTesting(studio.page);
    await bellRises(publisher.page, before);
    await entry(publisher.page, 'Testing request', 'requested testing.').click();
    await publisher.page.waitForURL(`**/home?gameid=${gameId}`);

    const beforeStudio = await unread(studio.page);
    await panel(publisher.page).getByRole('region', { name: 'Pending approval' }).getByRole('button', { name: 'Approve' }).click();
    const confirm = publisher.page.getByRole('dialog', { name: 'Approve this testing request?' });
    await expectVisible(confirm.getByText(/A campaign is created on each of the game's networks/));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(panel(publisher.page).getByRole('region', { name: 'Campaign creation' }).getByText('Facebook: Your campaign is ready and standing by.'));

    const { page } = studio;
    await expect.poll(() => unread(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(beforeStudio + 2);
    await closePanel(page);
    await bell(page).click();
    await expectVisible(entry(page, 'Approved', 'approved your testing request.'));
    await expectVisible(entry(page, 'Campaign ready', 'Facebook: Your campaign is ready and standing by.'));
    await settled(page);
    await studio.screenshot('handoff-5-studio-approved');
    await page.keyboard.press('Escape');
  });

  it('issue 42 BE-STU-09 a week on, the networks have reported: the lead hears, live, that the iteration ended and that its KPIs crossed the launch bar', async () => {
    const before = await unread(studio.page);
    stack.clock.set(new Date(stack.clock.now().getTime() + 7.5 * DAY_MS));
    await stack.provider.operations.tickNow();
    const { page } = studio;
    await expect.poll(() => unread(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
    await closePanel(page);
    await bell(page).click();
    await expectVisible(entry(page, 'KPI alert', 'iteration 1 is high potential'));
    await expectVisible(entry(page, 'Results', 'iteration 1 has ended; its results are in.'));
    await settled(page);
    await studio.screenshot('handoff-6-studio-results');
    await page.keyboard.press('Escape');
  });

  it('ACT-13 issue 42 the manager launches the game, asked first; the lead is told, live', async () => {
    const { page } = publisher;
    await page.goto(`/home?gameid=${gameId}`);
    await expectVisible(panel(page).getByRole('region', { name: 'Game summary' }).getByText('In testing', { exact: true }));
    await panel(page).getByRole('button', { name: 'Launch game' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to launch this game?' });
    await expectVisible(confirm.getByText('Further marketing of the game will be handled by the UA team.'));
    await publisher.screenshot('handoff-7-manager-launches');
    const before = await unread(studio.page);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(panel(page).getByRole('region', { name: 'Game summary' }).getByText('Finished', { exact: true }));

    await bellRises(studio.page, before);
    await expectVisible(entry(studio.page, 'Decision', 'launched the game.'));
    await settled(studio.page);
    await studio.screenshot('handoff-8-studio-launched');
    // Nobody hears of their own move: the manager's bell has none of it.
    const told = await rows<{ type: string }>(sql`
      select n.type from notifications n join users u on u.id = n.recipient_id
       where n.related_content_id = ${gameId} and u.email = 'pm@greenlight.test' order by n.id`);
    expect(told.map((row) => row.type)).toEqual(['GAME_TESTING_REQUESTED', 'GAME_TESTING_REQUESTED']);
  });
});
