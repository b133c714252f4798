// Notifications to the other side (issue 42, ARCHITECTURE "Notifications by recipient"):
// the provider decides who must hear of each move on a game, the counterpart and never
// the one who moved, and writes the rows in the move's own transaction; the caller
// publishes them on the live feed once committed. The studio's side of a game is its
// creator and the members who edit every game of the studio (access levels 1, 2 and 5:
// the ones who act on it); the publishing side is the studio's primary and secondary
// publishing managers, else the publishing team (every active publishing manager).
import {
  CAMPAIGN_EXTENSION_DAYS,
  GAME_REJECTION_REASONS,
  handoffMessages,
  type GameActionId,
  type HandoffNotificationType,
  type HandoffSide,
} from '@greenlight/rules';
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { campaigns, games, iterations, notifications, studioMembers, studios, users } from '../../db/schema';

type GameRow = typeof games.$inferSelect;

/** A notification as written, for the live feed once committed. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Access levels that edit every game of the studio (rules/src/access.ts). */
const EDITS_EVERY_GAME = [1, 2, 5];

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** Who hears of a move on the game, on one side; never `except` (the one who moved). */
export async function recipientsOf(db: Db, game: Pick<GameRow, 'id' | 'studioId' | 'creatorId'>, side: HandoffSide, except: number | null): Promise<number[]> {
  let ids: number[];
  if (side === 'studio') {
    const rows = await db
      .select({ id: users.id })
      .from(studioMembers)
      .innerJoin(users, eq(users.id, studioMembers.userId))
      .innerJoin(studios, eq(studios.id, studioMembers.studioId))
      .where(
        and(
          eq(studioMembers.studioId, game.studioId),
          eq(studioMembers.isActive, true),
          eq(users.isActive, true),
          isNull(studios.deactivateDate),
          or(inArray(studioMembers.accessId, EDITS_EVERY_GAME), game.creatorId === null ? sql`false` : eq(users.id, game.creatorId)),
        ),
      );
    ids = rows.map((row) => row.id);
  } else {
    const [studio] = await db.select({ pmId: studios.pmId, secondaryPmId: studios.secondaryPmId }).from(studios).where(eq(studios.id, game.studioId));
    const named = [studio?.pmId, studio?.secondaryPmId].filter((id): id is number => typeof id === 'number');
    const managers = named.length > 0 ? await db.select({ id: users.id }).from(users).where(and(inArray(users.id, named), eq(users.isActive, true))) : [];
    ids = managers.length > 0
      ? managers.map((row) => row.id)
      : (await db.select({ id: users.id }).from(users).where(and(eq(users.userType, 'pm'), eq(users.isActive, true)))).map((row) => row.id);
  }
  return [...new Set(ids)].filter((id) => id !== except).sort((a, b) => a - b);
}

/** Writes one notification per recipient; answers the rows, for the live feed once committed. */
export async function tell(db: Db, recipients: readonly number[], type: HandoffNotificationType, content: string, gameId: number, now: Date): Promise<NotificationRow[]> {
  if (recipients.length === 0) return [];
  return db
    .insert(notifications)
    .values(recipients.map((recipientId) => ({ recipientId, type, content, relatedContentId: gameId, createdAt: now })))
    .returning();
}

/** A game action that went through, as the handoffs read it. */
export interface DoneAction {
  gameId: number;
  action: GameActionId;
  params: unknown;
  requestedBy: number | null;
}

const NETWORK_LABELS: Readonly<Record<string, string>> = { facebook: 'Facebook', snapchat: 'Snapchat' };

/**
 * The notifications of an action that went through, to the other side of whoever ran
 * it (issue 42): a request to the publishing managers, a review, a decision or feedback
 * to the studio; the campaigns an approval created or failed to create, to the studio.
 */
export async function actionHandoffs(db: Db, done: DoneAction, now: Date): Promise<NotificationRow[]> {
  const [game] = await db.select().from(games).where(eq(games.id, done.gameId));
  if (!game) return [];
  const [actor] = done.requestedBy === null ? [] : await db.select().from(users).where(eq(users.id, done.requestedBy));
  const who = actor ? fullName(actor) : 'The publishing team';
  const actorSide: HandoffSide = actor?.userType === 'studio' ? 'studio' : 'publishing';
  const otherSide: HandoffSide = actorSide === 'studio' ? 'publishing' : 'studio';
  const to = (side: HandoffSide) => recipientsOf(db, game, side, done.requestedBy);
  const params = (done.params ?? {}) as Record<string, unknown>;
  const name = game.name;
  switch (done.action) {
    case 'request_testing':
    case 'test_studio_campaign':
      return tell(db, await to('publishing'), 'GAME_TESTING_REQUESTED', handoffMessages.testingRequested(name, who), game.id, now);
    case 'decline_testing':
      return params.withdrawn
        ? tell(db, await to('publishing'), 'GAME_TESTING_WITHDRAWN', handoffMessages.testingWithdrawn(name, who), game.id, now)
        : tell(db, await to('studio'), 'GAME_TESTING_DECLINED', handoffMessages.testingDeclined(name, who, String(params.reason ?? '')), game.id, now);
    case 'accept_testing': {
      const studioSide = await to('studio');
      // Every network refused: nothing runs, the request still waits; only the failures are news.
      const approved = game.status === 'in_testing' ? await tell(db, studioSide, 'GAME_TESTING_APPROVED', handoffMessages.testingApproved(name, who), game.id, now) : [];
      return [...approved, ...(await campaignHandoffs(db, game, studioSide, now))];
    }
    case 'validate_game':
      return tell(db, await to(otherSide), 'GAME_DECISION', handoffMessages.launched(name, who), game.id, now);
    case 'kill_game':
      return tell(db, await to(otherSide), 'GAME_DECISION', handoffMessages.killed(name, who), game.id, now);
    case 'iterate_pause_campaign':
    case 'iterate_keep_campaign':
    case 'iterate_from_history':
      return tell(db, await to(otherSide), 'GAME_DECISION', handoffMessages.iterating(name, who), game.id, now);
    case 'extend_campaign':
      return tell(db, await to(otherSide), 'GAME_DECISION', handoffMessages.extended(name, who, CAMPAIGN_EXTENSION_DAYS), game.id, now);
    case 'accept_game':
    case 'accept_game_with_ga':
      return tell(db, await to('studio'), 'GAME_DECISION', handoffMessages.accepted(name, who), game.id, now);
    case 'reject_game': {
      const reason = GAME_REJECTION_REASONS.find((entry) => entry.id === params.reason)?.label ?? String(params.reason ?? '');
      return tell(db, await to('studio'), 'GAME_DECISION', handoffMessages.rejected(name, who, reason), game.id, now);
    }
    case 'reject_game_iteration':
      return tell(db, await to('studio'), 'GAME_DECISION', handoffMessages.iterationRejected(name, who), game.id, now);
    case 'add_game_feedback':
      return tell(db, await to('studio'), 'GAME_FEEDBACK', handoffMessages.feedback(name, who, typeof params.subject === 'string' && params.subject.trim() ? params.subject : null), game.id, now);
    default:
      return [];
  }
}

/** SUB-CAMP-21, SUB-CAMP-22: what the approval's campaigns came to, per network, for the studio. */
async function campaignHandoffs(db: Db, game: GameRow, recipients: readonly number[], now: Date): Promise<NotificationRow[]> {
  const [latest] = await db
    .select({ id: iterations.id })
    .from(iterations)
    .where(eq(iterations.gameId, game.id))
    .orderBy(sql`${iterations.iterationNumber} desc`)
    .limit(1);
  if (!latest) return [];
  const rows = await db.select({ network: campaigns.network, status: campaigns.status, error: campaigns.error }).from(campaigns).where(eq(campaigns.iterationId, latest.id));
  const label = (network: string) => NETWORK_LABELS[network] ?? network;
  const ready = rows.filter((row) => row.status !== 'campaign_creation_failed').map((row) => label(row.network));
  const failed = rows.filter((row) => row.status === 'campaign_creation_failed');
  const told: NotificationRow[] = [];
  if (ready.length > 0) told.push(...(await tell(db, recipients, 'GAME_CAMPAIGN_CREATED', handoffMessages.campaignCreated(game.name, ready.join(' and ')), game.id, now)));
  for (const row of failed) {
    told.push(...(await tell(db, recipients, 'GAME_CAMPAIGN_FAILED', handoffMessages.campaignFailed(game.name, label(row.network), row.error ?? ''), game.id, now)));
  }
  return told;
}

/**
 * Issue 42: the iterations of tests that ended in the last day and whose studio was not
 * told yet: their results are in. Each is told once (iterations.end_notified_at).
 */
export async function iterationEndHandoffs(db: Db, now: Date): Promise<NotificationRow[]> {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const ended = await db
    .select({ iterationId: iterations.id, number: iterations.iterationNumber, game: games })
    .from(iterations)
    .innerJoin(games, eq(games.id, iterations.gameId))
    .where(
      and(
        isNull(iterations.endNotifiedAt),
        lte(iterations.iterationEnd, now),
        sql`${iterations.iterationEnd} > ${since.toISOString()}`,
        eq(games.status, 'in_testing'),
      ),
    );
  const told: NotificationRow[] = [];
  for (const { iterationId, number, game } of ended) {
    const [claimed] = await db
      .update(iterations)
      .set({ endNotifiedAt: now })
      .where(and(eq(iterations.id, iterationId), isNull(iterations.endNotifiedAt)))
      .returning({ id: iterations.id });
    // Another provider's tick told it first.
    if (!claimed) continue;
    told.push(...(await tell(db, await recipientsOf(db, game, 'studio', null), 'GAME_ITERATION_FINISHED', handoffMessages.iterationFinished(game.name, number), game.id, now)));
  }
  return told;
}

const percent = (value: number | null) => (value === null ? null : `${(value * 100).toFixed(0)}%`);
const dollars = (value: number | null) => (value === null ? null : `$${value.toFixed(2)}`);

/** The recommendations that cross a bar: a launch candidate, or one to stop (BE-REC). */
const isAlerting = (recommendation: string | null) => recommendation !== null && (recommendation === 'high potential' || recommendation.startsWith('low potential'));

/**
 * GAME_KPI_ALERT (BE-STU-09, issue 42): a game whose latest iteration's KPIs crossed the
 * recommendation values (high potential: above the launch bar; low potential: below the
 * kill bar) since the studio was last told; told once per recommendation reached.
 */
export async function kpiAlertHandoffs(db: Db, gameIds: readonly number[], now: Date): Promise<NotificationRow[]> {
  if (gameIds.length === 0) return [];
  const crossed = await db
    .select()
    .from(games)
    .where(
      and(
        inArray(games.id, [...gameIds]),
        eq(games.status, 'in_testing'),
        sql`${games.recommendation} is not null`,
        or(isNull(games.recommendationAlerted), ne(games.recommendationAlerted, sql`${games.recommendation}`)),
      ),
    );
  const told: NotificationRow[] = [];
  for (const game of crossed) {
    await db.update(games).set({ recommendationAlerted: game.recommendation }).where(eq(games.id, game.id));
    if (!isAlerting(game.recommendation)) continue;
    const kpis = [
      game.isCtr ? null : dollars(game.lastCpi) && `CPI ${dollars(game.lastCpi)}`,
      game.isCtr ? percent(game.lastCtr) && `CTR ${percent(game.lastCtr)}` : null,
      percent(game.lastD1) && `D1 ${percent(game.lastD1)}`,
      percent(game.lastD7) && `D7 ${percent(game.lastD7)}`,
    ].filter(Boolean);
    const message = handoffMessages.kpiAlert(game.name, game.nbIterations, game.recommendation!, kpis.join(', '));
    told.push(...(await tell(db, await recipientsOf(db, game, 'studio', null), 'GAME_KPI_ALERT', message, game.id, now)));
  }
  return told;
}
