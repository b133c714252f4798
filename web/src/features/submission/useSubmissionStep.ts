// Moving through the steps (SUB-19..23, issue 42): "Next step" of the current step saves
// it done and the next one current with setSubmissionStep; the provider checks the move
// against what the game holds and names what a refused one lacks. The flow only goes
// forward: looking at an earlier step again moves nothing (SubmissionFlow keeps the step
// in view). While a move is saved, the button that asked for it says so (SUB-21).
import { stepsFor, type StepGame, type StepId } from '@greenlight/rules';
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
          title
          number
          state
          missing {
            field
            message
          }
        }
      }
      ... on ProviderError {
        message
        fieldErrors {
          message
          stepTitle
        }
      }
    }
  }
`;

const stepEnum = (id: StepId) => id.toUpperCase() as Uppercase<StepId> satisfies SubmissionStep;

/** SUB-21: the move being saved: "Next step" of `step` (the original's nextStep flag). */
export type StepMove = { readonly kind: 'next'; readonly step: StepId };

/** A move the provider refused: the step it was asked from and what the game lacks, step by step. */
export interface StepRefusal {
  readonly step: StepId;
  readonly messages: readonly { stepTitle: string | null; message: string }[];
}

export interface StepMover {
  /**
   * SUB-19: the current step `from` is valid: done, and the next one current. A step
   * other than the current one (done already) moves nothing: the flow never goes back.
   */
  validated: (from: StepId) => Promise<boolean>;
  moving: boolean;
  /** The move being saved, null when none is. */
  saving: StepMove | null;
  /** The last move the provider refused, until the next one. */
  refusal: StepRefusal | null;
}

export function useSubmissionStep(game: { id: string; steps: StepGame; current: StepId } | null): StepMover {
  const environment = useRelayEnvironment();
  const [commit, moving] = useMutation<useSubmissionStepMutation>(mutation);
  const [saving, setSaving] = useState<StepMove | null>(null);
  const [refusal, setRefusal] = useState<StepRefusal | null>(null);
  const notify = useNotify();
  const validated = useCallback(
    (from: StepId) =>
      new Promise<boolean>((resolve) => {
        if (!game) return resolve(false);
        if (from !== game.current) return resolve(true);
        const steps = stepsFor(game.steps);
        const index = steps.findIndex((step) => step.id === from);
        const next = steps[Math.min(index + 1, steps.length - 1)]!;
        const move: StepMove = { kind: 'next', step: from };
        setSaving(move);
        setRefusal(null);
        // A later move replaces this one's state: only its own end clears it.
        const settled = () => setSaving((was) => (was === move ? null : was));
        commit({
          variables: { gameId: game.id, done: stepEnum(from), current: stepEnum(next.id) },
          onCompleted: ({ setSubmissionStep: result }) => {
            settled();
            // A read of the game that started before the move must not answer last.
            if (result.__typename === 'Game') readGameAgainIfReading(environment, game.id);
            if (result.__typename === 'ProviderError') {
              const messages = result.fieldErrors.length > 0 ? result.fieldErrors.map((item) => ({ stepTitle: item.stepTitle ?? null, message: item.message })) : [{ stepTitle: null, message: result.message }];
              setRefusal({ step: from, messages });
            }
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
  return useMemo(() => ({ validated, moving, saving, refusal }), [validated, moving, saving, refusal]);
}
