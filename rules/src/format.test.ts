import { describe, it, expect } from 'vitest';
import {
  MISSING,
  MISSING_CARD,
  MISSING_MOBILE,
  formatCost,
  formatDate,
  formatDaysAgo,
  formatDuration,
  formatPercent,
  formatRoundedPercent,
  formatSpend,
  formatStatus,
  formatTrendPercent,
  recommendationDisplay,
  truncateName,
  valueWords,
} from './format';
import { RECOMMENDATIONS } from './filters';

describe('names and statuses', () => {
  it('FMT-09 keeps a 25-character name and cuts a 26-character one to 25 plus ...', () => {
    const name25 = 'abcdefghijklmnopqrstuvwxy';
    expect(truncateName(name25)).toBe(name25);
    expect(truncateName(`${name25}z`)).toBe('abcdefghijklmnopqrstuvwxy...');
  });
  it('FMT-09 does not split an emoji', () => {
    expect(truncateName(`${'a'.repeat(24)}😀😀`)).toBe(`${'a'.repeat(24)}😀...`);
  });
  it('FMT-08 capitalises the first letter and turns underscores into spaces', () => {
    expect(formatStatus('in_testing')).toBe('In testing');
    expect(formatStatus('pending_review')).toBe('Pending review');
    expect(formatStatus('finished')).toBe('Finished');
    expect(formatStatus('')).toBe('');
  });
  it('FMT-08 GC-12 IT-13 writes known acronyms as such: Pending SDK integration', () => {
    expect(formatStatus('pending_sdk_integration')).toBe('Pending SDK integration');
    expect(formatStatus('sdk_check')).toBe('SDK check');
    expect(formatStatus('ios')).toBe('iOS');
    expect(valueWords('pending_sdk_integration')).toBe('pending SDK integration');
    // Only whole words: "sdkless" is no acronym.
    expect(valueWords('sdkless_build')).toBe('sdkless build');
  });
});

describe('numbers', () => {
  it('FMT-01 shows costs in dollars with 2 decimals', () => {
    expect(formatCost(0.234)).toBe('$0.23');
    expect(formatCost(0.235)).toBe('$0.24');
    expect(formatCost(1.5)).toBe('$1.50');
    expect(formatCost(0)).toBe('$0.00');
  });
  it('GC-27 ERR-18 shows "-" for a missing cost', () => {
    expect(formatCost(null)).toBe('-');
    expect(formatCost(undefined)).toBe('-');
    expect(formatCost(Number.NaN)).toBe('-');
    expect(MISSING).toBe('-');
  });
  it('GC-27 ERR-18 MOB-15 shows "n/a" on mobile when asked', () => {
    expect(MISSING_MOBILE).toBe('n/a');
    expect(formatCost(null, MISSING_MOBILE)).toBe('n/a');
  });
  it('FMT-02 shows a fraction as a percent with the given decimals', () => {
    expect(formatPercent(0.3512, 1)).toBe('35.1%');
    expect(formatPercent(0.3512, 2)).toBe('35.12%');
    expect(formatPercent(0.3512, 0)).toBe('35%');
    expect(formatPercent(null, 1)).toBe('-');
  });
  it('MG-20 shows board D1 as a rounded percent, N/A when missing', () => {
    expect(formatRoundedPercent(0.351)).toBe('35%');
    expect(formatRoundedPercent(0.355)).toBe('36%');
    expect(formatRoundedPercent(null)).toBe('N/A');
    expect(MISSING_CARD).toBe('N/A');
  });
  it('FMT-04 shows spend without decimals', () => {
    expect(formatSpend(1234.4)).toBe('$1234');
    expect(formatSpend(1234.5)).toBe('$1235');
    expect(formatSpend(undefined)).toBe('-');
  });
});

describe('dates and durations', () => {
  it('FMT-05 shows dates dd-MM-yyyy in UTC', () => {
    expect(formatDate('2024-03-07T10:00:00Z')).toBe('07-03-2024');
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('31-12-2024');
    expect(formatDate('2024-01-01T00:30:00+01:00')).toBe('31-12-2023');
  });
  it('GC-27 ERR-18 shows "n/a" for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('n/a');
    expect(formatDate(undefined)).toBe('n/a');
    expect(formatDate('')).toBe('n/a');
    expect(formatDate('not a date')).toBe('n/a');
  });
  it('FMT-10 shows durations like 45s, 1m06s and 2h05m09s', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(59.6)).toBe('1m00s');
    expect(formatDuration(60)).toBe('1m00s');
    expect(formatDuration(66)).toBe('1m06s');
    expect(formatDuration(3599)).toBe('59m59s');
    expect(formatDuration(3600)).toBe('1h00m00s');
    expect(formatDuration(7509)).toBe('2h05m09s');
  });
  it('FMT-10 shows "-" for a missing or negative duration', () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(-1)).toBe('-');
  });
});

describe('recommendationDisplay', () => {
  it('GC-13 BE-REC-11 maps every recommendation of 001 §4 on its lower-cased text, and nothing for an unknown one', () => {
    for (const value of RECOMMENDATIONS) expect(recommendationDisplay(value.toUpperCase()), value).not.toBeNull();
    expect(recommendationDisplay('HIGH POTENTIAL')).toEqual({ label: 'High potential', tone: 'good' });
    expect(recommendationDisplay('low potential (low proto score)')?.tone).toBe('bad');
    expect(recommendationDisplay('setup error (no recorded GA new users)')?.tone).toBe('bad');
    expect(recommendationDisplay('inconclusive (insufficient campaign spend)')?.tone).toBe('warning');
    expect(recommendationDisplay('cohorts not mature')?.tone).toBe('neutral');
    expect(recommendationDisplay('great game')).toBeNull();
    expect(recommendationDisplay(null)).toBeNull();
  });
});

describe('studios list', () => {
  it('SL-08 reads the days since the last iteration as "N days ago"', () => {
    expect(formatDaysAgo(0)).toBe('Today');
    expect(formatDaysAgo(1)).toBe('1 day ago');
    expect(formatDaysAgo(12)).toBe('12 days ago');
    expect(formatDaysAgo(null)).toBe(MISSING);
  });

  it('SL-24 CONF-13 reads a trend as a signed percent with 1 decimal', () => {
    expect(formatTrendPercent(12.345)).toBe('+12.3%');
    expect(formatTrendPercent(-3.25)).toBe('-3.3%');
    expect(formatTrendPercent(0)).toBe('+0.0%');
    expect(formatTrendPercent(-0.01)).toBe('+0.0%');
    expect(formatTrendPercent(null)).toBeNull();
  });
});
