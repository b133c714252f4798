// The gateway's upstream live connections against a small WebSocket server playing the
// provider's /ws: shared per user, keepalives, reconnection (LIVE-02, LIVE-03), an
// interrupted feed found again (LIVE-04, LIVE-05, issue 18) and a refused session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { createHash } from 'node:crypto';
import { credentialOf, LiveHub, mayHear, reconnectionWait, type LiveEnd, type LiveFeedState, type LiveFrame, type LiveRights } from './hub';

interface FakeFeed {
  url: string;
  /** Sockets open now, with the query they came with. */
  sockets: { socket: WebSocket; userId: string | null; token: string | null; authorization: string | undefined }[];
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
      const entry = { socket: ws, userId: query.get('userId'), token: query.get('token'), authorization: request.headers.authorization };
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

function listener(rights?: LiveRights) {
  const frames: LiveFrame[] = [];
  const feeds: LiveFeedState[] = [];
  const ends: LiveEnd[] = [];
  return {
    rights,
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

  it('LIVE sockets follow credentials: a session\'s token is named by its sid, a personal access token (or any other bearer) by its sha-256', () => {
    expect(credentialOf(sessionToken('s-1'))).toBe('session:s-1');
    expect(credentialOf(sessionToken('s-1', 'another signature'))).toBe('session:s-1');
    expect(credentialOf(PAT)).toBe(`token:${sha256(PAT)}`);
    expect(credentialOf('not.a.jwt')).toBe(`token:${sha256('not.a.jwt')}`);
  });

  it('LIVE sockets follow credentials: credentials-ended ends the listeners of those credentials only; the others keep hearing on the same upstream', async () => {
    const { feed, hub } = await setUp();
    const bySession = listener();
    const byToken = listener();
    hub.subscribe(7, sessionToken('s-1'), bySession);
    hub.subscribe(7, PAT, byToken);
    await expect.poll(() => feed.sockets.length).toBe(1);
    const upstream = feed.sockets[0]!;
    upstream.socket.send(JSON.stringify({ type: 'credentials-ended', message: { credentials: [`token:${sha256(PAT)}`, 'session:someone-else'] } }));
    await expect.poll(() => byToken.ends).toEqual(['unauthenticated']);
    upstream.socket.send(JSON.stringify({ type: 'notification', message: { id: 1, recipientId: 7 } }));
    await expect.poll(() => bySession.frames.length).toBe(1);
    expect(byToken.frames).toEqual([]);
    expect(bySession.ends).toEqual([]);
    // The control frames are not handed on, and the upstream stayed.
    expect(bySession.frames).toEqual([{ type: 'notification', message: { id: 1, recipientId: 7 } }]);
    expect(feed.connections).toBe(1);
  });

  it('LIVE sockets follow credentials: when the upstream\'s own credential ended it reopens at once with another listener\'s, which keeps hearing', async () => {
    const { feed, hub } = await setUp({ retryWaitMs: 5000 });
    const first = listener();
    const second = listener();
    hub.subscribe(7, sessionToken('s-1'), first);
    await expect.poll(() => feed.sockets.length).toBe(1);
    hub.subscribe(7, PAT, second);
    const started = Date.now();
    feed.sockets[0]!.socket.send(JSON.stringify({ type: 'credentials-ended', message: { credentials: ['session:s-1'] } }));
    await expect.poll(() => first.ends).toEqual(['unauthenticated']);
    // Not after the 5 s retry wait: at once, with the personal access token in the header.
    await expect.poll(() => feed.sockets.map((s) => s.authorization)).toEqual([`Bearer ${PAT}`]);
    expect(Date.now() - started).toBeLessThan(1000);
    feed.sockets[0]!.socket.send(JSON.stringify({ type: 'notification', message: { id: 2, recipientId: 7 } }));
    await expect.poll(() => second.frames.length).toBe(1);
    expect(second.ends).toEqual([]);
  });

  it('AUTH-17 a 4401 close ends the listeners of the credential the upstream was opened with; another credential\'s listener reopens it at once', async () => {
    const { feed, hub } = await setUp({ retryWaitMs: 5000 });
    const signedOut = listener();
    const other = listener();
    hub.subscribe(7, sessionToken('s-1'), signedOut);
    await expect.poll(() => feed.sockets.length).toBe(1);
    hub.subscribe(7, sessionToken('s-2'), other);
    feed.sockets[0]!.socket.close(4401, 'Session ended');
    await expect.poll(() => signedOut.ends).toEqual(['unauthenticated']);
    await expect.poll(() => feed.sockets.map((s) => s.token)).toEqual([sessionToken('s-2')]);
    expect(other.ends).toEqual([]);
  });

  it('STAFF-18 STAFF-19 access-changed ends every listener of the user as access-changed, so that each subscribes again with its new rights', async () => {
    const { feed, hub } = await setUp({ lingerMs: 5000 });
    const a = listener();
    const b = listener();
    hub.subscribe(7, sessionToken('s-1'), a);
    hub.subscribe(7, PAT, b);
    await expect.poll(() => feed.sockets.length).toBe(1);
    feed.sockets[0]!.socket.send(JSON.stringify({ type: 'access-changed', message: {} }));
    await expect.poll(() => [a.ends, b.ends]).toEqual([['access-changed'], ['access-changed']]);
    // The upstream stays a while for the subscriptions that come again.
    const again = listener();
    hub.subscribe(7, sessionToken('s-1'), again);
    expect(again.feeds).toEqual(['connected']);
    expect(feed.connections).toBe(1);
  });

  it('LIVE sockets follow credentials: each frame is weighed against the listener\'s rights: another studio\'s operation and another recipient\'s notification are not handed on', async () => {
    const { feed, hub } = await setUp();
    const member = listener({ userId: 7, seesAllGames: false, studioIds: new Set([1]) });
    const staff = listener({ userId: 7, seesAllGames: true, studioIds: new Set() });
    hub.subscribe(7, 't-1', member);
    hub.subscribe(7, 't-2', staff);
    await expect.poll(() => feed.sockets.length).toBe(1);
    const frames = [
      { type: 'game-operation', studioId: 1, message: { operationId: 'own-studio', requestedBy: 9 } },
      { type: 'game-operation', studioId: 2, message: { operationId: 'other-studio', requestedBy: 9 } },
      { type: 'game-operation', studioId: 2, message: { operationId: 'asked-by-the-viewer', requestedBy: 7 } },
      { type: 'notification', message: { id: 1, recipientId: 8 } },
      { type: 'notification', message: { id: 2, recipientId: 7 } },
    ];
    for (const frame of frames) feed.sockets[0]!.socket.send(JSON.stringify(frame));
    await expect.poll(() => staff.frames.length).toBe(4);
    const names = (heard: LiveFrame[]) => heard.map((frame) => (frame.type === 'notification' ? frame.message.id : frame.message.operationId));
    expect(names(member.frames)).toEqual(['own-studio', 'asked-by-the-viewer', 2]);
    expect(names(staff.frames)).toEqual(['own-studio', 'other-studio', 'asked-by-the-viewer', 2]);
    // A provider that does not name the studio: its own routing is the check.
    expect(mayHear({ userId: 7, seesAllGames: false, studioIds: new Set() }, { type: 'game-operation', message: { requestedBy: 9 } } as LiveFrame)).toBe(true);
  });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PAT = `glpat_${'x'.repeat(43)}`;

/** A session access token's shape: its claims readable, its signature whatever it is. */
function sessionToken(sid: string, signature = 'signature'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'access' })}.${part({ sub: '7', sid })}.${Buffer.from(signature).toString('base64url')}`;
}
