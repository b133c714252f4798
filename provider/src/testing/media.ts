// Real small media made in the test (BE-UP tests): images by sharp, clips by ffmpeg
// from lavfi test sources, the demo clips, and multipart bodies to send them in.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { findFfmpeg } from '../domain/media/crop';

export const DEMO_CLIP_DIR = join(import.meta.dirname, '../../assets/videos');
/** 320x400 (4:5) H.264, 10 s. */
export const demoClip4x5 = () => readFileSync(join(DEMO_CLIP_DIR, 'ad-4x5-testcard.mp4'));
/** 270x480 (9:16) H.264, 12 s. */
export const demoClip9x16 = () => readFileSync(join(DEMO_CLIP_DIR, 'ad-9x16-life.mp4'));

/** A png or jpeg of this size, a plain colour (small) or noise (large, for size limits). */
export function image(width: number, height: number, options: { format?: 'png' | 'jpeg' | 'gif'; noise?: boolean } = {}): Promise<Buffer> {
  const base = options.noise
    ? sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    : sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } });
  return base.toFormat(options.format ?? 'png').toBuffer();
}

/**
 * A clip from ffmpeg's test source: `codec` libx264 (H.264) or mpeg4 (not H.264),
 * `seconds` long, `width` x `height`, 10 frames a second so it stays small.
 */
export function clip(options: { width: number; height: number; seconds: number; codec?: 'libx264' | 'mpeg4' }): Buffer {
  const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH);
  if (!ffmpeg) throw new Error('No ffmpeg to make test clips with');
  const folder = mkdtempSync(join(tmpdir(), 'greenlight-clip-'));
  const file = join(folder, `${randomUUID()}.mp4`);
  try {
    execFileSync(ffmpeg, [
      ...['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', `testsrc=size=${options.width}x${options.height}:rate=10`],
      ...['-t', String(options.seconds), '-c:v', options.codec ?? 'libx264', '-pix_fmt', 'yuv420p', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A multipart/form-data body: the fields in order, then the file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; contentType: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----greenlight${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
