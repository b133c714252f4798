// A prototype's rating (GC-23, BE-KPI-07): staff with rate_game score it 0-5 on
// eight dimensions; the list answer carries it to those with view_proto_score.
import type { ScoreDetails } from '@greenlight/rules';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { gameRatings } from '../../db/schema';
import { forbidden } from '../../errors';
import type { Game } from '../../schemas/games';
import { getGame } from './games';
import type { Principal } from '../accounts/principal';

/**
 * PUT /games/{id}/rating: sets the game's rating, replacing an earlier one, and
 * answers the game. 404 for an unknown game, 403 for one the caller may not see or
 * rate (rate_game on the game, PERM-29).
 */
export async function rateGame(db: Db, principal: Principal, clock: Clock, gameId: number, rating: ScoreDetails): Promise<Game> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const game = await getGame(tx, principal, now, gameId);
    if (!game.permissions.rate_game) throw forbidden();
    const values = { ...rating, ratedBy: principal.userId, ratedAt: now };
    await tx
      .insert(gameRatings)
      .values({ gameId, ...values })
      .onConflictDoUpdate({ target: gameRatings.gameId, set: values });
    return getGame(tx, principal, now, gameId);
  });
}
