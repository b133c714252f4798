// The provider's live feed as the gateway holds it (LIVE, ARCHITECTURE "Subscriptions"):
// one upstream WebSocket per signed-in user per gateway instance, shared by all of
// that user's subscriptions, sending the empty keepalive every minute (LIVE-02). When it
// drops it reconnects, five times at least five seconds apart (LIVE-03), then, while
// anyone listens, keeps trying at a growing interval (30 s at most): a provider that
// went away is found again when it returns (issue 18). Its listeners hear when the
// feed is interrupted (the five attempts spent, LIVE-04) and when it is open again
// (LIVE-05).
//
// Issue 42, sockets follow credentials: each listener is tied to the credential its
// subscription was opened with (a session, or a personal access token), and the upstream
// to the newest listener's. The provider says over the upstream which of the user's
// credentials ended (`credentials-ended`) and that the user's rights changed
// (`access-changed`): the listeners of an ended credential end as unauthenticated (the
// others stay; when the upstream's own credential ended it reopens at once with another
// listener's), every listener ends on an access change (its page subscribes again, with
// the new rights), and each frame is weighed against the listener's rights before it is
// handed on.
import { createHash } from 'node:crypto';
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

/**
 * LIVE-06: what the provider sends (its /ws route in openapi.json) and listeners hear; an
 * operation's frame names the game's studio (a provider that does not: the provider's
 * own routing is then the only check).
 */
export type LiveFrame =
  | { type: 'game-operation'; studioId?: number; message: ProviderOperation }
  | { type: 'notification'; message: LiveNotification };

/** Issue 42: what the provider says of the user's credentials and rights; for the hub only. */
type CredentialFrame =
  | { type: 'credentials-ended'; message: { credentials: readonly string[] | 'all' } }
  | { type: 'access-changed'; message: unknown };

/**
 * Why a listener stops hearing: the credential it was opened with is no longer valid
 * (sign in again), or the user's rights changed (subscribe again, with the new rights).
 * A feed that cannot be reached ends nobody: it is tried again for as long as anyone listens.
 */
export type LiveEnd = 'unauthenticated' | 'access-changed';

/** What a listener may hear: its viewer's, as the provider answered when it subscribed. */
export interface LiveRights {
  userId: number;
  /** view_pm_interface: every game's operations. */
  seesAllGames: boolean;
  /** The studios the viewer is an active member of. */
  studioIds: ReadonlySet<number>;
}

/** Whether a frame is for a listener of these rights (a notification its recipient's, an operation of a game it sees). */
export function mayHear(rights: LiveRights | undefined, frame: LiveFrame): boolean {
  if (!rights) return true;
  if (frame.type === 'notification') return frame.message.recipientId === rights.userId;
  if (frame.message.requestedBy === rights.userId || rights.seesAllGames) return true;
  return frame.studioId === undefined || rights.studioIds.has(frame.studioId);
}

/**
 * A credential as the provider's feed names it: `session:<sid>` for a session's access
 * token (its `sid` claim: the provider accepted the token, so its claims are the
 * session's), `token:<sha-256 hex>` for a personal access token or any other bearer.
 */
export function credentialOf(token: string): string {
  if (!token.startsWith(ACCESS_TOKEN_PREFIX)) {
    const parts = token.split('.');
    if (parts.length === 3) {
      try {
        const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as { sid?: unknown };
        if (typeof claims.sid === 'string' && claims.sid) return `session:${claims.sid}`;
      } catch {
        // not a session's token: named by its hash below
      }
    }
  }
  return `token:${createHash('sha256').update(token).digest('hex')}`;
}

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
  /** What it may hear; every frame when absent (the provider's routing alone). */
  rights?: LiveRights | undefined;
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
   * Listens to a user's feed with `token`, an access token just accepted by the provider:
   * the listener is tied to its credential, and it opens the upstream or, when one is
   * open, serves its next reconnection.
   */
  subscribe(userId: number, token: string, listener: LiveListener): () => void {
    let upstream = this.upstreams.get(userId);
    if (!upstream) {
      const opened: Upstream = new Upstream(this.feedUrl(userId), this.options, () => {
        if (this.upstreams.get(userId) === opened) this.upstreams.delete(userId);
      });
      upstream = opened;
      this.upstreams.set(userId, upstream);
    }
    return upstream.add(listener, token);
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

/** The provider closes with this code when the credential the socket was opened with ended. */
const SESSION_ENDED = 4401;

interface Entry {
  listener: LiveListener;
  token: string;
  credential: string;
}

class Upstream {
  /** In the order they came: the newest one's token opens the socket. */
  private readonly entries = new Map<LiveListener, Entry>();
  private socket: WebSocket | undefined;
  /** The credential the socket was opened with. */
  private credential: string | undefined;
  /** Closes in a row without an open connection between them. */
  private failures = 0;
  private interrupted = false;
  private retry: NodeJS.Timeout | undefined;
  private linger: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly url: (token: string) => string,
    private readonly options: LiveHubOptions,
    private readonly onClosed: () => void,
  ) {}

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  add(listener: LiveListener, token: string): () => void {
    clearTimeout(this.linger);
    this.linger = undefined;
    this.entries.delete(listener);
    this.entries.set(listener, { listener, token, credential: credentialOf(token) });
    if (!this.socket && !this.retry) this.connect();
    if (this.isOpen) listener.feed('connected');
    else if (this.interrupted) listener.feed('interrupted');
    return () => {
      this.entries.delete(listener);
      this.lingerWhenAlone();
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.retry);
    clearTimeout(this.linger);
    this.socket?.terminate();
    this.onClosed();
  }

  private lingerWhenAlone(): void {
    if (this.entries.size > 0 || this.closed) return;
    clearTimeout(this.linger);
    this.linger = setTimeout(() => this.close(), this.options.lingerMs ?? 10_000);
  }

  private newest(): Entry | undefined {
    let newest: Entry | undefined;
    for (const entry of this.entries.values()) newest = entry;
    return newest;
  }

  private connect(): void {
    this.retry = undefined;
    const entry = this.newest();
    if (!entry || this.closed) return;
    const socket = new WebSocket(
      this.url(entry.token),
      entry.token.startsWith(ACCESS_TOKEN_PREFIX) ? { headers: { authorization: `Bearer ${entry.token}` } } : {},
    );
    this.socket = socket;
    this.credential = entry.credential;
    const credential = entry.credential;
    let refusedStatus: number | undefined;
    let keepalive: NodeJS.Timeout | undefined;
    socket.on('open', () => {
      if (socket !== this.socket) return;
      this.failures = 0;
      this.interrupted = false;
      keepalive = setInterval(() => socket.send(''), this.options.keepaliveMs ?? LIVE_KEEPALIVE_MS);
      for (const { listener } of [...this.entries.values()]) listener.feed('connected');
    });
    socket.on('message', (data) => {
      if (socket !== this.socket) return;
      let frame: LiveFrame | CredentialFrame;
      try {
        frame = JSON.parse(String(data)) as LiveFrame | CredentialFrame;
      } catch {
        return;
      }
      if (frame.type === 'credentials-ended') return this.credentialsEnded(frame.message.credentials);
      if (frame.type === 'access-changed') return this.end([...this.entries.values()], 'access-changed');
      // LIVE-07: anything else is not ours to pass on.
      if (frame.type !== 'notification' && frame.type !== 'game-operation') return;
      for (const { listener } of [...this.entries.values()]) if (mayHear(listener.rights, frame)) listener.frame(frame);
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
      clearInterval(keepalive);
      if (this.closed || socket !== this.socket) return;
      this.socket = undefined;
      if (code === SESSION_ENDED || refusedStatus === 401 || refusedStatus === 403) {
        // That credential is over; the user's others may not be: the next one is tried at once.
        return this.credentialsEnded([credential]);
      }
      this.failures += 1;
      // The connection that closed (or never opened), then the attempts: all failed.
      if (this.failures > (this.options.retryAttempts ?? LIVE_RETRY_ATTEMPTS) && !this.interrupted) {
        this.interrupted = true;
        for (const { listener } of [...this.entries.values()]) listener.feed('interrupted');
      }
      this.retry = setTimeout(() => this.connect(), reconnectionWait(this.failures, this.options));
    });
  }

  /**
   * The listeners of ended credentials end as unauthenticated; when the socket's own is
   * among them, the socket is replaced at once by one opened with a remaining listener's
   * (the provider closes the old one), or closed when none remains.
   */
  private credentialsEnded(credentials: readonly string[] | 'all'): void {
    const ended = (credential: string | undefined) => credentials === 'all' || (credential !== undefined && credentials.includes(credential));
    this.end([...this.entries.values()].filter((entry) => ended(entry.credential)), 'unauthenticated');
    if (this.closed || !ended(this.credential)) return;
    const old = this.socket;
    this.socket = undefined;
    this.credential = undefined;
    old?.terminate();
    if (this.entries.size === 0) return this.close();
    clearTimeout(this.retry);
    this.connect();
  }

  private end(entries: readonly Entry[], reason: LiveEnd): void {
    for (const entry of entries) this.entries.delete(entry.listener);
    for (const entry of entries) entry.listener.ended(reason);
    this.lingerWhenAlone();
  }
}
