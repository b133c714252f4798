// Accounts in Chromium against the real gateway and provider (issue 3): a password
// reset through the outbox, the profile with dark mode and a password change,
// impersonation and its refusal, the maintenance page, the learning platform.
import { RESET_LINK_USED } from '@greenlight/rules';
import { restoreDemoUser } from '@greenlight/provider';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, signIn, signOut, toast, type Browser } from '../support/browser';
import { bearerClient } from '../support/graphql-client';
import { DEMO_PASSWORD, sharedStack, type Stack } from '../support/stack';

const ACADEMY = 'https://academy.greenlight.example';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
});

// The journeys share one database: the users whose password and profile change here get the seed's back.
afterAll(async () => {
  for (const email of ['games@studio-one.test', 'lead@studio-one.test']) await restoreDemoUser(stack.database.db, email);
});


async function userIdOf(email: string): Promise<number> {
  // A bearer token: the shared stack runs production's trusted documents (text from a session is refused).
  const client = await bearerClient(stack, email, DEMO_PASSWORD);
  const { viewer } = await client.data<{ viewer: { user: { userId: number } } }>('{ viewer { user { userId } } }');
  return viewer.user.userId;
}

/** The page's background, as the theme paints it. */
const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('.fui-FluentProvider')!).backgroundColor);

describe('password reset', () => {
  beforeAll(async () => {
    browser = await openBrowser(stack.gatewayUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('PWD-01..03 asks for a link from the login page and lands on the email-sent page', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/resetpwd');
    const send = page.getByRole('button', { name: 'Send me a reset link' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('games@studio-one.test');
    await browser.screenshot('reset-request');
    await send.click();
    await page.waitForURL('**/resetpwd/emailsent');
    await expectVisible(page.getByText('games@studio-one.test'));
    await browser.screenshot('reset-email-sent');
  });

  it('PWD-05..09 opens the mailed link, sets a new password that meets the policy, and signs in with it', async () => {
    const { page } = browser;
    await page.goto(await stack.resetLinkPath('games@studio-one.test'));
    await expectVisible(page.getByRole('heading', { name: 'Choose a new password' }));
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await page.locator('input[name="newPassword"]').fill('Brand-new-7');
    await page.getByLabel('Confirm new password').fill('Brand-new-8');
    await expectVisible(page.getByText('Your two password fields don’t match'));
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Confirm new password').fill('Brand-new-7');
    await browser.screenshot('reset-new-password');
    await confirm.click();
    await page.waitForURL('**/login');
    await expectVisible(page.getByText('Your password has been changed: sign in with the new one.'));
    await signIn(page, 'games@studio-one.test', 'Brand-new-7');
    await page.waitForURL('**/board');
    await signOut(page);
  });

  it('PWD-14 issue 15 refuses the same link a second time, saying it was used', async () => {
    const { page } = browser;
    await page.goto(await stack.resetLinkPath('games@studio-one.test'));
    await page.locator('input[name="newPassword"]').fill('Another-one-9');
    await page.getByLabel('Confirm new password').fill('Another-one-9');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(toast(page, RESET_LINK_USED));
    await page.waitForTimeout(500); // the toast slides in
    await browser.screenshot('reset-link-spent');
  });
});

describe('profile, dark mode and password', () => {
  beforeAll(async () => {
    browser = await openBrowser(stack.gatewayUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('PROF-01..03 edits the profile: Save only once something changed', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'my profile' }).click();
    await page.waitForURL('**/profile/me');
    const save = page.getByRole('button', { name: 'Save' });
    await expectVisible(save);
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Job title').fill('  Studio lead and level designer ');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await expectVisible(toast(page, 'Profile saved'));
    expect(await save.isDisabled()).toBe(true);
    // ERR-14: a message toast closes by itself after 5 s.
    const shownAt = Date.now();
    await toast(page, 'Profile saved').waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await page.reload();
    await expectVisible(page.getByLabel('Job title'));
    expect(await page.getByLabel('Job title').inputValue()).toBe('Studio lead and level designer');
    await browser.screenshot('profile');
  });

  it('PROF-18 switches to dark mode at once and keeps it on the user', async () => {
    const { page } = browser;
    const light = await backgroundOf(page);
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(() => backgroundOf(page)).not.toBe(light);
    const dark = await backgroundOf(page);
    await browser.screenshot('profile-dark');
    // Another browser, the same user: the preference comes with the account.
    const other = await openBrowser(stack.gatewayUrl);
    try {
      await signIn(other.page, 'lead@studio-one.test');
      await other.page.waitForURL('**/board');
      await expect.poll(() => backgroundOf(other.page)).toBe(dark);
      await other.screenshot('board-dark');
    } finally {
      await other.close();
    }
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(() => backgroundOf(page)).toBe(light);
  });

  it('issue 16 creates a read access token in the profile, sees it once, lists it, then revokes it', async () => {
    const { page } = browser;
    const section = page.getByRole('region', { name: 'Access tokens' }).or(page.locator('[aria-labelledby="access-tokens-title"]'));
    await section.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    // A studio member is offered read tokens only.
    expect(await dialog.getByRole('radio').count()).toBe(1);
    await dialog.getByLabel('Name').fill('Nightly board export');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await expectVisible(dialog.getByText('it will not be shown again'));
    const token = await dialog.getByTestId('created-token').textContent();
    expect(token).toMatch(/^glpat_[\w-]{43}$/);
    await browser.screenshot('profile-access-token-created');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    const row = section.getByRole('row', { name: /Nightly board export/ });
    await expectVisible(row);
    expect(await section.textContent()).not.toContain(token!.slice(10));
    await row.scrollIntoViewIfNeeded();
    await browser.screenshot('profile-access-tokens');
    await row.getByRole('button', { name: 'Revoke Nightly board export' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expectVisible(toast(page, 'Token "Nightly board export" revoked'));
    await row.waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('PROF-04..15 changes the password in the dialog, with its hints, gauge and messages', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    const submit = dialog.getByRole('button', { name: 'Change password' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.locator('input[name="newPassword"]').fill('weak');
    await expectVisible(dialog.getByText('Must contain at least 1 uppercase letter'));
    await dialog.locator('input[name="newPassword"]').fill('Stronger-pass-42');
    await dialog.getByLabel('Confirm password').fill('Stronger-pass-4');
    await expectVisible(dialog.getByText('New and confirm password are not the same :/'));
    await dialog.getByLabel('Confirm password').fill('Stronger-pass-42');
    await submit.click();
    await expectVisible(dialog.getByText('Wrong password.'));
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
    await browser.screenshot('change-password');
    await submit.click();
    await expectVisible(toast(page, 'your password has been successfully changed'));
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    await signOut(page);
    await signIn(page, 'lead@studio-one.test', 'Stronger-pass-42');
    await page.waitForURL('**/board');
    await signOut(page);
  });
});

describe('session end', () => {
  beforeAll(async () => {
    browser = await openBrowser(stack.gatewayUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('AUTH-15 issue 17 a session ended elsewhere sends the next page to the login page with a full load, and back after signing in', async () => {
    const { page } = browser;
    await signIn(page, 'pm2@greenlight.test');
    await page.waitForURL('**/home');
    await expectVisible(page.getByRole('tab', { name: 'Studios' }));
    // What the page loads on its own once shown (a card's review buttons, the bell's list)
    // is loaded first: a request of it answered 401 would sign it out before the click.
    await page.waitForLoadState('networkidle');
    // The session ends at the provider, as a password reset elsewhere ends them all (the
    // shared stack's clock stands still: the newest session is not told by its date).
    await stack.database.db.execute(sql`
      update sessions set revoked_at = now()
      where revoked_at is null and user_id = (select id from users where email = 'pm2@greenlight.test')`);
    // A mark the page keeps until it is loaded again: the login page comes with a full
    // load, so nothing the session showed stays in memory (Relay's store).
    await page.evaluate(() => Object.assign(window, { sessionMark: true }));
    await page.getByRole('tab', { name: 'Studios' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fstudios$/);
    await expectVisible(page.getByRole('button', { name: 'Sign in' }));
    expect(await page.evaluate(() => 'sessionMark' in window)).toBe(false);
    await signIn(page, 'pm2@greenlight.test');
    await page.waitForURL('**/studios');
    await expectVisible(page.getByRole('table', { name: 'Studios' }));
  });
});

describe('impersonation', () => {
  beforeEach(async () => {
    browser = await openBrowser(stack.gatewayUrl);
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('IMP-04..07 ROUTE-32 pm@ acts as dev@ on the board (/board) with the release banner, then releases back to the games list', async () => {
    const { page } = browser;
    const dev = await userIdOf('dev@studio-one.test');
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/hijack/${dev}`);
    await page.waitForURL('**/board');
    const banner = page.getByText(/You are acting as .+ \(impersonated by Paula Marchetti\)/);
    await expectVisible(banner);
    await expectVisible(page.getByRole('heading', { name: 'Welcome to your studio board' }));
    // dev@ has no publishing interface: the platform dropdown holds Studio Admin only (NAV-03).
    await page.getByRole('button', { name: 'Studio Platform' }).click();
    await expectVisible(page.getByRole('menuitem', { name: 'Studio Admin' }));
    expect(await page.getByRole('menuitem', { name: 'Publishing Platform' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await browser.screenshot('impersonating-dev');
    await page.getByRole('button', { name: 'Release' }).click();
    await page.waitForURL('**/home');
    await expectVisible(page.getByRole('heading', { name: 'Games' }));
    expect(await banner.count()).toBe(0);
  });

  it('IMP-05 ROUTE-23 an empty id or one\'s own goes to the root, which lands by permission', async () => {
    const { page } = browser;
    const pm = await userIdOf('pm@greenlight.test');
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/hijack/${pm}`);
    await page.waitForURL('**/home');
    await page.goto('/hijack/');
    await page.waitForURL('**/home');
  });

  it('IMP-08..10 dev@ cannot impersonate: the failure toast, the message, and the board after 3.5 s', async () => {
    const { page } = browser;
    const pm = await userIdOf('pm@greenlight.test');
    await signIn(page, 'dev@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/hijack/${pm}`);
    await expectVisible(toast(page, "Hijack failed: you don't have the necessary permissions to impersonate this user"));
    await expectVisible(page.getByText('Impersonating user did not succeed'));
    const shownAt = Date.now();
    await page.waitForTimeout(500); // the toast slides in
    await browser.screenshot('impersonation-refused');
    await page.waitForURL('**/board', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_500);
    await expectVisible(page.getByRole('heading', { name: 'Welcome to your studio board' }));
    // KS-03: without view_knowledge_sharing, knowledge sharing is the not-found page (one request, issue 17).
    await page.goto('/board/ks/finished/cpi');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
  });
});

describe('maintenance', () => {
  beforeAll(async () => {
    browser = await openBrowser(stack.gatewayUrl);
  });
  afterAll(async () => {
    await stack.setMaintenance(false);
    await browser?.close();
  });

  it('ERR-01 ERR-16 ROUTE-25 shows /maintenance while the provider answers 503; Retry stays until it recovers', async () => {
    const { page } = browser;
    await page.clock.install();
    await signIn(page, 'cs@greenlight.test');
    await page.waitForURL('**/home');
    await stack.setMaintenance(true);
    await page.goto('/home');
    await page.waitForURL('**/maintenance');
    await expectVisible(page.getByRole('heading', { name: 'Oops! We have a problem' }));
    await browser.screenshot('maintenance');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL('**/maintenance');
    await expectVisible(page.getByRole('button', { name: 'Retry' }));
    await stack.setMaintenance(false);
    // The page asks by itself every 15 s and leaves once the platform is back.
    await page.clock.fastForward(16_000);
    await page.waitForURL('**/home');
    await expectVisible(page.getByRole('heading', { name: 'Games' }));
  });
});

describe('learning platform', () => {
  beforeEach(async () => {
    browser = await openBrowser(stack.gatewayUrl);
    // The academy is outside this machine: answer for it.
    await browser.context.route(`${ACADEMY}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Greenlight Academy</h1>' }),
    );
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('ROUTE-05 ROUTE-08 learner@ signs in and lands on the academy link of GET /auth/redirectLink', async () => {
    const { page } = browser;
    await signIn(page, 'learner@studio-three.test');
    await expectVisible(page.getByRole('heading', { name: 'Greenlight Academy' }));
    expect(page.url()).toMatch(new RegExp(`^${ACADEMY}/?\\?sso=`));
  });

  it('AUTH-10 with ?redirect=learnupon the sign-in itself answers the academy link', async () => {
    const { page } = browser;
    await page.goto('/login?redirect=learnupon');
    await signIn(page, 'learner@studio-three.test');
    await page.waitForURL(new RegExp(`^${ACADEMY}/?\\?sso=`));
  });

  it('NAV-07 a studio lead holding a learning permission sees Academy in place of E-learning', async () => {
    const { page } = browser;
    await signIn(page, 'manager@studio-one.test');
    await page.waitForURL('**/board');
    const menu = page.getByRole('navigation', { name: 'Studio board' });
    const academy = menu.getByRole('link', { name: 'Academy' });
    await expectVisible(academy);
    expect(await academy.getAttribute('href')).toMatch(new RegExp(`^${ACADEMY}/?\\?sso=`));
    expect(await menu.getByRole('link', { name: 'E-learning' }).count()).toBe(0);
  });
});

describe('pages of every user', () => {
  beforeAll(async () => {
    browser = await openBrowser(stack.gatewayUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('ROUTE-26 shows the quotes, ERR-17 the not-found page with its Refresh link', async () => {
    const { page } = browser;
    await signIn(page, 'pm2@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto('/quotes');
    await expectVisible(page.getByRole('heading', { name: 'Quotes' }));
    await browser.screenshot('quotes');
    await page.goto('/no/such/page');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    await page.getByRole('link', { name: 'Refresh' }).click();
    await page.waitForURL('**/board');
  });

  it('ERR-02 a failing server shows the toast with the support address, and the page its error', async () => {
    const { page } = browser;
    await page.goto('/home');
    await expectVisible(page.getByRole('button', { name: 'Profile menu' }));
    // The gateway's answer when the provider failed (a 502 upstream), for the profile
    // page's query only: the list's own queries may still be on their way.
    let failed = false;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (failed || !body?.operationName?.startsWith('ProfilePage')) return route.fallback();
      failed = true;
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'The provider failed', extensions: { code: 'GENERIC_ERROR', status: 502 } }] }),
      });
    });
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'my profile' }).click();
    await expectVisible(toast(page, 'An error occurred, please refresh or contact support (support@greenlight.example)'));
    await page.waitForTimeout(500); // the toast slides in
    await browser.screenshot('server-error');
    await page.unroute('**/graphql');
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'My profile' }));
  });

  it('NAV-02 sends a studio member who opens /home to the board', async () => {
    const { page } = browser;
    await signOut(page);
    await signIn(page, 'dev@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto('/home');
    await page.waitForURL('**/board');
  });
});
