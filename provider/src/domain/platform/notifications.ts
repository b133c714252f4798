// Notifications (NOTIF, BE-SYS-01): what a user is told, read by its recipient only.
// The worker writes GAME_OPERATION_* ones (operations.ts); staff send `info` messages
// to an active user (NOTIF-10). Each is published on the live feed once committed.
import { NOTIFICATION_INFO_TYPE, NOTIFICATION_LATEST_COUNT } from '@greenlight/rules';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { notifications, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Principal } from '../accounts/principal';
import type { NotificationRow } from '../games/operations';
import { toLiveNotification, type LiveNotification } from './live';

/** NOTIF-01, NOTIF-02: the latest notifications, newest first, and how many are unread. */
export async function latestNotifications(
  db: Db,
  userId: number,
  limit = NOTIFICATION_LATEST_COUNT,
): Promise<{ data: LiveNotification[]; unreadCount: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
  return { data: rows.map(toLiveNotification), unreadCount: Number(unread?.n ?? 0) };
}

/** NOTIF-03: a page of all the user's notifications, newest first, with their total. */
export async function listNotifications(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ data: LiveNotification[]; total: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.recipientId, userId));
  return { data: rows.map(toLiveNotification), total: Number(total?.n ?? 0) };
}

/**
 * NOTIF-06: unread → read, `readAt` set; reading it again changes nothing. Another
 * user's notification is not found, as one that does not exist.
 */
export async function markNotificationRead(db: Db, userId: number, id: number, now: Date): Promise<LiveNotification> {
  const mine = and(eq(notifications.id, id), eq(notifications.recipientId, userId));
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)))
    .returning();
  if (updated) return toLiveNotification(updated);
  const [row] = await db.select().from(notifications).where(mine);
  if (!row) throw notFound('Notification not found');
  return toLiveNotification(row);
}

const RECIPIENT_UNKNOWN = 'Choose a user from the list';

/**
 * NOTIF-10: staff send an `info` message to an active user. The caller publishes the
 * row once this has committed (NOTIF-12).
 */
export async function sendNotification(
  db: Db,
  principal: Principal,
  body: { content: string; recipientId: number },
  now: Date,
): Promise<NotificationRow> {
  if (!principal.isStaff) throw forbidden();
  const content = body.content.trim();
  if (!content) {
    throw badRequest('INVALID_REQUEST', 'This field is required', [{ code: 'INVALID_REQUEST', detail: 'This field is required', path: 'content' }]);
  }
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.recipientId), eq(users.isActive, true)));
  if (!recipient) {
    throw badRequest('INVALID_REQUEST', RECIPIENT_UNKNOWN, [{ code: 'INVALID_REQUEST', detail: RECIPIENT_UNKNOWN, path: 'recipientId' }]);
  }
  const [row] = await db
    .insert(notifications)
    .values({ recipientId: recipient.id, type: NOTIFICATION_INFO_TYPE, content, relatedContentId: null, createdAt: now })
    .returning();
  return row!;
}
