import { openBrowser, signIn, expectVisible } from './support/browser';
const b = await openBrowser('http://localhost:4100');
const { page } = b;
await signIn(page, 'pm@greenlight.test');
await page.waitForURL('**/home');
await page.waitForLoadState('networkidle');
const hrefs = await page.locator('a[href*="game="]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
const ids = [...new Set(hrefs.map((h) => new URL(h).searchParams.get('game')))].filter(Boolean);
let n = 0;
for (const id of ids.slice(0, 40)) {
  await page.goto(`/home?game=${id}`);
  const panel = page.getByRole('dialog', { name: 'Game' });
  await expectVisible(panel.getByRole('region', { name: 'Game summary' }));
  await page.waitForLoadState('networkidle');
  const text = await panel.getByRole('region', { name: 'Game summary' }).innerText();
  const m = /(Too early to say[^\n]*|[A-Z0-9]+ [$\d.%]+ \([^)]*\): (above|below)[^\n]*)/.exec(text);
  if (m) { console.log(id, m[0]); await page.screenshot({ path: `/tmp/shots/sure-${id}.png`, clip: { x: 311, y: 0, width: 1055, height: 300 } }); if (++n >= 3) break; }
}
await b.close();
