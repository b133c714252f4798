import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context';
import { ErrorBody } from '../schemas/common';
import { LoginBody, RefreshBody, Session } from '../schemas/users';
import { Type } from 'typebox';

export const authRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an email and a password (API-01)',
        body: LoginBody,
        response: { 200: Type.Ref('Session'), 400: Type.Ref('ErrorBody'), 401: Type.Ref('ErrorBody') },
      },
    },
    async (request) => context.sessions.login(request.body.username, request.body.password),
  );

  app.post(
    '/auth/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new session (API-03)',
        body: RefreshBody,
        response: { 200: Type.Ref('Session'), 400: Type.Ref('ErrorBody'), 401: Type.Ref('ErrorBody') },
      },
    },
    async (request) => context.sessions.refresh(request.body.refreshToken),
  );

  app.delete(
    '/auth/currentsession',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session (API-02)',
        response: { 204: Type.Null(), 401: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      await context.sessions.revoke(request.principal!.sessionId);
      return reply.code(204).send(null);
    },
  );
};
