// Effects several actions share: moving the game as a transition says, and the
// analytics slot the platform creates for a game (BE-SUB-05).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { analyticsSlots, games } from '../../../db/schema';
import type { GameTransition } from '../life-cycle';
import type { ApplyContext } from './module';

/** Writes the game's fields a transition changes. */
export async function applyTransition(db: Db, gameId: number, transition: GameTransition): Promise<void> {
  const set: Partial<typeof games.$inferInsert> = {};
  if (transition.status !== undefined) set.status = transition.status;
  if (transition.isIterating !== undefined) set.isIterating = transition.isIterating;
  if (transition.substatus !== undefined) set.substatus = transition.substatus;
  if (transition.isHit !== undefined) set.isHit = transition.isHit;
  if (transition.rejectionReason !== undefined) set.rejectionReason = transition.rejectionReason;
  if (Object.keys(set).length > 0) await db.update(games).set(set).where(eq(games.id, gameId));
}

const analyticsKey = () => randomBytes(20).toString('hex');

/** Creates an analytics slot for the game (BE-SUB-05): numbered ids the platform made, so assignable later. */
export async function createAnalyticsSlot({ db, analyticsUrl, game, now }: ApplyContext): Promise<string> {
  const [last] = await db
    .select({ next: sql<number>`coalesce(max(${analyticsSlots.id}::bigint), 1000000) + 1`.mapWith(Number) })
    .from(analyticsSlots)
    .where(sql`${analyticsSlots.id} ~ '^[0-9]+$'`);
  const id = String(last?.next ?? 1_000_001);
  await db.insert(analyticsSlots).values({
    id,
    gameKey: analyticsKey(),
    secretKey: analyticsKey(),
    url: `${analyticsUrl.replace(/\/+$/, '')}/games/${id}`,
    createdForGameId: game.id,
    createdAt: now,
  });
  await db.update(games).set({ analyticsSlotId: id }).where(eq(games.id, game.id));
  return id;
}
