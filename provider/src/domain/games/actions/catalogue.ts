// Every game action, one module each, by the ids of rules/src/actions.ts: the type
// refuses a rules id without its module. The game's actions for a caller (BE-ACT-01)
// are read from here, and runner.ts runs them.
import { actionPresentation, GAME_ACTION_IDS, GAME_ACTIONS, type GameActionId } from '@greenlight/rules';
import type { GameTransition, LifeCycleActor, LifeCycleGame, TransitionGame } from '../life-cycle';
import { acceptGame } from './accept-game';
import { acceptGameWithGa } from './accept-game-with-ga';
import { acceptTesting } from './accept-testing';
import { addGameFeedback } from './add-game-feedback';
import { archiveGame } from './archive-game';
import { assignGaSlot } from './assign-ga-slot';
import { UNAVAILABLE } from './availability';
import { changeGameProject } from './change-game-project';
import { rejectChangelog, validateChangelog } from './changelog-decision';
import { createGaSlot } from './create-ga-slot';
import { declineTesting } from './decline-testing';
import { deleteGameFeedback } from './delete-game-feedback';
import { extendCampaign } from './extend-campaign';
import { iterateFromHistory } from './iterate-from-history';
import { iterateKeepCampaign } from './iterate-keep-campaign';
import { iteratePauseCampaign } from './iterate-pause-campaign';
import { killGame } from './kill-game';
import type { GameActionModule } from './module';
import { recreateCampaignFacebook } from './recreate-campaign-facebook';
import { rejectGame } from './reject-game';
import { rejectGameIteration } from './reject-game-iteration';
import { requestApplicationAccess } from './request-application-access';
import { requestTesting } from './request-testing';
import { setGameGenres } from './set-game-genres';
import { testStudioCampaign, updateStudioCampaign } from './studio-campaign';
import { unlinkGameProject } from './unlink-game-project';
import { validateGame } from './validate-game';

export const GAME_ACTION_MODULES: { readonly [Id in GameActionId]: GameActionModule } = {
  accept_game_with_ga: acceptGameWithGa,
  accept_game: acceptGame,
  reject_game_iteration: rejectGameIteration,
  reject_game: rejectGame,
  create_ga_slot: createGaSlot,
  request_testing: requestTesting,
  test_studio_campaign: testStudioCampaign,
  accept_testing: acceptTesting,
  decline_testing: declineTesting,
  request_application_access: requestApplicationAccess,
  iterate_pause_campaign: iteratePauseCampaign,
  extend_campaign: extendCampaign,
  iterate_keep_campaign: iterateKeepCampaign,
  validate_game: validateGame,
  update_studio_campaign: updateStudioCampaign,
  kill_game: killGame,
  assign_ga_slot: assignGaSlot,
  iterate_from_history: iterateFromHistory,
  archive_game: archiveGame,
  recreate_campaign_facebook: recreateCampaignFacebook,
  set_game_genres: setGameGenres,
  add_game_feedback: addGameFeedback,
  delete_game_feedback: deleteGameFeedback,
  validate_changelog: validateChangelog,
  reject_changelog: rejectChangelog,
  change_game_project: changeGameProject,
  unlink_game_project: unlinkGameProject,
};

/** One action of a game as its caller sees it (ACT-02, BE-ACT-01). */
export interface GameAction {
  id: GameActionId;
  label: string;
  /** An error-list code when the action is listed but may not be run (BE-ACT-01, ACT-38). */
  unavailableReason: string | null;
  primary: boolean;
}

/**
 * The game's actions for this actor (BE-ACT-01), in the catalogue's order: every
 * action its status lists, each with the reason it may not run, if any. While
 * operations run every action waits (OPS-01, OPS-06).
 */
export function gameActions(game: LifeCycleGame, actor: LifeCycleActor): GameAction[] {
  return GAME_ACTION_IDS.flatMap((id) => {
    const module = GAME_ACTION_MODULES[id];
    if (!module.statuses.includes(game.status)) return [];
    if (module.listedWhen && !module.listedWhen(game)) return [];
    if (module.hiddenFrom?.(actor)) return [];
    const { primary } = GAME_ACTIONS[id];
    // Issue 42: labelled by what it does on the actor's side (a studio withdraws its own request).
    const { label } = actionPresentation(id, actor.userType === 'studio' ? 'studio' : 'publishing');
    return [{ id, label, unavailableReason: module.refuse(game, actor) ?? (game.disabled ? UNAVAILABLE.ongoing : null), primary }];
  });
}

/** Where an action takes a game with these params (BE-STAT-02..13, CONF-39); none for actions that leave it. */
export function transitionOf(id: GameActionId, game: TransitionGame, params: unknown = {}): GameTransition {
  return GAME_ACTION_MODULES[id].transition?.(game, params) ?? {};
}
