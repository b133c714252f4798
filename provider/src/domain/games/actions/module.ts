// What one game action is (ACT, BE-ACT): where it is offered and to whom, the fields
// its dialog shows, the checks its body schema cannot express, where it takes the
// game and its effect. Each action is one module of this shape (kill-game.ts ...);
// catalogue.ts lists them by the ids of rules/src/actions.ts and runner.ts runs them.
import type { GameStatus } from '@greenlight/rules';
import type { Db } from '../../../db';
import type { games } from '../../../db/schema';
import type { Game } from '../../../schemas/games';
import type { AdNetworkAdapter } from '../../campaigns/adapter';
import type { GameTransition, LifeCycleActor, LifeCycleGame, TransitionGame } from '../life-cycle';
import type { Refusal } from './availability';

/** One field of an action (ACT-08): its name, its kind, its current value and its choices. */
export interface ActionField {
  param: string;
  type: 'string' | 'html' | 'select' | 'integer' | 'integer[]' | 'changelogs';
  value: unknown;
  required: boolean;
  options?: { value: string | number; label: string; group?: string }[];
}

/** What the fields and checks read of the game as the caller sees it. */
export type ActionGame = Pick<
  Game,
  'id' | 'studioId' | 'projectId' | 'gameAnalyticsId' | 'linkedCampaignId' | 'permissions' | 'adNetworks' | 'isCtr' | 'selectedAdNetworkIdList'
>;

/** What describing and checking read: the game, in the request's transaction. */
export interface GameContext {
  db: Db;
  game: ActionGame;
  adNetworks: AdNetworkAdapter;
  /** Who asks: the studio's side or staff. */
  userType: LifeCycleActor['userType'];
}

/** What an effect works with: the game's row, in the transaction that records the operation. */
export interface ApplyContext {
  db: Db;
  adNetworks: AdNetworkAdapter;
  /** Where analytics slots live (their dashboard URL). */
  analyticsUrl: string;
  game: typeof games.$inferSelect;
  /** Who asked, when still known (feedback's author, a changelog's decider). */
  requestedBy: number | null;
  now: Date;
}

/** A failure the requester is told of (BE-OPS-05): an error-list code, its detail and placeholders. */
export interface ActionFailure {
  status: 'error' | 'rejected';
  code: string;
  detail: string;
  extra?: Record<string, unknown>;
}

/**
 * What an effect came to when not simply done: a failure, and whether the game still
 * moves as its transition says (a network refused one campaign of two) or stays
 * where the effect left it (every network refused, the slot existed already).
 */
export interface ActionSetback {
  failure: ActionFailure;
  moves: boolean;
}

/**
 * One game action. `Body` is what the route's schema let through, built from the
 * action's input in rules/src/actions.ts (schemas/action-bodies.ts); `Params` what
 * `check` answers and `apply` receives, kept as JSON in the operation of an
 * asynchronous action. The registry holds modules as GameActionModule<unknown>: a
 * method's parameters are compared both ways, so each module keeps its own types and
 * the runner hands it what the schema and its own check produced.
 */
export interface GameActionModule<Body = unknown, Params = Body> {
  /** The statuses that list the action (001 §4 "Actions by status"). */
  readonly statuses: readonly GameStatus[];
  /** Listed only when this holds too (an iterating game, a manual game ...). */
  listedWhen?(game: LifeCycleGame): boolean;
  /**
   * Never offered to this side (a studio does not approve its own request): absent from
   * its actions, and running it anyway is refused with this error-list code (403).
   */
  hiddenFrom?(actor: Pick<LifeCycleActor, 'userType'>): Refusal;
  /** Who may run it: an error-list code when the actor may not (BE-ACT-02..07, ACT-38). */
  refuse(game: LifeCycleGame, actor: LifeCycleActor): Refusal;
  /** ACT-08: its fields with their current values and choices; none when absent. */
  fields?(context: GameContext): Promise<ActionField[]>;
  /**
   * What the body schema cannot say: checks against the data, and normalisation.
   * Throws a 400 naming the field (`path`, with the rules' messages) or a 404; answers
   * what `apply` receives. Without it the body is the params.
   */
  check?(context: GameContext, body: Body): Promise<Params>;
  /** Where the action takes the game (BE-STAT-02..13, CONF-39); nowhere when absent. */
  transition?(game: TransitionGame, params: Params): GameTransition;
  /** Its effect besides the transition, in the request's or the operation's transaction. */
  apply?(context: ApplyContext, params: Params): Promise<ActionSetback | void>;
}

/** The body and params of an action without input. */
export type NoInput = Record<string, never>;
