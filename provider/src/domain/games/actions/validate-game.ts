// ACT-12, ACT-28, BE-STAT-11: launching the game: its campaign stops and it moves to
// finished as a hit; publishing staff only.
import { staffNeeds } from './availability';
import type { GameActionModule, NoInput } from './module';

export const validateGame: GameActionModule<NoInput> = {
  statuses: ['in_testing'],
  refuse: staffNeeds('validate_game'),
  transition: () => ({ status: 'finished', isHit: true, stopsCampaigns: true }),
};
