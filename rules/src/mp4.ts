// What an MP4 (or MOV) file holds, read the same way in the browser (a File's slices,
// SUB-VID-01..04 before upload) and at the provider (a file on disk, BE-UP-02): the
// top-level boxes header by header, then only `ftyp` and `moov`, wherever `moov` is,
// handed to mp4box one after the other. mp4box needs no sample data to describe the
// tracks, so a 100 MB video costs a few kilobytes of reading.
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';

export interface VideoInfo {
  /** The sample entry's codec string: avc1.64001f for H.264 (media.ts isH264) */
  codec: string;
  width: number;
  height: number;
  durationSeconds: number;
}

/** Reads `length` bytes at `offset` of the file (fewer at its end). */
export type ByteReader = (offset: number, length: number) => Promise<Uint8Array>;

/** A `moov` larger than this is not a clip's (a 35 s clip's is tens of kB). */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
const MAX_TOP_LEVEL_BOXES = 64;

interface BoxAt {
  type: string;
  offset: number;
  size: number;
}

const uint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

/** The top-level boxes of an ISO-BMFF file of `fileSize` bytes, or undefined when it is not one. */
async function topLevelBoxes(read: ByteReader, fileSize: number): Promise<BoxAt[] | undefined> {
  const boxes: BoxAt[] = [];
  let offset = 0;
  while (offset + 8 <= fileSize && boxes.length < MAX_TOP_LEVEL_BOXES) {
    const header = await read(offset, 16);
    if (header.length < 8) return undefined;
    let size = uint32(header, 0);
    const type = String.fromCharCode(...header.subarray(4, 8));
    if (size === 1) {
      if (header.length < 16) return undefined;
      size = uint32(header, 8) * 2 ** 32 + uint32(header, 12);
    } else if (size === 0) {
      size = fileSize - offset;
    }
    if (size < 8 || offset + size > fileSize || !/^[\x20-\x7e]{4}$/.test(type)) return undefined;
    boxes.push({ type, offset, size });
    offset += size;
  }
  return boxes;
}

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? bytes.buffer
    : (bytes.slice().buffer as ArrayBuffer);

/** The first video track of an MP4 file, or undefined when the file is not one. */
export async function inspectMp4(read: ByteReader, fileSize: number): Promise<VideoInfo | undefined> {
  const boxes = await topLevelBoxes(read, fileSize);
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
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(arrayBufferOf(await read(ftyp.offset, ftyp.size)), 0));
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(arrayBufferOf(await read(moov.offset, moov.size)), ftyp.size));
    file.flush();
  } catch {
    return undefined;
  }
  const track = movie?.videoTracks[0];
  if (!movie || !track?.video) return undefined;
  const durationSeconds = movie.timescale > 0 ? movie.duration / movie.timescale : track.duration / track.timescale;
  return { codec: track.codec, width: track.video.width, height: track.video.height, durationSeconds };
}
