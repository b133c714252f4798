// The install-scripts guard (issue 44): every locked package that runs an install script
// (package-lock.json's `hasInstallScript`) is reviewed in the root package.json's
// `allowScripts` (true: it runs, false: it is skipped), by name or by name@version. npm 11.16+
// prints `npm warn install-scripts ... not yet covered by allowScripts` for any other, and
// npm 12 skips their scripts: esbuild would then not check its binary, ffmpeg would not be
// made executable. Every platform's package is checked, not only this machine's: a Mac's
// `npm ci` installs @ffmpeg-installer/darwin-arm64 instead of linux-x64.
// Part of `npm run check:contracts`; alone: `npx tsx scripts/install-scripts-check.ts`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ScriptsRootPackage {
  allowScripts?: Record<string, boolean>;
}
export interface ScriptsLockfile {
  packages?: Record<string, { name?: string; version?: string; link?: boolean; hasInstallScript?: boolean }>;
}

/** The locked packages (name@version) with an install script that allowScripts does not name. */
export function unreviewedInstallScripts(rootPackage: ScriptsRootPackage, lock: ScriptsLockfile): string[] {
  const reviewed = Object.keys(rootPackage.allowScripts ?? {});
  const unreviewed = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    // "" is the root itself (its own scripts are the project's); a link is a workspace.
    if (path === '' || entry.link || !entry.hasInstallScript) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const version = entry.version ?? '?';
    if (reviewed.some((key) => key === name || key === `${name}@${version}`)) continue;
    unreviewed.add(`${name}@${version}`);
  }
  return [...unreviewed].sort();
}

/** The check of `npm run check:contracts`: the lines to print, and whether it passed. */
export function checkInstallScripts(root: string): { ok: boolean; lines: string[] } {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as ScriptsRootPackage;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as ScriptsLockfile;
  const unreviewed = unreviewedInstallScripts(rootPackage, lock);
  if (unreviewed.length === 0) {
    return { ok: true, lines: [`Install scripts: every locked package with one is reviewed in package.json's allowScripts (${Object.keys(rootPackage.allowScripts ?? {}).length} entries).`] };
  }
  return {
    ok: false,
    lines: [
      `Install scripts: ${unreviewed.length} locked packages run an install script that package.json's allowScripts does not review; npm ci warns install-scripts:`,
      ...unreviewed.map((pkg) => `  ${pkg}`),
      '  Read what the script does, then add the package to allowScripts: true to let it run, false to skip it.',
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { root } = await import('./launcher');
  const { ok, lines } = checkInstallScripts(root);
  for (const line of lines) (ok ? console.info : console.error)(line);
  process.exit(ok ? 0 : 1);
}
