// The last step's assets (SUB-ICON, SUB-VID, BE-UP): the game's icon and the videos
// its next iteration runs, per network. The route streams an upload to the media
// folder (media/files.ts); this module checks what the file is with the rules of
// @greenlight/rules, crops a video to its network's ratio when asked, and keeps it,
// or removes the file and answers 400: a refused upload leaves nothing behind.
import {
  CROP_POSITION_START,
  cropArea,
  fillPlaceholders,
  iconProblem,
  ICON_MAX_BYTES,
  ICON_MAX_PX,
  isRatioAccepted,
  MAX_ALLOWED_VIDEOS,
  measuredSeconds,
  MEDIA_ERRORS,
  roundCropPosition,
  videoProblem,
  VIDEO_RATIOS,
  type AdNetwork,
  type MediaErrorCode,
  handoffMessages,
  VIDEO_REVIEW_GAME_STATUSES,
  VIDEO_REVIEW_MESSAGES,
  videoRejectionReasonProblem,
  type VideoReviewStatus,
} from '@greenlight/rules';
import type { Readable } from 'node:stream';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { MediaSettings } from '../../context';
import type { Db } from '../../db';
import { games, users, videos } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../errors';
import { canViewGame, gamePermissions, type Principal } from '../accounts/principal';
import { cropVideo, CropFailed, findFfmpeg } from '../media/crop';
import {
  describeFile,
  discardFile,
  FileTooLarge,
  getMedium,
  keepFile,
  mediumPath,
  receiveFile,
  temporaryPath,
  type ReceivedFile,
  type TmpFolder,
} from '../media/files';
import { inspectImage, inspectVideo } from '../media/inspect';
import { recipientsOf, tell, type NotificationRow } from './handoffs';
import { ongoingOperations } from './operations';
import { editableGame } from './submission';

/** The icon's largest canvas decoded: 2000 x 2000 (SUB-ICON-04). */
const ICON_MAX_PIXELS = ICON_MAX_PX * ICON_MAX_PX;

const NETWORK_IDS: Readonly<Record<AdNetwork, number>> = { facebook: 1, snapchat: 2 };

/** SUB-VID-17: a video as the last step shows it. */
export interface UploadedVideo {
  id: number;
  fileName: string;
  /** Where the browser plays it (/media/{sha256}) */
  video: string;
  adNetwork: AdNetwork;
  /** '4:5' or '9:16': the network's ratio */
  ratio: string;
  /** width / height of the video kept */
  calculatedRatio: number;
  /** width / height of the upload, before any crop */
  originalRatio: number;
  croppingPositionPercent: number | null;
  isHorizontalCrop: boolean | null;
  /** The upload as sent, when it was cropped (BE-UP-05) */
  originalVideo: string | null;
  width: number;
  height: number;
  durationSeconds: number;
  createdAt: string;
  /** ACT-19: staff's review of it, and the reason of a rejection (the studio reads it). */
  reviewStatus: VideoReviewStatus;
  reviewReason: string | null;
}

const mediaUrl = (id: string) => `/media/${id}`;

/** A refusal of the upload: the rules' code and message, with its placeholders, under `file`. */
function refused(code: MediaErrorCode, extra?: Record<string, unknown>): ApiError {
  const message = fillPlaceholders(MEDIA_ERRORS[code], extra);
  return badRequest(code, message, [{ code, detail: message, path: 'file', ...(extra ? { extra } : {}) }]);
}

/** Receives an upload, answering the rules' size message when it is too large (507 STORAGE_* when it cannot be stored). */
export async function receiveUpload(source: Readable, folder: TmpFolder, maxBytes: number, tooLarge: MediaErrorCode): Promise<ReceivedFile> {
  try {
    return await receiveFile(source, folder, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLarge) throw refused(tooLarge);
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Icon (SUB-ICON, BE-UP-01)

/**
 * A game whose assets the caller may change: the studio's editors in the submission
 * (change_game_icon, change_game_video, SUB-CAMP-23); staff only while reviewing it
 * (pending_review, BE-STAT-15): elsewhere they read the flow (SUB-04).
 */
export async function assetEditableGame(db: Db, principal: Principal, gameId: number, permission: 'change_game_icon' | 'change_game_video') {
  const game = await editableGame(db, principal, gameId, permission);
  if (principal.userType !== 'studio' && game.status !== 'pending_review') throw forbidden();
  return game;
}

/** Checks the caller may change the game's icon, before the upload is read. */
export const iconEditableGame = (db: Db, principal: Principal, gameId: number) => assetEditableGame(db, principal, gameId, 'change_game_icon');

export const ICON_UPLOAD_LIMIT = ICON_MAX_BYTES;

/** POST /game/{id}/update_icon: a png or jpg, at most 2 MB, square, 200-2000 px. */
export async function updateIcon(
  db: Db,
  settings: MediaSettings,
  principal: Principal,
  clock: Clock,
  gameId: number,
  file: ReceivedFile,
): Promise<{ iconUrl: string }> {
  try {
    await iconEditableGame(db, principal, gameId);
    const image = await inspectImage(file.path, ICON_MAX_PIXELS);
    const problem = image
      ? iconProblem({ sizeBytes: file.size, width: image.width, height: image.height, mimeType: image.contentType })
      : 'ICON_FORMAT';
    if (problem) throw refused(problem);
    const id = await keepFile(db, settings.dir, file, image!.contentType, clock.now());
    await db.update(games).set({ iconMediaId: id }).where(eq(games.id, gameId));
    return { iconUrl: mediaUrl(id) };
  } finally {
    await discardFile(file);
  }
}

// ---------------------------------------------------------------------------
// Videos (SUB-VID, BE-UP-02..05)

export const VIDEO_UPLOAD_LIMIT = 100 * 1024 * 1024 - 1;

/** The networks a game's videos go to: its selected networks (Facebook for a CTR test). */
function gameNetworks(game: { isCtr: boolean; selectedAdNetworkIds: number[] }): AdNetwork[] {
  if (game.isCtr) return ['facebook'];
  return (Object.keys(NETWORK_IDS) as AdNetwork[]).filter((network) => game.selectedAdNetworkIds.includes(NETWORK_IDS[network]));
}

async function waitingVideos(db: Db, gameId: number, network?: AdNetwork): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videos)
    .where(and(eq(videos.gameId, gameId), isNull(videos.iterationId), network ? eq(videos.network, network) : undefined));
  return row?.n ?? 0;
}

export interface VideoUploadTarget {
  network: AdNetwork;
  croppingPositionPercent?: number | undefined;
}

/**
 * Checks, before the upload is read, that the caller may add a video to the game on
 * this network and that the network has room (SUB-VID-07, BE-UP-04).
 */
export async function videoEditableGame(db: Db, principal: Principal, gameId: number, network: AdNetwork) {
  const game = await assetEditableGame(db, principal, gameId, 'change_game_video');
  if (!gameNetworks(game).includes(network)) throw refused('VIDEO_NETWORK_NOT_USED', { network });
  if ((await waitingVideos(db, gameId, network)) >= MAX_ALLOWED_VIDEOS) {
    throw refused('VIDEO_LIMIT_REACHED', { max: MAX_ALLOWED_VIDEOS });
  }
  return game;
}

const ratioName = (network: AdNetwork) => `${VIDEO_RATIOS[network].width}:${VIDEO_RATIOS[network].height}`;

/**
 * POST /games/{gameId}/video: an H.264 MP4 under 100 MB of 10 to 35 s, at its
 * network's ratio, or cropped to it from `croppingPositionPercent` (the original kept
 * beside the crop). Answers the video as the step lists it.
 */
export async function addVideo(
  db: Db,
  settings: MediaSettings,
  principal: Principal,
  clock: Clock,
  gameId: number,
  target: VideoUploadTarget & { fileName: string },
  file: ReceivedFile,
): Promise<UploadedVideo> {
  const received: ReceivedFile[] = [file];
  try {
    const { network } = target;
    await videoEditableGame(db, principal, gameId, network);
    const info = await inspectVideo(file.path);
    if (!info) throw refused('VIDEO_CODEC');
    const problem = videoProblem({ sizeBytes: file.size, network, ...info });
    if (problem && problem.code !== 'VIDEO_RATIO') {
      throw refused(problem.code, problem.code === 'VIDEO_DURATION' ? { seconds: measuredSeconds(info.durationSeconds) } : undefined);
    }
    const now = clock.now();
    let kept = { file, info };
    let cropping: { croppingPositionPercent: number; isHorizontalCrop: boolean } | null = null;
    if (problem) {
      if (target.croppingPositionPercent === undefined) throw refused('VIDEO_RATIO');
      const cropped = await cropToNetwork(settings, file.path, info, network, target.croppingPositionPercent);
      received.push(cropped.file);
      kept = cropped;
      cropping = cropped.cropping;
    }
    const mediaId = await keepFile(db, settings.dir, kept.file, 'video/mp4', now);
    const originalMediaId = cropping ? await keepFile(db, settings.dir, file, 'video/mp4', now) : null;
    const [row] = await db.transaction(async (tx) => {
      // The network's room again, under the game's lock: two uploads at once do not pass the cap together.
      await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update');
      if ((await waitingVideos(tx, gameId, network)) >= MAX_ALLOWED_VIDEOS) throw refused('VIDEO_LIMIT_REACHED', { max: MAX_ALLOWED_VIDEOS });
      return tx
        .insert(videos)
        .values({
          gameId,
          iterationId: null,
          network,
          fileName: target.fileName,
          mediaId,
          originalMediaId,
          croppingPositionPercent: cropping?.croppingPositionPercent ?? null,
          isHorizontalCrop: cropping?.isHorizontalCrop ?? null,
          originalRatio: info.width / info.height,
          width: kept.info.width,
          height: kept.info.height,
          durationSeconds: kept.info.durationSeconds,
          weight: 1,
          appeal: 1,
          createdAt: now,
        })
        .returning();
    });
    return uploadedVideo(row!);
  } finally {
    await Promise.all(received.map(discardFile));
  }
}

/** Crops the video at `input` to the network's ratio into a new file of tmp/, checked again; VIDEO_CROP_FAILED when ffmpeg cannot. */
async function cropToNetwork(
  settings: MediaSettings,
  input: string,
  info: { width: number; height: number },
  network: AdNetwork,
  positionPercent: number,
) {
  const position = roundCropPosition(positionPercent);
  const area = cropArea(info.width, info.height, network, position);
  const output = await temporaryPath(settings, '.mp4');
  try {
    await cropVideo(findFfmpeg(settings.ffmpegPath), input, output, area);
  } catch (error) {
    await discardFile({ path: output });
    if (error instanceof CropFailed) throw refused('VIDEO_CROP_FAILED');
    throw error;
  }
  const file = await describeFile(output);
  const croppedInfo = await inspectVideo(output);
  if (!croppedInfo || !isRatioAccepted(croppedInfo.width, croppedInfo.height, network)) {
    await discardFile(file);
    throw refused('VIDEO_CROP_FAILED');
  }
  return { file, info: croppedInfo, cropping: { croppingPositionPercent: position, isHorizontalCrop: area.isHorizontalCrop } };
}

function uploadedVideo(row: typeof videos.$inferSelect): UploadedVideo {
  const network = row.network as AdNetwork;
  return {
    id: row.id,
    fileName: row.fileName,
    video: mediaUrl(row.mediaId!),
    adNetwork: network,
    ratio: ratioName(network),
    calculatedRatio: row.width && row.height ? row.width / row.height : 0,
    originalRatio: row.originalRatio ?? (row.width && row.height ? row.width / row.height : 0),
    croppingPositionPercent: row.croppingPositionPercent,
    isHorizontalCrop: row.isHorizontalCrop,
    originalVideo: row.originalMediaId ? mediaUrl(row.originalMediaId) : null,
    width: row.width ?? 0,
    height: row.height ?? 0,
    durationSeconds: row.durationSeconds ?? 0,
    createdAt: row.createdAt.toISOString(),
    reviewStatus: row.reviewStatus as VideoReviewStatus,
    reviewReason: row.reviewReason,
  };
}

const NETWORK_LABELS: Readonly<Record<AdNetwork, string>> = { facebook: 'Facebook', snapchat: 'Snapchat' };

/**
 * POST /game/{id}/videos/{videoId}/review (ACT-19, BE-STAT-15, BE-ACT-02): staff accept or
 * reject a video waiting for the game's next iteration, while they decide on the game (under
 * review, or its testing request pending approval). Accepting needs accept_game_video,
 * rejecting reject_game_video and a reason, which the studio's side is told (never the
 * reviewer). A rejected video never runs (startIteration leaves it out).
 */
export async function reviewVideo(
  db: Db,
  principal: Principal,
  clock: Clock,
  gameId: number,
  videoId: number,
  input: { decision: 'accepted' | 'rejected'; reason?: string | undefined },
): Promise<{ video: UploadedVideo; notifications: NotificationRow[] }> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game || !canViewGame(principal, game)) throw notFound('Game not found');
  const permission = input.decision === 'accepted' ? 'accept_game_video' : 'reject_game_video';
  if (principal.userType === 'studio' || !gamePermissions(principal, game)[permission]) throw forbidden();
  if (!(VIDEO_REVIEW_GAME_STATUSES as readonly string[]).includes(game.status)) {
    throw new ApiError(409, 'GAME_NOT_REVIEWABLE', VIDEO_REVIEW_MESSAGES.notReviewable);
  }
  if ((await ongoingOperations(db, [gameId])).length > 0) {
    throw new ApiError(409, 'GAME_OPERATION_ONGOING', 'There are ongoing operations on this game. Please wait until they end.');
  }
  const row = await waitingVideo(db, gameId, videoId);
  const reason = input.decision === 'rejected' ? (input.reason ?? '').trim() : null;
  if (input.decision === 'rejected') {
    const problem = videoRejectionReasonProblem(reason);
    if (problem) throw badRequest('INVALID_REQUEST', problem, [{ code: 'INVALID_REQUEST', detail: problem, path: 'reason' }]);
  }
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(videos)
      .set({ reviewStatus: input.decision, reviewReason: reason, reviewedBy: principal.userId, reviewedAt: now })
      .where(eq(videos.id, row.id))
      .returning();
    let notifications: NotificationRow[] = [];
    // Told once: a second rejection of a rejected video changes its reason, and says it again.
    if (input.decision === 'rejected') {
      const [reviewer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, principal.userId));
      const who = reviewer ? `${reviewer.firstName} ${reviewer.lastName}`.trim() : 'The publishing team';
      const recipients = await recipientsOf(tx, game, 'studio', principal.userId);
      const content = handoffMessages.videoRejected(game.name, who, NETWORK_LABELS[row.network as AdNetwork], row.fileName, reason!);
      notifications = await tell(tx, recipients, 'GAME_VIDEO_REJECTED', content, game.id, now);
    }
    return { video: uploadedVideo(updated!), notifications };
  });
}

/** GET /games/{id}/videos: the videos waiting for the game's next iteration, oldest first, for whoever sees the game. */
export async function nextIterationVideos(db: Db, principal: Principal, gameId: number): Promise<UploadedVideo[]> {
  const [game] = await db.select({ id: games.id, studioId: games.studioId }).from(games).where(eq(games.id, gameId));
  if (!game) throw notFound('Game not found');
  if (!canViewGame(principal, game)) throw notFound('Game not found');
  const rows = await db
    .select()
    .from(videos)
    .where(and(eq(videos.gameId, gameId), isNull(videos.iterationId)))
    .orderBy(asc(videos.id));
  return rows.map(uploadedVideo);
}

async function waitingVideo(db: Db, gameId: number, videoId: number) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.gameId, gameId), isNull(videos.iterationId)));
  if (!row) throw notFound('Video not found');
  return row;
}

/** POST /game/{gameId}/remove_video (SUB-VID-15, BE-UP-04): a video the next iteration would have run. */
export async function removeVideo(db: Db, principal: Principal, gameId: number, videoId: number): Promise<void> {
  await assetEditableGame(db, principal, gameId, 'change_game_video');
  await waitingVideo(db, gameId, videoId);
  await db.delete(videos).where(eq(videos.id, videoId));
}

/**
 * POST /api/games/{gameId}/crop_video/ (SUB-VID-16, BE-UP-03): crops a video again
 * from its original (the upload itself when it was not cropped) at another position.
 */
export async function recropVideo(
  db: Db,
  settings: MediaSettings,
  principal: Principal,
  clock: Clock,
  gameId: number,
  input: { videoId: number; croppingPositionPercent?: number | undefined },
): Promise<UploadedVideo> {
  await assetEditableGame(db, principal, gameId, 'change_game_video');
  const row = await waitingVideo(db, gameId, input.videoId);
  const network = row.network as AdNetwork;
  const sourceId = row.originalMediaId ?? row.mediaId!;
  const source = await getMedium(db, sourceId);
  const path = source && mediumPath(settings.dir, source);
  if (!path) throw refused('VIDEO_CROP_FAILED');
  const info = await inspectVideo(path);
  if (!info) throw refused('VIDEO_CROP_FAILED');
  const cropped = await cropToNetwork(settings, path, info, network, input.croppingPositionPercent ?? CROP_POSITION_START);
  try {
    const mediaId = await keepFile(db, settings.dir, cropped.file, 'video/mp4', clock.now());
    const [updated] = await db
      .update(videos)
      .set({
        // The video changed: its review starts again.
        reviewStatus: 'pending',
        reviewReason: null,
        reviewedBy: null,
        reviewedAt: null,
        mediaId,
        originalMediaId: sourceId,
        croppingPositionPercent: cropped.cropping.croppingPositionPercent,
        isHorizontalCrop: cropped.cropping.isHorizontalCrop,
        originalRatio: info.width / info.height,
        width: cropped.info.width,
        height: cropped.info.height,
        durationSeconds: cropped.info.durationSeconds,
      })
      .where(eq(videos.id, row.id))
      .returning();
    return uploadedVideo(updated!);
  } finally {
    await discardFile(cropped.file);
  }
}
