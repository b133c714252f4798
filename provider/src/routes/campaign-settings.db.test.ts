// Campaign settings through the routes (SUB-BUD, BE-BUD), on PGlite and Postgres.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { syncCampaignStats } from '../domain/campaigns/campaigns';
import { simulatedAdNetworks } from '../domain/campaigns/adapter';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { addWaitingVideo, findGameIds } from '../testing/fixtures';
import { recommendedDailyBudget } from '@greenlight/rules';

interface Settings {
  status: string;
  dailyBudgetPerAdNetwork: Record<string, { budget: number; isManuallySet: boolean }>;
  minDailyBudget: number;
  maxDailyBudget: number;
  isBudgetReadOnly: boolean;
  currentCampaignDuration: number;
  isDurationReadOnly: boolean;
}

describe.each(await testDatabaseKinds())('campaign settings on %s', (kind) => {
  let t: TestApp;
  let running: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [running] = (await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'in_testing', isManagedByProvider: true }, 1)) as [number];
  });
  afterAll(async () => t?.close());

  const game = async (id: number, email = 'pm@greenlight.test') =>
    (await t.app.inject({ method: 'GET', url: `/game/${id}`, headers: await t.as(email) })).json<Settings>();
  const put = async (id: number, what: 'budget' | 'campaign_duration', payload: Record<string, unknown>, email = 'pm@greenlight.test') =>
    t.app.inject({ method: 'PUT', url: `/games/${id}/${what}`, headers: await t.as(email), payload });

  it('GD-28 BE-BUD-01/02 PERM-26 a game answers its budgets, bounds and whether the caller may change them', async () => {
    const pm = await game(running);
    expect(pm.dailyBudgetPerAdNetwork.facebook ?? pm.dailyBudgetPerAdNetwork.snapchat).toMatchObject({ isManuallySet: false });
    expect(pm).toMatchObject({ maxDailyBudget: 300, isBudgetReadOnly: false, isDurationReadOnly: false });
    // A studio member does not change a running campaign (SUB-BUD-11).
    const lead = await game(running, 'lead@studio-one.test');
    expect(lead).toMatchObject({ isBudgetReadOnly: true, isDurationReadOnly: true });
  });

  it('SUB-BUD-01 SUB-BUD-07 a budget moves by 10 within bounds; a running campaign spends it from tomorrow', async () => {
    const network = Object.keys((await game(running)).dailyBudgetPerAdNetwork)[0]!;
    const odd = await put(running, 'budget', { adNetwork: network, newBudget: 75 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errorList[0]).toMatchObject({ path: 'newBudget', detail: 'The daily budget moves in steps of $10' });
    const ok = await put(running, 'budget', { adNetwork: network, newBudget: 120 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Settings>().dailyBudgetPerAdNetwork[network]).toEqual({ budget: 120, isManuallySet: true });
    // Days already run keep their spend; the day after the change spends about the new budget.
    const spendOn = async (day: string) =>
      Number(
        (
          (await t.database.db.execute(sql`
            select coalesce(sum(s.spend), 0) as spend from ad_network_daily_stats s
             where s.game_id = ${running} and s.network = ${network} and s.day = ${day}`)) as unknown as { rows: { spend: number }[] }
        ).rows[0]!.spend,
      );
    const today = t.clock.now();
    const yesterday = new Date(today.getTime() - DAY_MS).toISOString().slice(0, 10);
    const before = await spendOn(yesterday);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 3 * DAY_MS));
    try {
      await syncCampaignStats(t.database.db, simulatedAdNetworks(), t.clock.now());
      expect(await spendOn(yesterday)).toBeCloseTo(before, 6);
      const tomorrow = new Date(today.getTime() + DAY_MS).toISOString().slice(0, 10);
      const after = await spendOn(tomorrow);
      if (after > 0) expect(after).toBeGreaterThan(120 * 0.8);
    } finally {
      t.clock.set(start);
    }
  });

  it('SUB-BUD-10 SUB-BUD-11 PERM-26 the duration stays within 4 and 14 days; a studio member may not change it', async () => {
    expect((await put(running, 'campaign_duration', { campaignDuration: 20 })).statusCode).toBe(400);
    expect((await put(running, 'campaign_duration', { campaignDuration: 12 }, 'lead@studio-one.test')).statusCode).toBe(403);
    const ok = await put(running, 'campaign_duration', { campaignDuration: 12 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Settings>().currentCampaignDuration).toBe(12);
  });

  it('SUB-BUD-05 a finished game\'s settings are read-only', async () => {
    const [finished] = await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'finished' }, 1);
    expect(await game(finished!)).toMatchObject({ isBudgetReadOnly: true, isDurationReadOnly: true });
    expect((await put(finished!, 'budget', { adNetwork: 'facebook', newBudget: 60 })).statusCode).toBe(403);
  });

  it('BE-BUD-04 SUB-BUD-04 BE-BUD-03 a game in its last step is recommended a budget by its videos waiting: more videos, more budget', async () => {
    const lead = await t.as('lead@studio-one.test');
    const created = await t.app.inject({ method: 'POST', url: '/api/games/', headers: lead, payload: { name: 'Budget Runner', platform: 'android', selectedAdNetworkIdList: [1] } });
    const id = created.json<{ id: number }>().id;
    const budget = async () => (await game(id, 'lead@studio-one.test')).dailyBudgetPerAdNetwork.facebook!;
    const none = await budget();
    expect(none).toEqual({ budget: recommendedDailyBudget('facebook', 0), isManuallySet: false });
    for (let i = 0; i < 3; i++) await addWaitingVideo(t.database.db, id, 'facebook');
    const three = await budget();
    expect(three).toEqual({ budget: recommendedDailyBudget('facebook', 3), isManuallySet: false });
    expect(three.budget).toBeGreaterThan(none.budget);
    // BE-BUD-03: the studio moves it by steps of 10 within the bounds; then it is its own.
    expect((await put(id, 'budget', { newBudget: three.budget + 5, adNetwork: 'facebook' }, 'lead@studio-one.test')).statusCode).toBe(400);
    expect((await put(id, 'budget', { newBudget: three.budget + 10, adNetwork: 'facebook' }, 'lead@studio-one.test')).statusCode).toBe(200);
    expect(await budget()).toEqual({ budget: three.budget + 10, isManuallySet: true });
  });
});
