import { describe, it, expect } from 'vitest';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  canConfirmReset,
  canRequestPasswordReset,
  canSubmitPasswordChange,
  meetsPasswordPolicy,
  passwordHints,
  passwordStrength,
  passwordStrengthPercent,
  resetErrorMessage,
  resetPasswordReason,
  validateConfirmPassword,
  validateCurrentPassword,
  validateNewPassword,
  validateResetConfirm,
  validateResetPassword,
} from './password';
import { PASSWORD_CHANGED, RESET_LINK_EXPIRED, RESET_LINK_USED } from './messages';

// 'Aa1' followed by lowercase letters up to the wanted length.
const pw = (length: number): string => `Aa1${'b'.repeat(length - 3)}`;

describe('password policy', () => {
  it('PWD-06 refuses 7 characters and accepts 8', () => {
    expect(meetsPasswordPolicy(pw(7))).toBe(false);
    expect(meetsPasswordPolicy(pw(8))).toBe(true);
  });
  it('PWD-06 accepts 100 characters and refuses 101', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 100]);
    expect(meetsPasswordPolicy(pw(100))).toBe(true);
    expect(meetsPasswordPolicy(pw(101))).toBe(false);
  });
  it('PWD-07 needs a lowercase letter, an uppercase letter and a digit', () => {
    expect(meetsPasswordPolicy('AAAAAAA1')).toBe(false);
    expect(meetsPasswordPolicy('aaaaaaa1')).toBe(false);
    expect(meetsPasswordPolicy('Aaaaaaaa')).toBe(false);
    expect(meetsPasswordPolicy('Aaaaaaa1')).toBe(true);
  });
});

describe('password reset form', () => {
  it('PWD-06 says a 101-character password is too long', () => {
    expect(validateResetPassword(pw(101))).toBe('Your password is too long.');
  });
  it('PWD-07 says a password without a digit is insecure', () => {
    expect(validateResetPassword('Aaaaaaaaa')).toBe('Your password is insecure.');
    expect(validateResetPassword('Aaaaaaa1')).toBeNull();
  });
  it('PWD-08 says "Your two password fields don’t match" (curly apostrophe)', () => {
    expect(validateResetConfirm('Aaaaaaa1', 'Aaaaaaa2')).toBe('Your two password fields don\u2019t match');
    expect(validateResetConfirm('Aaaaaaa1', 'Aaaaaaa1')).toBeNull();
  });
  it('PWD-08 keeps Confirm disabled until both fields match a valid password', () => {
    expect(canConfirmReset('Aaaaaaa1', 'Aaaaaaa')).toBe(false);
    expect(canConfirmReset('aaaaaaa1', 'aaaaaaa1')).toBe(false);
    expect(canConfirmReset('Aaaaaaa1', 'Aaaaaaa1')).toBe(true);
  });
  it('PWD-08 gives the provider reason codes for a new password pair', () => {
    expect(resetPasswordReason('Aaaaaaa1', 'Aaaaaaa2')).toBe('passverifunequal');
    expect(resetPasswordReason(pw(101), pw(101))).toBe('toolongpassword');
    expect(resetPasswordReason('short', 'short')).toBe('insecurepassword');
    expect(resetPasswordReason('Aaaaaaa1', 'Aaaaaaa1')).toBeNull();
  });
  it('PWD-02 disables the request button when the email is empty or while loading', () => {
    expect(canRequestPasswordReset({ email: '', loading: false })).toBe(false);
    expect(canRequestPasswordReset({ email: 'jane@studio.com', loading: true })).toBe(false);
    expect(canRequestPasswordReset({ email: 'jane@studio.com', loading: false })).toBe(true);
  });
});

describe('password reset reasons', () => {
  it('PWD-10 maps error.login.wrongpassword to "Wrong password."', () => {
    expect(resetErrorMessage('error.login.wrongpassword')).toBe('Wrong password.');
    expect(resetErrorMessage('wrongpassword')).toBe('Wrong password.');
  });
  it('PWD-11 maps passverifunequal', () => {
    expect(resetErrorMessage('passverifunequal')).toBe("The two passwords aren't the same.");
    expect(resetErrorMessage('error.login.passverifunequal')).toBe("The two passwords aren't the same.");
  });
  it('PWD-12 maps insecurepassword', () => {
    expect(resetErrorMessage('insecurepassword')).toBe('Your password is insecure.');
  });
  it('PWD-13 maps toolongpassword', () => {
    expect(resetErrorMessage('toolongpassword')).toBe('Your password is too long.');
  });
  it('PWD-14 maps operationforbidden', () => {
    expect(resetErrorMessage('operationforbidden')).toBe('An error occurred. Please contact the support.');
  });
  it('PWD-14 issue 15 an expired or used link says so', () => {
    expect(resetErrorMessage('linkexpired')).toBe(RESET_LINK_EXPIRED);
    expect(resetErrorMessage('linkused')).toBe(RESET_LINK_USED);
  });
  it('PWD-15 shows an unknown reason raw', () => {
    expect(resetErrorMessage('Token expired')).toBe('Token expired');
    expect(resetErrorMessage('error.hijack.operationforbidden')).toBe('error.hijack.operationforbidden');
    expect(resetErrorMessage('toString')).toBe('toString');
  });
  it('PWD-15 shows a generic refresh-or-contact-support message without a reason', () => {
    const generic = 'An error occurred, please refresh the page or contact the support.';
    expect(resetErrorMessage(undefined)).toBe(generic);
    expect(resetErrorMessage(null)).toBe(generic);
    expect(resetErrorMessage('')).toBe(generic);
  });
  it('PROF-14 shows "Wrong password." for a 403 on password change', () => {
    expect(resetErrorMessage('error.login.wrongpassword')).toBe('Wrong password.');
  });
});

describe('profile password change', () => {
  it('PROF-08 hint "Must be minimum 8 characters long" is met at 8, not at 7', () => {
    const hint = (p: string) => passwordHints(p).find((h) => h.id === 'minLength');
    expect(hint('abcdefg')).toEqual({ id: 'minLength', message: 'Must be minimum 8 characters long', met: false });
    expect(hint('abcdefgh')?.met).toBe(true);
  });
  it('PROF-09 hint "Must contain at least 1 lowercase letter"', () => {
    const hint = (p: string) => passwordHints(p).find((h) => h.id === 'lowercase');
    expect(hint('ABC')).toEqual({ id: 'lowercase', message: 'Must contain at least 1 lowercase letter', met: false });
    expect(hint('ABc')?.met).toBe(true);
  });
  it('PROF-10 hint "Must contain at least 1 uppercase letter"', () => {
    const hint = (p: string) => passwordHints(p).find((h) => h.id === 'uppercase');
    expect(hint('abc')).toEqual({ id: 'uppercase', message: 'Must contain at least 1 uppercase letter', met: false });
    expect(hint('abC')?.met).toBe(true);
  });
  it('PROF-11 hint "Must contain at least 1 digit"', () => {
    const hint = (p: string) => passwordHints(p).find((h) => h.id === 'digit');
    expect(hint('abc')).toEqual({ id: 'digit', message: 'Must contain at least 1 digit', met: false });
    expect(hint('ab1')?.met).toBe(true);
  });
  it('PROF-08 lists the four hints in order', () => {
    expect(passwordHints('').map((h) => h.id)).toEqual(['minLength', 'lowercase', 'uppercase', 'digit']);
  });
  it('PROF-05 requires current, new and confirm', () => {
    expect(validateCurrentPassword('')).toBe('This field is required');
    expect(validateNewPassword('')).toBe('This field is required');
    expect(validateConfirmPassword('Aaaaaaa1', '')).toBe('This field is required');
  });
  it('PROF-06 gives the first unmet hint for the new password', () => {
    expect(validateNewPassword('Aa1')).toBe('Must be minimum 8 characters long');
    expect(validateNewPassword('AAAAAAA1')).toBe('Must contain at least 1 lowercase letter');
    expect(validateNewPassword('aaaaaaa1')).toBe('Must contain at least 1 uppercase letter');
    expect(validateNewPassword('Aaaaaaaa')).toBe('Must contain at least 1 digit');
    expect(validateNewPassword('Aaaaaaa1')).toBeNull();
    expect(validateNewPassword(pw(101))).toBe('Your password is too long.');
  });
  it('PROF-07 says "New and confirm password are not the same :/"', () => {
    expect(validateConfirmPassword('Aaaaaaa1', 'Aaaaaaa2')).toBe('New and confirm password are not the same :/');
    expect(validateConfirmPassword('Aaaaaaa1', 'Aaaaaaa1')).toBeNull();
  });
  it('PROF-05 enables submit only when all three fields are valid', () => {
    const form = { currentPassword: 'old', newPassword: 'Aaaaaaa1', confirmPassword: 'Aaaaaaa1' };
    expect(canSubmitPasswordChange(form)).toBe(true);
    expect(canSubmitPasswordChange({ ...form, currentPassword: '' })).toBe(false);
    expect(canSubmitPasswordChange({ ...form, confirmPassword: 'Aaaaaaa2' })).toBe(false);
    expect(canSubmitPasswordChange({ ...form, newPassword: 'aaaaaaa1', confirmPassword: 'aaaaaaa1' })).toBe(false);
  });
  it('PROF-15 says "your password has been successfully changed"', () => {
    expect(PASSWORD_CHANGED).toBe('your password has been successfully changed');
  });
});

describe('password strength', () => {
  it('PROF-12 scores an empty password 0', () => {
    expect(passwordStrength('')).toBe(0);
  });
  it('PROF-12 gives one point for 8 characters (7 gives none)', () => {
    expect(passwordStrength('abcdefg')).toBe(0);
    expect(passwordStrength('abcdefgh')).toBe(1);
  });
  it('PROF-12 gives one point for mixed case, one for a digit', () => {
    expect(passwordStrength('Ab')).toBe(1);
    expect(passwordStrength('Ab1')).toBe(2);
    expect(passwordStrength('Abcdefg1')).toBe(3);
  });
  it('PROF-12 gives the fourth point for a symbol or 12 characters', () => {
    expect(passwordStrength('Abcdefg1!')).toBe(4);
    expect(passwordStrength('Abcdefghij1')).toBe(3);
    expect(passwordStrength('Abcdefghijk1')).toBe(4);
  });
  it('PROF-12 gauge percent is score/4*100', () => {
    expect([0, 1, 2, 3].map(passwordStrengthPercent)).toEqual([0, 25, 50, 75]);
  });
  it('PROF-12 gauge is capped at 100 above 80 percent', () => {
    expect(passwordStrengthPercent(3.2)).toBe(80);
    expect(passwordStrengthPercent(3.3)).toBe(100);
    expect(passwordStrengthPercent(4)).toBe(100);
    expect(passwordStrengthPercent(7)).toBe(100);
    expect(passwordStrengthPercent(-1)).toBe(0);
  });
});
