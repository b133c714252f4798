// The error list (REF-09, BE-SYS-03): code → message, with {{placeholders}} filled
// from an error's `extra`, and an optional "Solve now" link (ERR-08).
export interface ErrorMessage {
  code: string;
  message: string;
  link?: string;
}

export const ERROR_MESSAGES: readonly ErrorMessage[] = [
  { code: 'GENERIC_ERROR', message: 'An error occurred. Please refresh the page or contact the support.' },
  { code: 'INVALID_REQUEST', message: 'The request is not valid: {{detail}}' },
  { code: 'UNAUTHENTICATED', message: 'Your session has ended, please log in again.' },
  { code: 'TOKEN_EXPIRED', message: 'Your session has expired, please log in again.' },
  { code: 'FORBIDDEN', message: 'Invalid permission' },
  { code: 'NOT_FOUND', message: 'This item does not exist or was removed.' },
  {
    code: 'FILTER_NOT_SUPPORTED',
    message: 'Filters are not available yet: clear the filter and try again.',
  },
  // Password reset and change reason keys (PWD-10..14)
  { code: 'error.login.wrongpassword', message: 'Wrong password.' },
  { code: 'passverifunequal', message: "The two passwords aren't the same." },
  { code: 'insecurepassword', message: 'Your password is insecure.' },
  { code: 'toolongpassword', message: 'Your password is too long.' },
  { code: 'operationforbidden', message: 'An error occurred. Please contact the support.' },
  {
    code: 'error.hijack.operationforbidden',
    message: "you don't have the necessary permissions to impersonate this user",
  },
  // Submission flow (ERR-11)
  {
    code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND',
    message: 'We could not find your game in the store with this {{storeId}}. Check it and try again.',
  },
  {
    code: 'GAME_ANALYTICS_UNEXPECTED_ERROR',
    message: 'An unexpected error occurred with the analytics service (operation {{operationId}}).',
  },
  {
    code: 'GAME_ANALYTICS_GAME_NOT_FOUND',
    message: 'This analytics id was not created through the platform: create a new analytics slot instead.',
  },
  {
    code: 'PERMISSION_DENIED_ACCEPT_TESTING',
    message: 'Your testing request is being reviewed by the publishing team.',
  },
];
