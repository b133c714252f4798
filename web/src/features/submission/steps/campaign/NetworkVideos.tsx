import {
  Badge,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Slider,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import {
  CROP_POSITION_START,
  cropArea,
  roundCropPosition,
  videoOrientation,
  type AdNetwork,
  type VideoInfo,
} from '@greenlight/rules';
import { useEffect, useRef } from 'react';

/** SUB-VID-12: a chosen file's states: added (being read), checked, error, loading (being sent), uploaded. */
export type VideoEntryState = 'added' | 'checked' | 'error' | 'loading' | 'uploaded';

export interface LocalVideo {
  key: string;
  network: AdNetwork;
  file: File;
  state: VideoEntryState;
  info: VideoInfo | null;
  /** The first problem; VIDEO_RATIO until a crop position is confirmed */
  problem: { code: string; message: string } | null;
  cropPosition: number;
  cropConfirmed: boolean;
  /** 0 to 1 while loading */
  progress: number;
}

/** SUB-VID-13: what a video reports upward: valid, invalid, or loading while it is read or sent. */
export const videoValidity = (video: LocalVideo): 'loading' | 'valid' | 'invalid' => {
  if (video.state === 'added' || video.state === 'loading') return 'loading';
  if (video.state === 'error') return 'invalid';
  if (!video.problem) return 'valid';
  return video.problem.code === 'VIDEO_RATIO' && video.cropConfirmed ? 'valid' : 'invalid';
};

export interface UploadedVideo {
  id: string;
  fileName: string;
  url: string;
  width: number;
  height: number;
  durationSeconds: number;
  croppingPositionPercent?: number | null | undefined;
  /** ACT-19: staff's review, and why it was rejected. */
  review?: string | undefined;
  reviewReason?: string | null | undefined;
}

const NETWORK_LABELS: Record<AdNetwork, string> = { facebook: 'Facebook', snapchat: 'Snapchat' };
const RATIO_LABELS: Record<AdNetwork, string> = { facebook: '4:5', snapchat: '9:16' };

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  entry: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  cropper: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
  stage: { position: 'relative', width: '220px', backgroundColor: tokens.colorNeutralBackgroundInverted, lineHeight: 0 },
  video: { width: '100%', height: 'auto', display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  frame: {
    position: 'absolute',
    boxSizing: 'border-box',
    border: `2px solid ${tokens.colorBrandStroke1}`,
    pointerEvents: 'none',
  },
  // What the crop cuts away, dimmed.
  cut: { position: 'absolute', backgroundColor: 'rgba(0, 0, 0, 0.6)', pointerEvents: 'none' },
  stageClip: { overflow: 'hidden', position: 'relative' },
  controls: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '200px' },
});

/** SUB-VID-06: Safari cannot upload videos here. */
export const isSafari = (userAgent: string) => /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|Edg|FxiOS|Firefox)\//.test(userAgent);

/** SUB-VID-10: the label of a video's shape. */
const orientationLabel = (width: number, height: number) => videoOrientation(width, height);

/**
 * SUB-VID-04, SUB-VID-11: the frame the network keeps over the video, slid along the
 * cut axis; the position starts centred and is kept with 2 decimals.
 */
function Cropper({ video, onChange, onConfirm, disabled }: { video: LocalVideo; onChange: (position: number) => void; onConfirm: () => void; disabled: boolean }) {
  const styles = useStyles();
  const still = useRef<HTMLCanvasElement>(null);
  // A still of the clip, drawn on a canvas: the frame is painted over it in the page's order
  // (a video element may be composited above its overlays). The player lives only until it drew.
  useEffect(() => {
    const source = URL.createObjectURL(video.file);
    const player = document.createElement('video');
    player.muted = true;
    player.preload = 'auto';
    const release = () => {
      player.removeEventListener('loadeddata', seek);
      player.removeEventListener('seeked', draw);
      player.removeAttribute('src');
      player.load();
      URL.revokeObjectURL(source);
    };
    const seek = () => {
      player.currentTime = Math.min(1, (player.duration || 0) / 2);
    };
    const draw = () => {
      const canvas = still.current;
      if (canvas && player.videoWidth) {
        canvas.width = player.videoWidth;
        canvas.height = player.videoHeight;
        canvas.getContext('2d')?.drawImage(player, 0, 0);
      }
      release();
    };
    player.addEventListener('loadeddata', seek);
    player.addEventListener('seeked', draw);
    player.src = source;
    return release;
  }, [video.file]);
  const info = video.info!;
  const area = cropArea(info.width, info.height, video.network, video.cropPosition);
  const frame = {
    left: `${(area.x / info.width) * 100}%`,
    top: `${(area.y / info.height) * 100}%`,
    width: `${(area.width / info.width) * 100}%`,
    height: `${(area.height / info.height) * 100}%`,
  };
  const percent = (value: number) => `${value}%`;
  const [start, size] = area.isHorizontalCrop
    ? [(area.x / info.width) * 100, (area.width / info.width) * 100]
    : [(area.y / info.height) * 100, (area.height / info.height) * 100];
  const cuts = area.isHorizontalCrop
    ? [
        { left: 0, top: 0, bottom: 0, width: percent(start) },
        { left: percent(start + size), top: 0, bottom: 0, right: 0 },
      ]
    : [
        { top: 0, left: 0, right: 0, height: percent(start) },
        { top: percent(start + size), left: 0, right: 0, bottom: 0 },
      ];
  return (
    <div className={styles.cropper}>
      <div className={styles.stage}>
        <div className={styles.stageClip}>
          <canvas
            ref={still}
            className={styles.video}
            width={info.width}
            height={info.height}
            role="img"
            aria-label={`${video.file.name}, cropped to ${RATIO_LABELS[video.network]}`}
          />
          {cuts.map((cut, index) => (
            <div key={index} className={styles.cut} style={cut} />
          ))}
          <div className={styles.frame} style={frame} data-testid="crop-frame" />
        </div>
      </div>
      <div className={styles.controls}>
        <Field label={area.isHorizontalCrop ? 'Horizontal position' : 'Vertical position'} hint={`${roundCropPosition(video.cropPosition)}%`}>
          <Slider
            min={0}
            max={100}
            step={0.01}
            value={video.cropPosition}
            disabled={disabled || video.cropConfirmed}
            onChange={(_event, data) => onChange(roundCropPosition(data.value))}
          />
        </Field>
        {video.cropConfirmed ? (
          <Caption1>Cropped to {RATIO_LABELS[video.network]} when sent.</Caption1>
        ) : (
          <Button size="small" appearance="primary" disabled={disabled} onClick={onConfirm}>
            Use this crop
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * SUB-VID: one network's videos for the next iteration: those uploaded (removable)
 * and those chosen, each checked in the browser (H.264, under 100 MB, 10 to 35 s,
 * the network's ratio or a crop), up to maxAllowedVideos; sent with its progress
 * when testing is requested.
 */
export function NetworkVideos({
  network,
  uploaded,
  local,
  maxAllowed,
  disabled,
  onChoose,
  onChange,
  onRemoveLocal,
  onRemoveUploaded,
}: {
  network: AdNetwork;
  uploaded: readonly UploadedVideo[];
  local: readonly LocalVideo[];
  maxAllowed: number;
  disabled: boolean;
  onChoose: (files: File[]) => void;
  onChange: (key: string, change: Partial<LocalVideo>) => void;
  onRemoveLocal: (key: string) => void;
  onRemoveUploaded: (id: string) => void;
}) {
  const styles = useStyles();
  const room = maxAllowed - uploaded.length - local.length;
  return (
    <Field
      label={`${NETWORK_LABELS[network]} videos (${RATIO_LABELS[network]})`}
      hint={`MP4 in H.264, under 100MB, 10 to 35 seconds: 15 to 30 seconds of gameplay only. Up to ${maxAllowed} videos.`}
    >
      <div className={styles.list}>
        {uploaded.map((video) => (
          <div key={video.id} className={styles.entry} data-video-state="uploaded">
            <div className={styles.name}>
              {video.review === 'REJECTED' ? (
                <Badge appearance="tint" color="danger">
                  rejected
                </Badge>
              ) : (
                <Badge appearance="tint" color="success">
                  uploaded
                </Badge>
              )}
              <Text className={styles.fileName}>{video.fileName}</Text>
              <Caption1>
                {orientationLabel(video.width, video.height)} · {Math.round(video.durationSeconds)} s
              </Caption1>
              {/* ACT-19: a rejected video will not run: the reason says what to upload instead. */}
              {video.review === 'REJECTED' && <Caption1>Rejected by the publishing team: {video.reviewReason}. It will not run; remove it and upload another.</Caption1>}
            </div>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={`Remove ${video.fileName}`}
              disabled={disabled}
              onClick={() => onRemoveUploaded(video.id)}
            />
          </div>
        ))}
        {local.map((video) => (
          <div key={video.key} className={styles.entry} data-video-state={video.state}>
            <div className={styles.name}>
              <Badge appearance="tint" color={video.state === 'error' ? 'danger' : video.state === 'checked' ? 'informative' : 'brand'}>
                {video.state}
              </Badge>
              <Text className={styles.fileName}>{video.file.name}</Text>
              {video.info && (
                <Caption1>
                  {orientationLabel(video.info.width, video.info.height)} · {Math.round(video.info.durationSeconds)} s
                </Caption1>
              )}
            </div>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={`Remove ${video.file.name}`}
              disabled={disabled || video.state === 'loading'}
              onClick={() => onRemoveLocal(video.key)}
            />
            {video.state === 'loading' && <ProgressBar value={video.progress} aria-label={`Sending ${video.file.name}`} />}
            {video.problem && (video.problem.code !== 'VIDEO_RATIO' || !video.cropConfirmed) && (
              <MessageBar intent="error" style={{ gridColumn: '1 / -1' }}>
                <MessageBarBody>{video.problem.message}</MessageBarBody>
              </MessageBar>
            )}
            {video.problem?.code === 'VIDEO_RATIO' && video.info && video.state !== 'error' && (
              <Cropper
                video={video}
                disabled={disabled || video.state === 'loading'}
                onChange={(position) => onChange(video.key, { cropPosition: position })}
                onConfirm={() => onChange(video.key, { cropConfirmed: true })}
              />
            )}
          </div>
        ))}
        {room > 0 && (
          <input
            type="file"
            accept="video/mp4"
            multiple
            aria-label={`Add ${NETWORK_LABELS[network]} videos`}
            disabled={disabled}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])].slice(0, room);
              event.target.value = '';
              if (files.length) onChoose(files);
            }}
          />
        )}
      </div>
    </Field>
  );
}

export { CROP_POSITION_START };
