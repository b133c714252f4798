import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { LEARNING_PLATFORMS, learningLinkForSession } from '../domain/accounts/learning';
import { requestPasswordReset, resetPassword } from '../domain/accounts/password-reset';
import { TOO_MANY_ATTEMPTS } from '../domain/accounts/throttle';
import { ApiError } from '../errors';
import { LoginBody, RefreshBody, ResetBody, ResetInitBody } from '../schemas/users';
import { Type } from 'typebox';

/** A throttled answer carries the wait in Retry-After too (Part G). */
async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.code === TOO_MANY_ATTEMPTS) {
      reply.header('retry-after', String(error.items[0]?.extra?.retryAfterSeconds ?? ''));
    }
    throw error;
  }
}

export const authRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/auth/login',
    {
      config: { public: true, duringMaintenance: true },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in with an email and a password (API-01)',
        description:
          'Five failures for one account from one client address within 15 minutes lock that account from that address for 15 minutes; past ten failures of an account from anywhere, or twenty from one address over any accounts, each failure makes the next attempt wait (1 s, doubling, 60 s at most): 429 TOO_MANY_ATTEMPTS with Retry-After. With includeRedirectUrlFor=learnupon a user holding a learn_upon_* permission also gets redirectUrl, the signed link of GET /auth/redirectLink (AUTH-07, AUTH-09, BE-AUTH-01).',
        querystring: Type.Object({
          includeRedirectUrlFor: Type.Optional(Type.Enum(LEARNING_PLATFORMS, { description: 'a learning platform' })),
        }),
        body: LoginBody,
        response: {
          200: Type.Ref('Session'),
          400: Type.Ref('ErrorBody'),
          401: Type.Ref('ErrorBody'),
          429: Type.Ref('ErrorBody'),
        },
      },
    },
    async (request, reply) => {
      const session = await withRetryAfter(
        reply,
        context.sessions.login(request.body.username, request.body.password, request.ip),
      );
      const platform = request.query.includeRedirectUrlFor;
      if (!platform) return session;
      const redirectUrl = await learningLinkForSession(context, session.token, platform);
      return redirectUrl ? { ...session, redirectUrl } : session;
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { public: true, duringMaintenance: true },
      schema: {
        operationId: 'refreshSession',
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
      config: { duringMaintenance: true, sessionOnly: true },
      schema: {
        operationId: 'signOut',
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

  app.post(
    '/auth/resetpwdinit',
    {
      config: { public: true },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'Ask for a password reset link by email (API-04)',
        description:
          'Answers 204 whether or not the account exists. At most 3 requests per account per 15 minutes: 429 TOO_MANY_ATTEMPTS with Retry-After.',
        body: ResetInitBody,
        response: { 204: Type.Null(), 400: Type.Ref('ErrorBody'), 429: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, requestPasswordReset(context, request.body.username));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/resetpwd',
    {
      config: { public: true },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Set a new password with the mailed reset token (API-05)',
        description:
          'Refusals are 400 with the reason key as code: operationforbidden (unknown user or token), linkused, linkexpired (a link of the user used or past its hour), passverifunequal, toolongpassword, insecurepassword. Success ends every session of the user.',
        body: ResetBody,
        response: { 204: Type.Null(), 400: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      await resetPassword(context, request.body);
      return reply.code(204).send(null);
    },
  );
};
