// SUB-VID-01..04, SUB-VID-09: a video file checked in the browser before it is sent,
// with the rules the provider applies again: the MP4's codec, size, duration and
// ratio read by the rules' inspectMp4 from the file's slices (its moov box only).
import { inspectMp4, videoProblem, VIDEO_CODEC, type AdNetwork, type VideoInfo } from '@greenlight/rules';

export interface CheckedVideo {
  info: VideoInfo | null;
  /** The first problem: the specification's message; a wrong ratio is fixed by cropping. */
  problem: { code: string; message: string } | null;
}

const sliceReader = (file: Blob) => async (offset: number, length: number) =>
  new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());

export async function checkVideoFile(file: Blob, network: AdNetwork): Promise<CheckedVideo> {
  const info = await inspectMp4(sliceReader(file), file.size).catch(() => undefined);
  if (!info) return { info: null, problem: { code: 'VIDEO_CODEC', message: VIDEO_CODEC } };
  return { info, problem: videoProblem({ sizeBytes: file.size, network, ...info }) };
}
