// ACT-21, BE-STAT-03, FBK-10/11, SUB-CAMP-11: asking for testing; the game waits
// for approval. Changelogs say what changed, each with a category and details (the
// body schema bounds them; details of only spaces are refused here); the Facebook app
// id, when sent, becomes the game's. CONF-31: studio members and support request, a
// publishing manager does not on a studio's behalf. A manual Facebook game requests
// by linking its campaign instead (test_studio_campaign, SUB-CAMP-12).
import {
  FIELD_REQUIRED,
  isSnapchatAppNameRequired,
  REQUEST_TESTING_NEEDS_ICON,
  requestTestingNeedsVideos,
  validateFacebookAppId,
  type ChangelogCategory,
} from '@greenlight/rules';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db';
import { changelogs, games, videos } from '../../../db/schema';
import type { LifeCycleGame } from '../life-cycle';
import { needs, UNAVAILABLE, usesFacebook, type Refuse } from './availability';
import { fieldError, refuseFields } from './checks';
import type { ActionGame, GameActionModule } from './module';

export interface RequestTestingBody {
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
    refuseFields(await missingAssets(db, game.id));
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

const NETWORKS = [
  { id: 1, network: 'facebook', label: 'Facebook' },
  { id: 2, network: 'snapchat', label: 'Snapchat' },
] as const;

/**
 * SUB-CAMP-05, SUB-CAMP-10: the assets the last step uploads first: the icon (not for
 * a CTR test), and for a managed game a video waiting for the next iteration on each of
 * its networks (an iterating game: on one of them at least).
 */
export async function missingAssets(db: Db, gameId: number) {
  const [row] = await db
    .select({
      isCtr: games.isCtr,
      isIterating: games.isIterating,
      managed: games.isManagedByProvider,
      icon: games.iconMediaId,
      networks: games.selectedAdNetworkIds,
      snapchatAppName: games.snapchatAppName,
    })
    .from(games)
    .where(eq(games.id, gameId));
  if (!row) return [];
  const problems = row.isCtr || row.icon ? [] : [fieldError('icon', REQUEST_TESTING_NEEDS_ICON)];
  if (!row.managed) return problems;
  const waiting = await db
    .select({ network: videos.network, n: count() })
    .from(videos)
    .where(and(eq(videos.gameId, gameId), isNull(videos.iterationId)))
    .groupBy(videos.network);
  const has = new Set(waiting.filter((entry) => entry.n > 0).map((entry) => entry.network));
  const networks = NETWORKS.filter((entry) => (row.isCtr ? entry.id === 1 : row.networks.includes(entry.id)));
  // SUB-CAMP-08: the Snapchat app name, when Snapchat runs (iterating: when it has new videos).
  const snapchatRequired = isSnapchatAppNameRequired({
    isManaged: true,
    snapchatSelected: networks.some((entry) => entry.network === 'snapchat'),
    isIterating: row.isIterating,
    hasSnapchatVideos: has.has('snapchat'),
  });
  if (snapchatRequired && !row.snapchatAppName) problems.push(fieldError('snapchatAppName', FIELD_REQUIRED));
  const missing = networks.filter((entry) => !has.has(entry.network));
  if (row.isIterating ? missing.length < networks.length : missing.length === 0) return problems;
  const reported = row.isIterating ? missing.slice(0, 1) : missing;
  return [...problems, ...reported.map((entry) => fieldError(`videos.${entry.network}`, requestTestingNeedsVideos(entry.label)))];
}
