import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import type { Principal } from '../domain/principal';
import { ErrorBody } from '../schemas/common';
import { Me } from '../schemas/users';

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
    })),
    permissions: [...principal.permissions].sort(),
    isStaff: principal.isStaff,
    isSuperuser: principal.isSuperuser,
    isHijack: principal.impersonatorId !== null,
    darkMode: principal.darkMode,
  };
}

export const meRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app) => {
  app.get(
    '/v1/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with permissions and studios (API-07)',
        response: { 200: Type.Ref('Me'), 401: Type.Ref('ErrorBody') },
      },
    },
    async (request) => toMe(request.principal!),
  );
};
