import { CONFIDENCE_LEVELS } from '@greenlight/rules';
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const UserStudio = Type.Object({
  id: Type.Integer(),
  studioName: Type.String(),
  accessId: Type.Integer({ minimum: 1, maximum: 5 }),
  userRole: Type.String(),
  isActive: Type.Boolean(),
  adNetworkIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2 }), { description: 'the studio\'s ad networks: 1 Facebook, 2 Snapchat' }),
});

/** The signed-in user (AUTH-21, BE-AUTH-05). */
export const Me = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    profile: Type.String(),
    userType: Type.Union([Type.Literal('studio'), Type.Literal('pm'), Type.Literal('cs')]),
    lastLogin: Nullable(Type.String({ format: 'date-time' })),
    studios: Type.Array(UserStudio),
    permissions: Type.Array(Type.String()),
    isStaff: Type.Boolean(),
    isSuperuser: Type.Boolean(),
    isHijack: Type.Boolean(),
    impersonator: Nullable(
      Type.Object(
        { id: Type.Integer(), firstName: Type.String(), lastName: Type.String() },
        { description: 'the staff member acting as this user (IMP-06)' },
      ),
    ),
    darkMode: Type.Boolean({ description: 'the user mode preference (PROF-18)' }),
    confidenceLevel: Type.Number({ description: "the level of the KPIs' intervals and verdicts: 0.8, 0.9, 0.95 (the default) or 0.99 (issue 43)" }),
    studiosDeactivated: Type.Boolean({
      description: 'BE-STU-02: a studio member whose every studio is deactivated; they hold no permission until one is reactivated',
    }),
  },
  { $id: 'Me' },
);
export type Me = Static<typeof Me>;

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254, description: 'the email' }),
    password: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export const Session = Type.Object(
  {
    token: Type.String({ description: 'access token, 15 minutes' }),
    refreshToken: Type.String({ description: 'refresh token, 30 days, rotated on use' }),
    redirectUrl: Type.Optional(Type.String()),
  },
  { $id: 'Session' },
);
export type Session = Static<typeof Session>;

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** The email of the account; the same answer whether or not it exists (PWD-03). */
export const ResetInitBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 254, description: 'the email' }) },
  { additionalProperties: false },
);

// Passwords are bounded here only against abuse: over 100 characters is the
// domain's toolongpassword answer, not a schema error.
const PasswordText = Type.String({ maxLength: 1024 });

export const ResetBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254, description: 'the email, from the mailed link' }),
    resetToken: Type.String({ minLength: 1, maxLength: 200 }),
    newPwd1: PasswordText,
    newPwd2: PasswordText,
  },
  { additionalProperties: false },
);

/** PUT /v1/me: every field required, trimmed and checked by the domain (PROF-03). */
export const ProfileBody = Type.Object(
  {
    firstName: Type.String({ maxLength: 1000, description: '1-100 characters once trimmed' }),
    lastName: Type.String({ maxLength: 1000, description: '1-100 characters once trimmed' }),
    email: Type.String({ maxLength: 1000, description: 'a valid address, unique case-insensitively' }),
    profile: Type.String({ maxLength: 1000, description: '0-100 characters once trimmed' }),
  },
  { additionalProperties: false },
);

export const PasswordChangeBody = Type.Object(
  { currentPassword: PasswordText, newPassword: PasswordText },
  { additionalProperties: false },
);

export const PreferencesBody = Type.Object(
  {
    darkMode: Type.Optional(Type.Boolean()),
    confidenceLevel: Type.Optional(
      Type.Union(CONFIDENCE_LEVELS.map((level) => Type.Literal(level)), {
        description: "the level of the KPIs' intervals and verdicts (issue 43)",
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
