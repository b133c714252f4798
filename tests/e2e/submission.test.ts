// Submitting a game, in Chromium, against the real gateway and provider: lead@ creates
// an iOS CPI test managed by the publisher and takes it through steps 1 to 9, with the
// store and the game's build simulated by the two demo commands (Part G); a CTR test's
// shorter path; the same flow read only for own@ (not their game), dev@ (read-only
// access) and pm@ (staff, from the games list).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/launcher';
import { DEMO_CLIP_DIR, image } from '../../provider/src/testing/media';
import { expectVisible, openBrowser, signIn, signOut, type Browser } from '../support/browser';
import { sharedStack, type Stack } from '../support/stack';

const run = promisify(execFile);

let stack: Stack;
let browser: Browser;

/** One of the demo commands, against this stack's provider, as a studio developer runs it. */
async function demoCommand(script: 'store:publish' | 'sdk:events', args: string[]) {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, PROVIDER_URL: stack.providerUrl },
  });
  return stdout;
}

// Ids no other run or suite uses: the store catalogue is shared by the stack's database.
const suffix = String(Date.now()).slice(-6);
const APPSTORE_ID = `19${suffix}01`;
const BUNDLE_ID = `com.skyhopper.run${suffix}`;

const STEP_IDS: Readonly<Record<string, string>> = {
  'Create a test': 'create',
  'AppStore publishing': 'appstore_submission',
  'Link to store': 'link_store',
  'Facebook setup': 'sdk_facebook',
  'SDK integration': 'tinysauce_package',
  'Game building and Test': 'game_building',
  'Finalize app config': 'request_testing',
  'Game categories and Tags': 'categories',
  'Create campaign': 'upload_asset',
};
/** A step's fields (the fieldset of its section), by its title. */
const section = (page: Page, title: string) => page.locator(`section[data-step="${STEP_IDS[title]}"] > fieldset`);
const stepper = (page: Page) => page.getByRole('navigation', { name: 'Submission steps' });
const currentStep = (page: Page) => stepper(page).locator('[aria-current="step"]');

let gameId = 0;

async function closePanelAndSignOut(page: Page) {
  await page.getByRole('button', { name: 'Close' }).first().click();
  await signOut(page);
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await openBrowser(stack.gatewayUrl);
});
afterAll(async () => {
  await browser?.close();
});
// A failed step leaves its screen behind, to look at.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await browser.screenshot(`failed-${task.name.split(' ')[0]}`);
});

describe('lead@studio-one.test submits an iOS CPI test managed by the publisher', () => {
  it('SUB-CREATE-14 SUB-CREATE-15 the board\'s button asks the name, then opens the flow (SUB-CREATE-19)', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.getByRole('button', { name: 'Create a test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a test' });
    await dialog.getByLabel('Test name').fill('ab');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectVisible(dialog.getByText('Name length must be between 3 and 25 characters'));
    await dialog.getByLabel('Test name').fill('Sky Hopper');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/gameid=new/);
    await expectVisible(stepper(page));
    expect(await currentStep(page).textContent()).toContain('1. Create a test');
    await browser.screenshot('submission-1-create');
  });

  it('SUB-CREATE-16 creates the test; its next step, AppStore publishing, is current (SUB-19)', async () => {
    const { page } = browser;
    const create = section(page, 'Create a test');
    expect(await create.getByLabel('Test name').inputValue()).toBe('Sky Hopper');
    await expectVisible(create.getByRole('checkbox', { name: 'Facebook' }));
    expect(await create.getByRole('checkbox', { name: 'Facebook' }).isChecked()).toBe(true);
    await create.getByRole('button', { name: 'Create a test' }).click();
    await page.waitForURL(/[?&]gameid=\d+/);
    gameId = Number(new URL(page.url()).searchParams.get('gameid'));
    await expectVisible(currentStep(page).getByText('2. AppStore publishing'));
    // SUB-CREATE-04: the name is locked once the test exists.
    expect(await section(page, 'Create a test').getByLabel('Test name').getAttribute('readonly')).not.toBeNull();
  });

  it('SUB-ASP-06 SUB-27 the AppStore step\'s tutorial names the demo\'s store command', async () => {
    const { page } = browser;
    const tutorial = page.getByRole('complementary', { name: 'Tutorial' });
    await expectVisible(tutorial.getByText('npm run store:publish -- --platform ios', { exact: false }));
    await browser.screenshot('submission-2-appstore');
    await section(page, 'AppStore publishing').getByRole('button', { name: 'Next step' }).click();
    await expectVisible(currentStep(page).getByText('3. Link to store'));
  });

  it('SUB-LINK-25 refuses an app the store does not know, then links it once published (Part G)', async () => {
    const { page } = browser;
    const link = section(page, 'Link to store');
    await link.getByLabel('AppStore ID').fill('0123');
    await link.getByLabel('AppStore ID').blur();
    await expectVisible(link.getByText('Valid AppStore IDs are 9-10 digits long and start with a non-zero digit'));
    await link.getByLabel('AppStore ID').fill(APPSTORE_ID);
    await link.getByLabel('Bundle ID').fill('bad');
    await link.getByLabel('Bundle ID').blur();
    await expectVisible(link.getByText('Valid Bundle IDs should look like com.company.game', { exact: false }));
    await link.getByLabel('Bundle ID').fill(BUNDLE_ID);
    await link.getByRole('button', { name: 'Validate' }).click();
    await expectVisible(link.getByText('We could not find your game in the store with this AppStore ID. Check it and try again.'));
    await browser.screenshot('submission-3-link-not-found');

    const published = await demoCommand('store:publish', ['--platform', 'ios', '--store-id', APPSTORE_ID, '--bundle-id', BUNDLE_ID, '--name', 'Sky Hopper']);
    expect(published).toContain('Published in the simulated App Store');
    await link.getByRole('button', { name: 'Validate' }).click();
    await expectVisible(currentStep(page).getByText('4. Facebook setup'));
    // SUB-LINK-05, SUB-LINK-09: both ids stay once saved.
    expect(await link.getByLabel('AppStore ID').getAttribute('readonly')).not.toBeNull();
    expect(await link.getByLabel('Bundle ID').getAttribute('readonly')).not.toBeNull();
  });

  it('SUB-FB-03 SUB-FB-09 SUB-FB-10 saves the app id, requests access and checks the configuration', async () => {
    const { page } = browser;
    const facebook = section(page, 'Facebook setup');
    await facebook.getByLabel('Facebook App ID').fill('1234');
    await facebook.getByLabel('Facebook App ID').blur();
    await expectVisible(facebook.getByText('Valid Facebook App Ids are between 15 and 17 digits long'));
    await facebook.getByLabel('Facebook App ID').fill(`9${suffix}12345678`);
    await facebook.getByLabel('Facebook App ID').blur();
    await facebook.getByLabel('Decryption key').fill('xyz');
    await facebook.getByLabel('Decryption key').blur();
    await expectVisible(facebook.getByText('Valid Decryption Keys are 64 alphanumeric characters long'));
    await facebook.getByLabel('Decryption key').fill('');
    await facebook.getByLabel('Decryption key').blur();
    await facebook.getByRole('button', { name: 'Request app access' }).click();
    await expectVisible(facebook.getByText('Action Request app access done!'));
    await browser.screenshot('submission-4-facebook');
    // The grant is an operation: Next step waits for it.
    const next = facebook.getByRole('button', { name: 'Next step' });
    await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
    await facebook.getByRole('button', { name: 'Check the configuration' }).click();
    await expectVisible(facebook.getByText('Test successful!'));
    await next.click();
    await expectVisible(currentStep(page).getByText('5. SDK integration'));
  });

  it('SUB-SDK-06 the SDK test fails before the build\'s events, and passes after them (Part G)', async () => {
    const { page } = browser;
    const sdk = section(page, 'SDK integration');
    await sdk.getByRole('button', { name: 'SDK integration test' }).click();
    await expectVisible(sdk.getByRole('status'));
    expect(await sdk.getByText('Test successful!').count()).toBe(0);
    await browser.screenshot('submission-5-sdk-failed');
    await demoCommand('sdk:events', ['--game', String(gameId)]);
    await sdk.getByRole('button', { name: 'SDK integration test' }).click();
    await expectVisible(sdk.getByText('Test successful!'));
    await sdk.getByRole('button', { name: 'Next step' }).click();
    await expectVisible(currentStep(page).getByText('6. Game building and Test'));
  });

  it('SUB-BUILD-02 SUB-BUILD-03 tests the analytics and attribution integrations', async () => {
    const { page } = browser;
    const building = section(page, 'Game building and Test');
    await building.getByRole('button', { name: 'Test the analytics integration' }).click();
    await building.getByRole('button', { name: 'Test the attribution integration' }).click();
    await expect.poll(() => building.getByText('Test successful!').count(), { timeout: 15_000 }).toBe(2);
    await building.getByRole('button', { name: 'Next step' }).click();
    await expectVisible(currentStep(page).getByText('7. Finalize app config'));
    await section(page, 'Finalize app config').getByRole('button', { name: 'Next step' }).click();
    await expectVisible(currentStep(page).getByText('8. Game categories and Tags'));
  });

  it('SUB-CAT-06 SUB-CAT-07 enables Next step once genres and tags are valid, then Create campaign is current', async () => {
    const { page } = browser;
    const categories = section(page, 'Game categories and Tags');
    const next = categories.getByRole('button', { name: 'Next step' });
    expect(await next.isDisabled()).toBe(true);
    for (const group of await categories.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
    for (const [category, tag] of [
      ['Mechanic', 'runner'],
      ['Theme', 'sky'],
      ['Toy', 'jetpack'],
    ] as const) {
      const input = categories.getByRole('textbox', { name: category, exact: true });
      await input.fill(tag);
      await input.press('Enter');
      await expectVisible(categories.getByText(tag, { exact: true }));
    }
    await browser.screenshot('submission-8-categories');
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await expectVisible(currentStep(page).getByText('9. Create campaign'));
    await browser.screenshot('submission-9-campaign');
  });

  it('MG-14 the board card follows: Step 9/9, next Create campaign', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.goto('/board/mygames/in_progress/cpi');
    const card = page.getByRole('listitem').filter({ hasText: 'Sky Hopper' });
    await expectVisible(card.getByText('Step 9/9'));
    await expectVisible(card.getByText('Next: Create campaign'));
  });

  it('SUB-14 a CTR test has create, link to store, categories and campaign only', async () => {
    const { page } = browser;
    await page.goto('/board/mygames/in_progress/ctr?gameid=new&name=Tap%20Tap%20Ads');
    const create = section(page, 'Create a test');
    expect(await create.getByRole('radio', { name: 'CTR (test only)' }).isChecked()).toBe(true);
    // SUB-CREATE-07: no store question for a CTR test.
    expect(await create.getByText('Already published in the store?').count()).toBe(0);
    await create.getByRole('button', { name: 'Create a test' }).click();
    await page.waitForURL(/[?&]gameid=\d+/);
    await expectVisible(currentStep(page).getByText('2. Link to store'));
    const titles = await stepper(page).getByRole('button').allTextContents();
    expect(titles.map((title) => title.replace(/(under )?\d+(-\d+)? minutes?$/, ''))).toEqual([
      '1. Create a test',
      '2. Link to store',
      '3. Game categories and Tags',
      '4. Create campaign',
    ]);
    await browser.screenshot('submission-ctr');
    await closePanelAndSignOut(page);
  });
});

describe('the flow read only', () => {
  for (const [email, why] of [
    ['own@studio-one.test', 'SUB-04 own@ (own games only) cannot edit a test lead@ created'],
    ['dev@studio-one.test', 'SUB-04 dev@ (read-only access) sees the flow without editing it'],
  ] as const) {
    it(why, async () => {
      const { page } = browser;
      await signIn(page, email);
      await page.waitForURL('**/board');
      await page.goto(`/board/mygames/in_progress/cpi?game=${gameId}`);
      await expectVisible(stepper(page));
      expect(await section(page, 'Game categories and Tags').getAttribute('disabled')).not.toBeNull();
      expect(await page.getByRole('button', { name: 'Next step' }).count()).toBe(0);
      await closePanelAndSignOut(page);
    });
  }

  it('SUB-04 pm@ opens the test from the games list: the flow, read only, under the review actions', async () => {
    const { page } = browser;
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/home?game=${gameId}`);
    await expectVisible(stepper(page));
    expect(await section(page, 'Link to store').getAttribute('disabled')).not.toBeNull();
    await browser.screenshot('submission-pm-read-only');
    await closePanelAndSignOut(page);
  });
});

// Last, once the read-only views above have seen the flow at its last step.
describe('lead@studio-one.test finishes the submission', () => {
  it('SUB-CAMP-10 SUB-ICON-08 SUB-VID-04 SUB-VID-14 sends the icon and a clip cropped to 4:5 first, then requests testing: the game waits for approval', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/board/mygames/in_progress/cpi?game=${gameId}`);
    const campaign = section(page, 'Create campaign');
    const request = campaign.getByRole('button', { name: 'Request testing' });
    await expectVisible(request);
    await campaign.getByLabel('Choose the game icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await image(512, 512) });
    // A 9:16 clip for Facebook: the frame of its 4:5 crop, centred.
    await campaign.getByLabel('Add Facebook videos').setInputFiles(join(DEMO_CLIP_DIR, 'ad-9x16-life.mp4'));
    await expectVisible(campaign.getByText('Wrong ratio. You need to crop the video.'));
    await campaign.getByRole('button', { name: 'Use this crop' }).click();
    await campaign.getByLabel('I accept the terms of the publishing test').check();
    await expect.poll(() => request.isEnabled()).toBe(true);
    await browser.screenshot('submission-10-campaign');
    await request.click();
    await expectVisible(page.getByText('You have completed your testing request successfully!'));
    await browser.screenshot('submission-11-pending-approval');
    await closePanelAndSignOut(page);
  });

  it('PA-02 SUB-CAMP-22 BE-STAT-04 pm@ approves it: its campaign stands by and the game is In testing', async () => {
    const { page } = browser;
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/home?game=${gameId}`);
    const panel = page.getByRole('dialog', { name: 'Game' });
    await panel.getByRole('region', { name: 'Pending approval' }).getByRole('button', { name: 'Approve' }).click();
    // Issue 42: asked before it runs.
    const confirm = page.getByRole('dialog', { name: 'Approve this testing request?' });
    await expectVisible(confirm.getByText('A campaign is created on each of the game', { exact: false }));
    await confirm.getByRole('button', { name: /^(Confirm|Approve)$/ }).click();
    await expectVisible(panel.getByRole('region', { name: 'Campaign creation' }).getByText('Facebook: Your campaign is ready and standing by.'));
    await expectVisible(panel.getByRole('region', { name: 'Game summary' }).getByText('In testing', { exact: true }));
    await browser.screenshot('submission-12-approved');
    await closePanelAndSignOut(page);
  });
});

