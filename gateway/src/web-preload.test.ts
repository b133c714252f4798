// Issue 17: the gateway serves each page route with modulepreload hints for the chunks
// that route loads before rendering, read from the build's manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, createGateway } from './server';
import { routeOf, routeScripts, type Manifest } from './web-preload';

// A tiny build: the entry shares `app` with every page; the sign-in and games pages each
// have their chunk, and the games page a chunk of its own query and one it shares with the board.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_app-A.js'], dynamicImports: ['src/features/accounts/LoginPage.tsx'] },
  '_app-A.js': { file: 'assets/app-A.js' },
  'src/features/accounts/LoginPage.tsx': { file: 'assets/LoginPage-L.js', isDynamicEntry: true, imports: ['index.html', '_public-P.js'] },
  '_public-P.js': { file: 'assets/public-P.js', imports: ['_app-A.js'] },
  'src/features/games-list/HomePage.tsx': { file: 'assets/HomePage-H.js', isDynamicEntry: true, imports: ['index.html', '_GameCard-G.js'] },
  'src/features/games-list/__generated__/HomePageQuery.graphql.ts': { file: 'assets/HomePageQuery.graphql-Q.js', isDynamicEntry: true },
  '_GameCard-G.js': { file: 'assets/GameCard-G.js', css: ['assets/GameCard-G.css'] },
};

const HOME_PAGE = `export const page = ${JSON.stringify('games '.repeat(500))};`;

/** An answer's headers and its bytes as sent (fetch would decode them). */
function raw(address: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(address, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let dist: string;
let gateway: ReturnType<typeof createGateway>;
let url: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-E.js"></script><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'LoginPage-L.js'), 'export {}');
  writeFileSync(join(dist, 'assets', 'HomePage-H.js'), HOME_PAGE);
  writeFileSync(join(dist, 'assets', 'HomePage-H.js.br'), brotliCompressSync(HOME_PAGE));
  gateway = createGateway({ providerUrl: 'http://127.0.0.1:9', logging: false, webDist: dist });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gateway.close({ graceMs: 0 });
  rmSync(dist, { recursive: true, force: true });
});

describe('issue 17 modulepreload hints', () => {
  it('the sign-in page names its own chunk and the entry, not the games list', async () => {
    const answer = await fetch(`${url}/login?redirect=%2Fhome`);
    expect(answer.status).toBe(200);
    const link = answer.headers.get('link') ?? '';
    expect(link).toContain('</assets/LoginPage-L.js>; rel=modulepreload');
    expect(link).toContain('</assets/public-P.js>; rel=modulepreload');
    expect(link).toContain('</assets/app-A.js>; rel=modulepreload');
    expect(link).not.toContain('HomePage');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await answer.text()).toContain('<div id="root">');
  });

  it("the games list names its page, its query's artifact and their imports, scripts only", async () => {
    const link = (await fetch(`${url}/home?view=all`)).headers.get('link') ?? '';
    expect(link).toContain('</assets/HomePage-H.js>');
    expect(link).toContain('</assets/HomePageQuery.graphql-Q.js>');
    expect(link).toContain('</assets/GameCard-G.js>');
    expect(link).not.toContain('.css');
    expect(link).not.toContain('LoginPage');
  });

  it('another page route gets the entry alone; assets get no hint', async () => {
    const link = (await fetch(`${url}/studios`)).headers.get('link') ?? '';
    expect(link).toBe('</assets/index-E.js>; rel=modulepreload, </assets/app-A.js>; rel=modulepreload');
    expect((await fetch(`${url}/assets/LoginPage-L.js`)).headers.get('link')).toBeNull();
  });

  it('a board page is read from the first two segments: each page of the board is a chunk of its own', () => {
    expect(routeOf('/board')).toBe('/board');
    expect(routeOf('/board/mygames/in_testing/all')).toBe('/board/mygames');
    expect(routeOf('/board/ks/cpi')).toBe('/board/ks');
    expect(routeOf('/board/project/12')).toBe('/board/project');
    expect(routeOf('/board/elsewhere')).toBe('/board');
    expect(routeOf('/home/mygames')).toBe('/home');
    expect(routeOf('/studios')).toBeUndefined();
  });

  it('a route is read from the first segment of the address', () => {
    expect(routeScripts(MANIFEST, '/login')).toEqual(['assets/index-E.js', 'assets/app-A.js', 'assets/LoginPage-L.js', 'assets/public-P.js']);
    expect(routeScripts(MANIFEST, undefined)).toEqual(['assets/index-E.js', 'assets/app-A.js']);
  });
});

describe('issue 17 the build served compressed', () => {
  it('sends the build\'s Brotli copy to a browser that accepts it, gzip to one that does not, the file itself to neither', async () => {
    const brotli = await raw(`${url}/assets/HomePage-H.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(HOME_PAGE);
    expect(brotli.body.length).toBeLessThan(HOME_PAGE.length / 10);

    const gzip = await raw(`${url}/assets/HomePage-H.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(HOME_PAGE);

    const plain = await raw(`${url}/assets/HomePage-H.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(HOME_PAGE);

    // A browser that refuses Brotli by its weight gets gzip.
    expect((await raw(`${url}/assets/HomePage-H.js`, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    // A file the build left without a Brotli copy goes as gzip.
    expect((await raw(`${url}/assets/LoginPage-L.js`, { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBe('gzip');
  });
});

describe('issue 17 Accept-Encoding', () => {
  it('takes a coding named or under *, unless its weight is 0', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('BR ; Q=0.000', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'br')).toBe(false);
    expect(acceptsEncoding('brotli, xgzip', 'br')).toBe(false);
  });
});
