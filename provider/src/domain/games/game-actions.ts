// Running a game action (ACT-08/09, BE-ACT-08): check that the caller may, check
// its fields, then apply it at once (synchronous actions) or queue an operation
// the worker applies (asynchronous ones, BE-OPS-01). The effects of each action
// are here, once, whoever runs them.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHANGELOG_CATEGORIES,
  FIELD_REQUIRED,
  GAME_ACTIONS,
  GAME_REJECTION_REASONS,
  isGameActionId,
  type GameActionId,
  type GameRejectionReason,
  type GameStatus,
} from '@greenlight/rules';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { analyticsSlots, changelogs, gameFeedbacks, gameGenres, games, projects } from '../../db/schema';
import { ApiError, badRequest, notFound, type ErrorItem } from '../../errors';
import { AdNetworkError, type AdNetworkAdapter } from '../campaigns/adapter';
import {
  extendCurrentIteration,
  recreateFacebookCampaign,
  startIteration,
  stopCampaigns,
} from '../campaigns/campaigns';
import { GENRES } from '../reference/codifications';
import { getGame, lockGameForAction } from './games';
import { transitionOf, UNAVAILABLE } from './life-cycle';
import type { LiveFeed } from '../platform/live';
import { enqueueOperation, recordDoneOperation, type Operation, type OperationOutcome } from './operations';
import type { Principal } from '../accounts/principal';
import type { Game } from '../../schemas/games';

export interface ActionDeps {
  db: Db;
  clock: Clock;
  adNetworks: AdNetworkAdapter;
  /** Where analytics slots live (their dashboard URL). */
  analyticsUrl: string;
  /** Tells the game's viewers, once committed, that it is disabled or changed (OPS-01). */
  live?: LiveFeed;
}

/** One field of an action (ACT-08): its name, its kind, its current value. */
export interface ActionField {
  param: string;
  type: 'string' | 'html' | 'select' | 'integer' | 'integer[]' | 'changelogs';
  value: unknown;
  required: boolean;
  options?: { value: string | number; label: string; group?: string }[];
}

type Params = Record<string, unknown>;

const MAX_TEXT = 10_000;

const field = (path: string, detail: string): ErrorItem => ({ code: 'INVALID_REQUEST', detail, path });

const text = (params: Params, key: string): string | undefined => {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
};

const integer = (params: Params, key: string): number | undefined => {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
};

/**
 * Checks an action's fields; answers them normalised, or throws a 400 naming each
 * wrong field. Fields that are not the action's are refused too.
 */
async function checkParams(db: Db, game: Game, action: GameActionId, input: unknown, adNetworks: AdNetworkAdapter): Promise<Params> {
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw badRequest('INVALID_REQUEST', 'The body must be an object of the action\'s fields');
  }
  const params = (input ?? {}) as Params;
  const errors: ErrorItem[] = [];
  const allowed = new Set((await actionFields(db, game, action, adNetworks)).map((f) => f.param));
  for (const key of Object.keys(params)) {
    if (!allowed.has(key)) errors.push(field(key, `${key} is not a field of ${action}`));
  }
  const out: Params = {};
  switch (action) {
    case 'reject_game': {
      const reason = text(params, 'reason');
      if (!GAME_REJECTION_REASONS.some((r) => r.id === reason)) {
        errors.push(field('reason', `reason must be one of ${GAME_REJECTION_REASONS.map((r) => r.id).join(', ')}`));
      }
      out.reason = reason;
      break;
    }
    case 'assign_ga_slot': {
      // GD-22: a new value, not empty.
      const id = text(params, 'gameAnalyticsId')?.trim();
      if (!id) errors.push(field('gameAnalyticsId', FIELD_REQUIRED));
      else {
        const [slot] = await db.select({ id: analyticsSlots.id }).from(analyticsSlots).where(eq(analyticsSlots.id, id));
        if (!slot) {
          throw new ApiError(400, 'GAME_ANALYTICS_GAME_NOT_FOUND', `No analytics slot ${id} was created through the platform`, [
            { code: 'GAME_ANALYTICS_GAME_NOT_FOUND', detail: `No analytics slot ${id}`, path: 'gameAnalyticsId', extra: { gameAnalyticsId: id } },
          ]);
        }
      }
      out.gameAnalyticsId = id;
      break;
    }
    case 'test_studio_campaign':
    case 'update_studio_campaign': {
      // ACT-35: the choice posted as {facebook: <campaign id>}.
      const choice = params.choice as { facebook?: unknown } | undefined;
      const id = typeof choice?.facebook === 'string' ? choice.facebook : undefined;
      const choices = await adNetworks.studioCampaigns(game.studioId, 'facebook');
      if (!id || !choices.some((c) => c.id === id)) errors.push(field('choice.facebook', 'Choose a campaign from the list'));
      out.campaignId = id;
      break;
    }
    case 'request_testing': {
      // FBK-10/11: each changelog needs a category and details.
      const list = params.changelogs ?? [];
      if (!Array.isArray(list) || list.length > 20) errors.push(field('changelogs', 'changelogs must be a list of at most 20'));
      else {
        list.forEach((entry: unknown, i) => {
          const e = (entry ?? {}) as Params;
          if (!CHANGELOG_CATEGORIES.includes(text(e, 'category') as never)) {
            errors.push(field(`changelogs.${i}.category`, `category must be one of ${CHANGELOG_CATEGORIES.join(', ')}`));
          }
          const details = text(e, 'details')?.trim();
          if (!details) errors.push(field(`changelogs.${i}.details`, FIELD_REQUIRED));
          else if (details.length > 2000) errors.push(field(`changelogs.${i}.details`, 'details must be at most 2000 characters'));
        });
        out.changelogs = Array.isArray(list)
          ? list.map((entry: unknown) => ({ category: (entry as Params).category, details: String((entry as Params).details ?? '').trim() }))
          : [];
      }
      break;
    }
    case 'set_game_genres': {
      // TAG-02/04: one option per category, every category.
      const ids = params.genres;
      if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) {
        errors.push(field('genres', 'genres must be a list of genre ids'));
        break;
      }
      const chosen = new Set(ids as number[]);
      for (const category of GENRES) {
        const picked = category.options.filter((option) => chosen.has(option.id));
        if (picked.length !== 1) errors.push(field('genres', `Choose one ${category.category} genre`));
      }
      const known = new Set(GENRES.flatMap((c) => c.options.map((o) => o.id)));
      for (const id of chosen) if (!known.has(id)) errors.push(field('genres', `Unknown genre ${id}`));
      out.genres = [...chosen];
      break;
    }
    case 'add_game_feedback': {
      // FBK-03: the body is required, the subject optional.
      const body = text(params, 'feedback')?.trim();
      const subject = text(params, 'subject')?.trim();
      if (!body) errors.push(field('feedback', FIELD_REQUIRED));
      else if (body.length > MAX_TEXT) errors.push(field('feedback', `feedback must be at most ${MAX_TEXT} characters`));
      if (subject && subject.length > 200) errors.push(field('subject', 'subject must be at most 200 characters'));
      out.feedback = body;
      out.subject = subject || null;
      break;
    }
    case 'delete_game_feedback': {
      const id = integer(params, 'feedback_id');
      if (id === undefined) errors.push(field('feedback_id', FIELD_REQUIRED));
      else {
        const [row] = await db
          .select({ id: gameFeedbacks.id })
          .from(gameFeedbacks)
          .where(and(eq(gameFeedbacks.id, id), eq(gameFeedbacks.gameId, game.id)));
        if (!row) throw notFound('Feedback not found');
      }
      out.feedbackId = id;
      break;
    }
    case 'validate_changelog':
    case 'reject_changelog': {
      const id = integer(params, 'changelog_id');
      if (id === undefined) errors.push(field('changelog_id', FIELD_REQUIRED));
      else {
        const [row] = await db
          .select({ state: changelogs.state })
          .from(changelogs)
          .where(and(eq(changelogs.id, id), eq(changelogs.gameId, game.id)));
        if (!row) throw notFound('Changelog not found');
        if (row.state !== 'pending') errors.push(field('changelog_id', 'This changelog was already decided'));
      }
      out.changelogId = id;
      break;
    }
    case 'change_game_project': {
      // PROJ-17/20: a project of the studio, not the current one.
      const id = integer(params, 'project_id');
      if (id === undefined) errors.push(field('project_id', FIELD_REQUIRED));
      else if (id === game.projectId) errors.push(field('project_id', 'The game is already in this project'));
      else {
        const [project] = await db.select({ studioId: projects.studioId }).from(projects).where(eq(projects.id, id));
        if (!project) throw notFound('Project not found');
        if (project.studioId !== game.studioId) errors.push(field('project_id', 'The project belongs to another studio'));
      }
      out.projectId = id;
      break;
    }
    default:
      break;
  }
  if (errors.length > 0) throw badRequest('INVALID_REQUEST', errors[0]!.detail, errors);
  return out;
}

/** ACT-08: the fields of an action, with their current values. */
export async function actionFields(db: Db, game: Game, action: GameActionId, adNetworks: AdNetworkAdapter): Promise<ActionField[]> {
  switch (action) {
    case 'reject_game':
      return [
        {
          param: 'reason',
          type: 'select',
          value: null,
          required: true,
          options: GAME_REJECTION_REASONS.map((r) => ({ value: r.id, label: r.label })),
        },
      ];
    case 'assign_ga_slot':
      return [{ param: 'gameAnalyticsId', type: 'string', value: game.gameAnalyticsId, required: true }];
    case 'test_studio_campaign':
    case 'update_studio_campaign': {
      const choices = await adNetworks.studioCampaigns(game.studioId, 'facebook');
      return [
        {
          param: 'choice',
          type: 'select',
          value: game.linkedCampaignId,
          required: true,
          options: choices.map((c) => ({ value: c.id, label: c.name, group: 'facebook' })),
        },
      ];
    }
    case 'request_testing':
      return [{ param: 'changelogs', type: 'changelogs', value: [], required: false }];
    case 'set_game_genres': {
      const current = await db.select({ genreId: gameGenres.genreId }).from(gameGenres).where(eq(gameGenres.gameId, game.id));
      return [
        {
          param: 'genres',
          type: 'integer[]',
          value: current.map((row) => row.genreId),
          required: true,
          options: GENRES.flatMap((c) => c.options.map((o) => ({ value: o.id, label: o.label, group: c.category }))),
        },
      ];
    }
    case 'add_game_feedback':
      return [
        { param: 'subject', type: 'string', value: null, required: false },
        { param: 'feedback', type: 'html', value: null, required: true },
      ];
    case 'delete_game_feedback':
      return [{ param: 'feedback_id', type: 'integer', value: null, required: true }];
    case 'validate_changelog':
    case 'reject_changelog':
      return [{ param: 'changelog_id', type: 'integer', value: null, required: true }];
    case 'change_game_project': {
      const rows = await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(and(eq(projects.studioId, game.studioId), sql`${projects.id} <> ${game.projectId ?? 0}`))
        .orderBy(projects.name)
        .limit(100);
      return [
        {
          param: 'project_id',
          type: 'select',
          value: game.projectId,
          required: true,
          options: rows.map((p) => ({ value: p.id, label: p.name })),
        },
      ];
    }
    default:
      return [];
  }
}

/** The action as the caller sees it on this game, or the refusal. */
function availableAction(game: Game, action: string) {
  if (!isGameActionId(action)) throw notFound(`No action ${action}`);
  const listed = game.actions.find((a) => a.id === action);
  if (!listed) {
    throw new ApiError(409, 'ACTION_NOT_AVAILABLE', `${GAME_ACTIONS[action].label} is not available for a game ${game.status}`, [
      { code: 'ACTION_NOT_AVAILABLE', detail: `${action} is not available in status ${game.status}`, extra: { status: game.status.replaceAll('_', ' ') } },
    ]);
  }
  if (listed.unavailableReason) {
    const reason = listed.unavailableReason;
    const status = reason.startsWith('PERMISSION_DENIED') ? 403 : 409;
    throw new ApiError(status, reason, status === 403 ? 'Forbidden' : reason, [{ code: reason, detail: reason }]);
  }
  return action;
}

/** GET /game/{id}/{action} */
export async function describeAction(deps: ActionDeps, principal: Principal, gameId: number, action: string): Promise<ActionField[]> {
  const game = await getGame(deps.db, principal, deps.clock.now(), gameId);
  if (!isGameActionId(action)) throw notFound(`No action ${action}`);
  if (!game.actions.some((a) => a.id === action)) availableAction(game, action);
  return actionFields(deps.db, game, action, deps.adNetworks);
}

/**
 * POST /game/{id}/{action}: runs a synchronous action, or queues an asynchronous
 * one (the game answers disabled until the worker completes it). The game row is
 * locked meanwhile, so two requests never both pass the checks.
 */
export async function requestGameAction(
  deps: ActionDeps,
  principal: Principal,
  gameId: number,
  action: string,
  body: unknown,
): Promise<{ game: Game; operation: Operation }> {
  const operation = await deps.db.transaction(async (tx) => {
    await lockGameForAction(tx, gameId);
    const now = deps.clock.now();
    const game = await getGame(tx, principal, now, gameId);
    const id = availableAction(game, action);
    const params = await checkParams(tx, game, id, body, deps.adNetworks);
    if (GAME_ACTIONS[id].async) {
      return enqueueOperation(tx, { gameId, action: id, params, requestedBy: principal.userId, now });
    }
    const outcome = await applyAction({ ...deps, db: tx }, { gameId, action: id, params, requestedBy: principal.userId }, now);
    if (outcome.status !== 'success') throw new ApiError(400, outcome.code, outcome.detail, [{ code: outcome.code, detail: outcome.detail, ...(outcome.extra ? { extra: outcome.extra } : {}) }]);
    return recordDoneOperation(tx, { gameId, action: id, params, requestedBy: principal.userId, now });
  });
  const game = await getGame(deps.db, principal, deps.clock.now(), gameId);
  await deps.live?.gameOperation(operation, game.studioId);
  return { game, operation };
}

/** What an action's error means to the one who asked (BE-OPS-05). */
export function readActionError(error: unknown): { code: string; detail: string; extra?: Record<string, unknown> } | null {
  if (error instanceof AdNetworkError) return { code: error.code, detail: error.message, extra: error.extra };
  if (error instanceof ApiError) {
    const first = error.items[0];
    return { code: first?.code ?? error.code, detail: error.message, ...(first?.extra ? { extra: first.extra } : {}) };
  }
  return null;
}

const analyticsKey = () => randomBytes(20).toString('hex');

/** Creates an analytics slot for the game (BE-SUB-05): ids the platform made, so assignable later. */
async function createAnalyticsSlot(deps: ActionDeps, gameId: number, now: Date): Promise<string> {
  const [{ next } = { next: 0 }] = (
    (await deps.db.execute(sql`select coalesce(max(id::bigint), 1000000) + 1 as next from analytics_slots where id ~ '^[0-9]+$'`)) as unknown as {
      rows: { next: number | string }[];
    }
  ).rows;
  const id = String(next);
  await deps.db.insert(analyticsSlots).values({
    id,
    gameKey: analyticsKey(),
    secretKey: analyticsKey(),
    url: `${deps.analyticsUrl.replace(/\/+$/, '')}/games/${id}`,
    createdForGameId: gameId,
    createdAt: now,
  });
  await deps.db.update(games).set({ analyticsSlotId: id }).where(eq(games.id, gameId));
  return id;
}

/**
 * Applies an action to a game: its effects and its status move (life-cycle.ts).
 * The operations worker calls it for asynchronous actions, the request for the
 * others. Answers an error outcome for a failure whose effects stay recorded (a
 * campaign that could not be created).
 */
export async function applyAction(
  deps: ActionDeps,
  operation: { gameId: number; action: GameActionId; params: unknown; requestedBy: number | null },
  now: Date,
): Promise<OperationOutcome> {
  const { db, adNetworks } = deps;
  const params = (operation.params ?? {}) as Params;
  const [game] = await db.select().from(games).where(eq(games.id, operation.gameId));
  if (!game) return { status: 'rejected', code: 'NOT_FOUND', detail: 'The game no longer exists' };
  const transition = transitionOf(operation.action, { ...game, status: game.status as GameStatus }, {
    reason: params.reason as GameRejectionReason,
  });
  let outcome: OperationOutcome = { status: 'success' };

  switch (operation.action) {
    case 'accept_game_with_ga':
      if (!game.analyticsSlotId) await createAnalyticsSlot(deps, game.id, now);
      break;
    case 'create_ga_slot':
      if (game.analyticsSlotId) return { status: 'rejected', code: UNAVAILABLE.analyticsSlotExists, detail: 'The game already has an analytics slot' };
      await createAnalyticsSlot(deps, game.id, now);
      break;
    case 'assign_ga_slot':
      await db.update(games).set({ analyticsSlotId: String(params.gameAnalyticsId) }).where(eq(games.id, game.id));
      break;
    case 'test_studio_campaign':
    case 'update_studio_campaign':
      await db.update(games).set({ linkedCampaignId: String(params.campaignId) }).where(eq(games.id, game.id));
      break;
    case 'request_testing': {
      const entries = (params.changelogs ?? []) as { category: string; details: string }[];
      if (entries.length > 0) {
        await db.insert(changelogs).values(entries.map((e) => ({ gameId: game.id, category: e.category, details: e.details, createdAt: now })));
      }
      break;
    }
    case 'accept_testing': {
      const started = await startIteration(db, adNetworks, game, now);
      if (started.created.length === 0) {
        // Nothing runs: the game stays pending approval, the failures recorded per network.
        const failure = started.failed[0]!;
        await applyTransition(db, game.id, { status: 'pending_testing' });
        return { status: 'error', code: failure.code, detail: failure.message, extra: { network: failure.network } };
      }
      if (started.failed.length > 0) {
        const failure = started.failed[0]!;
        outcome = { status: 'error', code: failure.code, detail: failure.message, extra: { network: failure.network } };
      }
      break;
    }
    case 'request_application_access':
      await db.update(games).set({ facebookAccessGrantedAt: now }).where(eq(games.id, game.id));
      break;
    case 'iterate_pause_campaign':
      await stopCampaigns(db, adNetworks, game.id, now, 'paused');
      break;
    case 'extend_campaign':
      await extendCurrentIteration(db, adNetworks, game.id, now);
      break;
    case 'recreate_campaign_facebook':
      await recreateFacebookCampaign(db, adNetworks, game, now);
      break;
    case 'set_game_genres': {
      const ids = params.genres as number[];
      await db.delete(gameGenres).where(eq(gameGenres.gameId, game.id));
      await db.insert(gameGenres).values(ids.map((genreId) => ({ gameId: game.id, genreId })));
      break;
    }
    case 'add_game_feedback':
      await db.insert(gameFeedbacks).values({
        gameId: game.id,
        authorId: operation.requestedBy,
        subject: (params.subject as string | null) ?? null,
        feedback: String(params.feedback),
        createdAt: now,
      });
      break;
    case 'delete_game_feedback':
      await db.delete(gameFeedbacks).where(and(eq(gameFeedbacks.id, Number(params.feedbackId)), eq(gameFeedbacks.gameId, game.id)));
      break;
    case 'validate_changelog':
    case 'reject_changelog':
      await db
        .update(changelogs)
        .set({
          state: operation.action === 'validate_changelog' ? 'validated' : 'rejected',
          decidedBy: operation.requestedBy,
          decidedAt: now,
        })
        .where(and(eq(changelogs.id, Number(params.changelogId)), eq(changelogs.gameId, game.id)));
      break;
    case 'change_game_project':
      await db.update(games).set({ projectId: Number(params.projectId) }).where(eq(games.id, game.id));
      break;
    case 'unlink_game_project': {
      // The game leaves for a project of its own, named after it (PROJ-22).
      const [project] = await db.insert(projects).values({ studioId: game.studioId, name: game.name, createdAt: now }).returning({ id: projects.id });
      await db.update(games).set({ projectId: project!.id }).where(eq(games.id, game.id));
      break;
    }
    default:
      break;
  }
  if (transition.stopsCampaigns && operation.action !== 'iterate_pause_campaign') {
    await stopCampaigns(db, adNetworks, game.id, now);
  }
  await applyTransition(db, game.id, transition);
  return outcome;
}

async function applyTransition(db: Db, gameId: number, transition: ReturnType<typeof transitionOf>) {
  const set: Partial<typeof games.$inferInsert> = {};
  if (transition.status !== undefined) set.status = transition.status;
  if (transition.isIterating !== undefined) set.isIterating = transition.isIterating;
  if (transition.substatus !== undefined) set.substatus = transition.substatus;
  if (transition.isHit !== undefined) set.isHit = transition.isHit;
  if (transition.rejectionReason !== undefined) set.rejectionReason = transition.rejectionReason;
  if (Object.keys(set).length > 0) await db.update(games).set(set).where(eq(games.id, gameId));
}
