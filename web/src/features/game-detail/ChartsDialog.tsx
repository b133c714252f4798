// Loaded only when "See charts" is clicked: Highcharts stays out of the other pages' code.
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CHART_HEIGHT, chartsCpnu, chartsDialogWidth, formatCost, formatLevel, formatPercent, isCompactGamePanel } from '@greenlight/rules';
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';
import { HighchartsReact } from 'highcharts-react-official';
import { graphql, useFragment } from 'react-relay';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import { darkTheme, lightTheme } from '../../theme';
import { useThemePreference } from '../app-shell/theme-preference';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { ChartsDialog_iteration$data, ChartsDialog_iteration$key } from './__generated__/ChartsDialog_iteration.graphql';

const fragment = graphql`
  fragment ChartsDialog_iteration on Iteration {
    number
    chartData {
      cpi {
        ...ChartsDialog_series @relay(mask: false)
      }
      cpnu {
        ...ChartsDialog_series @relay(mask: false)
      }
      d1 {
        ...ChartsDialog_series @relay(mask: false)
      }
      d7 {
        ...ChartsDialog_series @relay(mask: false)
      }
    }
  }
`;

graphql`
  fragment ChartsDialog_series on KpiSeries {
    studioAverage
    daily {
      date
      value
      installs
      interval {
        low
        high
        level
      }
    }
  }
`;

type Series = NonNullable<NonNullable<ChartsDialog_iteration$data['chartData']>['cpi']>;

const useStyles = makeStyles({
  surface: { maxWidth: '95vw' },
  charts: { display: 'grid', gap: tokens.spacingHorizontalM },
  chart: { minWidth: 0 },
  empty: { display: 'flex', alignItems: 'center', justifyContent: 'center', height: `${CHART_HEIGHT}px` },
});

export interface ChartSpec {
  title: string;
  series: Series | null;
  format: (value: number | null) => string;
  /** Retention reads in percent, axis 0 to 100 (CH-07). */
  percent: boolean;
}

/**
 * CH-01..06: "KPIs graphs" of an iteration: CPI (CPNU for recent iOS games, with
 * view_cpnu), D1 and D7 day by day against the studio's average; the dialog is
 * count / 3 × 1130 px wide and each chart 250 px tall. On a phone (MOB-03) the
 * charts stack, one a row, with axes a phone can read (chartOptions).
 */
export function ChartsDialog({
  iteration: key,
  game,
  onClose,
}: {
  iteration: ChartsDialog_iteration$key;
  game: { platform: string; createdAt: string };
  onClose: () => void;
}) {
  const styles = useStyles();
  const iteration = useFragment(fragment, key);
  const seesCpnu = useHasPermission('view_cpnu');
  const phone = isCompactGamePanel(useWindowWidth());
  const { dark } = useThemePreference();
  const data = iteration.chartData;
  const cpnu = chartsCpnu(game) && seesCpnu && data?.cpnu ? data.cpnu : null;
  const charts: ChartSpec[] = [
    cpnu
      ? { title: 'CPNU', series: cpnu, format: (v) => formatCost(v), percent: false }
      : { title: 'CPI', series: data?.cpi ?? null, format: (v) => formatCost(v), percent: false },
    { title: 'Retention D1', series: data?.d1 ?? null, format: (v) => formatPercent(v, 0), percent: true },
    { title: 'Retention D7', series: data?.d7 ?? null, format: (v) => formatPercent(v, 0), percent: true },
  ];
  const width = chartsDialogWidth(charts.length);
  const level = charts.flatMap((chart) => chart.series?.daily ?? []).find((day) => day.interval)?.interval?.level;

  return (
    <Dialog open onOpenChange={(_event, state) => !state.open && onClose()}>
      <DialogSurface className={styles.surface} style={{ width: `${width}px` }}>
        <DialogBody>
          <DialogTitle>KPIs graphs</DialogTitle>
          <DialogContent>
            <Caption1>
              Iteration {iteration.number}, day by day, against the studio's average over its other games of the last 90 days.
              {level ? ` Bars: each day's ${formatLevel(level)} range, from that day's installs and new users.` : ''}
            </Caption1>
            <div className={styles.charts} style={{ gridTemplateColumns: phone ? 'minmax(0, 1fr)' : `repeat(${charts.length}, minmax(0, 1fr))` }}>
              {charts.map((chart) => (
                <figure key={chart.title} className={styles.chart} aria-label={chart.title} style={{ margin: 0 }}>
                  {chart.series && chart.series.daily.length > 0 ? (
                    <HighchartsReact highcharts={Highcharts} options={chartOptions(chart, phone, dark)} />
                  ) : (
                    <div className={styles.empty}>
                      <Caption1>{chart.title}: no data yet</Caption1>
                    </div>
                  )}
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

/** MOB-03: a phone's axes: labels of 10 px. */
const PHONE_LABEL_SIZE = '10px';

/**
 * The options of one chart, in the theme's colours (light or dark, like the page around
 * it); on a phone (MOB-03) fewer, slanted date ticks and smaller labels.
 */
export function chartOptions(chart: ChartSpec, phone = false, dark = false): Highcharts.Options {
  const theme = dark ? darkTheme : lightTheme;
  const scale = chart.percent ? 100 : 1;
  const points = chart.series!.daily.map((point) => ({
    x: Date.parse(`${point.date}T00:00:00Z`),
    y: point.value == null ? null : point.value * scale,
    custom: { installs: point.installs },
  }));
  const average = chart.series!.studioAverage ?? null;
  const ranges = chart.series!.daily.flatMap((point) =>
    point.interval && point.interval.high != null
      ? [{ x: Date.parse(`${point.date}T00:00:00Z`), low: point.interval.low * scale, high: point.interval.high * scale, level: point.interval.level }]
      : [],
  );
  const labels = { style: { color: theme.colorNeutralForeground2, ...(phone ? { fontSize: PHONE_LABEL_SIZE } : {}) } };
  return {
    chart: {
      height: 250,
      type: 'line',
      animation: false,
      backgroundColor: 'transparent',
      style: { fontFamily: 'inherit' },
    },
    title: { text: chart.title, style: { fontSize: '14px', color: theme.colorNeutralForeground1 } },
    // Drawn at once, like the rest of the panel: no line sliding in, no bars growing.
    plotOptions: { series: { animation: false } },
    credits: { enabled: false },
    legend: {
      enabled: true,
      itemStyle: { fontSize: '11px', fontWeight: 'normal', color: theme.colorNeutralForeground2 },
      itemHoverStyle: { color: theme.colorNeutralForeground1 },
    },
    accessibility: { enabled: false },
    xAxis: {
      type: 'datetime',
      lineColor: theme.colorNeutralStroke1,
      tickColor: theme.colorNeutralStroke1,
      ...(phone
        ? { tickPixelInterval: 70, labels: { ...labels, format: '{value:%d/%m}', autoRotation: [-45] } }
        : { labels: { ...labels, format: '{value:%d-%m}' } }),
    },
    yAxis: {
      title: { text: undefined },
      min: 0,
      gridLineColor: theme.colorNeutralStroke2,
      ...(phone ? { tickAmount: 5 } : {}),
      ...(chart.percent ? { max: 100, labels: { ...labels, format: '{value}%' } } : { labels: { ...labels, format: '${value:.2f}' } }),
    },
    tooltip: {
      backgroundColor: theme.colorNeutralBackground1,
      style: { color: theme.colorNeutralForeground1 },
      formatter(this: Highcharts.Point) {
        const installs: unknown = this.options.custom?.installs;
        return `${Highcharts.dateFormat('%d-%m-%Y', this.x)}<br/><b>${chart.format(this.y == null ? null : this.y / scale)}</b> · ${typeof installs === 'number' ? installs : 0} installs`;
      },
    },
    series: [
      { type: 'line', name: chart.title, data: points, connectNulls: false, color: theme.colorBrandForeground1, marker: { enabled: true, radius: 3 } },
      // Issue 43: how sure each day is, as error bars (highcharts-more).
      ...(ranges.length === 0
        ? []
        : [
            {
              type: 'errorbar' as const,
              name: `${formatLevel(ranges[0]!.level)} range`,
              data: ranges.map((range) => [range.x, range.low, range.high]),
              color: theme.colorNeutralForeground3,
              enableMouseTracking: false,
            },
          ]),
      ...(average === null
        ? []
        : [
            {
              type: 'line' as const,
              name: 'Studio average',
              data: points.map((p) => ({ x: p.x, y: average * scale })),
              dashStyle: 'Dash' as const,
              color: theme.colorNeutralForeground3,
              marker: { enabled: false },
              enableMouseTracking: false,
            },
          ]),
    ],
  };
}
