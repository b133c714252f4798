// The board's my-games tabs (MG-01, MG-02) and their labels.
import type { GameTab } from '@greenlight/rules';
import type { MyGamesPageQuery$variables } from './__generated__/MyGamesPageQuery.graphql';

type Tab = MyGamesPageQuery$variables['tab'];
type Type = NonNullable<MyGamesPageQuery$variables['type']>;

/** URL filter values in the order the board shows them, with their GraphQL values. */
export const BOARD_TABS: { filter: string; tab: Tab; label: string }[] = [
  { filter: 'in_progress', tab: 'IN_PROGRESS', label: 'In progress' },
  { filter: 'is_iterating', tab: 'IS_ITERATING', label: 'Is iterating' },
  { filter: 'pending_approval', tab: 'PENDING_APPROVAL', label: 'Pending approval' },
  { filter: 'in_testing', tab: 'IN_TESTING', label: 'In testing' },
  { filter: 'finished', tab: 'FINISHED', label: 'Finished' },
];

export const BOARD_TYPES: { type: string; value: Type; label: string }[] = [
  { type: 'cpi', value: 'CPI', label: 'CPI tests' },
  { type: 'ctr', value: 'CTR', label: 'CTR tests' },
];

/** ROUTE-16: filter defaults to in_progress; an unknown one is not a page. */
export const boardTab = (filter: string | undefined): Tab | undefined =>
  BOARD_TABS.find((t) => t.filter === (filter ?? 'in_progress'))?.tab;

/** ROUTE-16: type defaults to cpi. */
export const boardType = (type: string | undefined): Type | undefined =>
  BOARD_TYPES.find((t) => t.type === (type ?? 'cpi'))?.value;

/**
 * MG-05..08, MG-10: the board's page listing a game of this tab and test type; an
 * archived game is in the Finished tab's archived games.
 */
export const myGamesPath = (tab: GameTab, type: string): string => `/board/mygames/${tab === 'archived' ? 'finished' : tab}/${type}`;

/** The my-games tab and test type an address shows, or null for another page. */
export function myGamesPage(pathname: string): { filter: string; type: string } | null {
  const match = /^\/board\/mygames(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(pathname);
  return match ? { filter: match[1] ?? 'in_progress', type: match[2] ?? 'cpi' } : null;
}
