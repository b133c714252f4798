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

/**
 * Issue 42, notifications to the other side: what a studio and its publishing managers
 * are told of each other's moves on a game (BE-STU-09's GAME_KPI_ALERT included). Each
 * names its game; nobody is told of their own move (a toast says it once). Our types
 * beside the specification's (NOTIF-05); the web reads any type's content as words.
 */
export const HANDOFF_NOTIFICATION_TYPES = [
  'GAME_TESTING_REQUESTED',
  'GAME_TESTING_APPROVED',
  'GAME_TESTING_DECLINED',
  'GAME_TESTING_WITHDRAWN',
  'GAME_CAMPAIGN_CREATED',
  'GAME_CAMPAIGN_FAILED',
  'GAME_ITERATION_FINISHED',
  'GAME_KPI_ALERT',
  'GAME_DECISION',
  'GAME_FEEDBACK',
  'GAME_VIDEO_REJECTED',
] as const;
export type HandoffNotificationType = (typeof HANDOFF_NOTIFICATION_TYPES)[number];

/** Who hears of a move: the studio's side, or its publishing managers. */
export type HandoffSide = 'studio' | 'publishing';

const quoted = (text: string) => `“${text.trim()}”`;

/** The words of each notification, by what happened; `actor` is who did it, by name. */
export const handoffMessages = {
  testingRequested: (game: string, actor: string) => `${game}: ${actor} requested testing. It waits for your approval.`,
  testingApproved: (game: string, actor: string) => `${game}: ${actor} approved your testing request. The campaign is being created.`,
  testingDeclined: (game: string, actor: string, reason: string) => `${game}: ${actor} declined your testing request: ${quoted(reason)}`,
  testingWithdrawn: (game: string, actor: string) => `${game}: ${actor} withdrew the testing request.`,
  campaignCreated: (game: string, networks: string) => `${game}: ${networks}: Your campaign is ready and standing by.`,
  campaignFailed: (game: string, network: string, detail: string) =>
    `${game}: ${network}: Sorry, something went wrong with your campaign. We had an error when preparing your network campaign: ${detail}`,
  iterationFinished: (game: string, iteration: number) => `${game}: iteration ${iteration} has ended; its results are in.`,
  kpiAlert: (game: string, iteration: number, recommendation: string, kpis: string) =>
    `${game}: iteration ${iteration} is ${recommendation}${kpis ? ` (${kpis})` : ''}.`,
  launched: (game: string, actor: string) => `${game}: ${actor} launched the game. Its further marketing is handled by the UA team.`,
  killed: (game: string, actor: string) => `${game}: ${actor} ended the test: its campaign is stopped and it moves to Finished.`,
  iterating: (game: string, actor: string) => `${game}: ${actor} moved the game to Is iterating.`,
  extended: (game: string, actor: string, days: number) => `${game}: ${actor} extended the campaign by ${days} days.`,
  accepted: (game: string, actor: string) => `${game}: ${actor} accepted the game: its submission can go on.`,
  rejected: (game: string, actor: string, reason: string) => `${game}: ${actor} rejected the game (${reason}).`,
  iterationRejected: (game: string, actor: string) => `${game}: ${actor} rejected the iteration under review.`,
  videoRejected: (game: string, actor: string, network: string, fileName: string, reason: string) =>
    `${game}: ${actor} rejected the ${network} video ${fileName}: ${quoted(reason)} It will not run; upload another.`,
  feedback: (game: string, actor: string, subject: string | null) => `${game}: new feedback from ${actor}${subject ? `: ${quoted(subject)}` : ''}.`,
} as const;

/**
 * Issue 42: how the bell shows each notification: what kind of news it is (one icon
 * each) and its tone, so that a request, an approval, a decline, a failure and a KPI
 * alert read apart at a glance. An unknown type is a message.
 */
export type NotificationKind =
  | 'request'
  | 'approval'
  | 'decline'
  | 'campaign'
  | 'failure'
  | 'kpi_alert'
  | 'results'
  | 'decision'
  | 'feedback'
  | 'studio'
  | 'message';
export type NotificationIntent = 'info' | 'success' | 'warning' | 'error';

const NOTIFICATION_KINDS: Readonly<Record<string, { kind: NotificationKind; intent: NotificationIntent }>> = {
  GAME_TESTING_REQUESTED: { kind: 'request', intent: 'info' },
  GAME_TESTING_APPROVED: { kind: 'approval', intent: 'success' },
  GAME_TESTING_DECLINED: { kind: 'decline', intent: 'warning' },
  GAME_TESTING_WITHDRAWN: { kind: 'decline', intent: 'warning' },
  GAME_CAMPAIGN_CREATED: { kind: 'campaign', intent: 'success' },
  GAME_CAMPAIGN_FAILED: { kind: 'failure', intent: 'error' },
  GAME_OPERATION_ERROR: { kind: 'failure', intent: 'error' },
  GAME_OPERATION_SUCCESS: { kind: 'approval', intent: 'success' },
  GAME_KPI_ALERT: { kind: 'kpi_alert', intent: 'warning' },
  GAME_ITERATION_FINISHED: { kind: 'results', intent: 'info' },
  GAME_DECISION: { kind: 'decision', intent: 'info' },
  GAME_FEEDBACK: { kind: 'feedback', intent: 'info' },
  GAME_VIDEO_REJECTED: { kind: 'decline', intent: 'warning' },
  STUDIO_CHURNED: { kind: 'studio', intent: 'warning' },
  STUDIO_INACTIVE: { kind: 'studio', intent: 'warning' },
  STUDIO_ACTIVE_AGAIN: { kind: 'studio', intent: 'success' },
  STUDIO_TO_COACH: { kind: 'studio', intent: 'info' },
};

/** What a screen reader hears before the message, as the icon shows it (our words). */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  request: 'Testing request',
  approval: 'Approved',
  decline: 'Declined',
  campaign: 'Campaign ready',
  failure: 'Failed',
  kpi_alert: 'KPI alert',
  results: 'Results',
  decision: 'Decision',
  feedback: 'Feedback',
  studio: 'Studio',
  message: 'Message',
};

/** The kind and tone of a notification by its type (the gateway's NotificationType, any case). */
export function notificationKind(type: string): { kind: NotificationKind; intent: NotificationIntent; label: string } {
  const found = NOTIFICATION_KINDS[type.toUpperCase()] ?? { kind: 'message', intent: 'info' };
  return { ...found, label: NOTIFICATION_KIND_LABELS[found.kind] };
}

