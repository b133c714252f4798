import { Caption1, Card, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { clicksLabel, formatCost, formatDiff, formatPercent, installRate, IOS_RESTRICTED_MESSAGE } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import { KpiValue } from '../../components/KpiValue';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { IterationKpis_kpis$key } from './__generated__/IterationKpis_kpis.graphql';
import type { IterationTab } from './Iteration';

const fragment = graphql`
  fragment IterationKpis_kpis on IterationKpis {
    cpi
    cpiDiff
    cpiDiffIsBetter
    cpnu
    d1
    d1Diff
    d1DiffIsBetter
    d7
    d7Diff
    d7DiffIsBetter
    d14
    shareOfMales
    installs
    clicks
    newUsers
    playtimeHumanReadable
  }
`;

const useStyles = makeStyles({
  big: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
  bigCard: { padding: tokens.spacingHorizontalM },
  bigValue: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  small: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: tokens.spacingHorizontalM },
  better: { color: tokens.colorPaletteGreenForeground1 },
  worse: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * IT-04..11, IT-21: an iteration's (or one network's) big indicators with their
 * difference to the previous iteration, and the small ones (CPNU with view_cpnu). An
 * iOS network tab shows only what the network counts.
 */
export function IterationKpis({ kpis: key, restricted, tab }: { kpis: IterationKpis_kpis$key; restricted: boolean; tab: IterationTab }) {
  const styles = useStyles();
  const kpis = useFragment(fragment, key);
  const seesCpnu = useHasPermission('view_cpnu');
  const rate = installRate(kpis.installs ?? null, kpis.clicks ?? null);
  return (
    <>
      <div className={styles.big}>
        <BigKpi label="Cost per install" value={formatCost(kpis.cpi)} diff={formatDiff(kpis.cpiDiff, 'cost')} better={kpis.cpiDiffIsBetter} />
        {!restricted && (
          <>
            <BigKpi label="Retention D1" value={formatPercent(kpis.d1, 0)} diff={formatDiff(kpis.d1Diff, 'percent')} better={kpis.d1DiffIsBetter} />
            <BigKpi label="Retention D7" value={formatPercent(kpis.d7, 0)} diff={formatDiff(kpis.d7Diff, 'percent')} better={kpis.d7DiffIsBetter} />
          </>
        )}
      </div>
      {restricted ? (
        <MessageBar intent="info">
          <MessageBarBody>{IOS_RESTRICTED_MESSAGE}</MessageBarBody>
        </MessageBar>
      ) : (
        <div className={styles.small}>
          {seesCpnu && <KpiValue named label="CPNU" value={formatCost(kpis.cpnu)} />}
          <KpiValue
            named
            label="Gender split"
            value={kpis.shareOfMales == null ? '-' : `${formatPercent(kpis.shareOfMales, 0)} M / ${formatPercent(1 - kpis.shareOfMales, 0)} F`}
          />
          <KpiValue named label="Install rate" value={formatPercent(rate, 2)} />
          <KpiValue named label="New users" value={kpis.newUsers == null ? '-' : kpis.newUsers.toLocaleString('en-US')} />
          <KpiValue named label="Daily playtime" value={kpis.playtimeHumanReadable ?? '-'} />
          <KpiValue named label="Retention D14" value={formatPercent(kpis.d14, 0)} />
          <KpiValue named label={clicksLabel(tab)} value={kpis.clicks == null ? '-' : kpis.clicks.toLocaleString('en-US')} />
        </div>
      )}
    </>
  );
}

function BigKpi({ label, value, diff, better }: { label: string; value: string; diff: string | null; better: boolean | null | undefined }) {
  const styles = useStyles();
  return (
    <Card className={styles.bigCard} appearance="filled-alternative" aria-label={label}>
      <Caption1>{label}</Caption1>
      <span className={styles.bigValue}>{value}</span>
      {diff && (
        <Caption1 className={better ? styles.better : styles.worse} aria-label={`${diff} against the previous iteration`}>
          {diff} vs previous
        </Caption1>
      )}
    </Card>
  );
}
