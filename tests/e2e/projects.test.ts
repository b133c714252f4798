// The project page in Chromium (PROJ): a publishing manager reads a project's games
// and renames it, with the name's rules.
import { findProjectIds } from '@greenlight/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, signIn, type Browser } from '../support/browser';
import { sharedStack, type Stack } from '../support/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await sharedStack();
  browser = await openBrowser(stack.gatewayUrl);
});

afterAll(async () => {
  await browser?.close();
});

describe('a publishing manager on a project page', () => {
  it('PROJ-02 PROJ-05 CONF-15 reads the project\'s games in a table', async () => {
    const { page } = browser;
    const [projectId] = await findProjectIds(stack.database.db, { studioSlug: 'studio-one', minGames: 2 }, 1);
    await signIn(page, 'pm@greenlight.test');
    await page.waitForURL('**/home');
    // The other reading's path leads to the same page.
    await page.goto(`/gameproject?id=${projectId}`);
    await page.waitForURL(`**/board/project/${projectId}`);
    const table = page.getByRole('table', { name: 'Games of the project' });
    await expectVisible(table);
    for (const header of ['Game', 'Ad Network', 'CPI', 'D1', 'Cumulative D3 playtime']) {
      await expectVisible(table.getByRole('columnheader', { name: header, exact: true }));
    }
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    await browser.screenshot('project-page');
  });

  it('PROJ-04 PROJ-07..09 PROJ-08 renames it: 3 to 25 characters, Enter submits', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Edit project name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit project name' });
    const field = dialog.getByRole('textbox', { name: 'Project name' });
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    // Unchanged: nothing to confirm (PROJ-09).
    expect(await confirm.isDisabled()).toBe(true);
    await field.fill('ab');
    await expectVisible(dialog.getByText('Name length must be between 3 and 25 characters.'));
    expect(await confirm.isDisabled()).toBe(true);
    await browser.screenshot('project-rename-invalid');
    await field.fill('Tower Rush Deluxe');
    expect(await confirm.isDisabled()).toBe(false);
    await field.press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Tower Rush Deluxe' }));
    expect(await dialog.count()).toBe(0);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Tower Rush Deluxe' }));
  });

  it('PROJ-06 shows compact cards at 768 px or less', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 700, height: 900 });
    try {
      expect(await page.getByRole('table', { name: 'Games of the project' }).isVisible()).toBe(false);
      await expectVisible(page.getByText(/^CPI /).first());
      await browser.screenshot('project-page-mobile');
    } finally {
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  });
});
