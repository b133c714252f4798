/**
 * @generated SignedSource<<115df18ea865b12e3f051674bab26b3c>>
 * @relayHash 180a24d02737e5702d2fd641330811c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f1e0e6f746e58bb66476b8027a20e5271ca6e60b578953a74d535dad955b3e8

import { ConcreteRequest } from 'relay-runtime';
export type ChangelogCategory = "BUG" | "CONTENT_LEVEL_DESIGN" | "CONTROLS" | "CORE_MECHANICS" | "GAMEPLAY" | "UI" | "VIDEO";
export type GameActionId = "ACCEPT_GAME" | "ACCEPT_GAME_WITH_GA" | "ACCEPT_TESTING" | "ADD_GAME_FEEDBACK" | "ARCHIVE_GAME" | "ASSIGN_GA_SLOT" | "CHANGE_GAME_PROJECT" | "CREATE_GA_SLOT" | "DECLINE_TESTING" | "DELETE_GAME_FEEDBACK" | "EXTEND_CAMPAIGN" | "ITERATE_FROM_HISTORY" | "ITERATE_KEEP_CAMPAIGN" | "ITERATE_PAUSE_CAMPAIGN" | "KILL_GAME" | "RECREATE_CAMPAIGN_FACEBOOK" | "REJECT_CHANGELOG" | "REJECT_GAME" | "REJECT_GAME_ITERATION" | "REQUEST_APPLICATION_ACCESS" | "REQUEST_TESTING" | "SET_GAME_GENRES" | "TEST_STUDIO_CAMPAIGN" | "UNLINK_GAME_PROJECT" | "UPDATE_STUDIO_CAMPAIGN" | "VALIDATE_CHANGELOG" | "VALIDATE_GAME";
export type GameRejectionReason = "ALREADY_TESTED" | "EXISTING_GAME";
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type OperationStatus = "ERROR" | "PENDING" | "REJECTED" | "RUNNING" | "SUCCESS";
export type GameActionInput = {
  acceptGame: AcceptGameInput;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa: AcceptGameWithGaInput;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting: AcceptTestingInput;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback: AddGameFeedbackInput;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame: ArchiveGameInput;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot: AssignGaSlotInput;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject: ChangeGameProjectInput;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot: CreateGaSlotInput;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting: DeclineTestingInput;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback: DeleteGameFeedbackInput;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign: ExtendCampaignInput;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory: IterateFromHistoryInput;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign: IterateKeepCampaignInput;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign: IteratePauseCampaignInput;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame: KillGameInput;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook: RecreateCampaignFacebookInput;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog: RejectChangelogInput;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame: RejectGameInput;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration: RejectGameIterationInput;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess: RequestApplicationAccessInput;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting: RequestTestingInput;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres: SetGameGenresInput;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign: TestStudioCampaignInput;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject: UnlinkGameProjectInput;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign: UpdateStudioCampaignInput;
  validateChangelog?: never;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog: ValidateChangelogInput;
  validateGame?: never;
} | {
  acceptGame?: never;
  acceptGameWithGa?: never;
  acceptTesting?: never;
  addGameFeedback?: never;
  archiveGame?: never;
  assignGaSlot?: never;
  changeGameProject?: never;
  createGaSlot?: never;
  declineTesting?: never;
  deleteGameFeedback?: never;
  extendCampaign?: never;
  iterateFromHistory?: never;
  iterateKeepCampaign?: never;
  iteratePauseCampaign?: never;
  killGame?: never;
  recreateCampaignFacebook?: never;
  rejectChangelog?: never;
  rejectGame?: never;
  rejectGameIteration?: never;
  requestApplicationAccess?: never;
  requestTesting?: never;
  setGameGenres?: never;
  testStudioCampaign?: never;
  unlinkGameProject?: never;
  updateStudioCampaign?: never;
  validateChangelog?: never;
  validateGame: ValidateGameInput;
};
export type AcceptGameInput = {
  gameId: string;
};
export type AcceptGameWithGaInput = {
  gameId: string;
};
export type AcceptTestingInput = {
  gameId: string;
};
export type AddGameFeedbackInput = {
  feedback: string;
  gameId: string;
  subject?: string | null | undefined;
};
export type ArchiveGameInput = {
  gameId: string;
};
export type AssignGaSlotInput = {
  gameAnalyticsId: string;
  gameId: string;
};
export type ChangeGameProjectInput = {
  gameId: string;
  projectId: number;
};
export type CreateGaSlotInput = {
  gameId: string;
};
export type DeclineTestingInput = {
  gameId: string;
  reason?: string | null | undefined;
};
export type DeleteGameFeedbackInput = {
  feedbackId: string;
  gameId: string;
};
export type ExtendCampaignInput = {
  gameId: string;
};
export type IterateFromHistoryInput = {
  gameId: string;
};
export type IterateKeepCampaignInput = {
  gameId: string;
};
export type IteratePauseCampaignInput = {
  gameId: string;
};
export type KillGameInput = {
  gameId: string;
};
export type RecreateCampaignFacebookInput = {
  gameId: string;
};
export type RejectChangelogInput = {
  changelogId: string;
  gameId: string;
};
export type RejectGameInput = {
  gameId: string;
  reason: GameRejectionReason;
};
export type RejectGameIterationInput = {
  gameId: string;
};
export type RequestApplicationAccessInput = {
  facebookAppId?: string | null | undefined;
  gameId: string;
};
export type RequestTestingInput = {
  changelogs?: ReadonlyArray<ChangelogInput> | null | undefined;
  facebookAppId?: string | null | undefined;
  gameId: string;
  termsAccepted?: boolean | null | undefined;
};
export type ChangelogInput = {
  category: ChangelogCategory;
  details: string;
};
export type SetGameGenresInput = {
  gameId: string;
  genres: ReadonlyArray<number>;
};
export type TestStudioCampaignInput = {
  choice: CampaignChoiceInput;
  gameId: string;
  termsAccepted?: boolean | null | undefined;
};
export type CampaignChoiceInput = {
  facebook: string;
};
export type UnlinkGameProjectInput = {
  gameId: string;
};
export type UpdateStudioCampaignInput = {
  choice: CampaignChoiceInput;
  gameId: string;
};
export type ValidateChangelogInput = {
  changelogId: string;
  gameId: string;
};
export type ValidateGameInput = {
  gameId: string;
};
export type gameActionMutation$variables = {
  input: GameActionInput;
};
export type gameActionMutation$data = {
  readonly gameAction: {
    readonly __typename: "GameActionPayload";
    readonly game: {
      readonly disabled: boolean;
      readonly id: string;
      readonly isIterating: boolean;
      readonly reviewActions: ReadonlyArray<{
        readonly action: GameActionId;
        readonly available: boolean;
        readonly confirm: {
          readonly body: string;
          readonly title: string;
        } | null | undefined;
        readonly label: string;
      }>;
      readonly status: GameStatus;
    };
    readonly operation: {
      readonly message: string;
      readonly operationId: string;
      readonly status: OperationStatus;
    };
  } | {
    readonly __typename: "ProviderError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly path: string | null | undefined;
      readonly stepTitle: string | null | undefined;
    }>;
    readonly link: string | null | undefined;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type gameActionMutation = {
  response: gameActionMutation$data;
  variables: gameActionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "gameAction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "game",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isIterating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GameAction",
                "kind": "LinkedField",
                "name": "reviewActions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "available",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ActionConfirm",
                    "kind": "LinkedField",
                    "name": "confirm",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "body",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Operation",
            "kind": "LinkedField",
            "name": "operation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "operationId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "GameActionPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stepTitle",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ProviderError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "gameActionMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "gameActionMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "4f1e0e6f746e58bb66476b8027a20e5271ca6e60b578953a74d535dad955b3e8",
    "metadata": {},
    "name": "gameActionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0e5ad4f6586830e071d5bc8e857ffa73";

export default node;
