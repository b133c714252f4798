import { Type } from 'typebox';
import { ACCESS_TOKEN_EXPIRY_DAYS, ACCESS_TOKEN_NAME_MAX, ACCESS_TOKEN_SCOPES } from '@greenlight/rules';
import { Nullable } from './common';

const Scope = Type.Enum(ACCESS_TOKEN_SCOPES, { description: 'read: GET routes and the searches only; read_write: what the user may do' });

/** A personal access token as the list shows it: never the token itself (issue 16). */
export const AccessToken = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    scope: Scope,
    prefix: Type.String({ description: 'the first characters of the token, to recognise it' }),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time' }),
    lastUsedAt: Nullable(Type.String({ format: 'date-time', description: 'to the minute' })),
    revokedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { description: 'a personal access token, without its secret' },
);

export const CreateAccessTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ACCESS_TOKEN_NAME_MAX, description: 'trimmed; required' }),
    scope: Scope,
    expiresInDays: Type.Union(
      ACCESS_TOKEN_EXPIRY_DAYS.map((days) => Type.Literal(days)),
      { description: `the token's lifetime: ${ACCESS_TOKEN_EXPIRY_DAYS.join(', ')} days` },
    ),
  },
  { additionalProperties: false },
);

export const CreatedAccessToken = Type.Object({
  token: Type.String({ description: 'glpat_ and 32 random bytes in base64url: answered this once, never again' }),
  accessToken: AccessToken,
});
