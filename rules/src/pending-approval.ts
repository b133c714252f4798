// The pending-approval panel (000 §4, PA-01..09) and the campaign creation per network
// (000 §8, SUB-CAMP-21, SUB-CAMP-22): its words and which networks it shows.
import { DECLINE_REASON_MAX_LENGTH, GAME_ACTIONS, type GameTab } from './actions';
import { formatDate } from './format';

/** PA-02, PA-03: the panel's buttons for accept_testing and decline_testing. */
export const APPROVE_LABEL = 'Approve';
export const DECLINE_LABEL = 'Decline';

/**
 * PA-02, PA-03, issue 42: the review's buttons read Approve and Decline; an action the
 * provider labels for the viewer's side (a studio member's "Withdraw testing request")
 * keeps that label, which says what it does there.
 */
export function reviewButtonLabel(action: 'accept_testing' | 'decline_testing', label: string): string {
  if (label !== GAME_ACTIONS[action].label) return label;
  return action === 'accept_testing' ? APPROVE_LABEL : DECLINE_LABEL;
}

/** Issue 42: the decline dialog's hint under the reason (our words). */
export const declineReasonHint = (length: number): string =>
  `The studio reads it with the game. ${length}/${DECLINE_REASON_MAX_LENGTH} characters`;

/** PA-05: the reason shown as a neutral message; any other reason is an error (PA-06). */
export const NEUTRAL_APPROVAL_REASON = 'PERMISSION_DENIED_ACCEPT_TESTING';

/**
 * Every action's reason while operations run on the game: the panel's "There are ongoing
 * operations" says it already, so the pending-approval view does not repeat it as an error.
 */
export const OPERATION_ONGOING_REASON = 'GAME_OPERATION_ONGOING';

/** PA-07 */
export const TESTING_REQUEST_COMPLETED = 'You have completed your testing request successfully!';
/** PA-08: wording not given by the specification. */
export const TESTING_REQUEST_DELAY =
  "A testing request is usually accepted within 1 or 2 business days, after which your campaign is created and its results appear under 'In testing'.";

/** SUB-CAMP-22 */
export const CAMPAIGN_READY = 'Your campaign is ready and standing by.';
/** SUB-CAMP-21: the title, then the body followed by the network's error text. */
export const CAMPAIGN_FAILED_TITLE = 'Sorry, something went wrong with your campaign';
export const CAMPAIGN_FAILED_BODY = 'We had an error when preparing your network campaign';
/** While an operation creates the campaign: wording not given by the specification. */
export const CAMPAIGN_CREATING = 'Your campaign is being created…';

/** PA-09 */
export const AD_NETWORK_ERROR = 'Ad network error';
export const SEE_MORE_DETAILS = 'See more details';

/** Where the creation of one network's campaign is (a campaign paused or stopped later was ready). */
export type CampaignCreationState = 'creating' | 'ready' | 'failed';

/**
 * The networks whose campaign creation the panel shows (SUB-CAMP-21, SUB-CAMP-22), of
 * the latest iteration's:
 * - while an operation creates them, every one (creating);
 * - in testing, those that failed (the test runs without them), and the ready ones
 *   only to a viewer who followed the creation (approved, or saw it run);
 * - pending approval, the failures only when every network failed: accepting then
 *   leaves the request waiting. A request made again after a test keeps that test's
 *   campaigns as the latest until accepted: they are not this request's;
 * - nothing elsewhere (in progress: `adNetworkFailures`, PA-09).
 */
export function shownCampaignCreation<N extends { state: CampaignCreationState }>(
  game: { tab: GameTab; running: boolean; followed: boolean },
  networks: readonly N[],
): N[] {
  if (game.running) return [...networks];
  const failed = networks.filter((network) => network.state === 'failed');
  if (game.tab === 'in_testing') return networks.filter((network) => network.state === 'failed' || (game.followed && network.state === 'ready'));
  if (game.tab === 'pending_approval') return failed.length > 0 && failed.length === networks.length ? failed : [];
  return [];
}

/** PA-09: an in-progress game whose latest campaigns failed shows "Ad network error" with them. */
export function adNetworkFailures<N extends { state: CampaignCreationState }>(game: { tab: GameTab }, networks: readonly N[]): N[] {
  return game.tab === 'in_progress' ? networks.filter((network) => network.state === 'failed') : [];
}

/** Issue 42: what came of a testing request (Game.reviews). */
export type ReviewDecision = 'approved' | 'declined' | 'withdrawn';

export interface TestingReview {
  iterationNumber: number;
  decision: ReviewDecision;
  reason: string | null | undefined;
  decidedBy: string | null | undefined;
  decidedAt: string;
}

/** A decline's reason as the studio reads it, in quotes. */
export const quotedReason = (reason: string): string => `“${reason.trim()}”`;

/** Issue 42: the heading of a game's review history (our words). */
export const REVIEW_HISTORY_TITLE = 'Testing requests';

/**
 * Issue 42: one line of the review history, dates as the project shows them (FMT-05):
 * "Iteration 2: declined by Paula Marchetti on 07-12-2026 — “reason”".
 */
export function reviewLine(review: TestingReview): string {
  const by = review.decidedBy ? ` by ${review.decidedBy}` : '';
  const reason = review.decision === 'declined' && review.reason?.trim() ? ` — ${quotedReason(review.reason)}` : '';
  return `Iteration ${review.iterationNumber}: ${review.decision}${by} on ${formatDate(review.decidedAt)}${reason}`;
}

/**
 * Issue 42: the decline a game back in its submission was sent back by, until a newer
 * request is made: the newest review, when it is a decline. A request made again waits
 * for approval (no submission flow), and its review comes before the decline.
 */
export function latestDecline<R extends Pick<TestingReview, 'decision'>>(reviews: readonly R[]): R | null {
  const [latest] = reviews;
  return latest?.decision === 'declined' ? latest : null;
}

/** Issue 42: the message above the flow of a declined game (our words). */
export function declinedRequestTitle(review: Pick<TestingReview, 'decidedBy' | 'decidedAt'>): string {
  return `Testing request declined${review.decidedBy ? ` by ${review.decidedBy}` : ''} on ${formatDate(review.decidedAt)}`;
}
export const DECLINED_REQUEST_NEXT = 'Make the changes asked for, then request testing again from the last step.';
