import { describe, expect, it } from 'vitest';
import { formatLevel, formatMoreSampleNeeded, formatRange, UNSETTLED_BY_MORE, VERDICT_LABELS } from './evidence';

describe('KPI evidence in words (issue 43)', () => {
  it('writes a level as a percent', () => {
    expect(formatLevel(0.95)).toBe('95%');
    expect(formatLevel(0.8)).toBe('80%');
  });

  it('writes a rate\'s range with one decimal and a cost\'s with two, unbounded as "or more"', () => {
    expect(formatRange({ low: 0.3271, high: 0.4356 }, 'percent')).toBe('32.7–43.6%');
    expect(formatRange({ low: 0.381, high: 0.4749 }, 'cost')).toBe('$0.38–0.47');
    expect(formatRange({ low: 2.5, high: null }, 'cost')).toBe('$2.50 or more');
  });

  it('names the verdicts and says what would settle an open change, to two significant digits', () => {
    expect(VERDICT_LABELS.NOT_KNOWN_YET).toBe('not known yet');
    expect(formatMoreSampleNeeded(1234, 'NEW_USERS')).toBe('about 1,200 more new users would settle it');
    expect(formatMoreSampleNeeded(1, 'INSTALLS')).toBe('about 1 more install would settle it');
    expect(formatMoreSampleNeeded(null, 'INSTALLS')).toBe(UNSETTLED_BY_MORE);
  });
});
