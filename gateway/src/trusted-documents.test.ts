// Issue 16's trusted documents at the gateway, over a fake provider that counts its calls:
// an id answered from the store (web/persisted-queries.json by default), an unknown one
// refused, and text allowed only with a bearer token under the production policy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGateway, type GatewayOptions } from './server';
import { PERSISTED_DOCUMENTS_FILE, persistedDocumentsOf, subscribeDocument, TRUSTED_DOCUMENT_CODES } from './trusted-documents';

let provider: Server;
let providerUrl: string;
let calls = 0;

beforeAll(async () => {
  provider = createServer((request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    request.resume();
    if (request.url === '/v1/me') {
      return request.headers.authorization === 'Bearer good'
        ? send(200, { id: 1, email: 'script@studio.test', permissions: [], studios: [] })
        : send(401, { detail: 'Invalid token', errorList: [{ code: 'UNAUTHENTICATED', detail: 'Invalid token' }] });
    }
    return send(200, {});
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));
beforeEach(() => {
  calls = 0;
});

const TYPENAME = '{ __typename }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const KNOWN = sha256(TYPENAME);
const UNKNOWN = sha256('{ viewer { id } }');
const documents = persistedDocumentsOf({ [KNOWN]: TYPENAME });
const SESSION = `gl_session=${Buffer.from(JSON.stringify({ t: 'access', r: 'refresh' })).toString('base64url')}; gl_signed_in=1`;

async function withGateway(options: Partial<GatewayOptions>, use: (url: string) => Promise<void>) {
  const gateway = createGateway({ providerUrl, logging: false, onProviderCall: () => calls++, persistedDocuments: documents, ...options });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`);
  } finally {
    await gateway.close();
  }
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The web app's wire format: the id in extensions.persistedQuery, no text. */
const byId = (id: string) => ({ operationName: null, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
const codes = (answer: Answer) => (answer.body.errors ?? []).map((error) => error.extensions?.code);

describe('issue 16 trusted documents over HTTP', () => {
  it('issue 16 answers a known persisted id, with a session cookie, under the production policy', async () => {
    await withGateway({ trustedDocumentsOnly: true }, async (url) => {
      const answer = await post(url, byId(KNOWN), { cookie: SESSION });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { __typename: 'Query' } });
    });
  });

  it('issue 16 refuses an unknown id with PERSISTED_QUERY_NOT_FOUND, before any provider call, policy on or off', async () => {
    for (const trustedDocumentsOnly of [true, false]) {
      await withGateway({ trustedDocumentsOnly }, async (url) => {
        const answer = await post(url, byId(UNKNOWN), { cookie: SESSION });
        expect(answer.status).toBe(400);
        expect(codes(answer)).toEqual([TRUSTED_DOCUMENT_CODES.notFound]);
        expect(answer.body.data ?? undefined).toBeUndefined();
        expect(calls).toBe(0);
      });
    }
  });

  it('issue 16 refuses text with a session cookie, or from the anonymous, under the production policy (PERSISTED_QUERY_ONLY)', async () => {
    await withGateway({ trustedDocumentsOnly: true }, async (url) => {
      for (const headers of [{ cookie: SESSION }, {}] as Record<string, string>[]) {
        const answer = await post(url, { query: '{ viewer { id } }' }, headers);
        expect(answer.status).toBe(400);
        expect(codes(answer)).toEqual([TRUSTED_DOCUMENT_CODES.textRefused]);
        expect(answer.body.errors?.[0]?.message).toMatch(/personal access token/);
      }
      // The text of a known document too: the rule is about who sends text, not which.
      expect(codes(await post(url, { query: TYPENAME }, { cookie: SESSION }))).toEqual([TRUSTED_DOCUMENT_CODES.textRefused]);
      expect(calls).toBe(0);
    });
  });

  it('issue 16 accepts text with a bearer token under the production policy (scripts, personal access tokens)', async () => {
    await withGateway({ trustedDocumentsOnly: true }, async (url) => {
      expect((await post(url, { query: TYPENAME }, { authorization: 'Bearer good' })).body).toEqual({ data: { __typename: 'Query' } });
      // With the cookie too: the bearer wins (session.ts), so the text never runs with the session's rights.
      const both = await post(url, { query: '{ __typename }' }, { authorization: 'Bearer glpat_example', cookie: SESSION });
      expect(both.body).toEqual({ data: { __typename: 'Query' } });
    });
  });

  it('issue 16 allows text with a session cookie when the policy is off (development, tests)', async () => {
    await withGateway({ trustedDocumentsOnly: false }, async (url) => {
      expect((await post(url, { query: TYPENAME }, { cookie: SESSION })).body).toEqual({ data: { __typename: 'Query' } });
      expect((await post(url, { query: TYPENAME })).body).toEqual({ data: { __typename: 'Query' } });
    });
  });

  it('issue 16 turns the policy on with NODE_ENV=production unless told otherwise', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await withGateway({}, async (url) => {
        expect(codes(await post(url, { query: TYPENAME }, { cookie: SESSION }))).toEqual([TRUSTED_DOCUMENT_CODES.textRefused]);
      });
      await withGateway({ trustedDocumentsOnly: false }, async (url) => {
        expect((await post(url, { query: TYPENAME }, { cookie: SESSION })).body).toEqual({ data: { __typename: 'Query' } });
      });
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
  });

  it('issue 16 answers a request without text nor id with DOCUMENT_REQUIRED', async () => {
    await withGateway({ trustedDocumentsOnly: true }, async (url) => {
      expect(codes(await post(url, { variables: {} }, { cookie: SESSION }))).toEqual([TRUSTED_DOCUMENT_CODES.noDocument]);
    });
  });

  it('issue 16 GraphiQL under the production policy opens for a session and says its text needs a personal access token', async () => {
    await withGateway({ trustedDocumentsOnly: true }, async (url) => {
      const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html', cookie: SESSION } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('personal access token');
    });
  });

  it("issue 16 answers the web app's own ids from web/persisted-queries.json by default", async () => {
    const stored = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
    const [id, text] = Object.entries(stored).find(([, document]) => /^query environmentSessionRenewalQuery\b/.test(document)) ?? [];
    expect(text).toBeDefined();
    // Each id is the sha-256 of its text (relay.config.js, algorithm SHA256).
    expect(sha256(text!)).toBe(id);
    await withGateway({ trustedDocumentsOnly: true, persistedDocuments: undefined }, async (url) => {
      const answer = await post(url, byId(id!), { cookie: SESSION });
      expect(codes(answer)).not.toContain(TRUSTED_DOCUMENT_CODES.notFound);
      expect(codes(answer)).not.toContain(TRUSTED_DOCUMENT_CODES.textRefused);
      expect(calls).toBeGreaterThan(0);
    });
  });
});

describe('issue 16 trusted documents over graphql-ws', () => {
  /** One operation over a graphql-ws socket opened with `headers`: its results, or its errors. */
  async function over(url: string, headers: Record<string, string>, payload: { query: string; extensions?: Record<string, unknown> }) {
    class HeaderSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: HeaderSocket, retryAttempts: 0, lazy: true });
    try {
      return await new Promise<{ data?: unknown; codes: (string | undefined)[] }>((resolve) => {
        client.subscribe(payload, {
          next: (value) => resolve({ data: value.data, codes: (value.errors ?? []).map((error) => error.extensions?.code as string | undefined) }),
          error: (error) => {
            const errors = Array.isArray(error) ? (error as { extensions?: { code?: string } }[]) : [];
            resolve({ codes: errors.map((one) => one.extensions?.code) });
          },
          complete: () => resolve({ codes: [] }),
        });
      });
    } finally {
      await client.dispose();
    }
  }

  it('issue 16 resolves an id from the same store, refuses an unknown one and a session cookie\'s text', async () => {
    await withGateway({ trustedDocumentsOnly: true }, async (url) => {
      const id = (sha256Hash: string) => ({ query: '', extensions: { persistedQuery: { version: 1, sha256Hash } } });
      expect(await over(url, { cookie: SESSION }, id(KNOWN))).toEqual({ data: { __typename: 'Query' }, codes: [] });
      expect((await over(url, { cookie: SESSION }, id(UNKNOWN))).codes).toEqual([TRUSTED_DOCUMENT_CODES.notFound]);
      expect((await over(url, { cookie: SESSION }, { query: TYPENAME })).codes).toEqual([TRUSTED_DOCUMENT_CODES.textRefused]);
      expect(await over(url, { authorization: 'Bearer good' }, { query: TYPENAME })).toEqual({ data: { __typename: 'Query' }, codes: [] });
    });
  });

  it('issue 16 subscribeDocument follows the HTTP rules', () => {
    const options = { documents, trustedDocumentsOnly: false };
    expect(subscribeDocument({ query: TYPENAME }, null, options)).toEqual({ text: TYPENAME });
    expect(subscribeDocument({ query: '', extensions: { persistedQuery: { version: 1, sha256Hash: KNOWN } } }, null, options)).toEqual({ text: TYPENAME });
    const refused = subscribeDocument({ query: TYPENAME }, null, { ...options, trustedDocumentsOnly: true });
    expect('error' in refused && refused.error.extensions).toEqual({ code: TRUSTED_DOCUMENT_CODES.textRefused });
    const empty = subscribeDocument({ query: '' }, null, options);
    expect('error' in empty && empty.error.extensions.code).toBe(TRUSTED_DOCUMENT_CODES.noDocument);
  });
});
