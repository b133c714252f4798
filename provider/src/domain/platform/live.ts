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

/**
 * What travels on the bus: a message and who may receive it. A game operation goes
 * to whoever may see the game (its studio's members and the publishing staff), so
 * that a game is disabled and re-enabled everywhere (OPS-01, OPS-06); a
 * notification to its recipient only.
 */
export type LiveEvent =
  | { type: 'notification'; recipientId: number; message: LiveNotification }
  | { type: 'game-operation'; studioId: number; message: Operation };

/** LIVE-06: the frame a client reads. */
export type LiveFrame = { type: LiveEvent['type']; message: LiveEvent['message'] };

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  /** Every event published by any instance, this one included. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
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
    close: async () => {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
      listeners.clear();
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

/** Whether an event is for the holder of a socket. */
export function isFor(event: LiveEvent, audience: LiveAudience): boolean {
  if (event.type === 'notification') return event.recipientId === audience.userId;
  return (
    event.message.requestedBy === audience.userId ||
    audience.seesAllGames ||
    audience.studioIds.includes(event.studioId)
  );
}

/** LIVE-06: what the socket receives. */
export const frameOf = (event: LiveEvent): LiveFrame => ({ type: event.type, message: event.message });

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
