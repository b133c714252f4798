// The last step's properties at the provider (SUB-CAMP-07..09, SUB-CAMP-16): the
// Snapchat app name and the competition, saved with PUT /games/{id}, and the Snapchat
// app name that request_testing needs when Snapchat runs (SUB-CAMP-08).
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameGenres, games } from '../db/schema';
import { currentCompetition } from '../domain/reference/codifications';
import { startTestApp, TEST_START, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { addWaitingVideo } from '../testing/fixtures';

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

  it('SUB-CAMP-09 SUB-CAMP-16 enters the current competition only for a game whose genre it allows; null takes it out', async () => {
    const refusal = { path: 'competitionId', detail: 'This game cannot enter the current competition.' };
    expect((await save({ competitionId: competition.id })).json().errorList).toEqual([expect.objectContaining(refusal)]);
    await t.database.db.insert(gameGenres).values({ gameId, genreId: competition.allowedGenres[0]! });
    expect((await save({ competitionId: competition.id + 1 })).json().errorList).toEqual([expect.objectContaining(refusal)]);
    const entered = await save({ competitionId: competition.id });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ competitionId: competition.id });
    expect((await save({ competitionId: null })).json()).toMatchObject({ competitionId: null });
  });

  it('SUB-CAMP-08 request_testing needs the Snapchat app name when Snapchat runs', async () => {
    // The icon of a seeded game, so that only the name is missing.
    const [seeded] = await t.database.db.select({ icon: games.iconMediaId }).from(games).where(isNotNull(games.iconMediaId)).limit(1);
    await t.database.db.update(games).set({ snapchatAppName: null, iconMediaId: seeded!.icon }).where(eq(games.id, gameId));
    for (const network of ['facebook', 'snapchat'] as const) await addWaitingVideo(t.database.db, gameId, network);
    const refused = await t.app.inject({ method: 'POST', url: `/game/${gameId}/request_testing`, headers: lead, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList).toEqual([expect.objectContaining({ path: 'snapchatAppName', detail: 'This field is required' })]);
    await save({ snapchatAppName: 'Cup Runner' });
    expect((await t.app.inject({ method: 'POST', url: `/game/${gameId}/request_testing`, headers: lead, payload: {} })).statusCode).toBe(202);
  });
});
