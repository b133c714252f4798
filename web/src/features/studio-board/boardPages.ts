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
