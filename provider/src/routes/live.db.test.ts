// The live feed over a real socket (LIVE, BE-SYS-02, OPS-10, NOTIF-12), on PGlite and
// Postgres: who may connect, who hears an operation queued and ended, who gets the
// notification, keepalives, a session that ends, and, on a server, two provider
// instances sharing events over LISTEN/NOTIFY.
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildProviderApp } from '../app';
import { games, outbox, studioMembers, studios } from '../db/schema';
import { DEACTIVATION_REASONS } from '@greenlight/rules';
import { DEMO_PASSWORD } from '../seed/users';
import { restoreDemoUser } from '../testing/fixtures';
import { postgresBus } from '../domain/platform/live';
import { startTestApp, TEST_SECRET, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { LIVE_CLOSE } from './live';

interface Frame {
  type: 'notification' | 'game-operation' | 'credentials-ended' | 'access-changed';
  studioId?: number;
  message: Record<string, unknown> & { operationId?: string; status?: string; gameId?: number; requestedBy?: number | null; credentials?: string[] | 'all' };
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

/** `promise`, or a failure once `ms` have passed. */
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

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

  // The periodic check is far off: what closes a socket here is the event that ended its credential (issue 42).
  beforeAll(async () => {
    t = await startTestApp(kind, { live: { sessionCheckMs: 10 * 60_000, pingMs: 60_000 } });
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
    const started = Date.now();
    const out = await t.app.inject({ method: 'DELETE', url: '/auth/currentsession', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await within(5000, listener.closed)).code).toBe(LIVE_CLOSE.sessionEnded);
    expect(Date.now() - started).toBeLessThan(5000);
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
    expect((await within(5000, listener.closed)).code).toBe(LIVE_CLOSE.sessionEnded);
  });

  it('LIVE sockets follow credentials: a revoked personal access token closes its socket within 5 s; the socket of the same user\'s session stays and is told which credential ended', async () => {
    const email = 'own@studio-one.test';
    const session = await t.login(email);
    const userId = await t.userId(email);
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/me/access-tokens',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { name: 'watcher', scope: 'read', expiresInDays: 7 },
    });
    const { token, accessToken } = made.json<{ token: string; accessToken: { id: number } }>();
    const byToken = await listen(baseUrl, userId, token, 'header');
    const bySession = await listen(baseUrl, userId, session.token);
    sockets.push(byToken.socket, bySession.socket);

    const started = Date.now();
    const revoked = await t.app.inject({ method: 'DELETE', url: `/v1/me/access-tokens/${accessToken.id}`, headers: { authorization: `Bearer ${session.token}` } });
    expect(revoked.statusCode).toBe(200);
    expect((await within(5000, byToken.closed)).code).toBe(LIVE_CLOSE.sessionEnded);
    const closedAfter = Date.now() - started;
    expect(closedAfter).toBeLessThan(5000);
    const told = await bySession.next((frame) => frame.type === 'credentials-ended');
    expect(told.message.credentials).toEqual([`token:${createHash('sha256').update(token).digest('hex')}`]);
    expect(bySession.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('PROF-13 LIVE sockets follow credentials: a password change closes the sockets of the user\'s other sessions within 5 s, not the one that changed it', async () => {
    const email = 'manager@studio-one.test';
    const userId = await t.userId(email);
    const [keeping, other] = [await t.login(email), await t.login(email)];
    const kept = await listen(baseUrl, userId, keeping!.token);
    const ended = await listen(baseUrl, userId, other!.token);
    sockets.push(kept.socket, ended.socket);
    try {
      const started = Date.now();
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/v1/me/password',
        headers: { authorization: `Bearer ${keeping!.token}` },
        payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Another-Passw0rd' },
      });
      expect(changed.statusCode, changed.body).toBeLessThan(300);
      expect((await within(5000, ended.closed)).code).toBe(LIVE_CLOSE.sessionEnded);
      expect(Date.now() - started).toBeLessThan(5000);
      const told = await kept.next((frame) => frame.type === 'credentials-ended');
      expect(told.message.credentials).toContain(`session:${other!.refreshToken.split('.')[0]}`);
      expect(told.message.credentials).not.toContain(`session:${keeping!.refreshToken.split('.')[0]}`);
      expect(kept.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      await restoreDemoUser(t.database.db, email);
    }
  });

  it('STAFF-18 LIVE sockets follow credentials: a studio member switched inactive is told at once and hears nothing more of the studio\'s games; switched back, hears them again', async () => {
    const memberEmail = 'dev@studio-one.test';
    const memberId = await t.userId(memberEmail);
    const [studio] = await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, 'studio-one'));
    const lead = await t.as('lead@studio-one.test');
    const member = await open(memberEmail);
    const staff = await open('pm2@greenlight.test');
    const setActive = (isActive: boolean) =>
      t.app.inject({ method: 'PUT', url: `/ss/studio/${studio!.id}/user/${memberId}`, headers: lead, payload: { isActive } });
    try {
      expect((await setActive(false)).statusCode).toBe(204);
      await member.next((frame) => frame.type === 'access-changed', 5000);
      // An operation published right after the change is weighed against the new rights.
      const gameId = await studioOneGame('in_testing');
      const response = await t.app.inject({ method: 'POST', url: `/game/${gameId}/kill_game`, headers: await t.as('pm@greenlight.test') });
      expect(response.statusCode).toBe(202);
      const { operationId } = response.json<{ operation: { operationId: string } }>().operation;
      const queued = (frame: Frame) => frame.type === 'game-operation' && frame.message.operationId === operationId;
      expect((await staff.next(queued)).studioId).toBe(studio!.id);
      await t.app.operations.drain();
      await staff.next((frame) => queued(frame) && frame.message.status === 'success');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(member.frames.filter(queued)).toEqual([]);
      // Still signed in: the socket stays, with the rights of a member of no studio.
      expect(member.socket.readyState).toBe(WebSocket.OPEN);

      expect((await setActive(true)).statusCode).toBe(204);
      await expect.poll(() => member.frames.filter((frame) => frame.type === 'access-changed').length).toBe(2);
      const again = await t.app.inject({ method: 'POST', url: `/game/${await studioOneGame('in_testing')}/kill_game`, headers: await t.as('pm@greenlight.test') });
      const next = again.json<{ operation: { operationId: string } }>().operation.operationId;
      await member.next((frame) => frame.type === 'game-operation' && frame.message.operationId === next);
      await t.app.operations.drain();
    } finally {
      await t.database.db.update(studioMembers).set({ isActive: true }).where(and(eq(studioMembers.studioId, studio!.id), eq(studioMembers.userId, memberId)));
    }
  });

  it('PWD-09 LIVE sockets follow credentials: a password reset closes within 5 s every socket of the user\'s sessions', async () => {
    const email = 'manager@studio-one.test';
    const userId = await t.userId(email);
    const first = await listen(baseUrl, userId, (await t.login(email)).token);
    const second = await listen(baseUrl, userId, (await t.login(email)).token);
    sockets.push(first.socket, second.socket);
    try {
      expect((await t.app.inject({ method: 'POST', url: '/auth/resetpwdinit', payload: { username: email } })).statusCode).toBe(204);
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
      const [, username, resetToken] = /\/resetpwd\/([^/\s]+)\/([\w-]+)/.exec(mail!.text)!;
      const started = Date.now();
      const reset = await t.app.inject({
        method: 'POST',
        url: '/auth/resetpwd',
        payload: { username: decodeURIComponent(username!), resetToken, newPwd1: 'Another-Passw0rd', newPwd2: 'Another-Passw0rd' },
      });
      expect(reset.statusCode, reset.body).toBe(204);
      const closes = await within(5000, Promise.all([first.closed, second.closed]));
      expect(closes.map((close) => close.code)).toEqual([LIVE_CLOSE.sessionEnded, LIVE_CLOSE.sessionEnded]);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await restoreDemoUser(t.database.db, email);
    }
  });

  it('SSET-09 LIVE sockets follow credentials: a studio deactivated or reactivated is told at once to its members\' sockets, not to others\'', async () => {
    const [studio] = await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, 'studio-two'));
    const member = await open('lead@studio-two.test');
    const stranger = await open('lead@studio-one.test');
    const admin = await t.as('admin@greenlight.test');
    const off = await t.app.inject({ method: 'PUT', url: `/studios/${studio!.id}`, headers: admin, payload: { isActive: false, deactivateReason: DEACTIVATION_REASONS[0] } });
    expect(off.statusCode, off.body).toBe(200);
    await member.next((frame) => frame.type === 'access-changed', 5000);
    const on = await t.app.inject({ method: 'PUT', url: `/studios/${studio!.id}`, headers: admin, payload: { isActive: true } });
    expect(on.statusCode, on.body).toBe(200);
    await expect.poll(() => member.frames.filter((frame) => frame.type === 'access-changed').length).toBe(2);
    expect(stranger.frames.filter((frame) => frame.type === 'access-changed')).toEqual([]);
  });

  it('STAFF-19 LIVE sockets follow credentials: a new access level is told to the member\'s sockets at once; they stay open', async () => {
    const memberEmail = 'games@studio-one.test';
    const memberId = await t.userId(memberEmail);
    const [studio] = await t.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, 'studio-one'));
    const member = await open(memberEmail);
    const bystander = await open('own@studio-one.test');
    const started = Date.now();
    const changed = await t.app.inject({ method: 'PUT', url: `/ss/studio/${studio!.id}/user/${memberId}`, headers: await t.as('lead@studio-one.test'), payload: { accessId: 4 } });
    expect(changed.statusCode).toBe(204);
    await member.next((frame) => frame.type === 'access-changed', 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(member.socket.readyState).toBe(WebSocket.OPEN);
    // Only the member's sockets are told.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystander.frames.filter((frame) => frame.type === 'access-changed')).toEqual([]);
    await t.app.inject({ method: 'PUT', url: `/ss/studio/${studio!.id}/user/${memberId}`, headers: await t.as('lead@studio-one.test'), payload: { accessId: 2 } });
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

    it('AUTH-17 LIVE sockets follow credentials: a session signed out through one instance closes its socket on another within 5 s; the bus lost a while, the credentials revoked meanwhile close on its return', async () => {
      const second = await buildProviderApp({
        secret: TEST_SECRET,
        database: t.database,
        clock: t.clock,
        maintenanceCacheMs: 0,
        operations: { autoStart: false },
        live: { bus: postgresBus(t.database.url!, t.app.log), sessionCheckMs: 10 * 60_000 },
      });
      try {
        const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
        const email = 'learner@studio-three.test';
        const userId = await t.userId(email);
        const { token } = await t.login(email);
        const listener = await listen(secondUrl, userId, token);
        sockets.push(listener.socket);
        const started = Date.now();
        expect((await t.app.inject({ method: 'DELETE', url: '/auth/currentsession', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(204);
        expect((await within(5000, listener.closed)).code).toBe(LIVE_CLOSE.sessionEnded);
        expect(Date.now() - started).toBeLessThan(5000);

        // Every LISTEN connection cut: a token revoked then is published to nobody.
        const session = await t.as(email);
        const made = await t.app.inject({ method: 'POST', url: '/v1/me/access-tokens', headers: session, payload: { name: 'lost', scope: 'read', expiresInDays: 7 } });
        const { token: pat, accessToken } = made.json<{ token: string; accessToken: { id: number } }>();
        const byToken = await listen(secondUrl, userId, pat, 'header');
        sockets.push(byToken.socket);
        await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen greenlight_live' and datname = current_database()`);
        const cut = Date.now();
        expect((await t.app.inject({ method: 'DELETE', url: `/v1/me/access-tokens/${accessToken.id}`, headers: session })).statusCode).toBe(200);
        // Back a second later, the bus says events may have been lost, and the socket is checked again.
        expect((await within(5000, byToken.closed)).code).toBe(LIVE_CLOSE.sessionEnded);
        expect(Date.now() - cut).toBeLessThan(5000);
      } finally {
        await second.close();
      }
    });
  }
});
