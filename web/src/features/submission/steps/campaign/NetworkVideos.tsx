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
import { useObjectUrl } from '../../useObjectUrl';

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
  video: { width: '100%', display: 'block' },
  frame: {
    position: 'absolute',
    boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
    outline: `2px solid ${tokens.colorBrandStroke1}`,
    pointerEvents: 'none',
    zIndex: 1,
  },
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
  const source = useObjectUrl(video.file);
  const info = video.info!;
  const area = cropArea(info.width, info.height, video.network, video.cropPosition);
  const frame = {
    left: `${(area.x / info.width) * 100}%`,
    top: `${(area.y / info.height) * 100}%`,
    width: `${(area.width / info.width) * 100}%`,
    height: `${(area.height / info.height) * 100}%`,
  };
  return (
    <div className={styles.cropper}>
      <div className={styles.stage}>
        <div className={styles.stageClip}>
          {source && <video className={styles.video} src={source} muted playsInline aria-label={`${video.file.name}, cropped to ${RATIO_LABELS[video.network]}`} />}
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
              <Badge appearance="tint" color="success">uploaded</Badge>
              <Text className={styles.fileName}>{video.fileName}</Text>
              <Caption1>
                {orientationLabel(video.width, video.height)} · {Math.round(video.durationSeconds)} s
              </Caption1>
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
