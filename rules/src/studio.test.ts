import { describe, it, expect } from 'vitest';
import { canSaveNewStaffMember, validateCountry, validateUrlAnswer } from './studio';
import { STAFF_EMAIL_REFUSED } from './messages';

describe('url questions', () => {
  it('FORM-08 says "Please enter a valid URL" when the answer does not parse', () => {
    expect(validateUrlAnswer('studio.com')).toBe('Please enter a valid URL');
    expect(validateUrlAnswer('http//studio.com')).toBe('Please enter a valid URL');
    expect(validateUrlAnswer('https://')).toBe('Please enter a valid URL');
  });
  it('FORM-09 says "A valid URL starts with http or https" for other schemes', () => {
    expect(validateUrlAnswer('ftp://studio.com')).toBe('A valid URL starts with http or https');
    expect(validateUrlAnswer('mailto:jane@studio.com')).toBe('A valid URL starts with http or https');
  });
  it('FORM-09 accepts http and https URLs, trimmed', () => {
    expect(validateUrlAnswer('http://studio.com')).toBeNull();
    expect(validateUrlAnswer(' https://studio.com/games?id=1 ')).toBeNull();
    expect(validateUrlAnswer('HTTPS://STUDIO.COM')).toBeNull();
  });
  it('FORM-06 leaves an empty answer to the mandatory-question rule', () => {
    expect(validateUrlAnswer('')).toBeNull();
    expect(validateUrlAnswer('   ')).toBeNull();
  });
});

describe('studio info', () => {
  it('SA-13 says "Please select your country" without a country', () => {
    expect(validateCountry(undefined)).toBe('Please select your country');
    expect(validateCountry(null)).toBe('Please select your country');
    expect(validateCountry('')).toBe('Please select your country');
    expect(validateCountry('FR')).toBeNull();
  });
});

describe('new staff member', () => {
  const form = { firstName: 'Jane', lastName: 'Doe', email: 'jane@studio.com' };
  it('STAFF-05 enables save when first name, last name and email are filled', () => {
    expect(canSaveNewStaffMember(form)).toBe(true);
  });
  it('STAFF-05 disables save when a field is empty or blank', () => {
    expect(canSaveNewStaffMember({ ...form, firstName: '' })).toBe(false);
    expect(canSaveNewStaffMember({ ...form, lastName: '  ' })).toBe(false);
    expect(canSaveNewStaffMember({ ...form, email: '' })).toBe(false);
  });
  it('STAFF-06 disables save with an invalid email', () => {
    expect(canSaveNewStaffMember({ ...form, email: 'jane@studio' })).toBe(false);
  });
  it('STAFF-07 server refusal says "Your email is not valid or already used"', () => {
    expect(STAFF_EMAIL_REFUSED).toBe('Your email is not valid or already used');
  });
});
