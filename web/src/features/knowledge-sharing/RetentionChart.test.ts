import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../theme';
import { retentionOptions } from './RetentionChart';

const POINTS = [
  { day: 'D1', value: 0.4 },
  { day: 'D7', value: 0.123 },
  { day: 'D14', value: null },
  { day: 'D28', value: 0.05 },
];

describe('retentionOptions', () => {
  it('KS-20 CH-07 the y axis is fixed from 0 to 100 percent', () => {
    const options = retentionOptions(POINTS, false);
    const yAxis = options.yAxis as { min: number; max: number; labels: { format: string } };
    expect([yAxis.min, yAxis.max]).toEqual([0, 100]);
    expect(yAxis.labels.format).toBe('{value}%');
  });

  it('KS-20 D1, D7, D14, D28 in percent; a day without a value is left out', () => {
    const options = retentionOptions(POINTS, false);
    expect((options.xAxis as { categories: string[] }).categories).toEqual(['D1', 'D7', 'D14', 'D28']);
    const [series] = options.series as { data: { x: number; y: number }[] }[];
    expect(series!.data).toEqual([
      { x: 0, y: 40 },
      { x: 1, y: 12.3 },
      { x: 3, y: 5 },
    ]);
  });

  it('KS-20 the curve takes the theme\'s colours in dark mode', () => {
    const [light] = retentionOptions(POINTS, false).series as { color: string }[];
    const [dark] = retentionOptions(POINTS, true).series as { color: string }[];
    expect(light!.color).toBe(lightTheme.colorBrandForeground1);
    expect(dark!.color).toBe(darkTheme.colorBrandForeground1);
    expect(retentionOptions(POINTS, true).chart?.backgroundColor).toBe('transparent');
  });
});

describe('the drawn chart', () => {
  it('issue 15 axe svg-img-alt the chart\'s svg is named by its label', async () => {
    const { default: Highcharts } = await import('highcharts');
    const container = document.createElement('div');
    document.body.append(container);
    Highcharts.chart(container, retentionOptions(POINTS, false, 'Iteration 2 retention'));
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('Iteration 2 retention');
    container.remove();
  });
});
