// Moving through the steps (SUB-19..23): the page saves where the studio is with
// setSubmissionStep; the stepper, the board card's gauge and the sections read it back.
import { stepsFor, substatusMovingTo, type StepGame, type StepId } from '@greenlight/rules';
import { useCallback, useMemo } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SubmissionStep, useSubmissionStepMutation } from './__generated__/useSubmissionStepMutation.graphql';
import { useNotify } from '../app-shell/notifications';

const mutation = graphql`
  mutation useSubmissionStepMutation($gameId: ID!, $done: SubmissionStep, $current: SubmissionStep!) {
    setSubmissionStep(gameId: $gameId, done: $done, current: $current) {
      __typename
      ... on Game {
        id
        substatus
        submissionSteps {
          step
          state
        }
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const stepEnum = (id: StepId) => id.toUpperCase() as Uppercase<StepId> satisfies SubmissionStep;

export interface StepMover {
  /** SUB-09, SUB-10, SUB-23: makes `target` the current step, keeping what is done. */
  moveTo: (target: StepId) => Promise<boolean>;
  /** SUB-19: the step `from` is valid: done, and the next one current. */
  validated: (from: StepId) => Promise<boolean>;
  moving: boolean;
}

export function useSubmissionStep(game: { id: string; substatus: string | null | undefined; steps: StepGame } | null): StepMover {
  const [commit, moving] = useMutation<useSubmissionStepMutation>(mutation);
  const notify = useNotify();
  const save = useCallback(
    (done: StepId | null, current: StepId) =>
      new Promise<boolean>((resolve) => {
        if (!game) return resolve(false);
        commit({
          variables: { gameId: game.id, done: done ? stepEnum(done) : null, current: stepEnum(current) },
          onCompleted: ({ setSubmissionStep: result }) => {
            if (result.__typename === 'ProviderError') notify.error(result.message);
            resolve(result.__typename === 'Game');
          },
          onError: () => {
            notify.error('The step could not be saved. Please try again.');
            resolve(false);
          },
        });
      }),
    [commit, game, notify],
  );
  const moveTo = useCallback(
    (target: StepId) => {
      if (!game) return Promise.resolve(false);
      const { done, current } = substatusMovingTo(game.steps, game.substatus, target);
      return save(done, current);
    },
    [game, save],
  );
  const validated = useCallback(
    (from: StepId) => {
      if (!game) return Promise.resolve(false);
      const steps = stepsFor(game.steps);
      const index = steps.findIndex((step) => step.id === from);
      const next = steps[Math.min(index + 1, steps.length - 1)]!;
      const { done } = substatusMovingTo(game.steps, game.substatus, next.id);
      const order = (id: StepId | null) => steps.findIndex((step) => step.id === id);
      return save(order(done) >= order(from) ? done : from, next.id);
    },
    [game, save],
  );
  return useMemo(() => ({ moveTo, validated, moving }), [moveTo, validated, moving]);
}
