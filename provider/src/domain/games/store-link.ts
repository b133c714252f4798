// The submission's "Link to store" step on the provider (000 §4-§5, SUB-LINK-18/21,
// BE-SUB-03/04/06/07, OP-01, OP-09): saving the game's store ids once the store knows
// the app, the project the game joins, and the attribution service's token. The
// gateway's linkGameToStore runs the Validate sequence over these routes.
import { randomBytes } from 'node:crypto';
import { storeIdsProblems, validateProjectName, type Platform } from '@greenlight/rules';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { games, projects } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound, type ErrorItem } from '../../errors';
import { canViewGame, gamePermissions, type Principal } from '../accounts/principal';
import type { StoreApp, StoreLookup } from '../integrations/store';
import { getGame } from './games';
import { editableGame } from './submission';

export interface GameStoreInput {
  storeId?: string | undefined;
  bundleId: string;
  projectId?: number | undefined;
  projectName?: string | undefined;
}

export const GAME_STORE_LOCKED = 'GAME_STORE_LOCKED';
export const GAME_STORE_NOT_LINKED = 'GAME_STORE_NOT_LINKED';
export const ATTRIBUTION_NOT_FOR_CTR = 'ATTRIBUTION_NOT_FOR_CTR';
const NOT_FOUND = 'LINK_TO_STORE_STORE_ID_NOT_FOUND';

const invalid = (problems: { path: string; message: string }[]) =>
  badRequest(
    'INVALID_REQUEST',
    problems[0]!.message,
    problems.map(({ path, message }) => ({ code: 'INVALID_REQUEST', detail: message, path })),
  );

/** SUB-LINK-25: the error list fills {{storeId}} with the name of the id the store did not know. */
const notInStore = (path: 'storeId' | 'bundleId', value: string) => {
  const detail = `The store has no app with this ${path === 'storeId' ? 'AppStore ID' : 'Bundle ID'} (${value})`;
  return badRequest(NOT_FOUND, detail, [
    { code: NOT_FOUND, detail, path, extra: { storeId: path === 'storeId' ? 'AppStore ID' : 'Bundle ID' } },
  ]);
};

/** BE-SUB-04: the app the store publishes under these ids; iOS by AppStore id (its bundle id must match), Android by bundle id. */
async function publishedApp(store: StoreLookup, platform: Platform, storeId: string | null, bundleId: string): Promise<StoreApp> {
  if (platform === 'ios') {
    const app = await store.findByStoreId('ios', storeId!);
    if (!app) throw notInStore('storeId', storeId!);
    if (app.bundleId !== bundleId) throw notInStore('bundleId', bundleId);
    return app;
  }
  const app = await store.findByBundleId('android', bundleId);
  if (!app) throw notInStore('bundleId', bundleId);
  return app;
}

/** The project of another game of the studio with these store ids on this platform (PROJ-15), or null. */
async function projectOfApp(db: Db, game: typeof games.$inferSelect, storeId: string | null, bundleId: string): Promise<number | null> {
  const conditions = [eq(games.studioId, game.studioId), eq(games.platform, game.platform), eq(games.bundleId, bundleId), ne(games.id, game.id)];
  if (storeId) conditions.push(eq(games.storeId, storeId));
  const [match] = await db
    .select({ projectId: games.projectId })
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.id))
    .limit(1);
  return match?.projectId ?? null;
}

async function gamesIn(db: Db, projectId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games).where(eq(games.projectId, projectId));
  return row?.n ?? 0;
}

/**
 * PUT /games/{id}/store (SUB-LINK-18, OP-01, BE-SUB-03/04/07). Saves the store ids of a
 * game in its submission, once the store knows the app; the store name is the store's.
 * Locks: the store id never changes once set, nor the bundle id (409 GAME_STORE_LOCKED);
 * setting them needs create_ga_slot (SUB-LINK-05). The game's project: `projectId` (one
 * of its studio; changing project needs request_game_testing), else `projectName` names
 * the game's own project (a new one when it shares its project), else a game without
 * project joins the project of the studio's game with the same ids, or one of its own.
 */
export async function linkGameToStore(db: Db, store: StoreLookup, principal: Principal, clock: Clock, id: number, input: GameStoreInput) {
  const game = await editableGame(db, principal, id);
  const platform = game.platform as Platform;
  const permissions = gamePermissions(principal, game);
  // An Android app has no store id: an empty one is none.
  const storeId = platform === 'ios' ? input.storeId || null : null;
  const projectName = input.projectName?.trim();
  const problems: { path: string; message: string }[] = storeIdsProblems(platform, { storeId: input.storeId, bundleId: input.bundleId });
  const nameProblem = projectName === undefined ? null : validateProjectName(projectName);
  if (nameProblem) problems.push({ path: 'projectName', message: nameProblem });
  if (problems.length > 0) throw invalid(problems);
  assertUnlocked(game, storeId, input.bundleId);

  const changesIds = (platform === 'ios' && game.storeId !== storeId) || game.bundleId !== input.bundleId;
  // The store is asked outside the transaction: a real one is a remote call.
  let app: StoreApp | null = null;
  if (changesIds) {
    if (!permissions.create_ga_slot) throw forbidden();
    app = await publishedApp(store, platform, storeId, input.bundleId);
  }

  await db.transaction(async (tx) => {
    // Again under the row's lock: a parallel request may have set the ids meanwhile.
    const [current] = await tx.select().from(games).where(eq(games.id, id)).for('update');
    assertUnlocked(current!, storeId, input.bundleId);
    const set: Partial<typeof games.$inferInsert> = {};
    if (app) Object.assign(set, { bundleId: input.bundleId, storeName: app.name, ...(platform === 'ios' ? { storeId } : {}) });

    const now = clock.now();
    const before = current!.projectId;
    let projectId = before;
    if (input.projectId !== undefined) {
      if (input.projectId !== before) {
        const [project] = await tx.select().from(projects).where(eq(projects.id, input.projectId));
        // Another studio's project is not the caller's to know of.
        if (!project || project.studioId !== game.studioId) throw notFound('Project not found');
        if (!permissions.request_game_testing) throw forbidden();
        projectId = project.id;
      }
      if (projectName !== undefined) {
        if (!permissions.request_game_testing) throw forbidden();
        await tx.update(projects).set({ name: projectName }).where(eq(projects.id, projectId!));
      }
    } else if (projectName !== undefined) {
      if (projectId !== null && (await gamesIn(tx, projectId)) <= 1) {
        await tx.update(projects).set({ name: projectName }).where(eq(projects.id, projectId));
      } else {
        const [created] = await tx.insert(projects).values({ studioId: game.studioId, name: projectName, createdAt: now }).returning({ id: projects.id });
        projectId = created!.id;
      }
    } else if (projectId === null) {
      projectId = await projectOfApp(tx, game, storeId, input.bundleId);
      if (projectId === null) {
        const [created] = await tx.insert(projects).values({ studioId: game.studioId, name: game.name, createdAt: now }).returning({ id: projects.id });
        projectId = created!.id;
      }
    }
    if (projectId !== before) set.projectId = projectId;
    if (Object.keys(set).length > 0) await tx.update(games).set(set).where(eq(games.id, id));
    // A project its last game left is no one's: it goes.
    if (before !== null && projectId !== before && (await gamesIn(tx, before)) === 0) {
      await tx.delete(projects).where(eq(projects.id, before));
    }
  });
  return getGame(db, principal, clock.now(), id);
}

/** SUB-LINK-09, BE-SUB-03: set store ids do not change (409 naming each field). */
function assertUnlocked(game: typeof games.$inferSelect, storeId: string | null, bundleId: string): void {
  const detail = 'The store ids of a game do not change once set';
  const locked: ErrorItem[] = [];
  if (game.platform === 'ios' && game.storeId && game.storeId !== storeId) locked.push({ code: GAME_STORE_LOCKED, detail, path: 'storeId' });
  if (game.bundleId && game.bundleId !== bundleId) locked.push({ code: GAME_STORE_LOCKED, detail, path: 'bundleId' });
  if (locked.length > 0) throw new ApiError(409, GAME_STORE_LOCKED, detail, locked);
}

/** An attribution-service key: lowercase letters and digits, as the service's app tokens. */
function serviceKey(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * GET /v1/game/{id}/adjustToken (SUB-LINK-21, API-62, OP-09, BE-SUB-06): the game's
 * tracking token in the attribution service. The first call of an editor registers the
 * game's app there (appServiceAppKey) and its token; later calls answer the same, and
 * from then platform and ad networks stay (SUB-CREATE-12). Test-only (CTR) games have
 * none; the game needs its store ids first.
 */
export async function attributionToken(db: Db, principal: Principal, id: number): Promise<{ adjustAppToken: string }> {
  const [game] = await db.select().from(games).where(eq(games.id, id));
  if (!game) throw notFound('Game not found');
  if (!canViewGame(principal, game)) throw forbidden();
  if (game.isCtr) {
    const detail = 'Test-only (CTR) games have no attribution token';
    throw new ApiError(409, ATTRIBUTION_NOT_FOR_CTR, detail);
  }
  if (game.adjustAppToken) return { adjustAppToken: game.adjustAppToken };
  const editable = await editableGame(db, principal, id);
  if (!editable.bundleId || (editable.platform === 'ios' && !editable.storeId)) {
    const detail = 'Link the game to its store first: the attribution service registers the app by its store ids';
    throw new ApiError(409, GAME_STORE_NOT_LINKED, detail);
  }
  // Only the first of two parallel calls registers the app: the other reads its token.
  await db
    .update(games)
    .set({ appServiceAppKey: serviceKey(32), adjustAppToken: serviceKey(12) })
    .where(and(eq(games.id, id), isNull(games.adjustAppToken)));
  const [row] = await db.select({ adjustAppToken: games.adjustAppToken }).from(games).where(eq(games.id, id));
  return { adjustAppToken: row!.adjustAppToken! };
}
