// Stored media (icons, ad videos), addressed by the sha-256 of their bytes, so that
// an answer never changes and can be cached for good.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { media } from '../../db/schema';

export interface Medium {
  contentType: string;
  bytes: Uint8Array;
}

/** A medium by its content hash, or undefined. */
export async function getMedium(db: Db, id: string): Promise<Medium | undefined> {
  const [item] = await db.select({ contentType: media.contentType, bytes: media.bytes }).from(media).where(eq(media.id, id));
  return item;
}
