// ACT-16, CONF-39: accepting a game under review without an analytics slot.
import type { GameActionModule, NoInput } from './module';
import { needs } from './availability';

export const acceptGame: GameActionModule<NoInput> = {
  statuses: ['pending_review'],
  refuse: needs('accept_game'),
  transition: () => ({ status: 'pending_sdk_integration' }),
};
