// Page views (AUTH-23): each address is counted under the name of its page, one of a
// fixed list, so that the counts say which pages are used without recording addresses
// (ids, search terms) or letting a client invent names.

export const PAGE_NAMES = [
  'root',
  'login',
  'logout',
  'password-reset',
  'legal-information',
  'profile',
  'studio-admin',
  'impersonation',
  'maintenance',
  'quotes',
  'about',
  'stepper',
  'games',
  'studio-create',
  'studios',
  'studio',
  'board-home',
  'my-games',
  'knowledge-sharing',
  'project',
  'studio-deactivated',
  'not-found',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

const PREFIXES: readonly [RegExp, PageName][] = [
  [/^\/$/, 'root'],
  [/^\/login\/?$/, 'login'],
  [/^\/logout\/?$/, 'logout'],
  [/^\/resetpwd(\/|$)/, 'password-reset'],
  [/^\/legal_information\/?$/, 'legal-information'],
  [/^\/profile\/me\/?$/, 'profile'],
  [/^\/profile\/studio(\/|$)/, 'studio-admin'],
  [/^\/hijack(-reset)?(\/|$)/, 'impersonation'],
  [/^\/maintenance\/?$/, 'maintenance'],
  [/^\/quotes\/?$/, 'quotes'],
  [/^\/about\/?$/, 'about'],
  [/^\/stepper\/?$/, 'stepper'],
  [/^\/home\/?$/, 'games'],
  [/^\/studios\/create\/?$/, 'studio-create'],
  [/^\/studios\/?$/, 'studios'],
  [/^\/studio\/[^/]+\/?$/, 'studio'],
  [/^\/board\/?$/, 'board-home'],
  [/^\/board\/home\/?$/, 'board-home'],
  [/^\/board\/mygames(\/|$)/, 'my-games'],
  [/^\/board\/ks(\/|$)/, 'knowledge-sharing'],
  [/^\/board\/project(\/|$)/, 'project'],
  [/^\/gameproject\/?$/, 'project'],
  [/^\/deactivated\/?$/, 'studio-deactivated'],
];

/** AUTH-23: the page an address shows, by its path alone; anything else is not-found. */
export function pageName(pathname: string): PageName {
  return PREFIXES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'not-found';
}

export const isPageName = (value: unknown): value is PageName => typeof value === 'string' && (PAGE_NAMES as readonly string[]).includes(value);
