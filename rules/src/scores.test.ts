import { describe, expect, it } from 'vitest';
import { formatNetworkScores, formatScore, isScore, SCORE_DIMENSIONS } from './scores';

describe('scores', () => {
  it('GC-23 lists the eight dimensions of the spec, in its order', () => {
    expect(SCORE_DIMENSIONS.map((d) => d.id)).toEqual([
      'execution', 'balancing', 'artEfficiency', 'progression', 'idea', 'newness', 'systemOne', 'depth',
    ]);
  });

  it('GC-23 takes whole numbers from 0 to 5 only', () => {
    for (const value of [0, 1, 5]) expect(isScore(value), String(value)).toBe(true);
    for (const value of [-1, 6, 2.5, '3', null, Number.NaN]) expect(isScore(value), String(value)).toBe(false);
  });

  it('GC-15 GC-27 writes a score out of 5, and the networks\' scores in a row', () => {
    expect(formatScore(3)).toBe('3/5');
    expect(formatScore(0)).toBe('0/5');
    expect(formatScore(null)).toBe('-');
    expect(formatNetworkScores([{ network: 'Facebook', score: 3 }, { network: 'Snapchat', score: 2 }])).toBe('Facebook 3/5 · Snapchat 2/5');
    expect(formatNetworkScores([])).toBe('');
  });
});
