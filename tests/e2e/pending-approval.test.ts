// Pending approval in Chromium (PA, SUB-CAMP-20..22, BE-STAT-04/05): pm@ approves one
// of studio-one's two seeded requests and follows its campaigns until they stand by,
// the game In testing; the studio reads that the other one is done (PA-07); cs@ declines
// it and the studio finds it back in progress, at its last step.
import { findGameIds } from '@greenlight/provider';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, signIn, signOut, toast, type Browser } from '../support/browser';
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

    await pendingApproval(page).getByRole('button', { name: 'Approve' }).click();
    const campaigns = panel(page).getByRole('region', { name: 'Campaign creation' });
    await expectVisible(campaigns.getByText('Facebook: Your campaign is ready and standing by.'));
    await expectVisible(campaigns.getByText('Snapchat: Your campaign is ready and standing by.'));
    await expectVisible(summary(page).getByText('In testing', { exact: true }));
    await expectVisible(toast(page, `${name} moved to In testing`));
    await browser.screenshot('pending-approval-campaign-ready');
    await closePanelAndSignOut(page);
  });

  it('PA-07 PA-08 the studio reads that its request is done and what comes next, and may withdraw it', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/board/mygames/pending_approval/cpi?game=${toDecline}`);
    await expectVisible(pendingApproval(page).getByText('You have completed your testing request successfully!'));
    await expectVisible(pendingApproval(page).getByText(/usually accepted within 1 or 2 business days/));
    expect(await pendingApproval(page).getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expectVisible(pendingApproval(page).getByRole('button', { name: 'Decline' }));
    await browser.screenshot('pending-approval-studio');
    await closePanelAndSignOut(page);
  });

  it('PA-03 PA-04 BE-STAT-05 cs@ declines; the studio finds the test back in progress at its last step', async () => {
    const { page } = browser;
    await signIn(page, 'cs@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/home?game=${toDecline}`);
    const name = await summary(page).getByRole('heading').innerText();
    await pendingApproval(page).getByRole('button', { name: 'Decline' }).click();
    await expectVisible(toast(page, `${name} moved to In progress`));
    await closePanelAndSignOut(page);

    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/board/mygames/in_progress/cpi?game=${toDecline}`);
    const stepper = panel(page).getByRole('navigation', { name: 'Submission steps' });
    await expectVisible(stepper.locator('[aria-current="step"]').getByText(/Create campaign/));
    await closePanelAndSignOut(page);
  });
});
