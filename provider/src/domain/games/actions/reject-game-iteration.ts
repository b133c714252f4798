// ACT-17: rejecting the iteration under review; a game tested before goes back to
// finished, one never tested is archived.
import type { GameActionModule, NoInput } from './module';
import { needs } from './availability';

export const rejectGameIteration: GameActionModule<NoInput> = {
  statuses: ['pending_review'],
  refuse: needs('reject_game'),
  transition: (game) => ({ status: game.nbIterations > 0 ? 'finished' : 'archived', isIterating: false }),
};
