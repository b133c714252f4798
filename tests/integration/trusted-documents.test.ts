// Trusted documents (issue 16) over a real provider, with production's policy on: a browser
// signs in, reads and subscribes by the ids of the web app's persisted documents; an
// unknown id and a session's text are refused before the provider hears of them; a
// personal access token made in that session still sends text, as scripts do.
import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GraphQLClient, persistedId, type GraphQLResult } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;
const sockets: Client[] = [];

beforeAll(async () => {
  stack = await startStack({ trustedDocumentsOnly: true });
});

afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await stack?.close();
});

const codes = (result: GraphQLResult<unknown>) => (result.errors ?? []).map((error) => error.extensions?.code);

/** A browser: it signs in with the login page's own mutation, by id. */
async function browserOf(email: string): Promise<GraphQLClient> {
  const browser = new GraphQLClient(stack.gatewayUrl);
  const result = await browser.persisted<{ signIn: { __typename: string } }>(persistedId('LoginPageSignInMutation'), { email, password: DEMO_PASSWORD });
  expect(result.errors).toBeUndefined();
  expect(result.data?.signIn.__typename).toBe('SignInSuccess');
  return browser;
}

describe('issue 16 persisted documents with the production policy', () => {
  it('issue 16 a browser session is answered by the id of a known document', async () => {
    const browser = await browserOf('pm@greenlight.test');
    const renewal = await browser.persisted<{ viewer: { id: string } | null }>(persistedId('environmentSessionRenewalQuery'));
    expect(renewal.errors).toBeUndefined();
    expect(renewal.data?.viewer?.id).toEqual(expect.any(String));
  });

  it('issue 16 an unknown id is refused (PERSISTED_QUERY_NOT_FOUND), and a session\'s or an anonymous text (PERSISTED_QUERY_ONLY), before any provider call', async () => {
    const browser = await browserOf('pm@greenlight.test');
    stack.resetProviderCalls();
    const unknown = await browser.persisted('0'.repeat(64));
    expect(codes(unknown)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(unknown.data ?? null).toBeNull();
    const text = await browser.request('{ viewer { id email } }');
    expect(codes(text)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(text.data ?? null).toBeNull();
    // The text of the web's own document too: a session sends ids.
    expect(codes(await browser.request('query environmentSessionRenewalQuery { viewer { id } }'))).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(codes(await new GraphQLClient(stack.gatewayUrl).request('mutation { signIn(email: "pm@greenlight.test", password: "x") { __typename } }'))).toEqual([
      'PERSISTED_QUERY_ONLY',
    ]);
    expect(stack.providerCalls()).toBe(0);
  });

  it('issue 16 a personal access token made in the session sends text (scripts), with or without a cookie beside it', async () => {
    const browser = await browserOf('pm@greenlight.test');
    const made = await browser.persisted<{ createAccessToken: { __typename: string; token?: string } }>(persistedId('CreateAccessTokenDialogMutation'), {
      name: 'Trusted documents',
      scope: 'READ',
      expiresInDays: 7,
    });
    expect(made.data?.createAccessToken.__typename).toBe('CreateAccessTokenPayload');
    const token = made.data!.createAccessToken.token!;
    expect(token).toMatch(/^glpat_/);
    const script = new GraphQLClient(stack.gatewayUrl, { bearer: token });
    expect(await script.data<{ viewer: { email: string } }>('{ viewer { email } }')).toEqual({ viewer: { email: 'pm@greenlight.test' } });
  });

  it('issue 16 subscriptions over graphql-ws go by id too: a known one runs, a session\'s text is refused', async () => {
    const browser = await browserOf('pm@greenlight.test');
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({ url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
    sockets.push(client);
    const first = (payload: SubscribePayload) =>
      new Promise<{ data?: unknown; codes: unknown[] }>((resolve) => {
        const stop = client.subscribe(payload, {
          next: (value) => {
            stop();
            resolve({ data: value.data, codes: (value.errors ?? []).map((error) => error.extensions?.code) });
          },
          error: (error) => resolve({ codes: Array.isArray(error) ? error.map((one: { extensions?: { code?: string } }) => one.extensions?.code) : [String(error)] }),
          complete: () => resolve({ codes: [] }),
        });
      });
    const feed = await first({
      query: '',
      operationName: 'LiveUpdatesFeedSubscription',
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedId('LiveUpdatesFeedSubscription') } },
    });
    expect(feed).toEqual({ data: { liveFeed: 'CONNECTED' }, codes: [] });
    expect((await first({ query: 'subscription { liveFeed }' })).codes).toEqual(['PERSISTED_QUERY_ONLY']);
  });
});
