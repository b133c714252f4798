import { describe, expect, it } from 'vitest';
import { formatBenchmarkValue, formatLevel, formatMoreSampleNeeded, formatRange, formatStanding, recommendationCheckSentence, UNSETTLED_BY_MORE, VERDICT_LABELS } from './evidence';
import { formatDuration } from './format';

describe('KPI evidence in words (issue 43)', () => {
  it('writes a level as a percent', () => {
    expect(formatLevel(0.95)).toBe('95%');
    expect(formatLevel(0.8)).toBe('80%');
  });

  it('writes a rate\'s range with one decimal and a cost\'s with two, unbounded as "or more"', () => {
    expect(formatRange({ low: 0.3271, high: 0.4356 }, 'percent')).toBe('32.7–43.6%');
    expect(formatRange({ low: 0.381, high: 0.4749 }, 'cost')).toBe('$0.38–0.47');
    expect(formatRange({ low: 2.5, high: null }, 'cost')).toBe('$2.50 or more');
    expect(formatRange({ low: 567, high: 640 }, 'duration')).toBe(`${formatDuration(567)}–${formatDuration(640)}`);
  });

  it('names the verdicts and says what would settle an open change, to two significant digits', () => {
    expect(VERDICT_LABELS.NOT_KNOWN_YET).toBe('not known yet');
    expect(formatMoreSampleNeeded(1234, 'NEW_USERS')).toBe('about 1,200 more new users would settle it');
    expect(formatMoreSampleNeeded(1, 'INSTALLS')).toBe('about 1 more install would settle it');
    expect(formatMoreSampleNeeded(null, 'INSTALLS')).toBe(UNSETTLED_BY_MORE);
  });
});

describe('how sure a recommendation is, in words (issue 43)', () => {
  const d1 = { kpi: 'D1' as const, bar: 0.35, value: 0.42, interval: { low: 0.39, high: 0.45 }, meets: true, confidence: 0.9996 };
  const cpi = { kpi: 'CPI' as const, bar: 0.4, value: 0.31, interval: { low: 0.27, high: 0.36 }, meets: true, confidence: 0.97 };

  it('a sure high potential names the bar it is least sure of', () => {
    expect(recommendationCheckSentence({ verdict: 'SURE', deciding: [cpi, d1] })).toBe('CPI $0.31 ($0.27–0.36): below the $0.40 launch bar with 97% confidence');
    expect(recommendationCheckSentence({ verdict: 'SURE', deciding: [d1] })).toBe('D1 42% (39.0–45.0%): above the 35% launch bar with 99% confidence');
  });

  it('a sure low potential names the bar it surely misses; one too early says which bar leaves it open', () => {
    const missed = { ...d1, value: 0.25, interval: { low: 0.22, high: 0.28 }, meets: false, confidence: 0.999 };
    expect(recommendationCheckSentence({ verdict: 'SURE', deciding: [missed] })).toBe('D1 25% (22.0–28.0%): below the 35% launch bar with 99% confidence');
    const open = { ...d1, value: 0.36, interval: { low: 0.31, high: 0.41 }, confidence: 0.65 };
    expect(recommendationCheckSentence({ verdict: 'TOO_EARLY', deciding: [cpi, open] })).toBe(
      'Too early to say: D1 36% (31.0–41.0%) may be either side of the 35% launch bar',
    );
    expect(recommendationCheckSentence({ verdict: 'SURE', deciding: [] })).toBeNull();
  });
});

describe('a game against other games, in words (issue 43)', () => {
  it('writes each KPI in its unit and where the game stands', () => {
    expect(formatBenchmarkValue('CPI', 0.567)).toBe('$0.57');
    expect(formatBenchmarkValue('D1', 0.3345)).toBe('33.5%');
    expect(formatBenchmarkValue('CTR', 0.02345)).toBe('2.35%');
    expect(formatBenchmarkValue('PLAYTIME', 650)).toBe(formatDuration(650));
    expect(formatStanding(72.4, 1312)).toBe('better than 72% of 1,312 games');
    expect(formatStanding(100, 1)).toBe('better than 100% of 1 game');
  });
});
