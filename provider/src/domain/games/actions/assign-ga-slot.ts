// ACT-31, GD-22: changing the game's GameAnalytics id to a slot the platform created
// (BE-SUB-05): a new value, not empty, and a slot that exists.
import { FIELD_REQUIRED } from '@greenlight/rules';
import { eq } from 'drizzle-orm';
import { analyticsSlots, games } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { needs, RUNNING } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface AssignGaSlotBody {
  gameAnalyticsId: string;
}

export const assignGaSlot: GameActionModule<AssignGaSlotBody> = {
  statuses: RUNNING,
  refuse: needs('create_ga_slot'),
  fields: async ({ game }) => [{ param: 'gameAnalyticsId', type: 'string', value: game.gameAnalyticsId, required: true }],
  async check({ db }, body) {
    const id = body.gameAnalyticsId.trim();
    if (!id) refuseFields([fieldError('gameAnalyticsId', FIELD_REQUIRED)]);
    const [slot] = await db.select({ id: analyticsSlots.id }).from(analyticsSlots).where(eq(analyticsSlots.id, id));
    if (!slot) {
      throw new ApiError(400, 'GAME_ANALYTICS_GAME_NOT_FOUND', `No analytics slot ${id} was created through the platform`, [
        { code: 'GAME_ANALYTICS_GAME_NOT_FOUND', detail: `No analytics slot ${id}`, path: 'gameAnalyticsId', extra: { gameAnalyticsId: id } },
      ]);
    }
    return { gameAnalyticsId: id };
  },
  async apply({ db, game }, { gameAnalyticsId }) {
    await db.update(games).set({ analyticsSlotId: gameAnalyticsId }).where(eq(games.id, game.id));
  },
};
