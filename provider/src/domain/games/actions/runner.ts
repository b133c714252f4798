// Running a game action (ACT-08/09, BE-ACT-08), whichever it is: the caller may run
// it here and now (its module's availability), its body was validated by the route
// against the action's schema, its module checks what the schema cannot; then it is
// applied at once in the request's transaction (synchronous actions, OPS-05) or
// queued as an operation the worker applies (asynchronous ones, BE-OPS-01, as
// GAME_ACTIONS[id].async says). Applying is the module's effect, then its transition:
// the game moves, its running campaigns stop when the transition says so.
import { eq } from 'drizzle-orm';
import { GAME_ACTIONS, isGameActionId, valueWords, type GameActionId, type GameStatus } from '@greenlight/rules';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db';
import { games } from '../../../db/schema';
import { ApiError, notFound } from '../../../errors';
import type { Game } from '../../../schemas/games';
import type { Principal } from '../../accounts/principal';
import { AdNetworkError, prepareNetworkCalls, type AdNetworkAdapter } from '../../campaigns/adapter';
import { stopCampaigns } from '../../campaigns/campaigns';
import type { LiveFeed } from '../../platform/live';
import { getGame, lockGameForAction } from '../games';
import { enqueueOperation, recordDoneOperation, type Operation, type OperationOutcome } from '../operations';
import { actionHandoffs } from '../handoffs';
import { GAME_ACTION_MODULES } from './catalogue';
import { applyTransition } from './effects';
import type { ActionField } from './module';

export interface ActionDeps {
  db: Db;
  clock: Clock;
  adNetworks: AdNetworkAdapter;
  /** Where analytics slots live (their dashboard URL). */
  analyticsUrl: string;
  /** Tells the game's viewers, once committed, that it is disabled or changed (OPS-01). */
  live?: LiveFeed;
}

/**
 * The action as the caller sees it on this game, or the refusal: 403 with the reason of an
 * action hidden from the caller's side, 409 when not listed, 403/409 with the reason.
 */
function assertAvailable(game: Game, id: GameActionId, principal: Pick<Principal, 'userType'>): void {
  const listed = game.actions.find((action) => action.id === id);
  const hidden = GAME_ACTION_MODULES[id].statuses.includes(game.status) ? GAME_ACTION_MODULES[id].hiddenFrom?.(principal) : null;
  if (!listed && hidden) throw new ApiError(403, hidden, 'Forbidden', [{ code: hidden, detail: hidden }]);
  if (!listed) {
    throw new ApiError(409, 'ACTION_NOT_AVAILABLE', `${GAME_ACTIONS[id].label} is not available for a game ${valueWords(game.status)}`, [
      { code: 'ACTION_NOT_AVAILABLE', detail: `${id} is not available in status ${game.status}`, extra: { status: valueWords(game.status) } },
    ]);
  }
  const reason = listed.unavailableReason;
  if (reason) {
    const status = reason.startsWith('PERMISSION_DENIED') ? 403 : 409;
    throw new ApiError(status, reason, status === 403 ? 'Forbidden' : reason, [{ code: reason, detail: reason }]);
  }
}

/** GET /game/{id}/{action}: the fields of an action the game lists (ACT-08), even one the caller may not run. */
export async function describeAction(deps: ActionDeps, principal: Principal, gameId: number, action: string): Promise<ActionField[]> {
  const game = await getGame(deps.db, principal, deps.clock.now(), gameId);
  if (!isGameActionId(action)) throw notFound(`No action ${action}`);
  if (!game.actions.some((listed) => listed.id === action)) assertAvailable(game, action, principal);
  return (await GAME_ACTION_MODULES[action].fields?.({ db: deps.db, game, adNetworks: deps.adNetworks, userType: principal.userType })) ?? [];
}

/**
 * Refuses, before its body is read, a caller who may not run the action now, so that
 * the refusal does not depend on what was sent (a request checks again under the lock).
 */
export async function assertActionAvailable(deps: ActionDeps, principal: Principal, gameId: number, id: GameActionId): Promise<void> {
  assertAvailable(await getGame(deps.db, principal, deps.clock.now(), gameId), id, principal);
}

/** POST /game/{id}/{action} with an id no action has: 404, once the game is known to be the caller's to see. */
export async function refuseUnknownAction(deps: ActionDeps, principal: Principal, gameId: number, action: string): Promise<never> {
  await getGame(deps.db, principal, deps.clock.now(), gameId);
  throw notFound(`No action ${action}`);
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
  id: GameActionId,
  body: unknown,
): Promise<{ game: Game; operation: Operation }> {
  const module = GAME_ACTION_MODULES[id];
  const { operation, told } = await deps.db.transaction(async (tx) => {
    await lockGameForAction(tx, gameId);
    const now = deps.clock.now();
    const game = await getGame(tx, principal, now, gameId);
    assertAvailable(game, id, principal);
    const params = module.check ? await module.check({ db: tx, game, adNetworks: deps.adNetworks, userType: principal.userType }, body) : body;
    const request = { gameId, action: id, params, requestedBy: principal.userId, now };
    if (GAME_ACTIONS[id].async) return { operation: await enqueueOperation(tx, request), told: [] };
    const outcome = await applyAction({ ...deps, db: tx }, { gameId, action: id, params, requestedBy: principal.userId }, now);
    if (outcome.status !== 'success') {
      throw new ApiError(400, outcome.code, outcome.detail, [
        { code: outcome.code, detail: outcome.detail, ...(outcome.extra ? { extra: outcome.extra } : {}) },
      ]);
    }
    // Issue 42: the other side hears of it, in the same transaction.
    return { operation: await recordDoneOperation(tx, request), told: await actionHandoffs(tx, request, now) };
  });
  const game = await getGame(deps.db, principal, deps.clock.now(), gameId);
  await deps.live?.gameOperation(operation, game.studioId);
  for (const row of told) await deps.live?.notification(row);
  return { game, operation };
}

/**
 * Applies an action to a game: its module's effect, then its transition. The
 * operations worker calls it for asynchronous actions, the request for the others.
 * Answers an error outcome for a failure whose effects stay recorded (a campaign
 * that could not be created).
 */
export async function applyAction(
  deps: Pick<ActionDeps, 'db' | 'adNetworks' | 'analyticsUrl'>,
  operation: { gameId: number; action: GameActionId; params: unknown; requestedBy: number | null },
  now: Date,
): Promise<OperationOutcome> {
  const { db, adNetworks } = deps;
  const module = GAME_ACTION_MODULES[operation.action];
  const [game] = await db.select().from(games).where(eq(games.id, operation.gameId));
  if (!game) return { status: 'rejected', code: 'NOT_FOUND', detail: 'The game no longer exists' };
  const setback = await module.apply?.(
    { db, adNetworks, analyticsUrl: deps.analyticsUrl, game, requestedBy: operation.requestedBy, now },
    operation.params,
  );
  if (setback && !setback.moves) return setback.failure;
  const transition = module.transition?.({ ...game, status: game.status as GameStatus }, operation.params) ?? {};
  // Only running campaigns stop: an effect that paused them (iterate_pause_campaign) is left as it is.
  if (transition.stopsCampaigns) await stopCampaigns(db, adNetworks, game.id, now);
  await applyTransition(db, game.id, transition);
  return setback ? setback.failure : { status: 'success' };
}

/** Thrown to roll back the transaction of a foreseeing run. */
class Foreseen extends Error {}

/**
 * The ad networks as an operation's transaction will see them: what applying the action
 * asks of them is found by applying it once in a transaction rolled back, then asked before
 * the real transaction opens (prepareNetworkCalls), which replays the answers. A foreseeing
 * run that fails says nothing: the real one fails the same way and is reported.
 */
export async function prepareActionNetworks(
  deps: Pick<ActionDeps, 'db' | 'adNetworks' | 'analyticsUrl'>,
  operation: { gameId: number; action: GameActionId; params: unknown; requestedBy: number | null },
  now: Date,
): Promise<AdNetworkAdapter> {
  return prepareNetworkCalls(deps.adNetworks, async (recording) => {
    await deps.db
      .transaction(async (tx) => {
        await applyAction({ db: tx, adNetworks: recording, analyticsUrl: deps.analyticsUrl }, operation, now);
        throw new Foreseen();
      })
      .catch(() => undefined);
  });
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
