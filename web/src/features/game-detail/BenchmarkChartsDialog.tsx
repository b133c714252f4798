// Loaded only when the spread is asked for: Highcharts and its box plots (highcharts-more)
// stay out of the other pages' code.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { BENCHMARK_KPI_LABELS, formatBenchmarkValue, formatStanding, type BenchmarkKpiName } from '@greenlight/rules';
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';
import { HighchartsReact } from 'highcharts-react-official';
import { graphql, useFragment } from 'react-relay';
import { darkTheme, lightTheme } from '../../theme';
import { useThemePreference } from '../app-shell/theme-preference';
import type { BenchmarkChartsDialog_kpi$data, BenchmarkChartsDialog_kpi$key } from './__generated__/BenchmarkChartsDialog_kpi.graphql';

const fragment = graphql`
  fragment BenchmarkChartsDialog_kpi on KpiBenchmark @relay(plural: true) {
    kpi
    value
    percentile
    gamesCompared
    percentileAll
    gamesComparedAll
    genreDistribution {
      low
      q1
      median
      q3
      high
    }
    allDistribution {
      low
      q1
      median
      q3
      high
    }
  }
`;

type Kpi = BenchmarkChartsDialog_kpi$data[number];

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1130px, 96vw)', width: '1130px' },
  charts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  figure: { margin: 0, minWidth: 0 },
  caption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** What a KPI's axis shows: percents for rates, dollars for costs, minutes for playtime. */
const scaleOf = (kpi: BenchmarkKpiName) => (kpi === 'PLAYTIME' ? 1 / 60 : kpi === 'CPI' || kpi === 'CPNU' ? 1 : 100);

/**
 * One KPI's box plots: its genre's and all games' spread (whiskers at the 5th and
 * 95th percentiles), and the game's own value as a point, in the page's theme.
 */
export function benchmarkOptions(kpi: Kpi, genre: string | null, dark: boolean): Highcharts.Options {
  const theme = dark ? darkTheme : lightTheme;
  const scale = scaleOf(kpi.kpi);
  const boxes = [
    ...(genre && kpi.genreDistribution ? [{ name: `${genre} games`, box: kpi.genreDistribution }] : []),
    { name: 'All games', box: kpi.allDistribution },
  ];
  const labels = { style: { color: theme.colorNeutralForeground2 } };
  const title = BENCHMARK_KPI_LABELS[kpi.kpi];
  return {
    chart: {
      type: 'boxplot',
      height: 250,
      inverted: true,
      animation: false,
      backgroundColor: 'transparent',
      style: { fontFamily: 'inherit' },
      // Room for the value axis' last label.
      spacingRight: 24,
    },
    title: { text: title, style: { fontSize: '14px', color: theme.colorNeutralForeground1 } },
    credits: { enabled: false },
    legend: { enabled: false },
    accessibility: { enabled: false },
    plotOptions: { series: { animation: false } },
    xAxis: { categories: boxes.map((b) => b.name), labels, lineColor: theme.colorNeutralStroke1 },
    yAxis: {
      title: { text: undefined },
      gridLineColor: theme.colorNeutralStroke2,
      // Few enough ticks that every label fits whole, level.
      tickAmount: kpi.kpi === 'PLAYTIME' ? 4 : 5,
      labels: {
        autoRotation: [],
        style: { ...labels.style, textOverflow: 'none', whiteSpace: 'nowrap' },
        format: kpi.kpi === 'PLAYTIME' ? '{value} min' : scale === 1 ? '${value}' : '{value}%',
      },
    },
    tooltip: {
      backgroundColor: theme.colorNeutralBackground1,
      style: { color: theme.colorNeutralForeground1 },
      valueDecimals: 2,
    },
    series: [
      {
        type: 'boxplot',
        name: title,
        color: theme.colorBrandForeground1,
        fillColor: theme.colorBrandBackground2,
        medianColor: theme.colorNeutralForeground1,
        data: boxes.map(({ box }) => [box.low, box.q1, box.median, box.q3, box.high].map((v) => v * scale)),
      },
      {
        type: 'scatter',
        name: 'This game',
        color: theme.colorPaletteRedForeground1,
        marker: { symbol: 'diamond', radius: 6 },
        data: boxes.map((_b, x) => [x, kpi.value * scale]),
      },
    ],
  };
}

/** Issue 43: the spread of each KPI over the genre's and all tested games, with the game on it. */
export function BenchmarkChartsDialog({ kpis: key, genre, onClose }: { kpis: BenchmarkChartsDialog_kpi$key; genre: string | null; onClose: () => void }) {
  const styles = useStyles();
  const kpis = useFragment(fragment, key);
  const { dark } = useThemePreference();
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label="Against other games">
        <DialogBody>
          <DialogTitle>Against other games</DialogTitle>
          <DialogContent>
            <div className={styles.charts}>
              {kpis.map((kpi) => (
                <figure key={kpi.kpi} className={styles.figure}>
                  <HighchartsReact highcharts={Highcharts} options={benchmarkOptions(kpi, genre, dark)} />
                  {/* The chart's text: where the game stands. */}
                  <figcaption className={styles.caption}>
                    {`${BENCHMARK_KPI_LABELS[kpi.kpi]} ${formatBenchmarkValue(kpi.kpi, kpi.value)}: `}
                    {genre && kpi.percentile != null && kpi.gamesCompared != null ? `${formatStanding(kpi.percentile, kpi.gamesCompared)} of its genre, ` : ''}
                    {`${formatStanding(kpi.percentileAll, kpi.gamesComparedAll)} in all. Boxes: the middle half of the games; whiskers: 5% to 95%.`}
                  </figcaption>
                </figure>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
