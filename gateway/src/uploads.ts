// The last step's uploads through the gateway's one origin (SUB-ICON-08, SUB-VID-14):
// POST /upload/games/{gameId}/icon and /upload/games/{gameId}/video, with {gameId}
// the game's Relay id, relay the browser's multipart body to the provider as a
// stream: the gateway never holds a file, and the browser sees its upload progress
// (XMLHttpRequest's upload events) against the real transfer. Not a GraphQL multipart
// request: Yoga reads such a request's files whole before resolving, and a 100 MB
// video would sit in the gateway's memory (docs/architecture.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { createContext } from './context';
import { ProviderError, UpstreamError } from './provider/errors';
import type { ProviderHttp } from './provider/http';

const UPLOAD_PATH = /^\/upload\/games\/([A-Za-z0-9%+=_-]{1,150})\/(icon|video)$/;

function answer(res: ServerResponse, status: number, code: string, detail: string, headers: Record<string, string | string[]> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ detail, errorList: [{ code, detail }] }));
}

/** The game's provider id from its Relay id, or undefined. */
function gameIdOf(globalId: string): number | undefined {
  try {
    const { typename, id } = decodeGlobalID(decodeURIComponent(globalId));
    const gameId = Number(id);
    return typename === 'Game' && Number.isInteger(gameId) && gameId > 0 && gameId <= 2147483647 ? gameId : undefined;
  } catch {
    return undefined;
  }
}

/** A page of another site may not post here with the browser's cookie. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export async function relayUpload(
  http: ProviderHttp,
  req: IncomingMessage,
  res: ServerResponse,
  { secureCookies = false, clientAddress }: { secureCookies?: boolean; clientAddress?: string | undefined } = {},
): Promise<void> {
  const match = UPLOAD_PATH.exec((req.url ?? '').split('?')[0] ?? '');
  // The rest of a refused body is not read: the connection closes after the answer.
  const refuse = (status: number, code: string, detail: string, headers: Record<string, string | string[]> = {}) =>
    answer(res, status, code, detail, { connection: 'close', ...headers });
  if (!match) return refuse(404, 'NOT_FOUND', 'Not found');
  if (req.method !== 'POST') return refuse(405, 'METHOD_NOT_ALLOWED', 'Use POST', { allow: 'POST' });
  if (!sameOrigin(req)) return refuse(403, 'FORBIDDEN', 'Forbidden');
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    return refuse(400, 'INVALID_REQUEST', 'Send the file as multipart/form-data');
  }
  const gameId = gameIdOf(match[1]!);
  if (gameId === undefined) return refuse(404, 'NOT_FOUND', 'Game not found');

  const context = createContext(http, {
    authorization: typeof req.headers.authorization === 'string' ? req.headers.authorization : null,
    cookie: req.headers.cookie ?? null,
    correlationId: typeof req.headers['x-correlation-id'] === 'string' ? req.headers['x-correlation-id'] : null,
    clientAddress: clientAddress ?? null,
  });
  const cookies = () => context.session.setCookieHeaders(secureCookies);
  try {
    // A body cannot be sent twice: the session's token is made fresh (refreshed when it
    // expired) by a first, cheap call, then the body goes once with it.
    const viewer = await context.loaders.viewer.load();
    const token = await context.session.accessToken();
    if (!viewer || !token) return refuse(401, 'UNAUTHENTICATED', 'You are not signed in', { 'set-cookie': cookies() });
    const path = match[2] === 'icon' ? `/game/${gameId}/update_icon` : `/games/${gameId}/video`;
    const upstream = await http.relay(
      { method: 'POST', path, contentType, contentLength: req.headers['content-length'] },
      { correlationId: context.correlationId, credentials: context.session, clientAddress },
      token,
      req,
    );
    res.writeHead(upstream.statusCode ?? 502, {
      'content-type': upstream.headers['content-type'] ?? 'application/json',
      'x-correlation-id': context.correlationId,
      ...(upstream.headers.connection === 'close' ? { connection: 'close' } : {}),
      'set-cookie': cookies(),
    });
    upstream.pipe(res);
  } catch (error) {
    const status = error instanceof ProviderError || error instanceof UpstreamError ? error.status : 502;
    const code = error instanceof ProviderError || error instanceof UpstreamError ? error.code : 'PROVIDER_UNAVAILABLE';
    refuse(status, code, error instanceof Error ? error.message : 'Provider unavailable', { 'set-cookie': cookies() });
  }
}

