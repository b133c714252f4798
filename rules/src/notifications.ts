// Notifications (NOTIF): the bell's bounds and the send-message dialog's words.

/** NOTIF-01: the bell's badge counts up to this, then reads "99+". */
export const NOTIFICATION_BADGE_MAX = 99;
/** NOTIF-02: how many notifications the bell's list shows before "See all". */
export const NOTIFICATION_LATEST_COUNT = 10;
/** NOTIF-10: the longest message staff may send, in characters (our bound: the specification gives none). */
export const NOTIFICATION_MAX_LENGTH = 2000;
/** NOTIF-10: the type of a message staff send. */
export const NOTIFICATION_INFO_TYPE = 'info';
/** NOTIF-11: the send-message dialog's toasts, quoted from the specification. */
export const NOTIFICATION_SENT = 'Message sent';
export const NOTIFICATION_SEND_FAILED = 'Oups, message failed.';
