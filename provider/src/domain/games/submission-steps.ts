// The submission as a state machine on the provider (issue 42): what a game's steps hold,
// read from its rows, against the table of rules/src/step-requirements.ts. Saving the
// step (submission.ts), requesting testing and linking a studio's campaign
// (actions/request-testing.ts, actions/studio-campaign.ts) all go through it, so no
// caller (the page, a script, a token) moves a game past a step that lacks something.
import {
  AD_NETWORK_IDS,
  firstIncompleteStep,
  missingForStep,
  stepEstimate,
  stepStates,
  stepTitle,
  type AdNetwork,
  type MissingRequirement,
  type Platform,
  type RequirementGame,
  type StepId,
  type StepState,
  type SubmissionFacts,
  type TagCategory,
} from '@greenlight/rules';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db';
import { gameGenres, gameTags, type games, videos } from '../../db/schema';
import { ApiError, type ErrorItem } from '../../errors';
import { registeredFacebookApp } from '../integrations/facebook';
import { sdkEventCounts } from '../integrations/sdk-ingest';
import { GENRES } from '../reference/codifications';

type GameRow = typeof games.$inferSelect;

const NETWORKS = Object.entries(AD_NETWORK_IDS) as [AdNetwork, number][];

/** What the table reads of the game itself: its steps and the networks it runs on (a CTR test: Facebook). */
export function requirementGame(game: GameRow): RequirementGame {
  const adNetworks = game.isCtr
    ? (['facebook'] as AdNetwork[])
    : NETWORKS.filter(([, id]) => game.selectedAdNetworkIds.includes(id)).map(([network]) => network);
  return {
    platform: game.platform as Platform,
    isCtr: game.isCtr,
    isPublishedInStore: game.isPublishedInStore,
    isIterating: game.isIterating,
    usesFacebook: game.selectedAdNetworkIds.includes(AD_NETWORK_IDS.facebook),
    isManagedByProvider: game.isManagedByProvider,
    adNetworks,
  };
}

/** The genre category of each genre id. */
const CATEGORY_OF = new Map(GENRES.flatMap((category) => category.options.map((option) => [option.id, category.category] as const)));

/** What the game holds, read from its rows (a handful of small indexed reads). */
export async function submissionFacts(db: Db, game: GameRow): Promise<SubmissionFacts> {
  // One after the other: a request's transaction has one connection.
  const genres = await db.select({ genreId: gameGenres.genreId }).from(gameGenres).where(eq(gameGenres.gameId, game.id));
  const tags = await db.select({ label: gameTags.label, category: gameTags.category }).from(gameTags).where(eq(gameTags.gameId, game.id));
  const waiting = await db
    .select({ network: videos.network, n: count() })
    .from(videos)
    // ACT-19: a rejected video never runs, so it counts for nothing.
    .where(and(eq(videos.gameId, game.id), isNull(videos.iterationId), ne(videos.reviewStatus, 'rejected')))
    .groupBy(videos.network);
  const events = await sdkEventCounts(db, game.id);
  const facebook = game.facebookAppId && game.facebookAccessGrantedAt ? await registeredFacebookApp(db, game.facebookAppId) : null;
  const categories = new Set(genres.map((genre) => CATEGORY_OF.get(genre.genreId)).filter(Boolean));
  // An empty key is accepted (SUB-FB-05): only a key given must be the registered one.
  const facebookAccess = !facebook ? 'none' : game.facebookDecryptionKey && game.facebookDecryptionKey !== facebook.decryptionKey ? 'key_mismatch' : 'granted';
  return {
    storeId: game.storeId,
    bundleId: game.bundleId,
    gameAnalyticsId: game.analyticsSlotId,
    adjustAppToken: game.adjustAppToken,
    facebookAppId: game.facebookAppId,
    facebookAccess,
    sdkEvents: events,
    genresComplete: categories.size === GENRES.length,
    tags: tags.map((tag) => ({ label: tag.label, category: tag.category as TagCategory })),
    icon: game.iconMediaId !== null,
    waitingVideos: Object.fromEntries(waiting.map((row) => [row.network, Number(row.n)])),
    snapchatAppName: game.snapchatAppName,
  };
}

/** The refusal of a move or a request that lacks something: one error-list item per missing field, naming its step. */
export function incompleteSubmission(missing: readonly MissingRequirement[]): ApiError {
  const items: ErrorItem[] = missing.map(({ step, field, message }) => ({
    code: SUBMISSION_STEP_INCOMPLETE,
    detail: message,
    path: field,
    extra: { step, stepTitle: stepTitle(step) },
  }));
  return new ApiError(400, SUBMISSION_STEP_INCOMPLETE, items[0]?.detail ?? 'The submission is not complete', items);
}

export const SUBMISSION_STEP_INCOMPLETE = 'SUBMISSION_STEP_INCOMPLETE';

/** One step as the stepper shows it (SUB-08, SUB-12, SUB-25) with what it lacks. */
export interface SubmissionStepView {
  step: StepId;
  title: string;
  number: number;
  state: StepState;
  estimate: string;
  missing: { field: string; message: string }[];
}

/**
 * GET /v1/game/{id}/submission: the game's steps in order, each done, current or not
 * reachable yet, where the flow is (the first step not done, never past one that lacks
 * something) and what each lacks; none once the game left its submission.
 */
export async function submissionSteps(db: Db, game: GameRow): Promise<SubmissionStepView[]> {
  if (game.status !== 'pending_sdk_integration' && game.status !== 'pending_review') return [];
  const stepGame = requirementGame(game);
  const facts = await submissionFacts(db, game);
  return stepStates(stepGame, game.substatus, firstIncompleteStep(stepGame, facts)).map((status) => ({
    step: status.id,
    title: status.title,
    number: status.number,
    state: status.state,
    estimate: stepEstimate(status.id, game.isManagedByProvider),
    missing: missingForStep(stepGame, facts, status.id).map(({ field, message }) => ({ field, message })),
  }));
}
