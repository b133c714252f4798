// Loaded only when an iteration's Graphs are shown: Highcharts stays out of the other pages' code.
import { makeStyles } from '@fluentui/react-components';
import { CHART_HEIGHT } from '@greenlight/rules';
import Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { darkTheme, lightTheme } from '../../theme';
import { useThemePreference } from '../app-shell/theme-preference';

/** A day of retention: its label (D1, D7...) and the share of users still playing, a fraction. */
export interface RetentionPoint {
  day: string;
  value: number | null;
}

const useStyles = makeStyles({ chart: { minWidth: 0, margin: 0 } });

/** KS-20: the retention curve in percent on an axis fixed from 0 to 100; days without a value are left out. */
export function retentionOptions(points: readonly RetentionPoint[], dark: boolean, name = 'Retention'): Highcharts.Options {
  const theme = dark ? darkTheme : lightTheme;
  const text = { color: theme.colorNeutralForeground2, fontSize: '11px' };
  const data = points.flatMap((point, index) => (point.value == null ? [] : [{ x: index, y: Math.round(point.value * 1000) / 10 }]));
  return {
    chart: { height: CHART_HEIGHT, type: 'line', animation: false, backgroundColor: 'transparent', style: { fontFamily: 'inherit' } },
    // Drawn at once, like the rest of the panel: no curve sliding in.
    plotOptions: { series: { animation: false } },
    // The chart's accessible name: Highcharts names its <svg> (role img) by the title's
    // text (axe svg-img-alt); the figure around it shows the label, so the title is hidden.
    title: { text: name, floating: true, style: { display: 'none' } },
    credits: { enabled: false },
    legend: { enabled: false },
    accessibility: { enabled: false },
    xAxis: {
      categories: points.map((point) => point.day),
      min: 0,
      max: points.length - 1,
      labels: { style: text },
      lineColor: theme.colorNeutralStroke1,
      tickColor: theme.colorNeutralStroke1,
    },
    yAxis: {
      title: { text: undefined },
      min: 0,
      max: 100,
      tickInterval: 25,
      labels: { format: '{value}%', style: text },
      gridLineColor: theme.colorNeutralStroke2,
    },
    tooltip: { valueSuffix: '%', backgroundColor: theme.colorNeutralBackground1, style: { color: theme.colorNeutralForeground1 } },
    series: [
      {
        type: 'line',
        name: 'Retention',
        data,
        color: theme.colorBrandForeground1,
        marker: { enabled: true, radius: 4 },
        dataLabels: { enabled: true, format: '{y}%', style: { ...text, textOutline: 'none' } },
      },
    ],
  };
}

/** KS-20: a shared iteration's retention, D1 to D28, in the theme's colours. */
export default function RetentionChart({ points, label }: { points: readonly RetentionPoint[]; label: string }) {
  const styles = useStyles();
  const { dark } = useThemePreference();
  return (
    <figure className={styles.chart} aria-label={label}>
      <HighchartsReact highcharts={Highcharts} options={retentionOptions(points, dark, label)} />
    </figure>
  );
}
