// What the game panel shows, from the page's address (000 §2): `game` or `gameid` name a
// game, or hold "new" for a fresh submission (SUB-CREATE-19), as does `create`;
// `gameKsId` opens a game shared in knowledge sharing, read only.
import { addressNumber } from '../../relay/ids';

export const PANEL_PARAMS = ['game', 'gameid', 'create', 'gameKsId'] as const;

export type PanelTarget = { kind: 'new' } | { kind: 'game'; gameId: number | null; shared: boolean } | null;

export function panelTarget(params: URLSearchParams): PanelTarget {
  const named = params.get('game') ?? params.get('gameid');
  if (params.has('create') || named === 'new') return { kind: 'new' };
  if (named !== null) return { kind: 'game', gameId: addressNumber(named), shared: false };
  const shared = params.get('gameKsId');
  if (shared !== null) return { kind: 'game', gameId: addressNumber(shared), shared: true };
  return null;
}

/** GD-04: what opening a game clears, once the panel has read it. */
const CLEARED_ON_OPEN = ['game', 'studio', 'view'] as const;

/**
 * GD-04: the address once a panel opened: `game` (a card's link, GL-10) becomes
 * `gameid`, and `studio` and `view`, which a list has read by then, go. Null when the
 * address has nothing to clear.
 */
export function openedAddress(params: URLSearchParams): URLSearchParams | null {
  if (panelTarget(params) === null || !CLEARED_ON_OPEN.some((name) => params.has(name))) return null;
  const next = new URLSearchParams(params);
  const game = params.get('game');
  for (const name of CLEARED_ON_OPEN) next.delete(name);
  if (game !== null && !next.has('gameid')) next.set('gameid', game);
  return next;
}

/** Closing the panel clears what opened it (and resets the submission). */
export function withoutPanel(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PANEL_PARAMS) next.delete(name);
  next.delete('name');
  return next;
}

/** The address without what names the panel: what the page itself reads. */
const pageParams = (params: URLSearchParams) => [...withoutPanel(params)].map(([name, value]) => `${name}=${value}`).sort().join('&');

/**
 * Issue 17: whether going from one address to the next only opens the game panel, moves
 * it to another game, or rewrites its address (GD-04): the page's own query, which reads
 * none of it, is not asked again (a card's link cost the list's first page twice, with
 * its count, on top of the panel's query). Closing the panel reads the page again (what
 * the panel did may move a game).
 */
export function onlyPanelOpened(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || panelTarget(next.searchParams) === null) return false;
  return pageParams(current.searchParams) === pageParams(next.searchParams) || openedAddress(current.searchParams)?.toString() === next.searchParams.toString();
}
