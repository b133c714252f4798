// The web build's text files compressed once, at build time, with Brotli at its best
// quality (issue 17): the gateway serves `x.js.br` to a browser that accepts Brotli,
// which every browser the dashboard supports does; about 15 % fewer bytes than the
// gzip it compresses on the fly for the others. Too slow for each request (a second
// for the entry), so never at serving time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text. Source maps are left as they are (only devtools read them). */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed file saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface Precompressed {
  files: number;
  bytes: number;
  brotli: number;
}

const compress = promisify(brotliCompress);

/**
 * Writes `name.br` beside each compressible file of `dir` (not in dot folders such as
 * .vite). The files are compressed side by side on libuv's threads: about 2.5 s for the
 * whole build on two cores.
 */
export async function precompress(dir: string): Promise<Precompressed> {
  const figures: Precompressed = { files: 0, bytes: 0, brotli: 0 };
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) walk(path);
        continue;
      }
      if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name)) && statSync(path).size >= MIN_BYTES) files.push(path);
    }
  };
  walk(dir);
  await Promise.all(
    files.map(async (path) => {
      const data = readFileSync(path);
      const compressed = await compress(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      if (compressed.length >= data.length) return;
      writeFileSync(`${path}.br`, compressed);
      figures.files++;
      figures.bytes += data.length;
      figures.brotli += compressed.length;
    }),
  );
  return figures;
}

/** Vite: precompresses the build's output once it is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'greenlight-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
