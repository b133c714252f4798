import { describe, it, expect } from 'vitest';
import { isValidEmail, validateFormEmail, validateStaffEmail } from './email';

describe('email pattern', () => {
  it('STAFF-06 accepts standard addresses', () => {
    for (const email of ['jane@studio.com', 'jane.doe+test@mail.studio.co.uk', "o'neil@x-y.io", 'a1@b2.c3']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });
  it('STAFF-06 refuses addresses without @, domain dot, or with spaces', () => {
    for (const email of ['', 'jane', 'jane@', '@studio.com', 'jane@studio', 'jane@@studio.com', 'ja ne@studio.com', ' jane@studio.com', 'jane@studio..com', 'jane@-studio.com', 'jane@studio.com.']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});

describe('login and reset form email', () => {
  it('AUTH-04 says "This field is required" when empty by default', () => {
    expect(validateFormEmail('')).toBe('This field is required');
    expect(validateFormEmail('   ')).toBe('This field is required');
  });
  it('AUTH-04 says "This is not a valid email" for a bad address', () => {
    expect(validateFormEmail('jane@studio')).toBe('This is not a valid email');
  });
  it('AUTH-04 uses the required message it is given', () => {
    expect(validateFormEmail('', 'Please input your email')).toBe('Please input your email');
  });
  it('AUTH-04 accepts a valid address', () => {
    expect(validateFormEmail('jane@studio.com')).toBeNull();
  });
});

describe('staff dialog email', () => {
  it('STAFF-06 says "Email should be valid" for a bad address', () => {
    expect(validateStaffEmail('jane@studio')).toBe('Email should be valid');
  });
  it('STAFF-05 requires the email', () => {
    expect(validateStaffEmail('')).toBe('This field is required');
  });
  it('STAFF-06 accepts a valid address', () => {
    expect(validateStaffEmail('jane@studio.com')).toBeNull();
  });
});
