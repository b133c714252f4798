// Issue 17: an address that opens the game panel on arrival (a shared link, a reload, a
// notification's link) starts the panel's query and code from the page's loader, beside
// the page's own query, not once the page has rendered and the panel's code has loaded
// (three waits one after the other). The panel that opens on that game then reads this
// query once: the request still under way, or its answer.
import type { PreloadedQuery } from 'react-relay';
import { startQuery } from '../../relay/routeQueries';
import GamePanelQueryNode, { type GamePanelQuery } from './__generated__/GamePanelQuery.graphql';
import { gamePanelVariables } from './gameReads';

let started: { gameId: number; reference: PreloadedQuery<GamePanelQuery>; claimed: boolean } | undefined;

/** The games the panels on screen show (one, or none). */
const shown = new Map<number, number>();

/**
 * Starts the panel's query for `gameId` (its code is the caller's: routes.tsx starts both); the one started before is let go.
 * Nothing when a panel on screen already shows the game (the page's query asked again
 * under an open panel): that panel keeps its game up to date itself.
 */
export function preloadGamePanel(gameId: number): void {
  if (shown.has(gameId)) return;
  started?.reference.dispose();
  started = {
    gameId,
    reference: startQuery<GamePanelQuery>(GamePanelQueryNode, gamePanelVariables(gameId)),
    claimed: false,
  };
}

/**
 * Whether a panel opening on `gameId` finds its query started by the page's loader and not
 * read yet (a pure read: the panel reads it during its render, however often React renders it).
 */
export function preloadedFor(gameId: number): boolean {
  return started !== undefined && !started.claimed && started.gameId === gameId;
}

/**
 * A panel on screen shows `gameId` (called once it is committed), until the returned
 * function is called (the effect's cleanup). The query the loader started for the game has
 * then been read: a panel opened later on it asks the provider again.
 */
export function showGame(gameId: number): () => void {
  if (started?.gameId === gameId) started.claimed = true;
  shown.set(gameId, (shown.get(gameId) ?? 0) + 1);
  return () => {
    const count = (shown.get(gameId) ?? 1) - 1;
    if (count > 0) shown.set(gameId, count);
    else shown.delete(gameId);
  };
}
