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
import { MEDIA_ERRORS } from '@greenlight/rules';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db';
import { games, media, videos } from '../../db/schema';
import { ApiError } from '../../errors';
import type { MediaSettings } from '../../context';

/** Where a provider writes what it receives or makes: the media folder's tmp/, its files named by the provider. */
export type TmpFolder = Pick<MediaSettings, 'dir' | 'instanceId'>;

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

/**
 * The media folder cannot take the file (issue 46): the disk (or the user's quota) is
 * full, or the folder is not writable. Nothing was kept; the answer is 507 with the rules'
 * message under `file`, which says what the user can do; the log keeps the cause for the
 * operator (errors.ts logs every 5xx but 503 with its error).
 */
export class StorageUnavailable extends ApiError {
  constructor(
    readonly reason: 'full' | 'unwritable',
    override readonly cause: unknown,
  ) {
    const code = reason === 'full' ? 'STORAGE_FULL' : 'STORAGE_UNAVAILABLE';
    super(507, code, MEDIA_ERRORS[code], [{ code, detail: MEDIA_ERRORS[code], path: 'file' }]);
  }
}

const FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** The storage failure an error of the file system is, else the error itself. */
export function storageFailure(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && FULL.has(code)) return new StorageUnavailable('full', error);
  if (code && UNWRITABLE.has(code)) return new StorageUnavailable('unwritable', error);
  return error;
}

const tmpFolder = (dir: string) => join(dir, 'tmp');

/** A new name in tmp/: the provider's id, then a random one (sweepMedia reads the first back). */
const tmpName = (folder: TmpFolder, extension = '') => join(tmpFolder(folder.dir), `${folder.instanceId}.${randomUUID()}${extension}`);

/** The provider a file of tmp/ was written by, when its name says so. */
const ownerOf = (name: string) => /^([0-9a-f-]{36})\./.exec(name)?.[1];

/** Creates tmp/, answering a StorageUnavailable when the folder cannot be written. */
async function makeTmpFolder(dir: string): Promise<void> {
  try {
    await mkdir(tmpFolder(dir), { recursive: true });
  } catch (error) {
    throw storageFailure(error);
  }
}

/**
 * Streams `source` to a new file of the media folder's tmp/, hashing it on the way;
 * past `maxBytes` it stops reading, removes the file and throws FileTooLarge. Memory
 * stays at a chunk or two whatever the size. Whatever else stops it (the client gone,
 * a full disk: StorageUnavailable) removes the partial file too.
 */
export async function receiveFile(source: Readable, folder: TmpFolder, maxBytes: number): Promise<ReceivedFile> {
  await makeTmpFolder(folder.dir);
  const path = tmpName(folder);
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
    throw storageFailure(error);
  }
  return { path, sha256: hash.digest('hex'), size };
}

/** A new path in the media folder's tmp/, for a file the provider makes (a crop). */
export async function temporaryPath(folder: TmpFolder, extension = ''): Promise<string> {
  await makeTmpFolder(folder.dir);
  return tmpName(folder, extension);
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
  try {
    await rename(file.path, join(dir, file.sha256));
  } catch (error) {
    await rm(file.path, { force: true });
    throw storageFailure(error);
  }
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
 * Media housekeeping, on the worker's tick (and so at its start): removes tmp/ files left
 * behind, those of a provider whose lease is gone at once (it died mid-upload: on PGlite
 * every other lease is gone at the start), the others an hour after they were last
 * written; and the uploaded media no game's icon and no video (as shown or as the
 * original of a crop) refers to any more, row and file. The seed's media keep their bytes
 * in their row and stay. Answers what it removed.
 */
export async function sweepMedia(db: Db, folder: TmpFolder, now: Date, leaseMs: number): Promise<{ tmpFiles: number; media: number }> {
  const { dir } = folder;
  let tmpFiles = 0;
  const tmp = tmpFolder(dir);
  const names = await readdir(tmp).catch(() => [] as string[]);
  const living = new Set(
    (
      await queryRows<{ instance_id: string }>(
        db,
        sql`select instance_id from worker_leases where renewed_at > now() - ${leaseMs}::integer * interval '1 millisecond'`,
      )
    ).map((row) => row.instance_id),
  );
  living.add(folder.instanceId);
  for (const name of names) {
    const path = join(tmp, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) continue;
    const owner = ownerOf(name);
    const orphan = owner !== undefined && !living.has(owner);
    if (!orphan && Date.now() - info.mtimeMs < TMP_FILE_MAX_AGE_MS) continue;
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
