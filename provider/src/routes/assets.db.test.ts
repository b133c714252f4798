// The last step's uploads (SUB-ICON, SUB-VID, BE-UP) over app.inject with real media
// made in the test: who may upload, each rule's message, the crop with ffmpeg, and
// that a refused upload leaves nothing behind.
import { existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_ALLOWED_VIDEOS } from '@greenlight/rules';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, iterations, videos } from '../db/schema';
import { sweepMedia } from '../domain/media/files';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { clip, demoClip4x5, demoClip9x16, image, multipart } from '../testing/media';

interface VideoAnswer {
  id: number;
  fileName: string;
  video: string;
  adNetwork: string;
  ratio: string;
  calculatedRatio: number;
  originalRatio: number;
  croppingPositionPercent: number | null;
  isHorizontalCrop: boolean | null;
  originalVideo: string | null;
  width: number;
  height: number;
  durationSeconds: number;
}
interface ErrorAnswer {
  detail: string;
  errorList: { code: string; detail: string; path?: string; extra?: Record<string, unknown> }[];
}

const LEAD = 'lead@studio-one.test';

// Made once for every database kind: ffmpeg takes a moment per clip.
const media: Record<'landscape' | 'mpeg4' | 'short' | 'icon512', Buffer> = {
  landscape: Buffer.alloc(0),
  mpeg4: Buffer.alloc(0),
  short: Buffer.alloc(0),
  icon512: Buffer.alloc(0),
};

beforeAll(async () => {
  media.landscape = clip({ width: 640, height: 360, seconds: 11 });
  media.mpeg4 = clip({ width: 320, height: 400, seconds: 11, codec: 'mpeg4' });
  media.short = clip({ width: 320, height: 400, seconds: 5 });
  media.icon512 = await image(512, 512);
});

describe.each(await testDatabaseKinds())('uploads of the last step on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, { authorization: string }> = {};
  let gameId: number;
  let facebookOnlyId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const email of [LEAD, 'own@studio-one.test', 'dev@studio-one.test', 'lead@studio-two.test', 'pm@greenlight.test']) {
      headers[email] = await t.as(email);
    }
    const create = async (payload: object) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/games/', headers: headers[LEAD], payload });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };
    gameId = await create({ name: 'Clip Forge', platform: 'ios', selectedAdNetworkIdList: [1, 2] });
    facebookOnlyId = await create({ name: 'Fb Only', platform: 'ios', selectedAdNetworkIdList: [1] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const icon = (email: string, id: number, bytes: Buffer, contentType = 'image/png', filename = 'icon.png') =>
    t.app.inject({
      method: 'POST',
      url: `/game/${id}/update_icon`,
      ...withHeaders(email, multipart({}, { name: 'icon', filename, contentType, bytes })),
    });
  const video = (email: string, id: number, fields: Record<string, string>, bytes: Buffer, filename = 'gameplay.mp4') =>
    t.app.inject({
      method: 'POST',
      url: `/games/${id}/video`,
      ...withHeaders(email, multipart(fields, { name: 'file', filename, contentType: 'video/mp4', bytes })),
    });
  const withHeaders = (email: string, body: ReturnType<typeof multipart>) => ({
    payload: body.payload,
    headers: { ...headers[email], ...body.headers },
  });
  const waiting = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/games/${id}/videos`, headers: headers[LEAD] })).json<VideoAnswer[]>();
  const refusal = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    return (response.json() as ErrorAnswer).errorList[0]!;
  };
  /** Nothing of a refused upload stays: tmp/ is empty and no file is unrecorded. */
  const expectNothingLeftBehind = async () => {
    const tmp = join(t.mediaDir, 'tmp');
    expect(readdirSync(tmp)).toEqual([]);
    const files = readdirSync(t.mediaDir).filter((name) => name !== 'tmp');
    const rows = await t.database.db.query.media.findMany({ columns: { path: true } });
    const recorded = new Set(rows.map((row) => row.path));
    expect(files.filter((file) => !recorded.has(file))).toEqual([]);
  };

  describe('the icon', () => {
    it('SUB-ICON-08 BE-UP-01 SUB-ICON-06 lead@ uploads a 512x512 png; the game answers it at /media', async () => {
      const response = await icon(LEAD, gameId, media.icon512);
      expect(response.statusCode).toBe(200);
      const { iconUrl } = response.json<{ iconUrl: string }>();
      expect(iconUrl).toMatch(/^\/media\/[0-9a-f]{64}$/);
      const served = await t.app.inject({ method: 'GET', url: iconUrl });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(media.icon512)).toBe(true);
      const [row] = await t.database.db.select({ icon: games.iconMediaId }).from(games).where(eq(games.id, gameId));
      expect(`/media/${row!.icon}`).toBe(iconUrl);
    });

    it('SUB-ICON-05 takes a jpg, whatever name and type the browser gave it', async () => {
      const response = await icon(LEAD, gameId, await image(300, 300, { format: 'jpeg' }), 'application/octet-stream', 'icon.bin');
      expect(response.statusCode).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: response.json<{ iconUrl: string }>().iconUrl });
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('SUB-ICON-01..05 refuses each rule with the specification\'s message, the icon kept as it was', async () => {
      const [before] = await t.database.db.select({ icon: games.iconMediaId }).from(games).where(eq(games.id, gameId));
      const cases: [Buffer, string, string][] = [
        [await image(1200, 1200, { noise: true }), 'ICON_SIZE', 'Icon size is no valid. 2MB max.'],
        [await image(512, 400), 'ICON_NOT_SQUARE', 'Icon must be square.'],
        [await image(100, 100), 'ICON_TOO_SMALL', 'Icon width/heigth is not valid. 200px min.'],
        [await image(2100, 2100), 'ICON_TOO_LARGE', '2000px max.'],
        [await image(300, 300, { format: 'gif' }), 'ICON_FORMAT', 'Icon must be a png or jpg file.'],
        [Buffer.from('not an image at all'), 'ICON_FORMAT', 'Icon must be a png or jpg file.'],
      ];
      for (const [bytes, code, message] of cases) {
        const item = refusal(await icon(LEAD, gameId, bytes));
        expect(item, code).toMatchObject({ code, detail: message, path: 'file' });
      }
      const [after] = await t.database.db.select({ icon: games.iconMediaId }).from(games).where(eq(games.id, gameId));
      expect(after!.icon).toBe(before!.icon);
      await expectNothingLeftBehind();
    });

    it('SUB-ICON-09 needs change_game_icon on the game: the read-only member, another studio and staff are refused', async () => {
      for (const email of ['dev@studio-one.test', 'lead@studio-two.test', 'pm@greenlight.test']) {
        const response = await icon(email, gameId, media.icon512);
        expect(response.statusCode, email).toBe(403);
      }
      // own@ edits only the games they created (access level 3).
      expect((await icon('own@studio-one.test', gameId, media.icon512)).statusCode).toBe(403);
      // Staff change it while they review the game (BE-STAT-15).
      await t.database.db.update(games).set({ status: 'pending_review' }).where(eq(games.id, gameId));
      try {
        expect((await icon('pm@greenlight.test', gameId, media.icon512)).statusCode).toBe(200);
      } finally {
        await t.database.db.update(games).set({ status: 'pending_sdk_integration' }).where(eq(games.id, gameId));
      }
    });

    it('refuses a body that is not multipart or has no file, with a 400 naming the file', async () => {
      const json = await t.app.inject({ method: 'POST', url: `/game/${gameId}/update_icon`, headers: headers[LEAD], payload: { icon: 'x' } });
      expect(json.statusCode).toBe(400);
      const empty = await t.app.inject({ method: 'POST', url: `/game/${gameId}/update_icon`, ...withHeaders(LEAD, multipart({ note: 'no file' })) });
      expect(refusal(empty)).toMatchObject({ path: 'file' });
    });
  });

  describe('videos', () => {
    it('SUB-VID-14 BE-UP-02 SUB-VID-17 SUB-VID-18 takes a 4:5 H.264 clip for Facebook; it waits for the next iteration', async () => {
      const response = await video(LEAD, gameId, { adNetwork: 'facebook' }, demoClip4x5(), 'C:\\clips\\run\u0001.mp4');
      expect(response.statusCode).toBe(200);
      const answer = response.json<VideoAnswer>();
      expect(answer).toMatchObject({
        fileName: 'run.mp4',
        adNetwork: 'facebook',
        ratio: '4:5',
        calculatedRatio: 0.8,
        originalRatio: 0.8,
        croppingPositionPercent: null,
        originalVideo: null,
        width: 320,
        height: 400,
        durationSeconds: 10,
      });
      expect(await waiting(gameId)).toEqual([answer]);
      // Played through byte ranges, as a video element asks.
      const part = await t.app.inject({ method: 'GET', url: answer.video, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${demoClip4x5().length}`);
      expect(part.rawPayload.equals(demoClip4x5().subarray(0, 100))).toBe(true);
    });

    it('SUB-VID-01 SUB-VID-03 SUB-VID-04 refuses a codec, a duration and a ratio with the specification\'s messages', async () => {
      const before = await waiting(gameId);
      expect(refusal(await video(LEAD, gameId, { adNetwork: 'facebook' }, media.mpeg4))).toMatchObject({
        code: 'VIDEO_CODEC',
        detail: 'Your file is using an unsupported codec. Re-encode it in H.264.',
      });
      expect(refusal(await video(LEAD, gameId, { adNetwork: 'facebook' }, Buffer.from('plain text, not a video')))).toMatchObject({
        code: 'VIDEO_CODEC',
      });
      expect(refusal(await video(LEAD, gameId, { adNetwork: 'facebook' }, media.short))).toMatchObject({
        code: 'VIDEO_DURATION',
        detail: 'Video error: duration got 5s but should be between 10s and 35s',
        extra: { seconds: '5' },
      });
      // A 9:16 clip for Facebook, without a crop position.
      expect(refusal(await video(LEAD, gameId, { adNetwork: 'facebook' }, demoClip9x16()))).toMatchObject({
        code: 'VIDEO_RATIO',
        detail: 'Wrong ratio. You need to crop the video.',
      });
      expect(await waiting(gameId)).toEqual(before);
      await expectNothingLeftBehind();
    });

    it('SUB-VID-04 BE-UP-03 BE-UP-05 crops a landscape clip to 9:16 for Snapchat at the position asked, keeping the original', async () => {
      const response = await video(LEAD, gameId, { adNetwork: 'snapchat', croppingPositionPercent: '25.555', isHorizontalCrop: 'true' }, media.landscape);
      expect(response.statusCode).toBe(200);
      const answer = response.json<VideoAnswer>();
      expect(answer).toMatchObject({ adNetwork: 'snapchat', ratio: '9:16', croppingPositionPercent: 25.56, isHorizontalCrop: true, height: 360 });
      expect(answer.width).toBe(202);
      expect(answer.originalRatio).toBeCloseTo(640 / 360, 5);
      expect(answer.calculatedRatio).toBeCloseTo(202 / 360, 5);
      expect(answer.originalVideo).toMatch(/^\/media\//);
      const original = await t.app.inject({ method: 'GET', url: answer.originalVideo! });
      expect(original.rawPayload.equals(media.landscape)).toBe(true);
      // VID-07: the download of a provider-managed game's video is its original.
      const download = await t.app.inject({ method: 'GET', url: `${answer.video}?original` });
      expect(download.rawPayload.equals(media.landscape)).toBe(true);
    });

    it('SUB-VID-16 crops a video again from its original at another position', async () => {
      const [cropped] = (await waiting(gameId)).filter((v) => v.adNetwork === 'snapchat');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/games/${gameId}/crop_video/`,
        headers: headers[LEAD],
        payload: { videoId: cropped!.id, croppingPositionPercent: 0 },
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json<VideoAnswer>();
      expect(answer).toMatchObject({ id: cropped!.id, croppingPositionPercent: 0, originalVideo: cropped!.originalVideo });
      expect(answer.video).not.toBe(cropped!.video);
    });

    it('SUB-VID-07 BE-UP-04 caps each network at maxAllowedVideos; SUB-VID-15 a removed video makes room again', async () => {
      const start = (await waiting(gameId)).filter((v) => v.adNetwork === 'facebook').length;
      for (let i = start; i < MAX_ALLOWED_VIDEOS; i++) {
        expect((await video(LEAD, gameId, { adNetwork: 'facebook' }, demoClip4x5(), `clip-${i}.mp4`)).statusCode).toBe(200);
      }
      expect(refusal(await video(LEAD, gameId, { adNetwork: 'facebook' }, demoClip4x5()))).toMatchObject({
        code: 'VIDEO_LIMIT_REACHED',
        detail: `You can upload at most ${MAX_ALLOWED_VIDEOS} videos per network.`,
      });
      const [first] = await waiting(gameId);
      const removed = await t.app.inject({ method: 'POST', url: `/game/${gameId}/remove_video`, headers: headers[LEAD], payload: { video_id: first!.id } });
      expect(removed.statusCode).toBe(204);
      expect((await waiting(gameId)).map((v) => v.id)).not.toContain(first!.id);
      expect((await video(LEAD, gameId, { adNetwork: 'facebook' }, demoClip4x5())).statusCode).toBe(200);
      const again = await t.app.inject({ method: 'POST', url: `/game/${gameId}/remove_video`, headers: headers[LEAD], payload: { video_id: first!.id } });
      expect(again.statusCode).toBe(404);
    });

    it('refuses a network the game does not run on, a missing or wrong network field, and a position out of range', async () => {
      expect(refusal(await video(LEAD, facebookOnlyId, { adNetwork: 'snapchat' }, demoClip9x16()))).toMatchObject({
        code: 'VIDEO_NETWORK_NOT_USED',
        detail: 'This game does not run on snapchat.',
      });
      expect(refusal(await video(LEAD, facebookOnlyId, {}, demoClip4x5()))).toMatchObject({ path: 'adNetwork' });
      expect(refusal(await video(LEAD, facebookOnlyId, { adNetwork: 'tiktok' }, demoClip4x5()))).toMatchObject({ path: 'adNetwork' });
      expect(
        refusal(await video(LEAD, facebookOnlyId, { adNetwork: 'facebook', croppingPositionPercent: '101' }, demoClip4x5())),
      ).toMatchObject({ path: 'croppingPositionPercent' });
      await expectNothingLeftBehind();
    });

    it('SUB-VID-19 needs change_game_video: others cannot upload, remove or crop', async () => {
      const [some] = await waiting(gameId);
      for (const email of ['dev@studio-one.test', 'lead@studio-two.test', 'own@studio-one.test']) {
        expect((await video(email, gameId, { adNetwork: 'facebook' }, demoClip4x5())).statusCode, email).toBe(403);
        const remove = await t.app.inject({ method: 'POST', url: `/game/${gameId}/remove_video`, headers: headers[email], payload: { video_id: some!.id } });
        expect(remove.statusCode, email).toBe(403);
      }
      const others = await t.app.inject({ method: 'GET', url: `/games/${gameId}/videos`, headers: headers['lead@studio-two.test'] });
      expect(others.statusCode).toBe(404);
    });

    it('SUB-VID-18 BE-STAT-04 the iteration testing starts takes the waiting videos, each on its network', async () => {
      const before = await waiting(gameId);
      await t.database.db.update(games).set({ status: 'pending_testing' }).where(eq(games.id, gameId));
      const pm = await t.as('pm@greenlight.test');
      const accepted = await t.app.inject({ method: 'POST', url: `/game/${gameId}/accept_testing`, headers: pm });
      expect([200, 202]).toContain(accepted.statusCode);
      await t.app.operations.drain();
      expect(await waiting(gameId)).toEqual([]);
      const rows = await t.database.db
        .select({ id: videos.id, iterationId: videos.iterationId, network: videos.network })
        .from(videos)
        .where(eq(videos.gameId, gameId));
      expect(rows.map((row) => row.id).sort()).toEqual(before.map((v) => v.id).sort());
      // Each is the new iteration's now, on the network it was uploaded for.
      const [newest] = await t.database.db.select({ id: iterations.id }).from(iterations).where(eq(iterations.gameId, gameId)).orderBy(desc(iterations.iterationNumber)).limit(1);
      expect(rows.every((row) => row.iterationId === newest!.id)).toBe(true);
      expect(rows.map((row) => [row.id, row.network]).sort()).toEqual(before.map((v) => [v.id, v.adNetwork]).sort());
      expect(new Set(rows.map((row) => row.network))).toEqual(new Set(['facebook', 'snapchat']));
    });
  });

  describe('housekeeping', () => {
    it('BE-UP-05 the worker\'s sweep removes a replaced icon\'s file and a tmp/ file left behind an hour later, never what is used', async () => {
      const first = await image(600, 600);
      expect((await icon(LEAD, facebookOnlyId, first)).statusCode).toBe(200);
      const [{ replaced } = { replaced: '' }] = await t.database.db.select({ replaced: games.iconMediaId }).from(games).where(eq(games.id, facebookOnlyId)).then((rows) => rows.map((row) => ({ replaced: row.replaced! })));
      expect((await icon(LEAD, facebookOnlyId, await image(640, 640))).statusCode).toBe(200);
      const [{ kept } = { kept: '' }] = await t.database.db.select({ kept: games.iconMediaId }).from(games).where(eq(games.id, facebookOnlyId)).then((rows) => rows.map((row) => ({ kept: row.kept! })));
      // A provider stopped mid-upload left these; one is fresh (an upload under way).
      const tmp = join(t.mediaDir, 'tmp');
      writeFileSync(join(tmp, 'left-behind'), 'partial upload');
      utimesSync(join(tmp, 'left-behind'), new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
      writeFileSync(join(tmp, 'under-way'), 'partial upload');

      const now = t.clock.now();
      expect(await sweepMedia(t.database.db, { dir: t.mediaDir, instanceId: t.app.operations.instanceId }, now, t.app.operations.leaseMs)).toEqual({ tmpFiles: 1, media: 0 });
      expect(existsSync(join(t.mediaDir, replaced))).toBe(true);
      const later = new Date(now.getTime() + 2 * 3_600_000);
      const swept = await sweepMedia(t.database.db, { dir: t.mediaDir, instanceId: t.app.operations.instanceId }, later, t.app.operations.leaseMs);
      expect(swept.media).toBeGreaterThanOrEqual(1);
      expect(existsSync(join(t.mediaDir, replaced))).toBe(false);
      expect(await t.database.db.query.media.findFirst({ where: (m, { eq: is }) => is(m.id, replaced) })).toBeUndefined();
      expect(existsSync(join(t.mediaDir, kept))).toBe(true);
      expect(readdirSync(tmp)).toEqual(['under-way']);
      // Every video still waiting or running keeps its file and its original.
      const used = await t.database.db.select({ media: videos.mediaId, original: videos.originalMediaId }).from(videos);
      const rows = await t.database.db.query.media.findMany({ columns: { id: true, path: true } });
      const present = new Set(rows.map((row) => row.id));
      for (const video of used) {
        if (video.media) expect(present.has(video.media)).toBe(true);
        if (video.original) expect(present.has(video.original)).toBe(true);
      }
      for (const row of rows) if (row.path) expect(existsSync(join(t.mediaDir, row.path))).toBe(true);
      rmSync(join(tmp, 'under-way'));
    });
  });
});
