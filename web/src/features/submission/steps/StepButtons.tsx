import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { StepId } from '@greenlight/rules';
import type { ReactNode } from 'react';
import { useSubmission } from '../SubmissionContext';

const useStyles = makeStyles({
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', marginTop: tokens.spacingVerticalS },
});

/** The row of a step's buttons, below its fields. */
export function StepButtons({ children }: { children: ReactNode }) {
  return <div className={useStyles().buttons}>{children}</div>;
}

/**
 * The button that validates `step` ("Next step", SUB-19; Link to store's "Validate"):
 * it loads while the step's own save runs (`saving`) and while the move it asked for
 * is saved (SUB-21); no move is asked twice meanwhile. Only the current step has it
 * (issue 42: one "Next step" at a time, and a step done stays done): a done step whose
 * fields can still change (`savesChanges`) has "Save changes" instead, which moves nothing.
 */
export function NextStepButton({
  step,
  onClick,
  disabled = false,
  saving = false,
  savesChanges = false,
  children = 'Next step',
}: {
  step: StepId;
  onClick: () => void;
  disabled?: boolean;
  saving?: boolean;
  savesChanges?: boolean;
  children?: ReactNode;
}) {
  const { mover, current } = useSubmission();
  const isCurrent = step === current;
  const loading = saving || (mover.saving?.step === step);
  if (!isCurrent && !savesChanges) return null;
  return (
    <Button
      appearance={isCurrent ? 'primary' : 'secondary'}
      disabled={disabled || loading || mover.moving}
      aria-busy={loading || undefined}
      icon={loading ? <Spinner size="tiny" aria-hidden /> : undefined}
      onClick={onClick}
    >
      {isCurrent ? children : 'Save changes'}
    </Button>
  );
}

/** A provider's field errors for one field (its path, or a path ending with it). */
export function fieldMessages(errors: readonly { path: string | null | undefined; message: string }[], field: string): string[] {
  return errors.filter((error) => error.path === field || (error.path ?? '').endsWith(`.${field}`)).map((error) => error.message);
}
