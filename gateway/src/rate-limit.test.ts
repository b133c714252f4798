// Issue 16's points budget at the gateway: the cost of an operation, whose budget a
// request spends, the in-memory store's hour (a fake clock), and the answers' headers
// and refusal over a fake provider that counts its calls.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type DefinitionNode, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureOperation } from './guards';
import {
  BudgetOwners,
  callerKeyOf,
  credentialDigestOf,
  DEFAULT_RATE_LIMIT_POINTS,
  MemoryRateLimitStore,
  operationCost,
  PointsBudget,
  rateLimitedError,
  rateLimitHeaders,
  rateLimitPointsFrom,
  RATE_LIMIT_WINDOW_MS,
} from './rate-limit';
import { schema } from './schema';
import { createGateway, type GatewayOptions } from './server';

const costOf = (source: string, variables: Record<string, unknown> = {}) =>
  operationCost(measureOperation(schema, parse(source), undefined, variables)!);

const sessionCookie = (sessionId: string, generation: number, token = 'access') =>
  `gl_session=${Buffer.from(JSON.stringify({ t: token, r: `${sessionId}.${generation}.signature` })).toString('base64url')}`;

describe('issue 16 the cost of an operation', () => {
  it('issue 16 costs 1 point plus 1 per started 100 nodes, from the node count of the guards', () => {
    expect(costOf('{ viewer { id } }')).toBe(1);
    expect(costOf('{ serviceStatus { available } }')).toBe(1);
    expect(costOf('{ games(first: 20) { totalCount edges { node { id name } } } }')).toBe(2);
    expect(costOf('query Page($first: Int) { games(first: $first) { totalCount } }', { first: 100 })).toBe(2);
    // No page size counts as the most, 100.
    expect(costOf('{ games { totalCount } }')).toBe(2);
    // Aliases add up: 3 × 100 nodes.
    expect(costOf('{ a: games(first: 100) { totalCount } b: games(first: 100) { totalCount } c: myGames(tab: FINISHED, first: 100) { totalCount } }')).toBe(4);
    expect(costOf('{ a: games(first: 100) { totalCount } b: games(first: 1) { totalCount } }')).toBe(3);
    expect(operationCost({ nodes: 0 })).toBe(1);
    expect(operationCost({ nodes: 1 })).toBe(2);
    expect(operationCost({ nodes: 10_100 })).toBe(102);
    expect(operationCost({ nodes: 500_000 })).toBe(5001);
  });
});

/** Every operation of the web app's sources (graphql`...`), each with all the fragments, by name. */
function webOperations(): Map<string, DocumentNode> {
  const definitions: DefinitionNode[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (entry === '__generated__' || entry === 'node_modules') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry)) for (const [, text] of readFileSync(path, 'utf8').matchAll(/(?<![/\w])graphql`([^`]*)`/g)) definitions.push(...parse(text!).definitions);
    }
  };
  walk(fileURLToPath(new URL('../../web/src', import.meta.url)));
  const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  const operations = new Map<string, DocumentNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) {
      operations.set(definition.name.value, { kind: Kind.DOCUMENT, definitions: [definition, ...fragments] });
    }
  }
  return operations;
}

describe('issue 16 what the web app spends', () => {
  it('issue 16 prices every operation of the web app at 1 or 2 points (a fragment\'s own page-size argument counted as 100)', () => {
    const costs = [...webOperations()].map(([name, document]) => [name, operationCost(measureOperation(schema, document, name, {})!)] as const);
    expect(costs.length).toBeGreaterThan(40);
    expect(costs.filter(([, cost]) => cost < 1 || cost > 2)).toEqual([]);
  });
});

describe('issue 16 whose budget a request spends', () => {
  it('issue 16 keys a bearer token and a session by their hash, the same session across refreshes, the anonymous by address', () => {
    const bearer = callerKeyOf({ authorization: 'Bearer glpat_secret', clientAddress: '10.0.0.1' });
    expect(bearer).toMatch(/^bearer:[\w-]{32}$/);
    expect(bearer).not.toContain('secret');
    expect(callerKeyOf({ authorization: 'Bearer glpat_secret', clientAddress: '10.0.0.2' })).toBe(bearer);
    expect(callerKeyOf({ authorization: 'Bearer glpat_other' })).not.toBe(bearer);

    const session = callerKeyOf({ cookie: sessionCookie('session-one', 0), clientAddress: '10.0.0.1' });
    expect(session).toMatch(/^session:[\w-]{32}$/);
    expect(session).not.toContain('session-one');
    // A refresh rotates both tokens: the session, and so its budget, stays.
    expect(callerKeyOf({ cookie: `gl_signed_in=1; ${sessionCookie('session-one', 1, 'newer')}` })).toBe(session);
    expect(callerKeyOf({ cookie: sessionCookie('session-two', 0) })).not.toBe(session);
    // A bearer token wins over a cookie, as for the provider.
    expect(callerKeyOf({ authorization: 'Bearer glpat_secret', cookie: sessionCookie('session-one', 0) })).toBe(bearer);

    expect(callerKeyOf({ clientAddress: '10.0.0.1' })).toBe('address:10.0.0.1');
    expect(callerKeyOf({ cookie: 'gl_session=garbage', clientAddress: '10.0.0.1' })).toBe('address:10.0.0.1');
    expect(callerKeyOf({})).toBe('address:unknown');
  });

  it('issue 42 keys every credential the provider said was a user\'s by that user: their sessions and tokens spend one budget', () => {
    let now = 0;
    const owners = new BudgetOwners(() => now, 3);
    const pat = { authorization: 'Bearer glpat_secret' };
    const session = { cookie: sessionCookie('session-one', 0) };
    expect(callerKeyOf(pat, owners)).toBe(callerKeyOf(pat));
    owners.set(credentialDigestOf('glpat_secret'), 7);
    owners.set(credentialDigestOf(JSON.parse(Buffer.from(session.cookie.split('=')[1]!, 'base64url').toString()).t), 7);
    expect(callerKeyOf(pat, owners)).toBe('user:7');
    expect(callerKeyOf(session, owners)).toBe('user:7');
    // Another token of the same user is not taken for theirs until the provider says so.
    expect(callerKeyOf({ authorization: 'Bearer glpat_minted' }, owners)).toBe(callerKeyOf({ authorization: 'Bearer glpat_minted' }));
    // A refused token keeps its own key, and is not asked about again for a minute.
    owners.set(credentialDigestOf('glpat_forged'), null);
    expect(owners.get(credentialDigestOf('glpat_forged'))).toBeNull();
    expect(callerKeyOf({ authorization: 'Bearer glpat_forged' }, owners)).toMatch(/^bearer:/);
    now = 60_000;
    expect(owners.get(credentialDigestOf('glpat_forged'))).toBeUndefined();
    // An owner is kept an hour; the oldest entries go first past the bound.
    now = 3_600_000;
    expect(owners.get(credentialDigestOf('glpat_secret'))).toBeUndefined();
    now = 0;
    for (const name of ['a', 'b', 'c', 'd']) owners.set(credentialDigestOf(name), 1);
    expect(owners.size).toBe(3);
    expect(owners.get(credentialDigestOf('a'))).toBeUndefined();
    expect(owners.get(credentialDigestOf('d'))).toBe(1);
  });

  it('issue 16 reads RATE_LIMIT_POINTS: a whole number, at least 1; unset, 5,000', () => {
    expect(rateLimitPointsFrom(undefined)).toBe(DEFAULT_RATE_LIMIT_POINTS);
    expect(rateLimitPointsFrom('')).toBe(5000);
    expect(rateLimitPointsFrom('20000')).toBe(20_000);
    for (const wrong of ['0', '-5', '1.5', 'lots']) expect(() => rateLimitPointsFrom(wrong), wrong).toThrow(/RATE_LIMIT_POINTS/);
  });
});

describe('issue 16 the budget of an hour', () => {
  it('issue 16 spends points until the next would pass the budget, refuses without spending, and starts a new hour at resetAt', async () => {
    let now = Date.UTC(2026, 0, 1, 10, 17, 0);
    const budget = new PointsBudget({ points: 10, now: () => now });
    const first = await budget.charge('bearer:a', 4);
    expect(first).toEqual({ allowed: true, state: { limit: 10, cost: 4, used: 4, remaining: 6, resetAt: now + RATE_LIMIT_WINDOW_MS } });
    const resetAt = first.state.resetAt;
    now += 10 * 60_000;
    expect((await budget.charge('bearer:a', 6)).state).toEqual({ limit: 10, cost: 6, used: 10, remaining: 0, resetAt });
    const refused = await budget.charge('bearer:a', 1);
    expect(refused).toEqual({ allowed: false, state: { limit: 10, cost: 1, used: 10, remaining: 0, resetAt } });
    // Another caller has its own hour.
    expect((await budget.charge('bearer:b', 3)).state).toMatchObject({ used: 3, remaining: 7, resetAt: now + RATE_LIMIT_WINDOW_MS });
    expect(await budget.peek('bearer:a')).toEqual({ limit: 10, cost: 0, used: 10, remaining: 0, resetAt });

    now = resetAt - 1;
    expect((await budget.charge('bearer:a', 1)).allowed).toBe(false);
    now = resetAt;
    const renewed = await budget.charge('bearer:a', 1);
    expect(renewed).toEqual({ allowed: true, state: { limit: 10, cost: 1, used: 1, remaining: 9, resetAt: resetAt + RATE_LIMIT_WINDOW_MS } });
    // Nobody's hour: the whole budget, and an hour from now.
    expect(await budget.peek('address:10.0.0.9')).toEqual({ limit: 10, cost: 0, used: 0, remaining: 10, resetAt: now + RATE_LIMIT_WINDOW_MS });
  });

  it('issue 16 refuses an operation costing more than is left even when some points remain', async () => {
    const budget = new PointsBudget({ points: 5, now: () => 0 });
    await budget.charge('k', 3);
    expect(await budget.charge('k', 3)).toMatchObject({ allowed: false, state: { used: 3, remaining: 2, cost: 3 } });
    expect(await budget.charge('k', 2)).toMatchObject({ allowed: true, state: { used: 5, remaining: 0 } });
  });

  it('issue 16 forgets ended hours, and keeps at most so many callers', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(3);
    const budget = new PointsBudget({ points: 10, store, now: () => now });
    for (const key of ['a', 'b', 'c']) await budget.charge(key, 1);
    expect(store.size).toBe(3);
    await budget.charge('d', 1);
    expect(store.size).toBe(3);
    expect(await budget.peek('a')).toMatchObject({ used: 0 });
    expect(await budget.peek('d')).toMatchObject({ used: 1 });
    now = RATE_LIMIT_WINDOW_MS + 60_000;
    await budget.charge('e', 1);
    expect(store.size).toBe(1);
  });

  it('issue 16 answers GitHub\'s headers (reset in epoch seconds) and a RATE_LIMITED error naming when the budget is renewed', () => {
    const state = { limit: 5000, cost: 2, used: 4999, remaining: 1, resetAt: Date.UTC(2026, 0, 1, 11, 17, 0, 250) };
    expect(rateLimitHeaders(state)).toEqual({
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-used': '4999',
      'x-ratelimit-reset': String(Math.ceil(state.resetAt / 1000)),
    });
    const error = rateLimitedError(state, state.resetAt - 12 * 60_000);
    expect(error.message).toBe(
      'The points budget of the hour is spent: this operation costs 2 points, 1 of 5,000 points left. It is renewed at 2026-01-01T11:17:00Z, in 12 minutes.',
    );
    expect(error.extensions).toEqual({
      code: 'RATE_LIMITED',
      status: 429,
      resetAt: '2026-01-01T11:17:00Z',
      http: { status: 429, headers: { 'retry-after': '720' } },
    });
    expect(rateLimitedError(state, state.resetAt - 30_000).message).toMatch(/in 30 seconds\.$/);
    expect(rateLimitedError({ ...state, cost: 1 }, state.resetAt - 61_000).message).toMatch(/costs 1 point, .* in 2 minutes\.$/);
  });
});

describe('issue 16 the budget at the gateway', () => {
  let provider: Server;
  let providerUrl: string;
  let calls = 0;

  beforeAll(async () => {
    provider = createServer((request, response) => {
      request.resume();
      const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/v1/games') return send(200, { data: [], total: 0 });
      // Each bearer its user: `other` is user 2's, every other one user 1's.
      const userId = request.headers.authorization === 'Bearer other' ? 2 : 1;
      if (request.url === '/v1/me') return send(200, { id: userId, email: `user${userId}@studio.test`, permissions: [], studios: [] });
      return send(200, {});
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  async function withGateway(options: Partial<GatewayOptions>, use: (post: (query: string, bearer?: string) => Promise<Response>, url: string) => Promise<void>) {
    const gateway = createGateway({ providerUrl, logging: false, onProviderCall: () => calls++, ...options });
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/graphql`;
    try {
      await use((query, bearer) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
          body: JSON.stringify({ query }),
        }),
        url,
      );
    } finally {
      await gateway.close();
    }
  }

  it('issue 16 charges before execution, answers the headers, then refuses with 429 RATE_LIMITED and Retry-After without a provider call', async () => {
    await withGateway({ rateLimit: { points: 3 } }, async (post, url) => {
      const page = await post('{ games(first: 20) { totalCount } }', 'script');
      expect(page.status).toBe(200);
      expect(page.headers.get('x-ratelimit-limit')).toBe('3');
      expect(page.headers.get('x-ratelimit-used')).toBe('2');
      expect(page.headers.get('x-ratelimit-remaining')).toBe('1');
      const reset = Number(page.headers.get('x-ratelimit-reset'));
      expect(reset * 1000 - Date.now()).toBeGreaterThan(RATE_LIMIT_WINDOW_MS - 60_000);
      expect(reset * 1000 - Date.now()).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_MS + 1000);

      calls = 0;
      const refused = await post('{ games(first: 20) { totalCount } }', 'script');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('1');
      const body = (await refused.json()) as { data?: unknown; errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.data ?? null).toBeNull();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]!.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, resetAt: expect.stringMatching(/Z$/) });
      expect(body.errors[0]!.message).toMatch(/^The points budget of the hour is spent: this operation costs 2 points, 1 of 3 points left\. It is renewed at .+, in 60 minutes\.$/);
      expect(calls).toBe(0);

      // What is left still pays for a cheaper query, which reads the budget, its own cost included.
      const state = (await (await post('{ rateLimit { limit cost used remaining resetAt } }', 'script')).json()) as {
        data: { rateLimit: { limit: number; cost: number; used: number; remaining: number; resetAt: string } };
      };
      expect(state.data.rateLimit).toMatchObject({ limit: 3, cost: 1, used: 3, remaining: 0 });
      expect(Math.ceil(Date.parse(state.data.rateLimit.resetAt) / 1000)).toBe(reset);
      // An answer that charges nothing (invalid) carries the headers all the same.
      const invalid = await post('{ nothing }', 'script');
      expect(invalid.headers.get('x-ratelimit-remaining')).toBe('0');
      // So does a body refused before GraphQL reads it.
      const form = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer script', 'content-type': 'text/plain' }, body: '{}' });
      expect(form.status).toBe(415);
      expect(form.headers.get('x-ratelimit-used')).toBe('3');
      // Issue 42: another token of the same user spends the same budget (the provider asked once whose it is) ...
      calls = 0;
      const minted = await post('{ games(first: 20) { totalCount } }', 'minted');
      expect(minted.status).toBe(429);
      expect(minted.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(calls).toBe(1);
      expect((await post('{ games(first: 20) { totalCount } }', 'minted')).status).toBe(429);
      expect(calls).toBe(1);
      // ... another user's has its own.
      const other = await post('{ games(first: 20) { totalCount } }', 'other');
      expect(other.status).toBe(200);
      expect(other.headers.get('x-ratelimit-remaining')).toBe('1');
    });
  });

  it('issue 16 turns the guards and the budget off for the benchmark only', async () => {
    await withGateway({ benchmarkWithoutLimits: true, rateLimit: { points: 1 } }, async (post) => {
      for (let i = 0; i < 3; i++) {
        const answer = await post('{ games(first: 20) { totalCount } }', 'script');
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-ratelimit-limit')).toBeNull();
      }
      // 21 aliases: past the guards' 20, which are off.
      const aliased = Array.from({ length: 21 }, (_, i) => `v${i}: viewer { id }`).join(' ');
      const past = (await (await post(`{ ${aliased} }`, 'script')).json()) as { errors?: unknown[] };
      expect(past.errors).toBeUndefined();
    });
  });
});
