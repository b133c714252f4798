// Who hears of a game between the page's parts, without loading the panel's query to listen:
// GD-18, the board behind the panel hears that a game was read again (its per-status counts
// may have moved); the panel hears that a notification about its game came in live (a
// video rejected, a request declined ...), and reads its game again.

const listeners = new Set<(gameId: number) => void>();

/** Calls `listener` each time a game has been read again; answers the function that stops it. */
export function onGameReadAgain(listener: (gameId: number) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A game was read again (gameReads.ts). */
export function gameReadAgain(gameId: number): void {
  for (const listener of listeners) listener(gameId);
}

const newsListeners = new Set<(gameId: number) => void>();

/** Calls `listener` each time a notification about a game comes in live; answers the function that stops it. */
export function onGameNews(listener: (gameId: number) => void): () => void {
  newsListeners.add(listener);
  return () => void newsListeners.delete(listener);
}

/** A notification about `gameId` came in live (NotificationBell.tsx). */
export function gameNews(gameId: number): void {
  for (const listener of newsListeners) listener(gameId);
}
