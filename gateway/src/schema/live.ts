// Subscriptions over graphql-ws (LIVE, OPS-10, NOTIF-12): what the provider's live feed
// says, for the signed-in user, through the gateway's one upstream connection per user.
// Sockets follow credentials (issue 42): a socket whose session or token ended (signed
// out, revoked, a password changed, the user deactivated) is closed with 4401, so that
// the page renews its session or goes to sign in; one whose user's rights changed (a
// studio member switched inactive, another access level) with 4403, so that the page
// subscribes again with the new rights. Each frame is weighed against the rights the
// viewer had when it subscribed. A feed that cannot be reached ends nothing: the
// subscriptions stay and deliver again once the gateway found the provider again, and
// `liveFeed` says meanwhile that it is interrupted (LIVE-04, LIVE-05, issue 18).
import { HANDOFF_NOTIFICATION_TYPES } from '@greenlight/rules';
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder';
import type { GatewayContext } from '../context';
import type { LiveFeedState, LiveFrame, LiveNotification, LiveRights } from '../live/hub';
import type { ProviderOperation } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { Game } from './game';
import { Operation } from './operation';

/** graphql-ws's close code for a session to renew: the socket's session or token ended. */
export const UNAUTHORIZED_CLOSE = 4401;
/** The socket's user's rights changed: subscribe again, with the new ones (issue 42). */
export const ACCESS_CHANGED_CLOSE = 4403;

const NOTIFICATION_TYPES = [
  'STUDIO_CHURNED',
  'STUDIO_ACTIVE_AGAIN',
  'STUDIO_INACTIVE',
  'STUDIO_TO_COACH',
  'GAME_OPERATION_SUCCESS',
  'GAME_OPERATION_ERROR',
  ...HANDOFF_NOTIFICATION_TYPES,
  'INFO',
] as const;

const NotificationType = builder.enumType('NotificationType', {
  description: 'NOTIF-05, and the moves on a game one side tells the other (issue 42: testing requested, approved, declined ...)',
  values: NOTIFICATION_TYPES,
});

const ERROR_CODES = /^[A-Z][A-Z0-9_]*(\s*[,;]\s*[A-Z][A-Z0-9_]*)*$/;

export const Notification = builder.objectRef<LiveNotification>('Notification').implement({
  description: 'Something the user is told (NOTIF-04)',
  fields: (t) => ({
    notificationId: t.exposeInt('id', { description: 'the provider\'s id of the notification' }),
    type: t.field({
      type: NotificationType,
      description: 'what it is about; INFO for a message staff sent and for a type this gateway does not know',
      // 'info' is what staff send one another (NOTIF-10); a type this gateway does not know reads as it.
      resolve: (n) => NOTIFICATION_TYPES.find((type) => type === n.type.toUpperCase()) ?? 'INFO',
    }),
    content: t.exposeString('content', { description: 'its text as sent: words, or error-list codes (see message)' }),
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
    createdAt: t.exposeString('createdAt', { description: 'when it was sent, ISO 8601' }),
    relatedGameId: t.int({
      nullable: true,
      description: 'the game it is about, for a link (NOTIF-13); null for a studio notification',
      resolve: (n) => (n.type.startsWith('STUDIO_') ? null : n.relatedContentId),
    }),
    relatedStudioId: t.int({
      nullable: true,
      description: 'the studio a STUDIO_* notification is about, for a link to its page (BE-STU-09)',
      resolve: (n) => (n.type.startsWith('STUDIO_') ? n.relatedContentId : null),
    }),
    readAt: t.exposeString('readAt', { nullable: true, description: 'when it was read, ISO 8601; null while unread (NOTIF-06)' }),
  }),
});

/** What a subscription hears of the user's feed: its frames, its state, or either. */
interface Hearing<T> {
  frame?(frame: LiveFrame, push: (value: T) => void): void;
  feed?(state: LiveFeedState, push: (value: T) => void): void;
}

/**
 * The signed-in user's feed as an async iterator of what `hearing` pushes; ends with a
 * typed error when the session is over, and only then.
 */
async function liveStream<T>(context: GatewayContext, hearing: Hearing<T>): Promise<AsyncIterable<T>> {
  const signedOut = () => {
    // A browser re-signs in over HTTP, then reconnects with its fresh cookie.
    context.closeTransport?.(UNAUTHORIZED_CLOSE, 'Unauthorized');
    return new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED');
  };
  const accessChanged = () => {
    context.closeTransport?.(ACCESS_CHANGED_CLOSE, 'Forbidden: access changed');
    return new ProviderError('Your access changed: subscribe again', 403, 'ACCESS_CHANGED');
  };
  if (!context.live) throw new ProviderError('Subscriptions are served over graphql-ws', 400, 'INVALID_REQUEST');
  const viewer = await context.loaders.viewer.load().catch(() => null);
  const token = await context.session.accessToken();
  if (!viewer || !token) throw signedOut();
  const hub = context.live;
  const rights: LiveRights = {
    userId: viewer.id,
    seesAllGames: viewer.permissions.includes('view_pm_interface'),
    studioIds: new Set(viewer.studios.filter((studio) => studio.isActive).map((studio) => studio.id)),
  };
  return new Repeater<T>(async (push, stop) => {
    const pushed = (value: T) => void push(value);
    const unsubscribe = hub.subscribe(viewer.id, token, {
      rights,
      frame: (frame) => hearing.frame?.(frame, pushed),
      feed: (state) => hearing.feed?.(state, pushed),
      // The only ends: a feed that cannot be reached is tried again for as long as anyone listens.
      ended: (reason) => stop(reason === 'access-changed' ? accessChanged() : signedOut()),
    });
    await stop;
    unsubscribe();
  });
}

/** The frames `pick` keeps, as they come. */
const liveFrames = <T>(context: GatewayContext, pick: (frame: LiveFrame) => T | undefined) =>
  liveStream<T>(context, {
    frame: (frame, push) => {
      const value = pick(frame);
      if (value !== undefined) push(value);
    },
  });

const LiveFeedStatus = builder.enumType('LiveFeedStatus', {
  description: "The state of the gateway's connection to the provider's live feed (LIVE-03..05)",
  values: {
    CONNECTED: { value: 'connected', description: 'The feed is open: subscriptions deliver as things happen' },
    INTERRUPTED: {
      value: 'interrupted',
      description:
        'The feed was lost and five attempts to reach it again failed (LIVE-03, LIVE-04): the gateway keeps trying, and subscriptions deliver again once it is back; what happened meanwhile is not delivered',
    },
  } as const,
});

builder.subscriptionType({ description: 'What a page hears over graphql-ws as it happens (LIVE)' });

builder.subscriptionField('gameOperations', (t) =>
  t.field({
    type: Operation,
    description:
      'Operations on the games the viewer may see, when queued and when they end (OPS-06, OPS-10, LIVE-08); only those of `gameIds` when given. Stays subscribed while the feed is interrupted (`liveFeed`) and delivers again once it is back; ends when the socket\'s session or token ended (closed 4401) or its user\'s rights changed (closed 4403: subscribe again)',
    args: { gameIds: t.arg.globalIDList({ required: false, for: Game, description: 'only these games\' operations' }) },
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
    description: "The viewer's new notifications (NOTIF-12); like `gameOperations`, kept while the feed is interrupted",
    subscribe: (_root, _args, context) =>
      liveFrames<LiveNotification>(context, (frame) =>
        frame.type === 'notification' ? frame.message : undefined,
      ),
    resolve: (notification) => notification,
  }),
);

builder.subscriptionField('liveFeed', (t) =>
  t.field({
    type: LiveFeedStatus,
    description:
      "The state of the viewer's live feed at the gateway: the current one once known (CONNECTED once the feed opened, INTERRUPTED while it is interrupted), then each change; INTERRUPTED asks a page to warn (LIVE-04) and the next CONNECTED to read again what it shows (LIVE-05, issue 18)",
    subscribe: (_root, _args, context) => {
      let last: LiveFeedState | undefined;
      return liveStream<LiveFeedState>(context, {
        feed: (state, push) => {
          if (state === last) return;
          last = state;
          push(state);
        },
      });
    },
    resolve: (state) => state,
  }),
);
