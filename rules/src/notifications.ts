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
  feedback: (game: string, actor: string, subject: string | null) => `${game}: new feedback from ${actor}${subject ? `: ${quoted(subject)}` : ''}.`,
} as const;
