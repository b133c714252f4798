// The provider's live feed as the gateway holds it (LIVE, ARCHITECTURE "Subscriptions"):
// one upstream WebSocket per signed-in user per gateway instance, shared by all of
// that user's subscriptions, sending the empty keepalive every minute (LIVE-02). When it
// drops it reconnects, five times at least five seconds apart (LIVE-03), then, while
// anyone listens, keeps trying at a growing interval (30 s at most): a provider that
// went away is found again when it returns (issue 18). Its listeners hear when the
// feed is interrupted (the five attempts spent, LIVE-04) and when it is open again
// (LIVE-05); only a session the provider refuses ends them, so that the browser signs
// in again.
import { ACCESS_TOKEN_PREFIX, LIVE_KEEPALIVE_MS, LIVE_RETRY_ATTEMPTS, LIVE_RETRY_WAIT_MS } from '@greenlight/rules';
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

/**
 * Why a listener stops hearing: the session is no longer valid. A feed that cannot be
 * reached ends nobody: it is tried again for as long as anyone listens.
 */
export type LiveEnd = 'unauthenticated';

/**
 * What a listener hears of the connection: `connected` when it joins an open feed and
 * each time the feed opens (again), `interrupted` once the reconnections in a row are
 * spent (LIVE-04), and once the listener joins a feed in that state.
 */
export type LiveFeedState = 'connected' | 'interrupted';

export interface LiveListener {
  frame(frame: LiveFrame): void;
  feed(state: LiveFeedState): void;
  ended(reason: LiveEnd): void;
}

/** After the LIVE-03 attempts, the wait between two attempts doubles up to this. */
export const LIVE_RETRY_MAX_WAIT_MS = 30_000;

export interface LiveHubOptions {
  /** LIVE-03: reconnections in a row that fail before the listeners hear `interrupted`. */
  retryAttempts?: number;
  /** LIVE-03: the wait between two attempts, the least one. */
  retryWaitMs?: number;
  /** The longest wait between two attempts, once the feed is interrupted. */
  retryMaxWaitMs?: number;
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
      // A session's 15-minute token goes in the query (LIVE-01); a personal access token,
      // long-lived, only in the header, never in a URL that logs keep.
      if (!token.startsWith(ACCESS_TOKEN_PREFIX)) url.searchParams.set('token', token);
      return url.toString();
    };
  }
}

/**
 * The wait before the next attempt after `failures` closes in a row: LIVE-03's for the
 * attempts, then doubling, at most `retryMaxWaitMs`.
 */
export function reconnectionWait(failures: number, options: LiveHubOptions = {}): number {
  const wait = options.retryWaitMs ?? LIVE_RETRY_WAIT_MS;
  const beyond = failures - (options.retryAttempts ?? LIVE_RETRY_ATTEMPTS);
  if (beyond <= 0) return wait;
  return Math.max(wait, Math.min(wait * 2 ** beyond, options.retryMaxWaitMs ?? LIVE_RETRY_MAX_WAIT_MS));
}

/** The provider closes with this code when the session ended. */
const SESSION_ENDED = 4401;

class Upstream {
  private readonly listeners = new Set<LiveListener>();
  private socket: WebSocket | undefined;
  /** Closes in a row without an open connection between them. */
  private failures = 0;
  private interrupted = false;
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
    if (this.isOpen) listener.feed('connected');
    else if (this.interrupted) listener.feed('interrupted');
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
    const socket = new WebSocket(
      this.url(this.token),
      this.token.startsWith(ACCESS_TOKEN_PREFIX) ? { headers: { authorization: `Bearer ${this.token}` } } : {},
    );
    this.socket = socket;
    let refusedStatus: number | undefined;
    socket.on('open', () => {
      this.failures = 0;
      this.interrupted = false;
      this.keepalive = setInterval(() => socket.send(''), this.options.keepaliveMs ?? LIVE_KEEPALIVE_MS);
      for (const listener of this.listeners) listener.feed('connected');
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
      // The connection that closed (or never opened), then the attempts: all failed.
      if (this.failures > (this.options.retryAttempts ?? LIVE_RETRY_ATTEMPTS) && !this.interrupted) {
        this.interrupted = true;
        for (const listener of this.listeners) listener.feed('interrupted');
      }
      this.retry = setTimeout(() => this.connect(), reconnectionWait(this.failures, this.options));
    });
  }

  private end(reason: LiveEnd): void {
    const listeners = [...this.listeners];
    this.listeners.clear();
    this.close();
    for (const listener of listeners) listener.ended(reason);
  }
}
