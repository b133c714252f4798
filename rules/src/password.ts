import {
  FIELD_REQUIRED,
  PASSWORD_CHANGE_MISMATCH,
  PASSWORD_HINT_DIGIT,
  PASSWORD_HINT_LOWERCASE,
  PASSWORD_HINT_MIN_LENGTH,
  PASSWORD_HINT_UPPERCASE,
  RESET_GENERIC_ERROR,
  RESET_INSECURE_PASSWORD,
  RESET_LINK_EXPIRED,
  RESET_LINK_USED,
  RESET_OPERATION_FORBIDDEN,
  RESET_PASSWORD_MISMATCH,
  RESET_PASSWORDS_UNEQUAL,
  RESET_TOO_LONG_PASSWORD,
  RESET_WRONG_PASSWORD,
} from './messages';
import { charCount, isBlank } from './text';

/** PWD-06, PROF-06: one policy for the reset form, the profile dialog and the provider. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;

// Letters in any script count; digits are 0-9.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;
const SYMBOL = /[^\p{L}\p{N}]/u;

export type PasswordHintId = 'minLength' | 'lowercase' | 'uppercase' | 'digit';

export interface PasswordHint {
  id: PasswordHintId;
  message: string;
  met: boolean;
}

/** PROF-08..11: the four hints under the new-password field, in display order. */
export const passwordHints = (password: string): PasswordHint[] => [
  { id: 'minLength', message: PASSWORD_HINT_MIN_LENGTH, met: charCount(password) >= PASSWORD_MIN },
  { id: 'lowercase', message: PASSWORD_HINT_LOWERCASE, met: LOWERCASE.test(password) },
  { id: 'uppercase', message: PASSWORD_HINT_UPPERCASE, met: UPPERCASE.test(password) },
  { id: 'digit', message: PASSWORD_HINT_DIGIT, met: DIGIT.test(password) },
];

const isTooLong = (password: string): boolean => charCount(password) > PASSWORD_MAX;

/** PWD-06/07, PROF-06: 8-100 characters with a lowercase letter, an uppercase letter and a digit. */
export const meetsPasswordPolicy = (password: string): boolean =>
  !isTooLong(password) && passwordHints(password).every((hint) => hint.met);

// ---------------------------------------------------------------------------
// Password reset (PWD)

/** The reset reasons of 002 §8; the provider answers with these codes. */
export type ResetReason = 'wrongpassword' | 'passverifunequal' | 'insecurepassword' | 'toolongpassword' | 'operationforbidden' | 'linkexpired' | 'linkused';

export const RESET_REASON_MESSAGES: Readonly<Record<ResetReason, string>> = {
  wrongpassword: RESET_WRONG_PASSWORD,
  passverifunequal: RESET_PASSWORDS_UNEQUAL,
  insecurepassword: RESET_INSECURE_PASSWORD,
  toolongpassword: RESET_TOO_LONG_PASSWORD,
  operationforbidden: RESET_OPERATION_FORBIDDEN,
  // PWD-14 (issue 15): a link the provider knows but refuses says why; an unknown one stays operationforbidden.
  linkexpired: RESET_LINK_EXPIRED,
  linkused: RESET_LINK_USED,
};

// The specification writes the first key in full (error.login.wrongpassword)
// and the others bare; both spellings are accepted.
const LOGIN_KEY_PREFIX = 'error.login.';

const isResetReason = (key: string): key is ResetReason => Object.hasOwn(RESET_REASON_MESSAGES, key);

/** PWD-10..15, PROF-14: message for a reset or password-change failure reason. */
export const resetErrorMessage = (reason: string | null | undefined): string => {
  if (reason == null || reason.trim() === '') return RESET_GENERIC_ERROR;
  const key = reason.startsWith(LOGIN_KEY_PREFIX) ? reason.slice(LOGIN_KEY_PREFIX.length) : reason;
  return isResetReason(key) ? RESET_REASON_MESSAGES[key] : reason;
};

/** The provider's verdict on a new password pair (PWD-06..08), as a reason code. */
export const resetPasswordReason = (password: string, confirm: string): ResetReason | null => {
  if (password !== confirm) return 'passverifunequal';
  if (isTooLong(password)) return 'toolongpassword';
  return meetsPasswordPolicy(password) ? null : 'insecurepassword';
};

/** PWD-06/07 on the new-password field of the reset form. */
export const validateResetPassword = (password: string): string | null => {
  if (isTooLong(password)) return RESET_TOO_LONG_PASSWORD;
  return meetsPasswordPolicy(password) ? null : RESET_INSECURE_PASSWORD;
};

/** PWD-08: "Your two password fields don’t match". */
export const validateResetConfirm = (password: string, confirm: string): string | null =>
  password === confirm ? null : RESET_PASSWORD_MISMATCH;

/** PWD-08: Confirm stays disabled until the password is acceptable and both fields match. */
export const canConfirmReset = (password: string, confirm: string): boolean =>
  resetPasswordReason(password, confirm) === null;

/** PWD-02: the request button is disabled while the email is empty or a request is loading. */
export const canRequestPasswordReset = ({ email, loading }: { email: string; loading: boolean }): boolean =>
  !isBlank(email) && !loading;

// ---------------------------------------------------------------------------
// Profile password change (PROF)

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** PROF-05 */
export const validateCurrentPassword = (password: string): string | null => (password === '' ? FIELD_REQUIRED : null);

/** PROF-05/06: required, then at most 100 characters, then the first unmet hint. */
export const validateNewPassword = (password: string): string | null => {
  if (password === '') return FIELD_REQUIRED;
  if (isTooLong(password)) return RESET_TOO_LONG_PASSWORD;
  return passwordHints(password).find((hint) => !hint.met)?.message ?? null;
};

/** PROF-05/07: "New and confirm password are not the same :/". */
export const validateConfirmPassword = (newPassword: string, confirm: string): string | null => {
  if (confirm === '') return FIELD_REQUIRED;
  return newPassword === confirm ? null : PASSWORD_CHANGE_MISMATCH;
};

export const canSubmitPasswordChange = (form: PasswordChangeForm): boolean =>
  validateCurrentPassword(form.currentPassword) === null &&
  validateNewPassword(form.newPassword) === null &&
  validateConfirmPassword(form.newPassword, form.confirmPassword) === null;

// ---------------------------------------------------------------------------
// Strength gauge (PROF-12)

export const PASSWORD_STRENGTH_MAX = 4;
const STRONG_LENGTH = 12;

/**
 * A score out of 4, one point each for:
 * 1. at least 8 characters;
 * 2. both a lowercase and an uppercase letter;
 * 3. a digit;
 * 4. a symbol (anything but a letter or digit) or at least 12 characters.
 */
export const passwordStrength = (password: string): number => {
  const length = charCount(password);
  let score = 0;
  if (length >= PASSWORD_MIN) score += 1;
  if (LOWERCASE.test(password) && UPPERCASE.test(password)) score += 1;
  if (DIGIT.test(password)) score += 1;
  if (SYMBOL.test(password) || length >= STRONG_LENGTH) score += 1;
  return score;
};

/** PROF-12: percent = score / 4 × 100, shown as 100 once above 80. */
export const passwordStrengthPercent = (score: number): number => {
  const clamped = Math.min(Math.max(score, 0), PASSWORD_STRENGTH_MAX);
  const percent = (clamped / PASSWORD_STRENGTH_MAX) * 100;
  return percent > 80 ? 100 : percent;
};
