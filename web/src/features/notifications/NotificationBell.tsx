// The bell of both headers (NOTIF-01..13): the unread count as a badge (99+ past 99,
// none at 0), a popover with the latest notifications and "See all", each one marked
// read when clicked and, when it is about a game, opening that game's panel through
// the `gameid` deep link, on the viewer's side (staff's games list, a studio's board).
// Each reads as its kind (issue 42, NotificationList.tsx). New notifications arrive over
// the live `notifications` subscription: the bell reads its count and list again on each,
// without a reload. Staff also find "Send a message" there, the dialog `?notify` opens as well.
import {
  Button,
  CounterBadge,
  Divider,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular, SendRegular } from '@fluentui/react-icons';
import { NOTIFICATION_BADGE_MAX } from '@greenlight/rules';
import { lazy, Suspense, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useMutation, useRelayEnvironment, useSubscription } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationBell_viewer$key } from './__generated__/NotificationBell_viewer.graphql';
import type { NotificationBellAllQuery } from './__generated__/NotificationBellAllQuery.graphql';
import type { NotificationBellReadMutation } from './__generated__/NotificationBellReadMutation.graphql';
import type { NotificationBellRefetchQuery } from './__generated__/NotificationBellRefetchQuery.graphql';
import type { NotificationBellSubscription } from './__generated__/NotificationBellSubscription.graphql';
import type { NotificationRow } from './NotificationList';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { gameNews } from '../game-detail/gameReadEvents';

// Staff's message form and the list load when they first open (issue 17: not with every page's header).
const SendMessageDialog = lazy(async () => ({ default: (await import('./SendMessageDialog')).SendMessageDialog }));
const NotificationList = lazy(async () => ({ default: (await import('./NotificationList')).NotificationList }));

const fragment = graphql`
  fragment NotificationBell_viewer on Viewer {
    isStaff
    unreadNotificationCount
    latestNotifications {
      notificationId
      type
      message
      createdAt
      readAt
      relatedGameId
      relatedStudioId
    }
  }
`;

const refetchQuery = graphql`
  query NotificationBellRefetchQuery {
    viewer {
      ...NotificationBell_viewer
    }
  }
`;

const allQuery = graphql`
  query NotificationBellAllQuery {
    viewer {
      notifications(first: 100) {
        totalCount
        edges {
          node {
            notificationId
            type
            message
            createdAt
            readAt
            relatedGameId
            relatedStudioId
          }
        }
      }
    }
  }
`;

const subscription = graphql`
  subscription NotificationBellSubscription {
    notifications {
      notificationId
      relatedGameId
    }
  }
`;

const readMutation = graphql`
  mutation NotificationBellReadMutation($notificationId: Int!) {
    markNotificationRead(notificationId: $notificationId) {
      __typename
      ... on MarkNotificationReadPayload {
        viewer {
          ...NotificationBell_viewer
        }
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  bell: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0px', right: '-2px', pointerEvents: 'none' },
  surface: { width: '360px', maxWidth: 'calc(100vw - 32px)', padding: 0 },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  foot: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, padding: tokens.spacingVerticalS },
});

/** NOTIF-13: where a notification about a game opens it: staff's games list, or the studio's board, with its panel. */
export const gameAddress = (gameId: number, isStaff: boolean) => ({ pathname: isStaff ? '/home' : '/board', search: `?gameid=${gameId}` });

/** NOTIF-01: the badge, hidden at 0, "99+" past 99. */
export function UnreadBadge({ count }: { count: number }) {
  const styles = useStyles();
  if (count <= 0) return null;
  return <CounterBadge className={styles.badge} count={count} overflowCount={NOTIFICATION_BADGE_MAX} size="small" color="danger" aria-hidden />;
}

/** The bell's label for screen readers, with the unread count. */
export const bellLabel = (count: number) =>
  count <= 0 ? 'Notifications' : `Notifications, ${count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : count} unread`;

export function NotificationBell({ viewer }: { viewer: NotificationBell_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(fragment, viewer);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const [fetchKey, setFetchKey] = useState(0);
  /** Read here and now: shown read at once, whatever list holds them. */
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [commitRead] = useMutation<NotificationBellReadMutation>(readMutation);

  // NOTIF-12: a new notification reads the count and the list again.
  const config = useMemo<GraphQLSubscriptionConfig<NotificationBellSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (data) => {
        fetchQuery<NotificationBellRefetchQuery>(environment, refetchQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
        setFetchKey((key) => key + 1);
        // A panel open on the game reads it again: the other side's move shows where it happened.
        const gameId = data?.notifications.relatedGameId;
        if (gameId) gameNews(gameId);
      },
      // LiveUpdates warns when the live connection fails.
      onError: () => undefined,
    }),
    [environment],
  );
  useSubscription(config);

  const choose = (notification: NotificationRow) => {
    if (!notification.readAt && !readHere.has(notification.notificationId)) {
      const id = notification.notificationId;
      setReadHere((read) => new Set(read).add(id));
      // Unread again when the server did not take it.
      const unmark = () =>
        setReadHere((read) => {
          const next = new Set(read);
          next.delete(id);
          return next;
        });
      commitRead({
        variables: { notificationId: id },
        onCompleted: ({ markNotificationRead: result }) => {
          if (result.__typename !== 'MarkNotificationReadPayload') unmark();
        },
        onError: unmark,
      });
    }
    // NOTIF-13: a notification about a game opens its panel, on the viewer's side whichever header shows the bell.
    if (notification.relatedGameId) {
      setOpen(false);
      navigate(gameAddress(notification.relatedGameId, data.isStaff));
    } else if (notification.relatedStudioId && data.isStaff) {
      // BE-STU-09: a studio's churn, inactivity, return or coaching opens its page.
      setOpen(false);
      navigate(`/studio/${notification.relatedStudioId}`);
    }
  };

  const notifyOpen = data.isStaff && searchParams.has('notify');
  const notifyMounted = useOpenedOnce(notifyOpen);
  const setNotify = (on: boolean) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (on) next.set('notify', '');
      else next.delete('notify');
      return next;
    });

  const count = data.unreadNotificationCount;
  return (
    <>
      {/* The badge sits on the icon-only button, outside it: a button with children is wide. */}
      <span className={styles.bell}>
        <Popover open={open} onOpenChange={(_event, state) => setOpen(state.open)} positioning="below-end" withArrow>
          <PopoverTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<AlertRegular />} aria-label={bellLabel(count)} />
          </PopoverTrigger>
          <PopoverSurface className={styles.surface} aria-label="Notifications">
            <div className={styles.head}>
              <Subtitle2>Notifications</Subtitle2>
              <Button appearance="transparent" size="small" onClick={() => setAll((value) => !value)}>
                {all ? 'See latest' : 'See all'}
              </Button>
            </div>
            <Divider />
            {all ? (
              <Suspense fallback={<Spinner size="tiny" label="Loading notifications" />}>
                <AllNotifications fetchKey={fetchKey} readHere={readHere} onChoose={choose} />
              </Suspense>
            ) : (
              <Suspense fallback={<Spinner size="tiny" label="Loading notifications" />}>
                <NotificationList notifications={data.latestNotifications} readHere={readHere} onChoose={choose} />
              </Suspense>
            )}
            {data.isStaff && (
              <>
                <Divider />
                <div className={styles.foot}>
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<SendRegular />}
                    onClick={() => {
                      setOpen(false);
                      setNotify(true);
                    }}
                  >
                    Send a message
                  </Button>
                </div>
              </>
            )}
          </PopoverSurface>
        </Popover>
        <UnreadBadge count={count} />
      </span>
      {notifyMounted && (
        <Suspense fallback={null}>
          <SendMessageDialog open={notifyOpen} onClose={() => setNotify(false)} />
        </Suspense>
      )}
    </>
  );
}

/** NOTIF-03: every notification of the viewer (the latest 100), read afresh when one arrives. */
function AllNotifications({ fetchKey, ...rest }: { fetchKey: number; readHere: ReadonlySet<number>; onChoose: (n: NotificationRow) => void }) {
  const data = useLazyLoadQuery<NotificationBellAllQuery>(allQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const notifications = data.viewer?.notifications.edges.map((edge) => edge.node) ?? [];
  return <NotificationList notifications={notifications} {...rest} />;
}
