// The live feed (LIVE, BE-SYS-02): what the provider pushes to signed-in users over
// /ws, `{type: 'notification' | 'game-operation', message}`. Events are published
// once their transaction has committed and travel over a bus: in-process with the
// embedded PGlite, over Postgres LISTEN/NOTIFY with a server, so that every provider
// instance hears every event and delivers it to the sockets it holds.
import { EventEmitter } from 'node:events';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../../db';
import { games } from '../../db/schema';
import type { NotificationRow, Operation } from '../games/operations';
import { activeStudioIds, seesAllGames, type Principal } from '../accounts/principal';

/** NOTIF-04 */
export interface LiveNotification {
  id: number;
  type: string;
  content: string;
  createdAt: string;
  recipientId: number;
  relatedContentId: number | null;
  readAt: string | null;
}

/** Which of a user's credentials ended (as accounts/credentials.ts names them): some, or every one (the user deactivated). */
export type EndedCredentials = readonly string[] | 'all';

/**
 * What travels on the bus: a message and who may receive it. A game operation goes
 * to whoever may see the game (its studio's members and the publishing staff), so
 * that a game is disabled and re-enabled everywhere (OPS-01, OPS-06); a
 * notification to its recipient only. Issue 42: a user's credentials that ended
 * (sign-out, revocation, password change or reset, deactivation), and users whose
 * access changed (a studio member switched inactive, another access level), so that
 * every instance closes or re-checks the sockets it holds at once.
 */
export type LiveEvent =
  | { type: 'notification'; recipientId: number; message: LiveNotification }
  | { type: 'game-operation'; studioId: number; message: Operation }
  | { type: 'credentials-ended'; userId: number; credentials: EndedCredentials }
  | { type: 'access-changed'; userIds: readonly number[] };

/**
 * LIVE-06: the frame a client reads. A game operation's names the game's studio, so
 * that a client that relays it (the gateway) checks it against its own subscribers'
 * rights; the two kinds of issue 42 tell a client that holds several of the user's
 * credentials (the gateway) which of them ended, and that the user's rights changed.
 * LIVE-07: a client ignores the kinds it does not know.
 */
export type LiveFrame =
  | { type: 'notification'; message: LiveNotification }
  | { type: 'game-operation'; studioId: number; message: Operation }
  | { type: 'credentials-ended'; message: { credentials: EndedCredentials } }
  | { type: 'access-changed'; message: Record<string, never> };

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  /** Every event published by any instance, this one included. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /**
   * Told when events may have been missed (the LISTEN connection was lost and is back),
   * with how long it was lost (ms): the sockets are then checked again (routes/live.ts).
   */
  onResync(listener: (lostMs: number) => void): () => void;
  close(): Promise<void>;
}

/** One process, one database file: an event emitter is the whole bus. */
export function inProcessBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => {
      // Delivered on the next turn, as NOTIFY would: the publisher never runs listeners inline.
      queueMicrotask(() => emitter.emit('event', event));
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    // One process misses nothing.
    onResync: () => () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export const LIVE_CHANNEL = 'greenlight_live';
/** NOTIFY refuses payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7900;

/**
 * LISTEN/NOTIFY on a Postgres server: NOTIFY through a short connection of the
 * pool's server, LISTEN on one dedicated connection, reopened when it drops.
 */
export function postgresBus(databaseUrl: string, log: { warn(object: unknown, message: string): void }): LiveBus {
  const listeners = new Set<(event: LiveEvent) => void>();
  const resyncs = new Set<(lostMs: number) => void>();
  /** When the LISTEN connection was lost (Date.now()), until it is back. */
  let lostAt: number | undefined;
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on('error', () => undefined);
  let listener: pg.Client | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  // A lost or failed LISTEN connection is replaced a second later: events published
  // meanwhile are missed, and clients that reconnect read their games again.
  const lost = (client: pg.Client, error: unknown) => {
    if (closed || (listener !== undefined && client !== listener)) return;
    log.warn({ err: error }, 'live feed: the LISTEN connection failed, reconnecting');
    lostAt ??= Date.now();
    listener = undefined;
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    clearTimeout(reconnect);
    reconnect = setTimeout(() => void connect(), 1000);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (notification) => {
      if (notification.channel !== LIVE_CHANNEL || !notification.payload) return;
      let event: LiveEvent;
      try {
        event = JSON.parse(notification.payload) as LiveEvent;
      } catch {
        return;
      }
      for (const deliver of listeners) deliver(event);
    });
    client.on('error', (error) => lost(client, error));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    if (lostAt !== undefined) {
      const lostMs = Date.now() - lostAt;
      lostAt = undefined;
      for (const resync of resyncs) resync(lostMs);
    }
  };
  const ready = connect();

  return {
    publish: async (event) => {
      await ready;
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        log.warn({ type: event.type }, 'live feed: an event too large for NOTIFY was dropped');
        return;
      }
      await publisher.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    subscribe: (deliver) => {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    },
    onResync: (resync) => {
      resyncs.add(resync);
      return () => resyncs.delete(resync);
    },
    close: async () => {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
      listeners.clear();
      resyncs.clear();
    },
  };
}

/** The bus that suits the database: LISTEN/NOTIFY on a server, in-process on PGlite. */
export function liveBusFor(database: Database, log: { warn(object: unknown, message: string): void }): LiveBus {
  return database.kind === 'postgres' && database.url ? postgresBus(database.url, log) : inProcessBus();
}

/** Who a socket belongs to, as the routing needs it. */
export interface LiveAudience {
  userId: number;
  seesAllGames: boolean;
  studioIds: readonly number[];
}

export const audienceOf = (principal: Principal): LiveAudience => ({
  userId: principal.userId,
  seesAllGames: seesAllGames(principal),
  studioIds: activeStudioIds(principal),
});

/** Whether a notification or an operation is for the holder of a socket. */
export function isFor(event: LiveEvent & { type: 'notification' | 'game-operation' }, audience: LiveAudience): boolean {
  if (event.type === 'notification') return event.recipientId === audience.userId;
  return (
    event.message.requestedBy === audience.userId ||
    audience.seesAllGames ||
    audience.studioIds.includes(event.studioId)
  );
}

/** LIVE-06: what the socket receives of a notification or an operation. */
export const frameOf = (event: LiveEvent & { type: 'notification' | 'game-operation' }): LiveFrame =>
  event.type === 'notification'
    ? { type: 'notification', message: event.message }
    : { type: 'game-operation', studioId: event.studioId, message: event.message };

/** Whether `credential` is among those that ended. */
export const hasEnded = (ended: EndedCredentials, credential: string) => ended === 'all' || ended.includes(credential);

/**
 * NOTIFY's payload is under 8000 bytes: a long list (a user with hundreds of sessions,
 * a studio with a thousand members) goes in several events.
 */
const CREDENTIALS_PER_EVENT = 100;
const USERS_PER_EVENT = 500;

function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/**
 * What the domain calls once a change has committed. Publishing never fails the
 * change it reports: a lost event costs a client one refresh, which reconnecting
 * clients do anyway.
 */
export class LiveFeed {
  constructor(
    private readonly db: Db,
    readonly bus: LiveBus,
    private readonly log: { warn(object: unknown, message: string): void },
  ) {}

  /** OPS-10, BE-OPS-04: an operation was queued, done or failed. */
  async gameOperation(operation: Operation, studioId?: number): Promise<void> {
    try {
      const studio = studioId ?? (await this.studioOf(operation.gameId));
      if (studio === null) return;
      await this.bus.publish({ type: 'game-operation', studioId: studio, message: operation });
    } catch (error) {
      this.log.warn({ err: error, operationId: operation.operationId }, 'live feed: an operation was not published');
    }
  }

  /** NOTIF-12: a notification was created. */
  async notification(row: NotificationRow): Promise<void> {
    try {
      await this.bus.publish({ type: 'notification', recipientId: row.recipientId, message: toLiveNotification(row) });
    } catch (error) {
      this.log.warn({ err: error, notificationId: row.id }, 'live feed: a notification was not published');
    }
  }

  /**
   * Issue 42: credentials of a user ended (sign-out, revocation, a password changed or
   * reset, the user deactivated): every instance closes the sockets opened with them
   * and tells the user's other sockets which ended.
   */
  async credentialsEnded(userId: number, credentials: EndedCredentials): Promise<void> {
    try {
      if (credentials === 'all') return await this.bus.publish({ type: 'credentials-ended', userId, credentials });
      for (const part of chunks(credentials, CREDENTIALS_PER_EVENT)) {
        await this.bus.publish({ type: 'credentials-ended', userId, credentials: part });
      }
    } catch (error) {
      this.log.warn({ err: error, userId }, 'live feed: ended credentials were not published');
    }
  }

  /**
   * Issue 42: what these users may see changed (a studio member switched inactive or
   * given another access level, a studio deactivated): every instance reads their rights
   * again before it sends them anything more, and tells their sockets.
   */
  async accessChanged(userIds: readonly number[]): Promise<void> {
    try {
      for (const part of chunks([...new Set(userIds)], USERS_PER_EVENT)) await this.bus.publish({ type: 'access-changed', userIds: part });
    } catch (error) {
      this.log.warn({ err: error, userIds: userIds.length }, 'live feed: an access change was not published');
    }
  }

  private async studioOf(gameId: number): Promise<number | null> {
    const [row] = await this.db.select({ studioId: games.studioId }).from(games).where(eq(games.id, gameId));
    return row?.studioId ?? null;
  }
}

export const toLiveNotification = (row: NotificationRow): LiveNotification => ({
  id: row.id,
  type: row.type,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  recipientId: row.recipientId,
  relatedContentId: row.relatedContentId,
  readAt: row.readAt ? row.readAt.toISOString() : null,
});
