// Who may run an action, in the words the availability table uses (BE-ACT-02..07):
// the statuses that list actions, the permissions they need, and the error-list
// codes of a refusal (ACT-38), whose messages are in the error list.
import type { GameStatus } from '@greenlight/rules';
import type { GamePermission } from '../../accounts/permissions';
import type { LifeCycleActor, LifeCycleGame } from '../life-cycle';

/** Codes of unavailable actions; their messages are in the error list. */
export const UNAVAILABLE = {
  permission: 'PERMISSION_DENIED',
  acceptTesting: 'PERMISSION_DENIED_ACCEPT_TESTING',
  staffOnly: 'PERMISSION_DENIED_STAFF_ONLY',
  ongoing: 'GAME_OPERATION_ONGOING',
  lowPotential: 'ITERATION_BLOCKED_LOW_POTENTIAL',
  analyticsSlotExists: 'GAME_ANALYTICS_SLOT_EXISTS',
  noFailedCampaign: 'FACEBOOK_CAMPAIGN_NOT_FAILED',
  aloneInProject: 'GAME_ALONE_IN_PROJECT',
} as const;

/** Why an action may not run: an error-list code, or null when it may. */
export type Refusal = string | null;
export type Refuse = (game: LifeCycleGame, actor: LifeCycleActor) => Refusal;

/** Statuses where a test is under way (ACT-30, ACT-31). */
export const RUNNING: readonly GameStatus[] = ['pending_sdk_integration', 'pending_testing', 'in_testing'];
export const ALL_BUT_ARCHIVED: readonly GameStatus[] = [
  'pending_sdk_integration',
  'pending_review',
  'pending_testing',
  'in_testing',
  'finished',
];
/** Whatever the status (BE-ACT-07). */
export const ANY_STATUS: readonly GameStatus[] = [...ALL_BUT_ARCHIVED, 'archived'];

export const holds = (actor: LifeCycleActor, ...permissions: GamePermission[]): boolean =>
  permissions.some((permission) => actor.permissions[permission] === true);

export const isStaff = (actor: LifeCycleActor): boolean => actor.userType === 'pm' || actor.userType === 'cs';

/** A refusal unless the actor holds one of the permissions. */
export const needs =
  (...permissions: GamePermission[]): Refuse =>
  (_game, actor) =>
    holds(actor, ...permissions) ? null : UNAVAILABLE.permission;

/** pm or cs only (ACT-15, ACT-28), with one of the permissions. */
export const staffNeeds =
  (...permissions: GamePermission[]): Refuse =>
  (_game, actor) =>
    !isStaff(actor) ? UNAVAILABLE.staffOnly : holds(actor, ...permissions) ? null : UNAVAILABLE.permission;

/** BE-STAT-17: a low-potential prototype cannot be iterated on. */
export const isLowPotential = (game: LifeCycleGame): boolean => game.recommendation?.toLowerCase().startsWith('low potential') ?? false;

/** Facebook is among the game's networks (ad network 1). */
export const usesFacebook = (game: LifeCycleGame): boolean => game.selectedAdNetworkIds.includes(1);

/** Iterating (pause, keep, from history): refused for a low-potential prototype, else needs iterate_game. */
export const refuseIteration: Refuse = (game, actor) => (isLowPotential(game) ? UNAVAILABLE.lowPotential : needs('iterate_game')(game, actor));

/**
 * Moving a game between projects (PROJ-11, our reading where the documents are
 * silent): request_game_testing, or staff with tag_games.
 */
export const mayMoveBetweenProjects = (actor: LifeCycleActor): boolean =>
  holds(actor, 'request_game_testing') || (isStaff(actor) && holds(actor, 'tag_games'));
