import { describe, it, expect } from 'vitest';
import { roundHalfUp, toFixedHalfUp } from './numbers';

describe('rounding', () => {
  it('FMT-01 rounds half away from zero on the decimal as written', () => {
    expect(toFixedHalfUp(0.235, 2)).toBe('0.24');
    expect(toFixedHalfUp(1.005, 2)).toBe('1.01');
    expect(toFixedHalfUp(0.234, 2)).toBe('0.23');
    expect(toFixedHalfUp(-0.235, 2)).toBe('-0.24');
    expect(roundHalfUp(12.345, 2)).toBe(12.35);
  });
  it('FMT-01 never shows a negative zero', () => {
    expect(toFixedHalfUp(-0.001, 2)).toBe('0.00');
  });
});
