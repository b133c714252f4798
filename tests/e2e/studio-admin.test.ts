// Studio self-service and the configured forms in Chromium (issue 14): lead@ edits the
// studio, adds a staff member and changes their access level; dev@ sees it all read
// only; manager@ changes a position; another studio's lead cannot see studio-one's
// staff; admin@ creates a studio through /studios/create and reads its legal form link;
// admin@ hands out a link for one of studio-one's contracts from its page; the legal form
// is filled through that link without a session, with its conditional section, and the
// same link is refused afterwards; and the contract it makes opens as a PDF. What the
// journey changed is put back at the end.
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, openBrowser, settled, signIn, signOut, toast, type Browser } from '../support/browser';
import { sharedStack, type Stack } from '../support/stack';

let stack: Stack;
let browser: Browser;
let studioOne: { id: number; deal_id: string; website: string | null };

async function row<T>(query: ReturnType<typeof sql>): Promise<T> {
  return ((await stack.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

beforeAll(async () => {
  stack = await sharedStack();
  browser = await openBrowser(stack.gatewayUrl);
  studioOne = await row(sql`select id, deal_id, website from studios where slug = 'studio-one'`);
});

afterAll(async () => {
  await browser?.close();
  await stack.database.db.execute(sql`update studios set website = ${studioOne.website} where id = ${studioOne.id}`);
  await stack.database.db.execute(
    sql`update studio_members set user_role = 'studio_developer' where studio_id = ${studioOne.id} and user_id = (select id from users where email = 'dev@studio-one.test')`,
  );
});

async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const staffTable = (page: Page) => page.getByRole('table', { name: 'Staff and permissions' });

describe('a studio lead in Studio admin', () => {
  it('NAV-03 SA-01 SA-03 SA-05 SA-07 SA-10 opens Studio Admin from the platform dropdown and saves the studio\'s website', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.getByRole('button', { name: 'Studio Platform' }).click();
    await page.getByRole('menuitem', { name: 'Studio Admin' }).click();
    await page.waitForURL('**/profile/studio');
    await page.getByRole('link', { name: 'Studio One' }).click();
    await page.waitForURL(`**/profile/studio/${studioOne.id}/studio`);
    const form = page.getByRole('form', { name: 'Studio information' });
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Website' }).fill('  https://studio-one.example  ');
    await save.click();
    await expectVisible(toast(page, 'Changes saved'));
    await settled(page);
    await browser.screenshot('studio-admin-info');
    expect((await row<{ website: string }>(sql`select website from studios where id = ${studioOne.id}`)).website).toBe('https://studio-one.example');
  });

  it('STAFF-03..08 adds a staff member: Save waits for the three fields, the invitation is sent, the dialog resets', async () => {
    const { page } = browser;
    await page.getByRole('tab', { name: 'Staff' }).click();
    await page.waitForURL(`**/profile/studio/${studioOne.id}/staff`);
    await page.getByRole('button', { name: 'Add new staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new staff member' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Zoe');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Zhang');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('zoe@studio-one');
    await expectVisible(dialog.getByText('Email should be valid'));
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('zoe@studio-one.test');
    await browser.screenshot('studio-admin-new-member');
    await save.click();
    await expectVisible(toast(page, 'Invitation sent to zoe@studio-one.test'));
    await expect.poll(() => dialog.count()).toBe(0);
    await expectVisible(staffTable(page).getByRole('row', { name: /Zoe Zhang/ }));
    // STAFF-08: it opens empty again.
    await page.getByRole('button', { name: 'Add new staff member' }).click();
    expect(await page.getByRole('dialog', { name: 'Add new staff member' }).getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');
    await page.getByRole('dialog', { name: 'Add new staff member' }).getByRole('button', { name: 'Cancel' }).click();
  });

  it('STAFF-19 STAFF-24 changes the new member\'s access level', async () => {
    const { page } = browser;
    await choose(page, staffTable(page).getByRole('combobox', { name: 'Access level of Zoe Zhang' }), 'Game access');
    await expect
      .poll(async () => (await row<{ access_id: number }>(sql`select m.access_id from studio_members m join users u on u.id = m.user_id where u.email = 'zoe@studio-one.test'`)).access_id)
      .toBe(2);
    await settled(page);
    await browser.screenshot('studio-admin-staff');
    await signOut(page);
  });
});

describe('other members', () => {
  it('STAFF-20..23 SA-14 dev@ (read only) sees the studio and its staff without a control but their own position', async () => {
    const { page } = browser;
    await signIn(page, 'dev@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/profile/studio/${studioOne.id}/studio`);
    const form = page.getByRole('form', { name: 'Studio information' });
    expect(await form.getByRole('textbox', { name: 'Studio name' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Staff' }).click();
    await expectVisible(staffTable(page));
    expect(await page.getByRole('button', { name: 'Add new staff member' }).count()).toBe(0);
    expect(await staffTable(page).getByRole('combobox', { name: /^Access level of / }).evaluateAll((boxes) => boxes.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);
    expect(await staffTable(page).getByRole('switch').evaluateAll((switches) => switches.every((s) => (s as HTMLInputElement).disabled))).toBe(true);
    const positions = staffTable(page).getByRole('combobox', { name: /^Position of / });
    const enabled = await positions.evaluateAll((boxes) => boxes.filter((b) => !(b as HTMLButtonElement).disabled).map((b) => b.getAttribute('aria-label')));
    expect(enabled).toEqual(['Position of Diego Alvarez']);
    await signOut(page);
  });

  it('STAFF-22 manager@ (full access and positions) changes dev@\'s position', async () => {
    const { page } = browser;
    await signIn(page, 'manager@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/profile/studio/${studioOne.id}/staff`);
    await choose(page, staffTable(page).getByRole('combobox', { name: 'Position of Diego Alvarez' }), 'Game designer');
    await expect
      .poll(async () => (await row<{ user_role: string }>(sql`select m.user_role from studio_members m join users u on u.id = m.user_id where u.email = 'dev@studio-one.test'`)).user_role)
      .toBe('studio_game_designer');
    await signOut(page);
  });

  it('issue 14 lead@studio-two.test cannot see studio-one\'s staff: the not-found page', async () => {
    const { page } = browser;
    await signIn(page, 'lead@studio-two.test');
    await page.waitForURL('**/board');
    await page.goto(`/profile/studio/${studioOne.id}/staff`);
    await expectVisible(page.getByText('Page not found'));
    expect(await staffTable(page).count()).toBe(0);
    await page.goto('/logout');
    await page.waitForURL('**/login');
  });
});

describe('the configured forms', () => {
  it('FORM-01 FORM-05 FORM-06 FORM-15 FORM-17 admin@ creates a studio through /studios/create, step by step', async () => {
    const { page } = browser;
    await signIn(page, 'admin@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto('/studios/create');
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('textbox', { name: 'Studio name' }).fill('Journey Studio');
    expect(await next.isDisabled()).toBe(true);
    await choose(page, page.getByRole('combobox', { name: /Lead source/ }), 'Conference');
    await page.getByRole('textbox', { name: 'Website' }).fill('journey.example');
    await expectVisible(page.getByText('Please enter a valid URL').or(page.getByText('A valid URL starts with http or https')));
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Website' }).fill('https://journey.example');
    await next.click();
    await page.getByRole('textbox', { name: 'Game title' }).fill('Path Finder');
    await page.getByRole('radio', { name: 'Both' }).check();
    await next.click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Jo');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Urney');
    await page.getByRole('textbox', { name: 'Email' }).fill('jo@journey.example');
    await choose(page, page.getByRole('combobox', { name: /Country/ }), 'Portugal');
    await browser.screenshot('studio-create');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(page.getByRole('link', { name: 'Journey Studio' }));
    const created = await row<{ country: string; origin: string }>(sql`select country, origin from studios where name = 'Journey Studio'`);
    expect(created).toEqual({ country: 'PT', origin: 'Conference' });
    // FORM-19, issue 42: the success screen shows the legal form's link once, its token in it.
    const link = new URL(await page.getByRole('textbox', { name: 'Legal information link' }).inputValue());
    expect(link.pathname).toBe('/legal_information');
    expect(link.searchParams.get('contact_email')).toBe('jo@journey.example');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectVisible(page.getByText(/Mailed to jo@journey\.example\./));
    await browser.screenshot('studio-create-success');
    await signOut(page);
  });

  let legalLink: URL;

  it('FORM-19 issue 42 admin@ hands out a legal form link for a contract of studio-one from its page', async () => {
    const { page } = browser;
    await signIn(page, 'admin@greenlight.test');
    await page.waitForURL('**/home');
    await page.goto(`/studio/${studioOne.id}`);
    await page.getByRole('button', { name: 'Legal form link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Legal information link' });
    await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Léa Fontaine');
    await dialog.getByRole('textbox', { name: 'Contact email' }).fill('lead@studio-one.test');
    await dialog.getByRole('textbox', { name: 'Contract suffix' }).fill('E2E');
    await dialog.getByRole('button', { name: 'Create the link' }).click();
    const shown = dialog.getByRole('textbox', { name: 'Legal information link' });
    await expectVisible(shown);
    await expectVisible(dialog.getByText(/Mailed to lead@studio-one\.test\./));
    await browser.screenshot('studio-legal-link');
    legalLink = new URL(await shown.inputValue());
    expect(legalLink.searchParams.get('deal_id')).toBe(studioOne.deal_id);
    expect(legalLink.searchParams.get('contract_suffix')).toBe('E2E');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await signOut(page);
  });

  it('FORM-18 FORM-19 FORM-23 FORM-24 the legal form without a session: the individual section shows for one individual', async () => {
    const { page } = browser;
    await page.goto(`${legalLink.pathname}${legalLink.search}`);
    await page.getByRole('textbox', { name: 'Legal studio name' }).fill('Studio One SAS');
    await page.getByRole('textbox', { name: 'Signatory name' }).fill('Léa Fontaine');
    await page.getByRole('textbox', { name: 'Signatory email' }).fill('lead@studio-one.test');
    await page.getByRole('radio', { name: 'One individual' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByRole('textbox', { name: "First individual's name" }));
    expect(await page.getByRole('textbox', { name: "Second individual's name" }).count()).toBe(0);
    await page.getByRole('textbox', { name: "First individual's name" }).fill('Léa Fontaine');
    await page.getByRole('textbox', { name: "First individual's address" }).fill('3 quai Voltaire, Paris');
    await page.getByLabel("First individual's birth date").fill('1990-05-17');
    await browser.screenshot('legal-form-individual');
    await page.getByRole('button', { name: 'Next' }).click();
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I certify that the information above is true' }).check();
    await submit.click();
    await expectVisible(page.getByText('Thank you, your answers have been sent.'));
    await expectVisible(page.getByRole('button', { name: 'Submit another one' }));
    await expect
      .poll(async () => Number((await row<{ n: number }>(sql`select count(*)::int as n from legal_forms where studio_id = ${studioOne.id} and contract_suffix = 'E2E'`)).n))
      .toBe(1);
  });

  it('FORM-20 FORM-21 issue 42 the same link again: the page shows its success (errors ignored) but nothing more is stored', async () => {
    const { page } = browser;
    await page.goto(`${legalLink.pathname}${legalLink.search}`);
    await page.getByRole('textbox', { name: 'Legal studio name' }).fill('Replaced SAS');
    await page.getByRole('textbox', { name: 'Signatory name' }).fill('Eve');
    await page.getByRole('textbox', { name: 'Signatory email' }).fill('eve@example.com');
    await page.getByRole('radio', { name: 'One individual' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: "First individual's name" }).fill('Eve');
    await page.getByRole('textbox', { name: "First individual's address" }).fill('1 Nowhere');
    await page.getByLabel("First individual's birth date").fill('1990-05-17');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'I certify that the information above is true' }).check();
    const answered = page.waitForResponse((response) => response.url().includes('/graphql') && response.request().postData()?.includes('LegalInformationPage') === true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await answered;
    await expectVisible(page.getByText('Thank you, your answers have been sent.'));
    const stored = await row<{ n: number; name: string }>(
      sql`select count(*)::int as n, min(answers::json->>'legalStudioName') as name from legal_forms where studio_id = ${studioOne.id} and contract_suffix = 'E2E'`,
    );
    expect({ n: Number(stored.n), name: stored.name }).toEqual({ n: 1, name: 'Studio One SAS' });
  });

  it('CON-01 CON-04 lead@ finds the contract it made and opens it as a PDF in a new window', async () => {
    const { page, context } = browser;
    await signIn(page, 'lead@studio-one.test');
    await page.waitForURL('**/board');
    await page.goto(`/profile/studio/${studioOne.id}/contract`);
    const link = page.getByRole('table', { name: 'Contracts' }).getByRole('link', { name: 'Publishing agreement E2E' });
    await expectVisible(link);
    await browser.screenshot('studio-admin-contracts');
    const [pdf] = await Promise.all([context.waitForEvent('response', (r) => r.url().includes('/contracts/')), link.click()]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    for (const other of context.pages().filter((p) => p !== page)) await other.close();
    await signOut(page);
  });
});
