import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const UserStudio = Type.Object({
  id: Type.Integer(),
  studioName: Type.String(),
  accessId: Type.Integer({ minimum: 1, maximum: 5 }),
  userRole: Type.String(),
  isActive: Type.Boolean(),
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
    darkMode: Type.Boolean({ description: 'the user mode preference (PROF-18)' }),
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
