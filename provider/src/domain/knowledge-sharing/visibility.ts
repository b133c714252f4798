// Which games knowledge sharing shows (KS-01, KS-02, BE-LIST-04): the finished games,
// three months old or more, of the studios that opted in and that the publisher lets
// share. One predicate for the SQL of every list and the flag of a game (KS-23).
import { KS_MIN_AGE_MONTHS, monthsLater } from '@greenlight/rules';
import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { games, studios } from '../../db/schema';

/** The newest creation date a game may have and be shared at `now`. */
export const sharedBefore = (now: Date): Date => monthsLater(now, -KS_MIN_AGE_MONTHS);

/** The games shared at `now`, over games joined to their studio. */
export function sharedCondition(now: Date): SQL {
  return and(
    eq(games.status, 'finished'),
    lte(games.createdAt, sharedBefore(now)),
    eq(studios.knowledgeSharingStudioStatus, true),
    eq(studios.knowledgeSharingPmStatus, true),
    isNull(studios.deactivateDate),
  )!;
}

/** KS-23: whether one game is shared at `now`, from its row and its studio's flags. */
export function isSharedGame(
  game: { status: string; createdAt: Date },
  studio: { knowledgeSharing: boolean },
  now: Date,
): boolean {
  return studio.knowledgeSharing && game.status === 'finished' && game.createdAt.getTime() <= sharedBefore(now).getTime();
}

/** The studio's part of isSharedGame, for a game selection: opted in, allowed, not deactivated. */
export const studioShares = sql<boolean>`(${studios.knowledgeSharingStudioStatus} and ${studios.knowledgeSharingPmStatus} and ${studios.deactivateDate} is null)`;

/**
 * KS-02, KS-10: when a game was shared: three months after its creation, or when its
 * studio opted in if that came later.
 */
export const sharedAt = sql<Date>`greatest(${games.createdAt} + interval '${sql.raw(String(KS_MIN_AGE_MONTHS))} months', ${studios.knowledgeSharingSince})`;
