import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export type ActivityState = 'ACTIVE' | 'INACTIVE' | 'CHURNED';

const ACTIVITY_LABEL: Readonly<Record<ActivityState, string>> = {
  ACTIVE: 'Active studio',
  INACTIVE: 'Inactive studio',
  CHURNED: 'Churned studio',
};

const useStyles = makeStyles({
  studio: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 },
  ACTIVE: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  INACTIVE: { backgroundColor: tokens.colorNeutralForeground4 },
  CHURNED: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

/** GC-03, GD-11: a studio's name after the dot of its activity state (green, grey, red), named for screen readers. */
export function StudioActivity({ state, className, children }: { state: ActivityState; className?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.studio, className)}>
      <span className={mergeClasses(styles.dot, styles[state])} role="img" aria-label={ACTIVITY_LABEL[state]} title={ACTIVITY_LABEL[state]} />
      {children}
    </span>
  );
}
