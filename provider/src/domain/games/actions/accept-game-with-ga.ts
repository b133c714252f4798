// ACT-15, CONF-39: accepting a game under review and creating its analytics slot;
// publishing staff only.
import type { GameActionModule, NoInput } from './module';
import { staffNeeds } from './availability';
import { createAnalyticsSlot } from './effects';

export const acceptGameWithGa: GameActionModule<NoInput> = {
  statuses: ['pending_review'],
  refuse: staffNeeds('accept_game'),
  transition: () => ({ status: 'pending_sdk_integration' }),
  async apply(context) {
    if (!context.game.analyticsSlotId) await createAnalyticsSlot(context);
  },
};
