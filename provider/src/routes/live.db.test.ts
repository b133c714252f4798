// The live feed over a real socket (LIVE, BE-SYS-02, OPS-10, NOTIF-12), on PGlite and
// Postgres: who may connect, who hears an operation queued and ended, who gets the
// notification, keepalives, a session that ends, and, on a server, two provider
// instances sharing events over LISTEN/NOTIFY.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildProviderApp } from '../app';
import { games, studios } from '../db/schema';
import { postgresBus } from '../domain/platform/live';
import { startTestApp, TEST_SECRET, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { LIVE_CLOSE } from './live';

interface Frame {
  type: 'notification' | 'game-operation';
  message: Record<string, unknown> & { operationId?: string; status?: string; gameId?: number; requestedBy?: number | null };
}

/** A socket on the feed and every frame it received. */
interface Listener {
  socket: WebSocket;
  frames: Frame[];
  /** Resolves with the first frame (received already or later) that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A socket with the token in the query (a session's, LIVE-01), or in the Authorization header. */
function listen(baseUrl: string, userId: number, token: string, where: 'query' | 'header' = 'query'): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket =
      where === 'query'
        ? new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?userId=${userId}&token=${encodeURIComponent(token)}`)
        : new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?userId=${userId}`, { headers: { authorization: `Bearer ${token}` } });
    const frames: Frame[] = [];
    const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      socket.on('close', (code, reason) => done({ code, reason: reason.toString() })),
    );
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      frames.push(frame);
      for (const waiter of [...waiters]) {
        if (waiter.match(frame)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
      }
    });
    socket.on('unexpected-response', (request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        request.destroy();
        reject(Object.assign(new Error(`refused ${response.statusCode}`), { status: response.statusCode, body }));
      });
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        frames,
        closed,
        next: (match, timeoutMs = 5000) => {
          const seen = frames.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
            waiters.push({ match, resolve: (frame) => (clearTimeout(timer), done(frame)) });
          });
        },
      }),
    );
  });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the feed accepted the socket');
    },
    (error: { status?: number; body?: string }) => ({ status: error.status, body: JSON.parse(error.body ?? '{}') as { errorList?: { code: string }[] } }),
  );

describe.each(await testDatabaseKinds())('the live feed on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: WebSocket[] = [];
  const open = async (email: string) => {
    const { token } = await t.login(email);
    const listener = await listen(baseUrl, await t.userId(email), token);
    sockets.push(listener.socket);
    return listener;
  };
  const studioOneGame = async (status: string) => {
    const [row] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(eq(studios.slug, 'studio-one'), eq(games.status, status)))
      .orderBy(games.id)
      .limit(1);
    return row!.id;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { live: { sessionCheckMs: 200, pingMs: 60_000 } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
  });

  it('LIVE-01 refuses a socket without a valid token (401) or with another user\'s id (403)', async () => {
    const pm = await t.userId('pm@greenlight.test');
    const forged = await refusal(listen(baseUrl, pm, 'not-a-token'));
    expect(forged.status).toBe(401);
    expect(forged.body.errorList?.[0]?.code).toBe('UNAUTHENTICATED');
    const { token } = await t.login('pm@greenlight.test');
    const other = await refusal(listen(baseUrl, pm + 1, token));
    expect(other.status).toBe(403);
    const missing = await refusal(listen(baseUrl, pm, ''));
    expect(missing.status).toBe(401);
    // Without the upgrade the route says what it is.
    const plain = await t.app.inject({ method: 'GET', url: `/ws?userId=${pm}&token=${encodeURIComponent(token)}` });
    expect(plain.statusCode).toBe(426);
    expect(plain.json<{ errorList: { code: string }[] }>().errorList[0]!.code).toBe('UPGRADE_REQUIRED');
  });

  it('OPS-10 BE-OPS-04 LIVE-06 NOTIF-12 a queued and a finished operation reach the game\'s viewers; issue 42: its notification the other side, never the requester', async () => {
    const pm = await open('pm@greenlight.test');
    const studioOne = await open('lead@studio-one.test');
    const studioTwo = await open('lead@studio-two.test');
    const gameId = await studioOneGame('in_testing');

    const response = await t.app.inject({ method: 'POST', url: `/game/${gameId}/kill_game`, headers: await t.as('pm@greenlight.test') });
    expect(response.statusCode).toBe(202);
    const { operationId } = response.json<{ operation: { operationId: string } }>().operation;
    const pmUserId = await t.userId('pm@greenlight.test');

    const queued = (frame: Frame) => frame.type === 'game-operation' && frame.message.operationId === operationId && frame.message.status === 'pending';
    expect((await pm.next(queued)).message).toMatchObject({ gameId, action: 'kill_game', requestedBy: pmUserId, operationType: 'game-operation' });
    await studioOne.next(queued);

    expect(await t.app.operations.drain()).toBe(1);
    const ended = (frame: Frame) => frame.type === 'game-operation' && frame.message.operationId === operationId && frame.message.status === 'success';
    expect((await pm.next(ended)).message.content).toBe('Action done! Kill game');
    await studioOne.next(ended);
    const notified = await studioOne.next((frame) => frame.type === 'notification');
    expect(notified.message).toMatchObject({ type: 'GAME_DECISION', recipientId: await t.userId('lead@studio-one.test'), relatedContentId: gameId, readAt: null });

    // Another studio's lead hears nothing of it; the publishing manager who killed it gets no notification.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(studioTwo.frames).toEqual([]);
    expect(pm.frames.some((frame) => frame.type === 'notification')).toBe(false);
  });

  it('LIVE-02 takes empty keepalives and stays open', async () => {
    const listener = await open('cs@greenlight.test');
    listener.socket.send('');
    listener.socket.send('');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('AUTH-17 closes the socket with 4401 once its session is signed out', async () => {
    const email = 'games@studio-one.test';
    const { token } = await t.login(email);
    const listener = await listen(baseUrl, await t.userId(email), token);
    sockets.push(listener.socket);
    const out = await t.app.inject({ method: 'DELETE', url: '/auth/currentsession', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await listener.closed).code).toBe(LIVE_CLOSE.sessionEnded);
  });

  it('issue 16 LIVE-01 a personal access token opens the feed from the Authorization header only, and the socket closes once it is revoked', async () => {
    const email = 'lead@studio-one.test';
    const session = await t.as(email);
    const made = await t.app.inject({ method: 'POST', url: '/v1/me/access-tokens', headers: session, payload: { name: 'feed', scope: 'read', expiresInDays: 7 } });
    expect(made.statusCode).toBe(201);
    const { token, accessToken } = made.json<{ token: string; accessToken: { id: number } }>();
    const userId = await t.userId(email);
    // Never in a URL: logs keep URLs, and this token lives for days.
    expect((await refusal(listen(baseUrl, userId, token))).status).toBe(401);
    // Another user's id beside it is refused as with a session's token.
    expect((await refusal(listen(baseUrl, userId + 1, token, 'header'))).status).toBe(403);
    const listener = await listen(baseUrl, userId, token, 'header');
    sockets.push(listener.socket);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/v1/me/access-tokens/${accessToken.id}`, headers: session });
    expect(revoked.statusCode).toBeLessThan(300);
    expect((await listener.closed).code).toBe(LIVE_CLOSE.sessionEnded);
  });

  if (kind === 'postgres') {
    it('GAP-16 a second provider instance on the same database hears the first one\'s events (LISTEN/NOTIFY)', async () => {
      const second = await buildProviderApp({
        secret: TEST_SECRET,
        database: t.database,
        clock: t.clock,
        maintenanceCacheMs: 0,
        operations: { autoStart: false },
        live: { bus: postgresBus(t.database.url!, t.app.log) },
      });
      try {
        const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
        const { token } = await t.login('pm2@greenlight.test');
        const listener = await listen(secondUrl, await t.userId('pm2@greenlight.test'), token);
        sockets.push(listener.socket);
        const gameId = await studioOneGame('in_testing');
        const response = await t.app.inject({ method: 'POST', url: `/game/${gameId}/kill_game`, headers: await t.as('pm@greenlight.test') });
        expect(response.statusCode).toBe(202);
        const { operationId } = response.json<{ operation: { operationId: string } }>().operation;
        await listener.next((frame) => frame.message.operationId === operationId && frame.message.status === 'pending');
        await t.app.operations.drain();
        await listener.next((frame) => frame.message.operationId === operationId && frame.message.status === 'success');
      } finally {
        await second.close();
      }
    });
  }
});
