import {
  Badge,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Subtitle2,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { VIDEO_REJECTION_REASON_MAX_LENGTH, VIDEO_REVIEW_LABELS, videoRejectionReasonProblem, type VideoReviewStatus } from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { VideoReview_game$key } from './__generated__/VideoReview_game.graphql';
import type { VideoReviewMutation } from './__generated__/VideoReviewMutation.graphql';

const fragment = graphql`
  fragment VideoReview_game on Game {
    permissions
    nextIterationVideos {
      id
      fileName
      url
      network
      review
      reviewReason
    }
  }
`;

const mutation = graphql`
  mutation VideoReviewMutation($videoId: ID!, $decision: VideoReviewStatus!, $reason: String) {
    reviewSubmissionVideo(videoId: $videoId, decision: $decision, reason: $reason) {
      __typename
      ... on SubmissionVideo {
        id
        review
        reviewReason
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  heading: { margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: '96px minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  video: { width: '96px', height: '120px', objectFit: 'contain', backgroundColor: '#000', borderRadius: tokens.borderRadiusSmall },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const BADGE_COLORS: Readonly<Record<VideoReviewStatus, 'informative' | 'success' | 'danger'>> = { pending: 'informative', accepted: 'success', rejected: 'danger' };
const NETWORK_LABELS: Readonly<Record<string, string>> = { FACEBOOK: 'Facebook', SNAPCHAT: 'Snapchat' };

/** ACT-19: the reason of a rejection, asked before it is sent; the studio reads it. */
function RejectDialog({ fileName, busy, onCancel, onReject }: { fileName: string; busy: boolean; onCancel: () => void; onReject: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = videoRejectionReasonProblem(reason);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface style={{ maxWidth: 480 }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!problem && !busy) onReject(reason.trim());
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>Reject the video?</DialogTitle>
            <DialogContent>
              <Text block>“{fileName}” will not run in the test. The studio&apos;s team is told, with your reason.</Text>
              <Field
                label="Reason"
                required
                validationMessage={touched ? (problem ?? undefined) : undefined}
                hint={`${reason.trim().length}/${VIDEO_REJECTION_REASON_MAX_LENGTH} characters`}
                style={{ marginTop: tokens.spacingVerticalM }}
              >
                <Textarea value={reason} onChange={(_event, data) => setReason(data.value)} onBlur={() => setTouched(true)} resize="vertical" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                Reject
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The videos of a testing request and their review (ACT-19, BE-STAT-15), in the pending-approval
 * view: each video with its network and review; staff holding accept_game_video or
 * reject_game_video accept it, or reject it with a reason the studio reads (asked first). The
 * studio reads which were rejected and why. A rejected video never runs in the test.
 */
export function VideoReview({ game: key }: { game: VideoReview_game$key }) {
  const styles = useStyles();
  const notify = useNotify();
  const game = useFragment(fragment, key);
  const [commit, busy] = useMutation<VideoReviewMutation>(mutation);
  const [rejecting, setRejecting] = useState<{ id: string; fileName: string } | null>(null);
  const mayAccept = game.permissions.includes('accept_game_video');
  const mayReject = game.permissions.includes('reject_game_video');
  if (game.nextIterationVideos.length === 0) return null;

  const review = (videoId: string, decision: 'ACCEPTED' | 'REJECTED', reason?: string) =>
    commit({
      variables: { videoId, decision, reason: reason ?? null },
      onCompleted: ({ reviewSubmissionVideo: result }) => {
        if (result.__typename === 'ProviderError') {
          notify.apiError(result);
          return;
        }
        setRejecting(null);
        notify.success(decision === 'ACCEPTED' ? 'Video accepted' : 'Video rejected: the studio is told why');
      },
      onError: () => notify.error('The review could not be saved. Please try again.'),
    });

  return (
    <section aria-label="Videos of the request" className={styles.section}>
      <Subtitle2 as="h4" className={styles.heading}>
        Videos of the request
      </Subtitle2>
      <ul className={styles.list}>
        {game.nextIterationVideos.map((video) => {
          const status = video.review.toLowerCase() as VideoReviewStatus;
          return (
            <li key={video.id} className={styles.item} aria-label={video.fileName}>
              <video className={styles.video} src={video.url} controls muted playsInline preload="metadata" aria-label={`${video.fileName}, to review`} />
              <div className={styles.text}>
                <Text weight="semibold" className={styles.name}>
                  {video.fileName}
                </Text>
                <Caption1>{NETWORK_LABELS[video.network] ?? video.network}</Caption1>
                <span>
                  <Badge appearance="tint" color={BADGE_COLORS[status]}>
                    {VIDEO_REVIEW_LABELS[status]}
                  </Badge>
                </span>
                {status === 'rejected' && video.reviewReason && <Caption1>Reason: {video.reviewReason}</Caption1>}
              </div>
              {(mayAccept || mayReject) && (
                <div className={styles.buttons}>
                  {mayAccept && status !== 'accepted' && (
                    <Button size="small" icon={<CheckmarkRegular />} disabled={busy} onClick={() => review(video.id, 'ACCEPTED')}>
                      Accept
                    </Button>
                  )}
                  {mayReject && status !== 'rejected' && (
                    <Button size="small" icon={<DismissRegular />} disabled={busy} onClick={() => setRejecting({ id: video.id, fileName: video.fileName })}>
                      Reject
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {rejecting && (
        <RejectDialog fileName={rejecting.fileName} busy={busy} onCancel={() => setRejecting(null)} onReject={(reason) => review(rejecting.id, 'REJECTED', reason)} />
      )}
    </section>
  );
}
