// The provider's live feed as the gateway holds it (LIVE, ARCHITECTURE "Subscriptions"):
// one upstream WebSocket per signed-in user per gateway instance, shared by all of
// that user's subscriptions. The upstream reconnects when it drops, up to five times
// at least five seconds apart (LIVE-03), sending the empty keepalive every minute
// (LIVE-02); its subscribers hear when it gives up or when the provider refuses the
// session, so that the browser can sign in again or say live updates failed (LIVE-04).
import { LIVE_KEEPALIVE_MS, LIVE_RETRY_ATTEMPTS, LIVE_RETRY_WAIT_MS } from '@greenlight/rules';
import WebSocket from 'ws';
import type { ProviderOperation } from '../provider/client';

/** A notification as the feed carries it (NOTIF-04). */
export interface LiveNotification {
  id: number;
  type: string;
  content: string;
  createdAt: string;
  recipientId: number;
  relatedContentId: number | null;
  readAt: string | null;
}

/** LIVE-06: what the provider sends (its /ws route in openapi.json). */
export type LiveFrame = { type: 'game-operation'; message: ProviderOperation } | { type: 'notification'; message: LiveNotification };

/** Why a subscriber stops hearing: the session is no longer valid, or the feed cannot be reached. */
export type LiveEnd = 'unauthenticated' | 'unavailable';

export interface LiveListener {
  frame(frame: LiveFrame): void;
  ended(reason: LiveEnd): void;
}

export interface LiveHubOptions {
  /** LIVE-03: reconnections before giving up. */
  retryAttempts?: number;
  /** LIVE-03: the least wait between two attempts. */
  retryWaitMs?: number;
  /** LIVE-02: the empty keepalive's period. */
  keepaliveMs?: number;
  /** How long an upstream nobody listens to stays open (a page reload re-subscribes). */
  lingerMs?: number;
}

export class LiveHub {
  private readonly upstreams = new Map<number, Upstream>();

  constructor(
    private readonly providerUrl: string,
    private readonly options: LiveHubOptions = {},
  ) {}

  /**
   * Listens to a user's feed. `token` is an access token just accepted by the provider;
   * it opens the upstream or, when one is open, serves its next reconnection.
   */
  subscribe(userId: number, token: string, listener: LiveListener): () => void {
    let upstream = this.upstreams.get(userId);
    if (!upstream) {
      upstream = new Upstream(this.feedUrl(userId), token, this.options, () => this.upstreams.delete(userId));
      this.upstreams.set(userId, upstream);
    } else {
      upstream.token = token;
    }
    return upstream.add(listener);
  }

  /** Open upstream connections, for tests and benchmarks. */
  get connectionCount(): number {
    return [...this.upstreams.values()].filter((upstream) => upstream.isOpen).length;
  }

  close(): void {
    for (const upstream of this.upstreams.values()) upstream.close();
    this.upstreams.clear();
  }

  private feedUrl(userId: number): (token: string) => string {
    const base = new URL('/ws', this.providerUrl);
    base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
    return (token) => {
      const url = new URL(base);
      url.searchParams.set('userId', String(userId));
      url.searchParams.set('token', token);
      return url.toString();
    };
  }
}

/** The provider closes with this code when the session ended. */
const SESSION_ENDED = 4401;

class Upstream {
  private readonly listeners = new Set<LiveListener>();
  private socket: WebSocket | undefined;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private linger: NodeJS.Timeout | undefined;
  private keepalive: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly url: (token: string) => string,
    public token: string,
    private readonly options: LiveHubOptions,
    private readonly onClosed: () => void,
  ) {
    this.connect();
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  add(listener: LiveListener): () => void {
    if (this.linger) {
      clearTimeout(this.linger);
      this.linger = undefined;
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && !this.closed) {
        this.linger = setTimeout(() => this.close(), this.options.lingerMs ?? 10_000);
      }
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.retry);
    clearTimeout(this.linger);
    clearInterval(this.keepalive);
    this.socket?.terminate();
    this.onClosed();
  }

  private connect(): void {
    const socket = new WebSocket(this.url(this.token));
    this.socket = socket;
    let refusedStatus: number | undefined;
    socket.on('open', () => {
      this.failures = 0;
      this.keepalive = setInterval(() => socket.send(''), this.options.keepaliveMs ?? LIVE_KEEPALIVE_MS);
    });
    socket.on('message', (data) => {
      let frame: LiveFrame;
      try {
        frame = JSON.parse(String(data)) as LiveFrame;
      } catch {
        return;
      }
      // LIVE-07: anything else is not ours to pass on.
      if (frame.type !== 'notification' && frame.type !== 'game-operation') return;
      for (const listener of this.listeners) listener.frame(frame);
    });
    socket.on('unexpected-response', (request, response) => {
      refusedStatus = response.statusCode;
      response.resume();
      // With an error, ws reports the socket closed (1006), and 'close' decides.
      request.destroy(new Error(`The live feed answered ${response.statusCode}`));
    });
    socket.on('error', () => {
      // 'close' follows and decides.
    });
    socket.on('close', (code) => {
      clearInterval(this.keepalive);
      if (this.closed || socket !== this.socket) return;
      if (code === SESSION_ENDED || refusedStatus === 401 || refusedStatus === 403) return this.end('unauthenticated');
      this.failures += 1;
      if (this.failures > (this.options.retryAttempts ?? LIVE_RETRY_ATTEMPTS)) return this.end('unavailable');
      this.retry = setTimeout(() => this.connect(), this.options.retryWaitMs ?? LIVE_RETRY_WAIT_MS);
    });
  }

  private end(reason: LiveEnd): void {
    const listeners = [...this.listeners];
    this.listeners.clear();
    this.close();
    for (const listener of listeners) listener.ended(reason);
  }
}
