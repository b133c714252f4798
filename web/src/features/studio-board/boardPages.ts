/**
 * The board's pages, each its own chunk (issue 17): BoardRoute renders them lazily, and the
 * board route's loader calls the one the address names, so that its code loads while its
 * query runs (the module is fetched once, whoever asks first).
 */
export const boardPageModules = {
  home: () => import('./BoardHomePage'),
  mygames: () => import('./MyGamesPage'),
  ks: () => import('../knowledge-sharing/KnowledgeSharingPage'),
  project: () => import('../projects/ProjectPage'),
};

/**
 * Starts loading a board page's chunk. A failure is not the loader's: the page's lazy
 * component asks again when it renders, and the route's error page shows what it meets.
 */
export function preloadBoardPage(page: keyof typeof boardPageModules): void {
  boardPageModules[page]().catch(() => undefined);
}
