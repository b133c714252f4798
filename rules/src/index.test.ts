import { describe, it, expect } from 'vitest';
import * as rules from './index';

describe('package entry', () => {
  it('SUB-LINK-03 the entry re-exports the validators and messages', () => {
    expect(rules.validateAppStoreId('012345678')).toBe('Valid AppStore IDs are 9-10 digits long and start with a non-zero digit');
    expect(rules.NAME_LENGTH).toBe('Name length must be between 3 and 25 characters');
  });
  it('CONF-12 the two name messages differ only by the final period', () => {
    expect(rules.PROJECT_NAME_LENGTH).toBe(`${rules.NAME_LENGTH}.`);
  });
});
