// Every game action goes through one mutation (ACT-09): the catalogue's action named
// by its field of the @oneOf input, with the game and the action's fields. Its payload
// holds what every view of the game reads at once (its status, whether it is
// disabled) and the operation, or the provider's refusal.
import { camelName, type GameActionId } from '@greenlight/rules';
import { graphql } from 'react-relay';
import type { gameActionMutation as GameActionMutationType, GameActionInput } from './__generated__/gameActionMutation.graphql';

export const gameActionMutation = graphql`
  mutation gameActionMutation($input: GameActionInput!) {
    gameAction(input: $input) {
      __typename
      ... on GameActionPayload {
        game {
          id
          status
          isIterating
          disabled
        }
        operation {
          operationId
          status
          message
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
`;

export type GameActionMutation = GameActionMutationType;

/** An action's fields as its input names them (camelCase), besides the game. */
export type ActionFields = Readonly<Record<string, unknown>>;

/** The mutation's input for one action on one game (the node id the server gave). */
export function gameActionInput(action: GameActionId, gameId: string, fields: ActionFields = {}): GameActionInput {
  // The catalogue names the @oneOf field: a computed key, which the generated union cannot narrow.
  const input: Partial<Record<string, object>> = { [camelName(action)]: { ...fields, gameId } };
  return input as GameActionInput;
}

/** A refusal about one field of the action's input (its path in the input's words). */
export interface FieldError {
  readonly path: string | null | undefined;
  readonly message: string;
}
