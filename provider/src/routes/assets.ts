// The last step's uploads (SUB-ICON-08, SUB-VID-14..16, BE-UP): multipart bodies
// streamed to the media folder, never held whole in memory; who may upload is
// checked before the file is read, and the file's limit while it is read. Static
// paths: Fastify prefers them to the game actions' POST /game/{id}/{action}.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import {
  addVideo,
  assetEditableGame,
  iconEditableGame,
  ICON_UPLOAD_LIMIT,
  nextIterationVideos,
  receiveUpload,
  recropVideo,
  removeVideo,
  reviewVideo,
  videoEditableGame,
  VIDEO_UPLOAD_LIMIT,
  updateIcon,
  type VideoUploadTarget,
} from '../domain/games/assets';
import { badRequest } from '../errors';
import { authErrors, IdParams, Nullable } from '../schemas/common';

const AdNetworkName = Type.Union([Type.Literal('facebook'), Type.Literal('snapchat')]);

const UploadedVideo = Type.Object(
  {
    id: Type.Integer(),
    fileName: Type.String(),
    video: Type.String({ description: 'the video to play: /media/{sha256}' }),
    adNetwork: AdNetworkName,
    ratio: Type.String({ description: "the network's ratio, '4:5' or '9:16'" }),
    calculatedRatio: Type.Number({ description: 'width / height of the video kept' }),
    originalRatio: Type.Number({ description: 'width / height of the upload' }),
    croppingPositionPercent: Nullable(Type.Number()),
    isHorizontalCrop: Nullable(Type.Boolean()),
    originalVideo: Nullable(Type.String({ description: 'the upload as sent, when it was cropped' })),
    width: Type.Integer(),
    height: Type.Integer(),
    durationSeconds: Type.Number(),
    createdAt: Type.String({ format: 'date-time' }),
    reviewStatus: Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('rejected')], {
      description: "ACT-19: staff's review; a rejected video never runs",
    }),
    reviewReason: Nullable(Type.String({ description: 'why it was rejected, as the studio reads it' })),
  },
  { $id: 'UploadedVideo' },
);

// 507 STORAGE_FULL / STORAGE_UNAVAILABLE: the media folder could not take the file (issue 46).
const uploadErrors = { ...authErrors, 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody'), 507: Type.Ref('ErrorBody') };

/** The multipart limits of every upload: one file, a few short fields. */
const limits = (fileSize: number) => ({ fileSize: fileSize + 1, files: 1, fields: 4, fieldSize: 256, parts: 5, headerPairs: 16 });

/** A refused upload closes the connection: the rest of the file is not read for nothing. */
async function refusingEarly<T>(reply: { header(name: string, value: string): unknown }, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}

const notMultipart = () => badRequest('INVALID_REQUEST', 'Send the file as multipart/form-data', [{ code: 'INVALID_REQUEST', detail: 'Send the file as multipart/form-data', path: 'file' }]);
const fieldProblem = (path: string, detail: string) => badRequest('INVALID_REQUEST', detail, [{ code: 'INVALID_REQUEST', detail, path }]);

/** A file's name as shown, without folders or control characters, at most 200 characters. */
const cleanFileName = (name: string) =>
  [...name.replace(/^.*[\\/]/, '')]
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200) || 'video.mp4';

/** The video upload's fields, which come before the file: the network, and where to crop. */
function videoTarget(fields: Map<string, string>): VideoUploadTarget {
  const network = fields.get('adNetwork');
  if (network !== 'facebook' && network !== 'snapchat') throw fieldProblem('adNetwork', 'adNetwork must be facebook or snapchat, sent before the file');
  const position = fields.get('croppingPositionPercent');
  let croppingPositionPercent: number | undefined;
  if (position !== undefined && position !== '') {
    croppingPositionPercent = Number(position);
    if (!Number.isFinite(croppingPositionPercent) || croppingPositionPercent < 0 || croppingPositionPercent > 100) {
      throw fieldProblem('croppingPositionPercent', 'croppingPositionPercent must be a number from 0 to 100');
    }
  }
  const horizontal = fields.get('isHorizontalCrop');
  if (horizontal !== undefined && horizontal !== '' && horizontal !== 'true' && horizontal !== 'false') {
    throw fieldProblem('isHorizontalCrop', 'isHorizontalCrop must be true or false');
  }
  return { network, croppingPositionPercent };
}

/**
 * Reads the fields that come before the file, then hands the file to `take`; a
 * body without a file is a 400.
 */
async function withFile<T>(
  request: FastifyRequest,
  take: (file: MultipartFile, fields: Map<string, string>) => Promise<T>,
  fileSize: number,
): Promise<T> {
  if (!request.isMultipart()) throw notMultipart();
  const fields = new Map<string, string>();
  for await (const part of request.parts({ limits: limits(fileSize) })) {
    if (part.type === 'file') return take(part, fields);
    if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
  }
  throw fieldProblem('file', 'The file is missing');
}

export const assetRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock, media, live } = context;
  await app.register(multipart, { limits: limits(VIDEO_UPLOAD_LIMIT) });
  app.addSchema(UploadedVideo);

  app.post(
    '/game/:id/update_icon',
    {
      // Its body arrives at the uploader's pace: it must not hold one of the turns of load shedding meanwhile.
      config: { admission: false },
      schema: {
        operationId: 'uploadGameIcon',
        tags: ['uploads'],
        summary: 'Upload the game icon (SUB-ICON-08, BE-UP-01)',
        description:
          'multipart/form-data with one file (png or jpg, at most 2 MB, square, 200-2000 px; 512x512 recommended). Needs change_game_icon on a game in its submission. 400 ICON_FORMAT, ICON_SIZE, ICON_NOT_SQUARE, ICON_TOO_SMALL, ICON_TOO_LARGE with the specification\'s messages, path "file".',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: Type.Object({ iconUrl: Type.String() }), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      await refusingEarly(reply, () => iconEditableGame(db, principal, request.params.id));
      return withFile(request, async (file) => {
        const received = await refusingEarly(reply, () => receiveUpload(file.file, media, ICON_UPLOAD_LIMIT, 'ICON_SIZE'));
        return updateIcon(db, media, principal, clock, request.params.id, received);
      }, ICON_UPLOAD_LIMIT);
    },
  );

  app.get(
    '/games/:id/videos',
    {
      schema: {
        operationId: 'listNextIterationVideos',
        tags: ['uploads'],
        summary: "The videos waiting for the game's next iteration (SUB-VID-17, SUB-VID-18)",
        params: IdParams,
        response: { 200: Type.Array(Type.Ref('UploadedVideo')), ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => nextIterationVideos(db, request.principal!, request.params.id),
  );

  app.post(
    '/games/:id/video',
    {
      // Its body arrives at the uploader's pace: it must not hold one of the turns of load shedding meanwhile.
      config: { admission: false },
      schema: {
        operationId: 'uploadGameVideo',
        tags: ['uploads'],
        summary: "Upload a video for the game's next iteration (SUB-VID-14, BE-UP-02)",
        description:
          'multipart/form-data: the fields adNetwork (facebook | snapchat), optional croppingPositionPercent (0-100) and isHorizontalCrop, then one file: an H.264 MP4 under 100 MB, 10 to 35 s, 4:5 for Facebook or 9:16 for Snapchat; another ratio is cropped to the network\'s at croppingPositionPercent (the original kept), and refused without it. At most maxAllowedVideos per network. Needs change_game_video on a game in its submission. 400 VIDEO_CODEC, VIDEO_SIZE, VIDEO_DURATION, VIDEO_RATIO, VIDEO_CROP_FAILED, VIDEO_LIMIT_REACHED, VIDEO_NETWORK_NOT_USED with the specification\'s messages.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: Type.Ref('UploadedVideo'), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      // Who may upload is checked before a byte of the body is read.
      await refusingEarly(reply, () => assetEditableGame(db, principal, request.params.id, 'change_game_video'));
      return withFile(request, async (file, fields) => {
        const target = await refusingEarly(reply, async () => {
          const parsed = videoTarget(fields);
          await videoEditableGame(db, principal, request.params.id, parsed.network);
          return parsed;
        });
        const received = await refusingEarly(reply, () => receiveUpload(file.file, media, VIDEO_UPLOAD_LIMIT, 'VIDEO_SIZE'));
        return addVideo(db, media, principal, clock, request.params.id, { ...target, fileName: cleanFileName(file.filename) }, received);
      }, VIDEO_UPLOAD_LIMIT);
    },
  );

  app.post(
    '/game/:id/remove_video',
    {
      schema: {
        operationId: 'removeGameVideo',
        tags: ['uploads'],
        summary: "Remove a video of the game's next iteration (SUB-VID-15, BE-UP-04)",
        params: IdParams,
        body: Type.Object({ video_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false }),
        response: { 204: Type.Null(), ...uploadErrors },
      },
    },
    async (request, reply) => {
      await removeVideo(db, request.principal!, request.params.id, request.body.video_id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/game/:id/videos/:videoId/review',
    {
      schema: {
        operationId: 'reviewGameVideo',
        tags: ['uploads'],
        summary: 'Accept or reject a video waiting for the next iteration (ACT-19, BE-STAT-15, BE-ACT-02)',
        description:
          'Staff only, while the game is under review or its testing request waits for approval (else 409 GAME_NOT_REVIEWABLE); accepting needs accept_game_video, rejecting reject_game_video and a reason of 1 to 1000 characters (400 at errorList path reason), which the studio\'s side is told (notification GAME_VIDEO_REJECTED). A rejected video never runs: the iteration that starts drops it, and accepting testing is refused while a network has only rejected videos. Cropping a video again resets its review.',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), videoId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        body: Type.Object(
          {
            decision: Type.Union([Type.Literal('accepted'), Type.Literal('rejected')]),
            reason: Type.Optional(Type.String({ maxLength: 4000, pattern: '^[^\\u0000]*$' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('UploadedVideo'), ...authErrors, 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => {
      const { video, notifications } = await reviewVideo(db, request.principal!, clock, request.params.id, request.params.videoId, request.body);
      for (const row of notifications) await live.notification(row);
      return video;
    },
  );

  app.post(
    '/api/games/:id/crop_video/',
    {
      schema: {
        operationId: 'cropGameVideo',
        tags: ['uploads'],
        summary: 'Crop a video again, from its original, at another position (SUB-VID-16, BE-UP-03)',
        params: IdParams,
        body: Type.Object(
          {
            videoId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            croppingPositionPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('UploadedVideo'), ...uploadErrors },
      },
    },
    async (request) => recropVideo(db, media, request.principal!, clock, request.params.id, request.body),
  );
};
