// ACT-31, GD-22, SUB-LINK-13/14, BE-SUB-05: changing the game's GameAnalytics id to a
// slot the platform created: a new value, not empty, a slot of the game's studio; a
// slot made for a game of another project (a past project) needs request_game_testing
// on the studio's side.
import { FIELD_REQUIRED } from '@greenlight/rules';
import { eq } from 'drizzle-orm';
import { analyticsSlots, games } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { needs, RUNNING, UNAVAILABLE } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface AssignGaSlotBody {
  gameAnalyticsId: string;
}

const notFound = (id: string) =>
  new ApiError(400, 'GAME_ANALYTICS_GAME_NOT_FOUND', `No analytics slot ${id} was created through the platform`, [
    { code: 'GAME_ANALYTICS_GAME_NOT_FOUND', detail: `No analytics slot ${id}`, path: 'gameAnalyticsId', extra: { gameAnalyticsId: id } },
  ]);

export const assignGaSlot: GameActionModule<AssignGaSlotBody> = {
  statuses: RUNNING,
  refuse: needs('create_ga_slot'),
  fields: async ({ game }) => [{ param: 'gameAnalyticsId', type: 'string', value: game.gameAnalyticsId, required: true }],
  async check({ db, game, userType }, body) {
    const id = body.gameAnalyticsId.trim();
    if (!id) refuseFields([fieldError('gameAnalyticsId', FIELD_REQUIRED)]);
    const [slot] = await db
      .select({ id: analyticsSlots.id, studioId: games.studioId, projectId: games.projectId })
      .from(analyticsSlots)
      .leftJoin(games, eq(games.id, analyticsSlots.createdForGameId))
      .where(eq(analyticsSlots.id, id));
    // Another studio's slot is not the caller's to know of: the same answer as no slot.
    if (!slot || (slot.studioId !== null && slot.studioId !== game.studioId)) throw notFound(id);
    // Staff holding create_ga_slot change a game's id wherever it comes from (GD-22).
    const reuses = slot.projectId !== null && slot.projectId !== game.projectId;
    if (reuses && userType === 'studio' && game.permissions.request_game_testing !== true) {
      const detail = 'Reusing the analytics id of another project needs request_game_testing';
      throw new ApiError(403, UNAVAILABLE.permission, detail, [{ code: UNAVAILABLE.permission, detail, path: 'gameAnalyticsId' }]);
    }
    return { gameAnalyticsId: id };
  },
  async apply({ db, game }, { gameAnalyticsId }) {
    await db.update(games).set({ analyticsSlotId: gameAnalyticsId }).where(eq(games.id, game.id));
  },
};
