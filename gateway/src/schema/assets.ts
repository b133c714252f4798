// The last step's assets (SUB-ICON, SUB-VID): the videos waiting for the game's next
// iteration (GET /games/{id}/videos), removed and cropped again by mutations. The
// files themselves are uploaded through the gateway's /upload routes (uploads.ts),
// whose addresses the game answers here.
import { VIDEO_REVIEW_LABELS, VIDEO_REVIEW_STATUSES } from '@greenlight/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import { gameChanged } from '../loaders';
import type { ProviderUploadedVideo } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { AdNetworkEnum } from './ad-network';
import { Game } from './game';
import { parseNumberedGameChildId } from './game-children';
import { providerEnum } from './provider-enum';

const VideoReviewStatusEnum = providerEnum('VideoReviewStatus', VIDEO_REVIEW_STATUSES, {
  description: "Staff's review of a video waiting for the next iteration (ACT-19)",
  describe: (status) => VIDEO_REVIEW_LABELS[status],
});

type SubmissionVideoShape = ProviderUploadedVideo & { gameId: number };

export const SubmissionVideo = builder.node(builder.objectRef<SubmissionVideoShape>('SubmissionVideo'), {
  id: { resolve: (v) => `${v.gameId}:${v.id}` },
  description: "A video uploaded in the last step for the game's next iteration (SUB-VID-17, SUB-VID-18)",
  loadOne: async (id, context) => {
    const parsed = parseNumberedGameChildId(id);
    if (!parsed) return null;
    const found = (await context.loaders.nextIterationVideos.load(parsed.gameId)).find((v) => v.id === parsed.own);
    return found ? { ...found, gameId: parsed.gameId } : null;
  },
  fields: (t) => ({
    videoId: t.exposeInt('id', { description: 'the provider\'s id of the video' }),
    fileName: t.exposeString('fileName', { description: 'the name of the uploaded file' }),
    url: t.exposeString('video', { description: 'the video to play (/media/...)' }),
    originalUrl: t.exposeString('originalVideo', { nullable: true, description: 'the upload as sent, when it was cropped (BE-UP-05)' }),
    network: t.field({ type: AdNetworkEnum, description: 'the network it is for', resolve: (v) => v.adNetwork }),
    ratio: t.exposeString('ratio', { description: "the network's ratio: '4:5' or '9:16'" }),
    calculatedRatio: t.exposeFloat('calculatedRatio', { description: 'width / height of the video kept' }),
    originalRatio: t.exposeFloat('originalRatio', { description: 'width / height of the upload' }),
    croppingPositionPercent: t.exposeFloat('croppingPositionPercent', {
      nullable: true,
      description: 'where the crop was taken, 0 the left or top edge, 50 centred, 100 the other edge; null when not cropped (SUB-VID-16)',
    }),
    isHorizontalCrop: t.exposeBoolean('isHorizontalCrop', {
      nullable: true,
      description: 'true when the crop cut the width, false when it cut the height; null when not cropped',
    }),
    width: t.exposeInt('width', { description: 'pixels, of the video kept' }),
    height: t.exposeInt('height', { description: 'pixels, of the video kept' }),
    durationSeconds: t.exposeFloat('durationSeconds', { description: 'its length in seconds' }),
    createdAt: t.exposeString('createdAt', { description: 'when it was uploaded, ISO 8601' }),
    review: t.field({
      type: VideoReviewStatusEnum,
      description: "staff's review of it (ACT-19): a rejected video never runs",
      resolve: (v) => v.reviewStatus,
    }),
    reviewReason: t.exposeString('reviewReason', { nullable: true, description: 'why it was rejected, as the studio reads it' }),
  }),
});

builder.mutationField('reviewSubmissionVideo', (t) =>
  t.field({
    type: SubmissionVideo,
    description:
      "Accepts or rejects a video of the game's next iteration (ACT-19, BE-STAT-15): staff, while the game is under review or its testing request waits; accepting needs accept_game_video, rejecting reject_game_video and a reason the studio is told. A rejected video never runs.",
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'ReviewSubmissionVideoResult', description: 'The video with its review, or why it was refused' }, directResult: true },
    args: {
      videoId: t.arg.globalID({ required: true, description: "the SubmissionVideo's global id" }),
      decision: t.arg({ type: VideoReviewStatusEnum, required: true, description: 'ACCEPTED or REJECTED' }),
      reason: t.arg.string({ required: false, description: 'why it is rejected (1 to 1000 characters), as the studio reads it' }),
    },
    resolve: async (_root, { videoId, decision, reason }, context) => {
      const { gameId, own } = videoOf(videoId);
      if (decision === 'pending') {
        throw new ProviderError('Accept or reject the video', 400, 'INVALID_REQUEST', [{ code: 'INVALID_REQUEST', detail: 'Accept or reject the video', path: 'decision' }]);
      }
      const video = await context.provider.reviewVideo(gameId, own, { decision, ...(reason === null || reason === undefined ? {} : { reason }) });
      context.loaders.nextIterationVideos.clear(gameId);
      return { ...video, gameId };
    },
  }),
);

builder.objectFields(Game, (t) => ({
  nextIterationVideos: t.field({
    type: [SubmissionVideo],
    description: "the videos uploaded for the game's next iteration, oldest first (SUB-VID-18)",
    resolve: async (game, _args, context) =>
      (await context.loaders.nextIterationVideos.load(game.id)).map((video) => ({ ...video, gameId: game.id })),
  }),
  iconUploadUrl: t.string({
    description: 'where the browser posts the icon: multipart/form-data with one png or jpg file (SUB-ICON-08)',
    resolve: (game) => `/upload/games/${encodeURIComponent(encodeGlobalID('Game', game.id))}/icon`,
  }),
  videoUploadUrl: t.string({
    description:
      'where the browser posts a video: multipart/form-data with adNetwork (FACEBOOK | SNAPCHAT in lower case), optional croppingPositionPercent, then the file (SUB-VID-14)',
    resolve: (game) => `/upload/games/${encodeURIComponent(encodeGlobalID('Game', game.id))}/video`,
  }),
}));

const RemoveSubmissionVideoPayload = builder.objectRef<{ game: Parameters<typeof gameChanged>[1]; removedVideoId: string }>('RemoveSubmissionVideoPayload').implement({
  description: 'The game after the removal, and which video went',
  fields: (t) => ({
    game: t.field({ type: Game, description: 'the game, whose nextIterationVideos no longer list it', resolve: (payload) => payload.game }),
    removedVideoId: t.id({ description: 'the removed SubmissionVideo, to drop from the lists', resolve: (payload) => payload.removedVideoId }),
  }),
});

/** The game and its own number of a SubmissionVideo's Relay id. */
function videoOf(videoId: { typename: string; id: string }) {
  const parsed = videoId.typename === 'SubmissionVideo' ? parseNumberedGameChildId(videoId.id) : null;
  if (!parsed) throw new ProviderError('Video not found', 404, 'NOT_FOUND', [{ code: 'NOT_FOUND', detail: 'Video not found' }]);
  return parsed;
}

builder.mutationField('removeSubmissionVideo', (t) =>
  t.field({
    type: RemoveSubmissionVideoPayload,
    description: "Removes a video of the game's next iteration (SUB-VID-15). Needs change_game_video.",
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'RemoveSubmissionVideoResult', description: 'The video removed, or why it was refused' }, directResult: true },
    args: { videoId: t.arg.globalID({ required: true, description: 'the SubmissionVideo\'s global id' }) },
    resolve: async (_root, { videoId }, context) => {
      const { gameId, own } = videoOf(videoId);
      await context.provider.removeVideo(gameId, own);
      context.loaders.nextIterationVideos.clear(gameId);
      const game = await context.loaders.games.clear(gameId).load(gameId);
      if (!game) throw new ProviderError('Game not found', 404, 'NOT_FOUND', [{ code: 'NOT_FOUND', detail: 'Game not found' }]);
      gameChanged(context.loaders, game);
      return { game, removedVideoId: encodeGlobalID('SubmissionVideo', `${gameId}:${own}`) };
    },
  }),
);

builder.mutationField('cropSubmissionVideo', (t) =>
  t.field({
    type: SubmissionVideo,
    description:
      "Crops a video of the next iteration again, from its original, at another position (SUB-VID-16): 0 the left or top edge, 50 centred, 100 the other edge. VIDEO_CROP_FAILED when it cannot.",
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'CropSubmissionVideoResult', description: 'The video cropped again, or why it was refused' }, directResult: true },
    args: {
      videoId: t.arg.globalID({ required: true, description: 'the SubmissionVideo\'s global id' }),
      croppingPositionPercent: t.arg.float({ required: true, description: '0 the left or top edge, 50 centred, 100 the other edge' }),
    },
    resolve: async (_root, { videoId, croppingPositionPercent }, context) => {
      const { gameId, own } = videoOf(videoId);
      const video = await context.provider.cropVideo(gameId, { videoId: own, croppingPositionPercent });
      context.loaders.nextIterationVideos.clear(gameId);
      return { ...video, gameId };
    },
  }),
);
