// Notifications (NOTIF-01..13, BE-SYS-01, API-76..79): the caller's own, latest and all,
// marked read one by one; staff send a message (type info) to an active user, which
// reaches its recipient over the live feed once saved (NOTIF-12).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTIFICATION_MAX_LENGTH } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { toLiveNotification } from '../domain/platform/live';
import { latestNotifications, listNotifications, markNotificationRead, sendNotification } from '../domain/platform/notifications';
import { forbidden } from '../errors';
import { authErrors, IdParams, Nullable } from '../schemas/common';

/** NOTIF-04 */
const Notification = Type.Object(
  {
    id: Type.Integer(),
    type: Type.String({ description: 'NOTIF-05: STUDIO_CHURNED, STUDIO_ACTIVE_AGAIN, GAME_KPI_ALERT, STUDIO_INACTIVE, STUDIO_TO_COACH, GAME_OPERATION_SUCCESS, GAME_OPERATION_ERROR, or info for a message staff sent' }),
    content: Type.String({ description: 'words, or error-list codes separated by commas or semicolons (NOTIF-07)' }),
    createdAt: Type.String({ format: 'date-time' }),
    recipientId: Type.Integer(),
    relatedContentId: Nullable(Type.Integer({ description: 'the game it is about (NOTIF-13), or the studio for a STUDIO_* type (BE-STU-09)' })),
    readAt: Nullable(Type.String({ format: 'date-time', description: 'null while unread (NOTIF-06)' })),
  },
  { title: 'Notification' },
);

export const notificationRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock, live } = context;

  app.get(
    '/notification/latest',
    {
      schema: {
        operationId: 'latestNotifications',
        tags: ['notifications'],
        summary: 'The caller\'s latest notifications, newest first, and how many of theirs are unread (NOTIF-01, NOTIF-02, API-77)',
        response: { 200: Type.Object({ data: Type.Array(Notification), unreadCount: Type.Integer() }), ...authErrors },
      },
    },
    async (request) => latestNotifications(db, request.principal!.userId),
  );

  app.get(
    '/notification/list',
    {
      schema: {
        operationId: 'listNotifications',
        tags: ['notifications'],
        summary: 'All of the caller\'s notifications, newest first, a page at a time (NOTIF-03, API-76)',
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
          offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
        }),
        response: { 200: Type.Object({ data: Type.Array(Notification), total: Type.Integer() }), ...authErrors },
      },
    },
    async (request) => listNotifications(db, request.principal!.userId, request.query),
  );

  app.put(
    '/notification/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        tags: ['notifications'],
        summary: 'Marks one of the caller\'s notifications read (NOTIF-06, API-78)',
        description: 'Unread becomes read with `readAt` set; one already read answers as it is. Another user\'s notification is 404, as an unknown one.',
        params: IdParams,
        response: { 200: Notification, ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => markNotificationRead(db, request.principal!.userId, request.params.id, clock.now()),
  );

  app.post(
    '/notification',
    {
      // Staff only, whatever the body says.
      preValidation: async (request) => {
        if (!request.principal?.isStaff) throw forbidden();
      },
      schema: {
        operationId: 'sendNotification',
        tags: ['notifications'],
        summary: 'Staff send a message to an active user (NOTIF-09, NOTIF-10, API-79)',
        description:
          'The message is trimmed and required; an unknown or inactive recipient is 400 naming `recipientId`. The recipient hears it over the live feed (NOTIF-12). Answers 201 with the notification.',
        body: Type.Object(
          {
            type: Type.Literal('info'),
            content: Type.String({ minLength: 1, maxLength: NOTIFICATION_MAX_LENGTH }),
            recipientId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            relatedContentId: Type.Optional(Type.Null()),
          },
          { additionalProperties: false },
        ),
        response: { 201: Notification, ...authErrors },
      },
    },
    async (request, reply) => {
      const row = await sendNotification(db, request.principal!, request.body, clock.now());
      await live.notification(row);
      return reply.code(201).send(toLiveNotification(row));
    },
  );
};
