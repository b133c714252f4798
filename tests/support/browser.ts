// Debian's Chromium driven by playwright-core (TOOLCHAIN.md): a fresh profile per
// browser, and the flags that keep it off the closed network. Every screen a journey
// looks at (each screenshot) is checked by axe-core too (issue 15): a serious or
// critical violation of WCAG 2.1 A/AA fails the step that took it. A screen is checked
// once per run: a page (its path, width and theme) whole the first time, an open
// dialog, drawer, menu or popover the first time it shows on that page, alone.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from './stack';

export const SCREENSHOTS = join(import.meta.dirname, '..', 'e2e', 'screenshots');

export interface Browser {
  context: BrowserContext;
  page: Page;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function openBrowser(baseURL: string): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'greenlight-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL,
    viewport: { width: 1366, height: 860 },
    // Dialogs, popovers and toasts appear at once: screenshots show them whole.
    reducedMotion: 'reduce',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // React and Relay report their misuse on the console: a journey must not cause any.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text().slice(0, 300));
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    context,
    page,
    screenshot: async (name) => {
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
      if (!ACCESSIBILITY_CHECKS) return;
      const scope = await unseenScreen(page);
      if (scope === null) return;
      const violations = await accessibilityViolations(page, scope);
      if (violations.length > 0) throw new Error(`axe-core on ${name} (${page.url()}):\n${violations.join('\n')}`);
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (problems.length > 0) throw new Error(`The page reported errors: ${problems.join('; ')}`);
    },
  };
}

/** E2E_ACCESSIBILITY=off: the Postgres run, whose pages are the PGlite run's, skips axe-core. */
export const ACCESSIBILITY_CHECKS = process.env.E2E_ACCESSIBILITY !== 'off';

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page, one line
 * each. Fluent's focus manager (tabster) puts `aria-hidden` sentinels at the edges of
 * focus zones that hand the focus on as soon as they get it: they are left out.
 */
export async function accessibilityViolations(page: Page, scope: 'page' | 'overlays' = 'page'): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('[data-tabster-dummy]');
  if (scope === 'overlays') builder.include(`[${OVERLAY_MARK}]`);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

/** The screens of this run axe-core has checked (the journeys share one worker). */
const checkedScreens = new Set<string>();
const OVERLAY_MARK = 'data-axe-overlay';

/**
 * What of the page axe-core has not seen in this run: the whole page, only its open
 * overlays (marked for the check), or nothing. A page is its path, its width and its
 * background (light or dark); an overlay is its role and name on that page.
 */
async function unseenScreen(page: Page): Promise<'page' | 'overlays' | null> {
  const screen = await page.evaluate((mark) => {
    const name = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const overlays = [...document.querySelectorAll('[role=dialog], [role=alertdialog], [role=menu], [role=listbox], .fui-PopoverSurface')].filter(
      (element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed',
    );
    document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark));
    overlays.forEach((element) => element.setAttribute(mark, ''));
    return {
      page: `${location.pathname} ${window.innerWidth} ${getComputedStyle(document.querySelector('.fui-FluentProvider') ?? document.body).backgroundColor}`,
      overlays: overlays.map((element) => `${element.getAttribute('role') ?? 'popover'}:${name(element).slice(0, 80)}`).sort().join('|'),
    };
  }, OVERLAY_MARK);
  const overlaysKey = screen.overlays ? `${screen.page} ${screen.overlays}` : null;
  const scope = !checkedScreens.has(screen.page) ? 'page' : overlaysKey && !checkedScreens.has(overlaysKey) ? 'overlays' : null;
  checkedScreens.add(screen.page);
  if (overlaysKey) checkedScreens.add(overlaysKey);
  return scope;
}

/** Signs in from the login page (opened when the page is elsewhere). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the profile menu of the header. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'log out' }).click();
  await page.waitForURL('**/login');
}

export async function expectVisible(locator: { waitFor(options: { state: 'visible'; timeout: number }): Promise<void> }) {
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
}

/** Waits for the page's running animations (a dialog's opening scale, say) to finish. */
export async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** A toast's text (the live region repeats it for screen readers). */
export const toast = (page: Page, text: string) => page.locator('.fui-Toast').getByText(text);

/** The cards of a list, by its region's name ("Games", "Games of this tab"): not the page's other list items, such as a toast. */
export const cardsOf = (page: Page, list: string) => page.getByRole('region', { name: list }).getByRole('listitem');
