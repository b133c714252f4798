// Subscriptions through the gateway over a real provider (LIVE, OPS-10, NOTIF-12): a
// browser's graphql-ws socket with its session cookie hears the operations of the
// games its user may see and its own notifications, all of one user's subscriptions
// share one upstream connection, a socket without a session is told to sign in, and
// subscriptions outlive a provider that goes away for a while (issue 18), and sockets
// follow credentials (issue 42): closed within 5 s of a revocation, a sign-out, a
// password change (4401) or an access change (4403), the user's other sockets kept.
import type { AddressInfo } from 'node:net';
import { findGameIds, restoreDemoUser } from '@greenlight/provider';
import { and, eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioMembers, studios, users } from '../../provider/src/db/schema';
import { globalId, GraphQLClient } from '../support/graphql-client';
import { cookieHeader, gatewaySocket } from '../support/live';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;
const sockets: Client[] = [];

beforeAll(async () => {
  // The gateway's reconnections to the provider's feed 50 ms apart, 200 ms at most once interrupted (5 s and 30 s in production).
  stack = await startStack({ live: { retryWaitMs: 50, retryMaxWaitMs: 200 } });
});
afterAll(async () => {
  for (const client of sockets) await client.dispose();
  await stack?.close();
});

async function signedIn(email: string) {
  const client = new GraphQLClient(stack.gatewayUrl);
  expect((await client.signIn(email, DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
  return client;
}

/**
 * A graphql-ws client that sends the cookies of `http`, as the browser does at the upgrade,
 * or a script's `Authorization: Bearer` header.
 */
function socketOf(http: GraphQLClient | { bearer: string } | null): { client: Client; closes: number[] } {
  const headers: Record<string, string> = {};
  if (http instanceof GraphQLClient) headers.cookie = cookieHeader(http.cookies);
  else if (http) headers.authorization = `Bearer ${http.bearer}`;
  const closes: number[] = [];
  const client = gatewaySocket(stack.gatewayUrl, headers, closes);
  sockets.push(client);
  return { client, closes };
}

interface Collected<T> {
  values: T[];
  errors: unknown[];
  next(match: (value: T) => boolean, timeoutMs?: number): Promise<T>;
  stop(): void;
}

function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Collected<T> {
  const values: T[] = [];
  const errors: unknown[] = [];
  const waiters: { match: (value: T) => boolean; resolve: (value: T) => void }[] = [];
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (!result.data) return;
        values.push(result.data as T);
        for (const waiter of [...waiters]) {
          if (waiter.match(result.data as T)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(result.data as T);
          }
        }
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    values,
    errors,
    stop,
    next: (match, timeoutMs = 8000) => {
      const seen = values.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`nothing matched in ${timeoutMs} ms: ${JSON.stringify({ values, errors })}`)), timeoutMs);
        waiters.push({ match, resolve: (value) => (clearTimeout(timer), resolve(value)) });
      });
    },
  };
}

interface OperationEvent {
  gameOperations: { operationId: string; status: string; message: string; gameId: string; action: string; requestedByViewer: boolean };
}
interface NotificationEvent {
  notifications: { notificationId: number; type: string; message: string; relatedGameId: number | null; readAt: string | null };
}

const OPERATIONS = `subscription Operations($gameIds: [ID!]) {
  gameOperations(gameIds: $gameIds) { operationId status message gameId action requestedByViewer }
}`;
const NOTIFICATIONS = `subscription { notifications { notificationId type message relatedGameId readAt } }`;

/** The provider's worker has started its subscribers' upstreams once this many users listen. */
async function upstreams(count: number) {
  await expect.poll(() => stack.gateway.live.connectionCount, { timeout: 5000 }).toBe(count);
}

describe('subscriptions over graphql-ws', () => {
  it('OPS-10 LIVE-08 NOTIF-12 the requester hears the kill queued then done; issue 42: the studio\'s lead is notified, live, the requester not; another studio hears nothing', async () => {
    const pmHttp = await signedIn('pm@greenlight.test');
    const pm = socketOf(pmHttp);
    const lead = socketOf(await signedIn('lead@studio-one.test'));
    const stranger = socketOf(await signedIn('lead@studio-two.test'));
    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1);
    const game = globalId('Game', gameId!);

    const pmOperations = collect<OperationEvent>(pm.client, OPERATIONS, { gameIds: [game] });
    const pmNotifications = collect<NotificationEvent>(pm.client, NOTIFICATIONS);
    const leadNotifications = collect<NotificationEvent>(lead.client, NOTIFICATIONS);
    const leadOperations = collect<OperationEvent>(lead.client, OPERATIONS);
    const strangerOperations = collect<OperationEvent>(stranger.client, OPERATIONS);
    // Two subscriptions of pm@ share one upstream: three users, three connections.
    await upstreams(3);

    const killed = await pmHttp.data<{ gameAction: { __typename: string; operation: { operationId: string } } }>(
      `mutation Kill($id: ID!) { gameAction(input: { killGame: { gameId: $id } }) { __typename ... on GameActionPayload { operation { operationId } } } }`,
      { id: game },
    );
    expect(killed.gameAction.__typename).toBe('GameActionPayload');
    const { operationId } = killed.gameAction.operation;

    const queued = await pmOperations.next((e) => e.gameOperations.operationId === operationId && e.gameOperations.status === 'PENDING');
    expect(queued.gameOperations).toMatchObject({ gameId: game, action: 'KILL_GAME', requestedByViewer: true });
    const done = await pmOperations.next((e) => e.gameOperations.operationId === operationId && e.gameOperations.status === 'SUCCESS');
    expect(done.gameOperations.message).toBe('Action done! Kill game');
    const notified = await leadNotifications.next((e) => e.notifications.relatedGameId === gameId);
    expect(notified.notifications).toMatchObject({ type: 'GAME_DECISION', readAt: null });
    expect(notified.notifications.message).toMatch(/ended the test: its campaign is stopped and it moves to Finished\.$/);
    expect(pmNotifications.values.filter((e) => e.notifications.relatedGameId === gameId)).toEqual([]);

    // The studio's lead sees the game re-enabled too, without having asked.
    const seen = await leadOperations.next((e) => e.gameOperations.operationId === operationId && e.gameOperations.status === 'SUCCESS');
    expect(seen.gameOperations.requestedByViewer).toBe(false);
    expect(strangerOperations.values).toEqual([]);
    expect([...pmOperations.errors, ...leadOperations.errors, ...strangerOperations.errors]).toEqual([]);
  });

  it('LIVE-01 a socket without a session is closed with 4401, so that the page signs in again', async () => {
    const anonymous = socketOf(null);
    const attempt = collect<OperationEvent>(anonymous.client, OPERATIONS);
    await expect.poll(() => anonymous.closes, { timeout: 5000 }).toContain(4401);
    expect(attempt.values).toEqual([]);
  });

  it('a signed-out session cannot subscribe with its old cookie', async () => {
    const http = await signedIn('cs@greenlight.test');
    const cookie = new GraphQLClient(stack.gatewayUrl);
    for (const [name, value] of http.cookies) cookie.cookies.set(name, value);
    await http.data(`mutation { signOut { __typename } }`);
    const stale = socketOf(cookie);
    collect<OperationEvent>(stale.client, OPERATIONS);
    await expect.poll(() => stale.closes, { timeout: 5000 }).toContain(4401);
  });

  it('LIVE-03 LIVE-04 LIVE-05 a provider gone for longer than five attempts: subscriptions stay, liveFeed says INTERRUPTED then CONNECTED, and operations arrive again once it is back (issue 18)', async () => {
    const pmHttp = await signedIn('pm@greenlight.test');
    const pm = socketOf(pmHttp);
    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1);
    const game = globalId('Game', gameId!);
    const feed = collect<{ liveFeed: string }>(pm.client, 'subscription { liveFeed }');
    const operations = collect<OperationEvent>(pm.client, OPERATIONS, { gameIds: [game] });
    const states = () => feed.values.map((value) => value.liveFeed);
    await expect.poll(states, { timeout: 5000 }).toEqual(['CONNECTED']);

    // The provider goes away: its live sockets dropped, its port closed (connections refused).
    const server = stack.provider.server;
    const { port } = server.address() as AddressInfo;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const { websocketServer } = stack.provider as unknown as { websocketServer: { clients: Set<{ terminate(): void }> } };
    for (const client of websocketServer.clients) client.terminate();
    server.closeAllConnections();
    await closed;
    await expect.poll(states, { timeout: 5000 }).toEqual(['CONNECTED', 'INTERRUPTED']);
    // Longer than the five attempts: still subscribed, still trying.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.gateway.live.connectionCount).toBe(0);

    // It comes back on its port: the gateway finds it again by itself.
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    await expect.poll(states, { timeout: 5000 }).toEqual(['CONNECTED', 'INTERRUPTED', 'CONNECTED']);
    const killed = await pmHttp.data<{ gameAction: { __typename: string; operation: { operationId: string } } }>(
      `mutation Kill($id: ID!) { gameAction(input: { killGame: { gameId: $id } }) { __typename ... on GameActionPayload { operation { operationId } } } }`,
      { id: game },
    );
    expect(killed.gameAction.__typename).toBe('GameActionPayload');
    const { operationId } = killed.gameAction.operation;
    const done = await operations.next((e) => e.gameOperations.operationId === operationId && e.gameOperations.status === 'SUCCESS');
    expect(done.gameOperations).toMatchObject({ gameId: game, action: 'KILL_GAME', requestedByViewer: true });
    expect([...feed.errors, ...operations.errors]).toEqual([]);
  });
});

const FEED = 'subscription { liveFeed }';
const KILL = `mutation Kill($id: ID!) { gameAction(input: { killGame: { gameId: $id } }) { __typename ... on GameActionPayload { operation { operationId } } } }`;

/** A socket whose feed said CONNECTED: its subscription reached the upstream. */
async function listening(caller: GraphQLClient | { bearer: string }) {
  const socket = socketOf(caller);
  const feed = collect<{ liveFeed: string }>(socket.client, FEED);
  await feed.next((value) => value.liveFeed === 'CONNECTED');
  return { ...socket, feed };
}

/** How long until `closes` holds `code`, failing past 5 s. */
async function closedWith(closes: number[], code: number, since: number): Promise<number> {
  await expect.poll(() => closes, { timeout: 5000, interval: 20 }).toContain(code);
  return Date.now() - since;
}

async function studioOne() {
  const [row] = await stack.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, 'studio-one'));
  return row!.id;
}

async function userIdOf(email: string) {
  const [row] = await stack.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('issue 42 sockets follow credentials', () => {
  it('LIVE sockets follow credentials: a revoked personal access token closes its graphql-ws connection within 5 s; the same user\'s browser socket keeps hearing', async () => {
    const browser = await signedIn('pm2@greenlight.test');
    const made = await browser.data<{ createAccessToken: { token: string; accessToken: { id: string } } }>(
      `mutation { createAccessToken(name: "watcher", scope: READ, expiresInDays: 7) { ... on CreateAccessTokenPayload { token accessToken { id } } } }`,
    );
    const { token, accessToken } = made.createAccessToken;
    // The script's socket first: the user's one upstream is opened with its token.
    const script = await listening({ bearer: token });
    const page = await listening(browser);
    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1);
    const game = globalId('Game', gameId!);
    const heard = collect<OperationEvent>(page.client, OPERATIONS, { gameIds: [game] });

    const started = Date.now();
    const revoked = await browser.data<{ revokeAccessToken: { __typename: string } }>(`mutation ($id: ID!) { revokeAccessToken(id: $id) { __typename } }`, { id: accessToken.id });
    expect(revoked.revokeAccessToken.__typename).toBe('RevokeAccessTokenPayload');
    const tookMs = await closedWith(script.closes, 4401, started);
    expect(tookMs).toBeLessThan(5000);

    // The browser's socket stays, and its feed (reopened with the session's token) still delivers.
    const killed = await browser.data<{ gameAction: { operation: { operationId: string } } }>(KILL, { id: game });
    const { operationId } = killed.gameAction.operation;
    await heard.next((e) => e.gameOperations.operationId === operationId && e.gameOperations.status === 'SUCCESS');
    expect(page.closes).toEqual([]);
    expect([...page.feed.errors, ...heard.errors]).toEqual([]);
  });

  it('AUTH-17 a browser socket is closed with 4401 within 5 s of its session\'s sign-out; the same user\'s other session keeps its socket', async () => {
    const leaving = await signedIn('cs@greenlight.test');
    const staying = await signedIn('cs@greenlight.test');
    const left = await listening(leaving);
    const kept = await listening(staying);
    const started = Date.now();
    await leaving.data(`mutation { signOut { __typename } }`);
    expect(await closedWith(left.closes, 4401, started)).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kept.closes).toEqual([]);
    expect(kept.feed.errors).toEqual([]);
  });

  it('PROF-13 a password change closes within 5 s the sockets of the user\'s other sessions, not the socket of the session that changed it', async () => {
    const email = 'admin@greenlight.test';
    const changing = await signedIn(email);
    const elsewhere = await signedIn(email);
    const own = await listening(changing);
    const other = await listening(elsewhere);
    try {
      const started = Date.now();
      const changed = await changing.data<{ changePassword: { __typename: string } }>(
        `mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { __typename } }`,
        { current: DEMO_PASSWORD, next: 'Another-Passw0rd' },
      );
      expect(changed.changePassword.__typename).toBe('ViewerPayload');
      expect(await closedWith(other.closes, 4401, started)).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(own.closes).toEqual([]);
    } finally {
      await restoreDemoUser(stack.database.db, email);
    }
  });

  it('STAFF-18 a studio member switched inactive: the socket is closed with 4403 within 5 s; subscribed again, it hears nothing more of the studio\'s games', async () => {
    const studioId = await studioOne();
    const memberEmail = 'dev@studio-one.test';
    const memberId = await userIdOf(memberEmail);
    const lead = await signedIn('lead@studio-one.test');
    const member = await signedIn(memberEmail);
    const before = await listening(member);
    const setActive = (isActive: boolean) =>
      lead.data<{ updateStaffMember: { __typename: string } }>(
        `mutation ($studioId: Int!, $userId: Int!, $isActive: Boolean) { updateStaffMember(studioId: $studioId, userId: $userId, input: { isActive: $isActive }) { __typename } }`,
        { studioId, userId: memberId, isActive },
      );
    try {
      const started = Date.now();
      expect((await setActive(false)).updateStaffMember.__typename).toBe('StudioAdmin');
      expect(await closedWith(before.closes, 4403, started)).toBeLessThan(5000);

      // Still signed in: the page subscribes again, now with no studio's rights.
      const after = await listening(member);
      const heard = collect<OperationEvent>(after.client, OPERATIONS);
      const pm = await signedIn('pm@greenlight.test');
      const staff = collect<OperationEvent>((await listening(pm)).client, OPERATIONS);
      const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1);
      const killed = await pm.data<{ gameAction: { operation: { operationId: string } } }>(KILL, { id: globalId('Game', gameId!) });
      const { operationId } = killed.gameAction.operation;
      await staff.next((e) => e.gameOperations.operationId === operationId && e.gameOperations.status === 'SUCCESS');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.values).toEqual([]);
      expect(after.closes).toEqual([]);
    } finally {
      await stack.database.db.update(studioMembers).set({ isActive: true }).where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, memberId)));
    }
  });

  it('STAFF-19 a studio member given another access level: the socket is closed with 4403 within 5 s, and subscribes again', async () => {
    const studioId = await studioOne();
    const memberEmail = 'own@studio-one.test';
    const memberId = await userIdOf(memberEmail);
    const lead = await signedIn('lead@studio-one.test');
    const member = await signedIn(memberEmail);
    const before = await listening(member);
    const setAccess = (accessId: number) =>
      lead.data<{ updateStaffMember: { __typename: string } }>(
        `mutation ($studioId: Int!, $userId: Int!, $accessId: Int) { updateStaffMember(studioId: $studioId, userId: $userId, input: { accessId: $accessId }) { __typename } }`,
        { studioId, userId: memberId, accessId },
      );
    const started = Date.now();
    expect((await setAccess(4)).updateStaffMember.__typename).toBe('StudioAdmin');
    expect(await closedWith(before.closes, 4403, started)).toBeLessThan(5000);
    const again = await listening(member);
    expect(again.feed.errors).toEqual([]);
    await setAccess(3);
  });
});
