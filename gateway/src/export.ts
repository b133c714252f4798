// Files the provider writes, through the gateway: 'Export CSV' of the games and
// studios lists (POST /export/games.csv or /export/studios.csv with the list's state
// as JSON, the CSV streamed back as it is written) and a studio's contracts as PDFs
// (GET /contracts/{studioId}/{id}.pdf). The
// session is the page's cookie (or a script's bearer token), refreshed as for
// GraphQL; a refusal answers the provider's status with {message, code}.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createContext } from './context';
import { ProviderError, UpstreamError } from './provider/errors';
import type { ProviderHttp } from './provider/http';

const MAX_BODY = 64 * 1024;

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new ProviderError('The export request is too large', 413, 'INVALID_REQUEST'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new ProviderError('The export request is not JSON', 400, 'INVALID_REQUEST'));
      }
    });
  });
}

/** The caller's context (cookie or bearer, correlation id, address), as GraphQL builds it. */
function requestContext(http: ProviderHttp, req: IncomingMessage, clientAddress: string | undefined) {
  return createContext(http, {
    authorization: typeof req.headers.authorization === 'string' ? req.headers.authorization : null,
    cookie: req.headers.cookie ?? null,
    correlationId: typeof req.headers['x-correlation-id'] === 'string' ? req.headers['x-correlation-id'] : null,
    clientAddress: clientAddress ?? null,
  });
}

function fail(res: ServerResponse, status: number, message: string, code: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message, code }));
}

/** The list's CSV: games (POST /v1/games/export) or studios (POST /v1/studios/export, staff). */
export async function exportCsv(
  list: 'games' | 'studios',
  http: ProviderHttp,
  req: IncomingMessage,
  res: ServerResponse,
  { secureCookies = false, clientAddress }: { secureCookies?: boolean; clientAddress?: string | undefined } = {},
): Promise<void> {
  if (req.method !== 'POST') return fail(res, 405, 'Use POST', 'INVALID_REQUEST');
  // JSON only: a cross-site form cannot send it, and the cookie is SameSite=Lax.
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
    return fail(res, 415, 'Send the export request as JSON', 'INVALID_REQUEST');
  }
  const context = requestContext(http, req, clientAddress);
  try {
    const body = await readJson(req);
    const csv = await (list === 'games' ? context.provider.exportGames(body) : context.provider.exportStudios(body));
    const headers: Record<string, string | string[]> = {
      'content-type': String(csv.headers['content-type'] ?? 'text/csv; charset=utf-8'),
      'content-disposition': String(csv.headers['content-disposition'] ?? `attachment; filename="${list}.csv"`),
      'x-correlation-id': context.correlationId,
      'cache-control': 'no-store',
    };
    const cookies = context.session.setCookieHeaders(secureCookies);
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    res.writeHead(200, headers);
    csv.pipe(res);
    csv.on('error', () => res.destroy());
  } catch (error) {
    const cookies = context.session.setCookieHeaders(secureCookies);
    if (cookies.length > 0 && !res.headersSent) res.setHeader('set-cookie', cookies);
    if (error instanceof ProviderError || error instanceof UpstreamError) return fail(res, error.status, error.message, error.code);
    return fail(res, 500, 'The export failed', 'GENERIC_ERROR');
  }
}

/**
 * CON-04: GET /contracts/{studioId}/{id}.pdf, a studio's contract as the provider
 * renders it, for the page to open in a new window; the session as for GraphQL.
 */
export async function downloadContract(
  http: ProviderHttp,
  req: IncomingMessage,
  res: ServerResponse,
  { secureCookies = false, clientAddress }: { secureCookies?: boolean; clientAddress?: string | undefined } = {},
): Promise<void> {
  if (req.method !== 'GET') return fail(res, 405, 'Use GET', 'INVALID_REQUEST');
  const match = /^\/contracts\/(\d{1,9})\/(\d{1,9})\.pdf$/.exec(new URL(req.url ?? '/', 'http://gateway').pathname);
  if (!match) return fail(res, 404, 'No such contract', 'NOT_FOUND');
  const context = requestContext(http, req, clientAddress);
  try {
    const pdf = await context.provider.contractPdf(Number(match[1]), Number(match[2]));
    const headers: Record<string, string | string[]> = {
      'content-type': 'application/pdf',
      'content-disposition': String(pdf.headers['content-disposition'] ?? 'inline; filename="contract.pdf"'),
      'x-correlation-id': context.correlationId,
      'cache-control': 'private, no-store',
    };
    const cookies = context.session.setCookieHeaders(secureCookies);
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    res.writeHead(200, headers);
    pdf.pipe(res);
    pdf.on('error', () => res.destroy());
  } catch (error) {
    const cookies = context.session.setCookieHeaders(secureCookies);
    if (cookies.length > 0 && !res.headersSent) res.setHeader('set-cookie', cookies);
    if (error instanceof ProviderError || error instanceof UpstreamError) return fail(res, error.status, error.message, error.code);
    return fail(res, 500, 'The contract could not be read', 'GENERIC_ERROR');
  }
}
