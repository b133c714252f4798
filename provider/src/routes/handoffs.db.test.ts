// Issue 42, notifications to the other side, through the routes and the worker on both
// databases: a request tells the studio's publishing managers, a review, a decision and
// what came of the campaigns tell the studio's members who act on the game; nobody hears
// of their own move; each names its game. Declining asks a reason, kept with the game.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { games, iterations, notifications, studios, users } from '../db/schema';
import { simulatedAdNetworks, type AdNetworkAdapter } from '../domain/campaigns/adapter';
import { iterationEndHandoffs, kpiAlertHandoffs } from '../domain/games/handoffs';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { addWaitingVideo, completeSubmissionSteps } from '../testing/fixtures';

const PM = 'pm@greenlight.test';
const LEAD = 'lead@studio-one.test';

describe.each(await testDatabaseKinds())('notifications to the other side on %s', (kind) => {
  let t: TestApp;
  const failing = { facebook: false };
  const sessions = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.as(email));
    return sessions.get(email)!;
  };

  beforeAll(async () => {
    const normal = simulatedAdNetworks();
    const refusing = simulatedAdNetworks({ failingNetworks: ['facebook'] });
    const adNetworks: AdNetworkAdapter = { ...normal, createCampaign: (spec) => (failing.facebook ? refusing : normal).createCampaign(spec) };
    t = await startTestApp(kind, { adNetworks });
  });
  afterAll(async () => t?.close());

  const emailsOf = async (ids: number[]) =>
    ids.length === 0 ? [] : (await t.database.db.select({ email: users.email }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.email))).map((row) => row.email);
  /** Who was told what of the game since `since` (a notification id), by type. */
  const told = async (gameId: number, since: number) => {
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedContentId, gameId), sql`${notifications.id} > ${since}`))
      .orderBy(asc(notifications.id));
    const byType = new Map<string, { recipients: string[]; content: string }>();
    for (const row of rows) {
      const entry = byType.get(row.type) ?? { recipients: [], content: row.content };
      entry.recipients.push(...(await emailsOf([row.recipientId])));
      byType.set(row.type, entry);
    }
    return byType;
  };
  const lastNotification = async () => (await t.database.db.select({ id: sql<number>`coalesce(max(${notifications.id}), 0)`.mapWith(Number) }).from(notifications))[0]!.id;
  const act = async (id: number, action: string, email: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/game/${id}/${action}`, headers: await as(email), payload });
  const seededIcon = async () => (await t.database.db.select({ icon: games.iconMediaId }).from(games).where(isNotNull(games.iconMediaId)).limit(1))[0]!.icon;

  /** A new studio-one test of lead@, every step done, its assets in: it may request testing. */
  const readyGame = async (name: string) => {
    const created = await t.app.inject({ method: 'POST', url: '/api/games/', headers: await as(LEAD), payload: { name, platform: 'android', selectedAdNetworkIdList: [1] } });
    const id = created.json<{ id: number }>().id;
    await completeSubmissionSteps(t.database.db, id, t.clock.now());
    await t.database.db.update(games).set({ iconMediaId: await seededIcon() }).where(eq(games.id, id));
    await addWaitingVideo(t.database.db, id, 'facebook', t.clock.now());
    return id;
  };
  const requested = async (name: string) => {
    const id = await readyGame(name);
    const asked = await act(id, 'request_testing', LEAD, { termsAccepted: true });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.operations.drain();
    return id;
  };
  const studioOnePms = async () => {
    const [studio] = await t.database.db.select({ pm: studios.pmId, second: studios.secondaryPmId }).from(studios).where(eq(studios.slug, 'studio-one'));
    return emailsOf([studio!.pm, studio!.second].filter((id): id is number => id !== null));
  };
  /** Studio One's members who act on every game (levels 1, 2, 5), lead@ the creator. */
  const STUDIO_SIDE = ['games@studio-one.test', 'lead@studio-one.test', 'manager@studio-one.test'];

  it('issue 42 NOTIF-12 a testing request tells the studio\'s publishing managers, naming the game; the studio lead hears nothing of their own move', async () => {
    const since = await lastNotification();
    const id = await requested('Told Runner');
    const byType = await told(id, since);
    expect([...byType.keys()]).toEqual(['GAME_TESTING_REQUESTED']);
    const request = byType.get('GAME_TESTING_REQUESTED')!;
    expect(request.recipients.sort()).toEqual(await studioOnePms());
    expect(request.recipients).toContain(PM);
    expect(request.content).toMatch(/^Told Runner: .+ requested testing\. It waits for your approval\.$/);
  });

  it('issue 42 PA-03 declining needs a reason; the studio\'s side hears it with the reason, it is kept with the game, and the decliner hears nothing', async () => {
    const id = await requested('Declined Runner');
    const noReason = await act(id, 'decline_testing', PM, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorList).toEqual([expect.objectContaining({ path: 'reason', detail: 'This field is required' })]);
    expect((await t.database.db.select({ status: games.status }).from(games).where(eq(games.id, id)))[0]!.status).toBe('pending_testing');
    const since = await lastNotification();
    const declined = await act(id, 'decline_testing', PM, { reason: ' The videos show no gameplay. ' });
    expect(declined.statusCode).toBe(200);
    const byType = await told(id, since);
    expect([...byType.keys()]).toEqual(['GAME_TESTING_DECLINED']);
    expect(byType.get('GAME_TESTING_DECLINED')!.recipients.sort()).toEqual(STUDIO_SIDE);
    expect(byType.get('GAME_TESTING_DECLINED')!.content).toMatch(/^Declined Runner: .+ declined your testing request: “The videos show no gameplay\.”$/);
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/my/game/${id}`, headers: await as(LEAD) })).json();
    expect(detail.status).toBe('pending_sdk_integration');
    expect(detail.reviews).toEqual([
      expect.objectContaining({ iterationNumber: 1, decision: 'declined', reason: 'The videos show no gameplay.', decidedBy: expect.stringMatching(/\S/) }),
    ]);
  });

  it('issue 42 PA-03 CONF-38 a studio member withdraws their own request, labelled so, without a reason; the managers are told', async () => {
    const id = await requested('Withdrawn Run');
    const game = (await t.app.inject({ method: 'GET', url: `/game/${id}`, headers: await as(LEAD) })).json<{ actions: { id: string; label: string }[] }>();
    expect(game.actions.find((action) => action.id === 'decline_testing')?.label).toBe('Withdraw testing request');
    const staff = (await t.app.inject({ method: 'GET', url: `/game/${id}`, headers: await as(PM) })).json<{ actions: { id: string; label: string }[] }>();
    expect(staff.actions.find((action) => action.id === 'decline_testing')?.label).toBe('Decline testing');
    const since = await lastNotification();
    expect((await act(id, 'decline_testing', LEAD)).statusCode).toBe(200);
    const byType = await told(id, since);
    expect([...byType.keys()]).toEqual(['GAME_TESTING_WITHDRAWN']);
    expect(byType.get('GAME_TESTING_WITHDRAWN')!.recipients.sort()).toEqual(await studioOnePms());
  });

  it('issue 42 PA-02 SUB-CAMP-22 an approval tells the studio\'s side, then that its campaign stands by; the approver hears nothing', async () => {
    const id = await requested('Approved Run');
    const since = await lastNotification();
    expect((await act(id, 'accept_testing', PM)).statusCode).toBe(202);
    await t.app.operations.drain();
    const byType = await told(id, since);
    expect([...byType.keys()]).toEqual(['GAME_TESTING_APPROVED', 'GAME_CAMPAIGN_CREATED']);
    for (const entry of byType.values()) expect(entry.recipients.sort()).toEqual(STUDIO_SIDE);
    expect(byType.get('GAME_CAMPAIGN_CREATED')!.content).toBe('Approved Run: Facebook: Your campaign is ready and standing by.');
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/my/game/${id}`, headers: await as(LEAD) })).json();
    expect(detail.reviews).toEqual([expect.objectContaining({ iterationNumber: 1, decision: 'approved', reason: null })]);
  });

  it('issue 42 SUB-CAMP-21 a campaign the network refuses is told to the studio; the approver reads the failure', async () => {
    const id = await requested('Refused Run');
    const since = await lastNotification();
    failing.facebook = true;
    try {
      expect((await act(id, 'accept_testing', PM)).statusCode).toBe(202);
      await t.app.operations.drain();
    } finally {
      failing.facebook = false;
    }
    const byType = await told(id, since);
    expect(byType.get('GAME_CAMPAIGN_FAILED')!.recipients.sort()).toEqual(STUDIO_SIDE);
    expect(byType.get('GAME_CAMPAIGN_FAILED')!.content).toMatch(/^Refused Run: Facebook: Sorry, something went wrong with your campaign\. We had an error when preparing your network campaign: .+/);
    expect(byType.get('GAME_OPERATION_ERROR')!.recipients).toEqual([PM]);
    expect(byType.has('GAME_TESTING_APPROVED')).toBe(false);
  });

  it('issue 42 ACT-11 ACT-13 a kill or a launch by the publishing team is told to the studio\'s side', async () => {
    const [launch, kill] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(eq(studios.slug, 'studio-one'), eq(games.status, 'in_testing')))
      .orderBy(games.id)
      .limit(2);
    const since = await lastNotification();
    expect((await act(launch!.id, 'validate_game', PM)).statusCode).toBe(200);
    expect((await act(kill!.id, 'kill_game', PM)).statusCode).toBe(202);
    await t.app.operations.drain();
    const launched = await told(launch!.id, since);
    expect(launched.get('GAME_DECISION')!.content).toMatch(/launched the game/);
    expect(launched.get('GAME_DECISION')!.recipients).toContain(LEAD);
    expect(launched.get('GAME_DECISION')!.recipients).not.toContain(PM);
    expect((await told(kill!.id, since)).get('GAME_DECISION')!.content).toMatch(/ended the test: its campaign is stopped/);
  });

  it('issue 42 a studio without publishing managers: its requests tell the whole publishing team', async () => {
    const id = await readyGame('Team Runner');
    const [studio] = await t.database.db.select({ pm: studios.pmId, second: studios.secondaryPmId }).from(studios).where(eq(studios.slug, 'studio-one'));
    await t.database.db.update(studios).set({ pmId: null, secondaryPmId: null }).where(eq(studios.slug, 'studio-one'));
    try {
      const since = await lastNotification();
      expect((await act(id, 'request_testing', LEAD, { termsAccepted: true })).statusCode).toBe(202);
      await t.app.operations.drain();
      const team = (await t.database.db.select({ email: users.email }).from(users).where(and(eq(users.userType, 'pm'), eq(users.isActive, true)))).map((row) => row.email).sort();
      expect((await told(id, since)).get('GAME_TESTING_REQUESTED')!.recipients.sort()).toEqual(team);
    } finally {
      await t.database.db.update(studios).set({ pmId: studio!.pm, secondaryPmId: studio!.second }).where(eq(studios.slug, 'studio-one'));
    }
  });

  it('issue 42 an iteration that ended is told to the studio\'s side once; BE-STU-09 GAME_KPI_ALERT once a recommendation crosses a bar', async () => {
    const [running] = await t.database.db
      .select({ id: games.id, iterationId: iterations.id, end: iterations.iterationEnd })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .innerJoin(iterations, and(eq(iterations.gameId, games.id), isNull(iterations.endNotifiedAt)))
      .where(and(eq(studios.slug, 'studio-one'), eq(games.status, 'in_testing'), sql`${iterations.iterationEnd} > ${t.clock.now().toISOString()}`))
      .orderBy(games.id)
      .limit(1);
    const since = await lastNotification();
    const after = new Date(running!.end.getTime() + DAY_MS / 2);
    const first = await iterationEndHandoffs(t.database.db, after);
    expect(first.filter((row) => row.relatedContentId === running!.id).length).toBe(STUDIO_SIDE.length);
    expect(await iterationEndHandoffs(t.database.db, after)).toEqual([]);
    const ended = await told(running!.id, since);
    expect(ended.get('GAME_ITERATION_FINISHED')!.content).toMatch(/: iteration \d+ has ended; its results are in\.$/);

    await t.database.db.update(games).set({ recommendation: 'high potential', recommendationAlerted: 'pending data' }).where(eq(games.id, running!.id));
    const alerts = await kpiAlertHandoffs(t.database.db, [running!.id], t.clock.now());
    expect(alerts.map((row) => row.type)).toEqual(STUDIO_SIDE.map(() => 'GAME_KPI_ALERT'));
    expect(alerts[0]!.content).toMatch(/: iteration \d+ is high potential/);
    expect(await kpiAlertHandoffs(t.database.db, [running!.id], t.clock.now())).toEqual([]);
  });
});
