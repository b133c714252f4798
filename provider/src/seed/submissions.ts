// What the demo's games still in (or sent back to) their submission hold from the
// integrations of the steps they did (issue 42: the provider lets no game past a step
// that lacks it): the attribution token of Link to store (a CPI game), the Facebook app
// whose access Facebook granted (Facebook setup), and the first session's SDK events
// (SDK integration), and the Snapchat app name of a request on Snapchat. Drawn from
// forks of their own, so no other draw changes.
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { facebookApps, games, sdkEvents } from '../db/schema';
import type { Random } from '../lib/random';
import { SUBMISSION_STATUSES } from './games';
import { insertInChunks, type GamePlan } from './plan';

const HOUR_MS = 3_600_000;

/** Lowercase letters and digits, as the attribution service's keys. */
const serviceKey = (random: Random, length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[random.int(0, 35)]).join('');

export async function insertSubmissionIntegrations(
  tx: Db,
  gamePlans: readonly GamePlan[],
  gameIdOf: ReadonlyMap<GamePlan, number>,
  root: Random,
): Promise<void> {
  const inSubmission = gamePlans.filter((game) => SUBMISSION_STATUSES.includes(game.status));
  const apps: (typeof facebookApps.$inferInsert)[] = [];
  const events: (typeof sdkEvents.$inferInsert)[] = [];
  for (const game of inSubmission) {
    const gameId = gameIdOf.get(game) as number;
    const random = root.fork(`integrations/${game.key}`);
    const set: Partial<typeof games.$inferInsert> = {};
    if (!game.isCtr && game.stepsDone.includes('link_store')) {
      set.appServiceAppKey = serviceKey(random, 32);
      set.adjustAppToken = serviceKey(random, 12);
    }
    if (game.stepsDone.includes('sdk_facebook')) {
      const appId = `${random.int(1, 9)}${Array.from({ length: 15 }, () => random.int(0, 9)).join('')}`;
      const grantedAt = new Date(game.createdAt.getTime() + 2 * HOUR_MS);
      set.facebookAppId = appId;
      set.facebookAccessGrantedAt = grantedAt;
      apps.push({ appId, decryptionKey: null, registeredAt: grantedAt });
    }
    // SUB-CAMP-08: the Snapchat app name of a request on Snapchat (iterating: the videos waiting are there).
    if (game.isManagedByProvider && !game.isCtr && game.networks.includes(2) && (game.status === 'pending_testing' || game.isIterating)) {
      set.snapchatAppName = game.storeName ?? game.name;
    }
    if (game.stepsDone.includes('tinysauce_package')) {
      const receivedAt = new Date(game.createdAt.getTime() + 3 * HOUR_MS);
      events.push({ gameId, kind: 'analytics', event: 'session_start', receivedAt }, { gameId, kind: 'attribution', event: 'install', receivedAt });
    }
    if (Object.keys(set).length > 0) await tx.update(games).set(set).where(eq(games.id, gameId));
  }
  await insertInChunks(apps, (chunk) => tx.insert(facebookApps).values(chunk));
  await insertInChunks(events, (chunk) => tx.insert(sdkEvents).values(chunk));
}
