// Subscriptions over graphql-ws (LIVE, OPS-10, NOTIF-12): what the provider's live feed
// says, for the signed-in user, through the gateway's one upstream connection per user.
// A session the provider no longer accepts closes the browser's socket with 4401, so
// that the page refreshes its session and reconnects; a feed that cannot be reached
// ends the subscription with LIVE_UNAVAILABLE, which the page shows (LIVE-04).
import { LIVE_FAILED_MESSAGE } from '@greenlight/rules';
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder';
import type { GatewayContext } from '../context';
import type { LiveFrame, LiveNotification } from '../live/hub';
import type { ProviderOperation } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { Game } from './game';
import { Operation } from './operation';

/** graphql-ws's close code for a session to renew. */
export const UNAUTHORIZED_CLOSE = 4401;

const NOTIFICATION_TYPES = [
  'STUDIO_CHURNED',
  'STUDIO_ACTIVE_AGAIN',
  'GAME_KPI_ALERT',
  'STUDIO_INACTIVE',
  'STUDIO_TO_COACH',
  'GAME_OPERATION_SUCCESS',
  'GAME_OPERATION_ERROR',
  'INFO',
] as const;

const NotificationType = builder.enumType('NotificationType', { description: 'NOTIF-05', values: NOTIFICATION_TYPES });

const ERROR_CODES = /^[A-Z][A-Z0-9_]*(\s*[,;]\s*[A-Z][A-Z0-9_]*)*$/;

export const Notification = builder.objectRef<LiveNotification>('Notification').implement({
  description: 'Something the user is told (NOTIF-04)',
  fields: (t) => ({
    notificationId: t.exposeInt('id'),
    type: t.field({
      type: NotificationType,
      // 'info' is what staff send one another (NOTIF-10); a type this gateway does not know reads as it.
      resolve: (n) => NOTIFICATION_TYPES.find((type) => type === n.type.toUpperCase()) ?? 'INFO',
    }),
    content: t.exposeString('content'),
    message: t.string({
      description: "NOTIF-07: error codes read through the error list (a code it does not know stays as it is), joined by semicolons",
      resolve: async (n, _args, context) => {
        if (!ERROR_CODES.test(n.content.trim())) return n.content;
        const list = await context.loaders.errorList.load();
        return n.content
          .split(/[,;]/)
          .map((code) => code.trim())
          .map((code) => list.get(code)?.message ?? code)
          .join('; ');
      },
    }),
    createdAt: t.exposeString('createdAt'),
    relatedGameId: t.exposeInt('relatedContentId', { nullable: true, description: 'the game it is about, for a link (NOTIF-13)' }),
    readAt: t.exposeString('readAt', { nullable: true }),
  }),
});

/**
 * The signed-in user's frames as an async iterator; ends with a typed error when the
 * session is over or the feed is lost.
 */
async function liveFrames<T>(context: GatewayContext, pick: (frame: LiveFrame) => T | undefined): Promise<AsyncIterable<T>> {
  const signedOut = () => {
    // A browser re-signs in over HTTP, then reconnects with its fresh cookie.
    context.closeTransport?.(UNAUTHORIZED_CLOSE, 'Unauthorized');
    return new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED');
  };
  if (!context.live) throw new ProviderError('Subscriptions are served over graphql-ws', 400, 'INVALID_REQUEST');
  const viewer = await context.loaders.viewer.load().catch(() => null);
  const token = await context.session.accessToken();
  if (!viewer || !token) throw signedOut();
  const hub = context.live;
  return new Repeater<T>(async (push, stop) => {
    const unsubscribe = hub.subscribe(viewer.id, token, {
      frame: (frame) => {
        const value = pick(frame);
        if (value !== undefined) void push(value);
      },
      ended: (reason) =>
        stop(reason === 'unauthenticated' ? signedOut() : new ProviderError(LIVE_FAILED_MESSAGE, 503, 'LIVE_UNAVAILABLE')),
    });
    await stop;
    unsubscribe();
  });
}

builder.subscriptionType({});

builder.subscriptionField('gameOperations', (t) =>
  t.field({
    type: Operation,
    description:
      'Operations on the games the viewer may see, when queued and when they end (OPS-06, OPS-10, LIVE-08); only those of `gameIds` when given',
    args: { gameIds: t.arg.globalIDList({ required: false, for: Game }) },
    subscribe: (_root, args, context) => {
      const only = args.gameIds ? new Set(args.gameIds.map((id) => Number(id.id))) : null;
      return liveFrames<ProviderOperation>(context, (frame) => {
        if (frame.type !== 'game-operation') return undefined;
        return only && !only.has(frame.message.gameId) ? undefined : frame.message;
      });
    },
    resolve: (operation) => operation,
  }),
);

builder.subscriptionField('notifications', (t) =>
  t.field({
    type: Notification,
    description: "The viewer's new notifications (NOTIF-12)",
    subscribe: (_root, _args, context) =>
      liveFrames<LiveNotification>(context, (frame) =>
        frame.type === 'notification' ? frame.message : undefined,
      ),
    resolve: (notification) => notification,
  }),
);
