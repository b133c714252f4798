// Moving through the steps (SUB-19..23): the page saves where the studio is with
// setSubmissionStep; the stepper, the board card's gauge and the sections read it back.
// While a move is saved, the button that asked for it says so (SUB-21).
import { stepsFor, substatusMovingTo, type StepGame, type StepId } from '@greenlight/rules';
import { useCallback, useMemo, useState } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { SubmissionStep, useSubmissionStepMutation } from './__generated__/useSubmissionStepMutation.graphql';
import { useNotify } from '../app-shell/notifications';
import { readGameAgainIfReading } from '../game-detail/gameReads';

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

/**
 * SUB-21: the move being saved: "Next step" of `step` (the original's nextStep flag),
 * or a move to `step` from the stepper or by scrolling, back or forth (its backStep).
 */
export type StepMove = { readonly kind: 'next' | 'to'; readonly step: StepId };

export interface StepMover {
  /** SUB-09, SUB-10, SUB-23: makes `target` the current step, keeping what is done. */
  moveTo: (target: StepId) => Promise<boolean>;
  /** SUB-19: the step `from` is valid: done, and the next one current. */
  validated: (from: StepId) => Promise<boolean>;
  moving: boolean;
  /** The move being saved, null when none is. */
  saving: StepMove | null;
}

export function useSubmissionStep(game: { id: string; substatus: string | null | undefined; steps: StepGame } | null): StepMover {
  const environment = useRelayEnvironment();
  const [commit, moving] = useMutation<useSubmissionStepMutation>(mutation);
  const [saving, setSaving] = useState<StepMove | null>(null);
  const notify = useNotify();
  const save = useCallback(
    (move: StepMove, done: StepId | null, current: StepId) =>
      new Promise<boolean>((resolve) => {
        if (!game) return resolve(false);
        setSaving(move);
        // A later move replaces this one's state: only its own end clears it.
        const settled = () => setSaving((was) => (was === move ? null : was));
        commit({
          variables: { gameId: game.id, done: done ? stepEnum(done) : null, current: stepEnum(current) },
          onCompleted: ({ setSubmissionStep: result }) => {
            settled();
            // A read of the game that started before the move must not answer last.
            if (result.__typename === 'Game') readGameAgainIfReading(environment, game.id);
            if (result.__typename === 'ProviderError') notify.error(result.message);
            resolve(result.__typename === 'Game');
          },
          onError: () => {
            settled();
            notify.error('The step could not be saved. Please try again.');
            resolve(false);
          },
        });
      }),
    [commit, environment, game, notify],
  );
  const moveTo = useCallback(
    (target: StepId) => {
      if (!game) return Promise.resolve(false);
      const { done, current } = substatusMovingTo(game.steps, game.substatus, target);
      return save({ kind: 'to', step: target }, done, current);
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
      return save({ kind: 'next', step: from }, order(done) >= order(from) ? done : from, next.id);
    },
    [game, save],
  );
  return useMemo(() => ({ moveTo, validated, moving, saving }), [moveTo, validated, moving, saving]);
}
