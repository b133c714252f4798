import type Highcharts from 'highcharts';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../theme';
import { chartOptions, type ChartSpec } from './ChartsDialog';

const chart: ChartSpec = {
  title: 'CPI',
  percent: false,
  format: (value) => String(value),
  series: { studioAverage: 0.4, daily: [{ date: '2026-10-19', value: 0.5, installs: 10, interval: null }] },
};

describe('chartOptions', () => {
  it('MOB-03 on a phone the date axis has fewer, slanted, short labels and the value axis at most five', () => {
    const phone = chartOptions(chart, true);
    const x = phone.xAxis as Highcharts.XAxisOptions;
    const y = phone.yAxis as Highcharts.YAxisOptions;
    expect(x.tickPixelInterval).toBe(70);
    expect(x.labels?.autoRotation).toEqual([-45]);
    expect(x.labels?.format).toBe('{value:%d/%m}');
    expect(y.tickAmount).toBe(5);
    expect(y.labels?.format).toBe('${value:.2f}');
  });

  it('MOB-03 wider screens keep the default axes', () => {
    const wide = chartOptions(chart);
    expect((wide.xAxis as Highcharts.XAxisOptions).tickPixelInterval).toBeUndefined();
    expect((wide.yAxis as Highcharts.YAxisOptions).tickAmount).toBeUndefined();
  });

  it('CH-01 the charts take the theme\'s colours: light text on a transparent ground in dark mode', () => {
    const dark = chartOptions(chart, false, true);
    const light = chartOptions(chart);
    expect(dark.chart?.backgroundColor).toBe('transparent');
    expect(dark.title?.style?.color).toBe(darkTheme.colorNeutralForeground1);
    expect((dark.yAxis as Highcharts.YAxisOptions).labels?.style?.color).toBe(darkTheme.colorNeutralForeground2);
    expect((dark.yAxis as Highcharts.YAxisOptions).gridLineColor).toBe(darkTheme.colorNeutralStroke2);
    expect(light.title?.style?.color).toBe(lightTheme.colorNeutralForeground1);
    expect(dark.title?.style?.color).not.toBe(light.title?.style?.color);
  });

  it('issue 43 each day with an interval gets its error bar, in the axis\' unit, named by the level', () => {
    const retention: ChartSpec = {
      title: 'Retention D1',
      percent: true,
      format: (value) => String(value),
      series: {
        studioAverage: null,
        daily: [
          { date: '2026-10-19', value: 0.35, installs: 300, interval: { low: 0.3, high: 0.4, level: 0.95 } },
          { date: '2026-10-20', value: null, installs: 0, interval: null },
        ],
      },
    };
    const series = chartOptions(retention).series as { type: string; name: string; data: unknown[] }[];
    const bars = series.find((s) => s.type === 'errorbar')!;
    expect(bars.name).toBe('95% range');
    expect(bars.data).toEqual([[Date.parse('2026-10-19T00:00:00Z'), 30, 40]]);
    expect((chartOptions(chart).series as { type: string }[]).some((s) => s.type === 'errorbar')).toBe(false);
  });
});
