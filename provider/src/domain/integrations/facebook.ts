// The simulated Facebook (Part G, "Integrations that must not be stand-ins"): the
// applications it granted the platform access to, each registered with the decryption
// key of its install-referrer data. A real adapter would call the Graph API for the
// same two things: grant access to an app, and read what is registered for it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { facebookApps } from '../../db/schema';

export interface RegisteredFacebookApp {
  appId: string;
  decryptionKey: string | null;
  registeredAt: Date;
}

/** Grants the platform access to the app: registers it with the key the game has now (a new grant replaces it). */
export async function grantFacebookAppAccess(db: Db, appId: string, decryptionKey: string | null, now: Date): Promise<void> {
  await db
    .insert(facebookApps)
    .values({ appId, decryptionKey, registeredAt: now })
    .onConflictDoUpdate({ target: facebookApps.appId, set: { decryptionKey, registeredAt: now } });
}

/** What Facebook has registered for the app, if the platform was granted access to it. */
export async function registeredFacebookApp(db: Db, appId: string): Promise<RegisteredFacebookApp | null> {
  const [row] = await db.select().from(facebookApps).where(eq(facebookApps.appId, appId));
  return row ?? null;
}
