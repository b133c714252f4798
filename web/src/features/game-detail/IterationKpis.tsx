import { Caption1, Card, MessageBar, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  clicksLabel,
  formatCost,
  formatDiff,
  formatLevel,
  formatMoreSampleNeeded,
  formatPercent,
  formatRange,
  installRate,
  IOS_RESTRICTED_MESSAGE,
  VERDICT_LABELS,
} from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import { KpiValue } from '../../components/KpiValue';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { IterationKpis_kpis$data, IterationKpis_kpis$key } from './__generated__/IterationKpis_kpis.graphql';
import type { IterationTab } from './iterationTab';

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
    evidence {
      kpi
      sampleUnit
      interval {
        low
        high
        level
      }
      comparison {
        verdict
        moreSampleNeeded
      }
    }
  }
`;

type Evidence = IterationKpis_kpis$data['evidence'][number];

const useStyles = makeStyles({
  big: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
  bigCard: { padding: tokens.spacingHorizontalM },
  bigValue: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  small: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: tokens.spacingHorizontalM },
  better: { color: tokens.colorPaletteGreenForeground1 },
  worse: { color: tokens.colorPaletteRedForeground1 },
  unsure: { color: tokens.colorNeutralForeground3 },
  range: { color: tokens.colorNeutralForeground3 },
  legend: { color: tokens.colorNeutralForeground3 },
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
  const evidence = (kpi: Evidence['kpi']) => kpis.evidence.find((item) => item.kpi === kpi);
  const level = kpis.evidence.find((item) => item.interval)?.interval?.level;
  return (
    <>
      <div className={styles.big}>
        <BigKpi label="Cost per install" value={formatCost(kpis.cpi)} diff={formatDiff(kpis.cpiDiff, 'cost')} evidence={evidence('CPI')} kind="cost" />
        {!restricted && (
          <>
            <BigKpi label="Retention D1" value={formatPercent(kpis.d1, 0)} diff={formatDiff(kpis.d1Diff, 'percent')} evidence={evidence('D1')} kind="percent" />
            <BigKpi label="Retention D7" value={formatPercent(kpis.d7, 0)} diff={formatDiff(kpis.d7Diff, 'percent')} evidence={evidence('D7')} kind="percent" />
          </>
        )}
      </div>
      {level !== undefined && (
        <Caption1 className={styles.legend}>
          Ranges hold the true value with {formatLevel(level)} confidence. A change is called better or worse only when it is
          larger than noise, for all the KPIs compared at once; otherwise it is not known yet. Choose the level in your profile.
        </Caption1>
      )}
      {restricted ? (
        <MessageBar intent="info">
          <MessageBarBody>{IOS_RESTRICTED_MESSAGE}</MessageBarBody>
        </MessageBar>
      ) : (
        <div className={styles.small}>
          {seesCpnu && <KpiValue named label="CPNU" value={formatCost(kpis.cpnu)} detail={rangeOf(evidence('CPNU'), 'cost')} />}
          <KpiValue
            named
            label="Gender split"
            value={kpis.shareOfMales == null ? '-' : `${formatPercent(kpis.shareOfMales, 0)} M / ${formatPercent(1 - kpis.shareOfMales, 0)} F`}
          />
          <KpiValue named label="Install rate" value={formatPercent(rate, 2)} detail={rangeOf(evidence('INSTALL_RATE'), 'percent')} />
          <KpiValue named label="New users" value={kpis.newUsers == null ? '-' : kpis.newUsers.toLocaleString('en-US')} />
          <KpiValue named label="Daily playtime" value={kpis.playtimeHumanReadable ?? '-'} detail={rangeOf(evidence('PLAYTIME'), 'duration')} />
          <KpiValue named label="Retention D14" value={formatPercent(kpis.d14, 0)} detail={rangeOf(evidence('D14'), 'percent')} />
          <KpiValue named label={clicksLabel(tab)} value={kpis.clicks == null ? '-' : kpis.clicks.toLocaleString('en-US')} />
        </div>
      )}
    </>
  );
}

/** A small indicator's range: '$0.49–0.62'; null without one. */
function rangeOf(evidence: Evidence | undefined, kind: 'cost' | 'percent' | 'duration'): string | null {
  return evidence?.interval ? formatRange(evidence.interval, kind) : null;
}

/**
 * A big indicator: its value, the range it lies in at the user's level, and its change
 * since the previous iteration with the verdict (issue 43). Green or red only when the
 * verdict says better or worse; a change that may be noise stays grey, with what would
 * settle it.
 */
function BigKpi({
  label,
  value,
  diff,
  evidence,
  kind,
}: {
  label: string;
  value: string;
  diff: string | null;
  evidence: Evidence | undefined;
  kind: 'cost' | 'percent';
}) {
  const styles = useStyles();
  const interval = evidence?.interval;
  const comparison = evidence?.comparison;
  const verdict = comparison?.verdict;
  const known = verdict === 'BETTER' || verdict === 'WORSE';
  const settle = comparison && evidence ? formatMoreSampleNeeded(comparison.moreSampleNeeded, evidence.sampleUnit) : null;
  const verdictText = verdict ? VERDICT_LABELS[verdict] : null;
  return (
    <Card className={styles.bigCard} appearance="filled-alternative" aria-label={label}>
      <Caption1>{label}</Caption1>
      <span className={styles.bigValue}>{value}</span>
      {interval && (
        <Caption1 className={styles.range} aria-label={`${formatLevel(interval.level)} range ${formatRange(interval, kind)}`}>
          {formatLevel(interval.level)} range {formatRange(interval, kind)}
        </Caption1>
      )}
      {diff && (
        <Caption1
          className={mergeClasses(verdict === 'BETTER' ? styles.better : verdict === 'WORSE' ? styles.worse : styles.unsure)}
          aria-label={`${diff} against the previous iteration${verdictText ? `: ${verdictText}` : ''}`}
        >
          {diff} vs previous{verdictText ? ` · ${verdictText}` : ''}
          {!known && settle ? ` (${settle})` : ''}
        </Caption1>
      )}
    </Card>
  );
}
