// The last step's properties at the provider (SUB-CAMP-07..09, SUB-CAMP-16, SUB-CAMP-19):
// the Snapchat app name, the competition and the inspiring webinar, saved with
// PUT /games/{id}; what request_testing needs and takes (the Snapchat app name when
// Snapchat runs, the Facebook app id); a manual game's request, which links the
// studio's own campaign (SUB-CAMP-12), through to the test that runs it.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, gameGenres, games } from '../db/schema';
import { currentCompetition, GENRES, recentWebinars } from '../domain/reference/codifications';
import { startTestApp, TEST_START, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { addWaitingVideo, completeSubmissionSteps } from '../testing/fixtures';

describe.each(await testDatabaseKinds())('the campaign setup on %s', (kind) => {
  let t: TestApp;
  let lead: { authorization: string };
  let gameId: number;
  const competition = currentCompetition(TEST_START);

  beforeAll(async () => {
    t = await startTestApp(kind);
    lead = await t.as('lead@studio-one.test');
    const created = await t.app.inject({ method: 'POST', url: '/api/games/', headers: lead, payload: { name: 'Cup Runner', platform: 'android', selectedAdNetworkIdList: [1, 2] } });
    gameId = created.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (payload: object) => t.app.inject({ method: 'PUT', url: `/games/${gameId}`, headers: lead, payload });

  it('SUB-CAMP-07 saves a Snapchat app name of at most 25 characters, trimmed; a longer one is refused, the name kept', async () => {
    const saved = await save({ snapchatAppName: '  Cup Runner  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ snapchatAppName: 'Cup Runner' });
    const refused = await save({ snapchatAppName: 'x'.repeat(26) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList).toEqual([expect.objectContaining({ path: 'snapchatAppName' })]);
    const [row] = await t.database.db.select({ name: games.snapchatAppName }).from(games).where(eq(games.id, gameId));
    expect(row!.name).toBe('Cup Runner');
  });

  it('SUB-CAMP-09 SUB-CAMP-16 BE-SUB-12 enters the current competition only for a game whose genre, platform and testing method it allows; null takes it out', async () => {
    const refusal = { path: 'competitionId', detail: 'This game cannot enter the current competition.' };
    // A genre the competition does not list.
    const otherGenre = GENRES.flatMap((category) => category.options.map((option) => option.id)).find((id) => !competition.allowedGenres.includes(id))!;
    await t.database.db.insert(gameGenres).values({ gameId, genreId: otherGenre });
    expect((await save({ competitionId: competition.id })).json().errorList).toEqual([expect.objectContaining(refusal)]);
    await t.database.db.delete(gameGenres).where(eq(gameGenres.gameId, gameId));
    await t.database.db.insert(gameGenres).values({ gameId, genreId: competition.allowedGenres[0]! });
    expect((await save({ competitionId: competition.id + 1 })).json().errorList).toEqual([expect.objectContaining(refusal)]);
    // The testing method: the competition takes CPI tests only, and the game's platform is one it lists.
    expect(competition.allowedTestingMethods).toEqual(['cpi']);
    expect(competition.allowedPlatforms).toContain('android');
    await t.database.db.update(games).set({ isCtr: true }).where(eq(games.id, gameId));
    expect((await save({ competitionId: competition.id })).json().errorList).toEqual([expect.objectContaining(refusal)]);
    await t.database.db.update(games).set({ isCtr: false }).where(eq(games.id, gameId));
    const entered = await save({ competitionId: competition.id });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ competitionId: competition.id });
    expect((await save({ competitionId: null })).json()).toMatchObject({ competitionId: null });
  });

  it('SUB-CAMP-08 request_testing needs the Snapchat app name when Snapchat runs', async () => {
    // Every earlier step done and the icon of a seeded game, so that only the name is missing.
    await completeSubmissionSteps(t.database.db, gameId);
    const [seeded] = await t.database.db.select({ icon: games.iconMediaId }).from(games).where(isNotNull(games.iconMediaId)).limit(1);
    await t.database.db.update(games).set({ snapchatAppName: null, iconMediaId: seeded!.icon }).where(eq(games.id, gameId));
    for (const network of ['facebook', 'snapchat'] as const) await addWaitingVideo(t.database.db, gameId, network);
    const request = () => t.app.inject({ method: 'POST', url: `/game/${gameId}/request_testing`, headers: lead, payload: { termsAccepted: true } });
    const refused = await request();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList).toEqual([expect.objectContaining({ path: 'snapchatAppName', detail: 'This field is required' })]);
    await save({ snapchatAppName: 'Cup Runner' });
    expect((await request()).statusCode).toBe(202);
  });

  const seededIcon = async () => {
    const [seeded] = await t.database.db.select({ icon: games.iconMediaId }).from(games).where(isNotNull(games.iconMediaId)).limit(1);
    return seeded!.icon;
  };
  const create = async (payload: object) => {
    const created = await t.app.inject({ method: 'POST', url: '/api/games/', headers: lead, payload });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: number; actions: { id: string }[] }>();
  };

  it('SUB-CAMP-19 REF-12 a game says which recent webinar inspired it; another id is refused, null takes it back', async () => {
    const recent = recentWebinars(t.clock.now(), '');
    expect(recent).toHaveLength(6);
    expect(recent.every((webinar) => new Date(webinar.date) <= t.clock.now())).toBe(true);
    const codifications = await t.app.inject({ method: 'GET', url: '/codifications/', headers: lead });
    expect(codifications.json().recentWebinars.map((webinar: { id: number }) => webinar.id)).toEqual(recent.map((webinar) => webinar.id));
    const { id } = await create({ name: 'Webinar Idea', platform: 'ios', selectedAdNetworkIdList: [1] });
    const save = (payload: object) => t.app.inject({ method: 'PUT', url: `/games/${id}`, headers: lead, payload });
    const saved = await save({ inspiredByWebinar: recent[1]!.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ inspiredByWebinar: recent[1]!.id });
    for (const wrong of [recent[0]!.id + 7, recent.at(-1)!.id - 14]) {
      const refused = await save({ inspiredByWebinar: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorList).toEqual([expect.objectContaining({ path: 'inspiredByWebinar', detail: 'Choose one of the recent webinars.' })]);
    }
    expect((await save({ inspiredByWebinar: null })).json()).toMatchObject({ inspiredByWebinar: null });
  });

  it('SUB-CAMP-11 SUB-CAMP-15 request_testing takes the Facebook app id with the rules\' message; a new one withdraws the access granted', async () => {
    const { id } = await create({ name: 'App Id Runner', platform: 'android', selectedAdNetworkIdList: [1] });
    await t.database.db.update(games).set({ facebookAppId: '123456789012345' }).where(eq(games.id, id));
    await completeSubmissionSteps(t.database.db, id, t.clock.now());
    await t.database.db.update(games).set({ iconMediaId: await seededIcon() }).where(eq(games.id, id));
    await addWaitingVideo(t.database.db, id, 'facebook');
    const fields = await t.app.inject({ method: 'GET', url: `/game/${id}/request_testing`, headers: lead });
    expect(fields.json().fields).toEqual([
      expect.objectContaining({ param: 'changelogs' }),
      expect.objectContaining({ param: 'facebookAppId', type: 'string', value: '123456789012345' }),
    ]);
    const refused = await t.app.inject({ method: 'POST', url: `/game/${id}/request_testing`, headers: lead, payload: { facebookAppId: '12ab', termsAccepted: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList).toEqual([
      expect.objectContaining({ path: 'facebookAppId', detail: 'Valid Facebook App Ids are between 15 and 17 digits long' }),
    ]);
    const asked = await t.app.inject({ method: 'POST', url: `/game/${id}/request_testing`, headers: lead, payload: { facebookAppId: ' 9876543210987654 ', termsAccepted: true } });
    expect(asked.statusCode).toBe(202);
    await t.app.operations.drain();
    const [row] = await t.database.db
      .select({ status: games.status, appId: games.facebookAppId, granted: games.facebookAccessGrantedAt })
      .from(games)
      .where(eq(games.id, id));
    expect(row).toEqual({ status: 'pending_testing', appId: '9876543210987654', granted: null });
  });

  it('SUB-CAMP-06 SUB-CAMP-12 BE-SUB-11 a manual game requests testing by linking one of the studio\'s Facebook campaigns; the test runs it', async () => {
    // lead@ may not choose the setup (create_dedicated_ad_account_games): the studio's manual game is set so.
    const { id: gameId } = await create({ name: 'Own Campaign', platform: 'android', selectedAdNetworkIdList: [1] });
    await t.database.db.update(games).set({ isManagedByProvider: false }).where(eq(games.id, gameId));
    await completeSubmissionSteps(t.database.db, gameId, t.clock.now());
    const created = (await t.app.inject({ method: 'GET', url: `/game/${gameId}`, headers: lead })).json<{ id: number; actions: { id: string }[] }>();
    const listed = created.actions.map((action) => action.id);
    expect(listed).toContain('test_studio_campaign');
    expect(listed).not.toContain('request_testing');
    const fields = await t.app.inject({ method: 'GET', url: `/game/${created.id}/test_studio_campaign`, headers: lead });
    const [choice] = fields.json<{ fields: { param: string; options: { value: string }[] }[] }>().fields;
    expect(choice!.param).toBe('choice');
    const campaignId = choice!.options[1]!.value;
    const link = () =>
      t.app.inject({ method: 'POST', url: `/game/${created.id}/test_studio_campaign`, headers: lead, payload: { choice: { facebook: campaignId }, termsAccepted: true } });
    // SUB-CAMP-05: the icon first (a manual game sends no videos); nothing changes meanwhile.
    const refused = await link();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList).toEqual([expect.objectContaining({ path: 'icon', detail: 'Upload the game icon before requesting testing.' })]);
    await t.database.db.update(games).set({ iconMediaId: await seededIcon() }).where(eq(games.id, created.id));
    const linked = await link();
    expect(linked.statusCode).toBe(200);
    expect(linked.json().game).toMatchObject({ status: 'pending_testing', linkedCampaignId: campaignId });
    // PA-02: approved, the test runs the studio's campaign in its own ad account.
    const pm = await t.as('pm@greenlight.test');
    expect((await t.app.inject({ method: 'POST', url: `/game/${created.id}/accept_testing`, headers: pm })).statusCode).toBe(202);
    await t.app.operations.drain();
    const [campaign] = await t.database.db
      .select({ status: campaigns.status, externalId: campaigns.externalId, network: campaigns.network })
      .from(campaigns)
      .where(and(eq(campaigns.gameId, created.id)));
    expect(campaign).toEqual({ status: 'active', externalId: campaignId, network: 'facebook' });
  });
});
