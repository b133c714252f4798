// The error list (REF-09, BE-SYS-03): code → message, with {{placeholders}} filled
// from an error's `extra`, and an optional "Solve now" link (ERR-08). Messages the
// rules already word come from @greenlight/rules.
import { ACCESS_TOKEN_LIMIT_REACHED, HIJACK_FORBIDDEN_REASON, INTEGRATION_CHECK_ERRORS, MEDIA_ERRORS, RESET_REASON_MESSAGES } from '@greenlight/rules';

export interface ErrorMessage {
  code: string;
  message: string;
  link?: string;
}

interface CatalogueEntry {
  code: string;
  message: string;
  /** The help centre's article that solves it: its link is the "Solve now" of ERR-08. */
  helpPath?: string;
}

export const ERROR_MESSAGES: readonly CatalogueEntry[] = [
  { code: 'GENERIC_ERROR', message: 'An error occurred. Please refresh the page or contact support.' },
  { code: 'INVALID_REQUEST', message: 'The request is not valid: {{detail}}' },
  { code: 'UNAUTHENTICATED', message: 'Your session has ended, please log in again.' },
  { code: 'TOKEN_EXPIRED', message: 'Your session has expired, please log in again.' },
  { code: 'FORBIDDEN', message: 'Invalid permission' },
  { code: 'NOT_FOUND', message: 'This item does not exist or was removed.' },
  // 503 while the platform is switched off (ERR-01, BE-AUTH-13); the page shows the maintenance screen.
  { code: 'MAINTENANCE', message: 'Greenlight is under maintenance. Please retry in a few minutes.' },
  // The gateway's, when the provider does not answer.
  { code: 'OVERLOADED', message: 'Greenlight is very busy right now. Please retry in a moment.' },
  { code: 'PROVIDER_UNAVAILABLE', message: 'Greenlight is temporarily unavailable. Please retry in a few minutes.' },
  // Sign-in and reset throttling (Part G): {{wait}} is "15 minutes", "1 minute".
  { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in {{wait}}.' },
  { code: 'EMAIL_TAKEN', message: 'This email is already used by another account.' },
  { code: 'NOT_IMPERSONATING', message: 'You are not impersonating another user.' },
  // Personal access tokens (issue 16): PAT_EXPIRED, not TOKEN_EXPIRED, so that nothing tries to refresh a session.
  { code: 'TOKEN_REVOKED', message: 'This access token was revoked. Create a new one in your profile.' },
  { code: 'PAT_EXPIRED', message: 'This access token has expired. Create a new one in your profile.' },
  { code: 'TOKEN_SCOPE_READ_ONLY', message: 'This access token can only read: create a read and write token to make changes.' },
  { code: 'TOKEN_SCOPE_NOT_ALLOWED', message: 'Studio members can create read tokens only.' },
  { code: 'SESSION_REQUIRED', message: 'Sign in to do this: an access token cannot.' },
  { code: 'TOO_MANY_TOKENS', message: ACCESS_TOKEN_LIMIT_REACHED },
  // A filter tree the rule catalogue refuses (FLT, BE-LIST-01); the detail names the rule.
  { code: 'INVALID_FILTER', message: 'This filter cannot be applied: {{detail}}' },
  // Password reset and change reason keys (PWD-10..14)
  { code: 'error.login.wrongpassword', message: RESET_REASON_MESSAGES.wrongpassword },
  { code: 'passverifunequal', message: RESET_REASON_MESSAGES.passverifunequal },
  { code: 'insecurepassword', message: RESET_REASON_MESSAGES.insecurepassword },
  { code: 'toolongpassword', message: RESET_REASON_MESSAGES.toolongpassword },
  { code: 'operationforbidden', message: RESET_REASON_MESSAGES.operationforbidden },
  { code: 'error.hijack.operationforbidden', message: HIJACK_FORBIDDEN_REASON },
  // Submission flow (ERR-11)
  {
    code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND',
    message: 'We could not find your game in the store with this {{storeId}}. Check it and try again.',
    helpPath: '/articles/link-your-game-to-its-store',
  },
  {
    code: 'GAME_ANALYTICS_UNEXPECTED_ERROR',
    message: 'An unexpected error occurred with the analytics service (operation {{operationId}}).',
  },
  {
    code: 'GAME_ANALYTICS_GAME_NOT_FOUND',
    message: 'This analytics id was not created through the platform: create a new analytics slot instead.',
    helpPath: '/articles/analytics-slot',
  },
  {
    code: 'PERMISSION_DENIED_ACCEPT_TESTING',
    message: 'Your testing request is being reviewed by the publishing team.',
  },
  // Game actions (BE-ACT-01, ACT-38): why an action is listed but may not run. The
  // specification names the codes' existence, not their wording.
  { code: 'PERMISSION_DENIED', message: "You don't have the permission to do this." },
  { code: 'PERMISSION_DENIED_STAFF_ONLY', message: 'Only the publishing team can do this.' },
  { code: 'GAME_OPERATION_ONGOING', message: 'There are ongoing operations on this game. Please wait until they end.' },
  {
    code: 'ITERATION_BLOCKED_LOW_POTENTIAL',
    message: 'This prototype showed a low potential: it cannot be iterated on, even with a new submission.',
    helpPath: '/articles/low-potential-prototypes',
  },
  { code: 'GAME_ANALYTICS_SLOT_EXISTS', message: 'This game already has an analytics slot.' },
  { code: 'FACEBOOK_CAMPAIGN_NOT_FAILED', message: 'The Facebook campaign of this game runs: there is nothing to recreate.' },
  { code: 'GAME_ALONE_IN_PROJECT', message: 'This game is the only one of its project.' },
  { code: 'ACTION_NOT_AVAILABLE', message: 'This action is not available for a game {{status}}.' },
  // Operations (BE-OPS-05): {{operationId}} comes with every failed operation.
  {
    code: 'CAMPAIGN_CREATION_FAILED',
    message: 'We had an error when preparing your {{network}} campaign (operation {{operationId}}).',
  },
  { code: 'NO_RUNNING_CAMPAIGN', message: 'The game has no running campaign.' },
  // The submission flow's writes (SUB-CREATE-12, BE-SUB-03).
  { code: 'GAME_NOT_IN_SUBMISSION', message: 'The game is past its submission: its setup no longer changes.' },
  { code: 'GAME_SETUP_LOCKED', message: 'The platform and ad networks cannot change once the game is linked to the attribution service.' },
  // Link to store (SUB-LINK-05, SUB-LINK-09, SUB-LINK-21, BE-SUB-03/06) and the simulated stores (Part G).
  { code: 'GAME_STORE_LOCKED', message: 'The store ids of a game cannot change once they are set.' },
  { code: 'GAME_STORE_NOT_LINKED', message: 'Link the game to its store first.' },
  { code: 'ATTRIBUTION_NOT_FOR_CTR', message: 'Test-only games are not tracked by the attribution service.' },
  { code: 'STORE_APP_CONFLICT', message: 'Another app of the store already has this bundle id or store id.' },
  { code: 'AD_NETWORK_CAMPAIGN_NOT_FOUND', message: 'The ad network does not know the campaign {{campaignId}}.' },
  // The SDK and Facebook checks (SUB-SDK-06, API-52..54): {{operationId}} is the check's operation.
  ...Object.entries(INTEGRATION_CHECK_ERRORS).map(([code, message]) => ({
    code,
    message,
    helpPath: code.startsWith('FACEBOOK_') ? '/articles/facebook-setup' : '/articles/sdk-integration',
  })),
  { code: 'GAME_WITHOUT_FACEBOOK', message: 'This game does not use Facebook: it has no Facebook configuration to test.' },
  // Icon and video uploads (SUB-ICON, SUB-VID, BE-UP): the specification's words.
  ...Object.entries(MEDIA_ERRORS).map(([code, message]) => ({ code, message })),
  // The SDK's ingest endpoint (Part G): a wrong game key, app token or signature.
  { code: 'SDK_UNAUTHORIZED', message: 'The game key, app token or signature is not valid.' },
];

/** The error list as GET /error_messages/ answers it, links into the given help centre. */
export function errorMessages(helpCenterUrl: string): ErrorMessage[] {
  const base = helpCenterUrl.replace(/\/+$/, '');
  return ERROR_MESSAGES.map(({ code, message, helpPath }) =>
    helpPath ? { code, message, link: `${base}${helpPath}` } : { code, message },
  );
}
