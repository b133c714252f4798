import { describe, expect, it } from 'vitest';
import { addressNumber } from './ids';

describe('numbers in addresses', () => {
  it('GD-01 CONF-15 reads a game or project number, and nothing else', () => {
    expect(addressNumber('12')).toBe(12);
    expect(addressNumber('2147483647')).toBe(2_147_483_647);
    expect(addressNumber('2147483648')).toBeNull();
    expect(addressNumber('0')).toBeNull();
    expect(addressNumber('12a')).toBeNull();
    expect(addressNumber('012')).toBeNull();
    expect(addressNumber('-3')).toBeNull();
    expect(addressNumber('')).toBeNull();
    expect(addressNumber(null)).toBeNull();
  });
});
