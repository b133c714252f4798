import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { reloadPrincipal, type Principal } from '../domain/accounts/principal';
import { changePassword, updatePreferences, updateProfile } from '../domain/accounts/profile';
import { authErrors } from '../schemas/common';
import { type Me, PasswordChangeBody, PreferencesBody, ProfileBody } from '../schemas/users';

export function toMe(principal: Principal): Me {
  return {
    id: principal.userId,
    firstName: principal.firstName,
    lastName: principal.lastName,
    email: principal.email,
    profile: principal.profile,
    userType: principal.userType,
    lastLogin: principal.lastLogin?.toISOString() ?? null,
    studios: principal.memberships.map((m) => ({
      id: m.studioId,
      studioName: m.studioName,
      accessId: m.accessId,
      userRole: m.userRole,
      isActive: m.isActive,
      adNetworkIds: m.adNetworkIds,
    })),
    permissions: [...principal.permissions].sort(),
    isStaff: principal.isStaff,
    isSuperuser: principal.isSuperuser,
    isHijack: principal.impersonatorId !== null,
    impersonator: principal.impersonator,
    darkMode: principal.darkMode,
    confidenceLevel: principal.confidenceLevel,
    studiosDeactivated: principal.studiosDeactivated,
  };
}

export const meRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  /** The caller as stored now, after a change. */
  const reloadMe = async (principal: Principal) => toMe(await reloadPrincipal(context.db, context.clock, principal));

  app.get(
    '/v1/me',
    {
      schema: {
        operationId: 'getMe',
        tags: ['users'],
        summary: 'The signed-in user with permissions and studios (API-07)',
        response: { 200: Type.Ref('Me'), 401: Type.Ref('ErrorBody') },
      },
    },
    async (request) => toMe(request.principal!),
  );

  app.put(
    '/v1/me',
    {
      schema: {
        operationId: 'updateMe',
        tags: ['users'],
        summary: 'Update the signed-in user\'s names, email and profile (API-08)',
        description:
          'Values are trimmed. Refusals are 400 with one errorList item per field (path = the field name): INVALID_REQUEST, or EMAIL_TAKEN when another account has the email (case-insensitively).',
        body: ProfileBody,
        response: { 200: Type.Ref('Me'), ...authErrors },
      },
    },
    async (request) => {
      await updateProfile(context.db, request.principal!.userId, request.body);
      return reloadMe(request.principal!);
    },
  );

  app.put(
    '/v1/me/password',
    {
      config: { sessionOnly: true },
      schema: {
        operationId: 'changePassword',
        tags: ['users'],
        summary: 'Change the signed-in user\'s password (API-09)',
        description:
          'Answers null on success and ends the user\'s other sessions. A wrong current password is 403 error.login.wrongpassword; a new one over 100 characters is 400 toolongpassword, one outside the policy 400 insecurepassword.',
        body: PasswordChangeBody,
        response: { 200: Type.Null(), ...authErrors },
      },
    },
    async (request, reply) => {
      await changePassword(context.db, context.sessions, request.principal!, request.body);
      return reply.code(200).send(null);
    },
  );

  app.put(
    '/v1/me/preferences',
    {
      schema: {
        operationId: 'setUserPreferences',
        tags: ['users'],
        summary: 'Set the signed-in user\'s preferences: user mode (PROF-18), the confidence level of KPIs (issue 43)',
        body: PreferencesBody,
        response: { 200: Type.Ref('Me'), ...authErrors },
      },
    },
    async (request) => {
      await updatePreferences(context.db, request.principal!.userId, request.body);
      return reloadMe(request.principal!);
    },
  );
};
