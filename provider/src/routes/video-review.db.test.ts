// ACT-19, BE-STAT-15, BE-ACT-02: staff review the videos of a testing request. A PM accepts
// or rejects each video waiting for the next iteration; a rejection needs a reason, which the
// studio's side hears (never the reviewer); a rejected video never runs, and a network left
// with only rejected videos cannot start. The studio, the wrong status and bad input are refused
// with the data left as it was. On both databases.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, notifications, users, videos } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { addWaitingVideo, completeSubmissionSteps } from '../testing/fixtures';

const PM = 'pm@greenlight.test';
const LEAD = 'lead@studio-one.test';

interface ReviewedVideo {
  id: number;
  adNetwork: string;
  reviewStatus: string;
  reviewReason: string | null;
}

describe.each(await testDatabaseKinds())('the review of a testing request\'s videos on %s', (kind) => {
  let t: TestApp;
  const sessions = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.as(email));
    return sessions.get(email)!;
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const review = async (gameId: number, videoId: number, email: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/game/${gameId}/videos/${videoId}/review`, headers: await as(email), payload });
  const waiting = async (gameId: number) =>
    (await t.app.inject({ method: 'GET', url: `/games/${gameId}/videos`, headers: await as(LEAD) })).json<ReviewedVideo[]>();
  const lastNotification = async () => (await t.database.db.select({ id: sql<number>`coalesce(max(${notifications.id}), 0)`.mapWith(Number) }).from(notifications))[0]!.id;
  const toldSince = async (gameId: number, since: number) =>
    t.database.db
      .select({ email: users.email, type: notifications.type, content: notifications.content })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.recipientId))
      .where(and(eq(notifications.relatedContentId, gameId), sql`${notifications.id} > ${since}`))
      .orderBy(asc(users.email));

  /** A studio-one test of lead@ whose testing request waits for approval, with a Facebook and a Snapchat video. */
  const requested = async (name: string) => {
    const created = await t.app.inject({ method: 'POST', url: '/api/games/', headers: await as(LEAD), payload: { name, platform: 'android', selectedAdNetworkIdList: [1, 2] } });
    const id = created.json<{ id: number }>().id;
    await completeSubmissionSteps(t.database.db, id, t.clock.now());
    const [seeded] = await t.database.db.select({ icon: games.iconMediaId }).from(games).where(isNotNull(games.iconMediaId)).limit(1);
    await t.database.db.update(games).set({ iconMediaId: seeded!.icon, snapchatAppName: name }).where(eq(games.id, id));
    await addWaitingVideo(t.database.db, id, 'facebook', t.clock.now());
    await addWaitingVideo(t.database.db, id, 'facebook', t.clock.now());
    await addWaitingVideo(t.database.db, id, 'snapchat', t.clock.now());
    const asked = await t.app.inject({ method: 'POST', url: `/game/${id}/request_testing`, headers: await as(LEAD), payload: { termsAccepted: true } });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.operations.drain();
    expect((await t.database.db.select({ status: games.status }).from(games).where(eq(games.id, id)))[0]!.status).toBe('pending_testing');
    return { id, videos: await waiting(id) };
  };

  it('ACT-19 BE-STAT-15 a PM accepts one video and rejects another with a reason; the studio\'s side reads the reason, the PM hears nothing', async () => {
    const { id, videos: [first, second] } = await requested('Reviewed Run');
    expect([first!.reviewStatus, second!.reviewStatus]).toEqual(['pending', 'pending']);
    const accepted = await review(id, first!.id, PM, { decision: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<ReviewedVideo>()).toMatchObject({ id: first!.id, reviewStatus: 'accepted', reviewReason: null });
    const since = await lastNotification();
    const rejected = await review(id, second!.id, PM, { decision: 'rejected', reason: '  The first seconds show a menu, not gameplay. ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<ReviewedVideo>()).toMatchObject({ reviewStatus: 'rejected', reviewReason: 'The first seconds show a menu, not gameplay.' });
    // The studio reads both on its list of the next iteration's videos.
    expect((await waiting(id)).map((video) => [video.id, video.reviewStatus, video.reviewReason])).toEqual([
      [first!.id, 'accepted', null],
      [second!.id, 'rejected', 'The first seconds show a menu, not gameplay.'],
      [expect.any(Number), 'pending', null],
    ]);
    const told = await toldSince(id, since);
    expect(told.map((row) => row.email)).toEqual(['games@studio-one.test', 'lead@studio-one.test', 'manager@studio-one.test']);
    expect(told.every((row) => row.type === 'GAME_VIDEO_REJECTED')).toBe(true);
    expect(told[0]!.content).toMatch(/^Reviewed Run: .+ rejected the Facebook video facebook\.mp4: “The first seconds show a menu, not gameplay\.” It will not run; upload another\.$/);
  });

  it('ACT-19 a rejection needs a reason of at most 1000 characters; the studio, another studio, an unknown video and the wrong status are refused; nothing changes', async () => {
    const { id, videos: [video] } = await requested('Refused Reviews');
    for (const reason of [undefined, '   ', 'x'.repeat(1001)]) {
      const refused = await review(id, video!.id, PM, { decision: 'rejected', ...(reason === undefined ? {} : { reason }) });
      expect(refused.statusCode, String(reason)).toBe(400);
      expect(refused.json().errorList).toEqual([expect.objectContaining({ path: 'reason' })]);
    }
    for (const payload of [{ decision: 'maybe' }, { decision: 'accepted', extra: 1 }, { decision: 'rejected', reason: 'a\u0000b' }]) {
      expect((await review(id, video!.id, PM, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // The studio does not review its own videos; another studio does not see the game.
    expect((await review(id, video!.id, LEAD, { decision: 'accepted' })).statusCode).toBe(403);
    expect((await review(id, video!.id, 'lead@studio-two.test', { decision: 'accepted' })).statusCode).toBe(404);
    expect((await review(id, 999_999, PM, { decision: 'accepted' })).statusCode).toBe(404);
    expect((await waiting(id)).every((entry) => entry.reviewStatus === 'pending')).toBe(true);
    // Back with the studio (declined), the game is no longer reviewed.
    expect((await t.app.inject({ method: 'POST', url: `/game/${id}/decline_testing`, headers: await as(PM), payload: { reason: 'Another try' } })).statusCode).toBe(200);
    const late = await review(id, video!.id, PM, { decision: 'accepted' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorList[0].code).toBe('GAME_NOT_REVIEWABLE');
  });

  it('ACT-19 a network whose every video is rejected cannot start; the rejected videos are left out of the iteration that starts', async () => {
    const { id, videos: list } = await requested('Half Rejected');
    const [facebookOne, facebookTwo, snapchat] = list;
    expect(snapchat!.adNetwork).toBe('snapchat');
    for (const video of [facebookOne!, snapchat!]) {
      expect((await review(id, video.id, PM, { decision: 'rejected', reason: 'Not gameplay' })).statusCode).toBe(200);
    }
    // Snapchat has nothing left to run: accepting is refused, the request still waits.
    const refused = await t.app.inject({ method: 'POST', url: `/game/${id}/accept_testing`, headers: await as(PM), payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList).toEqual([
      expect.objectContaining({ path: 'videos.snapchat', detail: 'Every Snapchat video is rejected: the studio must upload another before the test can start.' }),
    ]);
    expect((await t.database.db.select({ status: games.status }).from(games).where(eq(games.id, id)))[0]!.status).toBe('pending_testing');
    // The PM changes their mind on Snapchat's: the test starts with it and Facebook's second video.
    expect((await review(id, snapchat!.id, PM, { decision: 'accepted' })).statusCode).toBe(200);
    const accepted = await t.app.inject({ method: 'POST', url: `/game/${id}/accept_testing`, headers: await as(PM), payload: {} });
    expect([200, 202]).toContain(accepted.statusCode);
    await t.app.operations.drain();
    const left = await t.database.db.select({ id: videos.id, iterationId: videos.iterationId }).from(videos).where(eq(videos.gameId, id)).orderBy(asc(videos.id));
    expect(left.map((video) => video.id)).toEqual([facebookTwo!.id, snapchat!.id]);
    expect(left.every((video) => video.iterationId !== null)).toBe(true);
    expect(await t.database.db.select({ id: videos.id }).from(videos).where(and(eq(videos.gameId, id), isNull(videos.iterationId)))).toEqual([]);
  });
});
