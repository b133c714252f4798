// The submission flow's own writes (000 §4-§5, BE-SUB, BE-STAT-02): creating a test,
// changing its setup while the flow allows it, and saving the step the studio is on.
// The rules are @greenlight/rules' (submission.ts, steps.ts); this module adds who
// may write, the locks, and the rows.
import {
  allowedAdNetworks,
  editsGames,
  choosesAdNetworks,
  defaultAdNetworks,
  isValidSubstatus,
  isCreationSubstatus,
  CREATION_SUBSTATUS_INVALID,
  substatusAfter,
  testSetupProblems,
  COMPETITION_NOT_ALLOWED,
  WEBINAR_NOT_RECENT,
  validateDecryptionKey,
  validateFacebookAppId,
  validateSnapchatAppName,
  type Platform,
  checkSubstatusMove,
  type StepGame,
  type StepId,
  type TestSetup,
} from '@greenlight/rules';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { gameGenres, games, projects, studios } from '../../db/schema';
import { currentCompetition, recentWebinars } from '../reference/codifications';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import type { GamePermission } from '../accounts/permissions';
import { canViewGame, gamePermissions, type Principal } from '../accounts/principal';
import { getGame } from './games';
import { ongoingOperations } from './operations';
import { incompleteSubmission, requirementGame, submissionFacts, submissionSteps } from './submission-steps';

/** The statuses the submit flow applies to (000 §4): not in_testing, finished, archived nor pending approval. */
const SUBMISSION_STATUSES = new Set(['pending_sdk_integration', 'pending_review']);

export interface CreateGameInput {
  name: string;
  platform: Platform;
  isCtr?: boolean | undefined;
  isManagedByProvider?: boolean | undefined;
  isPublishedInStore?: boolean | undefined;
  selectedAdNetworkIdList?: number[] | undefined;
  /** Needed when the caller creates for one of several studios. */
  studioId?: number | undefined;
  /** SUB-CREATE-16: the spec's dashboard sends the first step; the server writes it itself. */
  substatus?: string | undefined;
}

export interface GameSetupInput {
  platform?: Platform | undefined;
  isCtr?: boolean | undefined;
  isManagedByProvider?: boolean | undefined;
  isPublishedInStore?: boolean | undefined;
  selectedAdNetworkIdList?: number[] | undefined;
  /** SUB-FB-04, SUB-FB-06: the Facebook setup step's properties (OP-02). */
  adNetworks?: { facebook: { appId?: string | undefined; decryptionKey?: string | undefined } } | undefined;
  /** SUB-CAMP-07, SUB-CAMP-09: the last step's Snapchat app name and competition. */
  snapchatAppName?: string | undefined;
  competitionId?: number | null | undefined;
  /** SUB-CAMP-19: the webinar that inspired the game (a recent one's id), or null. */
  inspiredByWebinar?: number | null | undefined;
}

/** The Facebook network's id (SUB-CREATE-10). */
const FACEBOOK = 1;

const invalid = (problems: { path: string; message: string }[]) =>
  badRequest(
    'INVALID_REQUEST',
    problems[0]!.message,
    problems.map(({ path, message }) => ({ code: 'INVALID_REQUEST', detail: message, path })),
  );

const stepGame = (game: { platform: string; isCtr: boolean; isPublishedInStore: boolean; isIterating: boolean; selectedAdNetworkIds: readonly number[] }): StepGame => ({
  platform: game.platform as Platform,
  isCtr: game.isCtr,
  isPublishedInStore: game.isPublishedInStore,
  isIterating: game.isIterating,
  usesFacebook: game.selectedAdNetworkIds.includes(1),
});

/** The studio a new test belongs to: the one asked, or the caller's only studio where they may create. */
function creatingStudioId(principal: Principal, asked: number | undefined): number {
  const creating = principal.memberships.filter((m) => m.isActive && editsGames(m.accessId)).map((m) => m.studioId);
  if (asked !== undefined) {
    if (!creating.includes(asked)) throw forbidden();
    return asked;
  }
  if (creating.length === 0) throw forbidden();
  if (creating.length > 1) {
    throw badRequest('INVALID_REQUEST', 'Choose the studio of the test', [
      { code: 'INVALID_REQUEST', detail: 'Choose the studio of the test', path: 'studioId' },
    ]);
  }
  return creating[0]!;
}

/**
 * The setup the caller may give: automatic or manual only with
 * create_dedicated_ad_account_games (else automatic), the networks only where the
 * checkboxes show (else the studio's default), no store question for CTR.
 */
function resolveSetup(principal: Principal, studioNetworkIds: readonly number[], input: GameSetupInput & { name: string }, current?: TestSetup & { isPublishedInStore: boolean }) {
  const isManagedByProvider = input.isManagedByProvider ?? current?.isManagedByProvider ?? true;
  if (!isManagedByProvider && !principal.permissions.has('create_dedicated_ad_account_games') && current?.isManagedByProvider !== false) {
    throw forbidden();
  }
  const isCtr = input.isCtr ?? current?.isCtr ?? false;
  const setup = { name: input.name, isCtr, isManagedByProvider };
  const selectedAdNetworkIds = choosesAdNetworks(setup, studioNetworkIds)
    ? [...new Set(input.selectedAdNetworkIdList ?? current?.selectedAdNetworkIds ?? [])].sort()
    : defaultAdNetworks(studioNetworkIds);
  const isPublishedInStore = isCtr ? false : (input.isPublishedInStore ?? current?.isPublishedInStore ?? false);
  return { ...setup, selectedAdNetworkIds, isPublishedInStore };
}

async function studioNetworks(db: Db, studioId: number): Promise<number[]> {
  const [studio] = await db.select({ adNetworkIds: studios.adNetworkIds }).from(studios).where(eq(studios.id, studioId));
  if (!studio) throw notFound('Studio not found');
  return studio.adNetworkIds;
}

/** POST /api/games/ (SUB-CREATE-16, BE-SUB-02, BE-STAT-02): a new in-progress test, step create done. */
export async function createGame(db: Db, principal: Principal, clock: Clock, input: CreateGameInput) {
  if (!principal.permissions.has('add_game')) throw forbidden();
  const studioId = creatingStudioId(principal, input.studioId);
  const networkIds = await studioNetworks(db, studioId);
  const setup = resolveSetup(principal, networkIds, input);
  const problems: { path: string; message: string }[] = testSetupProblems(setup, allowedAdNetworks(networkIds, principal.permissions));
  const firstSteps = stepGame({ ...setup, platform: input.platform, isIterating: false });
  if (input.substatus !== undefined && !isCreationSubstatus(firstSteps, input.substatus)) {
    problems.push({ path: 'substatus', message: CREATION_SUBSTATUS_INVALID });
  }
  if (problems.length > 0) throw invalid(problems);
  const now = clock.now();
  // Every game belongs to a project (PROJ): a new test starts in one of its own, named after it;
  // linking it to its store may move it to its game's project (store-link.ts).
  const createdId = await db.transaction(async (tx) => {
    const [project] = await tx.insert(projects).values({ studioId, name: input.name.trim(), createdAt: now }).returning({ id: projects.id });
    const [created] = await tx
      .insert(games)
      .values({
        studioId,
        projectId: project!.id,
        creatorId: principal.userId,
        name: input.name.trim(),
        platform: input.platform,
        status: 'pending_sdk_integration',
        substatus: substatusAfter(firstSteps, 'create'),
        isCtr: setup.isCtr,
        isManagedByProvider: setup.isManagedByProvider,
        isPublishedInStore: setup.isPublishedInStore,
        selectedAdNetworkIds: setup.selectedAdNetworkIds,
        createdAt: now,
      })
      .returning({ id: games.id });
    return created!.id;
  });
  return getGame(db, principal, now, createdId);
}

/** A game the caller may change in its submission: visible, editable by them, in the flow, no operation running. */
export async function editableGame(db: Db, principal: Principal, id: number, permission: GamePermission = 'request_testing') {
  const [game] = await db.select().from(games).where(eq(games.id, id));
  if (!game) throw notFound('Game not found');
  if (!canViewGame(principal, game)) throw forbidden();
  // The studio's editors hold request_testing (and the asset permissions) on the games their access
  // lets them edit; staff read the flow (SUB-04).
  if (!gamePermissions(principal, game)[permission]) throw forbidden();
  if (!SUBMISSION_STATUSES.has(game.status)) {
    throw new ApiError(409, 'GAME_NOT_IN_SUBMISSION', 'The game is past its submission: its setup no longer changes.');
  }
  if ((await ongoingOperations(db, [id])).length > 0) {
    throw new ApiError(409, 'GAME_OPERATION_ONGOING', 'There are ongoing operations on this game. Please wait until they end.');
  }
  return game;
}

/**
 * PUT /games/{id} (SUB-CREATE-18, SUB-24, BE-SUB-03): the first step's properties.
 * The name never changes after creation (the body has none); platform, CTR and the
 * networks stay once the game has an appServiceAppKey.
 */
export async function updateGameSetup(db: Db, principal: Principal, clock: Clock, id: number, input: GameSetupInput) {
  const game = await editableGame(db, principal, id);
  const networkIds = await studioNetworks(db, game.studioId);
  const setup = resolveSetup(principal, networkIds, { ...input, name: game.name }, { ...game, selectedAdNetworkIds: game.selectedAdNetworkIds });
  const platform = input.platform ?? (game.platform as Platform);
  if (game.appServiceAppKey) {
    const changed = [
      platform !== game.platform && 'platform',
      setup.isCtr !== game.isCtr && 'isCtr',
      setup.selectedAdNetworkIds.join() !== [...game.selectedAdNetworkIds].sort().join() && 'selectedAdNetworkIdList',
    ].filter((path): path is string => Boolean(path));
    if (changed.length > 0) {
      const detail = 'The platform and ad networks cannot change once the game is linked to the attribution service.';
      throw new ApiError(409, 'GAME_SETUP_LOCKED', detail, changed.map((path) => ({ code: 'GAME_SETUP_LOCKED', detail, path })));
    }
  }
  // The networks already chosen stay valid for a user who could not choose them again.
  const kept = game.selectedAdNetworkIds.filter((networkId) => setup.selectedAdNetworkIds.includes(networkId));
  const problems = [
    ...testSetupProblems(setup, [...allowedAdNetworks(networkIds, principal.permissions), ...kept]),
    ...facebookSetupProblems(input.adNetworks?.facebook, setup.selectedAdNetworkIds.includes(FACEBOOK)),
    ...campaignFieldProblems(input, { ...game, platform, isCtr: setup.isCtr }, clock.now()),
  ];
  const genreProblem = await competitionGenreProblem(db, input, id, clock.now());
  if (genreProblem) problems.push(genreProblem);
  if (problems.length > 0) throw invalid(problems);
  await db
    .update(games)
    .set({
      platform,
      isCtr: setup.isCtr,
      isManagedByProvider: setup.isManagedByProvider,
      isPublishedInStore: setup.isPublishedInStore,
      selectedAdNetworkIds: setup.selectedAdNetworkIds,
      ...facebookSetupChanges(input.adNetworks?.facebook, game),
      ...(input.snapchatAppName !== undefined ? { snapchatAppName: input.snapchatAppName.trim() || null } : {}),
      ...(input.competitionId !== undefined ? { competitionId: input.competitionId === null ? null : String(input.competitionId) } : {}),
      ...(input.inspiredByWebinar !== undefined ? { inspiredByWebinar: input.inspiredByWebinar } : {}),
    })
    .where(eq(games.id, id));
  return getGame(db, principal, clock.now(), id);
}

/**
 * SUB-CAMP-07: the Snapchat app name's length; SUB-CAMP-16: a competition is the
 * current one, for a game its platform and testing method allow, not iterating.
 */
function campaignFieldProblems(
  input: GameSetupInput,
  game: { platform: string; isCtr: boolean; isIterating: boolean },
  now: Date,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const nameProblem = input.snapchatAppName === undefined ? null : validateSnapchatAppName(input.snapchatAppName, false);
  if (nameProblem) problems.push({ path: 'snapchatAppName', message: nameProblem });
  if (input.competitionId !== undefined && input.competitionId !== null) {
    const competition = currentCompetition(now);
    const allowed =
      input.competitionId === competition.id &&
      !game.isIterating &&
      competition.allowedPlatforms.includes(game.platform as Platform) &&
      competition.allowedTestingMethods.includes(game.isCtr ? 'ctr' : 'cpi');
    if (!allowed) problems.push({ path: 'competitionId', message: COMPETITION_NOT_ALLOWED });
  }
  if (input.inspiredByWebinar !== undefined && input.inspiredByWebinar !== null) {
    // The learning platform's address does not matter to which webinars were held.
    if (!recentWebinars(now, '').some((webinar) => webinar.id === input.inspiredByWebinar)) {
      problems.push({ path: 'inspiredByWebinar', message: WEBINAR_NOT_RECENT });
    }
  }
  return problems;
}

/** SUB-CAMP-16: the competition allows the game's genres (one of them at least). */
async function competitionGenreProblem(db: Db, input: GameSetupInput, gameId: number, now: Date) {
  if (input.competitionId === undefined || input.competitionId === null) return null;
  const allowedGenres = currentCompetition(now).allowedGenres;
  const chosen = await db.select({ genreId: gameGenres.genreId }).from(gameGenres).where(eq(gameGenres.gameId, gameId));
  return chosen.some((row) => allowedGenres.includes(row.genreId)) ? null : { path: 'competitionId', message: COMPETITION_NOT_ALLOWED };
}

type FacebookSetupInput = NonNullable<GameSetupInput['adNetworks']>['facebook'];

/** SUB-FB-03, SUB-FB-05: the rules' messages, at the body's paths; only a game using Facebook has a Facebook setup. */
function facebookSetupProblems(facebook: FacebookSetupInput | undefined, usesFacebook: boolean): { path: string; message: string }[] {
  if (!facebook) return [];
  if (!usesFacebook) return [{ path: 'adNetworks.facebook', message: 'The game does not use Facebook: it has no Facebook setup.' }];
  const problems: { path: string; message: string }[] = [];
  const appIdProblem = facebook.appId === undefined ? null : validateFacebookAppId(facebook.appId);
  if (appIdProblem) problems.push({ path: 'adNetworks.facebook.appId', message: appIdProblem });
  const keyProblem = facebook.decryptionKey === undefined ? null : validateDecryptionKey(facebook.decryptionKey);
  if (keyProblem) problems.push({ path: 'adNetworks.facebook.decryptionKey', message: keyProblem });
  return problems;
}

/**
 * The columns a valid Facebook setup writes: an empty decryption key clears it
 * (SUB-FB-05); another app id withdraws the access Facebook granted to the former
 * app, which must be requested again for the new one (SUB-FB-07, our reading).
 */
function facebookSetupChanges(
  facebook: FacebookSetupInput | undefined,
  game: { facebookAppId: string | null },
): Partial<typeof games.$inferInsert> {
  if (!facebook) return {};
  const changes: Partial<typeof games.$inferInsert> = {};
  if (facebook.appId !== undefined && facebook.appId !== game.facebookAppId) {
    changes.facebookAppId = facebook.appId;
    changes.facebookAccessGrantedAt = null;
  }
  if (facebook.decryptionKey !== undefined) changes.facebookDecryptionKey = facebook.decryptionKey === '' ? null : facebook.decryptionKey;
  return changes;
}

/**
 * PUT /v1/game/{id} (SUB-20, BE-SUB-01, issue 42): the step the studio is on, as {done,
 * current} of this game's steps, checked against what the game holds: done never passes
 * a step that lacks something, current is at most the step after the last done, and done
 * never goes back. A refused move names each step and field it lacks.
 */
export async function setGameSubstatus(db: Db, principal: Principal, clock: Clock, id: number, substatus: string) {
  const game = await editableGame(db, principal, id);
  if (!isValidSubstatus(stepGame(game), substatus)) {
    const detail = 'The substatus is JSON {done, current} naming steps of this game';
    throw badRequest('INVALID_REQUEST', detail, [{ code: 'INVALID_REQUEST', detail, path: 'substatus' }]);
  }
  const { done, current } = JSON.parse(substatus) as { done?: StepId | null; current: StepId };
  const move = checkSubstatusMove(requirementGame(game), await submissionFacts(db, game), game.substatus, { done: done ?? null, current });
  if (!move.ok) throw incompleteSubmission(move.missing);
  const saved = move.substatus.done ? move.substatus : { current: move.substatus.current };
  await db.update(games).set({ substatus: JSON.stringify(saved) }).where(eq(games.id, id));
  return getGame(db, principal, clock.now(), id);
}

/** GET /v1/game/{id}/submission (issue 42): the game's steps as the stepper shows them, for whoever may see it. */
export async function gameSubmission(db: Db, principal: Principal, id: number) {
  const [game] = await db.select().from(games).where(eq(games.id, id));
  if (!game) throw notFound('Game not found');
  if (!canViewGame(principal, game)) throw forbidden();
  return submissionSteps(db, game);
}
