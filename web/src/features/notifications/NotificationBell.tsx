// The bell of both headers (NOTIF-01..13): the unread count as a badge (99+ past 99,
// none at 0), a popover with the latest notifications and "See all", each one marked
// read when clicked and, when it is about a game, opening that game's panel through
// the `gameid` deep link, on the viewer's side (staff's games list, a studio's board).
// Each reads as its kind (issue 42: a request, an approval, a decline, a failure, a KPI
// alert ...): an icon in its tone, and its kind's name for screen readers. New notifications arrive over the live `notifications`
// subscription: the bell reads its count and list again on each, without a reload.
// Staff also find "Send a message" there, the dialog `?notify` opens as well.
import {
  Button,
  Caption1,
  CounterBadge,
  Divider,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  AlertRegular,
  BuildingRegular,
  CheckmarkCircleRegular,
  ClipboardTaskRegular,
  CommentRegular,
  DataTrendingRegular,
  DismissCircleRegular,
  ErrorCircleRegular,
  FlagRegular,
  GavelRegular,
  MailRegular,
  MegaphoneRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { NOTIFICATION_BADGE_MAX, notificationKind, type NotificationKind } from '@greenlight/rules';
import { lazy, Suspense, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useMutation, useRelayEnvironment, useSubscription } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationBell_viewer$key } from './__generated__/NotificationBell_viewer.graphql';
import type { NotificationBellAllQuery } from './__generated__/NotificationBellAllQuery.graphql';
import type { NotificationBellReadMutation } from './__generated__/NotificationBellReadMutation.graphql';
import type { NotificationBellRefetchQuery } from './__generated__/NotificationBellRefetchQuery.graphql';
import type { NotificationBellSubscription } from './__generated__/NotificationBellSubscription.graphql';
import { notificationTime } from './time';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';

// Staff's message form loads when it first opens (issue 17: not with every page's header).
const SendMessageDialog = lazy(async () => ({ default: (await import('./SendMessageDialog')).SendMessageDialog }));

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

interface NotificationRow {
  readonly notificationId: number;
  readonly type: string;
  readonly message: string;
  readonly createdAt: string;
  readonly readAt: string | null | undefined;
  readonly relatedGameId: number | null | undefined;
  readonly relatedStudioId: number | null | undefined;
}

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
  list: { listStyleType: 'none', margin: 0, padding: 0, maxHeight: '360px', overflowY: 'auto' },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    width: '100%',
    textAlign: 'start',
    border: 'none',
    borderLeft: '3px solid transparent',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    cursor: 'pointer',
    fontFamily: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  unread: { borderLeftColor: tokens.colorBrandStroke1, backgroundColor: tokens.colorBrandBackground2 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  kind: { flexShrink: 0, fontSize: tokens.fontSizeBase500, marginTop: '1px' },
  info: { color: tokens.colorBrandForeground1 },
  success: { color: tokens.colorStatusSuccessForeground1 },
  warning: { color: tokens.colorStatusWarningForeground1 },
  error: { color: tokens.colorStatusDangerForeground1 },
  message: { display: 'block', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  unreadMessage: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3 },
  empty: { display: 'block', padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  foot: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, padding: tokens.spacingVerticalS },
});

/** Issue 42: one icon per kind of news. */
const KIND_ICONS: Readonly<Record<NotificationKind, typeof AlertRegular>> = {
  request: ClipboardTaskRegular,
  approval: CheckmarkCircleRegular,
  decline: DismissCircleRegular,
  campaign: MegaphoneRegular,
  failure: ErrorCircleRegular,
  kpi_alert: DataTrendingRegular,
  results: FlagRegular,
  decision: GavelRegular,
  feedback: CommentRegular,
  studio: BuildingRegular,
  message: MailRegular,
};

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
      onNext: () => {
        fetchQuery<NotificationBellRefetchQuery>(environment, refetchQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
        setFetchKey((key) => key + 1);
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
              <NotificationList notifications={data.latestNotifications} readHere={readHere} onChoose={choose} />
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

function NotificationList({
  notifications,
  readHere,
  onChoose,
}: {
  notifications: readonly NotificationRow[];
  readHere: ReadonlySet<number>;
  onChoose: (n: NotificationRow) => void;
}) {
  const styles = useStyles();
  // Read once per opening: the list is mounted while the popover is open.
  const [now] = useState(() => new Date());
  if (notifications.length === 0) return <Text className={styles.empty}>No notifications yet</Text>;
  return (
    <ul className={styles.list} aria-label="Notification list">
      {notifications.map((notification) => {
        const unread = !notification.readAt && !readHere.has(notification.notificationId);
        const kind = notificationKind(notification.type);
        const Icon = KIND_ICONS[kind.kind];
        return (
          <li key={notification.notificationId}>
            <button
              type="button"
              className={mergeClasses(styles.item, unread && styles.unread)}
              data-unread={unread}
              onClick={() => onChoose(notification)}
            >
              <Icon className={mergeClasses(styles.kind, styles[kind.intent])} aria-hidden data-kind={kind.kind} data-intent={kind.intent} />
              <span className={styles.text}>
                <Text className={mergeClasses(styles.message, unread && styles.unreadMessage)}>
                  {unread && <span className={styles.visuallyHidden}>Unread: </span>}
                  <span className={styles.visuallyHidden}>{kind.label}: </span>
                  {notification.message}
                </Text>
                <Caption1 className={styles.time}>{notificationTime(notification.createdAt, now)}</Caption1>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
