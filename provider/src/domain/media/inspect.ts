// What an uploaded file is (BE-UP-01, BE-UP-02): the image's format and size by
// sharp, the MP4's codec, size and duration by the rules' inspectMp4 (mp4box over
// the `moov` box only), the same reading the browser makes before uploading.
import { open } from 'node:fs/promises';
import { inspectMp4, type VideoInfo } from '@greenlight/rules';
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

export type { VideoInfo };

/** The first video track of an MP4 file on disk, or undefined when it is not one. */
export async function inspectVideo(path: string): Promise<VideoInfo | undefined> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return await inspectMp4(async (offset, length) => {
      const bytes = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, offset);
      return bytes.subarray(0, bytesRead);
    }, size);
  } finally {
    await handle.close();
  }
}
