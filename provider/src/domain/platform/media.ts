// Stored media (icons, ad videos), addressed by the sha-256 of their bytes, so that
// an answer never changes and can be cached for good. The seed's small media keep
// their bytes in the row; an upload is a file of the media folder named by its hash
// (uploads.ts writes it).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { media } from '../../db/schema';

export type Medium =
  | { contentType: string; bytes: Uint8Array; path?: undefined; size: number }
  | { contentType: string; bytes?: undefined; path: string; size: number };

/** A medium by its content hash, or undefined. */
export async function getMedium(db: Db, id: string): Promise<Medium | undefined> {
  const [item] = await db
    .select({ contentType: media.contentType, bytes: media.bytes, path: media.path, size: media.size })
    .from(media)
    .where(eq(media.id, id));
  if (!item) return undefined;
  if (item.bytes) return { contentType: item.contentType, bytes: item.bytes, size: item.bytes.length };
  return { contentType: item.contentType, path: item.path!, size: item.size ?? 0 };
}
