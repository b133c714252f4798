// Finding demo rows for the test suites that drive the provider from outside
// (gateway integration, Chromium journeys): games by studio, status and creator;
// and putting a demo user back as the seed made it, for suites that share a database.
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { hashPassword } from '../domain/accounts/passwords';
import { type adNetworkDailyStats, analyticsSlots, facebookApps, gameGenres, games, gameTags, sdkEvents, studios, users, videos } from '../db/schema';
import { GENRES } from '../domain/reference/codifications';
import { DEMO_PASSWORD } from '../seed/users';

export interface GameQuery {
  studioSlug?: string;
  status?: string;
  creatorEmail?: string;
  platform?: 'ios' | 'android';
  isCtr?: boolean;
  isManagedByProvider?: boolean;
  isIterating?: boolean;
  minIterations?: number;
  /** Its campaigns ran on both networks. */
  multiNetwork?: boolean;
}

/** Ids of the games that match, oldest first. */
export async function findGameIds(db: Db, query: GameQuery, limit = 10): Promise<number[]> {
  const conditions: SQL[] = [];
  if (query.studioSlug) conditions.push(eq(studios.slug, query.studioSlug));
  if (query.status) conditions.push(eq(games.status, query.status));
  if (query.platform) conditions.push(eq(games.platform, query.platform));
  if (query.isCtr !== undefined) conditions.push(eq(games.isCtr, query.isCtr));
  if (query.isManagedByProvider !== undefined) conditions.push(eq(games.isManagedByProvider, query.isManagedByProvider));
  if (query.isIterating !== undefined) conditions.push(eq(games.isIterating, query.isIterating));
  if (query.minIterations !== undefined) conditions.push(sql`${games.nbIterations} >= ${query.minIterations}`);
  if (query.multiNetwork) {
    conditions.push(sql`(select count(distinct c.network) from campaigns c where c.game_id = ${games.id}) > 1`);
  }
  if (query.creatorEmail) {
    conditions.push(sql`${games.creatorId} = (select ${users.id} from ${users} where lower(${users.email}) = ${query.creatorEmail.toLowerCase()})`);
  }
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(studios, eq(studios.id, games.studioId))
    .where(and(...conditions))
    .orderBy(asc(games.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Ids of a studio's projects holding at least `minGames` games, oldest first. */
export async function findProjectIds(db: Db, query: { studioSlug: string; minGames?: number }, limit = 10): Promise<number[]> {
  const result = await queryRows<{ id: number }>(db, sql`
    select p.id from projects p join studios s on s.id = p.studio_id
     where s.slug = ${query.studioSlug}
       and (select count(*) from games g where g.project_id = p.id) >= ${query.minGames ?? 1}
     order by p.id limit ${limit}`);
  return result.map((row) => Number(row.id));
}

/** Gives a demo user back the demo password, an empty job title and the light theme, as the seed left them. */
export async function restoreDemoUser(db: Db, email: string): Promise<void> {
  const restored = await db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD), profile: '', darkMode: false })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning({ id: users.id });
  if (restored.length !== 1) throw new Error(`no demo user ${email}`);
}

type DailyStatRow = typeof adNetworkDailyStats.$inferInsert;

/** A day of a campaign's numbers for a test to insert: Facebook and zeros unless told. */
export const dailyStat = (row: Partial<DailyStatRow> & Pick<DailyStatRow, 'iterationId' | 'gameId' | 'day'>): DailyStatRow => ({
  network: 'facebook',
  impressions: 0,
  clicks: 0,
  installs: 0,
  spend: 0,
  newUsers: 0,
  playtime: 0,
  sessionLength: 0,
  males: 0,
  ...row,
});

/**
 * A video waiting for the game's next iteration, as the last step uploads it (SUB-VID-18): its
 * file a seeded video's of the same network when the database has one, so that a page showing
 * it plays it (no /media/null); none on an empty database.
 */
export async function addWaitingVideo(db: Db, gameId: number, network: 'facebook' | 'snapchat', now = new Date()): Promise<void> {
  const [seeded] = await db
    .select({ mediaId: videos.mediaId, width: videos.width, height: videos.height, durationSeconds: videos.durationSeconds })
    .from(videos)
    .where(and(eq(videos.network, network), isNotNull(videos.mediaId)))
    .limit(1);
  await db.insert(videos).values({ gameId, network, fileName: `${network}.mp4`, weight: 1, appeal: 1, createdAt: now, ...(seeded ?? {}) });
}

/**
 * Makes a game manual on Facebook with an icon (a seeded game's), ready to request testing
 * by linking a studio campaign (SUB-CAMP-12): the studios of DEMO.md cannot choose the setup.
 */
export async function makeManualFacebookGame(db: Db, gameId: number, options: { atLastStep?: boolean } = {}): Promise<void> {
  const [seeded] = await db.select({ icon: games.iconMediaId }).from(games).where(isNotNull(games.iconMediaId)).limit(1);
  await db
    .update(games)
    .set({
      isManagedByProvider: false,
      selectedAdNetworkIds: [1],
      iconMediaId: seeded?.icon ?? null,
    })
    .where(eq(games.id, gameId));
  if (options.atLastStep) await completeSubmissionSteps(db, gameId);
}

/**
 * Issue 42: gives a game in its submission the data of every step before the last one,
 * as the flow would have (store ids, analytics slot, attribution token, the Facebook app
 * with its access granted, the SDK events, a genre per category and the tags), and puts
 * it on the last step. What the last step needs (icon, videos) is the test's to add.
 */
export async function completeSubmissionSteps(db: Db, gameId: number, now = new Date()): Promise<void> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw new Error(`No game ${gameId}`);
  const slotId = `${9_000_000 + gameId}`;
  await db
    .insert(analyticsSlots)
    .values({ id: slotId, gameKey: `key${gameId}`, secretKey: `secret${gameId}`, url: `https://analytics.example/games/${slotId}`, createdForGameId: gameId, createdAt: now })
    .onConflictDoNothing();
  const facebookAppId = `${100_000_000_000_000 + gameId}`;
  const usesFacebook = game.selectedAdNetworkIds.includes(1) && !game.isCtr;
  await db
    .update(games)
    .set({
      storeId: game.storeId ?? (game.platform === 'ios' ? `${1_000_000_000 + gameId}` : null),
      bundleId: game.bundleId ?? `com.fixture.game${gameId}`,
      analyticsSlotId: game.analyticsSlotId ?? slotId,
      ...(game.isCtr ? {} : { adjustAppToken: game.adjustAppToken ?? `tok${gameId}`, appServiceAppKey: game.appServiceAppKey ?? `app${gameId}` }),
      ...(usesFacebook ? { facebookAppId: game.facebookAppId ?? facebookAppId, facebookAccessGrantedAt: now, facebookDecryptionKey: null } : {}),
      substatus: JSON.stringify({ done: 'categories', current: 'upload_asset' }),
    })
    .where(eq(games.id, gameId));
  if (usesFacebook) {
    await db
      .insert(facebookApps)
      .values({ appId: game.facebookAppId ?? facebookAppId, decryptionKey: null, registeredAt: now })
      .onConflictDoUpdate({ target: facebookApps.appId, set: { decryptionKey: null, registeredAt: now } });
  }
  if (!game.isCtr) {
    await db.insert(sdkEvents).values([
      { gameId, kind: 'analytics', event: 'session_start', receivedAt: now },
      { gameId, kind: 'attribution', event: 'install', receivedAt: now },
    ]);
  }
  await db.delete(gameGenres).where(eq(gameGenres.gameId, gameId));
  await db.insert(gameGenres).values(GENRES.map((category) => ({ gameId, genreId: category.options[0]!.id })));
  await db.delete(gameTags).where(eq(gameTags.gameId, gameId));
  await db.insert(gameTags).values(
    (['mechanic', 'theme', 'toy'] as const).map((category) => ({ gameId, label: `${category} tag`.slice(0, 15), category, createdAt: now })),
  );
}
