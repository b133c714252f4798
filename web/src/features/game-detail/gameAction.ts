// Every game action goes through one mutation (ACT-09): the catalogue's action named
// by its field of the @oneOf input, with the game and the action's fields. Its payload
// holds what every view of the game reads at once (its status, whether it is
// disabled, its review's actions: a card's Approve and Decline go with the request
// they answered) and the operation, or the provider's refusal.
import { camelName, GAME_ACTIONS, type GameActionId } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import { useNotify } from '../app-shell/notifications';
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
          reviewActions {
            action
            label
            available
            confirm {
              title
              body
            }
          }
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
          stepTitle
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

/**
 * What runs an action, wherever the panel offers it (the actions bar, the pending-approval
 * view): the mutation, then the toast, or the operation to follow.
 */
export function useGameAction(game: { id: string }, watchOperation: (operationId: string) => void, onChanged: () => void) {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [running, setRunning] = useState<GameActionId | null>(null);
  /**
   * Runs an action. A dialog that shows its fields passes `onFieldErrors`: the refusals
   * it can show under a field go there (it answers true) instead of a toast.
   */
  const run = (action: GameActionId, fields: ActionFields = {}, onFieldErrors?: (errors: readonly FieldError[]) => boolean) =>
    new Promise<boolean>((resolve) => {
      setRunning(action);
      commitMutation<GameActionMutation>(environment, {
        mutation: gameActionMutation,
        variables: { input: gameActionInput(action, game.id, fields) },
        onCompleted: ({ gameAction: result }) => {
          setRunning(null);
          if (result.__typename === 'ProviderError') {
            // ACT-39, OPS-03: the translated error under its field, else kept in a toast until closed.
            // One refused field reads the error list's words (the item's detail is for developers).
            const [only] = result.fieldErrors;
            const errors = result.fieldErrors.length === 1 && only ? [{ path: only.path, message: result.message }] : result.fieldErrors;
            if (!(errors.length > 0 && onFieldErrors?.(errors))) notify.apiError(result);
            resolve(false);
            return;
          }
          if (result.__typename !== 'GameActionPayload') return resolve(false);
          // OPS-02, OPS-04: a synchronous action is done; an asynchronous one is followed. Either
          // way the game is read once more after this answer: the live feed may have told of the
          // operation's end (and the game been read) before this answer, which is older.
          if (result.operation.status === 'SUCCESS') notify.success(result.operation.message);
          else if (result.operation.status === 'PENDING' || result.operation.status === 'RUNNING') watchOperation(result.operation.operationId);
          else notify.apiError({ message: result.operation.message });
          onChanged();
          resolve(true);
        },
        onError: () => {
          setRunning(null);
          notify.error(`${GAME_ACTIONS[action].label} failed. Please try again.`);
          resolve(false);
        },
      });
    });
  return { run, running };
}
