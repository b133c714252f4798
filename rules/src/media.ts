import {
  ICON_FORMAT,
  ICON_NOT_SQUARE,
  ICON_SIZE,
  ICON_TOO_LARGE,
  ICON_TOO_SMALL,
  VIDEO_CODEC,
  VIDEO_CROP_FAILED,
  VIDEO_RATIO,
  VIDEO_SIZE,
  videoDurationMessage,
} from './messages';
import { roundHalfUp } from './numbers';

// Sizes in MB are binary megabytes (the unit browsers and file systems report).
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------
// Icon (SUB-ICON, 000 §5)

export const ICON_MAX_BYTES = 2 * MB;
export const ICON_MIN_PX = 200;
export const ICON_MAX_PX = 2000;
export const ICON_RECOMMENDED_PX = 512;
/** png or jpg; image/jpg is a common non-standard alias of image/jpeg. */
export const ICON_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];

export interface IconMetadata {
  sizeBytes: number;
  width: number;
  height: number;
  mimeType: string;
}

/** The error codes of an upload the provider refuses, and their messages (SUB-ICON, SUB-VID, BE-UP). */
export const MEDIA_ERRORS = {
  ICON_FORMAT,
  ICON_SIZE,
  ICON_NOT_SQUARE,
  ICON_TOO_SMALL,
  ICON_TOO_LARGE,
  VIDEO_CODEC,
  VIDEO_SIZE,
  VIDEO_DURATION: videoDurationMessage('{{seconds}}'),
  VIDEO_RATIO,
  VIDEO_CROP_FAILED,
  VIDEO_LIMIT_REACHED: 'You can upload at most {{max}} videos per network.',
  VIDEO_NETWORK_NOT_USED: 'This game does not run on {{network}}.',
  // Issue 46: the server could not store the file (507). The product's wording, the spec gives none.
  STORAGE_FULL: 'The server has no room left to store this file. Nothing was saved: please try again later, and contact support if it keeps happening.',
  STORAGE_UNAVAILABLE: 'The server cannot store files right now. Nothing was saved: please try again later, and contact support if it keeps happening.',
} as const;

export type MediaErrorCode = keyof typeof MEDIA_ERRORS;

/** SUB-ICON-01..05: the first problem's code, in the order format, size, square, min, max. */
export const iconProblem = ({ sizeBytes, width, height, mimeType }: IconMetadata): MediaErrorCode | null => {
  if (!ICON_MIME_TYPES.includes(mimeType.toLowerCase())) return 'ICON_FORMAT';
  if (sizeBytes > ICON_MAX_BYTES) return 'ICON_SIZE';
  if (width !== height) return 'ICON_NOT_SQUARE';
  if (width < ICON_MIN_PX) return 'ICON_TOO_SMALL';
  if (width > ICON_MAX_PX) return 'ICON_TOO_LARGE';
  return null;
};

/** SUB-ICON-01..05: the first problem's message. */
export const validateIcon = (icon: IconMetadata): string | null => {
  const code = iconProblem(icon);
  return code && MEDIA_ERRORS[code];
};

export const isValidIcon = (icon: IconMetadata): boolean => validateIcon(icon) === null;

// ---------------------------------------------------------------------------
// Videos (SUB-VID, 000 §5)

export type AdNetwork = 'facebook' | 'snapchat';
/** FMT-11, SUB-CREATE-10: network ids in selectedAdNetworkIdList. */
export const AD_NETWORK_IDS: Readonly<Record<AdNetwork, number>> = { facebook: 1, snapchat: 2 };

/** Strictly under this size (SUB-VID-02). */
export const VIDEO_MAX_BYTES = 100 * MB;
export const VIDEO_MIN_SECONDS = 10;
export const VIDEO_MAX_SECONDS = 35;

/** SUB-VID-04: width:height each network requires. */
export const VIDEO_RATIOS: Readonly<Record<AdNetwork, { width: number; height: number }>> = {
  facebook: { width: 4, height: 5 },
  snapchat: { width: 9, height: 16 },
};
// Encoders round odd dimensions by a pixel or two (1080x1352 is still 4:5).
export const VIDEO_RATIO_TOLERANCE = 0.01;

export interface VideoMetadata {
  sizeBytes: number;
  /** As reported by the inspector: 'avc1.64001f' (mp4box), 'h264' (ffprobe), 'H.264'. */
  codec: string;
  durationSeconds: number;
  width: number;
  height: number;
  network: AdNetwork;
}

/** SUB-VID-01: avc1/avc3 are the MP4 sample entries of H.264. */
export const isH264 = (codec: string): boolean => /^(?:avc[13]\b|h\.?264\b)/i.test(codec.trim());

export const isDurationAccepted = (seconds: number): boolean =>
  seconds >= VIDEO_MIN_SECONDS && seconds <= VIDEO_MAX_SECONDS;

export const isRatioAccepted = (width: number, height: number, network: AdNetwork): boolean => {
  if (width <= 0 || height <= 0) return false;
  const target = VIDEO_RATIOS[network];
  return Math.abs(width / height - target.width / target.height) <= VIDEO_RATIO_TOLERANCE;
};

// At most 2 decimals, rounded away from the allowed range so that 9.999 s
// reads "9.99s" and 35.001 s "35.01s", never a boundary the user would accept.
// The 1e-9 absorbs binary noise (9.99 * 100 = 998.9999999999999).
const formatMeasuredSeconds = (seconds: number): string => {
  const scaled = seconds * 100;
  const rounded = seconds < VIDEO_MIN_SECONDS ? Math.floor(scaled + 1e-9) : Math.ceil(scaled - 1e-9);
  return String(rounded / 100);
};

/** SUB-VID-03: "Video error: duration got Ns but should be between 10s and 35s". */
export const validateVideoDuration = (seconds: number): string | null =>
  isDurationAccepted(seconds) ? null : videoDurationMessage(formatMeasuredSeconds(seconds));

/** SUB-VID-01..04: the first problem's code and message, in the order codec, size, duration, ratio. */
export const videoProblem = (video: VideoMetadata): { code: MediaErrorCode; message: string } | null => {
  if (!isH264(video.codec)) return { code: 'VIDEO_CODEC', message: VIDEO_CODEC };
  if (video.sizeBytes >= VIDEO_MAX_BYTES) return { code: 'VIDEO_SIZE', message: VIDEO_SIZE };
  const duration = validateVideoDuration(video.durationSeconds);
  if (duration !== null) return { code: 'VIDEO_DURATION', message: duration };
  // A wrong ratio is the one the user can fix here, by cropping.
  if (!isRatioAccepted(video.width, video.height, video.network)) return { code: 'VIDEO_RATIO', message: VIDEO_RATIO };
  return null;
};

/** SUB-VID-01..04: the first problem's message. */
export const validateVideo = (video: VideoMetadata): string | null => videoProblem(video)?.message ?? null;

/** SUB-VID-03: the measured duration as the duration message shows it (the {{seconds}} of VIDEO_DURATION). */
export const measuredSeconds = (seconds: number): string => formatMeasuredSeconds(seconds);

export const isValidVideo = (video: VideoMetadata): boolean => validateVideo(video) === null;

/** SUB-VID-07: another video may be added while under the game's maxAllowedVideos. */
export const canAddVideo = (videoCount: number, maxAllowedVideos: number): boolean => videoCount < maxAllowedVideos;

export type VideoOrientation = 'square' | 'vertical' | 'landscape' | '4:5';

/** SUB-VID-10: '4:5' whenever width/height is within 0.7-0.9 (inclusive), else by shape. */
export const videoOrientation = (width: number, height: number): VideoOrientation => {
  if (width === height) return 'square';
  const ratio = width / height;
  if (ratio >= 0.7 && ratio <= 0.9) return '4:5';
  return width < height ? 'vertical' : 'landscape';
};

/** SUB-VID-11: the cropper starts centred (croppingPositionPercent 50). */
export const CROP_POSITION_START = 50;

/** SUB-VID-11: cropper positions are kept with 2 decimals. */
export const roundCropPosition = (position: number): number => roundHalfUp(position, 2);

/** The part of a video kept by a crop to its network's ratio, in pixels. */
export interface CropArea {
  width: number;
  height: number;
  x: number;
  y: number;
  /** SUB-VID-17: the crop cuts the sides (a video too wide) rather than the top and bottom. */
  isHorizontalCrop: boolean;
}

const even = (value: number) => Math.max(2, 2 * Math.floor(value / 2));

/**
 * SUB-VID-04, SUB-VID-11, BE-UP-03: the largest area of the network's ratio inside a
 * `width` x `height` video, slid along the cut axis to `positionPercent` (0 the left or
 * top edge, 50 centred, 100 the right or bottom edge). Sizes are even, as H.264's 4:2:0
 * frames need.
 */
export function cropArea(width: number, height: number, network: AdNetwork, positionPercent: number): CropArea {
  const target = VIDEO_RATIOS[network].width / VIDEO_RATIOS[network].height;
  const position = Math.min(100, Math.max(0, roundCropPosition(positionPercent))) / 100;
  if (width / height > target) {
    const kept = Math.min(even(height * target), even(width));
    const h = even(height);
    return { width: kept, height: h, x: Math.round((width - kept) * position), y: 0, isHorizontalCrop: true };
  }
  const kept = Math.min(even(width / target), even(height));
  const w = even(width);
  return { width: w, height: kept, x: 0, y: Math.round((height - kept) * position), isHorizontalCrop: false };
}
