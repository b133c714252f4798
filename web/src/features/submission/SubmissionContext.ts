// What the submission flow (SubmissionFlow.tsx) hands each of its steps (steps/*.tsx): its own
// module, so that the flow imports its steps and the steps read the flow without a circle.
import type { StepGame, StepId } from '@greenlight/rules';
import { createContext, useContext } from 'react';
import type { StepMover } from './useSubmissionStep';

/** What every step reads: the game (null while it is being created), who may edit, and the moves. */
export interface SubmissionState {
  readonly gameId: string | null;
  readonly game: StepGame;
  readonly editable: boolean;
  readonly mover: StepMover;
  /** Where the flow is: the first step not done (issue 42). */
  readonly current: StepId;
  /** While the test is being created: the setup chosen so far, for the stepper. */
  readonly setDraft: (draft: StepGame) => void;
}

export const SubmissionContext = createContext<SubmissionState | null>(null);

export function useSubmission(): SubmissionState {
  const state = useContext(SubmissionContext);
  if (!state) throw new Error('useSubmission outside a submission flow');
  return state;
}
