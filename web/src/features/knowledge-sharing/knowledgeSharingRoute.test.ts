import { describe, expect, it } from 'vitest';
import { ksAddressType, ksPageVariables } from './knowledgeSharingRoute';

describe('knowledge-sharing route', () => {
  it('KS-04 the address is finished CPI or CTR tests; any other filter or type is no page', () => {
    expect(ksAddressType('finished', 'cpi')).toBe('cpi');
    expect(ksAddressType('finished', 'ctr')).toBe('ctr');
    expect(ksAddressType('in_progress', 'cpi')).toBeNull();
    expect(ksAddressType('finished', 'roas')).toBeNull();
    expect(ksAddressType(undefined, undefined)).toBeNull();
    expect(ksAddressType('finished', undefined)).toBeNull();
  });

  it('KS-04 KS-15 issue 17 the page asks for its type\'s first screen (three pages of five) with the address\'s term, none for an empty one', () => {
    expect(ksPageVariables('ctr', 'farm')).toEqual({ type: 'CTR', term: 'farm', count: 15 });
    expect(ksPageVariables('cpi', '')).toEqual({ type: 'CPI', term: null, count: 15 });
  });
});
