// Staff's review of a game's videos (ACT-19, BE-STAT-15, BE-ACT-02): while they decide on a
// game (under review, or its testing request pending approval), staff holding
// accept_game_video or reject_game_video accept or reject each video waiting for the next
// iteration. A rejected video says why, to the studio, and never runs: the iteration that
// starts leaves it out, and a network left with none cannot start.
import { DECLINE_REASON_MAX_LENGTH } from './actions';

export const VIDEO_REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type VideoReviewStatus = (typeof VIDEO_REVIEW_STATUSES)[number];

/** The statuses in which staff review a game's videos: under review, and its testing request waiting. */
export const VIDEO_REVIEW_GAME_STATUSES = ['pending_review', 'pending_testing'] as const;

/** A rejection's reason, as the studio reads it: required, at most the decline's length. */
export const VIDEO_REJECTION_REASON_MAX_LENGTH = DECLINE_REASON_MAX_LENGTH;

export const VIDEO_REVIEW_MESSAGES = {
  reasonRequired: 'Say why the video is rejected: the studio reads it.',
  reasonTooLong: `The reason is at most ${VIDEO_REJECTION_REASON_MAX_LENGTH} characters.`,
  notReviewable: 'Videos are reviewed while the game is under review or its testing request waits for approval.',
  networkAllRejected: (network: string) => `Every ${network} video is rejected: the studio must upload another before the test can start.`,
} as const;

/** What is wrong with a rejection's reason (null when it will do). */
export function videoRejectionReasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (!text) return VIDEO_REVIEW_MESSAGES.reasonRequired;
  if (text.length > VIDEO_REJECTION_REASON_MAX_LENGTH) return VIDEO_REVIEW_MESSAGES.reasonTooLong;
  return null;
}

/** The words of a video's review where the videos are listed. */
export const VIDEO_REVIEW_LABELS: Readonly<Record<VideoReviewStatus, string>> = {
  pending: 'Not reviewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** The networks whose every waiting video is rejected: the test cannot start on them. */
export function networksWithoutRunnableVideo(videos: readonly { network: string; reviewStatus: string }[]): string[] {
  const networks = [...new Set(videos.map((video) => video.network))];
  return networks.filter((network) => videos.filter((video) => video.network === network).every((video) => video.reviewStatus === 'rejected')).sort();
}
