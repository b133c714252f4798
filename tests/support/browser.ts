// Debian's Chromium driven by playwright-core (TOOLCHAIN.md): a fresh profile per
// browser, and the flags that keep it off the closed network.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

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
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (problems.length > 0) throw new Error(`The page reported errors: ${problems.join('; ')}`);
    },
  };
}
