// Issue 16's guard rails at the gateway, over a fake provider that counts its calls:
// what an operation may ask for (guards.ts), the bodies a POST may carry (limits.ts),
// the origins granted CORS and WebSocket upgrades (origins.ts), introspection and GraphiQL.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, type GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GUARD_CODES, MAX_ALIASES, MAX_NODES, measureOperation, operationGuards } from './guards';
import { documentTokenLimit } from './limits';
import { allowedOriginsFrom, upgradeAllowed } from './origins';
import { schema } from './schema';
import { createGateway, type Gateway, type GatewayOptions } from './server';
import { PERSISTED_DOCUMENTS_FILE } from './trusted-documents';

let provider: Server;
let providerUrl: string;
let calls = 0;

beforeAll(async () => {
  provider = createServer((request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    request.resume();
    if (request.url === '/error_messages/') return send(200, []);
    if (request.url === '/v1/me') {
      return request.headers.authorization === 'Bearer good'
        ? send(200, { id: 1, email: 'script@studio.test', permissions: [], studios: [] })
        : send(401, { detail: 'Invalid token', errorList: [{ code: 'UNAUTHENTICATED', detail: 'Invalid token' }] });
    }
    if (/^\/v1\/(my\/)?games(\/cards)?$/.test(request.url ?? '')) return send(200, { data: [], total: 0 });
    return send(200, {});
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));
beforeEach(() => {
  calls = 0;
});

/** A gateway over the fake provider for the time of `use`. */
async function withGateway(options: Partial<GatewayOptions>, use: (url: string, gateway: Gateway) => Promise<void>) {
  const gateway = createGateway({ providerUrl, logging: false, onProviderCall: () => calls++, ...options });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`, gateway);
  } finally {
    await gateway.close();
  }
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  headers: Headers;
}

async function post(url: string, query: string, headers: Record<string, string> = {}, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer good', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], headers: response.headers };
}

const codes = (answer: Answer) => (answer.body.errors ?? []).map((error) => error.extensions?.code);

describe('issue 16 page sizes: first and last of every connection within 1-100', () => {
  it('issue 16 refuses first: 0, first: 101, last: 0 and a variable of 100000 with INVALID_PAGE_SIZE, before any provider call', async () => {
    await withGateway({}, async (url) => {
      for (const [query, variables] of [
        ['{ games(first: 0) { totalCount } }', {}],
        ['{ games(first: 101) { totalCount } }', {}],
        ['{ myGames(tab: FINISHED, last: 0) { totalCount } }', {}],
        ['query Q($n: Int) { games(first: $n) { totalCount } }', { n: 100_000 }],
      ] as const) {
        calls = 0;
        const answer = await post(url, query, {}, variables);
        expect(codes(answer), query).toEqual([GUARD_CODES.pageSize]);
        expect(answer.body.errors?.[0]?.message).toMatch(/must be between 1 and 100/);
        expect(calls, query).toBe(0);
      }
      expect(codes(await post(url, '{ games(first: 101) { totalCount } }'))).toEqual(['INVALID_PAGE_SIZE']);
      const hundred = await post(url, 'query Q($n: Int) { games(first: $n) { totalCount } }', {}, { n: 100 });
      expect(hundred.body).toEqual({ data: { games: { totalCount: 0 } } });
    });
  });

  // The measure is kept per document and values of the page sizes' variables (issue 17):
  // the same document must still be judged by the values each request sends.
  it('issue 16 judges the same document by each request\'s page size: kept measures follow the variables, a cursor does not matter', async () => {
    await withGateway({}, async (url) => {
      const query = 'query Q($n: Int = 20, $after: String) { games(first: $n, after: $after) { totalCount } }';
      const ok = { data: { games: { totalCount: 0 } } };
      expect((await post(url, query, {}, { n: 20 })).body).toEqual(ok);
      expect(codes(await post(url, query, {}, { n: 1000 }))).toEqual([GUARD_CODES.pageSize]);
      expect((await post(url, query, {}, { n: 20, after: 'T2Zmc2V0Q29ubmVjdGlvbjoxOQ==' })).body).toEqual(ok);
      // Absent, the default (20) applies; null asks for no size, the most (100): both run.
      expect((await post(url, query, {}, {})).body).toEqual(ok);
      expect((await post(url, query, {}, { n: null })).body).toEqual(ok);
      expect(codes(await post(url, query, {}, { n: 0 }))).toEqual([GUARD_CODES.pageSize]);
      expect(codes(await post(url, query, {}, { n: 1000 }))).toEqual([GUARD_CODES.pageSize]);
    });
  });
});

describe('issue 16 operation limits (graphql-armor, node limit)', () => {
  it('issue 16 refuses the 1,000-alias query of games(first: 20) before any provider call', async () => {
    await withGateway({}, async (url) => {
      const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: games(first: 20) { totalCount }`).join(' ');
      const answer = await post(url, `{ ${aliases} }`);
      expect(codes(answer)).toEqual(['DOCUMENT_TOO_LARGE']);
      expect(calls).toBe(0);
    });
  });

  it('issue 16 refuses more aliases than the limit with ALIAS_LIMIT_EXCEEDED', async () => {
    await withGateway({}, async (url) => {
      const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: games(first: 20) { totalCount }`).join(' ');
      const answer = await post(url, `{ ${aliases} }`);
      expect(codes(answer)).toEqual([GUARD_CODES.aliases]);
      expect(answer.body.errors?.[0]?.message).toBe(`Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`);
      expect(calls).toBe(0);
    });
  });

  it('issue 16 refuses a query deeper than the limit with DEPTH_LIMIT_EXCEEDED', async () => {
    await withGateway({}, async (url) => {
      const tree = 'children { group { '.repeat(6) + 'logicalOperator' + ' } }'.repeat(6);
      const answer = await post(url, `{ savedViews { filter { ${tree} } } }`);
      expect(codes(answer)).toEqual([GUARD_CODES.depth]);
      expect(answer.body.errors?.[0]?.message).toMatch(/^Query depth limit of 12 exceeded, found 15\.$/);
      expect(calls).toBe(0);
    });
  });

  it('issue 16 refuses more directives than the limit with DIRECTIVE_LIMIT_EXCEEDED', async () => {
    await withGateway({}, async (url) => {
      const answer = await post(url, `{ viewer { id ${'@include(if: true) '.repeat(11)} } }`);
      expect(codes(answer)).toContain(GUARD_CODES.directives);
      expect(answer.body.errors?.find((error) => error.extensions?.code === GUARD_CODES.directives)?.message).toBe('Directives limit of 10 exceeded, found 11.');
      expect(calls).toBe(0);
    });
  });

  it('issue 16 refuses a query over the cost limit with COST_LIMIT_EXCEEDED', async () => {
    await withGateway({}, async (url) => {
      const page = (alias: string) => `${alias}: games(first: 100) { edges { node { id name status platform studio { id name pm { name } } last { cpi d1 } } } }`;
      const answer = await post(url, `{ ${Array.from({ length: 15 }, (_, i) => page(`a${i}`)).join(' ')} }`);
      expect(codes(answer)).toEqual([GUARD_CODES.cost]);
      expect(answer.body.errors?.[0]?.message).toMatch(/^Query Cost limit of 100000 exceeded, found \d+/);
      expect(calls).toBe(0);
    });
  });

  it('issue 16 counts nodes as GitHub does (first × the parents\', variables included) and refuses past the limit with NODE_LIMIT_EXCEEDED', async () => {
    const document = parse(`query Q($n: Int) { a: games(first: 30) { totalCount } b: myGames(tab: FINISHED, first: $n) { totalCount } c: games { totalCount } ...F }
      fragment F on Query { d: games(last: 7) { totalCount } }`);
    expect(measureOperation(schema, document, 'Q', { n: 12 })).toEqual({ nodes: 30 + 12 + 100 + 7, invalidPageSizes: [], introspection: false });
    expect(MAX_NODES).toBe(500_000);
    // The schema's connections are top-level only: the limit is lowered to be reached.
    const yoga = createYoga({ schema, plugins: operationGuards({ maxNodes: 150 }), logging: false });
    const answer = await yoga.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ a: games(first: 100) { totalCount } b: games(first: 51) { totalCount } }' }),
    });
    const body = (await answer.json()) as Answer['body'];
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'An operation may ask for at most 150 nodes (first or last of each connection times its parents\'); this one asks for 151.',
        extensions: { code: GUARD_CODES.nodes },
      }),
    ]);
  });

  it('issue 16 gives no field suggestions', async () => {
    await withGateway({}, async (url) => {
      const answer = await post(url, '{ viewer { permission } }');
      expect(answer.body.errors?.[0]?.message).toBe('Cannot query field "permission" on type "Viewer".');
    });
  });

  it('issue 16 accepts every document of the web app (its persisted documents)', async () => {
    const yoga = createYoga({ schema, plugins: [documentTokenLimit(), ...operationGuards()], logging: false });
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThan(40);
    for (const { name, text } of documents) {
      const enveloped = yoga.getEnveloped({});
      const document = enveloped.parse(text);
      expect(enveloped.validate(enveloped.schema, document).map((error: GraphQLError) => error.message), name).toEqual([]);
      const measure = measureOperation(schema, document);
      expect(measure?.invalidPageSizes, name).toEqual([]);
      expect(measure?.nodes, name).toBeLessThanOrEqual(MAX_NODES);
      expect(measure?.introspection, name).toBe(false);
    }
  });
});

describe('issue 16 cross-site requests: JSON bodies only, mutations only over POST', () => {
  it('issue 16 refuses form-urlencoded, multipart and text/plain POSTs of a mutation with the session cookie (415), before any provider call', async () => {
    await withGateway({}, async (url) => {
      const mutation = 'mutation { signOut { viewer { id } } }';
      const multipart = new FormData();
      multipart.set('query', mutation);
      for (const body of [new URLSearchParams({ query: mutation }), multipart, JSON.stringify({ query: mutation })]) {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { cookie: 'gl_session=whatever; gl_signed_in=1', ...(typeof body === 'string' ? { 'content-type': 'text/plain' } : {}) },
          body,
        });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({
          errors: [{ message: 'A GraphQL POST must be sent as application/json (Content-Type).', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }],
        });
      }
      expect(calls).toBe(0);
      const json = await post(url, '{ viewer { id } }', { 'content-type': 'application/json; charset=utf-8' });
      expect(json.status).toBe(200);
      const graphqlJson = await post(url, '{ __typename }', { 'content-type': 'application/graphql+json' });
      expect(graphqlJson.body).toEqual({ data: { __typename: 'Query' } });
    });
  });

  it('issue 16 refuses a mutation over GET (405)', async () => {
    await withGateway({}, async (url) => {
      const response = await fetch(`${url}/graphql?query=${encodeURIComponent('mutation { signOut { viewer { id } } }')}`, {
        headers: { cookie: 'gl_session=whatever', accept: 'application/json' },
      });
      expect(response.status).toBe(405);
      const body = (await response.json()) as Answer['body'];
      expect(body.errors?.[0]).toMatchObject({ message: 'Can only perform a mutation operation from a POST request.', extensions: { code: 'BAD_REQUEST' } });
      expect(calls).toBe(0);
    });
  });
});

describe('issue 16 origins: CORS and WebSocket upgrades', () => {
  it('issue 16 reads the allowlist from PUBLIC_URL and CORS_ORIGINS', () => {
    expect(allowedOriginsFrom('http://localhost:4000', undefined)).toEqual(['http://localhost:4000']);
    expect(allowedOriginsFrom('https://dash.example.com/', ' https://admin.example.com , http://localhost:5173/,')).toEqual([
      'https://dash.example.com',
      'https://admin.example.com',
      'http://localhost:5173',
    ]);
    const allowed = new Set(['https://dash.example.com']);
    expect(upgradeAllowed({ headers: {} }, allowed)).toBe(true);
    expect(upgradeAllowed({ headers: { origin: 'https://dash.example.com', host: 'internal:4000' } }, allowed)).toBe(true);
    expect(upgradeAllowed({ headers: { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' } }, allowed)).toBe(true);
    expect(upgradeAllowed({ headers: { origin: 'https://evil.example', host: 'dash.example.com' } }, allowed)).toBe(false);
    expect(upgradeAllowed({ headers: { origin: 'null', host: 'dash.example.com' } }, allowed)).toBe(false);
  });

  it('issue 16 grants CORS with credentials to an allowed origin only, never echoing another', async () => {
    await withGateway({ allowedOrigins: ['http://dash.test'] }, async (url) => {
      const allowed = await post(url, '{ viewer { id } }', { origin: 'http://dash.test' });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://dash.test');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      const foreign = await post(url, '{ viewer { id } }', { origin: 'http://evil.test' });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await fetch(`${url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const withoutOrigin = await post(url, '{ viewer { id } }');
      expect(withoutOrigin.status).toBe(200);
    });
  });

  it('issue 16 refuses a WebSocket upgrade from a foreign Origin (403); scripts without Origin and the page\'s own origin connect', async () => {
    await withGateway({ allowedOrigins: ['http://dash.test'] }, async (url) => {
      const wsUrl = `${url.replace('http', 'ws')}/graphql`;
      const open = (headers: Record<string, string>) =>
        new Promise<number>((resolve, reject) => {
          const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers });
          socket.once('open', () => {
            socket.close();
            resolve(101);
          });
          socket.once('unexpected-response', (_request, response) => {
            resolve(response.statusCode ?? 0);
            socket.terminate();
          });
          socket.once('error', reject);
        });
      expect(await open({ origin: 'http://evil.test' })).toBe(403);
      expect(await open({})).toBe(101);
      expect(await open({ origin: 'http://dash.test' })).toBe(101);
      expect(await open({ origin: url })).toBe(101);
    });
  });
});

describe('issue 16 introspection and GraphiQL', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('issue 16 refuses introspection to anonymous callers (no provider call) and a token the provider refuses; a bearer holder introspects', async () => {
    await withGateway({}, async (url) => {
      const anonymous = await post(url, INTROSPECTION, { authorization: '' });
      expect(codes(anonymous)).toEqual([GUARD_CODES.introspection]);
      expect(calls).toBe(0);
      expect(codes(await post(url, '{ __type(name: "Game") { name } }', { authorization: '' }))).toEqual([GUARD_CODES.introspection]);
      expect(codes(await post(url, INTROSPECTION, { authorization: 'Bearer forged' }))).toEqual([GUARD_CODES.introspection]);
      const bearer = await post(url, INTROSPECTION);
      expect(bearer.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
      // __typename is no introspection.
      expect((await post(url, '{ __typename }', { authorization: '' })).body).toEqual({ data: { __typename: 'Query' } });
    });
  });

  it('issue 16 serves GraphiQL to signed-in users and bearer holders only, unless told to serve everyone', async () => {
    const page = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/graphql`, { headers: { accept: 'text/html', ...headers } });
    await withGateway({}, async (url) => {
      const anonymous = await page(url);
      expect(anonymous.status).toBe(404);
      expect(await anonymous.text()).toMatch(/sign in/i);
      const bearer = await page(url, { authorization: 'Bearer good' });
      expect(bearer.status).toBe(200);
      expect(bearer.headers.get('content-type')).toContain('text/html');
      const session = Buffer.from(JSON.stringify({ t: 'access', r: 'refresh' })).toString('base64url');
      expect((await page(url, { cookie: `gl_session=${session}` })).status).toBe(200);
    });
    await withGateway({ graphiql: true }, async (url) => {
      expect((await page(url)).status).toBe(200);
    });
  });
});

/** Every operation the web app sends: relay-compiler's persisted documents (web/persisted-queries.json). */
function webDocuments(): { name: string; text: string }[] {
  const documents = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
  return Object.values(documents).map((text) => ({ name: /^(?:query|mutation|subscription)\s+(\w+)/m.exec(text)?.[1] ?? text, text }));
}
