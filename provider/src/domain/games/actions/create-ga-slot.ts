// ACT-20, BE-SUB-05: creating the game's analytics slot, once.
import { UNAVAILABLE, needs } from './availability';
import { createAnalyticsSlot } from './effects';
import type { GameActionModule, NoInput } from './module';

export const createGaSlot: GameActionModule<NoInput> = {
  statuses: ['pending_sdk_integration'],
  refuse: (game, actor) => (game.analyticsSlotId !== null ? UNAVAILABLE.analyticsSlotExists : needs('create_ga_slot')(game, actor)),
  async apply(context) {
    // A slot made meanwhile (an operation run twice): nothing to do, the game stays.
    if (context.game.analyticsSlotId) {
      return {
        failure: { status: 'rejected', code: UNAVAILABLE.analyticsSlotExists, detail: 'The game already has an analytics slot' },
        moves: false,
      };
    }
    await createAnalyticsSlot(context);
  },
};
