// ACT-11, ACT-30, BE-STAT-09: killing a game stops its campaign and moves it to finished.
import { needs, RUNNING } from './availability';
import type { GameActionModule, NoInput } from './module';

export const killGame: GameActionModule<NoInput> = {
  statuses: RUNNING,
  refuse: needs('kill_game'),
  transition: () => ({ status: 'finished', isIterating: false, stopsCampaigns: true }),
};
