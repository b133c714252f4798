// The last step's other paths in Chromium (SUB-CAMP, SUB-15, SUB-29): an iterating
// game's short path (only Create campaign, its next videos waiting, a changelog, no
// terms) and a manual game that links the studio's own Facebook campaign instead of
// sending videos, which pm@ then approves: the test runs that campaign.
import { findGameIds, makeManualFacebookGame } from '@greenlight/provider';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, signIn, signOut, toast, type Browser } from '../support/browser';
import { sharedStack, type Stack } from '../support/stack';

let stack: Stack;
let browser: Browser;
let iterating: number;
let manual: number;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Game' });
const campaignStep = (page: Page) => page.locator('section[data-step="upload_asset"] > fieldset');
const pendingApproval = (page: Page) => panel(page).getByRole('region', { name: 'Pending approval' });
const summary = (page: Page) => panel(page).getByRole('region', { name: 'Game summary' });

async function closePanelAndSignOut(page: Page) {
  await panel(page).getByRole('button', { name: 'Close', exact: true }).click();
  await signOut(page);
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await openBrowser(stack.gatewayUrl);
  const { db } = stack.database;
  [iterating] = (await findGameIds(db, { studioSlug: 'studio-one', status: 'pending_sdk_integration', isIterating: true, isManagedByProvider: true }, 1)) as [number];
  // A test of studio-one at its last step, made manual on Facebook (DEMO.md's studios cannot choose the setup).
  const inProgress = await findGameIds(db, { studioSlug: 'studio-one', status: 'pending_sdk_integration', isIterating: false, isCtr: false, creatorEmail: 'games@studio-one.test' }, 3);
  manual = inProgress.at(-1)!;
  await makeManualFacebookGame(db, manual, { atLastStep: true });
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await browser.screenshot(`failed-${task.name.split(' ')[0]}`);
});

describe('lead@studio-one.test at the last step', () => {
  it('SUB-15 SUB-CAMP-03 SUB-CAMP-14 SUB-29 MG-06 an iterating game: only Create campaign, its next videos waiting, a changelog; requested, it waits for approval', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/board/mygames/is_iterating/cpi?game=${iterating}`);
    const campaign = campaignStep(page);
    await expectVisible(campaign.getByRole('button', { name: 'Request testing' }));
    // SUB-15: no stepper, one step; SUB-CAMP-04: no terms.
    expect(await page.getByRole('navigation', { name: 'Submission steps' }).count()).toBe(0);
    expect(await page.locator('section[data-step]').count()).toBe(1);
    expect(await campaign.getByRole('checkbox', { name: 'I accept the terms of the publishing test' }).count()).toBe(0);
    // SUB-VID-18: the videos uploaded for the next iteration are there already.
    expect(await campaign.locator('[data-video-state="uploaded"]').count()).toBeGreaterThan(0);

    await campaign.getByRole('button', { name: 'Add a changelog' }).click();
    await campaign.getByRole('textbox', { name: 'Changelog 1 details' }).fill('A shorter first level');
    await expectVisible(campaign.getByText('This field is required'));
    const request = campaign.getByRole('button', { name: 'Request testing' });
    expect(await request.isDisabled()).toBe(true);
    await campaign.getByRole('combobox', { name: 'Changelog 1 category' }).click();
    await page.getByRole('option').first().click();
    const appName = campaign.getByRole('textbox', { name: /Snapchat app name/ });
    if ((await appName.count()) > 0 && (await appName.inputValue()) === '') await appName.fill('Second Wind');
    await expect.poll(() => request.isEnabled()).toBe(true);
    await browser.screenshot('last-step-iterating');

    const name = await summary(page).getByRole('heading').innerText();
    await request.click();
    // SUB-29, MG-06: the board behind goes where the game is, pending approval once the
    // request's operation ended, the panel still on it; the game says where it went.
    await page.waitForURL(/\/board\/mygames\/pending_approval\/cpi\?.*gameid=/);
    await expectVisible(toast(page, `${name} moved to Pending approval`));
    await expectVisible(pendingApproval(page).getByText('You have completed your testing request successfully!'));
    await browser.screenshot('last-step-iterating-requested');
    await closePanelAndSignOut(page);
  });

  it('SUB-CAMP-06 SUB-CAMP-12 a manual game links one of the studio\'s Facebook campaigns instead of sending videos', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/board/mygames/in_progress/cpi?game=${manual}`);
    const campaign = campaignStep(page);
    const request = campaign.getByRole('button', { name: 'Request testing' });
    await expectVisible(request);
    expect(await campaign.getByLabel('Add Facebook videos').count()).toBe(0);
    await campaign.getByLabel('I accept the terms of the publishing test').check();
    expect(await request.isDisabled()).toBe(true);
    await campaign.getByRole('combobox', { name: /Facebook campaign/ }).click();
    await page.getByRole('option', { name: 'Creative test #2' }).click();
    await expect.poll(() => request.isEnabled()).toBe(true);
    await browser.screenshot('last-step-manual');
    await request.click();
    await expectVisible(pendingApproval(page).getByText('You have completed your testing request successfully!'));
    await closePanelAndSignOut(page);
  });

  it('PA-02 BE-STAT-04 pm@ approves the manual game: its Facebook campaign stands by and the game is In testing', async () => {
    const { page } = browser;
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/home?game=${manual}`);
    await pendingApproval(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve this testing request?' }).getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(panel(page).getByRole('region', { name: 'Campaign creation' }).getByText('Facebook: Your campaign is ready and standing by.'));
    await expectVisible(summary(page).getByText('In testing', { exact: true }));
    await browser.screenshot('last-step-manual-approved');
    await closePanelAndSignOut(page);
  });
});
