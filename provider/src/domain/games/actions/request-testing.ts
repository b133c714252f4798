// ACT-21, BE-STAT-03, FBK-10/11, SUB-CAMP-11: asking for testing; the game waits
// for approval. Changelogs say what changed, each with a category and details (the
// body schema bounds them; details of only spaces are refused here); the Facebook app
// id, when sent, becomes the game's. CONF-31: studio members and support request, a
// publishing manager does not on a studio's behalf. A manual Facebook game requests
// by linking its campaign instead (test_studio_campaign, SUB-CAMP-12).
import { FIELD_REQUIRED, STEP_REQUIREMENT_MESSAGES, submissionProblems, validateFacebookAppId, type ChangelogCategory } from '@greenlight/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { changelogs, games } from '../../../db/schema';
import type { LifeCycleGame } from '../life-cycle';
import { incompleteSubmission, requirementGame, submissionFacts } from '../submission-steps';
import { needs, UNAVAILABLE, usesFacebook, type Refuse } from './availability';
import { fieldError, refuseFields } from './checks';
import type { ActionGame, GameActionModule } from './module';

export interface RequestTestingBody {
  /** SUB-CAMP-04: the terms of the publishing test, accepted by a first test. */
  termsAccepted?: boolean;
  facebookAppId?: string;
  changelogs?: { category: ChangelogCategory; details: string }[];
}

export interface RequestTestingParams {
  /** The app id the game takes, when it changes. */
  facebookAppId?: string;
  changelogs: { category: ChangelogCategory; details: string }[];
}

/** A manual game on Facebook runs the studio's own campaign: it requests by linking it (ACT-22, SUB-CAMP-12). */
export const linksStudioCampaign = (game: LifeCycleGame) => !game.isManagedByProvider && usesFacebook(game);

/** CONF-31: who requests testing; a publishing manager does not on a studio's behalf. */
export const refuseTestingRequest: Refuse = (game, actor) =>
  actor.userType === 'pm' ? UNAVAILABLE.permission : needs('request_testing', 'request_game_testing')(game, actor);

/** CTR tests run with the publisher's app: a game's own Facebook app is a CPI test's on Facebook (SUB-FB-01). */
const hasFacebookApp = (game: { isCtr: boolean; selectedAdNetworkIdList: readonly number[] }) => !game.isCtr && game.selectedAdNetworkIdList.includes(1);

export const requestTesting: GameActionModule<RequestTestingBody, RequestTestingParams> = {
  statuses: ['pending_sdk_integration'],
  listedWhen: (game) => !linksStudioCampaign(game),
  refuse: refuseTestingRequest,
  fields: async ({ game }) => [
    { param: 'changelogs', type: 'changelogs', value: [], required: false },
    ...(hasFacebookApp(game)
      ? [{ param: 'facebookAppId', type: 'string' as const, value: game.adNetworks.facebook.appId, required: false }]
      : []),
  ],
  async check({ db, game }, body) {
    const entries = (body.changelogs ?? []).map((entry) => ({ category: entry.category, details: entry.details.trim() }));
    refuseFields(entries.flatMap((entry, i) => (entry.details ? [] : [fieldError(`changelogs.${i}.details`, FIELD_REQUIRED)])));
    const appId = requestedFacebookAppId(game, body.facebookAppId);
    await refuseIncompleteSubmission(db, game.id, body.termsAccepted);
    return { changelogs: entries, ...(appId ? { facebookAppId: appId } : {}) };
  },
  transition: () => ({ status: 'pending_testing' }),
  async apply({ db, game, now }, params) {
    // SUB-CAMP-11: another app than the one access was granted to withdraws that access (SUB-FB-04).
    if (params.facebookAppId && params.facebookAppId !== game.facebookAppId) {
      await db.update(games).set({ facebookAppId: params.facebookAppId, facebookAccessGrantedAt: null }).where(eq(games.id, game.id));
    }
    if (params.changelogs.length === 0) return;
    await db.insert(changelogs).values(params.changelogs.map((entry) => ({ gameId: game.id, ...entry, createdAt: now })));
  },
};

/**
 * SUB-CAMP-11, SUB-CAMP-15: the Facebook app id sent with the request, checked with the
 * rules' message; only a CPI game on Facebook has one. Empty or absent: the game's stays.
 */
function requestedFacebookAppId(game: ActionGame, sent: string | undefined): string | null {
  const asked = sent?.trim();
  if (!asked) return null;
  if (!hasFacebookApp(game)) {
    refuseFields([fieldError('facebookAppId', 'The game has no Facebook app: it runs no CPI test on Facebook.')]);
  }
  const problem = validateFacebookAppId(asked);
  if (problem) refuseFields([fieldError('facebookAppId', problem)]);
  return asked;
}

/**
 * Issue 42, SUB-CAMP-04, SUB-CAMP-05, SUB-CAMP-10: what a testing request needs, whoever
 * sends it: every step of the submission holds its data (the table of
 * rules/src/step-requirements.ts: the store link, the analytics slot and attribution
 * token, the Facebook app and its access, the SDK events, the genres and tags, the icon
 * and the videos), and a first test (not an iterating one) accepts the terms. Refuses
 * with 400 SUBMISSION_STEP_INCOMPLETE naming each step and field it lacks.
 */
export async function refuseIncompleteSubmission(db: Db, gameId: number, termsAccepted: boolean | undefined): Promise<void> {
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  if (!row) return;
  const missing = submissionProblems(requirementGame(row), await submissionFacts(db, row));
  if (!row.isIterating && termsAccepted !== true) {
    missing.push({ step: 'upload_asset', field: 'termsAccepted', message: STEP_REQUIREMENT_MESSAGES.termsAccepted });
  }
  if (missing.length > 0) throw incompleteSubmission(missing);
}
