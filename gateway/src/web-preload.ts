// Which scripts a direct visit to a page loads before it can render, read from the web
// build's manifest (web/dist/.vite/manifest.json): the entry's static imports, then the
// route's own modules (its lazy page and the query artifact its loader imports) with
// theirs. The gateway announces them as modulepreload hints (issue 17) so the browser
// fetches them in parallel instead of discovering them one import level at a time; the
// payload benchmark (tests/bench/web-payload.bench.ts) weighs the same sets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest, keyed by source path (or `_name` for shared chunks). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The page routes' own modules, by the address's first segment, or its first two where
 * one route renders several pages (the board's, web/src/features/studio-board/boardPages.ts):
 * the frames' and the page's modules its `lazy` imports and the query artifact its loader
 * imports. A page route not listed gets the entry's chunks alone.
 */
/** The frame of every page but the sign-in: Relay's environment and the loaders' query starter. */
const RELAY_FRAME = ['src/relay/RelayFrame.tsx', 'src/relay/routeQueries.ts'];
/** The board's route, whose pages are chunks of their own. */
const BOARD = [...RELAY_FRAME, 'src/features/studio-board/BoardRoute.tsx'];
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/login': ['src/features/accounts/LoginPage.tsx'],
  '/home': [...RELAY_FRAME, 'src/features/games-list/HomePage.tsx', 'src/features/games-list/__generated__/HomePageQuery.graphql.ts'],
  '/board': [...BOARD, 'src/features/studio-board/BoardHomePage.tsx', 'src/features/studio-board/__generated__/BoardHomePageQuery.graphql.ts'],
  '/board/mygames': [...BOARD, 'src/features/studio-board/MyGamesPage.tsx', 'src/features/studio-board/__generated__/MyGamesPageQuery.graphql.ts'],
  '/board/ks': [...BOARD, 'src/features/knowledge-sharing/KnowledgeSharingPage.tsx', 'src/features/knowledge-sharing/__generated__/KnowledgeSharingPageQuery.graphql.ts'],
  '/board/project': [...BOARD, 'src/features/projects/ProjectPage.tsx', 'src/features/projects/__generated__/ProjectPageQuery.graphql.ts'],
};

/** The manifest entry of the page (index.html). */
function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]!.isEntry);
  if (!key) throw new Error('The web manifest has no entry');
  return key;
}

/** The route a path belongs to (`/board/mygames/...` is `/board/mygames`, `/board/other` is `/board`), or undefined. */
export function routeOf(path: string): string | undefined {
  const [, first = '', second] = path.split('/');
  const two = `/${first}/${second ?? ''}`;
  if (second !== undefined && two in ROUTE_MODULES) return two;
  return `/${first}` in ROUTE_MODULES ? `/${first}` : undefined;
}

/**
 * The script files (`assets/x.js`) a direct visit to `route` loads before rendering, the
 * entry's first, each once. Modules the manifest lacks are skipped: a route's query
 * artifact may be bundled with its page.
 */
export function routeScripts(manifest: Manifest, route: string | undefined): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  for (const module of route ? (ROUTE_MODULES[route] ?? []) : []) visit(module);
  return files.filter((file) => file.endsWith('.js'));
}

/**
 * The `Link` header value for each route, computed once from the build's manifest:
 * `(path) => '</assets/a.js>; rel=modulepreload, ...'`, or undefined without a manifest.
 */
export function modulePreloadLinks(dist: string): ((path: string) => string) | undefined {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const header = (route: string | undefined) =>
    routeScripts(manifest, route)
      .map((script) => `</${script}>; rel=modulepreload`)
      .join(', ');
  const byRoute = new Map(Object.keys(ROUTE_MODULES).map((route) => [route, header(route)]));
  const fallback = header(undefined);
  return (path) => byRoute.get(routeOf(path) ?? '') ?? fallback;
}
