// Issue 16's guard rails over a real provider: refusals cost the provider nothing, and
// the web app's own documents all pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GraphQLClient, persistedDocuments, type GraphQLResult } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

async function signedIn(email: string) {
  const client = new GraphQLClient(stack.gatewayUrl);
  const result = await client.signIn(email, DEMO_PASSWORD);
  expect(result.signIn.__typename).toBe('SignInSuccess');
  return client;
}

const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
const codes = (result: GraphQLResult<unknown>) => (result.errors ?? []).map((error) => error.extensions?.code);

/** The codes of issue 16's refusals: none may answer a document of the web app. */
const GUARD_CODES = [
  'DOCUMENT_TOO_LARGE',
  'DEPTH_LIMIT_EXCEEDED',
  'ALIAS_LIMIT_EXCEEDED',
  'DIRECTIVE_LIMIT_EXCEEDED',
  'COST_LIMIT_EXCEEDED',
  'NODE_LIMIT_EXCEEDED',
  'INVALID_PAGE_SIZE',
  'INTROSPECTION_DISABLED',
  'UNSUPPORTED_MEDIA_TYPE',
];

describe('issue 16 operation limits', () => {
  it('issue 16 refuses the 1,000-alias query of games(first: 20) of a studio member before any provider call', async () => {
    const client = await signedIn('dev@studio-one.test');
    stack.resetProviderCalls();
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: games(first: 20) { totalCount edges { node { id name } } }`).join(' ');
    const started = performance.now();
    const result = await client.request(`query Heavy { ${aliases} }`);
    expect(codes(result)).toEqual(['DOCUMENT_TOO_LARGE']);
    expect(result.errors?.[0]?.message).toBe('A document may hold at most 5000 tokens.');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(stack.providerCalls()).toBe(0);
    // Small enough in tokens, still too many aliases.
    const fewer = Array.from({ length: 21 }, (_, i) => `a${i}: games(first: 20) { totalCount }`).join(' ');
    const aliased = await client.request(`{ ${fewer} }`);
    expect(codes(aliased)).toEqual(['ALIAS_LIMIT_EXCEEDED']);
    expect(aliased.errors?.[0]?.message).toBe('Aliases limit of 20 exceeded, found 21.');
    expect(stack.providerCalls()).toBe(0);
  });

  it('issue 16 refuses first: 0 and first: 101 with INVALID_PAGE_SIZE instead of cutting them, before any provider call', async () => {
    const client = await signedIn('pm@greenlight.test');
    stack.resetProviderCalls();
    for (const first of [0, 101, 100_000]) {
      const result = await client.request('query Page($first: Int) { games(first: $first) { totalCount } }', { first });
      expect(codes(result), String(first)).toEqual(['INVALID_PAGE_SIZE']);
      expect(result.errors?.[0]?.message).toBe(`"first" on Query.games must be between 1 and 100, not ${first}.`);
    }
    expect(codes(await client.request('{ myGames(tab: FINISHED, type: CPI, first: 0) { totalCount } }'))).toEqual(['INVALID_PAGE_SIZE']);
    expect(stack.providerCalls()).toBe(0);
    const { games } = await client.data<{ games: { edges: unknown[] } }>('{ games(first: 100) { edges { cursor } } }');
    expect(games.edges).toHaveLength(100);
  });
});

describe('issue 16 cross-site requests', () => {
  const SIGN_OUT = 'mutation { signOut { viewer { id } } }';

  it('issue 16 refuses a form-urlencoded, multipart or text/plain POST of a mutation with the session cookie (415): the session stays', async () => {
    const client = await signedIn('pm@greenlight.test');
    const multipart = new FormData();
    multipart.set('query', SIGN_OUT);
    stack.resetProviderCalls();
    for (const [type, body] of [
      ['form-urlencoded', new URLSearchParams({ query: SIGN_OUT })],
      ['multipart', multipart],
      ['text/plain', JSON.stringify({ query: SIGN_OUT })],
    ] as const) {
      const response = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { cookie: cookieOf(client), origin: 'https://evil.example', ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}) },
        body,
      });
      expect(response.status, type).toBe(415);
      expect(await response.json(), type).toEqual({
        errors: [{ message: 'A GraphQL POST must be sent as application/json (Content-Type).', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }],
      });
      expect(response.headers.get('set-cookie'), type).toBeNull();
    }
    expect(stack.providerCalls()).toBe(0);
    const { viewer } = await client.data<{ viewer: { id: string } | null }>('{ viewer { id } }');
    expect(viewer).not.toBeNull();
  });

  it('issue 16 refuses a mutation over GET (405): the session stays', async () => {
    const client = await signedIn('pm@greenlight.test');
    const response = await fetch(`${stack.gatewayUrl}/graphql?query=${encodeURIComponent(SIGN_OUT)}`, {
      headers: { cookie: cookieOf(client), accept: 'application/json' },
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ errors: [{ message: 'Can only perform a mutation operation from a POST request.' }] });
    const { viewer } = await client.data<{ viewer: { id: string } | null }>('{ viewer { id } }');
    expect(viewer).not.toBeNull();
  });

  it('issue 16 grants no CORS to a foreign Origin, neither on a request nor on its preflight', async () => {
    const client = await signedIn('pm@greenlight.test');
    const answer = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: cookieOf(client) },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('issue 16 refuses a WebSocket upgrade from a foreign Origin (403); a script without Origin and the page\'s own origin connect', async () => {
    const client = await signedIn('pm@greenlight.test');
    const open = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${stack.gatewayUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie: cookieOf(client), ...headers } });
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
    expect(await open({ origin: 'https://evil.example' })).toBe(403);
    expect(await open({})).toBe(101);
    expect(await open({ origin: stack.gatewayUrl })).toBe(101);
  });
});

describe('issue 16 introspection', () => {
  const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';

  it('issue 16 refuses introspection to anonymous callers, answers it to a signed-in user', async () => {
    const anonymous = new GraphQLClient(stack.gatewayUrl);
    stack.resetProviderCalls();
    const refused = await anonymous.request(INTROSPECTION);
    expect(codes(refused)).toEqual(['INTROSPECTION_DISABLED']);
    expect(refused.data ?? null).toBeNull();
    expect(stack.providerCalls()).toBe(0);
    const client = await signedIn('dev@studio-one.test');
    const { __schema } = await client.data<{ __schema: { queryType: { name: string }; types: { name: string }[] } }>(INTROSPECTION);
    expect(__schema.queryType.name).toBe('Query');
    expect(__schema.types.map((type) => type.name)).toContain('Game');
  });

  it('issue 16 gives no field suggestions', async () => {
    const result = await new GraphQLClient(stack.gatewayUrl).request('{ viewer { permission } }');
    expect(result.errors?.[0]?.message).toBe('Cannot query field "permission" on type "Viewer".');
  });
});

describe('issue 16 the web app keeps working', () => {
  it('issue 16 accepts every query and mutation of the web app (its persisted documents, sent by id): none meets a guard', async () => {
    const documents = webDocuments().filter((document) => document.kind !== 'subscription');
    expect(documents.length).toBeGreaterThan(40);
    // Anonymous, without variables: nothing runs but the public reads; what matters is that no limit answers.
    const client = new GraphQLClient(stack.gatewayUrl);
    for (const { name, id } of documents) {
      const result = await client.persisted(id);
      expect(client.lastStatus, name).not.toBe(415);
      expect(codes(result).filter((code) => code !== undefined && GUARD_CODES.includes(code)), name).toEqual([]);
      expect((result.errors ?? []).map((error) => error.message).filter((message) => /limit|at most/i.test(message)), name).toEqual([]);
    }
  });
});

/** Every operation the web app sends: relay-compiler's persisted documents (web/persisted-queries.json), by id. */
function webDocuments(): { name: string; kind: string; id: string }[] {
  return Object.entries(persistedDocuments()).map(([id, text]) => {
    const [, kind = 'query', name = id] = /^(query|mutation|subscription)\s+(\w+)/m.exec(text) ?? [];
    return { name, kind, id };
  });
}
