import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', marginTop: tokens.spacingVerticalS },
});

/** The row of a step's buttons, below its fields. */
export function StepButtons({ children }: { children: ReactNode }) {
  return <div className={useStyles().buttons}>{children}</div>;
}

/** A provider's field errors for one field (its path, or a path ending with it). */
export function fieldMessages(errors: readonly { path: string | null | undefined; message: string }[], field: string): string[] {
  return errors.filter((error) => error.path === field || (error.path ?? '').endsWith(`.${field}`)).map((error) => error.message);
}
