// Pages name games, projects, studios and views by their numbers (`?game=12`,
// `/board/project/7`); the gateway takes those numbers as they are (`game(gameId:)`,
// `project(projectId:)`) and hands out the node ids itself: the browser never builds one.

/** GraphQL's Int is 32 bits: a larger number in an address names nothing. */
const INT_MAX = 2_147_483_647;

/** The positive whole number an address gives, or null for anything else. */
export function addressNumber(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= INT_MAX ? value : null;
}
