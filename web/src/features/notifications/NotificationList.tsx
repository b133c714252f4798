// The bell's list (NOTIF-02, NOTIF-03): each notification as its kind (issue 42: a request,
// an approval, a decline, a failure, a KPI alert ...), an icon in its tone and the kind's name
// for screen readers, its message (which names its game) and when it came; unread ones marked.
// Loaded when the bell first opens (issue 17: not with every page's header).
import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
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
} from '@fluentui/react-icons';
import { notificationKind, type NotificationKind } from '@greenlight/rules';
import { useState } from 'react';
import { notificationTime } from './time';

export interface NotificationRow {
  readonly notificationId: number;
  readonly type: string;
  readonly message: string;
  readonly createdAt: string;
  readonly readAt: string | null | undefined;
  readonly relatedGameId: number | null | undefined;
  readonly relatedStudioId: number | null | undefined;
}

/** Issue 42: one icon per kind of news. */
const KIND_ICONS: Readonly<Record<NotificationKind, typeof MailRegular>> = {
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

const useStyles = makeStyles({
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
});

export function NotificationList({
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
