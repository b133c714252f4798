// The game life cycle's shared words (BE-STAT, BE-ACT, Part G CONF-19/39): what an
// action's availability reads of a game and of its actor, where a transition takes
// a game, and the substatus steps the moves leave it on. Each action's own rules are
// in its module (actions/), listed by actions/catalogue.ts.
import type { GameRejectionReason, GameStatus } from '@greenlight/rules';
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
  /** The game has a Facebook app id (SUB-FB-04): access to it may be requested in the flow. */
  hasFacebookAppId: boolean;
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

/** What a transition reads of the game. */
export type TransitionGame = Pick<LifeCycleGame, 'status' | 'isIterating' | 'nbIterations'>;

/** The fields of a game that a transition changes; an action that leaves the game where it is has none. */
export interface GameTransition {
  status?: GameStatus;
  isIterating?: boolean;
  substatus?: string;
  isHit?: boolean;
  rejectionReason?: GameRejectionReason | null;
  /** A new iteration starts (accept_testing). */
  startsIteration?: boolean;
  /** The current iteration's running campaigns stop (kill, iterate with pause, launch). */
  stopsCampaigns?: boolean;
}

/** Iterating games only show the campaign creation step (SUB, steps.ts). */
export const ITERATING_SUBSTATUS = JSON.stringify({ done: 'categories', current: 'upload_asset' });
/** CONF-39: declined testing goes back to the last step. */
export const DECLINED_SUBSTATUS = JSON.stringify({ done: 'categories', current: 'upload_asset' });

/** CONF-19, BE-STAT-13: an in_testing game whose last iteration ended 7 days ago moves to finished. */
export const FINISH_AFTER_END_DAYS = 7;
