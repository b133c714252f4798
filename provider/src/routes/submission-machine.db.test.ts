// Issue 42, the submission as a state machine on the provider: whoever calls (the page,
// a script with a token), no move passes a step that lacks its data, and a testing
// request names every step and field the game lacks. On both databases.
import { stepsFor, type StepId } from '@greenlight/rules';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { requirementGame } from '../domain/games/submission-steps';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { addWaitingVideo, completeSubmissionSteps } from '../testing/fixtures';

interface ErrorAnswer {
  detail: string;
  errorList: { code: string; detail: string; path?: string; extra?: { step: string; stepTitle: string } }[];
}
interface StepsAnswer {
  steps: { step: StepId; state: string; missing: { field: string; message: string }[] }[];
}

describe.each(await testDatabaseKinds())('the submission enforced on %s', (kind) => {
  let t: TestApp;
  let lead: { authorization: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    lead = await t.as('lead@studio-one.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (name: string, payload: object = {}) => {
    const created = await t.app.inject({ method: 'POST', url: '/api/games/', headers: lead, payload: { name, platform: 'ios', selectedAdNetworkIdList: [1], ...payload } });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: number }>().id;
  };
  const move = (id: number, substatus: object) => t.app.inject({ method: 'PUT', url: `/v1/game/${id}`, headers: lead, payload: { substatus: JSON.stringify(substatus) } });
  const substatusOf = async (id: number) => (await t.database.db.select({ substatus: games.substatus }).from(games).where(eq(games.id, id)))[0]!.substatus;
  const stepsOf = async (id: number, headers = lead) =>
    (await t.app.inject({ method: 'GET', url: `/v1/game/${id}/submission`, headers })).json<StepsAnswer>().steps;
  const seededIcon = async () => (await t.database.db.select({ icon: games.iconMediaId }).from(games).where(isNotNull(games.iconMediaId)).limit(1))[0]!.icon;

  it('issue 42 BE-SUB-01 a script that tries every jump on a new test: only moves that pass no step lacking its data are saved', async () => {
    const id = await create('Jumper');
    const [row] = await t.database.db.select().from(games).where(eq(games.id, id));
    const steps = stepsFor(requirementGame(row!)).map((step) => step.id);
    const start = JSON.stringify({ done: 'create', current: 'appstore_submission' });
    const linkStore = steps.indexOf('link_store');
    let refusals = 0;
    for (const [doneIndex, done] of [[-1, null] as const, ...steps.entries()]) {
      for (const [currentIndex, current] of steps.entries()) {
        await t.database.db.update(games).set({ substatus: start }).where(eq(games.id, id));
        const answer = await move(id, done ? { done, current } : { current });
        // Nothing is held beyond the first step: done may not reach Link to store, nor current pass it or skip a step.
        const allowed = doneIndex < linkStore && currentIndex <= Math.min(Math.max(doneIndex, 0) + 1, linkStore);
        expect(answer.statusCode, `done ${done}, current ${current}`).toBe(allowed ? 200 : 400);
        if (allowed) continue;
        refusals++;
        const { errorList } = answer.json<ErrorAnswer>();
        expect(errorList.length).toBeGreaterThan(0);
        for (const item of errorList) expect(item.code).toBe('SUBMISSION_STEP_INCOMPLETE');
        expect(await substatusOf(id)).toBe(start);
      }
    }
    expect(refusals).toBeGreaterThan(60);
  });

  it('issue 42 a jump from Link to store to the last step is refused, naming Link to store\'s missing fields', async () => {
    const id = await create('Skipper');
    const refused = await move(id, { done: 'categories', current: 'upload_asset' });
    expect(refused.statusCode).toBe(400);
    const { errorList } = refused.json<ErrorAnswer>();
    expect(errorList.map((item) => `${item.extra?.step}.${item.path}`)).toEqual(
      expect.arrayContaining(['link_store.storeId', 'link_store.bundleId', 'link_store.gameAnalyticsId', 'link_store.adjustAppToken', 'sdk_facebook.facebookAppId', 'categories.genres']),
    );
    expect(errorList[0]).toMatchObject({ detail: 'Link the game to its store: its AppStore ID is missing.', extra: { stepTitle: 'Link to store' } });
  });

  it('issue 42 ACT-21 SUB-CAMP-04 request_testing with an icon and one video only is refused, naming every step and field it lacks; complete, it is sent', async () => {
    const id = await create('Half Done');
    await t.database.db.update(games).set({ iconMediaId: await seededIcon(), substatus: JSON.stringify({ done: 'link_store', current: 'sdk_facebook' }) }).where(eq(games.id, id));
    await addWaitingVideo(t.database.db, id, 'facebook');
    const request = (payload: object) => t.app.inject({ method: 'POST', url: `/game/${id}/request_testing`, headers: lead, payload });
    const refused = await request({});
    expect(refused.statusCode).toBe(400);
    const { errorList } = refused.json<ErrorAnswer>();
    expect(errorList.map((item) => `${item.extra?.step}.${item.path}`)).toEqual([
      'link_store.storeId',
      'link_store.bundleId',
      'link_store.gameAnalyticsId',
      'link_store.adjustAppToken',
      'sdk_facebook.facebookAppId',
      'sdk_facebook.facebookAccess',
      'tinysauce_package.sdkEvents.analytics',
      'tinysauce_package.sdkEvents.attribution',
      'categories.genres',
      'categories.tags',
      'upload_asset.termsAccepted',
    ]);
    expect(errorList.at(-1)?.detail).toBe('Accept the terms of the publishing test.');
    // Nothing moved: the game is where it was.
    const [still] = await t.database.db.select({ status: games.status }).from(games).where(eq(games.id, id));
    expect(still?.status).toBe('pending_sdk_integration');
    await completeSubmissionSteps(t.database.db, id, t.clock.now());
    expect((await request({})).json<ErrorAnswer>().errorList.map((item) => item.path)).toEqual(['termsAccepted']);
    expect((await request({ termsAccepted: true })).statusCode).toBe(202);
  });

  it('issue 42 SUB-12 the steps say where the flow is (never past a step that lacks something) and what each lacks, the same for staff', async () => {
    const id = await create('Reader');
    // A substatus that claims more than the game holds (written before the checks, or by hand).
    await t.database.db.update(games).set({ substatus: JSON.stringify({ done: 'categories', current: 'upload_asset' }) }).where(eq(games.id, id));
    const steps = await stepsOf(id);
    expect(steps.map((step) => `${step.step}:${step.state}`)).toEqual([
      'create:done',
      'appstore_submission:done',
      'link_store:current',
      'sdk_facebook:disabled',
      'tinysauce_package:disabled',
      'game_building:disabled',
      'request_testing:disabled',
      'categories:disabled',
      'upload_asset:disabled',
    ]);
    expect(steps[2]!.missing.map((item) => item.field)).toEqual(['storeId', 'bundleId', 'gameAnalyticsId', 'adjustAppToken']);
    expect(await stepsOf(id, await t.as('pm@greenlight.test'))).toEqual(steps);
    // Another studio's lead may not see it.
    const other = await t.app.inject({ method: 'GET', url: `/v1/game/${id}/submission`, headers: await t.as('lead@studio-two.test') });
    expect(other.statusCode).toBe(403);
  });
});
