// The pending-approval panel (000 §4, PA-01..09) and the campaign creation per network
// (000 §8, SUB-CAMP-21, SUB-CAMP-22): its words and which networks it shows.
import type { GameTab } from './actions';

/** PA-02, PA-03: the panel's buttons for accept_testing and decline_testing. */
export const APPROVE_LABEL = 'Approve';
export const DECLINE_LABEL = 'Decline';

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
