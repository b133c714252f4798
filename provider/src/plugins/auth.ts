// Authentication (Part G): every route not marked `config.public` needs a valid
// access token, as `Authorization: Bearer <token>` or, for the live feed's WebSocket,
// `?token=` beside the user's id (LIVE-01). The caller is then loaded with its
// session's state, permissions and memberships in one query (request.principal).
import type { AppContext } from '../context';
import { loadPrincipal, type Principal } from '../domain/accounts/principal';
import { forbidden, unauthenticated } from '../errors';
import { appWide } from './app-wide';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token. */
    public?: boolean;
    /** The access token comes in the query (`?token=`): the live feed's WebSocket (LIVE-01). */
    tokenInQuery?: boolean;
  }
}

/** The token of an `authorization` header: `Bearer <token>`, or the bare token (AUTH-13). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (match) return match[1];
  return /^\S+$/.test(header.trim()) ? header.trim() : undefined;
}

export const authentication = appWide<{ context: AppContext }>('authentication', async (app, { context }) => {
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const inQuery = request.routeOptions.config.tokenInQuery ? (request.query as { token?: string; userId?: string }) : undefined;
    const token = inQuery ? inQuery.token : bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const claims = await context.sessions.verifyAccessToken(token);
    // LIVE-01: the user id beside the token must be the token's.
    if (inQuery && Number(inQuery.userId) !== claims.userId) throw forbidden();
    request.principal = await loadPrincipal(context.db, context.clock, claims.userId, claims.sessionId);
  });
});
