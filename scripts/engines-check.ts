// The engines guard (issue 44): every package that package-lock.json installs must run on
// the lowest Node the root package.json allows (`engines.node`, >=20.19: what CI and users
// run). A locked package whose own `engines.node` leaves that version out makes `npm ci`
// print `npm warn EBADENGINE` (and it may not run there at all); the root `overrides` pin
// the last releases that still support it (docs/architecture.md, Engines). The check is
// npm's own: the lowest version the root's range allows (semver.minVersion) must satisfy
// the package's range. A package that allows more Node versions than the root does (or
// fewer above the lowest, like `^20.19.0 || ^22.12.0`) passes, as npm ci passes it.
// Part of `npm run check:contracts`; alone: `npx tsx scripts/engines-check.ts`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

/** The part of package.json and of a package-lock.json (lockfileVersion 2 or 3) the check reads. */
export interface RootPackage {
  engines?: { node?: string };
}
export interface Lockfile {
  packages?: Record<string, { name?: string; version?: string; link?: boolean; engines?: unknown }>;
}

export interface EngineMismatch {
  /** name@version */
  pkg: string;
  /** The package's engines.node. */
  range: string;
  /** Its places in package-lock.json (node_modules/...). */
  paths: string[];
}

export interface EnginesReport {
  /** The root's engines.node, and the lowest version it allows (undefined: none declared or not a range). */
  rootRange?: string;
  lowest?: string;
  mismatches: EngineMismatch[];
}

/** The locked packages whose engines.node does not allow the lowest Node that the root package allows. */
export function enginesReport(rootPackage: RootPackage, lock: Lockfile): EnginesReport {
  const rootRange = rootPackage.engines?.node;
  const lowest = rootRange === undefined ? null : semver.minVersion(rootRange, { loose: true });
  if (rootRange === undefined || lowest === null) return { rootRange, mismatches: [] };
  const byPackage = new Map<string, EngineMismatch>();
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    // "" is the root itself; a link points at a workspace, whose own entry is checked.
    if (path === '' || entry.link) continue;
    const engines = entry.engines;
    // Old packages may still carry the array form of engines, which npm no longer reads.
    if (typeof engines !== 'object' || engines === null || Array.isArray(engines)) continue;
    const range = (engines as { node?: unknown }).node;
    if (typeof range !== 'string') continue;
    // npm-install-checks' test: an invalid range fails too.
    if (semver.satisfies(lowest, range, { includePrerelease: true })) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const pkg = `${name}@${entry.version ?? '?'}`;
    const known = byPackage.get(`${pkg} ${range}`);
    if (known) known.paths.push(path);
    else byPackage.set(`${pkg} ${range}`, { pkg, range, paths: [path] });
  }
  const mismatches = [...byPackage.values()].sort((a, b) => a.pkg.localeCompare(b.pkg));
  return { rootRange, lowest: lowest.version, mismatches };
}

/** The check of `npm run check:contracts`: the lines to print, and whether it passed. */
export function checkEngines(root: string): { ok: boolean; lines: string[] } {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as RootPackage;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  const report = enginesReport(rootPackage, lock);
  if (report.lowest === undefined) {
    return { ok: false, lines: [`Engines: package.json's engines.node (${report.rootRange ?? 'none'}) names no lowest Node version to check package-lock.json against.`] };
  }
  const count = Object.keys(lock.packages ?? {}).length - 1;
  if (report.mismatches.length === 0) {
    return { ok: true, lines: [`Engines: the ${count} locked packages all run on Node ${report.lowest} (package.json: ${report.rootRange}).`] };
  }
  const lines = [`Engines: ${report.mismatches.length} locked packages do not run on Node ${report.lowest}, the lowest package.json allows (${report.rootRange}); npm ci warns EBADENGINE:`];
  for (const mismatch of report.mismatches) {
    const where = mismatch.paths.length === 1 ? mismatch.paths[0] : `${mismatch.paths.length} copies, ${mismatch.paths[0]}, ...`;
    lines.push(`  ${mismatch.pkg} needs node ${mismatch.range} (${where})`);
  }
  lines.push(
    '  Pin a release that supports it: an earlier version of the direct dependency, else an exact version in',
    "  package.json's overrides (see `npm ls <package>`; why the overrides exist: docs/architecture.md, Engines).",
  );
  return { ok: false, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { root } = await import('./launcher');
  const { ok, lines } = checkEngines(root);
  for (const line of lines) (ok ? console.info : console.error)(line);
  process.exit(ok ? 0 : 1);
}
