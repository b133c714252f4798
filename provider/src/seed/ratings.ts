// The demo's prototype ratings (GC-23).
import { SCORE_MAX, SCORE_MIN, type ScoreDetails } from '@greenlight/rules';
import type { Db } from '../db';
import { gameRatings } from '../db/schema';
import type { Random } from '../lib/random';
import { addDays, insertInChunks, latestNote, officeHours, studioPm, type GamePlan } from './plan';

/**
 * Ratings (GC-23): the studio's PM rated about three in five of the games whose test
 * started, a few days into the latest one (yesterday at the latest). Each dimension
 * is 0-5 around the game's latent traits, so great prototypes rate well mostly.
 */
function ratingPlan(game: GamePlan, root: Random, today: Date): { rater: string; rating: ScoreDetails; ratedAt: Date } | null {
  const rater = studioPm(game);
  const last = game.iterations.filter((it) => it.start.getTime() < today.getTime()).at(-1);
  if (!rater || !last) return null;
  const random = root.fork(`rating/${game.key}`);
  if (!random.chance(0.6)) return null;
  const { appeal, retention, engagement } = game.quality;
  const score = (latent: number) => Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(2.5 + 0.8 * latent + random.normal(0, 0.7))));
  const rating: ScoreDetails = {
    execution: score((appeal + engagement) / 2),
    balancing: score(retention),
    artEfficiency: score(appeal),
    progression: score((retention + engagement) / 2),
    idea: score(appeal),
    newness: score(0),
    systemOne: score(appeal),
    depth: score(engagement),
  };
  const dated = new Date(addDays(last.start, random.int(2, last.duration + 3)).getTime() + officeHours(random));
  const latest = latestNote(today, random);
  return { rater, rating, ratedAt: dated.getTime() < latest.getTime() ? dated : latest };
}

export async function insertRatings(
  tx: Db,
  plan: { root: Random; today: Date; gamePlans: readonly GamePlan[]; gameIdOf: ReadonlyMap<GamePlan, number> },
  userId: (email: string | null) => number | null,
): Promise<void> {
  const { root, today, gamePlans, gameIdOf } = plan;
  const ratingRows = gamePlans.flatMap((game) => {
    const rating = ratingPlan(game, root, today);
    return rating
      ? [{ gameId: gameIdOf.get(game) as number, ...rating.rating, ratedBy: userId(rating.rater), ratedAt: rating.ratedAt }]
      : [];
  });
  await insertInChunks(ratingRows, (chunk) => tx.insert(gameRatings).values(chunk));
}
