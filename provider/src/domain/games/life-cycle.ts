// The game life cycle in one place (BE-STAT, BE-ACT, Part G CONF-19/39): which
// actions a game offers to whom, and where each one takes it. Pure: the routes and
// the operations worker apply what these functions decide.
import { GAME_ACTIONS, type GameActionId, type GameRejectionReason, type GameStatus } from '@greenlight/rules';
import type { GamePermission } from '../accounts/permissions';

/** What availability depends on, read from the game's row and its neighbours. */
export interface LifeCycleGame {
  status: GameStatus;
  isIterating: boolean;
  isCtr: boolean;
  isManagedByProvider: boolean;
  selectedAdNetworkIds: readonly number[];
  recommendation: string | null;
  nbIterations: number;
  analyticsSlotId: string | null;
  projectGameCount: number;
  /** A Facebook campaign of the current iteration failed to be created (BE-STAT-04). */
  facebookCampaignFailed: boolean;
  pendingChangelogs: number;
  feedbacks: number;
  /** The game has operations pending or running (BE-OPS-03). */
  disabled: boolean;
}

export interface LifeCycleActor {
  userType: 'studio' | 'pm' | 'cs';
  /** The game permissions the actor holds on this game (gamePermissions). */
  permissions: Partial<Record<GamePermission, true>>;
}

export interface GameAction {
  id: GameActionId;
  label: string;
  /** An error-list code when the action is listed but may not be run (BE-ACT-01, ACT-38). */
  unavailableReason: string | null;
  primary: boolean;
}

/** Codes of unavailable actions; their messages are in the error list. */
export const UNAVAILABLE = {
  permission: 'PERMISSION_DENIED',
  acceptTesting: 'PERMISSION_DENIED_ACCEPT_TESTING',
  staffOnly: 'PERMISSION_DENIED_STAFF_ONLY',
  ongoing: 'GAME_OPERATION_ONGOING',
  lowPotential: 'ITERATION_BLOCKED_LOW_POTENTIAL',
  managedByProvider: 'CAMPAIGN_MANAGED_BY_PROVIDER',
  analyticsSlotExists: 'GAME_ANALYTICS_SLOT_EXISTS',
  noFacebook: 'GAME_WITHOUT_FACEBOOK',
  noFailedCampaign: 'FACEBOOK_CAMPAIGN_NOT_FAILED',
  noPendingChangelog: 'NO_PENDING_CHANGELOG',
  noFeedback: 'NO_FEEDBACK',
  aloneInProject: 'GAME_ALONE_IN_PROJECT',
} as const;

const RUNNING: readonly GameStatus[] = ['pending_sdk_integration', 'pending_testing', 'in_testing'];
const ALL_BUT_ARCHIVED: readonly GameStatus[] = [
  'pending_sdk_integration',
  'pending_review',
  'pending_testing',
  'in_testing',
  'finished',
];
const ANY: readonly GameStatus[] = [...ALL_BUT_ARCHIVED, 'archived'];

interface Rule {
  /** Statuses in which the action is listed at all (001 §4 "Actions by status"). */
  statuses: readonly GameStatus[];
  /** Listed only when this holds too (an iterating game, a manual game ...). */
  listedWhen?: (game: LifeCycleGame) => boolean;
  /** Who may run it: the reason when they may not. */
  refuse: (game: LifeCycleGame, actor: LifeCycleActor) => string | null;
}

const holds = (actor: LifeCycleActor, ...permissions: GamePermission[]) =>
  permissions.some((permission) => actor.permissions[permission] === true);

const staff = (actor: LifeCycleActor) => actor.userType === 'pm' || actor.userType === 'cs';

/** A refusal unless the actor holds one of the permissions. */
const needs =
  (...permissions: GamePermission[]) =>
  (_game: LifeCycleGame, actor: LifeCycleActor) =>
    holds(actor, ...permissions) ? null : UNAVAILABLE.permission;

/** pm or cs only (ACT-15, ACT-28), with one of the permissions. */
const staffNeeds =
  (...permissions: GamePermission[]) =>
  (_game: LifeCycleGame, actor: LifeCycleActor) =>
    !staff(actor) ? UNAVAILABLE.staffOnly : holds(actor, ...permissions) ? null : UNAVAILABLE.permission;

const isLowPotential = (game: LifeCycleGame) => game.recommendation?.toLowerCase().startsWith('low potential') ?? false;
const usesFacebook = (game: LifeCycleGame) => game.selectedAdNetworkIds.includes(1);

/**
 * The availability table (BE-ACT-02..07). Choices where the documents are silent,
 * recorded in docs/architecture.md: decline is open to whoever may approve or
 * request (an approver declines, a studio withdraws); extending a campaign is a
 * campaign setting (advanced_campaign_settings_level1/2); archiving needs
 * kill_game; moving a game between projects needs request_game_testing (PROJ-11)
 * or staff with tag_games.
 */
const RULES: Readonly<Record<GameActionId, Rule>> = {
  accept_game_with_ga: { statuses: ['pending_review'], refuse: staffNeeds('accept_game') },
  accept_game: { statuses: ['pending_review'], refuse: needs('accept_game') },
  reject_game_iteration: { statuses: ['pending_review'], refuse: needs('reject_game') },
  reject_game: { statuses: ['pending_review'], refuse: needs('reject_game') },
  create_ga_slot: {
    statuses: ['pending_sdk_integration'],
    refuse: (game, actor) =>
      game.analyticsSlotId !== null ? UNAVAILABLE.analyticsSlotExists : needs('create_ga_slot')(game, actor),
  },
  request_testing: {
    statuses: ['pending_sdk_integration'],
    // CONF-31: studio members and support; a PM does not request on a studio's behalf.
    refuse: (game, actor) =>
      actor.userType === 'pm' ? UNAVAILABLE.permission : needs('request_testing', 'request_game_testing')(game, actor),
  },
  test_studio_campaign: {
    statuses: ['pending_sdk_integration'],
    listedWhen: (game) => !game.isManagedByProvider && usesFacebook(game),
    refuse: needs('update_dedicated_campaign', 'request_testing', 'request_game_testing'),
  },
  accept_testing: {
    statuses: ['pending_testing'],
    refuse: (_game, actor) => (holds(actor, 'accept_game_testing') ? null : UNAVAILABLE.acceptTesting),
  },
  decline_testing: { statuses: ['pending_testing'], refuse: needs('accept_game_testing', 'request_game_testing') },
  request_application_access: {
    statuses: ['pending_testing'],
    listedWhen: usesFacebook,
    refuse: needs('request_application_access'),
  },
  iterate_pause_campaign: {
    statuses: ['pending_testing', 'in_testing'],
    refuse: (game, actor) => (isLowPotential(game) ? UNAVAILABLE.lowPotential : needs('iterate_game')(game, actor)),
  },
  extend_campaign: {
    statuses: ['in_testing'],
    listedWhen: (game) => game.isManagedByProvider,
    refuse: needs('advanced_campaign_settings_level1', 'advanced_campaign_settings_level2'),
  },
  iterate_keep_campaign: {
    statuses: ['in_testing'],
    refuse: (game, actor) => (isLowPotential(game) ? UNAVAILABLE.lowPotential : needs('iterate_game')(game, actor)),
  },
  validate_game: { statuses: ['in_testing'], refuse: staffNeeds('validate_game') },
  update_studio_campaign: {
    statuses: ['in_testing'],
    listedWhen: (game) => !game.isManagedByProvider && usesFacebook(game),
    refuse: needs('update_dedicated_campaign'),
  },
  kill_game: { statuses: RUNNING, refuse: needs('kill_game') },
  assign_ga_slot: { statuses: RUNNING, refuse: needs('create_ga_slot') },
  iterate_from_history: {
    statuses: ['finished'],
    refuse: (game, actor) => (isLowPotential(game) ? UNAVAILABLE.lowPotential : needs('iterate_game')(game, actor)),
  },
  archive_game: { statuses: ['finished'], refuse: needs('kill_game') },
  recreate_campaign_facebook: {
    statuses: ['pending_testing', 'in_testing'],
    listedWhen: (game) => game.isManagedByProvider && usesFacebook(game),
    refuse: (game, actor) =>
      !game.facebookCampaignFailed ? UNAVAILABLE.noFailedCampaign : needs('recreate_facebook_campaign')(game, actor),
  },
  set_game_genres: { statuses: ALL_BUT_ARCHIVED, refuse: needs('edit_game_genre') },
  add_game_feedback: { statuses: ANY, refuse: staffNeeds('send_feedback') },
  delete_game_feedback: {
    statuses: ANY,
    listedWhen: (game) => game.feedbacks > 0,
    refuse: staffNeeds('send_feedback'),
  },
  validate_changelog: {
    statuses: ANY,
    listedWhen: (game) => game.pendingChangelogs > 0,
    refuse: needs('edit_changelog'),
  },
  reject_changelog: {
    statuses: ANY,
    listedWhen: (game) => game.pendingChangelogs > 0,
    refuse: needs('edit_changelog'),
  },
  change_game_project: {
    statuses: ANY,
    refuse: (_game, actor) =>
      holds(actor, 'request_game_testing') || (staff(actor) && holds(actor, 'tag_games')) ? null : UNAVAILABLE.permission,
  },
  unlink_game_project: {
    statuses: ANY,
    refuse: (game, actor) =>
      game.projectGameCount <= 1
        ? UNAVAILABLE.aloneInProject
        : holds(actor, 'request_game_testing') || (staff(actor) && holds(actor, 'tag_games'))
          ? null
          : UNAVAILABLE.permission,
  },
};

/**
 * The game's actions for this actor (BE-ACT-01): every action its status lists,
 * each with the reason it may not run, if any. While operations run every action
 * waits (OPS-01, OPS-06).
 */
export function gameActions(game: LifeCycleGame, actor: LifeCycleActor): GameAction[] {
  const actions: GameAction[] = [];
  for (const [id, rule] of Object.entries(RULES) as [GameActionId, Rule][]) {
    if (!rule.statuses.includes(game.status)) continue;
    if (rule.listedWhen && !rule.listedWhen(game)) continue;
    const definition = GAME_ACTIONS[id];
    const refused = rule.refuse(game, actor);
    actions.push({
      id,
      label: definition.label,
      unavailableReason: refused ?? (game.disabled ? UNAVAILABLE.ongoing : null),
      primary: definition.primary,
    });
  }
  return actions;
}

/** The fields of a game that a transition changes. */
export interface GameTransition {
  status?: GameStatus;
  isIterating?: boolean;
  substatus?: string;
  isHit?: boolean;
  rejectionReason?: GameRejectionReason | null;
  /** A new iteration starts (accept_testing). */
  startsIteration?: boolean;
  /** The current iteration's campaigns stop (kill, iterate with pause, launch, reject iteration). */
  stopsCampaigns?: boolean;
}

/** Iterating games only show the campaign creation step (SUB, steps.ts). */
const ITERATING_SUBSTATUS = JSON.stringify({ done: 'categories', current: 'upload_asset' });
/** CONF-39: declined testing goes back to the last step. */
const DECLINED_SUBSTATUS = JSON.stringify({ done: 'categories', current: 'upload_asset' });

/**
 * Where an action takes a game (BE-STAT-02..13, CONF-39). Actions that leave the
 * status alone answer an empty transition.
 */
export function transitionOf(
  action: GameActionId,
  game: Pick<LifeCycleGame, 'status' | 'isIterating' | 'nbIterations'>,
  params: { reason?: GameRejectionReason } = {},
): GameTransition {
  switch (action) {
    case 'accept_game_with_ga':
    case 'accept_game':
      return { status: 'pending_sdk_integration' };
    case 'reject_game':
      return { status: 'archived', isIterating: false, rejectionReason: params.reason ?? null };
    case 'reject_game_iteration':
      // The iteration under review ends; a game never tested before is archived.
      return { status: game.nbIterations > 0 ? 'finished' : 'archived', isIterating: false };
    case 'request_testing':
      return { status: 'pending_testing' };
    case 'accept_testing':
      return { status: 'in_testing', isIterating: false, startsIteration: true };
    case 'decline_testing':
      return { status: 'pending_sdk_integration', substatus: DECLINED_SUBSTATUS };
    case 'iterate_pause_campaign':
    case 'iterate_from_history':
      return {
        status: 'pending_sdk_integration',
        isIterating: true,
        substatus: ITERATING_SUBSTATUS,
        stopsCampaigns: true,
      };
    case 'iterate_keep_campaign':
      return { status: 'pending_sdk_integration', isIterating: true, substatus: ITERATING_SUBSTATUS };
    case 'kill_game':
      return { status: 'finished', isIterating: false, stopsCampaigns: true };
    case 'validate_game':
      return { status: 'finished', isHit: true, stopsCampaigns: true };
    case 'archive_game':
      return { status: 'archived' };
    default:
      return {};
  }
}

/** CONF-19, BE-STAT-13: an in_testing game whose last iteration ended 7 days ago moves to finished. */
export const FINISH_AFTER_END_DAYS = 7;
