// Notifications through the gateway over a real provider (NOTIF, BE-SYS-01): staff send a
// message, its recipient reads it in the bell's list with the unread count, marks it
// read and the count drops; a studio member cannot send; an operation's error
// notification reads its codes through the error list (NOTIF-07).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;
const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

interface Bell {
  viewer: {
    unreadNotificationCount: number;
    latestNotifications: { notificationId: number; type: string; message: string; content: string; relatedGameId: number | null; readAt: string | null }[];
    notifications: { totalCount: number; edges: { node: { notificationId: number } }[] };
  };
}

const BELL = `query Bell {
  viewer {
    unreadNotificationCount
    latestNotifications { notificationId type message content relatedGameId readAt }
    notifications(first: 5) { totalCount edges { node { notificationId } } }
  }
}`;

const SEND = `mutation Send($recipientId: Int!, $message: String!) {
  sendNotification(recipientId: $recipientId, message: $message) {
    __typename
    ... on SendNotificationPayload { notification { notificationId type message } }
    ... on ProviderError { code status fieldErrors { path } }
  }
}`;

const READ = `mutation Read($id: Int!) {
  markNotificationRead(notificationId: $id) {
    __typename
    ... on MarkNotificationReadPayload { notification { notificationId readAt } viewer { unreadNotificationCount } }
    ... on ProviderError { code status }
  }
}`;

async function userId(email: string): Promise<number> {
  const result = (await stack.database.db.execute(sql`select id from users where email = ${email}`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}

describe('notifications through the gateway', () => {
  it('NOTIF-01 NOTIF-02 NOTIF-03 NOTIF-06 NOTIF-10 pm@ sends pm2@ a message; pm2@ reads it in the bell, marks it read and the count drops', async () => {
    const pm = await as('pm@greenlight.test');
    const pm2 = await as('pm2@greenlight.test');
    const before = await pm2.data<Bell>(BELL);

    const sent = await pm.data<{ sendNotification: { __typename: string; notification: { notificationId: number; type: string; message: string } } }>(SEND, {
      recipientId: await userId('pm2@greenlight.test'),
      message: '  Please review the new build  ',
    });
    expect(sent.sendNotification.__typename).toBe('SendNotificationPayload');
    expect(sent.sendNotification.notification).toMatchObject({ type: 'INFO', message: 'Please review the new build' });
    const id = sent.sendNotification.notification.notificationId;

    const after = await pm2.data<Bell>(BELL);
    expect(after.viewer.unreadNotificationCount).toBe(before.viewer.unreadNotificationCount + 1);
    expect(after.viewer.latestNotifications[0]).toMatchObject({ notificationId: id, type: 'INFO', message: 'Please review the new build', readAt: null, relatedGameId: null });
    expect(after.viewer.notifications.totalCount).toBe(before.viewer.notifications.totalCount + 1);
    expect(after.viewer.notifications.edges[0]?.node.notificationId).toBe(id);
    // The sender's own bell does not hold it.
    const senders = await pm.data<Bell>(BELL);
    expect(senders.viewer.latestNotifications.some((n) => n.notificationId === id)).toBe(false);

    // Someone else cannot read it for pm2@.
    const stolen = await pm.data<{ markNotificationRead: { __typename: string; code: string } }>(READ, { id });
    expect(stolen.markNotificationRead).toMatchObject({ __typename: 'ProviderError', code: 'NOT_FOUND' });

    const read = await pm2.data<{ markNotificationRead: { __typename: string; notification: { readAt: string | null }; viewer: { unreadNotificationCount: number } } }>(READ, { id });
    expect(read.markNotificationRead.__typename).toBe('MarkNotificationReadPayload');
    expect(read.markNotificationRead.notification.readAt).not.toBeNull();
    expect(read.markNotificationRead.viewer.unreadNotificationCount).toBe(before.viewer.unreadNotificationCount);
  });

  it('NOTIF-09 NOTIF-10 a studio member cannot send; an unknown recipient is refused naming recipientId', async () => {
    const lead = await as('lead@studio-one.test');
    const refused = await lead.data<{ sendNotification: { __typename: string; code: string } }>(SEND, {
      recipientId: await userId('pm@greenlight.test'),
      message: 'Hello',
    });
    expect(refused.sendNotification).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });

    const pm = await as('pm@greenlight.test');
    const unknown = await pm.data<{ sendNotification: { __typename: string; code: string; fieldErrors: { path: string | null }[] } }>(SEND, {
      recipientId: 2_000_000_000,
      message: 'Hello',
    });
    expect(unknown.sendNotification).toMatchObject({ __typename: 'ProviderError', code: 'INVALID_REQUEST' });
    expect(unknown.sendNotification.fieldErrors.map((e) => e.path)).toContain('recipientId');
  });

  it('NOTIF-07 NOTIF-08 NOTIF-13 a GAME_OPERATION_ERROR notification reads its codes through the error list, with its game', async () => {
    const lead = await as('lead@studio-one.test');
    const recipient = await userId('lead@studio-one.test');
    await stack.database.db.execute(sql`
      insert into notifications (recipient_id, type, content, related_content_id, created_at)
      values (${recipient}, 'GAME_OPERATION_ERROR', 'FORBIDDEN;NOT_A_KNOWN_CODE', 12, now() + interval '1 day')`);
    const errors = await lead.data<{ codifications: { errorList: { code: string; message: string }[] } }>(
      '{ codifications { errorList { code message } } }',
    );
    const forbidden = errors.codifications.errorList.find((e) => e.code === 'FORBIDDEN')!.message;
    const bell = await lead.data<Bell>(BELL);
    expect(bell.viewer.latestNotifications[0]).toMatchObject({
      type: 'GAME_OPERATION_ERROR',
      content: 'FORBIDDEN;NOT_A_KNOWN_CODE',
      message: `${forbidden}; NOT_A_KNOWN_CODE`,
      relatedGameId: 12,
    });
  });
});
