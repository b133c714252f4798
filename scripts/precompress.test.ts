import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('issue 17 the web build precompressed with Brotli', () => {
  it('writes name.br beside each text file worth it, which decompresses to the file', async () => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `game ${i}` })))};`;
    writeFileSync(join(dist, 'assets', 'page-A.js'), script);
    writeFileSync(join(dist, 'assets', 'page-A.js.map'), script);
    writeFileSync(join(dist, 'assets', 'tiny-B.js'), 'export {}');
    writeFileSync(join(dist, 'assets', 'icon.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<div></div>'.repeat(200)}`);
    writeFileSync(join(dist, '.vite', 'manifest.json'), script);

    const figures = await precompress(dist);

    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'page-A.js.br'))).toString()).toBe(script);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    // Not a source map, a file too small to gain, an image, nor the build's own manifest.
    for (const left of ['assets/page-A.js.map.br', 'assets/tiny-B.js.br', 'assets/icon.png.br', '.vite/manifest.json.br']) expect(existsSync(join(dist, left))).toBe(false);
    expect(figures.files).toBe(2);
    expect(figures.brotli).toBeLessThan(figures.bytes / 5);
  });
});
