import { LOGIN_EMAIL_REQUIRED, LOGIN_PASSWORD_REQUIRED } from './messages';
import { validateFormEmail } from './email';
import { charCount } from './text';

/** AUTH-05: the submit button needs at least this many password characters. */
export const LOGIN_PASSWORD_MIN = 3;
/** AUTH-06: the browser's autofill is checked this long after the page loads. */
export const AUTOFILL_CHECK_DELAY_MS = 500;

/** AUTH-02, AUTH-04: "Please input your email", then "This is not a valid email". */
export const validateLoginEmail = (email: string): string | null => validateFormEmail(email, LOGIN_EMAIL_REQUIRED);

/** AUTH-03: passwords are never trimmed, so only a truly empty one is missing. */
export const validateLoginPassword = (password: string): string | null =>
  password === '' ? LOGIN_PASSWORD_REQUIRED : null;

export interface LoginFormState {
  email: string;
  password: string;
  /** The browser filled both fields (its values are not readable before a user gesture). */
  autofilled: boolean;
}

/** AUTH-05/06: enabled once both are filled and the password has 3+ characters, or when autofilled. */
export const canSubmitLogin = ({ email, password, autofilled }: LoginFormState): boolean => {
  if (autofilled) return true;
  return email.trim() !== '' && charCount(password) >= LOGIN_PASSWORD_MIN;
};
