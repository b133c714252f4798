// The viewer's notifications (NOTIF-01..13, BE-SYS-01): the bell's latest ones and
// unread count, all of them a page at a time, marking one read, and the message staff
// send (NOTIF-09..11). The `Notification` type and the live `notifications`
// subscription are live.ts's; a caller only ever reads their own.
import { NOTIFICATION_LATEST_COUNT } from '@greenlight/rules';
import { builder } from '../builder';
import { offsetConnection } from './offset-connection';
import type { LiveNotification } from '../live/hub';
import type { ProviderMe } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { Notification } from './live';
import { Viewer } from './viewer';

const NotificationConnection = builder.connectionObject(
  { type: Notification, name: 'NotificationConnection', description: 'A page of the viewer\'s notifications, newest first' },
  { description: 'A notification of a page, with its cursor' },
);

builder.objectFields(Viewer, (t) => ({
  unreadNotificationCount: t.int({
    description: 'how many of the viewer\'s notifications are unread: the bell\'s badge (NOTIF-01)',
    resolve: async (_me, _args, context) => (await context.loaders.latestNotifications.load()).unreadCount,
  }),
  latestNotifications: t.field({
    type: [Notification],
    description: `the viewer's latest notifications, newest first, ${NOTIFICATION_LATEST_COUNT} at most: the bell's list (NOTIF-02)`,
    resolve: async (_me, _args, context) => (await context.loaders.latestNotifications.load()).data,
  }),
  notifications: t.connection(
    {
      type: Notification,
      description: 'all of the viewer\'s notifications, newest first, a page at a time: the bell\'s "See all" (NOTIF-03)',
      resolve: (_me, args, context) =>
        offsetConnection(args, { defaultSize: 20, maxSize: 100 }, ({ limit, offset }) => context.provider.notifications(limit, offset)),
    },
    NotificationConnection,
  ),
}));

const MarkNotificationReadPayload = builder.objectRef<{ notification: LiveNotification; viewer: ProviderMe }>('MarkNotificationReadPayload').implement({
  description: 'The notification read, and the viewer with the bell\'s count and list afresh',
  fields: (t) => ({
    notification: t.field({ type: Notification, description: 'the notification, its readAt set', resolve: (payload) => payload.notification }),
    viewer: t.field({ type: Viewer, description: 'the viewer, whose unreadNotificationCount and latestNotifications follow', resolve: (payload) => payload.viewer }),
  }),
});

builder.mutationField('markNotificationRead', (t) =>
  t.field({
    type: MarkNotificationReadPayload,
    description: 'Marks one of the viewer\'s notifications read (NOTIF-06): unread becomes read with readAt set; one already read stays as it was; another user\'s is NOT_FOUND.',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'MarkNotificationReadResult', description: 'The notification read, or why it was refused' }, directResult: true },
    args: { notificationId: t.arg.int({ required: true, description: 'the notification\'s notificationId' }) },
    resolve: async (_root, { notificationId }, context) => {
      if (notificationId < 1) throw new ProviderError('Notification not found', 404, 'NOT_FOUND');
      const notification = await context.provider.markNotificationRead(notificationId);
      context.loaders.latestNotifications.clear();
      const viewer = await context.loaders.viewer.load();
      if (!viewer) throw new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED');
      return { notification, viewer };
    },
  }),
);

const SendNotificationPayload = builder.objectRef<{ notification: LiveNotification }>('SendNotificationPayload').implement({
  description: 'The message sent',
  fields: (t) => ({
    notification: t.field({ type: Notification, description: 'the notification its recipient received', resolve: (payload) => payload.notification }),
  }),
});

builder.mutationField('sendNotification', (t) =>
  t.field({
    type: SendNotificationPayload,
    description:
      'Staff send a message to a user (NOTIF-09, NOTIF-10): type info, the message trimmed and required; the recipient hears it at once over `notifications` (NOTIF-12). A recipient who is not an active user is INVALID_REQUEST naming recipientId.',
    authScopes: { staff: true },
    errors: { types: [ProviderError], union: { name: 'SendNotificationResult', description: 'The message sent, or why it was refused' }, directResult: true },
    args: {
      recipientId: t.arg.int({ required: true, description: 'the recipient\'s user id: a publishing manager of codifications.publishingManagers in the dialog' }),
      message: t.arg.string({ required: true, description: 'the message, 1 to 2,000 characters once trimmed' }),
    },
    resolve: async (_root, { recipientId, message }, context) => {
      if (recipientId < 1) throw new ProviderError('Choose a user from the list', 400, 'INVALID_REQUEST', [{ code: 'INVALID_REQUEST', detail: 'Choose a user from the list', path: 'recipientId' }]);
      return { notification: await context.provider.sendNotification(recipientId, message) };
    },
  }),
);
