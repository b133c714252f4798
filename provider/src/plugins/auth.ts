// Authentication (Part G): every route not marked `config.public` needs a valid
// access token, as `Authorization: Bearer <token>` or, for the live feed's WebSocket,
// `?token=` beside the user's id (LIVE-01). The caller is then loaded with its
// session's state, permissions and memberships in one query (request.principal).
// A personal access token (`Bearer glpat_...`, issue 16, header only) is looked up by
// its hash instead: a read token calls GET routes and the non-GET routes marked
// `config.readOnly` only (403 TOKEN_SCOPE_READ_ONLY), and no token reaches the routes
// marked `config.sessionOnly` (403 SESSION_REQUIRED). Marking is default-deny: a new
// write route needs nothing to be refused to read tokens.
import type { AppContext } from '../context';
import { hashAccessToken, isAccessToken } from '../domain/accounts/access-tokens';
import { loadPrincipal, loadTokenPrincipal, type Principal } from '../domain/accounts/principal';
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
    /** A non-GET route that only reads (a list, a count, a search, an export): read tokens may call it (issue 16). */
    readOnly?: boolean;
    /** Needs a signed-in session: a personal access token is refused (issue 16: tokens, impersonation, sign-out, password). */
    sessionOnly?: boolean;
  }
}

/** Methods that never write. */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const TOKEN_SCOPE_READ_ONLY = 'TOKEN_SCOPE_READ_ONLY';
export const SESSION_REQUIRED = 'SESSION_REQUIRED';

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
    // The live feed takes a session's access token in its query (LIVE-01), or any token in the header.
    const inHeader = bearerToken(request.headers.authorization);
    const token = inHeader ?? inQuery?.token;
    if (!token) throw unauthenticated();
    if (isAccessToken(token)) {
      // A personal access token lives long: only in a header, never in a URL (logs keep URLs).
      if (!inHeader) throw unauthenticated();
      const principal = await loadTokenPrincipal(context.db, context.clock, { hash: hashAccessToken(token) });
      // LIVE-01: the user id beside the token must be the token's.
      if (inQuery?.userId !== undefined && Number(inQuery.userId) !== principal.userId) throw forbidden();
      const config = request.routeOptions.config;
      if (config.sessionOnly) throw forbidden(SESSION_REQUIRED);
      if (principal.accessToken?.scope === 'read' && !READING_METHODS.has(request.method) && !config.readOnly) {
        throw forbidden(TOKEN_SCOPE_READ_ONLY);
      }
      request.principal = principal;
      return;
    }
    const claims = await context.sessions.verifyAccessToken(token);
    // LIVE-01: the user id beside the token must be the token's.
    if (inQuery && Number(inQuery.userId) !== claims.userId) throw forbidden();
    request.principal = await loadPrincipal(context.db, context.clock, claims.userId, claims.sessionId);
  });
});
