// What an uploaded file is (BE-UP-01, BE-UP-02): the image's format and size by
// sharp, the MP4's codec, size and duration by mp4box. Both read the file on disk;
// a video's samples are never read: only its `moov` box, which describes them.
import { open } from 'node:fs/promises';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import sharp from 'sharp';

export interface ImageInfo {
  /** image/png or image/jpeg, from the bytes, never from the name the browser sent */
  contentType: string;
  width: number;
  height: number;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpeg: 'image/jpeg' };

/**
 * A png or jpg with its size, undefined for anything else. An image of at most
 * `maxPixels` must decode (its header may lie); a larger one is not decoded (a 2 MB
 * file may claim a huge canvas), its size is enough to refuse it.
 */
export async function inspectImage(path: string, maxPixels: number): Promise<ImageInfo | undefined> {
  try {
    const { format, width, height } = await sharp(path).metadata();
    const contentType = format ? IMAGE_TYPES[format] : undefined;
    if (!contentType || !width || !height) return undefined;
    if (width * height <= maxPixels) await sharp(path, { limitInputPixels: maxPixels, failOn: 'error' }).raw().toBuffer();
    return { contentType, width, height };
  } catch {
    return undefined;
  }
}

export interface VideoInfo {
  /** The sample entry's codec string: avc1.64001f for H.264 (rules' isH264) */
  codec: string;
  width: number;
  height: number;
  durationSeconds: number;
}

/** A `moov` larger than this is not a clip's (a 35 s clip's is tens of kB). */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
const MAX_TOP_LEVEL_BOXES = 64;

interface BoxAt {
  type: string;
  offset: number;
  size: number;
}

/** The top-level boxes of an ISO-BMFF file, read header by header. */
async function topLevelBoxes(path: string): Promise<BoxAt[] | undefined> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const boxes: BoxAt[] = [];
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= fileSize && boxes.length < MAX_TOP_LEVEL_BOXES) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) return undefined;
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (size === 1) {
        if (bytesRead < 16) return undefined;
        size = Number(header.readBigUInt64BE(8));
      } else if (size === 0) {
        size = fileSize - offset;
      }
      if (size < 8 || offset + size > fileSize || !/^[\x20-\x7e]{4}$/.test(type)) return undefined;
      boxes.push({ type, offset, size });
      offset += size;
    }
    return boxes;
  } finally {
    await handle.close();
  }
}

async function readBox(path: string, box: BoxAt): Promise<ArrayBuffer> {
  const handle = await open(path, 'r');
  try {
    const bytes = new Uint8Array(box.size);
    await handle.read(bytes, 0, box.size, box.offset);
    return bytes.buffer;
  } finally {
    await handle.close();
  }
}

/**
 * The first video track of an MP4 (or MOV) file, or undefined when the file is not
 * one. Only `ftyp` and `moov` are read, wherever `moov` is (start or end), and handed
 * to mp4box one after the other: it needs no sample data to describe the tracks.
 */
export async function inspectVideo(path: string): Promise<VideoInfo | undefined> {
  const boxes = await topLevelBoxes(path);
  const ftyp = boxes?.find((box) => box.type === 'ftyp');
  const moov = boxes?.find((box) => box.type === 'moov');
  if (!ftyp || !moov || moov.size > MAX_MOOV_BYTES) return undefined;
  let movie: Movie | undefined;
  const file = createFile();
  file.onReady = (info: Movie) => {
    movie = info;
  };
  file.onError = () => {
    movie = undefined;
  };
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(await readBox(path, ftyp), 0));
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(await readBox(path, moov), ftyp.size));
    file.flush();
  } catch {
    return undefined;
  }
  const track = movie?.videoTracks[0];
  if (!movie || !track?.video) return undefined;
  const durationSeconds = movie.timescale > 0 ? movie.duration / movie.timescale : track.duration / track.timescale;
  return { codec: track.codec, width: track.video.width, height: track.video.height, durationSeconds };
}
