import { COUNTRY_REQUIRED, URL_INVALID, URL_SCHEME } from './messages';
import { validateStaffEmail } from './email';
import { isBlank } from './text';

const WEB_PROTOCOLS = ['http:', 'https:'];

// URL is the WHATWG parser that browsers and Node both provide.
const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * FORM-08/09: a url question's answer (trimmed, as text answers are). Empty is
 * left to the mandatory-question rule, so it is valid here.
 */
export const validateUrlAnswer = (answer: string): string | null => {
  const value = answer.trim();
  if (value === '') return null;
  const url = parseUrl(value);
  if (url === null) return URL_INVALID;
  return WEB_PROTOCOLS.includes(url.protocol) ? null : URL_SCHEME;
};

/** SA-13: the studio's country is required. */
export const validateCountry = (country: string | null | undefined): string | null =>
  isBlank(country) ? COUNTRY_REQUIRED : null;

export interface NewStaffMemberForm {
  firstName: string;
  lastName: string;
  email: string;
}

/** STAFF-05/06: first name, last name and email filled, and the email a valid address. */
export const canSaveNewStaffMember = ({ firstName, lastName, email }: NewStaffMemberForm): boolean =>
  !isBlank(firstName) && !isBlank(lastName) && validateStaffEmail(email) === null;
