// ACT-25: asking for access to the game's Facebook application.
import { eq } from 'drizzle-orm';
import { games } from '../../../db/schema';
import { needs, usesFacebook } from './availability';
import type { GameActionModule, NoInput } from './module';

export const requestApplicationAccess: GameActionModule<NoInput> = {
  statuses: ['pending_testing'],
  listedWhen: usesFacebook,
  refuse: needs('request_application_access'),
  async apply({ db, game, now }) {
    await db.update(games).set({ facebookAccessGrantedAt: now }).where(eq(games.id, game.id));
  },
};
