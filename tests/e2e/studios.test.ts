// Studios for staff in Chromium (issue 13): pm@ chooses the list's columns, filters the
// studios by CPI, saves the view, opens a studio, switches it to coaching as its PM and
// reads the history; admin@ deactivates a studio and reactivates it; a studio lead
// gets the not-found page. The studio changed is put back as it was at the end.
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, settled, signIn, signOut, toast, type Browser } from '../support/browser';
import { sharedStack, type Stack } from '../support/stack';

let stack: Stack;
let browser: Browser;
/** The studio the journey coaches: an att studio no other journey reads. */
const COACHED = 'Bright Harbor';
let saved: Record<string, unknown> | undefined;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await openBrowser(stack.gatewayUrl);
  const rows = (await stack.database.db.execute(
    sql`select id, team_status_id, pm_id, secondary_pm_id, activity_state from studios where name = ${COACHED}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  saved = rows.rows[0];
});

afterAll(async () => {
  await browser?.close();
  if (saved) {
    await stack.database.db.execute(
      sql`update studios set team_status_id = ${saved.team_status_id}, pm_id = ${saved.pm_id}, secondary_pm_id = ${saved.secondary_pm_id},
            deactivate_date = null, deactivate_reason = null where id = ${saved.id}`,
    );
  }
});

async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The list's heading count ("8 studios"). */
async function studioCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ studios?$/).textContent();
  return Number(text?.split(' ')[0]);
}

const table = (page: Page) => page.getByRole('table', { name: 'Studios' });

describe('a publishing manager in the studios list', () => {
  it('SL-01 SL-08 SL-10 SL-11 SL-15 issue 17 the Studios tab opens the list in one request: the first eight columns, CPI ascending, "No more studio"', async () => {
    const { page } = browser;
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    // Issue 17: the navigation is one GraphQL request, the shell and the list's first page together.
    const requests: string[] = [];
    const record = (request: { url(): string; method(): string; postData(): string | null }) => {
      if (request.method() === 'POST' && request.url().endsWith('/graphql')) requests.push(JSON.parse(request.postData() ?? '{}').operationName);
    };
    page.on('request', record);
    await page.getByRole('tab', { name: 'Studios' }).click();
    await page.waitForURL('**/studios');
    await expectVisible(table(page));
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(requests).toEqual(['StudiosPageQuery']);
    for (const header of ['Name', 'PM', 'CPI', 'Day 1', 'Day 7', 'Prototypes', 'Last iteration', 'Prototypes (6 months)']) {
      await expectVisible(table(page).getByRole('columnheader', { name: header, exact: true }));
    }
    expect(await table(page).getByRole('columnheader', { name: 'Activity', exact: true }).count()).toBe(0);
    await expectVisible(page.getByText('No more studio'));
    expect(await studioCount(page)).toBeGreaterThanOrEqual(8);
    await settled(page);
    await browser.screenshot('studios-list');
  });

  it('SL-03 chooses the columns: Activity shown, Prototypes (6 months) hidden', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose columns' }).or(page.getByLabel('Choose columns'));
    await chooser.getByRole('checkbox', { name: 'Activity' }).check();
    await chooser.getByRole('checkbox', { name: 'Prototypes (6 months)' }).uncheck();
    await browser.screenshot('studios-columns');
    await page.keyboard.press('Escape');
    await expectVisible(table(page).getByRole('columnheader', { name: 'Activity', exact: true }));
    await expect.poll(() => table(page).getByRole('columnheader', { name: 'Prototypes (6 months)', exact: true }).count()).toBe(0);
  });

  it('SL-05 SL-19 filters the studios by CPI: only those at $0.65 or less stay', async () => {
    const { page } = browser;
    const before = await studioCount(page);
    await page.getByRole('button', { name: /Create filters/ }).click();
    const dialog = page.getByRole('dialog');
    const first = dialog.getByRole('group', { name: /^Rule / }).first();
    await choose(page, first.getByRole('combobox', { name: 'Column' }), 'CPI (3 months)');
    await choose(page, dialog.getByRole('combobox', { name: 'Operator' }), '<=');
    await dialog.getByRole('slider', { name: 'CPI (3 months) value' }).fill('0.65');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => studioCount(page), { timeout: 15_000 }).not.toBe(before);
    const after = await studioCount(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    const cpis = await table(page)
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => /\$(\d+\.\d+)/.exec(row.textContent ?? '')?.[1] ?? ''));
    expect(cpis.length).toBe(after);
    expect(cpis.every((cpi) => Number(cpi) <= 0.65)).toBe(true);
  });

  it('SL-07 VIEW-05 saves the list as a view, which comes back after a reload', async () => {
    const { page } = browser;
    const count = await studioCount(page);
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Cheap studios');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(toast(page, 'View "Cheap studios" saved'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Saved views' }).textContent(), { timeout: 15_000 }).toContain('Cheap studios');
    await page.reload();
    await expectVisible(table(page));
    await expect.poll(() => page.getByRole('combobox', { name: 'Saved views' }).textContent(), { timeout: 15_000 }).toContain('Cheap studios');
    await expect.poll(() => studioCount(page), { timeout: 15_000 }).toBe(count);
    await expectVisible(table(page).getByRole('columnheader', { name: 'Activity', exact: true }));
  });
});

describe('a publishing manager on a studio page', () => {
  it('SL-13 SD-01 SD-07 opens a studio from the list: its facts, ATT for an att studio', async () => {
    const { page } = browser;
    await page.goto('/studios');
    await choose(page, page.getByRole('combobox', { name: 'Saved views' }), 'Cheap studios');
    await page.getByRole('button', { name: /Create filters/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await table(page).getByRole('link', { name: COACHED, exact: true }).click();
    await page.waitForURL('**/studio/*');
    await expectVisible(page.getByRole('heading', { name: COACHED }));
    await expectVisible(page.getByText('Team status ATT'));
    await expectVisible(page.getByText(/^\d+ games? \(\d+ games? launched\)$/));
    await settled(page);
    await browser.screenshot('studio-page');
  });

  it('SSET-18 SSET-21 SSET-23 SSET-25 switches it to coaching with himself as primary PM', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Studio settings' });
    const validate = drawer.getByRole('button', { name: 'Validate' });
    expect(await validate.isDisabled()).toBe(true);
    expect(await drawer.getByRole('combobox', { name: 'Primary PM' }).isDisabled()).toBe(true);
    await drawer.getByRole('switch', { name: 'Coaching' }).check();
    await expect.poll(() => drawer.getByRole('combobox', { name: 'Team status' }).textContent()).toContain('Coached');
    await choose(page, drawer.getByRole('combobox', { name: 'Primary PM' }), 'Paula Marchetti');
    expect(await validate.isDisabled()).toBe(false);
    await browser.screenshot('studio-settings');
    await validate.click();
    await expect.poll(() => drawer.count(), { timeout: 15_000 }).toBe(0);
    await expectVisible(page.getByText('Team status Coached'));
    await expectVisible(page.getByText('PM Paula Marchetti'));
  });

  it('SSET-30..33 reads the history: the new team status and the new primary PM, by whom', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History' });
    const rows = dialog.getByRole('row');
    await expectVisible(rows.filter({ hasText: 'New team status' }).filter({ hasText: 'Coached' }).first());
    await expectVisible(rows.filter({ hasText: 'New Primary PM' }).filter({ hasText: 'Paula Marchetti' }).first());
    await browser.screenshot('studio-history');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await signOut(page);
  });
});

describe('an administrator on a studio page', () => {
  it('SSET-05..08 BE-STU-02 deactivates the studio with a reason, then reactivates it', async () => {
    const { page } = browser;
    await signIn(page, 'admin@greenlight.test');
    await page.waitForURL('**/home');
    const id = saved!.id as number;
    await page.goto(`/studio/${id}`);
    await expectVisible(page.getByRole('heading', { name: COACHED }));
    await page.getByRole('button', { name: 'Settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Studio settings' });
    // The switch stays on until the deactivation is confirmed.
    await drawer.getByRole('switch', { name: 'Platform access' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Deactivate the studio' });
    await expectVisible(confirmDialog.getByText('All members of this studio will lose access to the platform, the academy and the support desk.'));
    const confirm = confirmDialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await choose(page, confirmDialog.getByRole('combobox', { name: 'Deactivation reason' }), 'Studio went to self-publish');
    await browser.screenshot('studio-deactivate');
    await confirm.click();
    await drawer.getByRole('button', { name: 'Validate' }).click();
    await expect.poll(() => drawer.count(), { timeout: 15_000 }).toBe(0);
    await expectVisible(page.getByText(/^Deactivated since \d{2}-\d{2}-\d{4}$/));

    await page.getByRole('button', { name: 'Settings' }).click();
    // SSET-08: reactivating is immediate.
    await page.getByRole('dialog', { name: 'Studio settings' }).getByRole('switch', { name: 'Platform access' }).click();
    await expect.poll(() => page.getByText(/^Deactivated since/).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('dialog', { name: 'Studio settings' }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Studio settings' }).count()).toBe(0);
    await signOut(page);
  });
});

describe('a studio lead', () => {
  it('issue 13 PERM-05 gets the not-found page on /studios', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto('/studios');
    await expectVisible(page.getByText('Page not found'));
    expect(await table(page).count()).toBe(0);
    // The not-found page has no header: sign out by the route.
    await page.goto('/logout');
    await page.waitForURL('**/login');
  });
});
