// `npm run bench`: the JavaScript a direct visit to a page loads before it can render
// (issue 17), from the web build's manifest: script requests and gzip bytes per route
// against the targets, the bytes a browser receives (the build's Brotli copies, which
// the gateway sends to any browser that accepts Brotli), and whether Highcharts is among
// them (it must load only with the charts). Builds the web app first when the build is
// missing or older than its sources.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeScripts, type Manifest } from '../../gateway/src/web-preload';
import { buildWebIfStale, root } from '../../scripts/launcher';

const TARGETS: { route: string; scripts?: number; kB: number }[] = [
  { route: '/login', scripts: 6, kB: 180 },
  { route: '/home', kB: 350 },
  { route: '/board', kB: 350 },
];

buildWebIfStale();
const dist = join(root, 'web', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile) || !existsSync(join(dist, 'index.html'))) {
  console.error(`No web build manifest at ${manifestFile}: is build.manifest on in web/vite.config.ts?`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const gzipBytes = new Map<string, number>();
const weigh = (file: string) => {
  let bytes = gzipBytes.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(dist, file))).length;
    gzipBytes.set(file, bytes);
  }
  return bytes;
};
/** What the gateway sends a browser that accepts Brotli: the build's .br copy, or gzip when it has none. */
const served = (file: string) => (existsSync(join(dist, `${file}.br`)) ? statSync(join(dist, `${file}.br`)).size : weigh(file));
const holdsHighcharts = (file: string) => /Highcharts|highcharts/.test(readFileSync(join(dist, file), 'utf8'));

const entry = routeScripts(manifest, undefined)[0];
if (!entry || !html.includes(`/${entry}`)) {
  console.error(`index.html does not load the manifest's entry (${entry ?? 'none'})`);
  process.exit(1);
}

for (const { route, scripts: maxScripts, kB: maxKB } of TARGETS) {
  const files = routeScripts(manifest, route);
  const kB = files.reduce((sum, file) => sum + weigh(file), 0) / 1000;
  const servedKB = files.reduce((sum, file) => sum + served(file), 0) / 1000;
  const charts = files.filter(holdsHighcharts);
  const target = [maxScripts !== undefined ? `≤ ${maxScripts} scripts` : '', `≤ ${maxKB} kB`].filter(Boolean).join(', ');
  console.log(
    `${route.padEnd(7)} ${String(files.length).padStart(3)} scripts  ${kB.toFixed(1).padStart(6)} kB gzip   target ${target}` +
      `${(maxScripts === undefined || files.length <= maxScripts) && kB <= maxKB ? '' : '   (over)'}   ` +
      `as served (Brotli) ${servedKB.toFixed(1)} kB${servedKB <= maxKB ? '' : ' (over)'}   Highcharts: ${charts.length ? `YES (${charts.join(', ')})` : 'no'}`,
  );
}
// The stylesheet every page loads (the themes, Fluent's and the app's styles, extracted at
// build time by scripts/fluent-build.ts): CSS, not counted in the targets above, printed
// so that moving bytes from JavaScript to CSS shows.
for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)) {
  console.log(`every page: stylesheet ${href!.replace('assets/', '')} ${(weigh(href!) / 1000).toFixed(1)} kB gzip, as served (Brotli) ${(served(href!) / 1000).toFixed(1)} kB`);
}
const largest = [...new Set(TARGETS.flatMap(({ route }) => routeScripts(manifest, route)))]
  .map((file) => ({ file, kB: weigh(file) / 1000 }))
  .sort((a, b) => b.kB - a.kB)
  .slice(0, 8);
console.log(`largest: ${largest.map(({ file, kB }) => `${file.replace('assets/', '')} ${kB.toFixed(1)} kB`).join(', ')}`);
