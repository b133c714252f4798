import { Caption1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  kpi: { display: 'flex', flexDirection: 'column' },
  value: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3 },
});

/**
 * A KPI's label over its value (GC-26, IT-05..10), as cards and the iterations' small
 * indicators show them, with a detail line under it (its range, issue 43). `named`
 * gives the figure its label as its accessible name.
 */
export function KpiValue({ label, value, detail, named = false }: { label: string; value: string; detail?: string | null; named?: boolean }) {
  const styles = useStyles();
  return (
    <div className={styles.kpi} aria-label={named ? label : undefined}>
      <Caption1>{label}</Caption1>
      <span className={styles.value}>{value}</span>
      {detail && <Caption1 className={styles.detail}>{detail}</Caption1>}
    </div>
  );
}
