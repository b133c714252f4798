// Subscriptions through the gateway over a real provider (LIVE, OPS-10, NOTIF-12): a
// browser's graphql-ws socket with its session cookie hears the operations of the
// games its user may see and its own notifications, all of one user's subscriptions
// share one upstream connection, a socket without a session is told to sign in, and
// subscriptions outlive a provider that goes away for a while (issue 18).
import type { AddressInfo } from 'node:net';
import { findGameIds } from '@greenlight/provider';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { globalId, GraphQLClient } from '../support/graphql-client';
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

/** A graphql-ws client that sends the cookies of `http`, as the browser does at the upgrade. */
function socketOf(http: GraphQLClient | null): { client: Client; closes: number[] } {
  const cookie = http ? [...http.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  const closes: number[] = [];
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  const client = createClient({
    url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
    on: { closed: (event) => closes.push((event as { code: number }).code) },
  });
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
