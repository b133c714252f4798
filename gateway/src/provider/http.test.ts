// The provider wrapper against a small local server standing in for the provider.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, UpstreamError } from './errors';
import { ProviderHttp, type CallerCredentials } from './http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = () => {};
let server: Server;
let baseUrl: string;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/error_messages/') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify([
          { code: 'GENERIC_ERROR', message: 'Something went wrong.' },
          { code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND', message: 'No game in the store with this {{storeId}}.' },
          { code: 'FORBIDDEN', message: 'Invalid permission' },
        ]),
      );
      return;
    }
    seen.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};

function credentials(tokens: string[]): CallerCredentials & { wasEnded(): boolean } {
  const state = { index: 0, ended: false };
  return {
    wasEnded: () => state.ended,
    accessToken: async () => tokens[state.index],
    refreshAfterExpiry: async () => {
      if (state.index + 1 >= tokens.length) return false;
      state.index++;
      return true;
    },
    ended: () => {
      state.ended = true;
    },
  };
}

describe('ProviderHttp', () => {
  it('AUTH-19 sends the correlation id and the bearer token, and reads JSON', async () => {
    handler = (request, response) => json(response, 200, { ok: true, auth: request.headers.authorization });
    const http = new ProviderHttp({ baseUrl });
    const answer = await http.request({ method: 'GET', path: '/v1/me' }, { correlationId: 'c-1', credentials: credentials(['tok']) });
    expect(answer.body).toEqual({ ok: true, auth: 'Bearer tok' });
    expect(seen.at(-1)?.headers['x-correlation-id']).toBe('c-1');
    http.close();
  });

  it('AUTH-20 takes every status from 200 to 399 as a success, and 400 as the first failure', async () => {
    const http = new ProviderHttp({ baseUrl });
    const call = (status: number) => {
      handler = (_request, response) => json(response, status, { status, detail: 'nope' });
      return http.request({ method: 'GET', path: '/status' }, { correlationId: 'c', credentials: credentials(['t']) });
    };
    for (const status of [200, 201, 204, 302, 304, 399]) {
      expect((await call(status)).status, `${status}`).toBe(status);
    }
    expect(await call(400).catch((e: unknown) => e)).toBeInstanceOf(ProviderError);
    http.close();
  });

  it('ERR-07 ERR-10 translates the first error code through the error list, filling placeholders', async () => {
    handler = (_request, response) =>
      json(response, 400, {
        detail: 'not found',
        errorList: [{ code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND', detail: 'x', extra: { storeId: 'AppStore ID' } }],
      });
    const http = new ProviderHttp({ baseUrl });
    const error = await http
      .request({ method: 'POST', path: '/x', body: {} }, { correlationId: 'c', credentials: credentials(['t']) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message: 'No game in the store with this AppStore ID.', status: 400, code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND' });
    http.close();
  });

  it('CONF-06 falls back to the detail for an unknown code', async () => {
    handler = (_request, response) => json(response, 403, { detail: 'Forbidden', errorList: [{ code: 'NEW_CODE', detail: 'nope' }] });
    const http = new ProviderHttp({ baseUrl });
    const error = (await http.request({ method: 'GET', path: '/y' }, { correlationId: 'c', credentials: credentials(['t']) }).catch((e: unknown) => e)) as ProviderError;
    expect(error.message).toBe('Forbidden');
    expect(error.extensions).toMatchObject({ code: 'NEW_CODE', status: 403 });
    http.close();
  });

  it('AUTH-14 refreshes on TOKEN_EXPIRED and retries the call once with the new token', async () => {
    handler = (request, response) =>
      request.headers.authorization === 'Bearer fresh'
        ? json(response, 200, { ok: true })
        : json(response, 401, { detail: 'expired', errorList: [{ code: 'TOKEN_EXPIRED', detail: 'expired' }] });
    const http = new ProviderHttp({ baseUrl });
    const caller = credentials(['stale', 'fresh']);
    const answer = await http.request({ method: 'GET', path: '/v1/me' }, { correlationId: 'c', credentials: caller });
    expect(answer.body).toEqual({ ok: true });
    expect(caller.wasEnded()).toBe(false);
    http.close();
  });

  it('AUTH-14 refreshes a streamed call (the CSV export) the same way, then streams the answer', async () => {
    handler = (request, response) => {
      if (request.headers.authorization !== 'Bearer fresh') {
        json(response, 401, { detail: 'expired', errorList: [{ code: 'TOKEN_EXPIRED', detail: 'expired' }] });
        return;
      }
      response.setHeader('content-type', 'text/csv');
      response.end('name\r\nA game\r\n');
    };
    const http = new ProviderHttp({ baseUrl });
    const caller = credentials(['stale', 'fresh']);
    const csv = await http.stream({ method: 'POST', path: '/v1/games/export', body: {} }, { correlationId: 'c', credentials: caller });
    const chunks: Buffer[] = [];
    for await (const chunk of csv) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('name\r\nA game\r\n');
    expect(caller.wasEnded()).toBe(false);
    http.close();
  });

  it('AUTH-15 ends the session when a stream is refused, decoding the error like a call', async () => {
    handler = (_request, response) => json(response, 401, { detail: 'no', errorList: [{ code: 'UNAUTHENTICATED', detail: 'no' }] });
    const http = new ProviderHttp({ baseUrl });
    const caller = credentials(['t']);
    const error = (await http.stream({ method: 'POST', path: '/v1/games/export' }, { correlationId: 'c', credentials: caller }).catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(caller.wasEnded()).toBe(true);
    http.close();
  });

  it('streams a public answer (media) without a token, with the correlation id', async () => {
    handler = (_request, response) => {
      response.setHeader('content-type', 'image/png');
      response.end(Buffer.from([137, 80, 78, 71]));
    };
    const http = new ProviderHttp({ baseUrl });
    const media = await http.stream({ method: 'GET', path: '/media/abc', auth: false }, { correlationId: 'm-1' });
    expect(media.headers['content-type']).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const chunk of media) chunks.push(chunk as Buffer);
    expect([...Buffer.concat(chunks)]).toEqual([137, 80, 78, 71]);
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
    expect(seen.at(-1)?.headers['x-correlation-id']).toBe('m-1');
    http.close();
  });

  it('AUTH-15 ends the session on any other 401', async () => {
    handler = (_request, response) => json(response, 401, { detail: 'no', errorList: [{ code: 'UNAUTHENTICATED', detail: 'no' }] });
    const http = new ProviderHttp({ baseUrl });
    const caller = credentials(['t']);
    const error = (await http.request({ method: 'GET', path: '/v1/me' }, { correlationId: 'c', credentials: caller }).catch((e: unknown) => e)) as ProviderError;
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(caller.wasEnded()).toBe(true);
    http.close();
  });

  it('ERR-02 reports a provider 5xx as a 502 with the generic message, and a provider down as 503', async () => {
    handler = (_request, response) => json(response, 500, { detail: 'boom', errorList: [{ code: 'GENERIC_ERROR', detail: 'boom' }] });
    const http = new ProviderHttp({ baseUrl });
    const error = (await http.request({ method: 'GET', path: '/z' }, { correlationId: 'c', credentials: credentials(['t']) }).catch((e: unknown) => e)) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 502, message: 'Something went wrong.' });
    http.close();

    const down = new ProviderHttp({ baseUrl: 'http://127.0.0.1:1' });
    const unreachable = (await down.request({ method: 'GET', path: '/z', auth: false }, { correlationId: 'c' }).catch((e: unknown) => e)) as UpstreamError;
    expect(unreachable).toMatchObject({ status: 503, code: 'PROVIDER_UNAVAILABLE' });
    down.close();
  });

  it('AUTH-18 does not call the provider without a token when one is needed', async () => {
    const http = new ProviderHttp({ baseUrl, onCall: () => expect.unreachable() });
    const error = (await http.request({ method: 'GET', path: '/v1/me' }, { correlationId: 'c' }).catch((e: unknown) => e)) as ProviderError;
    expect(error.code).toBe('UNAUTHENTICATED');
    http.close();
  });
  it('issue 18 load: a read the provider sheds (503 OVERLOADED, Retry-After) is tried again later and answers; a write is not, and says so in a typed error', async () => {
    let shed = 2;
    const paths: string[] = [];
    handler = (request, response) => {
      paths.push(`${request.method} ${request.url}`);
      if (shed-- > 0) {
        response.setHeader('retry-after', '1');
        json(response, 503, { detail: 'busy', errorList: [{ code: 'OVERLOADED', detail: 'busy' }] });
      } else json(response, 200, { ok: true });
    };
    const http = new ProviderHttp({ baseUrl, retryDelaysMs: [10, 20] });
    const context = { correlationId: 'c', credentials: credentials(['t']) };
    expect((await http.request({ method: 'GET', path: '/v1/me' }, context)).body).toEqual({ ok: true });
    expect(paths).toEqual(['GET /v1/me', 'GET /v1/me', 'GET /v1/me']);
    // A list is a POST that only reads: retried the same way.
    shed = 1;
    paths.length = 0;
    expect((await http.request({ method: 'POST', path: '/v1/games', body: {}, idempotent: true }, context)).body).toEqual({ ok: true });
    expect(paths).toHaveLength(2);
    // A write once only: the busy answer is a typed error, not the maintenance page's.
    shed = 1;
    paths.length = 0;
    const error = (await http.request({ method: 'POST', path: '/game/1/kill_game', body: {} }, context).catch((e: unknown) => e)) as UpstreamError;
    expect(paths).toHaveLength(1);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 503, code: 'OVERLOADED' });
    // Still busy after the retries: the same typed error.
    shed = 5;
    const spent = (await http.request({ method: 'GET', path: '/v1/me' }, context).catch((e: unknown) => e)) as UpstreamError;
    expect(spent).toMatchObject({ status: 503, code: 'OVERLOADED' });
    http.close();
  });

  it('issue 18 load: each call waits as long as fits it: a read gives up sooner than a write', async () => {
    handler = (request, response) => {
      const wait = request.method === 'GET' ? 300 : 150;
      setTimeout(() => json(response, 200, { ok: true }), wait);
    };
    const http = new ProviderHttp({ baseUrl, timeouts: { read: 100, write: 250 }, retryDelaysMs: [] });
    const context = { correlationId: 'c', credentials: credentials(['t']) };
    const read = (await http.request({ method: 'GET', path: '/slow' }, context).catch((e: unknown) => e)) as UpstreamError;
    expect(read).toMatchObject({ status: 503, code: 'PROVIDER_UNAVAILABLE' });
    expect(read.message).toContain('timed out');
    expect((await http.request({ method: 'POST', path: '/slow', body: {} }, context)).body).toEqual({ ok: true });
    http.close();
  });
  it('issue 18 forwards the client address with the forwarding key the provider checks, and neither without an address', async () => {
    handler = (_request, response) => json(response, 200, { ok: true });
    const http = new ProviderHttp({ baseUrl, forwardingKey: 'k-1' });
    await http.request({ method: 'GET', path: '/v1/me' }, { correlationId: 'c', credentials: credentials(['t']), clientAddress: '203.0.113.9' });
    expect(seen.at(-1)?.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9', 'x-forwarding-key': 'k-1' });
    await http.request({ method: 'GET', path: '/v1/me' }, { correlationId: 'c', credentials: credentials(['t']) });
    expect(seen.at(-1)?.headers['x-forwarding-key']).toBeUndefined();
    http.close();
  });
});
