// Personal access tokens (issue 16): what the provider accepts and the profile page offers.

/** Every token starts so: a script, a log or a secret scanner recognises one. */
export const ACCESS_TOKEN_PREFIX = 'glpat_';
/** read: GET routes and the searches; read_write: whatever the user may do. Studio members make read tokens only. */
export const ACCESS_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];
/** The lifetimes offered, in days: a token always expires. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const ACCESS_TOKEN_DEFAULT_EXPIRY_DAYS = 30;
export const ACCESS_TOKEN_NAME_MAX = 100;
/** The scopes a user may choose: staff both, studio members read only. */
export const accessTokenScopesFor = (isStaff: boolean): readonly AccessTokenScope[] =>
  isStaff ? ACCESS_TOKEN_SCOPES : ['read'];
/** Active (neither revoked nor expired) tokens a user may hold at once. */
export const ACCESS_TOKEN_LIMIT = 20;
/** The refusal of one more token past the limit. */
export const ACCESS_TOKEN_LIMIT_REACHED = `You can have at most ${ACCESS_TOKEN_LIMIT} active access tokens. Revoke one you no longer use, then create the new one.`;
