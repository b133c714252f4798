// Cropping a video to its network's ratio with ffmpeg (BE-UP-03, SUB-VID-05). The
// binary is FFMPEG_PATH, else an ffmpeg on the PATH, else the one that
// @ffmpeg-installer/ffmpeg ships, so that a fresh machine crops with no system install.
// One crop runs at a time per provider, on one thread, for at most CROP_TIMEOUT_MS:
// a studio's crop cannot starve the requests of others.
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import type { CropArea } from '@greenlight/rules';

const CROP_TIMEOUT_MS = 120_000;

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The ffmpeg to run: the configured one, else the PATH's, else the packaged one; undefined when none runs. */
export function findFfmpeg(configured: string | undefined, path = process.env.PATH ?? ''): string | undefined {
  if (configured) return configured;
  const onPath = path
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, 'ffmpeg'))
    .find(isExecutable);
  if (onPath) return onPath;
  try {
    // Loaded here, not imported: the package throws on a platform it has no binary for.
    const packaged = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    return isExecutable(packaged) ? packaged : undefined;
  } catch {
    return undefined;
  }
}

export class CropFailed extends Error {}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` after the crops already asked for (one at a time). */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Writes to `output` the `area` of `input`, re-encoded in H.264 (yuv420p, the sound
 * in AAC when there is sound), `moov` first so that a browser plays it while it loads.
 * Throws CropFailed when ffmpeg is missing, fails or runs too long.
 */
export function cropVideo(ffmpeg: string | undefined, input: string, output: string, area: CropArea): Promise<void> {
  if (!ffmpeg) return Promise.reject(new CropFailed('No ffmpeg to crop with'));
  const args = [
    ...['-v', 'error', '-nostdin', '-y', '-threads', '1', '-i', input],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', `crop=${area.width}:${area.height}:${area.x}:${area.y}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
  return oneAtATime(
    () =>
      new Promise<void>((resolve, reject) => {
        execFile(ffmpeg, args, { timeout: CROP_TIMEOUT_MS, maxBuffer: 64 * 1024 }, (error, _stdout, stderr) => {
          if (error) reject(new CropFailed(`ffmpeg: ${String(stderr).trim().slice(0, 500) || error.message}`));
          else resolve();
        });
      }),
  );
}
