// Pending approval in Chromium (PA, SUB-CAMP-20..22, BE-STAT-04/05, issue 42): pm@ approves
// one of studio-one's two seeded requests through its confirmation and follows its
// campaigns until they stand by, the game In testing; the studio reads that the other one
// is done (PA-07) and may withdraw it; cs@ declines it with a reason (required), and the
// studio hears of it in the bell, which opens the test back in progress at its last step
// under the reason.
import { findGameIds } from '@greenlight/provider';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, settled, signIn, signOut, toast, type Browser } from '../support/browser';
import { sharedStack, type Stack } from '../support/stack';

let stack: Stack;
let browser: Browser;
/** studio-one's requests waiting for approval: lead@'s (both networks), approved; own@'s, declined. */
let toApprove: number;
let toDecline: number;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await openBrowser(stack.gatewayUrl);
  [toApprove, toDecline] = (await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'pending_testing', creatorEmail: 'lead@studio-one.test' }, 1)).concat(
    await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'pending_testing', creatorEmail: 'own@studio-one.test' }, 1),
  ) as [number, number];
});

afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page) => page.getByRole('dialog', { name: 'Game' });
const pendingApproval = (page: Page) => panel(page).getByRole('region', { name: 'Pending approval' });
const summary = (page: Page) => panel(page).getByRole('region', { name: 'Game summary' });

/** What has the focus, by its text (a dialog gives it back to the control that opened it). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const DECLINE_REASON = 'The video shows another game: please upload this game\'s gameplay.';

async function closePanelAndSignOut(page: Page) {
  await panel(page).getByRole('button', { name: 'Close', exact: true }).click();
  await signOut(page);
}

describe('a testing request waiting for approval', () => {
  it('PA-01 PA-02 PA-04 SUB-CAMP-20 SUB-CAMP-22 BE-STAT-04 pm@ approves: each network\'s campaign stands by and the game is In testing', async () => {
    const { page } = browser;
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/home?game=${toApprove}`);
    await expectVisible(pendingApproval(page).getByRole('button', { name: 'Approve' }));
    await expectVisible(pendingApproval(page).getByRole('button', { name: 'Decline' }));
    const name = await summary(page).getByRole('heading').innerText();
    await browser.screenshot('pending-approval-pm');

    // Issue 42: asked first; Cancel runs nothing and gives the focus back to Approve.
    await pendingApproval(page).getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this testing request?' });
    await expectVisible(approve.getByText(/A campaign is created on each of the game's networks/));
    await approve.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Approve this testing request?' }).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('Approve');
    await expectVisible(summary(page).getByText('Pending testing', { exact: true }));

    await pendingApproval(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve this testing request?' }).getByRole('button', { name: 'Confirm' }).click();
    const campaigns = panel(page).getByRole('region', { name: 'Campaign creation' });
    await expectVisible(campaigns.getByText('Facebook: Your campaign is ready and standing by.'));
    await expectVisible(campaigns.getByText('Snapchat: Your campaign is ready and standing by.'));
    await expectVisible(summary(page).getByText('In testing', { exact: true }));
    await expectVisible(toast(page, `${name} moved to In testing`));
    await browser.screenshot('pending-approval-campaign-ready');
    await closePanelAndSignOut(page);
  });

  it('PA-07 PA-08 issue 42 the studio reads that its request is done and what comes next, and may withdraw it (never approve it)', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/board/mygames/pending_approval/cpi?game=${toDecline}`);
    await expectVisible(pendingApproval(page).getByText('You have completed your testing request successfully!'));
    await expectVisible(pendingApproval(page).getByText(/usually accepted within 1 or 2 business days/));
    expect(await pendingApproval(page).getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await pendingApproval(page).getByRole('button', { name: 'Decline' }).count()).toBe(0);
    await pendingApproval(page).getByRole('button', { name: 'Withdraw testing request' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw your testing request?' });
    await expectVisible(withdraw.getByText('The game goes back to its last step and your publishing managers are told.'));
    expect(await withdraw.getByRole('textbox').count()).toBe(0);
    await browser.screenshot('pending-approval-studio');
    // Kept for cs@ to decline.
    await withdraw.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Withdraw your testing request?' }).count()).toBe(0);
    await closePanelAndSignOut(page);
  });

  it('PA-03 PA-04 BE-STAT-05 NOTIF-13 issue 42 cs@ declines with a reason; the studio hears of it and finds the test back at its last step, under the reason', async () => {
    const { page } = browser;
    await signIn(page, 'cs@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/home?game=${toDecline}`);
    const name = await summary(page).getByRole('heading').innerText();

    // Esc closes the dialog only: the panel stays, and the focus is back on Decline.
    await pendingApproval(page).getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this testing request?' });
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await expectVisible(reason);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Decline this testing request?' }).count()).toBe(0);
    await expectVisible(pendingApproval(page));
    await expect.poll(() => focused(page)).toBe('Decline');

    // The reason is required.
    await pendingApproval(page).getByRole('button', { name: 'Decline' }).click();
    await expectVisible(reason);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(dialog.getByText('This field is required'));
    await reason.fill(DECLINE_REASON);
    await settled(page);
    await browser.screenshot('pending-approval-decline-dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(page, `${name} moved to In progress`));
    await closePanelAndSignOut(page);

    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    // NOTIF-13: the bell names the game and opens it on the board.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const told = page.getByRole('list', { name: 'Notification list' }).getByRole('button', { name: new RegExp(`Declined: ${escaped(name)}: .* declined your testing request`) });
    await expectVisible(told);
    await browser.screenshot('pending-approval-bell-declined');
    await told.click();
    await page.waitForURL(`**/board?gameid=${toDecline}`);
    const stepper = panel(page).getByRole('navigation', { name: 'Submission steps' });
    await expectVisible(stepper.locator('[aria-current="step"]').getByText(/Create campaign/));
    const declined = panel(page).getByRole('group', { name: /^Testing request declined by / });
    await expectVisible(declined.getByText(`“${DECLINE_REASON}”`));
    await browser.screenshot('pending-approval-declined-studio');
    await closePanelAndSignOut(page);
  });
});
