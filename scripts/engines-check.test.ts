// The engines guard (scripts/engines-check.ts): a locked package whose engines.node leaves
// out the lowest Node of the root's range fails, named with its version and range.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEngines, enginesReport, type Lockfile } from './engines-check';
import { root } from './launcher';

const ROOT = { engines: { node: '>=20.19' } };

const lockfile = (packages: Lockfile['packages']): Lockfile => ({
  packages: { '': { name: 'greenlight', engines: { node: '>=20.19' } }, ...packages },
});

const COMPATIBLE = lockfile({
  'node_modules/semver': { version: '7.8.6', engines: { node: '>=10' } },
  'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || ^22.12.0 || >=24' } },
  'node_modules/undici-types': { version: '6.21.0' },
  'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.8'] },
  'node_modules/npm-only': { version: '1.0.0', engines: { npm: '>=11' } },
  'node_modules/@whatwg-node/promise-helpers': { version: '1.3.2', engines: { node: '>=16.0.0' } },
  'node_modules/@greenlight/rules': { link: true },
  rules: { name: '@greenlight/rules', version: '0.0.0' },
});

const NODE_22 = lockfile({
  ...COMPATIBLE.packages,
  'node_modules/listr2': { version: '10.2.2', engines: { node: '>=22.13.0' } },
  'node_modules/@graphql-tools/url-loader/node_modules/@whatwg-node/promise-helpers': { version: '2.0.2', engines: { node: '>=22.15.0' } },
  'node_modules/@graphql-tools/load/node_modules/@whatwg-node/promise-helpers': { version: '2.0.2', engines: { node: '>=22.15.0' } },
});

describe('the engines guard', () => {
  it('passes a lockfile whose packages all run on the lowest Node the root allows', () => {
    expect(enginesReport(ROOT, COMPATIBLE)).toEqual({ rootRange: '>=20.19', lowest: '20.19.0', mismatches: [] });
  });

  it('names a Node-22-only package with its version and range, its copies once', () => {
    expect(enginesReport(ROOT, NODE_22).mismatches).toEqual([
      {
        pkg: '@whatwg-node/promise-helpers@2.0.2',
        range: '>=22.15.0',
        paths: [
          'node_modules/@graphql-tools/url-loader/node_modules/@whatwg-node/promise-helpers',
          'node_modules/@graphql-tools/load/node_modules/@whatwg-node/promise-helpers',
        ],
      },
      { pkg: 'listr2@10.2.2', range: '>=22.13.0', paths: ['node_modules/listr2'] },
    ]);
  });

  it('checks the lowest version of the root range, not the Node that runs it', () => {
    const later = lockfile({ 'node_modules/late': { version: '1.0.0', engines: { node: '>=20.20.0' } } });
    expect(enginesReport(ROOT, later).mismatches.map((m) => m.pkg)).toEqual(['late@1.0.0']);
    expect(enginesReport({ engines: { node: '>=20.20' } }, later).mismatches).toEqual([]);
    // A range npm cannot read fails, as npm ci warns on it.
    expect(enginesReport(ROOT, lockfile({ 'node_modules/bad': { version: '1.0.0', engines: { node: 'twenty' } } })).mismatches).toHaveLength(1);
  });

  describe('as part of npm run check:contracts', () => {
    let folder: string | undefined;
    afterEach(() => {
      if (folder) rmSync(folder, { recursive: true, force: true });
      folder = undefined;
    });
    const project = (rootPackage: object, lock: Lockfile) => {
      folder = mkdtempSync(join(tmpdir(), 'greenlight-engines-'));
      writeFileSync(join(folder, 'package.json'), JSON.stringify(rootPackage));
      writeFileSync(join(folder, 'package-lock.json'), JSON.stringify(lock));
      return folder;
    };

    it('fails on a Node-22-only package, listing package@version and its range', () => {
      const result = checkEngines(project(ROOT, NODE_22));
      expect(result.ok).toBe(false);
      expect(result.lines[0]).toMatch(/2 locked packages do not run on Node 20\.19\.0/);
      expect(result.lines).toContain('  listr2@10.2.2 needs node >=22.13.0 (node_modules/listr2)');
      expect(result.lines.some((line) => line.startsWith('  @whatwg-node/promise-helpers@2.0.2 needs node >=22.15.0 (2 copies'))).toBe(true);
    });

    it('passes compatible packages', () => {
      expect(checkEngines(project(ROOT, COMPATIBLE))).toEqual({ ok: true, lines: [expect.stringMatching(/all run on Node 20\.19\.0/)] });
    });

    it('fails when package.json names no Node range', () => {
      expect(checkEngines(project({}, COMPATIBLE)).ok).toBe(false);
    });
  });
});

describe('the committed package-lock.json', () => {
  it('holds no package that npm ci warns EBADENGINE about on the lowest Node of package.json', () => {
    const result = checkEngines(root);
    expect(result.lines.join('\n')).toMatch(/all run on Node/);
    expect(result.ok).toBe(true);
  });
});
