// Game actions through the routes (ACT, OPS, BE-ACT, BE-OPS), on PGlite and
// Postgres with the demo data: who may run what, where each action takes the
// game, the operations the worker completes, and a restart that resumes them.
import { FIELD_REQUIRED, iterationState } from '@greenlight/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../app';
import { DAY_MS } from '../clock';
import { campaigns, changelogs, games, iterations, notifications, operations, studios, workerLeases } from '../db/schema';
import { simulatedAdNetworks, type AdNetworkAdapter } from '../domain/campaigns/adapter';
import { finishEndedTests, syncCampaignStats } from '../domain/campaigns/campaigns';
import { iterationEndHandoffs } from '../domain/games/handoffs';
import { OperationWorker, type OperationWorkerOptions } from '../domain/games/operations';
import type { GameIterations } from '../schemas/iterations';
import { startTestApp, TEST_SECRET, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { addWaitingVideo } from '../testing/fixtures';

interface GameAnswer {
  id: number;
  status: string;
  isIterating: boolean;
  isHit: boolean;
  disabled: boolean;
  nbIterations: number;
  gameAnalyticsId: string | null;
  projectId: number;
  projectGameCount: number;
  actions: { id: string; unavailableReason: string | null; primary: boolean; label: string }[];
}
interface OperationAnswer {
  operationId: string;
  status: string;
  content: string;
  errorCode: string | null;
  errorExtra: Record<string, unknown> | null;
}

/** The simulated networks, with Facebook refusing campaigns while `failing.facebook` is set. */
function switchableNetworks() {
  const failing = { facebook: false };
  const normal = simulatedAdNetworks();
  const refusing = simulatedAdNetworks({ failingNetworks: ['facebook'] });
  const adapter: AdNetworkAdapter = {
    createCampaign: (spec) => (failing.facebook ? refusing : normal).createCampaign(spec),
    pauseCampaign: (id) => normal.pauseCampaign(id),
    stopCampaign: (id) => normal.stopCampaign(id),
    extendCampaign: (id, days) => normal.extendCampaign(id, days),
    dailyInsights: (...args) => normal.dailyInsights(...args),
    studioCampaigns: (...args) => normal.studioCampaigns(...args),
  };
  return { adapter, failing };
}

describe.each(await testDatabaseKinds())('game actions on %s', (kind) => {
  let t: TestApp;
  const networks = switchableNetworks();
  const sessions = new Map<string, { authorization: string }>();
  const as = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, await t.as(email));
    return sessions.get(email)!;
  };
  const PM = 'pm@greenlight.test';

  beforeAll(async () => {
    t = await startTestApp(kind, { adNetworks: networks.adapter });
  });
  afterAll(async () => t?.close());

  /** A studio-one game in this status, the first matching `where`. */
  const gameIn = async (status: string, where = sql`true`, studio: string | null = 'studio-one') => {
    const [row] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(studios, eq(studios.id, games.studioId))
      .where(and(studio ? eq(studios.slug, studio) : sql`true`, eq(games.status, status), where))
      .orderBy(games.id)
      .limit(1);
    if (!row) throw new Error(`no studio-one game ${status}`);
    return row.id;
  };
  const read = async (id: number, email = PM) => {
    const response = await t.app.inject({ method: 'GET', url: `/game/${id}`, headers: await as(email) });
    expect(response.statusCode).toBe(200);
    return response.json<GameAnswer>();
  };
  const act = async (id: number, action: string, payload?: unknown, email = PM) =>
    t.app.inject({
      method: 'POST',
      url: `/game/${id}/${action}`,
      headers: await as(email),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('ACT-30 OPS-01 OPS-08 BE-OPS-01..04 BE-OPS-02 BE-OPS-03 kill_game queues an operation, the game waits, the worker finishes it', async () => {
    const id = await gameIn('in_testing', sql`${games.isManagedByProvider} and ${games.lastIterationDate} <= ${t.clock.now().toISOString()}`);
    const response = await act(id, 'kill_game');
    expect(response.statusCode).toBe(202);
    const { game, operation } = response.json<{ game: GameAnswer; operation: OperationAnswer }>();
    expect(game.disabled).toBe(true);
    expect(operation).toMatchObject({ status: 'pending', content: 'Kill game', errorCode: null });
    expect(game.actions.every((a) => a.unavailableReason !== null)).toBe(true);
    // BE-OPS-03: read again while the operation is ongoing, the game is still disabled.
    expect((await read(id)).disabled).toBe(true);

    const ongoing = await t.app.inject({ method: 'GET', url: `/operations?gameIds=${id},1`, headers: await as(PM) });
    expect(ongoing.json<{ ongoing_operations: OperationAnswer[] }>().ongoing_operations.map((o) => o.operationId)).toEqual([
      operation.operationId,
    ]);
    // A second action waits for the first (OPS-06).
    const again = await act(id, 'validate_game');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorList[0].code).toBe('GAME_OPERATION_ONGOING');

    expect(await t.app.operations.drain()).toBe(1);
    const after = await read(id);
    expect(after).toMatchObject({ status: 'finished', disabled: false });
    const done = await t.app.inject({ method: 'GET', url: `/operations/${operation.operationId}`, headers: await as(PM) });
    // BE-OPS-02: the operation record.
    expect(done.json()).toMatchObject({
      operationId: operation.operationId,
      gameId: id,
      status: 'success',
      content: 'Action done! Kill game',
      operationType: 'game-operation',
    });
    expect((await t.app.inject({ method: 'GET', url: `/operations?gameIds=${id}`, headers: await as(PM) })).json()).toEqual({ ongoing_operations: [] });
    const running = await t.database.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(and(eq(campaigns.gameId, id), eq(campaigns.status, 'active')));
    expect(running).toEqual([]);
    // Issue 42: the one who killed it reads the toast; the studio lead is told.
    const toPm = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedContentId, id), eq(notifications.recipientId, await t.userId(PM))));
    expect(toPm).toEqual([]);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedContentId, id), eq(notifications.recipientId, await t.userId('lead@studio-one.test'))));
    expect(notice).toMatchObject({ type: 'GAME_DECISION', readAt: null });
  });

  it('OPS-05 BE-STAT-10 archive_game is synchronous: 200 with the archived game', async () => {
    const id = await gameIn('finished');
    const response = await act(id, 'archive_game');
    expect(response.statusCode).toBe(200);
    const { game, operation } = response.json<{ game: GameAnswer; operation: OperationAnswer }>();
    expect(game).toMatchObject({ status: 'archived', disabled: false });
    expect(operation).toMatchObject({ status: 'success', content: 'Action done! Archive game' });
  });

  it('ACT-28 BE-STAT-11 CONF-39 validate_game launches: finished and a hit', async () => {
    const id = await gameIn('in_testing');
    const response = await act(id, 'validate_game');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ game: GameAnswer }>().game).toMatchObject({ status: 'finished', isHit: true });
  });

  it('ACT-23 BE-STAT-04 accept_testing starts a new iteration with a campaign per network, and days of stats follow', async () => {
    const id = await gameIn('pending_testing', sql`${games.selectedAdNetworkIds} = '{1,2}' and not ${games.isCtr}`);
    const before = await read(id);
    const response = await act(id, 'accept_testing');
    expect(response.statusCode).toBe(202);
    await t.app.operations.drain();
    const after = await read(id);
    expect(after).toMatchObject({ status: 'in_testing', nbIterations: before.nbIterations + 1, disabled: false });
    const rows = await t.database.db
      .select({ network: campaigns.network, status: campaigns.status })
      .from(campaigns)
      .innerJoin(iterations, eq(iterations.id, campaigns.iterationId))
      .where(and(eq(campaigns.gameId, id), eq(iterations.iterationNumber, after.nbIterations)))
      .orderBy(campaigns.network);
    expect(rows).toEqual([
      { network: 'facebook', status: 'active' },
      { network: 'snapchat', status: 'active' },
    ]);
    // Three days later the networks have reported the first days (BE-KPI-09: D1 after 24 h).
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 3 * DAY_MS));
    try {
      expect(await syncCampaignStats(t.database.db, networks.adapter, t.clock.now())).toContain(id);
      const [{ days } = { days: 0 }] = (
        (await t.database.db.execute(sql`
          select count(distinct day)::int as days from ad_network_daily_stats s
            join iterations i on i.id = s.iteration_id
           where s.game_id = ${id} and i.iteration_number = ${after.nbIterations}`)) as unknown as { rows: { days: number }[] }
      ).rows;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(3);
    } finally {
      t.clock.set(start);
    }
  });

  it('BE-STAT-04 BE-OPS-05 BE-ACT-10 BE-OPS-02 a network that refuses leaves campaign_creation_failed, an error operation and its notification; recreate fixes it', async () => {
    const id = await gameIn('pending_testing', sql`${games.selectedAdNetworkIds} = '{1}' and not ${games.isCtr} and ${games.isManagedByProvider}`, null);
    networks.failing.facebook = true;
    try {
      const { operation } = (await act(id, 'accept_testing')).json<{ operation: OperationAnswer }>();
      await t.app.operations.drain();
      const done = (await t.app.inject({ method: 'GET', url: `/operations/${operation.operationId}`, headers: await as(PM) })).json<OperationAnswer>();
      expect(done).toMatchObject({ gameId: id, status: 'error', errorCode: 'CAMPAIGN_CREATION_FAILED', operationType: 'game-operation' });
      // Its detail is the content; the code's placeholders, the operation id among them, are in extra.
      expect(done.content.length).toBeGreaterThan(0);
      expect(done.content).not.toBe('Accept testing');
      expect(done.errorExtra).toMatchObject({ network: 'facebook', operationId: operation.operationId });
      // Nothing runs: the game stays pending approval.
      const game = await read(id);
      expect(game.status).toBe('pending_testing');
      expect(game.actions.find((a) => a.id === 'recreate_campaign_facebook')?.unavailableReason).toBeNull();
      const [notice] = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.relatedContentId, id), eq(notifications.type, 'GAME_OPERATION_ERROR')));
      expect(notice?.content).toBe('CAMPAIGN_CREATION_FAILED');
    } finally {
      networks.failing.facebook = false;
    }
    expect((await act(id, 'recreate_campaign_facebook')).statusCode).toBe(202);
    await t.app.operations.drain();
    const [campaign] = await t.database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.gameId, id));
    expect(campaign?.status).toBe('active');
  });

  it('ACT-25 ACT-32 BE-STAT-06 BE-STAT-08 BE-STAT-16 iterating from history moves the game to Is iterating with the campaign stopped; its next test is a new iteration', async () => {
    const id = await gameIn('finished', sql`not (coalesce(${games.recommendation}, '') ilike 'low potential%')`);
    expect((await act(id, 'iterate_from_history')).statusCode).toBe(202);
    await t.app.operations.drain();
    expect(await read(id)).toMatchObject({ status: 'pending_sdk_integration', isIterating: true });
    const active = await t.database.db
      .select({ network: campaigns.network })
      .from(campaigns)
      .where(and(eq(campaigns.gameId, id), eq(campaigns.status, 'active')));
    expect(active).toEqual([]);
    // An iterating game asks for testing again (BE-STAT-03), here as support, once a new
    // video waits for the next iteration (SUB-CAMP-05: one network is enough when iterating).
    const body = { changelogs: [{ category: 'gameplay', details: '  Shorter first level ' }] };
    const refused = await act(id, 'request_testing', body, 'cs@greenlight.test');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList).toEqual([expect.objectContaining({ path: 'videos.facebook', detail: 'Upload at least one Facebook video before requesting testing.' })]);
    await addWaitingVideo(t.database.db, id, 'facebook', t.clock.now());
    expect((await act(id, 'request_testing', body, 'cs@greenlight.test')).statusCode).toBe(202);
    await t.app.operations.drain();
    const game = await read(id);
    expect(game.status).toBe('pending_testing');
    // FBK-11: the changelog kept trimmed.
    const [changelog] = await t.database.db.select().from(changelogs).where(eq(changelogs.gameId, id)).orderBy(desc(changelogs.id)).limit(1);
    expect(changelog?.details).toBe('Shorter first level');
    expect(game.actions.map((a) => a.id)).toContain('validate_changelog');

    // BE-STAT-16: accepted, the iteration is a new record: the next number, from now for the
    // game's campaign duration, with the video that waited for it.
    const before = (await t.app.inject({ method: 'GET', url: `/v1/game/${id}`, headers: await as(PM) })).json<GameIterations>().iterations;
    expect((await act(id, 'accept_testing')).statusCode).toBe(202);
    await t.app.operations.drain();
    const [newest, ...older] = (await t.app.inject({ method: 'GET', url: `/v1/game/${id}`, headers: await as(PM) })).json<GameIterations>().iterations;
    expect(older.map((i) => i.iterationId)).toEqual(before.map((i) => i.iterationId));
    const now = t.clock.now();
    const [row] = await t.database.db.select({ duration: games.campaignDuration }).from(games).where(eq(games.id, id));
    const duration = row!.duration;
    expect(newest).toMatchObject({
      iterationNumber: before[0]!.iterationNumber + 1,
      iterationStart: now.toISOString(),
      iterationEnd: new Date(now.getTime() + duration * DAY_MS).toISOString(),
      createdAt: now.toISOString(),
      schedulingDetails: null,
    });
    expect(newest!.adNetworks.facebook!.videos).toEqual([expect.objectContaining({ adNetwork: 'facebook', fileName: 'facebook.mp4' })]);
  });

  it('CONF-39 the review: accept with GA creates the slot; reject archives with its reason', async () => {
    const [first, second] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.status, 'pending_review'))
      .orderBy(games.id)
      .limit(2);
    expect((await act(first!.id, 'accept_game_with_ga')).statusCode).toBe(202);
    await t.app.operations.drain();
    const accepted = await read(first!.id);
    expect(accepted.status).toBe('pending_sdk_integration');
    expect(accepted.gameAnalyticsId).toMatch(/^\d+$/);

    // The body schema built from the action's input refuses it, naming the field like every route's (body.).
    const bad = await act(second!.id, 'reject_game', { reason: 'too_late' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorList[0]).toMatchObject({ code: 'INVALID_REQUEST', path: 'body.reason' });
    const rejected = await act(second!.id, 'reject_game', { reason: 'already_tested' });
    expect(rejected.json<{ game: GameAnswer & { rejectionReason: string } }>().game).toMatchObject({
      status: 'archived',
      rejectionReason: 'already_tested',
    });
  });

  it('ACT-31 GD-22 BE-SUB-05 assign_ga_slot takes only slots the platform created', async () => {
    const id = await gameIn('in_testing');
    const empty = await act(id, 'assign_ga_slot', { gameAnalyticsId: '  ' });
    expect(empty.json().errorList[0]).toMatchObject({ path: 'gameAnalyticsId', detail: 'This field is required' });
    const unknown = await act(id, 'assign_ga_slot', { gameAnalyticsId: '999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorList[0]).toMatchObject({ code: 'GAME_ANALYTICS_GAME_NOT_FOUND', extra: { gameAnalyticsId: '999' } });
    const [slot] = (
      (await t.database.db.execute(
        sql`select s.id from analytics_slots s join games g on g.id = s.created_for_game_id
             where g.studio_id = (select studio_id from games where id = ${id}) limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const assigned = await act(id, 'assign_ga_slot', { gameAnalyticsId: slot!.id });
    expect(assigned.json<{ game: GameAnswer }>().game.gameAnalyticsId).toBe(slot!.id);
  });

  it('FBK-03..05 feedback is added (subject optional, body required) and deleted', async () => {
    const id = await gameIn('finished');
    const missing = await act(id, 'add_game_feedback', { subject: 'Only a subject' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorList[0]).toMatchObject({ code: 'INVALID_REQUEST', path: 'body.feedback' });
    const blank = await act(id, 'add_game_feedback', { subject: 'Only a subject', feedback: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errorList[0]).toMatchObject({ path: 'feedback', detail: FIELD_REQUIRED });
    const stranger = await act(id, 'add_game_feedback', { feedback: 'x', note: 1 });
    expect(stranger.json().errorList.map((e: { path: string }) => e.path)).toContain('body.note');
    expect((await act(id, 'add_game_feedback', { feedback: '<p>The tutorial is too long.</p>' })).statusCode).toBe(200);
    expect((await act(id, 'add_game_feedback', { subject: 'Art', feedback: '<p>Brighter colours.</p>' })).statusCode).toBe(200);
    const [row] = (
      (await t.database.db.execute(sql`select id from game_feedbacks where game_id = ${id} order by id desc limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    // FBK-08: the game's detail lists them, newest first, with their author.
    const detail = await t.app.inject({ method: 'GET', url: `/v1/my/game/${id}`, headers: await as(PM) });
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{ id: number; status: string; feedbacks: { id: number; subject: string | null; pmName: string }[] }>();
    expect(body.id).toBe(id);
    expect(body.feedbacks[0]).toMatchObject({ id: row!.id, subject: 'Art', pmName: 'Paula Marchetti' });
    expect(body.feedbacks[1]).toMatchObject({ subject: null });
    const deleted = await act(id, 'delete_game_feedback', { feedback_id: row!.id });
    expect(deleted.statusCode).toBe(200);
    expect((await act(id, 'delete_game_feedback', { feedback_id: row!.id })).statusCode).toBe(404);
  });

  it('ACT-36 PROJ-22 a game moves to another project of its studio and leaves it again', async () => {
    const id = await gameIn('finished');
    const fields = await t.app.inject({ method: 'GET', url: `/game/${id}/change_game_project`, headers: await as(PM) });
    const options = fields.json<{ fields: { param: string; options: { value: number }[] }[] }>().fields[0]!.options;
    const current = (await read(id)).projectId;
    expect(options.map((o) => o.value)).not.toContain(current);
    const target = options[0]!.value;
    const moved = await act(id, 'change_game_project', { project_id: target });
    expect(moved.json<{ game: GameAnswer }>().game).toMatchObject({ projectId: target });
    expect((await act(id, 'change_game_project', { project_id: target })).statusCode).toBe(400);
    const unlinked = await act(id, 'unlink_game_project');
    expect(unlinked.json<{ game: GameAnswer }>().game.projectGameCount).toBe(1);
  });

  it('TAG-02 TAG-04 BE-SUB-10 BE-ACT-08 set_game_genres needs one genre per category: its fields are read, then posted', async () => {
    const id = await gameIn('finished');
    const described = (await t.app.inject({ method: 'GET', url: `/game/${id}/set_game_genres`, headers: await as(PM) })).json<{
      fields: { param: string; type: string; value: unknown; options: { value: number; group: string }[] }[];
    }>().fields;
    // BE-ACT-08: each field names its param, its type and its current value.
    expect(described).toEqual([expect.objectContaining({ param: 'genres', type: 'integer[]', value: expect.any(Array) })]);
    const fields = described[0]!.options;
    const groups = [...new Set(fields.map((o) => o.group))];
    expect(groups.length).toBeGreaterThan(1);
    const oneEach = groups.map((group) => fields.find((o) => o.group === group)!.value);
    // Every category needs its genre, and only one.
    const partial = await act(id, 'set_game_genres', { genres: oneEach.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errorList[0]).toMatchObject({ path: 'genres' });
    const second = fields.find((o) => o.group === groups[0] && o.value !== oneEach[0])!.value;
    expect((await act(id, 'set_game_genres', { genres: [...oneEach, second] })).statusCode).toBe(400);
    expect((await act(id, 'set_game_genres', { genres: oneEach })).statusCode).toBe(200);
    const again = (await t.app.inject({ method: 'GET', url: `/game/${id}/set_game_genres`, headers: await as(PM) })).json<{
      fields: { value: number[] }[];
    }>();
    expect([...again.fields[0]!.value].sort()).toEqual([...oneEach].sort());
  });

  it('BE-ACT-01 PA-03 BE-ACT-10 refusals: read-only members, the wrong status, unknown actions, other studios', async () => {
    const pending = await gameIn('pending_testing');
    // A studio is not offered accept_testing (PA-07): posting it anyway is forbidden with its reason.
    const studioRefusal = await act(pending, 'accept_testing', undefined, 'lead@studio-one.test');
    expect(studioRefusal.statusCode).toBe(403);
    expect(studioRefusal.json().errorList[0].code).toBe('PERMISSION_DENIED_ACCEPT_TESTING');
    expect((await read(pending, 'lead@studio-one.test')).actions.map((action) => action.id)).not.toContain('accept_testing');
    const readOnly = await act(pending, 'decline_testing', undefined, 'dev@studio-one.test');
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({ detail: 'Forbidden', errorList: [{ code: 'PERMISSION_DENIED', detail: expect.any(String) }] });
    const wrongStatus = await act(pending, 'archive_game');
    expect(wrongStatus.statusCode).toBe(409);
    expect(wrongStatus.json().errorList[0]).toMatchObject({ code: 'ACTION_NOT_AVAILABLE', extra: { status: 'pending testing' } });
    expect((await act(pending, 'fly_to_the_moon')).statusCode).toBe(404);
    expect((await act(pending, 'kill_game', undefined, 'lead@studio-two.test')).statusCode).toBe(403);
    const notObject = await act(pending, 'kill_game', [1, 2]);
    expect(notObject.statusCode).toBe(400);
    // A caller who may not run the action is refused before the body is read.
    const refusedBody = await act(pending, 'decline_testing', { note: 'x'.repeat(50) }, 'dev@studio-one.test');
    expect(refusedBody.statusCode).toBe(403);
    // Each action has its own route; an unknown one on a game the caller may not see is still a 403.
    expect((await act(pending, 'fly_to_the_moon', undefined, 'lead@studio-two.test')).statusCode).toBe(403);
    // The game is as it was.
    expect((await read(pending)).status).toBe('pending_testing');
  });

  it('PA-05 a studio withdraws its request: decline_testing goes back to the last step', async () => {
    const id = await gameIn('pending_testing');
    const response = await act(id, 'decline_testing', undefined, 'lead@studio-one.test');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ game: GameAnswer & { substatus: string } }>().game).toMatchObject({
      status: 'pending_sdk_integration',
      substatus: JSON.stringify({ done: 'categories', current: 'upload_asset' }),
    });
  });

  it('ACT-27 BE-STAT-07 iterating while keeping the campaign: Is iterating, and the campaign still runs', async () => {
    const id = await gameIn(
      'in_testing',
      sql`${games.isManagedByProvider} and not (coalesce(${games.recommendation}, '') ilike 'low potential%')
          and exists (select 1 from campaigns c where c.game_id = ${games.id} and c.status = 'active')`,
      null,
    );
    const running = async () =>
      (await t.database.db.select({ network: campaigns.network }).from(campaigns).where(and(eq(campaigns.gameId, id), eq(campaigns.status, 'active'))))
        .map((row) => row.network)
        .sort();
    const before = await running();
    expect(before.length).toBeGreaterThan(0);
    const response = await act(id, 'iterate_keep_campaign');
    expect(response.statusCode).toBe(202);
    await t.app.operations.drain();
    expect(await read(id)).toMatchObject({ status: 'pending_sdk_integration', isIterating: true, disabled: false });
    expect(await running()).toEqual(before);
  });

  it('ACT-14 BE-STAT-12 extend_campaign is asynchronous and adds 4 days to the running campaign', async () => {
    const id = await gameIn(
      'in_testing',
      sql`${games.isManagedByProvider} and exists (
        select 1 from campaigns c join iterations i on i.id = c.iteration_id
         where c.game_id = ${games.id} and c.status = 'active' and i.iteration_number = ${games.nbIterations})`,
      null,
    );
    const newest = async () => (await t.app.inject({ method: 'GET', url: `/v1/game/${id}`, headers: await as(PM) })).json<GameIterations>().iterations[0]!;
    const durationOf = async (iterationId: number) =>
      (await t.database.db.select({ days: iterations.campaignDuration }).from(iterations).where(eq(iterations.id, iterationId)))[0]!.days;
    const before = await newest();
    const daysBefore = await durationOf(before.iterationId);
    const extended: number[] = [];
    const extend = networks.adapter.extendCampaign;
    networks.adapter.extendCampaign = (campaignId, days) => {
      extended.push(days);
      return extend(campaignId, days);
    };
    try {
      const response = await act(id, 'extend_campaign');
      expect(response.statusCode).toBe(202);
      const { game, operation } = response.json<{ game: GameAnswer; operation: OperationAnswer }>();
      expect(game.disabled).toBe(true);
      expect(operation.status).toBe('pending');
      // Nothing moves until the worker runs it.
      expect((await newest()).iterationEnd).toBe(before.iterationEnd);
      await t.app.operations.drain();
    } finally {
      networks.adapter.extendCampaign = extend;
    }
    const after = await newest();
    expect(after.iterationId).toBe(before.iterationId);
    expect(Date.parse(after.iterationEnd) - Date.parse(before.iterationEnd)).toBe(4 * DAY_MS);
    expect(await durationOf(after.iterationId)).toBe(daysBefore + 4);
    expect(extended.length).toBeGreaterThan(0);
    expect(extended.every((days) => days === 4)).toBe(true);
    expect(await read(id)).toMatchObject({ status: 'in_testing', disabled: false });
  });

  it('BE-STAT-14 IT-29 a campaign is finished once now passes its last iteration\'s start plus the campaign duration', async () => {
    const id = await gameIn('pending_testing', sql`not ${games.isCtr} and ${games.isManagedByProvider} and ${games.platform} = 'android'`, null);
    const start = t.clock.now();
    expect((await act(id, 'accept_testing')).statusCode).toBe(202);
    await t.app.operations.drain();
    const [row] = await t.database.db.select({ duration: games.campaignDuration, status: games.status }).from(games).where(eq(games.id, id));
    expect(row!.status).toBe('in_testing');
    const [last] = (await t.app.inject({ method: 'GET', url: `/v1/game/${id}`, headers: await as(PM) })).json<GameIterations>().iterations;
    expect(last!.iterationStart).toBe(start.toISOString());
    const end = start.getTime() + row!.duration * DAY_MS;
    expect(Date.parse(last!.iterationEnd)).toBe(end);
    // How the iteration reads a minute before and a minute after start + duration.
    const readAt = (now: number) =>
      iterationState({ isNewest: true, gameStatus: 'in_testing', start: last!.iterationStart, end: last!.iterationEnd, schedulingDetails: null, now });
    expect(readAt(end - 60_000)).toMatchObject({ kind: 'status', status: 'in_testing' });
    expect(readAt(end + 60_000)).toMatchObject({ kind: 'gathering', label: 'Finished' });
    // The provider tells the studio that the iteration ended only once that moment has passed.
    const toldAt = async (now: number) => (await iterationEndHandoffs(t.database.db, new Date(now))).map((notice) => notice.relatedContentId);
    expect(await toldAt(end - 60_000)).not.toContain(id);
    expect(await toldAt(end + 60_000)).toContain(id);
  });

  it('ACT-29 ACT-35 BE-ACT-09 a manual game\'s campaign choices: the current one and the studio\'s Facebook campaigns; the choice is posted as choice.facebook', async () => {
    const id = await gameIn('in_testing', sql`not ${games.isManagedByProvider}`, null);
    const choices = async () =>
      (await t.app.inject({ method: 'GET', url: `/game/${id}/update_studio_campaign`, headers: await as(PM) })).json<{
        fields: { param: string; type: string; value: unknown; options: { value: string; label: string; group: string }[] }[];
      }>().fields;
    const [row] = await t.database.db.select({ current: games.linkedCampaignId }).from(games).where(eq(games.id, id));
    const [choice] = await choices();
    // The current campaign is the field's value; the choices are the studio's Facebook campaigns.
    expect(choice).toMatchObject({ param: 'choice', type: 'select', value: row!.current });
    expect(choice!.options.length).toBeGreaterThan(1);
    for (const option of choice!.options) expect(option).toMatchObject({ group: 'facebook', label: expect.any(String) });
    const unknown = await act(id, 'update_studio_campaign', { choice: { facebook: 'act_0_0' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorList).toEqual([expect.objectContaining({ path: 'choice.facebook', detail: 'Choose a campaign from the list' })]);
    // Each change is posted as JSON with its Facebook part (a bare id is refused), and is then the current one.
    for (const option of choice!.options.filter((o) => o.value !== row!.current).slice(0, 2)) {
      expect((await act(id, 'update_studio_campaign', { choice: option.value })).statusCode).toBe(400);
      const changed = await act(id, 'update_studio_campaign', { choice: { facebook: option.value } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<{ game: GameAnswer & { linkedCampaignId: string } }>().game).toMatchObject({ status: 'in_testing', linkedCampaignId: option.value });
      expect((await choices())[0]!.value).toBe(option.value);
    }
  });

  it('CONF-19 BE-STAT-13 IT-31 an in-testing game whose test ended 7 days ago moves to finished', async () => {
    const [ended] = (
      (await t.database.db.execute(sql`
        select g.id, max(i.iteration_end) as ended from games g join iterations i on i.game_id = g.id
         where g.status = 'in_testing' group by g.id having max(i.iteration_end) < ${t.clock.now().toISOString()}
         order by 2 limit 1`)) as unknown as { rows: { id: number; ended: string | Date }[] }
    ).rows;
    expect(ended).toBeDefined();
    const endedAt = new Date(ended!.ended).getTime();
    expect(await finishEndedTests(t.database.db, networks.adapter, new Date(endedAt + 6 * DAY_MS))).not.toContain(ended!.id);
    expect(await finishEndedTests(t.database.db, networks.adapter, new Date(endedAt + 7 * DAY_MS + 1000))).toContain(ended!.id);
    expect((await read(ended!.id)).status).toBe('finished');
  });

  it('BE-OPS-01 a provider restart resumes what was queued or left running', async () => {
    const [queued, interrupted] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.status, 'in_testing'))
      .orderBy(games.id)
      .limit(2);
    const first = (await act(queued!.id, 'kill_game')).json<{ operation: OperationAnswer }>().operation;
    const second = (await act(interrupted!.id, 'kill_game')).json<{ operation: OperationAnswer }>().operation;
    // The second was claimed by a provider that stopped before it committed.
    await t.database.db
      .update(operations)
      .set({ status: 'running', startedAt: new Date(t.clock.now().getTime() - 10 * 60_000), attempts: 1 })
      .where(eq(operations.id, second.operationId));
    await t.app.close();

    const restarted = await buildProviderApp({
      database: t.database,
      clock: t.clock,
      secret: TEST_SECRET,
      maintenanceCacheMs: 0,
      adNetworks: networks.adapter,
      operations: { pollMs: 20 },
    });
    await restarted.ready();
    try {
      const statuses = async () =>
        (await t.database.db.select({ id: operations.id, status: operations.status }).from(operations))
          .filter((row) => row.id === first.operationId || row.id === second.operationId)
          .map((row) => row.status);
      for (let i = 0; i < 200 && (await statuses()).some((s) => s !== 'success'); i++) await new Promise((r) => setTimeout(r, 25));
      expect(await statuses()).toEqual(['success', 'success']);
      const [a] = await t.database.db.select({ status: games.status }).from(games).where(eq(games.id, queued!.id));
      const [b] = await t.database.db.select({ status: games.status }).from(games).where(eq(games.id, interrupted!.id));
      expect([a?.status, b?.status]).toEqual(['finished', 'finished']);
    } finally {
      await restarted.close();
      // The suite's own close() closes the app again: give it one that is open.
      t.app = await buildProviderApp({ database: t.database, clock: t.clock, secret: TEST_SECRET, operations: { autoStart: false } });
    }
  });
  it('BE-OPS-01 issue 18: a running operation stays with its worker while the lease is renewed, and is taken back once it lapses, or at once by a provider that owns its database', async () => {
    const [game] = await t.database.db.select({ id: games.id }).from(games).where(eq(games.status, 'in_testing')).orderBy(desc(games.id)).limit(1);
    const operation = (await act(game!.id, 'kill_game')).json<{ operation: OperationAnswer }>().operation;
    const ran: string[] = [];
    const worker = (options: Partial<OperationWorkerOptions> = {}) =>
      new OperationWorker({
        db: t.database.db,
        clock: t.clock,
        execute: async (_tx, claimed) => {
          ran.push(claimed.id);
          return { status: 'success' };
        },
        readError: () => null,
        log: { error: () => undefined },
        leaseMs: 1000,
        pollMs: 10_000,
        ...options,
      });
    const claimedBy = async (instanceId: string, renewedSecondsAgo: number) => {
      await t.database.db
        .insert(workerLeases)
        .values({ instanceId, renewedAt: sql`now() - ${renewedSecondsAgo}::integer * interval '1 second'` })
        .onConflictDoUpdate({ target: workerLeases.instanceId, set: { renewedAt: sql`now() - ${renewedSecondsAgo}::integer * interval '1 second'` } });
      await t.database.db.update(operations).set({ status: 'running', claimedBy: instanceId, attempts: 1 }).where(eq(operations.id, operation.operationId));
    };

    // Its worker renewed the lease just now: another worker leaves it alone.
    await claimedBy('alive', 0);
    await worker().drain();
    expect(ran).not.toContain(operation.operationId);
    // The lease lapsed (2 s unrenewed, 1 s lease): the worker is gone, the operation runs again.
    await claimedBy('alive', 2);
    await worker().drain();
    expect(ran).toContain(operation.operationId);

    // A provider on its own database (PGlite) starting: whatever ran before belongs to a process that is gone.
    ran.length = 0;
    await claimedBy('killed', 0);
    // (A lease of a minute: without taking it back at start, nothing would run within the wait.)
    const owner = worker({ exclusiveDatabase: true, pollMs: 10, leaseMs: 60_000 });
    await owner.start();
    try {
      for (let i = 0; i < 100 && !ran.includes(operation.operationId); i++) await new Promise((r) => setTimeout(r, 20));
      expect(ran).toContain(operation.operationId);
    } finally {
      await owner.stop();
    }
    // A worker that stops gives its lease up.
    expect(await t.database.db.select().from(workerLeases).where(eq(workerLeases.instanceId, owner.instanceId))).toEqual([]);
  });
});
