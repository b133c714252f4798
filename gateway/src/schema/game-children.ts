// What belongs to one game (its feedback, changelogs, tags, iterations and videos) is
// a Relay node whose global id carries the game's: "<game>:<own id>", so that
// node(id) finds it in what the game's loaders answer.

/** "<game>:<own id>" → the game's id and its own; null when the id is not one. */
export function parseGameChildId(id: string): { gameId: number; own: string } | null {
  const separator = id.indexOf(':');
  const gameId = Number(id.slice(0, separator));
  if (separator < 1 || !Number.isInteger(gameId)) return null;
  return { gameId, own: id.slice(separator + 1) };
}

/** The same, for children numbered by the provider. */
export function parseNumberedGameChildId(id: string): { gameId: number; own: number } | null {
  const parsed = parseGameChildId(id);
  const own = Number(parsed?.own);
  return parsed && parsed.own !== '' && Number.isInteger(own) ? { gameId: parsed.gameId, own } : null;
}
