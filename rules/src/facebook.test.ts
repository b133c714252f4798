import { describe, it, expect } from 'vitest';
import { isValidDecryptionKey, isValidFacebookAppId, validateDecryptionKey, validateFacebookAppId } from './facebook';

const APP_ID_MESSAGE = 'Valid Facebook App Ids are between 15 and 17 digits long';
const KEY_MESSAGE = 'Valid Decryption Keys are 64 alphanumeric characters long';
const digits = (n: number): string => '1234567890'.repeat(2).slice(0, n);
const hex = (n: number): string => '0123456789abcdef'.repeat(5).slice(0, n);

describe('Facebook App ID', () => {
  it('SUB-FB-03 refuses 14 digits', () => {
    expect(validateFacebookAppId(digits(14))).toBe(APP_ID_MESSAGE);
  });
  it('SUB-FB-03 accepts 15, 16 and 17 digits', () => {
    expect(validateFacebookAppId(digits(15))).toBeNull();
    expect(validateFacebookAppId(digits(16))).toBeNull();
    expect(validateFacebookAppId(digits(17))).toBeNull();
  });
  it('SUB-FB-03 refuses 18 digits', () => {
    expect(validateFacebookAppId(digits(18))).toBe(APP_ID_MESSAGE);
  });
  it('SUB-FB-03 refuses non-digits and an empty id', () => {
    expect(isValidFacebookAppId('')).toBe(false);
    expect(isValidFacebookAppId(`${digits(14)}a`)).toBe(false);
    expect(isValidFacebookAppId(` ${digits(15)}`)).toBe(false);
  });
});

describe('decryption key', () => {
  it('SUB-FB-05 accepts an empty key', () => {
    expect(validateDecryptionKey('')).toBeNull();
  });
  it('SUB-FB-05 refuses 63 hex characters', () => {
    expect(validateDecryptionKey(hex(63))).toBe(KEY_MESSAGE);
  });
  it('SUB-FB-05 accepts 64 lowercase hex characters', () => {
    expect(validateDecryptionKey(hex(64))).toBeNull();
  });
  it('SUB-FB-05 refuses 65 hex characters', () => {
    expect(validateDecryptionKey(hex(65))).toBe(KEY_MESSAGE);
  });
  it('SUB-FB-05 refuses uppercase hex', () => {
    expect(validateDecryptionKey(hex(64).toUpperCase())).toBe(KEY_MESSAGE);
    expect(isValidDecryptionKey(`${hex(63)}A`)).toBe(false);
  });
  it('SUB-FB-05 refuses letters beyond f', () => {
    expect(isValidDecryptionKey(`${hex(63)}g`)).toBe(false);
  });
});
