import { Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { IOS_RESTRICTED_MESSAGE, MISSING, formatCost, formatPercent } from '@greenlight/rules';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { KpiValue } from '../../components/KpiValue';
import type { SharedGraphs_kpis$key } from './__generated__/SharedGraphs_kpis.graphql';

const RetentionChart = lazy(() => import('./RetentionChart'));

const fragment = graphql`
  fragment SharedGraphs_kpis on SharedKpis {
    cpi
    ctr
    d1
    d7
    d14
    d28
    playtimeHumanReadable
  }
`;

const useStyles = makeStyles({
  graphs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * KS-19, KS-20: an iteration's (or one network's) KPIs, then its retention D1, D7, D14
 * and D28 as a curve from 0 to 100%. An iOS network withholds its retention (IT-21).
 */
export function SharedGraphs({ kpis: key, label, restricted }: { kpis: SharedGraphs_kpis$key; label: string; restricted: boolean }) {
  const styles = useStyles();
  const kpis = useFragment(fragment, key);
  const points = [
    { day: 'D1', value: kpis.d1 ?? null },
    { day: 'D7', value: kpis.d7 ?? null },
    { day: 'D14', value: kpis.d14 ?? null },
    { day: 'D28', value: kpis.d28 ?? null },
  ];
  const measured = points.some((point) => point.value !== null);
  return (
    <div className={styles.graphs}>
      <div className={styles.figures}>
        <KpiValue label="CPI" value={formatCost(kpis.cpi)} named />
        <KpiValue label="CTR" value={formatPercent(kpis.ctr, 2)} named />
        <KpiValue label="D1" value={formatPercent(kpis.d1, 0)} named />
        <KpiValue label="D7" value={formatPercent(kpis.d7, 0)} named />
        <KpiValue label="Playtime" value={kpis.playtimeHumanReadable ?? MISSING} named />
      </div>
      {restricted ? (
        <Caption1 className={styles.muted}>{IOS_RESTRICTED_MESSAGE}</Caption1>
      ) : measured ? (
        <Suspense fallback={<Spinner size="small" label="Loading the graph" />}>
          <RetentionChart points={points} label={label} />
        </Suspense>
      ) : (
        <Caption1 className={styles.muted}>No retention measured yet.</Caption1>
      )}
    </div>
  );
}
