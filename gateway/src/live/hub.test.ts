// The gateway's upstream live connections against a small WebSocket server playing the
// provider's /ws: shared per user, keepalives, reconnection (LIVE-02, LIVE-03), an
// interrupted feed found again (LIVE-04, LIVE-05, issue 18) and a refused session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { LiveHub, reconnectionWait, type LiveEnd, type LiveFeedState, type LiveFrame } from './hub';

interface FakeFeed {
  url: string;
  /** Sockets open now, with the query they came with. */
  sockets: { socket: WebSocket; userId: string | null; token: string | null }[];
  /** Every message received from the gateway. */
  received: string[];
  connections: number;
  /** When each upgrade request arrived (Date.now()). */
  connectedAt: number[];
  /** Refuse upgrades with this status while set. */
  refuse: number | null;
  /** Stops listening, its sockets dropped: the provider is gone, connections refused. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

async function fakeFeed(): Promise<FakeFeed> {
  const server: Server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  const feed: FakeFeed = {
    url: '',
    sockets: [],
    received: [],
    connections: 0,
    connectedAt: [],
    refuse: null,
    down: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const { socket } of feed.sockets) socket.terminate();
      server.closeAllConnections();
      await closed;
    },
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      for (const { socket } of feed.sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on('upgrade', (request, socket, head) => {
    // A client that gives up on a refused upgrade may reset the socket before its answer is
    // written: ECONNRESET, which would otherwise end the test run as an uncaught error.
    socket.on('error', () => {});
    feed.connections += 1;
    feed.connectedAt.push(Date.now());
    if (feed.refuse !== null) {
      socket.end(`HTTP/1.1 ${feed.refuse} Refused\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}`);
      return;
    }
    const query = new URL(request.url ?? '/', 'http://feed').searchParams;
    wss.handleUpgrade(request, socket, head, (ws) => {
      const entry = { socket: ws, userId: query.get('userId'), token: query.get('token') };
      feed.sockets.push(entry);
      ws.on('message', (data) => feed.received.push(String(data)));
      ws.on('close', () => feed.sockets.splice(feed.sockets.indexOf(entry), 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  feed.url = `http://127.0.0.1:${port}`;
  return feed;
}

function listener() {
  const frames: LiveFrame[] = [];
  const feeds: LiveFeedState[] = [];
  const ends: LiveEnd[] = [];
  return {
    frames,
    feeds,
    ends,
    frame: (frame: LiveFrame) => frames.push(frame),
    feed: (state: LiveFeedState) => feeds.push(state),
    ended: (reason: LiveEnd) => ends.push(reason),
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(options: ConstructorParameters<typeof LiveHub>[1] = {}) {
  const feed = await fakeFeed();
  const hub = new LiveHub(feed.url, { retryWaitMs: 20, lingerMs: 50, ...options });
  cleanups.push(() => hub.close(), () => feed.close());
  return { feed, hub };
}

describe('LiveHub', () => {
  it('LIVE-01 shares one upstream per user, opened with its id and token, and hands frames to every subscriber', async () => {
    const { feed, hub } = await setUp();
    const a = listener();
    const b = listener();
    hub.subscribe(7, 'token-1', a);
    hub.subscribe(7, 'token-2', b);
    hub.subscribe(8, 'token-3', listener());
    await expect.poll(() => feed.sockets.length).toBe(2);
    expect(hub.connectionCount).toBe(2);
    expect(feed.sockets.map((s) => [s.userId, s.token]).sort()).toEqual([
      ['7', 'token-1'],
      ['8', 'token-3'],
    ]);
    const user7 = feed.sockets.find((s) => s.userId === '7')!;
    user7.socket.send(JSON.stringify({ type: 'game-operation', message: { operationId: 'x' } }));
    // LIVE-07: what is not a feed frame is not passed on.
    user7.socket.send(JSON.stringify({ type: 'something-else', message: {} }));
    user7.socket.send('not json');
    await expect.poll(() => a.frames.length).toBe(1);
    expect(b.frames).toEqual(a.frames);
    expect(a.frames[0]).toEqual({ type: 'game-operation', message: { operationId: 'x' } });
  });

  it('LIVE-02 sends an empty keepalive at its period', async () => {
    const { feed, hub } = await setUp({ keepaliveMs: 20 });
    hub.subscribe(7, 't', listener());
    await expect.poll(() => feed.received.length).toBeGreaterThanOrEqual(2);
    expect(new Set(feed.received)).toEqual(new Set(['']));
  });

  it('LIVE-03 reconnects after a drop with the newest token, and keeps its subscribers', async () => {
    const { feed, hub } = await setUp();
    const a = listener();
    hub.subscribe(7, 'old', a);
    await expect.poll(() => feed.sockets.length).toBe(1);
    hub.subscribe(7, 'newer', listener());
    feed.sockets[0]!.socket.terminate();
    await expect.poll(() => feed.sockets.map((s) => s.token)).toEqual(['newer']);
    expect(feed.connections).toBe(2);
    feed.sockets[0]!.socket.send(JSON.stringify({ type: 'notification', message: { id: 1 } }));
    await expect.poll(() => a.frames.length).toBe(1);
    expect(a.ends).toEqual([]);
  });

  it('LIVE-03 LIVE-04 LIVE-05 keeps trying a provider gone for longer than five attempts: its subscribers hear the feed interrupted, then restored, then frames again (issue 18)', async () => {
    const { feed, hub } = await setUp({ retryWaitMs: 10, retryMaxWaitMs: 40 });
    const a = listener();
    hub.subscribe(7, 't', a);
    await expect.poll(() => a.feeds).toEqual(['connected']);
    await feed.down();
    await expect.poll(() => a.feeds).toEqual(['connected', 'interrupted']);
    // Still trying, and the interruption is said once: a listener joining now hears it at once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const late = listener();
    hub.subscribe(7, 't', late);
    expect(late.feeds).toEqual(['interrupted']);
    expect(a.feeds).toEqual(['connected', 'interrupted']);
    expect(a.ends).toEqual([]);

    await feed.up();
    await expect.poll(() => a.feeds).toEqual(['connected', 'interrupted', 'connected']);
    expect(late.feeds).toEqual(['interrupted', 'connected']);
    expect(hub.connectionCount).toBe(1);
    feed.sockets[0]!.socket.send(JSON.stringify({ type: 'notification', message: { id: 1 } }));
    await expect.poll(() => a.frames).toEqual([{ type: 'notification', message: { id: 1 } }]);
    expect(late.frames).toEqual(a.frames);
    expect(a.ends).toEqual([]);
  });

  it('LIVE-04 tells its subscribers of the interruption once the connection and five attempts failed', async () => {
    const { feed, hub } = await setUp({ retryWaitMs: 10 });
    const a = listener();
    let connectionsWhenInterrupted = 0;
    hub.subscribe(7, 't', {
      ...a,
      feed: (state) => {
        a.feed(state);
        if (state === 'interrupted') connectionsWhenInterrupted = feed.connections;
      },
    });
    await expect.poll(() => feed.sockets.length).toBe(1);
    feed.refuse = 503;
    feed.sockets[0]!.socket.terminate();
    await expect.poll(() => a.feeds).toEqual(['connected', 'interrupted']);
    // The first connection, then five attempts; and it goes on trying.
    expect(connectionsWhenInterrupted).toBe(6);
    await expect.poll(() => feed.connections).toBeGreaterThan(7);
    expect(a.feeds).toEqual(['connected', 'interrupted']);
    expect(a.ends).toEqual([]);
  });

  it('LIVE-03 waits at least the retry wait between attempts, then longer, doubling up to the longest wait', async () => {
    const { feed, hub } = await setUp({ retryWaitMs: 60, retryAttempts: 2, retryMaxWaitMs: 150 });
    const a = listener();
    feed.refuse = 503;
    hub.subscribe(7, 't', a);
    await expect.poll(() => feed.connections, { timeout: 5000 }).toBeGreaterThanOrEqual(5);
    const gaps = feed.connectedAt.slice(1, 5).map((at, i) => at - feed.connectedAt[i]!);
    // Timers may fire a millisecond early.
    expect(gaps.map((gap, i) => gap >= [60, 60, 120, 150][i]! - 2)).toEqual([true, true, true, true]);
    expect(a.feeds).toEqual(['interrupted']);

    expect([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => reconnectionWait(failures))).toEqual([
      5000, 5000, 5000, 5000, 5000, 10_000, 20_000, 30_000,
    ]);
    expect(reconnectionWait(40)).toBe(30_000);
  });

  it('a session the feed refuses (401, or closed with 4401) ends its subscribers as unauthenticated, without retrying', async () => {
    const { feed, hub } = await setUp();
    const refused = listener();
    feed.refuse = 401;
    hub.subscribe(7, 'expired', refused);
    await expect.poll(() => refused.ends).toEqual(['unauthenticated']);
    expect(feed.connections).toBe(1);

    feed.refuse = null;
    const ended = listener();
    hub.subscribe(8, 't', ended);
    await expect.poll(() => feed.sockets.length).toBe(1);
    feed.sockets[0]!.socket.close(4401, 'Session ended');
    await expect.poll(() => ended.ends).toEqual(['unauthenticated']);
  });

  it('a provider that returns after an interruption refusing the session (its token expired meanwhile) ends the subscribers as unauthenticated', async () => {
    const { feed, hub } = await setUp({ retryWaitMs: 10, retryMaxWaitMs: 20 });
    const a = listener();
    hub.subscribe(7, 't', a);
    await expect.poll(() => feed.sockets.length).toBe(1);
    await feed.down();
    await expect.poll(() => a.feeds).toEqual(['connected', 'interrupted']);
    feed.refuse = 401;
    await feed.up();
    await expect.poll(() => a.ends).toEqual(['unauthenticated']);
    expect(hub.connectionCount).toBe(0);
  });

  it('closes an upstream nobody listens to once its linger is over', async () => {
    const { feed, hub } = await setUp({ lingerMs: 30 });
    const stop = hub.subscribe(7, 't', listener());
    await expect.poll(() => feed.sockets.length).toBe(1);
    stop();
    await expect.poll(() => feed.sockets.length).toBe(0);
    expect(hub.connectionCount).toBe(0);
  });
});
