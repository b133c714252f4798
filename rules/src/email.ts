import { EMAIL_INVALID, FIELD_REQUIRED, STAFF_EMAIL_INVALID } from './messages';
import { isBlank } from './text';

// A standard address: the WHATWG (HTML input type=email) local part, then a
// domain of at least two dot-separated labels (so "a@b" is refused), each
// label 1-63 letters, digits or hyphens, not starting or ending with a hyphen.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`,
);

/** The address as typed: surrounding spaces make it invalid, callers trim before sending. */
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email);

/**
 * AUTH-04: login and password-reset forms. Empty gives `requiredMessage`
 * (the login form passes "Please input your email"), a bad address
 * "This is not a valid email".
 */
export const validateFormEmail = (email: string, requiredMessage: string = FIELD_REQUIRED): string | null => {
  if (isBlank(email)) return requiredMessage;
  return isValidEmail(email) ? null : EMAIL_INVALID;
};

/** STAFF-05/06: the new staff member dialog says "Email should be valid". */
export const validateStaffEmail = (email: string): string | null => {
  if (isBlank(email)) return FIELD_REQUIRED;
  return isValidEmail(email) ? null : STAFF_EMAIL_INVALID;
};
