// Issue 16's points budget over a real provider, with a budget of 12 points an hour so
// that a test spends it: the x-ratelimit-* headers, what a bigger query costs, the
// `rateLimit` field, a spent budget refused (429 RATE_LIMITED, Retry-After) before any
// provider call while other callers go on, one budget for all of a user's sessions and
// tokens (issue 42), and a subscription refused once spent.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GraphQLClient } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

const POINTS = 12;
const HOUR_S = 3600;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ rateLimit: { points: POINTS } });
});
afterAll(async () => {
  await stack?.close();
});

async function signedIn(email: string) {
  const client = new GraphQLClient(stack.gatewayUrl);
  expect((await client.signIn(email, DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
  return client;
}

const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** A POST to /graphql as `caller` (a signed-in client's cookies, or a bearer token), with its answer's headers. */
async function post(caller: GraphQLClient | { bearer: string } | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller instanceof GraphQLClient ? { cookie: cookieOf(caller) } : caller ? { authorization: `Bearer ${caller.bearer}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

const budgetOf = (answer: Answer) => ({
  limit: Number(answer.headers.get('x-ratelimit-limit')),
  used: Number(answer.headers.get('x-ratelimit-used')),
  remaining: Number(answer.headers.get('x-ratelimit-remaining')),
  reset: Number(answer.headers.get('x-ratelimit-reset')),
});

const PAGE = '{ games(first: 20) { totalCount edges { node { id name } } } }';

describe('issue 16 the points budget', () => {
  it('issue 16 answers x-ratelimit-* headers and charges each query its cost before it runs: 1, a page of 20 games 2, three connections of 100 4', async () => {
    const pm = await signedIn('pm@greenlight.test');
    const first = await post(pm, '{ viewer { id } }');
    expect(first.status).toBe(200);
    const now = Date.now() / 1000;
    expect(budgetOf(first)).toMatchObject({ limit: POINTS, used: 1, remaining: POINTS - 1 });
    // An hour from the first use.
    expect(budgetOf(first).reset).toBeGreaterThan(now + HOUR_S - 60);
    expect(budgetOf(first).reset).toBeLessThanOrEqual(Math.ceil(now) + HOUR_S + 1);

    const page = await post(pm, PAGE);
    expect(page.body.errors).toBeUndefined();
    expect(budgetOf(page)).toEqual({ ...budgetOf(first), used: 3, remaining: POINTS - 3 });

    // The bigger query: 3 connections of 100 nodes (one without `first`, counted as 100) cost 1 + 3, its own rateLimit field included.
    const bigger = await post(
      pm,
      `{ a: games(first: 100) { totalCount } b: games(first: 100, sort: NAME) { totalCount } c: games { totalCount }
         rateLimit { limit cost used remaining resetAt } }`,
    );
    expect(bigger.body.errors).toBeUndefined();
    expect(bigger.body.data?.rateLimit).toEqual({
      limit: POINTS,
      cost: 4,
      used: 7,
      remaining: POINTS - 7,
      resetAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Math.ceil(Date.parse((bigger.body.data?.rateLimit as { resetAt: string }).resetAt) / 1000)).toBe(budgetOf(first).reset);
    expect(budgetOf(bigger)).toEqual({ ...budgetOf(first), used: 7, remaining: POINTS - 7 });

    // A refusal of the guards costs nothing and still tells the budget.
    const refused = await post(pm, '{ games(first: 101) { totalCount } }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('INVALID_PAGE_SIZE');
    expect(budgetOf(refused)).toEqual(budgetOf(bigger));
  });

  it('issue 16 refuses a spent budget with 429 RATE_LIMITED and Retry-After before any provider call; other callers and a refused subscription', async () => {
    const admin = await signedIn('admin@greenlight.test');
    for (let spent = 2; spent <= POINTS; spent += 2) {
      const page = await post(admin, PAGE);
      expect(page.status).toBe(200);
      expect(budgetOf(page).used).toBe(spent);
    }
    // Even `{ viewer { id } }` (1 point) finds none left.
    stack.resetProviderCalls();
    const refused = await post(admin, '{ viewer { id } }');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(HOUR_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_S);
    expect(budgetOf(refused)).toMatchObject({ limit: POINTS, used: POINTS, remaining: 0 });
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors).toEqual([
      {
        message: expect.stringMatching(/^The points budget of the hour is spent: this operation costs 1 point, 0 of 12 points left\. It is renewed at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ, in 60 minutes\.$/),
        extensions: { code: 'RATE_LIMITED', status: 429, resetAt: expect.stringMatching(/Z$/) },
      },
    ]);
    const mutation = await post(admin, 'mutation { signOut { viewer { id } } }');
    expect(mutation.status).toBe(429);
    expect(stack.providerCalls()).toBe(0);
    expect(await stack.gateway.metrics.registry.getSingleMetricAsString('gateway_refusals_total')).toMatch(/reason="rate_limited"} [2-9]/);

    // Issue 42: the budget is the user's. Another session of theirs and a bearer token of theirs
    // find it spent (whose the token is, the provider says once: one call, then none) ...
    const login = await fetch(`${stack.providerUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@greenlight.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    stack.resetProviderCalls();
    const bearer = await post({ bearer: token }, PAGE);
    expect(bearer.status).toBe(429);
    expect(budgetOf(bearer)).toMatchObject({ used: POINTS, remaining: 0 });
    expect(stack.providerPaths()).toEqual(['GET /v1/me']);
    expect((await post({ bearer: token }, PAGE)).status).toBe(429);
    expect(stack.providerCalls()).toBe(1);
    const otherSession = await signedIn('admin@greenlight.test');
    expect((await post(otherSession, PAGE)).status).toBe(429);
    // ... another user and an anonymous caller have their own.
    const cs = await signedIn('cs@greenlight.test');
    expect((await post(cs, PAGE)).status).toBe(200);
    const anonymous = await post(null, '{ serviceStatus { available } }');
    expect(anonymous.status).toBe(200);
    expect(budgetOf(anonymous).remaining).toBeGreaterThan(0);

    // graphql-ws: a subscription costs points when it starts; spent, it is refused before it reaches the provider's feed.
    const subscribe = async (client: GraphQLClient) => {
      const cookie = cookieOf(client);
      class CookieSocket extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie } });
        }
      }
      const socket = createClient({ url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
      const errors: { message: string; extensions?: Record<string, unknown> }[] = [];
      let started = false;
      const ended = new Promise<void>((resolve) => {
        const stop = socket.subscribe(
          { query: 'subscription { liveFeed }' },
          {
            next: (result) => {
              if (result.errors) errors.push(...(result.errors as typeof errors));
              if (result.data) {
                started = true;
                stop();
                resolve();
              }
            },
            error: (error) => {
              errors.push(...((Array.isArray(error) ? error : [error]) as typeof errors));
              resolve();
            },
            complete: () => resolve(),
          },
        );
      });
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await socket.dispose();
      return { started, errors };
    };
    const spent = await subscribe(admin);
    expect(spent.started).toBe(false);
    expect(spent.errors.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(spent.errors[0]?.message).toMatch(/^The points budget of the hour is spent/);
    expect(stack.gateway.live.connectionCount).toBe(0);
    // cs@ had 2 spent: the subscription costs 1 more.
    const live = await subscribe(cs);
    expect(live).toEqual({ started: true, errors: [] });
    expect(budgetOf(await post(cs, '{ viewer { id } }'))).toMatchObject({ used: 4, remaining: POINTS - 4 });
  });

  it('issue 16 answers rateLimit to anyone, this query\'s cost included', async () => {
    const anonymous = new GraphQLClient(stack.gatewayUrl);
    const before = budgetOf(await post(null, '{ serviceStatus { available } }'));
    const { rateLimit } = await anonymous.data<{ rateLimit: { limit: number; cost: number; used: number; remaining: number; resetAt: string } }>(
      '{ rateLimit { limit cost used remaining resetAt } }',
    );
    expect(rateLimit).toEqual({ limit: POINTS, cost: 1, used: before.used + 1, remaining: before.remaining - 1, resetAt: expect.stringMatching(/Z$/) });
    expect(Math.ceil(Date.parse(rateLimit.resetAt) / 1000)).toBe(before.reset);
  });
});
