// ACT-33, BE-STAT-10: archiving a finished game; needs kill_game (our reading).
import { needs } from './availability';
import type { GameActionModule, NoInput } from './module';

export const archiveGame: GameActionModule<NoInput> = {
  statuses: ['finished'],
  refuse: needs('kill_game'),
  transition: () => ({ status: 'archived' }),
};
