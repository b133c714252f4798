// A game's tags (TAG): normalised and limited by the rules of rules/src/tags.ts
// (per category and 6 in all, CONF-07), edited by holders of edit_game_genre or
// tag_games (TAG-20), searched across games with how many each tags (TAG-15).
import { addTag, TAG_CATEGORIES, type Tag, type TagCategory } from '@greenlight/rules';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { gameTags } from '../../db/schema';
import { badRequest, forbidden } from '../../errors';
import { getGame, lockGameForAction } from './games';
import type { Principal } from '../accounts/principal';
import { escapeLike } from './filters';


async function readTags(db: Db, gameId: number): Promise<Tag[]> {
  const rows = await db
    .select({ label: gameTags.label, category: gameTags.category })
    .from(gameTags)
    .where(eq(gameTags.gameId, gameId))
    .orderBy(asc(gameTags.createdAt), asc(gameTags.label));
  return rows as Tag[];
}

/** Loads the game for an edit: visible, editable by the caller, locked until the transaction ends. */
async function editableGame(db: Db, principal: Principal, clock: Clock, gameId: number) {
  await lockGameForAction(db, gameId);
  const game = await getGame(db, principal, clock.now(), gameId);
  if (!game.permissions.edit_game_genre && !game.permissions.tag_games) throw forbidden();
  return game;
}

/** TAG-05..12: the tags after adding these, in order, or the first refusal as a 400. */
function applyTags(current: readonly Tag[], added: readonly Tag[]): Tag[] {
  let tags = [...current];
  added.forEach((tag, i) => {
    if (!TAG_CATEGORIES.includes(tag.category)) {
      throw badRequest('INVALID_REQUEST', `Unknown tag category ${tag.category}`, [
        { code: 'INVALID_REQUEST', detail: `category must be one of ${TAG_CATEGORIES.join(', ')}`, path: `tags.${i}.category` },
      ]);
    }
    const result = addTag(tags, tag);
    if (!result.ok) {
      const detail = result.message ?? `The tag "${tag.label}" cannot be added (${result.reason.replace('_', ' ')})`;
      throw badRequest('INVALID_TAG', detail, [{ code: 'INVALID_TAG', detail, path: `tags.${i}`, extra: { reason: result.reason } }]);
    }
    tags = result.tags;
  });
  return tags;
}

async function writeTags(db: Db, gameId: number, tags: readonly Tag[], now: Date) {
  await db.delete(gameTags).where(eq(gameTags.gameId, gameId));
  if (tags.length > 0) {
    await db.insert(gameTags).values(tags.map((tag, i) => ({ gameId, label: tag.label, category: tag.category, createdAt: new Date(now.getTime() + i) })));
  }
}

/** TAG-16: PUT /games/{id}/tags replaces them. */
export async function replaceTags(db: Db, principal: Principal, clock: Clock, gameId: number, tags: readonly Tag[]): Promise<Tag[]> {
  return db.transaction(async (tx) => {
    await editableGame(tx, principal, clock, gameId);
    const next = applyTags([], tags);
    await writeTags(tx, gameId, next, clock.now());
    return next;
  });
}

/** TAG-17: PATCH adds one (a duplicate is ignored, TAG-09). */
export async function addGameTag(db: Db, principal: Principal, clock: Clock, gameId: number, tag: Tag): Promise<Tag[]> {
  return db.transaction(async (tx) => {
    await editableGame(tx, principal, clock, gameId);
    const current = await readTags(tx, gameId);
    const next = applyTags(current, [tag]);
    if (next.length !== current.length) {
      const added = next.at(-1)!;
      await tx.insert(gameTags).values({ gameId, label: added.label, category: added.category, createdAt: clock.now() });
    }
    return next;
  });
}

/** TAG-17: DELETE removes one by its label. */
export async function removeGameTag(db: Db, principal: Principal, clock: Clock, gameId: number, label: string): Promise<Tag[]> {
  return db.transaction(async (tx) => {
    await editableGame(tx, principal, clock, gameId);
    await tx.delete(gameTags).where(and(eq(gameTags.gameId, gameId), eq(gameTags.label, label.trim().toLowerCase())));
    return readTags(tx, gameId);
  });
}

/** TAG-18, TAG-15: labels starting with or containing the query, most used first. */
export async function searchTags(db: Db, q: string, category?: TagCategory) {
  const term = q.trim().toLowerCase();
  const rows = await db
    .select({ label: gameTags.label, category: gameTags.category, nbTaggedGames: sql<number>`count(*)`.mapWith(Number) })
    .from(gameTags)
    .where(and(term ? ilike(gameTags.label, `%${escapeLike(term)}%`) : sql`true`, category ? eq(gameTags.category, category) : sql`true`))
    .groupBy(gameTags.label, gameTags.category)
    .orderBy(desc(sql`count(*)`), asc(gameTags.label))
    .limit(20);
  // The label is the tag's identity across games (TAG-15's id).
  return rows.map((row) => ({ id: row.label, label: row.label, category: row.category as TagCategory, nb_tagged_games: row.nbTaggedGames }));
}
