// One Relay mutation per game action (ACT-09): each answers what every view of the
// game reads at once (its status, whether it is disabled) and the operation, or the
// provider's refusal; the panel then asks for the rest of the game again. Written out
// because Relay compiles each document ahead of time; what they read of the game and
// the operation is written once, in the two fragments below.
import type { GameActionId } from '@greenlight/rules';
import { graphql, type GraphQLTaggedNode } from 'react-relay';

graphql`
  fragment actionMutations_game on Game {
    id
    status
    isIterating
    disabled
  }
`;

graphql`
  fragment actionMutations_operation on Operation {
    operationId
    status
    message
  }
`;

export const ACTION_MUTATIONS: Readonly<Record<GameActionId, GraphQLTaggedNode>> = {
  accept_game_with_ga: graphql`
    mutation actionMutationsAcceptGameWithGaMutation($input: AcceptGameWithGaInput!) {
      result: acceptGameWithGa(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  accept_game: graphql`
    mutation actionMutationsAcceptGameMutation($input: AcceptGameInput!) {
      result: acceptGame(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  reject_game_iteration: graphql`
    mutation actionMutationsRejectGameIterationMutation($input: RejectGameIterationInput!) {
      result: rejectGameIteration(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  reject_game: graphql`
    mutation actionMutationsRejectGameMutation($input: RejectGameInput!) {
      result: rejectGame(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  create_ga_slot: graphql`
    mutation actionMutationsCreateGaSlotMutation($input: CreateGaSlotInput!) {
      result: createGaSlot(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  request_testing: graphql`
    mutation actionMutationsRequestTestingMutation($input: RequestTestingInput!) {
      result: requestTesting(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  test_studio_campaign: graphql`
    mutation actionMutationsTestStudioCampaignMutation($input: TestStudioCampaignInput!) {
      result: testStudioCampaign(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  accept_testing: graphql`
    mutation actionMutationsAcceptTestingMutation($input: AcceptTestingInput!) {
      result: acceptTesting(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  decline_testing: graphql`
    mutation actionMutationsDeclineTestingMutation($input: DeclineTestingInput!) {
      result: declineTesting(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  request_application_access: graphql`
    mutation actionMutationsRequestApplicationAccessMutation($input: RequestApplicationAccessInput!) {
      result: requestApplicationAccess(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  iterate_pause_campaign: graphql`
    mutation actionMutationsIteratePauseCampaignMutation($input: IteratePauseCampaignInput!) {
      result: iteratePauseCampaign(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  extend_campaign: graphql`
    mutation actionMutationsExtendCampaignMutation($input: ExtendCampaignInput!) {
      result: extendCampaign(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  iterate_keep_campaign: graphql`
    mutation actionMutationsIterateKeepCampaignMutation($input: IterateKeepCampaignInput!) {
      result: iterateKeepCampaign(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  validate_game: graphql`
    mutation actionMutationsValidateGameMutation($input: ValidateGameInput!) {
      result: validateGame(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  update_studio_campaign: graphql`
    mutation actionMutationsUpdateStudioCampaignMutation($input: UpdateStudioCampaignInput!) {
      result: updateStudioCampaign(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  kill_game: graphql`
    mutation actionMutationsKillGameMutation($input: KillGameInput!) {
      result: killGame(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  assign_ga_slot: graphql`
    mutation actionMutationsAssignGaSlotMutation($input: AssignGaSlotInput!) {
      result: assignGaSlot(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  iterate_from_history: graphql`
    mutation actionMutationsIterateFromHistoryMutation($input: IterateFromHistoryInput!) {
      result: iterateFromHistory(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  archive_game: graphql`
    mutation actionMutationsArchiveGameMutation($input: ArchiveGameInput!) {
      result: archiveGame(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  recreate_campaign_facebook: graphql`
    mutation actionMutationsRecreateCampaignFacebookMutation($input: RecreateCampaignFacebookInput!) {
      result: recreateCampaignFacebook(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  set_game_genres: graphql`
    mutation actionMutationsSetGameGenresMutation($input: SetGameGenresInput!) {
      result: setGameGenres(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  add_game_feedback: graphql`
    mutation actionMutationsAddGameFeedbackMutation($input: AddGameFeedbackInput!) {
      result: addGameFeedback(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  delete_game_feedback: graphql`
    mutation actionMutationsDeleteGameFeedbackMutation($input: DeleteGameFeedbackInput!) {
      result: deleteGameFeedback(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  validate_changelog: graphql`
    mutation actionMutationsValidateChangelogMutation($input: ValidateChangelogInput!) {
      result: validateChangelog(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  reject_changelog: graphql`
    mutation actionMutationsRejectChangelogMutation($input: RejectChangelogInput!) {
      result: rejectChangelog(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  change_game_project: graphql`
    mutation actionMutationsChangeGameProjectMutation($input: ChangeGameProjectInput!) {
      result: changeGameProject(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
  unlink_game_project: graphql`
    mutation actionMutationsUnlinkGameProjectMutation($input: UnlinkGameProjectInput!) {
      result: unlinkGameProject(input: $input) {
        __typename
        ... on GameActionPayload {
          game {
            ...actionMutations_game @relay(mask: false)
          }
          operation {
            ...actionMutations_operation @relay(mask: false)
          }
        }
        ... on ProviderError {
          message
          link
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `,
};

/** A refusal about one field of the action's input. */
export interface FieldError {
  readonly path: string | null | undefined;
  readonly message: string;
}

/** What every action mutation answers, under the alias `result`. */
export interface ActionMutationResponse {
  readonly result:
    | {
        readonly __typename: 'GameActionPayload';
        readonly operation: { readonly operationId: string; readonly status: string; readonly message: string };
      }
    | {
        readonly __typename: 'ProviderError';
        readonly message: string;
        readonly link: string | null | undefined;
        readonly fieldErrors: readonly FieldError[];
      }
    | { readonly __typename: '%other' };
}
