import { describe, it, expect } from 'vitest';
import { AUTOFILL_CHECK_DELAY_MS, LOGIN_PASSWORD_MIN, canSubmitLogin, validateLoginEmail, validateLoginPassword } from './login';
import { LOGIN_FAILED } from './messages';

describe('login form', () => {
  it('AUTH-02 says "Please input your email" when the email is empty', () => {
    expect(validateLoginEmail('')).toBe('Please input your email');
  });
  it('AUTH-04 says "This is not a valid email" for a bad address', () => {
    expect(validateLoginEmail('jane')).toBe('This is not a valid email');
    expect(validateLoginEmail('jane@studio.com')).toBeNull();
  });
  it('AUTH-03 says "Please input your password" when the password is empty', () => {
    expect(validateLoginPassword('')).toBe('Please input your password');
    expect(validateLoginPassword(' ')).toBeNull();
  });
  it('AUTH-05 disables submit while the email is empty', () => {
    expect(canSubmitLogin({ email: '', password: 'secret', autofilled: false })).toBe(false);
  });
  it('AUTH-05 disables submit with a 2-character password and enables it with 3', () => {
    expect(LOGIN_PASSWORD_MIN).toBe(3);
    expect(canSubmitLogin({ email: 'jane@studio.com', password: 'ab', autofilled: false })).toBe(false);
    expect(canSubmitLogin({ email: 'jane@studio.com', password: 'abc', autofilled: false })).toBe(true);
  });
  it('AUTH-06 enables submit when the browser autofilled both fields', () => {
    expect(canSubmitLogin({ email: '', password: '', autofilled: true })).toBe(true);
  });
  it('AUTH-06 checks autofill 500 ms after load', () => {
    expect(AUTOFILL_CHECK_DELAY_MS).toBe(500);
  });
  it('AUTH-08 shows "Wrong password" on any login failure', () => {
    expect(LOGIN_FAILED).toBe('Wrong password');
  });
});
