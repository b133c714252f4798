// GD-18: who hears that a game was read again (gameReads.ts tells, once a read has answered):
// the board behind the panel, whose per-status counts may have moved. A module of its own,
// so that the board does not load the panel's query to listen.

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
