// Personal access tokens (issue 16): the signed-in user's own. Making and revoking one
// needs a session (config.sessionOnly): a token never makes or ends tokens.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../domain/accounts/access-tokens';
import { AccessToken, CreateAccessTokenBody, CreatedAccessToken } from '../schemas/access-tokens';
import { authErrors, IdParams } from '../schemas/common';

export const accessTokenRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;

  app.get(
    '/v1/me/access-tokens',
    {
      schema: {
        operationId: 'listAccessTokens',
        tags: ['users'],
        summary: 'The signed-in user\'s personal access tokens not revoked, newest first; never the tokens themselves (issue 16)',
        response: { 200: Type.Object({ data: Type.Array(AccessToken) }), ...authErrors },
      },
    },
    async (request) => ({ data: await listAccessTokens(db, request.principal!) }),
  );

  app.post(
    '/v1/me/access-tokens',
    {
      config: { sessionOnly: true },
      schema: {
        operationId: 'createAccessToken',
        tags: ['users'],
        summary: 'Make a personal access token for scripts: answered once, only its hash is kept (issue 16)',
        description:
          'Scripts send it as `Authorization: Bearer glpat_...`. Staff choose read or read_write; other users read only (403 TOKEN_SCOPE_NOT_ALLOWED). A read token calls GET routes and the searches only (403 TOKEN_SCOPE_READ_ONLY); a revoked one is 401 TOKEN_REVOKED, an expired one 401 PAT_EXPIRED. Needs a session, not a token (403 SESSION_REQUIRED). A blank name is 400 naming `name`; a user holds at most 20 active (neither revoked nor expired) tokens: one more is 400 TOO_MANY_TOKENS.',
        body: CreateAccessTokenBody,
        response: { 201: CreatedAccessToken, ...authErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createAccessToken(db, clock, request.principal!, request.body)),
  );

  app.delete(
    '/v1/me/access-tokens/:id',
    {
      config: { sessionOnly: true },
      schema: {
        operationId: 'revokeAccessToken',
        tags: ['users'],
        summary: 'Revoke one of the signed-in user\'s personal access tokens (issue 16); the live sockets opened with it close (issue 42)',
        description: 'Answers the token revoked; another user\'s, an unknown or an already revoked one is 404. Needs a session (403 SESSION_REQUIRED).',
        params: IdParams,
        response: { 200: AccessToken, ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => revokeAccessToken(db, clock, context.live, request.principal!, request.params.id),
  );
};
