// Which web pages may call the gateway with the user's cookies (issue 16): the
// dashboard's own origin (PUBLIC_URL, else http://localhost:$PORT) and CORS_ORIGINS.
// CORS grants only these (credentials included), never an echo of whatever Origin came;
// a WebSocket upgrade from another page's Origin is refused (403). Scripts send no Origin.
import type { IncomingMessage } from 'node:http';

/** The origins of PUBLIC_URL and of CORS_ORIGINS (comma-separated URLs); a malformed one is an error at start. */
export function allowedOriginsFrom(publicUrl: string, corsOrigins: string | undefined): string[] {
  const origins = [publicUrl, ...(corsOrigins ?? '').split(',')].map((url) => url.trim()).filter((url) => url !== '');
  return [...new Set(origins.map((url) => new URL(url).origin))];
}

/**
 * Whether a WebSocket upgrade may go on: no Origin (a script), an allowed one, or the
 * page's own origin however the gateway was reached (the Origin's host is the Host the
 * browser asked: the page this gateway served, or the dev server's proxy).
 */
export function upgradeAllowed(req: Pick<IncomingMessage, 'headers'>, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
