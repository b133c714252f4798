import { describe, it, expect } from 'vitest';
import {
  AD_NETWORK_IDS,
  CROP_POSITION_START,
  ICON_MAX_BYTES,
  ICON_RECOMMENDED_PX,
  VIDEO_MAX_BYTES,
  canAddVideo,
  isH264,
  isRatioAccepted,
  isValidIcon,
  roundCropPosition,
  validateIcon,
  validateVideo,
  validateVideoDuration,
  videoOrientation,
} from './media';
import { cropArea, type IconMetadata, type VideoMetadata } from './media';
import { VIDEO_CROP_FAILED } from './messages';

const MB = 1024 * 1024;
const icon: IconMetadata = { sizeBytes: 300_000, width: 512, height: 512, mimeType: 'image/png' };
const video: VideoMetadata = {
  sizeBytes: 20 * MB,
  codec: 'avc1.64001f',
  durationSeconds: 20,
  width: 1080,
  height: 1350,
  network: 'facebook',
};

describe('icon', () => {
  it('SUB-ICON-06 accepts a 512x512 png', () => {
    expect(ICON_RECOMMENDED_PX).toBe(512);
    expect(validateIcon(icon)).toBeNull();
  });
  it('SUB-ICON-05 accepts png and jpg, refuses other formats', () => {
    expect(isValidIcon({ ...icon, mimeType: 'image/jpeg' })).toBe(true);
    expect(isValidIcon({ ...icon, mimeType: 'image/JPEG' })).toBe(true);
    expect(validateIcon({ ...icon, mimeType: 'image/gif' })).toBe('Icon must be a png or jpg file.');
    expect(validateIcon({ ...icon, mimeType: 'image/webp' })).toBe('Icon must be a png or jpg file.');
  });
  it('SUB-ICON-01 accepts exactly 2 MB and refuses one byte more', () => {
    expect(ICON_MAX_BYTES).toBe(2 * MB);
    expect(validateIcon({ ...icon, sizeBytes: 2 * MB })).toBeNull();
    expect(validateIcon({ ...icon, sizeBytes: 2 * MB + 1 })).toBe('Icon size is no valid. 2MB max.');
  });
  it('SUB-ICON-02 refuses a non-square icon', () => {
    expect(validateIcon({ ...icon, width: 512, height: 511 })).toBe('Icon must be square.');
  });
  it('SUB-ICON-03 refuses 199 px and accepts 200 px', () => {
    expect(validateIcon({ ...icon, width: 199, height: 199 })).toBe('Icon width/heigth is not valid. 200px min.');
    expect(validateIcon({ ...icon, width: 200, height: 200 })).toBeNull();
  });
  it('SUB-ICON-04 accepts 2000 px and refuses 2001 px', () => {
    expect(validateIcon({ ...icon, width: 2000, height: 2000 })).toBeNull();
    expect(validateIcon({ ...icon, width: 2001, height: 2001 })).toBe('2000px max.');
  });
});

describe('video', () => {
  it('SUB-VID-01 accepts H.264 as the inspectors name it', () => {
    for (const codec of ['avc1', 'avc1.64001f', 'avc3.640028', 'h264', 'H.264', 'H264']) {
      expect(isH264(codec), codec).toBe(true);
    }
  });
  it('SUB-VID-01 refuses other codecs', () => {
    for (const codec of ['hvc1.1.6.L93.B0', 'hevc', 'h265', 'vp09.00.10.08', 'av01', '']) {
      expect(validateVideo({ ...video, codec }), codec).toBe('Your file is using an unsupported codec. Re-encode it in H.264.');
    }
  });
  it('SUB-VID-02 accepts one byte under 100 MB and refuses exactly 100 MB', () => {
    expect(VIDEO_MAX_BYTES).toBe(100 * MB);
    expect(validateVideo({ ...video, sizeBytes: 100 * MB - 1 })).toBeNull();
    expect(validateVideo({ ...video, sizeBytes: 100 * MB })).toBe('Your video should be under 100MB');
  });
  it('SUB-VID-03 accepts 10 s and 35 s', () => {
    expect(validateVideoDuration(10)).toBeNull();
    expect(validateVideoDuration(35)).toBeNull();
  });
  it('SUB-VID-03 refuses 9 s and 36 s with the measured duration in the message', () => {
    expect(validateVideoDuration(9)).toBe('Video error: duration got 9s but should be between 10s and 35s');
    expect(validateVideo({ ...video, durationSeconds: 36 })).toBe('Video error: duration got 36s but should be between 10s and 35s');
  });
  it('SUB-VID-03 shows fractions with at most 2 decimals, never as a boundary', () => {
    expect(validateVideoDuration(8.5)).toBe('Video error: duration got 8.5s but should be between 10s and 35s');
    expect(validateVideoDuration(9.99)).toBe('Video error: duration got 9.99s but should be between 10s and 35s');
    expect(validateVideoDuration(9.999)).toBe('Video error: duration got 9.99s but should be between 10s and 35s');
    expect(validateVideoDuration(35.001)).toBe('Video error: duration got 35.01s but should be between 10s and 35s');
    expect(validateVideoDuration(35.01)).toBe('Video error: duration got 35.01s but should be between 10s and 35s');
  });
  it('SUB-VID-04 accepts 4:5 for Facebook and 9:16 for Snapchat', () => {
    expect(validateVideo(video)).toBeNull();
    expect(validateVideo({ ...video, width: 1080, height: 1920, network: 'snapchat' })).toBeNull();
  });
  it('SUB-VID-04 asks to crop a video of the other network ratio', () => {
    expect(validateVideo({ ...video, width: 1080, height: 1920 })).toBe('Wrong ratio. You need to crop the video.');
    expect(validateVideo({ ...video, network: 'snapchat' })).toBe('Wrong ratio. You need to crop the video.');
    expect(validateVideo({ ...video, width: 1920, height: 1080 })).toBe('Wrong ratio. You need to crop the video.');
  });
  it('SUB-VID-04 tolerates a pixel of encoder rounding, not a different ratio', () => {
    expect(isRatioAccepted(1080, 1352, 'facebook')).toBe(true);
    expect(isRatioAccepted(1080, 1080, 'facebook')).toBe(false);
    expect(isRatioAccepted(720, 1281, 'snapchat')).toBe(true);
    expect(isRatioAccepted(720, 1200, 'snapchat')).toBe(false);
    expect(isRatioAccepted(0, 0, 'snapchat')).toBe(false);
  });
  it('SUB-VID-05 crop failure message', () => {
    expect(VIDEO_CROP_FAILED).toBe('We are unable to crop your video file. Please crop it on your end and upload the file again.');
  });
  it('SUB-VID-07 caps the videos per network at maxAllowedVideos', () => {
    expect(canAddVideo(2, 3)).toBe(true);
    expect(canAddVideo(3, 3)).toBe(false);
  });
  it('SUB-VID-10 labels orientation square, vertical, landscape or 4:5', () => {
    expect(videoOrientation(1080, 1080)).toBe('square');
    expect(videoOrientation(1080, 1920)).toBe('vertical');
    expect(videoOrientation(1920, 1080)).toBe('landscape');
    expect(videoOrientation(1080, 1350)).toBe('4:5');
  });
  it('SUB-VID-10 uses 4:5 for ratios from 0.7 to 0.9 inclusive', () => {
    expect(videoOrientation(69, 100)).toBe('vertical');
    expect(videoOrientation(70, 100)).toBe('4:5');
    expect(videoOrientation(90, 100)).toBe('4:5');
    expect(videoOrientation(91, 100)).toBe('vertical');
  });
  it('SUB-VID-11 rounds crop positions to 2 decimals and starts centred', () => {
    expect(roundCropPosition(33.33333)).toBe(33.33);
    expect(roundCropPosition(12.345)).toBe(12.35);
    expect(CROP_POSITION_START).toBe(50);
  });
  it('FMT-11 network ids: 1 Facebook, 2 Snapchat', () => {
    expect(AD_NETWORK_IDS).toEqual({ facebook: 1, snapchat: 2 });
  });
});

describe('crop area', () => {
  it('SUB-VID-11 BE-UP-03 cuts the sides of a landscape video to 4:5, centred by default', () => {
    expect(cropArea(640, 360, 'facebook', CROP_POSITION_START)).toEqual({ width: 288, height: 360, x: 176, y: 0, isHorizontalCrop: true });
    expect(cropArea(640, 360, 'facebook', 0)).toMatchObject({ x: 0 });
    expect(cropArea(640, 360, 'facebook', 100)).toMatchObject({ x: 352 });
  });

  it('SUB-VID-04 cuts the top and bottom of a 9:16 video to 4:5 for Facebook, the sides of a 4:5 one for Snapchat', () => {
    expect(cropArea(270, 480, 'facebook', 50)).toEqual({ width: 270, height: 336, x: 0, y: 72, isHorizontalCrop: false });
    // The position is clamped to 0-100.
    expect(cropArea(320, 400, 'snapchat', 150)).toEqual({ width: 224, height: 400, x: 96, y: 0, isHorizontalCrop: true });
  });

  it('SUB-VID-11 rounds the position to 2 decimals; the area keeps the network\'s ratio within the tolerance', () => {
    const area = cropArea(1920, 1080, 'snapchat', 33.337);
    expect(area.x).toBe(Math.round((1920 - area.width) * 0.3334));
    expect(isRatioAccepted(area.width, area.height, 'snapchat')).toBe(true);
    expect(area.width % 2).toBe(0);
  });
});
