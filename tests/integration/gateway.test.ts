// The gateway over a real provider on a fresh, seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createGateway, MAX_REQUEST_BYTES, type GatewayOptions } from '@greenlight/gateway';
import { createClient } from 'graphql-ws';
import { GraphQLClient } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const GAMES_PAGE = `
  query GamesPage($first: Int!, $after: String) {
    viewer { id permissions user { name } }
    games(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id name status platform iconUrl studio { id name activityState pm { name } } last { cpi d1 } } }
    }
  }
`;

interface GamesPage {
  viewer: { id: string; permissions: string[] } | null;
  games: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string; name: string; status: string; studio: { name: string } } }[];
  };
}

async function signedIn(email: string) {
  const client = new GraphQLClient(stack.gatewayUrl);
  const result = await client.signIn(email, DEMO_PASSWORD);
  expect(result.signIn.__typename).toBe('SignInSuccess');
  return client;
}

describe('sign-in and session', () => {
  it('AUTH-07 signs in and keeps the tokens in an httpOnly SameSite=Lax cookie (AUTH-12, Part G)', async () => {
    const client = new GraphQLClient(stack.gatewayUrl);
    const result = await client.signIn('pm@greenlight.test', DEMO_PASSWORD);
    expect(result.signIn.__typename).toBe('SignInSuccess');
    const session = client.lastSetCookies.find((line) => line.startsWith('gl_session='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(client.lastSetCookies.find((line) => line.startsWith('gl_signed_in=1'))).not.toMatch(/HttpOnly/);
  });

  it('AUTH-21 answers the viewer with permissions, flags and studios', async () => {
    const client = await signedIn('lead@studio-one.test');
    const { viewer } = await client.data<{
      viewer: { permissions: string[]; isStaff: boolean; userType: string; studios: { studioName: string; accessId: number; accessLabel: string }[] };
    }>(`{ viewer { permissions isStaff userType studios { studioName accessId accessLabel } } }`);
    expect(viewer.permissions).toEqual(expect.arrayContaining(['view_studio_interface', 'add_game', 'learn_upon_learner']));
    expect(viewer.permissions).not.toContain('view_pm_interface');
    expect(viewer.isStaff).toBe(false);
    expect(viewer.userType).toBe('STUDIO');
    expect(viewer.studios).toEqual([expect.objectContaining({ accessId: 1, accessLabel: 'Full access' })]);
  });

  it('AUTH-08 refuses a bad password with a typed error and no session', async () => {
    const client = new GraphQLClient(stack.gatewayUrl);
    const result = await client.signIn('pm@greenlight.test', 'not-the-password');
    expect(result.signIn).toMatchObject({ __typename: 'ProviderError', code: 'error.login.wrongpassword' });
    expect(client.cookies.has('gl_session')).toBe(false);
    const { viewer } = await client.data<{ viewer: unknown }>('{ viewer { id } }');
    expect(viewer).toBeNull();
  });

  it('AUTH-18 asks for a session before listing games', async () => {
    const client = new GraphQLClient(stack.gatewayUrl);
    const result = await client.request('{ games(first: 1) { totalCount } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('AUTH-14 refreshes an expired access token without the user noticing, rotating the cookie', async () => {
    const client = await signedIn('pm@greenlight.test');
    const before = client.cookies.get('gl_session');
    stack.clock.advance(16 * 60_000);
    try {
      const data = await client.data<GamesPage>(GAMES_PAGE, { first: 1 });
      expect(data.viewer).not.toBeNull();
      expect(client.cookies.get('gl_session')).not.toBe(before);
    } finally {
      stack.clock.advance(-16 * 60_000);
    }
  });

  it('AUTH-17 signs out: the cookie is cleared and the old session no longer works', async () => {
    const client = await signedIn('dev@studio-one.test');
    const stolen = new Map(client.cookies);
    await client.data('mutation { signOut { viewer { id } } }');
    expect(client.cookies.has('gl_session')).toBe(false);
    const replay = new GraphQLClient(stack.gatewayUrl);
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    const { viewer } = await replay.data<{ viewer: unknown }>('{ viewer { id } }');
    expect(viewer).toBeNull();
    // The gateway also tells the page to forget the dead session (AUTH-15).
    expect(replay.cookies.has('gl_signed_in')).toBe(false);
  });

  it('AUTH-13 lets scripts call with the provider access token as a bearer token', async () => {
    const login = await fetch(`${stack.providerUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cs@greenlight.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const script = new GraphQLClient(stack.gatewayUrl, { bearer: token });
    const data = await script.data<GamesPage>(GAMES_PAGE, { first: 2 });
    expect(data.viewer?.permissions).toContain('view_pm_interface');
    expect(data.games.edges).toHaveLength(2);
  });

  it('BE-AUTH-04 answers a forged bearer token as signed out', async () => {
    const script = new GraphQLClient(stack.gatewayUrl, { bearer: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged' });
    const result = await script.request('{ viewer { id } games(first: 1) { totalCount } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('games', () => {
  it('GL-07 pages through every game by 20, each once, with totalCount', async () => {
    const client = await signedIn('pm@greenlight.test');
    const seen = new Set<string>();
    let after: string | null = null;
    let total: number;
    let pages = 0;
    for (;;) {
      const data: GamesPage = await client.data<GamesPage>(GAMES_PAGE, { first: 20, after });
      total = data.games.totalCount;
      pages++;
      expect(data.games.edges.length).toBeLessThanOrEqual(20);
      for (const edge of data.games.edges) seen.add(edge.node.id);
      if (!data.games.pageInfo.hasNextPage) break;
      after = data.games.pageInfo.endCursor;
    }
    expect(total).toBeGreaterThanOrEqual(120);
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 20));
  });

  it('GL-14 lists the most recently iterated games first', async () => {
    const client = await signedIn('pm@greenlight.test');
    const { games } = await client.data<{ games: { edges: { node: { lastIterationDate: string | null } }[] } }>(
      '{ games(first: 40) { edges { node { lastIterationDate } } } }',
    );
    const dates = games.edges.map((edge) => edge.node.lastIterationDate).filter((d): d is string => d !== null);
    expect(dates.length).toBeGreaterThan(10);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('Part G gives a studio member only their studio\'s games from the games list', async () => {
    const client = await signedIn('lead@studio-two.test');
    const { viewer } = await client.data<{ viewer: { studios: { studioName: string }[] } }>('{ viewer { studios { studioName } } }');
    const data = await client.data<GamesPage>(GAMES_PAGE, { first: 100 });
    expect(data.games.totalCount).toBeGreaterThan(0);
    expect(data.games.edges).toHaveLength(data.games.totalCount);
    expect(new Set(data.games.edges.map((edge) => edge.node.studio.name))).toEqual(
      new Set(viewer.studios.map((studio) => studio.studioName)),
    );
  });

  it('GD-01 refetches a listed game by its node id, and nodes() several at once', async () => {
    const client = await signedIn('pm@greenlight.test');
    const data = await client.data<GamesPage>(GAMES_PAGE, { first: 3 });
    const [first, second] = data.games.edges.map((edge) => edge.node);
    const { node, nodes } = await client.data<{ node: { id: string; name: string }; nodes: { name: string }[] }>(
      `query Refetch($id: ID!, $ids: [ID!]!) {
        node(id: $id) { id ... on Game { name } }
        nodes(ids: $ids) { ... on Game { name } }
      }`,
      { id: first!.id, ids: [first!.id, second!.id] },
    );
    expect(node).toEqual({ id: first!.id, name: first!.name });
    expect(nodes.map((n) => n.name)).toEqual([first!.name, second!.name]);
  });

  it('BE-PERM-02 gives null for a game of another studio', async () => {
    const pm = await signedIn('pm@greenlight.test');
    const all = await pm.data<GamesPage>(GAMES_PAGE, { first: 100 });
    const other = all.games.edges.find((edge) => edge.node.studio.name !== 'Studio One');
    expect(other).toBeDefined();
    const dev = await signedIn('dev@studio-one.test');
    const { node } = await dev.data<{ node: unknown }>('query($id: ID!) { node(id: $id) { id } }', { id: other!.node.id });
    expect(node).toBeNull();
  });

  it('MG-04 MG-05 counts the board tabs and lists the in-progress ones (CONF-16)', async () => {
    const client = await signedIn('lead@studio-one.test');
    const data = await client.data<{
      myGamesCounts: Record<string, number>;
      myGames: { totalCount: number; edges: { node: { status: string; isIterating: boolean } }[] };
    }>(`{
      myGamesCounts(type: CPI) { inProgress isIterating pendingApproval inTesting finished archived }
      myGames(first: 50, tab: IN_PROGRESS, type: CPI) { totalCount edges { node { status isIterating } } }
    }`);
    expect(data.myGames.totalCount).toBe(data.myGamesCounts.inProgress);
    expect(data.myGames.totalCount).toBeGreaterThan(0);
    for (const { node } of data.myGames.edges) {
      expect(['PENDING_SDK_INTEGRATION', 'PENDING_REVIEW']).toContain(node.status);
      expect(node.isIterating).toBe(false);
    }
    for (const count of Object.values(data.myGamesCounts)) expect(count).toBeGreaterThanOrEqual(0);
  });

  it('MG-12 pages the board five games at a time', async () => {
    const client = await signedIn('lead@studio-one.test');
    const { myGames } = await client.data<{ myGames: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } }>(
      '{ myGames(tab: FINISHED, type: CPI) { edges { cursor } pageInfo { hasNextPage } } }',
    );
    expect(myGames.edges.length).toBeLessThanOrEqual(5);
  });

  it('MG-23 MG-24 MG-25 the board sorts newest first until the viewer keeps another sort for a tab, which myGames then uses', async () => {
    const client = await signedIn('manager@studio-one.test');
    const LIST = '{ myGamesSort(tab: FINISHED, type: CPI) { option sort order } myGames(first: 50, tab: FINISHED, type: CPI) { edges { node { createdAt last { cpi } } } } }';
    type Board = { myGamesSort: { option: string; sort: string; order: string }; myGames: { edges: { node: { createdAt: string; last: { cpi: number | null } } }[] } };
    const before = await client.data<Board>(LIST);
    expect(before.myGamesSort).toEqual({ option: 'date', sort: 'CREATED_AT', order: 'DESC' });
    const dates = before.myGames.edges.map((e) => e.node.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const kept = await client.data<{ setMyGamesSort: { __typename: string; option: string } }>(
      'mutation { setMyGamesSort(tab: FINISHED, type: CPI, option: "cpi") { __typename ... on BoardSortChoice { option } } }',
    );
    expect(kept.setMyGamesSort).toEqual({ __typename: 'BoardSortChoice', option: 'cpi' });
    const after = await client.data<Board>(LIST);
    expect(after.myGamesSort.option).toBe('cpi');
    const cpis = after.myGames.edges.map((e) => e.node.last.cpi).filter((v): v is number => v !== null);
    expect(cpis.length).toBeGreaterThan(1);
    expect(cpis).toEqual([...cpis].sort((a, b) => a - b));
    // Another tab keeps its own; an option the type does not offer is a typed refusal.
    expect((await client.data<Board>('{ myGamesSort(tab: IN_TESTING, type: CPI) { option sort order } }')).myGamesSort.option).toBe('date');
    const refused = await client.data<{ setMyGamesSort: { __typename: string; code: string } }>(
      'mutation { setMyGamesSort(tab: FINISHED, type: CTR, option: "cpi") { __typename ... on ProviderError { code } } }',
    );
    expect(refused.setMyGamesSort).toEqual({ __typename: 'ProviderError', code: 'INVALID_ARGUMENT' });
  });

  it('GL-07 costs at most 2 provider calls for a page of 20 games with the viewer', async () => {
    const client = await signedIn('pm@greenlight.test');
    stack.resetProviderCalls();
    const data = await client.data<GamesPage>(GAMES_PAGE, { first: 20 });
    expect(data.games.edges).toHaveLength(20);
    expect(stack.providerCalls()).toBeLessThanOrEqual(2);
  });

  it('FLT-20 BE-LIST-01 the provider refuses a tree with an unknown rule with a 400 naming it', async () => {
    const login = await fetch(`${stack.providerUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'pm@greenlight.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const response = await fetch(`${stack.providerUrl}/v1/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: { logicalOperator: 'all', children: [{ rule: 'lastCpi', operator: '<', value: 1 }] } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Unknown rule "lastCpi"',
      errorList: [{ code: 'INVALID_FILTER', detail: 'Unknown rule "lastCpi"', path: 'query.children.0', extra: { rule: 'lastCpi' } }],
    });
  });
});

describe('bad input', () => {
  const send = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.providerUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('BE-SYS-04 the provider answers 400 with an errorList, not 500, to a malformed login', async () => {
    for (const body of ['{', '{"username":"pm@greenlight.test"}', '{"username":1,"password":2}']) {
      const response = await send('/auth/login', body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toMatchObject({ errorList: [{ code: expect.any(String), detail: expect.any(String) }] });
    }
  });

  it('BE-SYS-04 the provider answers 400 to a malformed list body and 401 to a forged token', async () => {
    const login = await send('/auth/login', JSON.stringify({ username: 'pm@greenlight.test', password: DEMO_PASSWORD }));
    const { token } = (await login.json()) as { token: string };
    const malformed = await send('/v1/games', '{"limit": "twenty", "offset": -3}', { authorization: `Bearer ${token}` });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST' }] });
    const forged = await send('/v1/games', '{}', { authorization: `Bearer ${token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
  });

  it('the gateway answers 400 to a query that is not GraphQL, naming the problem', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ games(first: 1) { nope } }' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toContain('nope');
  });
});

describe('hostile input at the gateway (issue 18)', () => {
  const graphql = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('refuses a body over 256 kB before reading it, with a typed error; the gateway goes on serving', async () => {
    stack.resetProviderCalls();
    const started = performance.now();
    const large = await graphql(JSON.stringify({ query: `{ viewer { id } } # ${'x'.repeat(MAX_REQUEST_BYTES)}` }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ errors: [{ message: 'A GraphQL request may hold at most 256 kB.', extensions: { code: 'REQUEST_TOO_LARGE' } }] });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(stack.providerCalls()).toBe(0);
    const after = await graphql(JSON.stringify({ query: '{ viewer { id } }' }));
    expect(after.status).toBe(200);
  });

  it('asks a POST without a length to say it', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      // Written in chunks without Content-Length: sent chunked.
      request.write('{"query":');
      request.end('"{ viewer { id } }"}');
    });
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ extensions: { code: 'LENGTH_REQUIRED' } }] });
  });

  // Yoga's own body limit is off (server.ts): what bounds a body is its Content-Length, checked
  // before Yoga, and Node's parser, which reads no byte past it and refuses a length beside chunks.
  it('reads no more of a body than its Content-Length says, and refuses a length sent beside chunked encoding', async () => {
    const { hostname, port } = new URL(stack.gatewayUrl);
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname);
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(answer) : reject(error)));
        socket.end(text);
      });
    const head = (headers: string) => `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n${headers}\r\n`;
    // Claims 12 bytes, sends 300 kB: the 12 are a malformed request (400), the rest is not a request (400).
    const long = await raw(`${head('Content-Length: 12\r\n')}{"query":"{ ${'x'.repeat(300 * 1024)} }"}`);
    expect(long).toMatch(/^HTTP\/1\.1 400 /);
    expect(long).not.toContain('"data"');
    const smuggled = await raw(`${head('Content-Length: 5\r\nTransfer-Encoding: chunked\r\n')}0\r\n\r\n`);
    expect(smuggled).toMatch(/^HTTP\/1\.1 400 /);
    expect((await graphql(JSON.stringify({ query: '{ viewer { id } }' }))).status).toBe(200);
  });

  it('refuses a document of more tokens than the limit (a thousand aliases of games) before the provider is asked', async () => {
    const client = await signedIn('dev@studio-one.test');
    stack.resetProviderCalls();
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: games(first: 20) { totalCount }`).join(' ');
    const answer = await graphql(JSON.stringify({ query: `{ ${aliases} }` }), {
      accept: 'application/graphql-response+json',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: [{ message: 'A document may hold at most 5000 tokens.', extensions: { code: 'DOCUMENT_TOO_LARGE' } }] });
    expect(stack.providerCalls()).toBe(0);
  });

  it('closes a graphql-ws socket whose frame is over the limit (1009), and serves the next one', async () => {
    const socket = new WebSocket(`${stack.gatewayUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(Buffer.alloc(MAX_REQUEST_BYTES + 1024, 'x'));
    expect(await closed).toBe(1009);
    const after = await graphql(JSON.stringify({ query: '{ viewer { id } }' }));
    expect(after.status).toBe(200);
  });

  it('relays only /media/{sha256}: a path that walks elsewhere is not relayed', async () => {
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest({ host: new URL(stack.gatewayUrl).hostname, port: new URL(stack.gatewayUrl).port, path, method: 'GET' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    stack.resetProviderCalls();
    for (const path of ['/media/../health', '/media/%2e%2e/health', `/media/${'0'.repeat(64)}/../../health`, '/media/abc', `/media/${'0'.repeat(64)}?x=1`]) {
      expect(await raw(path), path).toBe(404);
    }
    expect(stack.providerCalls()).toBe(0);
  });
});

describe('headers and cookies (issue 18)', () => {
  const SIGN_IN = JSON.stringify({
    query: 'mutation S($email: String!, $password: String!) { signIn(email: $email, password: $password) { __typename } }',
    variables: { email: 'pm@greenlight.test', password: DEMO_PASSWORD },
  });
  const signInCookie = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: SIGN_IN });
    return answer.headers.getSetCookie().find((cookie) => cookie.startsWith('gl_session='))!;
  };

  /** Another gateway over the same provider, with these options, for the time of `use`. */
  async function withGateway(options: Partial<GatewayOptions>, use: (url: string) => Promise<void>) {
    const gateway = createGateway({ providerUrl: stack.providerUrl, logging: false, ...options });
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    try {
      await use(`http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`);
    } finally {
      await gateway.close();
    }
  }

  it('the page carries its Content-Security-Policy (no inline script, no framing) and every answer nosniff', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'greenlight-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Greenlight</title>');
    try {
      await withGateway({ webDist: dist }, async (url) => {
        const page = await fetch(`${url}/home`);
        expect(page.status).toBe(200);
        const policy = page.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("script-src 'self'");
        expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("connect-src 'self'");
        for (const answer of [page, await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ viewer { id } }"}' }), await fetch(`${url}/nowhere.js`)]) {
          expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
          expect(answer.headers.get('x-frame-options')).toBe('DENY');
          expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        }
      });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('the provider\'s answers are not sniffed nor framed either', async () => {
    const answer = await fetch(`${stack.providerUrl}/health`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('Secure cookies follow the configuration, never a client\'s X-Forwarded-Proto', async () => {
    expect(await signInCookie(stack.gatewayUrl, { 'x-forwarded-proto': 'https' })).not.toMatch(/; Secure/);
    await withGateway({ secureCookies: true }, async (url) => {
      expect(await signInCookie(url)).toMatch(/; Secure/);
    });
  });
});

describe('health, readiness and metrics (issue 18)', () => {
  it('the gateway and the provider answer /health and /ready; a gateway whose provider is gone is alive, not ready', async () => {
    expect(await (await fetch(`${stack.gatewayUrl}/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${stack.gatewayUrl}/ready`)).json()).toEqual({ status: 'ready' });
    expect(await (await fetch(`${stack.providerUrl}/ready`)).json()).toEqual({ status: 'ready' });
    const orphan = createGateway({ providerUrl: 'http://127.0.0.1:9', logging: false });
    await new Promise<void>((resolve) => orphan.server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(orphan.server.address() as AddressInfo).port}`;
      expect((await fetch(`${url}/health`)).status).toBe(200);
      expect((await fetch(`${url}/ready`)).status).toBe(503);
    } finally {
      await orphan.close();
    }
  });

  it('/metrics counts GraphQL operations with their provider calls, refusals, and the provider\'s routes', async () => {
    const client = await signedIn('pm@greenlight.test');
    await client.data('query MetricsProbe { games(first: 5) { totalCount } }');
    await fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(MAX_REQUEST_BYTES + 1) }, body: 'x'.repeat(MAX_REQUEST_BYTES + 1) }).catch(() => undefined);
    const gateway = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    expect(gateway).toMatch(/gateway_graphql_requests_total\{operation="MetricsProbe",kind="query",outcome="ok"\} 1/);
    expect(gateway).toMatch(/gateway_provider_calls_per_operation_count\{operation="MetricsProbe"\} 1/);
    expect(gateway).toMatch(/gateway_refusals_total\{reason="request_too_large"\} [1-9]/);
    expect(gateway).toContain('gateway_live_upstream_connections');
    const provider = await (await fetch(`${stack.providerUrl}/metrics`)).text();
    expect(provider).toMatch(/provider_http_requests_total\{method="POST",route="\/v1\/games\/cards",status="200"\} [1-9]/);
    expect(provider).toMatch(/provider_operations\{status="pending"\} \d+/);
    expect(provider).toContain('provider_http_request_duration_seconds_bucket');
  });

  it('AUTH-23 counts page views by page name; a name the dashboard does not have, or a long body, is refused', async () => {
    const view = (body: string) => fetch(`${stack.gatewayUrl}/page-view`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    const count = async () => Number((await (await fetch(`${stack.gatewayUrl}/metrics`)).text()).match(/gateway_page_views_total\{page="knowledge-sharing"\} (\d+)/)?.[1] ?? 0);
    const before = await count();
    expect((await view(JSON.stringify({ page: 'knowledge-sharing' }))).status).toBe(204);
    expect(await count()).toBe(before + 1);
    expect((await view(JSON.stringify({ page: 'evil"} 1\nfake' }))).status).toBe(400);
    expect((await view('not json')).status).toBe(400);
    expect((await view(JSON.stringify({ page: 'games', padding: 'x'.repeat(300) }))).status).toBe(413);
    expect((await fetch(`${stack.gatewayUrl}/page-view`)).status).toBe(405);
    expect(await count()).toBe(before + 1);
  });

  it('/metrics answers only this machine, or whoever holds METRICS_TOKEN', async () => {
    await withMetricsGateway('s3cret', async (url) => {
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong!' } })).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer s3cret' } })).status).toBe(200);
    });
  });

  async function withMetricsGateway(metricsToken: string, use: (url: string) => Promise<void>) {
    const gateway = createGateway({ providerUrl: stack.providerUrl, logging: false, metricsToken });
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    try {
      await use(`http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`);
    } finally {
      await gateway.close();
    }
  }
});

describe('transport', () => {
  it('AUTH-19 echoes the correlation id through the gateway', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'test-correlation-1' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(response.headers.get('x-correlation-id')).toBe('test-correlation-1');
  });

  it('relays /media from the provider on the page\'s origin, streamed with its caching headers', async () => {
    const client = await signedIn('pm@greenlight.test');
    const { games } = await client.data<{ games: { edges: { node: { iconUrl: string | null } }[] } }>(
      '{ games(first: 20) { edges { node { iconUrl } } } }',
    );
    const iconUrl = games.edges.map((edge) => edge.node.iconUrl).find((url) => url?.startsWith('/media/'));
    expect(iconUrl).toBeTruthy();
    const icon = await fetch(`${stack.gatewayUrl}${iconUrl}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toContain('immutable');
    expect([...new Uint8Array(await icon.arrayBuffer()).slice(0, 4)]).toEqual([137, 80, 78, 71]);
    const head = await fetch(`${stack.gatewayUrl}${iconUrl}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/media/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await fetch(`${stack.gatewayUrl}${iconUrl}`, { method: 'POST' })).status).toBe(405);
  });

  it('GAP-16 answers GraphQL over graphql-ws on /graphql with the session cookie', async () => {
    const client = await signedIn('pm@greenlight.test');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const ws = createClient({
      url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
    });
    try {
      const result = await new Promise<{ data?: { viewer: { user: { name: string } } } }>((resolve, reject) => {
        ws.subscribe({ query: '{ viewer { user { name } } }' }, { next: resolve as never, error: reject, complete: () => {} });
      });
      expect(result.data?.viewer.user.name).toBeTruthy();
    } finally {
      await ws.dispose();
    }
  });
});
