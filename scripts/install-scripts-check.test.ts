// The install-scripts guard (scripts/install-scripts-check.ts): a locked package with an
// install script that package.json's allowScripts does not name fails, on every platform.
import { describe, expect, it } from 'vitest';
import { checkInstallScripts, unreviewedInstallScripts, type ScriptsLockfile } from './install-scripts-check';
import { root } from './launcher';

const LOCK: ScriptsLockfile = {
  packages: {
    '': { name: 'greenlight', hasInstallScript: true },
    'node_modules/esbuild': { version: '0.28.2', hasInstallScript: true },
    'node_modules/drizzle-kit/node_modules/esbuild': { version: '0.25.12', hasInstallScript: true },
    'node_modules/@ffmpeg-installer/darwin-arm64': { version: '4.1.5', hasInstallScript: true },
    'node_modules/semver': { version: '7.8.6' },
    'node_modules/@greenlight/rules': { link: true, hasInstallScript: true },
  },
};

describe('issue 44 the install-scripts guard', () => {
  it('names every unreviewed package with an install script once per version, another platform\'s too', () => {
    expect(unreviewedInstallScripts({}, LOCK)).toEqual(['@ffmpeg-installer/darwin-arm64@4.1.5', 'esbuild@0.25.12', 'esbuild@0.28.2']);
  });

  it('accepts a review by name (any version), by name@version, and a denial', () => {
    expect(unreviewedInstallScripts({ allowScripts: { esbuild: true, '@ffmpeg-installer/darwin-arm64': false } }, LOCK)).toEqual([]);
    expect(unreviewedInstallScripts({ allowScripts: { 'esbuild@0.28.2': true, '@ffmpeg-installer/darwin-arm64': true } }, LOCK)).toEqual(['esbuild@0.25.12']);
  });

  it('passes on this repository: npm ci prints no install-scripts warning', () => {
    expect(checkInstallScripts(root)).toMatchObject({ ok: true });
  });
});
