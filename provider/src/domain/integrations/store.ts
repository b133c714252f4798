// The app stores (Part G "store lookup", SUB-LINK-18, BE-SUB-04): whether an app is
// published, and its name there. A real App Store / Play Store lookup implements
// StoreLookup; the offline one reads the simulated stores' catalogue (`store_apps`),
// which the seed fills for the demo games and `npm run store:publish` fills through
// POST /simulator/store/apps (publishStoreApp).
import type { Platform } from '@greenlight/rules';
import { and, eq, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { storeApps } from '../../db/schema';
import { ApiError } from '../../errors';

/** An app as a store knows it. An iOS app has its AppStore id; a Play Store app is known by its bundle id. */
export interface StoreApp {
  platform: Platform;
  storeId: string | null;
  bundleId: string;
  name: string;
  publishedAt: Date;
}

export interface StoreLookup {
  /** The iOS app with this AppStore id, or null. */
  findByStoreId(platform: 'ios', storeId: string): Promise<StoreApp | null>;
  /** The app with this bundle id (package name) on the platform, or null. */
  findByBundleId(platform: Platform, bundleId: string): Promise<StoreApp | null>;
}

const toStoreApp = (row: typeof storeApps.$inferSelect): StoreApp => ({
  platform: row.platform as Platform,
  storeId: row.storeId,
  bundleId: row.bundleId,
  name: row.name,
  publishedAt: row.publishedAt,
});

/** The offline stores: the `store_apps` catalogue. */
export function catalogueStoreLookup(db: Db): StoreLookup {
  const one = async (condition: ReturnType<typeof and>) => {
    const [row] = await db.select().from(storeApps).where(condition).limit(1);
    return row ? toStoreApp(row) : null;
  };
  return {
    findByStoreId: (platform, storeId) => one(and(eq(storeApps.platform, platform), eq(storeApps.storeId, storeId))),
    findByBundleId: (platform, bundleId) => one(and(eq(storeApps.platform, platform), eq(storeApps.bundleId, bundleId))),
  };
}

export interface PublishStoreAppInput {
  platform: Platform;
  /** iOS only: Android apps have none. */
  storeId: string | null;
  bundleId: string;
  name: string;
}

export const STORE_APP_CONFLICT = 'STORE_APP_CONFLICT';

/**
 * The simulator's "publish an app" (Part G): the app enters the catalogue. The same
 * app again is no change (`created: false`); a bundle id or store id already published
 * as another app is a 409. The input is checked by the caller (rules/src/store.ts).
 */
export async function publishStoreApp(db: Db, clock: Clock, input: PublishStoreAppInput): Promise<{ app: StoreApp; created: boolean }> {
  return db.transaction(async (tx) => {
    const sameIds = [eq(storeApps.bundleId, input.bundleId)];
    if (input.storeId) sameIds.push(eq(storeApps.storeId, input.storeId));
    const existing = await tx
      .select()
      .from(storeApps)
      .where(and(eq(storeApps.platform, input.platform), or(...sameIds)));
    const same = existing.find((row) => row.bundleId === input.bundleId && row.storeId === input.storeId);
    if (same && existing.length === 1) return { app: toStoreApp(same), created: false };
    if (existing.length > 0) {
      const clash = existing.find((row) => row.bundleId === input.bundleId) ? 'bundleId' : 'storeId';
      const detail =
        clash === 'bundleId'
          ? `The bundle id ${input.bundleId} is already published as another app`
          : `The store id ${input.storeId} is already published as another app`;
      throw new ApiError(409, STORE_APP_CONFLICT, detail, [{ code: STORE_APP_CONFLICT, detail, path: clash }]);
    }
    const [row] = await tx
      .insert(storeApps)
      .values({ ...input, publishedAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    if (row) return { app: toStoreApp(row), created: true };
    // Published meanwhile by another request: the same app is no change, another a conflict.
    return publishStoreApp(tx, clock, input);
  });
}
