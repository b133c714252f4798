// Stored media (icons, ad videos), addressed by the sha-256 of their bytes, so that
// an answer never changes and can be cached for good. The seed's small media keep
// their bytes in the row; an upload is a file of the media folder named by its hash
// (receiveFile and keepFile write it).
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db';
import { games, media, videos } from '../../db/schema';

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

/** BE-UP-05: the medium a cropped video was cut from, else the medium itself. */
export async function originalOf(db: Db, id: string): Promise<string> {
  const [video] = await db
    .select({ original: videos.originalMediaId })
    .from(videos)
    .where(and(eq(videos.mediaId, id), isNotNull(videos.originalMediaId)))
    .limit(1);
  return video?.original ?? id;
}

/** An upload written to the media folder's tmp/ while its hash and size were counted. */
export interface ReceivedFile {
  path: string;
  sha256: string;
  size: number;
}

/** The upload was larger than the route takes: nothing was kept. */
export class FileTooLarge extends Error {}

const tmpFolder = (dir: string) => join(dir, 'tmp');

/**
 * Streams `source` to a new file of the media folder's tmp/, hashing it on the way;
 * past `maxBytes` it stops reading, removes the file and throws FileTooLarge. Memory
 * stays at a chunk or two whatever the size.
 */
export async function receiveFile(source: Readable, dir: string, maxBytes: number): Promise<ReceivedFile> {
  await mkdir(tmpFolder(dir), { recursive: true });
  const path = join(tmpFolder(dir), randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new FileTooLarge(`More than ${maxBytes} bytes`));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const sink = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(source, counter, sink);
    // busboy cuts a file at its limit and says so rather than failing the stream.
    if ((source as Readable & { truncated?: boolean }).truncated) throw new FileTooLarge(`More than ${maxBytes} bytes`);
  } catch (error) {
    // A sink destroyed before its file was opened still opens it, then closes it: the
    // file is removed once it is closed, or it would be created after its removal.
    if (!sink.closed) await once(sink, 'close').catch(() => undefined);
    await rm(path, { force: true });
    // The rest of a refused upload is read and dropped, so the answer reaches the browser.
    source.resume();
    throw error;
  }
  return { path, sha256: hash.digest('hex'), size };
}

/** A new path in the media folder's tmp/, for a file the provider makes (a crop). */
export async function temporaryPath(dir: string, extension = ''): Promise<string> {
  await mkdir(tmpFolder(dir), { recursive: true });
  return join(tmpFolder(dir), `${randomUUID()}${extension}`);
}

/** A file of tmp/ the provider wrote, hashed and measured like a received one. */
export async function describeFile(path: string): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { path, sha256: hash.digest('hex'), size };
}

/** A file of tmp/ that is not kept. */
export const discardFile = (file: { path: string }): Promise<void> => rm(file.path, { force: true });

/**
 * Keeps a received file as the medium of its hash: moved to the media folder and
 * recorded (the same bytes uploaded twice are one medium). Answers the medium's id.
 */
export async function keepFile(db: Db, dir: string, file: ReceivedFile, contentType: string, now: Date): Promise<string> {
  const [known] = await db.select({ id: media.id }).from(media).where(eq(media.id, file.sha256));
  // The same bytes are stored already (a file of this name, or the seed's row): this copy is not needed.
  if (known) {
    await rm(file.path, { force: true });
    return known.id;
  }
  await rename(file.path, join(dir, file.sha256));
  await db
    .insert(media)
    .values({ id: file.sha256, contentType, path: file.sha256, size: file.size, createdAt: now })
    .onConflictDoNothing({ target: media.id });
  return file.sha256;
}

/** The path of a medium's file, to read it again (a crop of the original). */
export const mediumPath = (dir: string, item: Medium): string | undefined => (item.path ? join(dir, item.path) : undefined);

/** A file of tmp/ older than this was left by a provider that stopped mid-upload (an upload takes minutes at most). */
export const TMP_FILE_MAX_AGE_MS = 60 * 60_000;
/** An uploaded medium nothing refers to is removed once this old: a video removed, an icon or a crop replaced. */
export const UNUSED_MEDIUM_AGE_MS = 60 * 60_000;

/**
 * Media housekeeping, on the worker's tick: removes tmp/ files left behind (by their
 * modification time) and the uploaded media no game's icon and no video (as shown or
 * as the original of a crop) refers to any more, row and file. The seed's media keep
 * their bytes in their row and stay. Answers what it removed.
 */
export async function sweepMedia(db: Db, dir: string, now: Date): Promise<{ tmpFiles: number; media: number }> {
  let tmpFiles = 0;
  const tmp = tmpFolder(dir);
  const names = await readdir(tmp).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(tmp, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || Date.now() - info.mtimeMs < TMP_FILE_MAX_AGE_MS) continue;
    await rm(path, { force: true });
    tmpFiles++;
  }
  const cutoff = new Date(now.getTime() - UNUSED_MEDIUM_AGE_MS);
  // One statement: a medium referred to again meanwhile is kept (the foreign keys would refuse it too).
  const removed = await queryRows<{ path: string }>(
    db,
    sql`delete from ${media} m
         where m.path is not null and m.created_at < ${cutoff.toISOString()}
           and not exists (select 1 from ${videos} v where v.media_id = m.id)
           and not exists (select 1 from ${videos} v where v.original_media_id = m.id)
           and not exists (select 1 from ${games} g where g.icon_media_id = m.id)
        returning m.path`,
  );
  for (const { path } of removed) await rm(join(dir, path), { force: true });
  return { tmpFiles, media: removed.length };
}
