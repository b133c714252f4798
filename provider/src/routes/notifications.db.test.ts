// Notifications through the routes (NOTIF, BE-SYS-01, API-76..79): a caller sees and
// reads only their own, staff alone send, the recipient must be an active user, the
// message is bounded, and a sent message is published on the live bus to its recipient.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAX_LENGTH } from '@greenlight/rules';
import { notifications, users } from '../db/schema';
import { inProcessBus, type LiveEvent } from '../domain/platform/live';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface Notification {
  id: number;
  type: string;
  content: string;
  createdAt: string;
  recipientId: number;
  relatedContentId: number | null;
  readAt: string | null;
}

describe.each(await testDatabaseKinds())('notification routes on %s', (kind) => {
  let t: TestApp;
  const bus = inProcessBus();
  const events: LiveEvent[] = [];
  const headers = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!headers.has(email)) headers.set(email, await t.as(email));
    return headers.get(email)!;
  };
  const send = async (from: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/notification', payload: payload as Record<string, unknown>, headers: await as(from) });
  const latest = async (email: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/notification/latest', headers: await as(email) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Notification[]; unreadCount: number }>();
  };
  let pm2: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { live: { bus } });
    bus.subscribe((event) => events.push(event));
    pm2 = await t.userId('pm2@greenlight.test');
  });
  afterAll(async () => t?.close());

  it('NOTIF-10 NOTIF-12 BE-SYS-01 staff send an info message, trimmed, published on the live bus to its recipient', async () => {
    const response = await send('pm@greenlight.test', { type: 'info', content: '  Hello pm2  ', recipientId: pm2, relatedContentId: null });
    expect(response.statusCode).toBe(201);
    const sent = response.json<Notification>();
    expect(sent).toMatchObject({ type: 'info', content: 'Hello pm2', recipientId: pm2, relatedContentId: null, readAt: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toContainEqual({ type: 'notification', recipientId: pm2, message: sent });
  });

  it('NOTIF-01 NOTIF-02 NOTIF-04 the latest are the caller\'s own, newest first, with the unread count', async () => {
    t.clock.advance(1000);
    await send('admin@greenlight.test', { type: 'info', content: 'Second', recipientId: pm2 });
    const mine = await latest('pm2@greenlight.test');
    expect(mine.data.map((n) => n.content)).toEqual(['Second', 'Hello pm2']);
    expect(mine.unreadCount).toBe(2);
    expect(Object.keys(mine.data[0]!).sort()).toEqual(['content', 'createdAt', 'id', 'readAt', 'recipientId', 'relatedContentId', 'type']);
    const others = await latest('pm@greenlight.test');
    expect(others.data.some((n) => n.recipientId === pm2)).toBe(false);
  });

  it('NOTIF-03 the list pages through the caller\'s own only, with their total', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/notification/list?limit=1&offset=1', headers: await as('pm2@greenlight.test') });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, data: [{ content: 'Hello pm2' }] });
    const lead = await t.app.inject({ method: 'GET', url: '/notification/list', headers: await as('lead@studio-one.test') });
    expect(lead.json<{ data: Notification[] }>().data.every((n) => n.recipientId !== pm2)).toBe(true);
    const tooMany = await t.app.inject({ method: 'GET', url: '/notification/list?limit=101', headers: await as('pm2@greenlight.test') });
    expect(tooMany.statusCode).toBe(400);
  });

  it('NOTIF-06 marks the caller\'s own read once (idempotent); another user\'s is not found', async () => {
    const [first] = (await latest('pm2@greenlight.test')).data;
    const put = async (email: string) =>
      t.app.inject({ method: 'PUT', url: `/notification/${first!.id}/read`, headers: await as(email) });
    const someoneElse = await put('pm@greenlight.test');
    expect(someoneElse.statusCode).toBe(404);
    const read = await put('pm2@greenlight.test');
    expect(read.statusCode).toBe(200);
    const readAt = read.json<Notification>().readAt;
    expect(readAt).toBe(t.clock.now().toISOString());
    t.clock.advance(5000);
    const again = await put('pm2@greenlight.test');
    expect(again.json<Notification>().readAt).toBe(readAt);
    expect((await latest('pm2@greenlight.test')).unreadCount).toBe(1);
    const unknown = await t.app.inject({ method: 'PUT', url: '/notification/2147483647/read', headers: await as('pm2@greenlight.test') });
    expect(unknown.statusCode).toBe(404);
  });

  it('NOTIF-10 only staff send: a studio member is refused whatever the body', async () => {
    const refused = await send('lead@studio-one.test', { type: 'info', content: 'Hi', recipientId: pm2 });
    expect(refused.statusCode).toBe(403);
    const nonsense = await send('lead@studio-one.test', { nothing: true });
    expect(nonsense.statusCode).toBe(403);
  });

  it('NOTIF-09 NOTIF-10 refuses an unknown or inactive recipient, naming recipientId', async () => {
    const unknown = await send('pm@greenlight.test', { type: 'info', content: 'Hi', recipientId: 2147483647 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorList[0]).toMatchObject({ path: 'recipientId' });
    const [inactive] = await t.database.db
      .insert(users)
      .values({ email: 'gone@greenlight.test', passwordHash: 'x', firstName: 'Gone', lastName: 'Away', userType: 'pm', isActive: false, createdAt: t.clock.now() })
      .returning({ id: users.id });
    const refused = await send('pm@greenlight.test', { type: 'info', content: 'Hi', recipientId: inactive!.id });
    expect(refused.statusCode).toBe(400);
  });

  it('NOTIF-09 NOTIF-10 refuses a blank, NUL, oversized or non-info message, and saves nothing', async () => {
    const before = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, pm2));
    for (const payload of [
      { type: 'info', content: '   ', recipientId: pm2 },
      { type: 'info', content: '', recipientId: pm2 },
      { type: 'info', content: 'a\u0000b', recipientId: pm2 },
      { type: 'info', content: 'x'.repeat(NOTIFICATION_MAX_LENGTH + 1), recipientId: pm2 },
      { type: 'GAME_KPI_ALERT', content: 'Hi', recipientId: pm2 },
      { type: 'info', content: 'Hi', recipientId: pm2, relatedContentId: 3 },
      { type: 'info', recipientId: pm2 },
    ]) {
      const response = await send('pm@greenlight.test', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const after = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, pm2));
    expect(after.length).toBe(before.length);
  });
});
