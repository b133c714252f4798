// Iteration KPIs on hand-made stats (IT, BE-KPI, CH-06, VID), on PGlite and Postgres:
// every expected number below is worked out from the rows inserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db';
import { adNetworkDailyStats, campaigns, games, iterations, studios, videos } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Iteration, KpiFamily } from '../../schemas/iterations';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { dailyStat } from '../../testing/fixtures';
import { loadGameIterations, parseKpiFamilies } from './iterations';
import type { Principal } from '../accounts/principal';

const NOW = new Date('2025-06-30T12:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const principal = (permissions: string[], memberships: Principal['memberships'] = []): Principal => ({
  userId: 1,
  sessionId: 's',
  email: 'someone@test',
  firstName: 'Some',
  lastName: 'One',
  profile: '',
  userType: memberships.length > 0 ? 'studio' : 'pm',
  isStaff: memberships.length === 0,
  isSuperuser: false,
  darkMode: false,
  confidenceLevel: 0.95,
  impersonatorId: null,
  impersonator: null,
  lastLogin: null,
  permissions: new Set(permissions),
  memberships,
  studiosDeactivated: false,
});
const pm = principal(['view_pm_interface', 'view_cpnu']);
const juniorPm = principal(['view_pm_interface']);

/** The database with select and execute counted: one call, one query. */
function countingDb(db: Db) {
  let queries = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'select' || property === 'execute') {
        return (...args: unknown[]) => {
          queries++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
  return { db: proxy as Db, queries: () => queries };
}

const stat = dailyStat;

describe.each(await testDatabaseKinds())('loadGameIterations on %s', (kind) => {
  let database: Database;
  const id = { studioA: 0, studioB: 0, android: 0, ios: 0, ctr: 0, fresh: 0, peer: 0, old: 0, other: 0 };
  const iter = { a1: 0, a2: 0, a3: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const [a, b] = await db
      .insert(studios)
      .values([
        { slug: 'it-a', name: 'Iteration Studio A', country: 'FR', createdAt: day('2024-01-01') },
        { slug: 'it-b', name: 'Iteration Studio B', country: 'FR', createdAt: day('2024-01-01') },
      ])
      .returning({ id: studios.id });
    id.studioA = a!.id;
    id.studioB = b!.id;
    const game = async (name: string, values: Partial<typeof games.$inferInsert> = {}) => {
      const [row] = await db
        .insert(games)
        .values({ studioId: id.studioA, name, platform: 'android', status: 'in_testing', createdAt: day('2024-12-01'), ...values })
        .returning({ id: games.id });
      return row!.id;
    };
    const iteration = async (gameId: number, iterationNumber: number, start: string, budget: Record<string, number>) => {
      const [row] = await db
        .insert(iterations)
        .values({
          gameId,
          iterationNumber,
          iterationStart: day(start),
          iterationEnd: new Date(day(start).getTime() + 7 * 86_400_000),
          campaignDuration: 7,
          dailyBudget: JSON.stringify(budget),
          createdAt: day(start),
        })
        .returning({ id: iterations.id });
      return row!.id;
    };
    const both = { facebook: 100, snapchat: 50 };

    id.android = await game('Android Both', { selectedAdNetworkIds: [1, 2] });
    id.ios = await game('iOS Game', { platform: 'ios' });
    id.ctr = await game('Click Test', { isCtr: true });
    id.fresh = await game('Fresh Start', { studioId: id.studioB });
    id.peer = await game('Peer');
    id.old = await game('Old One');
    id.other = await game('Other Studio', { studioId: id.studioB });

    iter.a1 = await iteration(id.android, 1, '2025-06-01', both);
    iter.a2 = await iteration(id.android, 2, '2025-06-24', both);
    iter.a3 = await iteration(id.android, 3, '2025-07-03', both);
    const ios1 = await iteration(id.ios, 1, '2025-06-01', { facebook: 100 });
    const ctr1 = await iteration(id.ctr, 1, '2025-06-10', { facebook: 80 });
    const fresh1 = await iteration(id.fresh, 1, '2025-06-29', { facebook: 100 });
    const peer1 = await iteration(id.peer, 1, '2025-05-01', { facebook: 100 });
    const old1 = await iteration(id.old, 1, '2025-01-01', { facebook: 100 });
    const other1 = await iteration(id.other, 1, '2025-06-01', { facebook: 100 });

    await db.insert(adNetworkDailyStats).values([
      // Android, iteration 1: both networks, every cohort mature.
      stat({
        iterationId: iter.a1, gameId: id.android, day: '2025-06-01', spend: 100, impressions: 10_000, clicks: 200,
        installs: 100, newUsers: 90, retainedD1: 36, retainedD7: 9, retainedD14: 5, retainedD28: 3, playtime: 600,
        d3Playtime: 1500, sessionLength: 120, males: 45,
      }),
      stat({
        iterationId: iter.a1, gameId: id.android, network: 'snapchat', day: '2025-06-01', spend: 50, impressions: 8000,
        clicks: 160, installs: 50, newUsers: 50, retainedD1: 15, retainedD7: 4, retainedD14: 2, retainedD28: 1, playtime: 400,
        d3Playtime: 1000, sessionLength: 100, males: 20,
      }),
      // Android, iteration 2: Facebook only (Snapchat refused); the 29th is not a day old yet.
      stat({
        iterationId: iter.a2, gameId: id.android, day: '2025-06-24', spend: 60, impressions: 6000, clicks: 150,
        installs: 120, newUsers: 110, retainedD1: 44, playtime: 700, d3Playtime: 1600, sessionLength: 130, males: 55,
      }),
      stat({
        iterationId: iter.a2, gameId: id.android, day: '2025-06-29', spend: 40, impressions: 4000, clicks: 100,
        installs: 80, newUsers: 70, playtime: 650, sessionLength: 110, males: 30,
      }),
      stat({
        iterationId: ios1, gameId: id.ios, day: '2025-06-01', spend: 100, impressions: 9000, clicks: 180, installs: 50,
        newUsers: 48, retainedD1: 24, retainedD7: 6, retainedD14: 4, retainedD28: 2, playtime: 900, d3Playtime: 2000,
        sessionLength: 200, males: 20,
      }),
      stat({ iterationId: ctr1, gameId: id.ctr, day: '2025-06-10', spend: 80, impressions: 20_000, clicks: 300 }),
      stat({
        iterationId: fresh1, gameId: id.fresh, day: '2025-06-29', spend: 90, impressions: 9000, clicks: 200,
        installs: 150, newUsers: 140, playtime: 500, sessionLength: 100, males: 70,
      }),
      stat({
        iterationId: peer1, gameId: id.peer, day: '2025-05-01', spend: 60, impressions: 6000, clicks: 120, installs: 100,
        newUsers: 100, retainedD1: 30, retainedD7: 8, playtime: 500, d3Playtime: 1200, sessionLength: 90, males: 50,
      }),
      stat({
        iterationId: old1, gameId: id.old, day: '2025-01-01', spend: 10, impressions: 1000, clicks: 10, installs: 100,
        newUsers: 100, retainedD1: 90, playtime: 100, sessionLength: 10, males: 1,
      }),
      stat({
        iterationId: other1, gameId: id.other, day: '2025-06-01', spend: 10, impressions: 1000, clicks: 10, installs: 100,
        newUsers: 100, retainedD1: 90, playtime: 100, sessionLength: 10, males: 1,
      }),
    ]);
    const updatedAt = day('2025-06-01');
    await db.insert(campaigns).values([
      { iterationId: iter.a1, gameId: id.android, network: 'facebook', status: 'stopped', externalId: `sim-facebook-${iter.a1}`, updatedAt },
      { iterationId: iter.a1, gameId: id.android, network: 'snapchat', status: 'stopped', externalId: `sim-snapchat-${iter.a1}`, updatedAt },
      { iterationId: iter.a2, gameId: id.android, network: 'facebook', status: 'active', externalId: `sim-facebook-${iter.a2}`, updatedAt },
      {
        iterationId: iter.a2, gameId: id.android, network: 'snapchat', status: 'campaign_creation_failed',
        error: 'The ad account reached its campaign limit', updatedAt,
      },
    ]);
    const video = (iterationId: number, gameId: number, network: string, fileName: string, weight: number, appeal: number, adultContent = false) => ({
      iterationId, gameId, network, fileName, weight, appeal, adultContent, createdAt: updatedAt,
    });
    await db.insert(videos).values([
      video(iter.a1, id.android, 'facebook', 'gameplay_v1_facebook.mp4', 1, 1),
      video(iter.a1, id.android, 'facebook', 'gameplay_v2_facebook.mp4', 1, 1.5),
      video(iter.a1, id.android, 'snapchat', 'gameplay_v1_snapchat.mp4', 2, 1),
      video(iter.a1, id.android, 'snapchat', 'gameplay_v2_snapchat.mp4', 1, 1, true),
      video(ios1, id.ios, 'facebook', 'gameplay_v1_facebook.mp4', 1, 1),
      video(ios1, id.ios, 'facebook', 'gameplay_v2_facebook.mp4', 1, 1.2),
      video(ctr1, id.ctr, 'facebook', 'gameplay_v1_facebook.mp4', 1, 0.8),
      video(ctr1, id.ctr, 'facebook', 'gameplay_v2_facebook.mp4', 1, 1.3),
    ]);
  });
  afterAll(async () => database?.close());

  const load = (gameId: number, who: Principal = pm, families?: ReadonlySet<KpiFamily>) =>
    loadGameIterations(database.db, who, NOW, gameId, families);
  const byNumber = (list: Iteration[], n: number) => list.find((i) => i.iterationNumber === n)!;

  it('IT-01 IT-27 answers every iteration newest first with its dates and global KPIs', async () => {
    const { id: gameId, iterations: list } = await load(id.android);
    expect(gameId).toBe(id.android);
    expect(list.map((i) => i.iterationNumber)).toEqual([3, 2, 1]);
    const first = byNumber(list, 1);
    expect(first).toMatchObject({
      iterationId: iter.a1,
      iterationStart: '2025-06-01T00:00:00.000Z',
      iterationEnd: '2025-06-08T00:00:00.000Z',
      createdAt: '2025-06-01T00:00:00.000Z',
      schedulingDetails: null,
      fbInstalls: 150,
      linkClicks: 360,
      impressions: 18_000,
      spend: 150,
      newUsers: 140,
    });
    expect(first.cpi).toBeCloseTo(1, 10);
    expect(first.cpnu).toBeCloseTo(150 / 140, 10);
    expect(first.ctr).toBeCloseTo(0.02, 10);
    expect(first.d1Ret).toBeCloseTo(51 / 140, 10);
    expect(first.d7Ret).toBeCloseTo(13 / 140, 10);
    expect(first.d14Ret).toBeCloseTo(7 / 140, 10);
    // The 1st's cohorts are on their 29th day: D28 is known.
    expect(first.d28Ret).toBeCloseTo(4 / 140, 10);
    expect(first.shareOfMales).toBeCloseTo(65 / 140, 10);
    // (600 × 90 + 400 × 50) / 140 = 528.57 s, (1500 × 90 + 1000 × 50) / 140 = 1321.4 s, (120 × 90 + 100 × 50) / 140 = 112.9 s.
    expect(first.playtime).toBeCloseTo(74_000 / 140, 10);
    expect(first.playtimeHumanReadable).toBe('8m49s');
    expect(first.d3PlaytimeHumanReadable).toBe('22m01s');
    expect(first.sessionLengthHumanReadable).toBe('1m53s');
    // CPI $1.00 misses $0.40: low potential. Score: CPI 0.4 of the threshold → 0, D1 36.4% (1.04) → 4,
    // D7 9.3% (0.93) → 3: a mean of 2.33, so 2.
    expect(first.recommendation).toBe('low potential (low proto score)');
    expect(first.score).toBe(2);
  });

  it('IT-16 IT-19 a scheduled iteration says when it starts and has no data yet', async () => {
    const scheduled = byNumber((await load(id.android)).iterations, 3);
    expect(scheduled.schedulingDetails).toBe('Campaign scheduled to start on 03-07-2025');
    expect(scheduled).toMatchObject({ cpi: null, spend: null, fbInstalls: null, score: null, recommendation: 'pending data' });
    expect(scheduled.studioData?.cpi?.daily).toEqual([]);
  });

  it('BE-KPI-09 IT-24 D1 counts mature cohorts only, and is null while no cohort is a day old', async () => {
    const second = byNumber((await load(id.android)).iterations, 2);
    // The 24th is mature (44 of 110 came back); the 29th is not: 44 / 110, not 44 / 180.
    expect(second.d1Ret).toBeCloseTo(0.4, 10);
    expect(second.d7Ret).toBeNull();
    expect(second.d28Ret).toBeNull();
    expect(second.d3Playtime).toBeCloseTo(1600, 10);
    const [fresh] = (await load(id.fresh)).iterations;
    expect(fresh).toMatchObject({
      d1Ret: null, d7Ret: null, d14Ret: null, d28Ret: null, score: null, recommendation: 'cohorts not mature',
    });
    expect(fresh!.cpi).toBeCloseTo(0.6, 10);
  });

  it('IT-11 BE-KPI-03 diffs against the previous iteration: lower costs and higher retention are better', async () => {
    const list = (await load(id.android)).iterations;
    const second = byNumber(list, 2);
    expect(second.cpiDiff).toBeCloseTo(0.5 - 1, 10);
    expect(second.cpiDiffIsBetter).toBe(true);
    expect(second.cpnuDiff).toBeCloseTo(100 / 180 - 150 / 140, 10);
    expect(second.cpnuDiffIsBetter).toBe(true);
    expect(second.d1RetDiff).toBeCloseTo(0.4 - 51 / 140, 10);
    expect(second.d1RetDiffIsBetter).toBe(true);
    expect(second).toMatchObject({ d7RetDiff: null, d7RetDiffIsBetter: null });
    // Facebook against Facebook: CPI 100 / 200 against 1.00; D1 0.4 against 36 / 90 = 0.4: not better.
    expect(second.adNetworks.facebook!.cpiDiff).toBeCloseTo(-0.5, 10);
    expect(second.adNetworks.facebook!.d1RetDiff).toBeCloseTo(0, 10);
    expect(second.adNetworks.facebook!.d1RetDiffIsBetter).toBe(false);
    // Against a scheduled iteration, or from the first one, there is nothing to compare.
    expect(byNumber(list, 3)).toMatchObject({ cpiDiff: null, cpiDiffIsBetter: null, d1RetDiff: null });
    expect(byNumber(list, 1)).toMatchObject({ cpiDiff: null, cpnuDiff: null, d1RetDiff: null, d7RetDiff: null });
  });

  it('issue 43: every measured KPI has its interval at the caller\'s level, and its change a verdict', async () => {
    const second = byNumber((await load(id.android)).iterations, 2);
    const evidence = new Map(second.evidence!.map((e) => [e.kpi, e]));
    expect([...evidence.keys()]).toEqual(['cpi', 'cpnu', 'cpm', 'ctr', 'install_rate', 'ipm', 'd1']);
    // The same value as the block's own field, measured on the units it was bought with.
    expect(evidence.get('cpi')).toMatchObject({ sampleUnit: 'installs', sample: second.fbInstalls });
    expect(evidence.get('cpi')!.value).toBeCloseTo(second.cpi!, 10);
    expect(evidence.get('d1')!.value).toBeCloseTo(second.d1Ret!, 10);
    for (const item of evidence.values()) {
      expect(item.interval!.level).toBe(0.95);
      expect(item.interval!.low).toBeLessThanOrEqual(item.value);
      expect(item.comparison!.interval.level).toBe(0.95);
      expect(['better', 'worse', 'not_known_yet']).toContain(item.comparison!.verdict);
    }
    // CPI halved on 300 installs against 150: better, and by a ratio below 1 all along.
    expect(evidence.get('cpi')!.comparison).toMatchObject({ scale: 'ratio', verdict: 'better' });
    expect(evidence.get('cpi')!.comparison!.interval.high).toBeLessThan(1);
    // D1 40% of 110 against 36% of 140: not known yet; the previous iteration's 140 new users
    // alone leave more doubt than a 3.6-point change, so no amount of this one settles it.
    expect(evidence.get('d1')!.comparison).toMatchObject({ scale: 'difference', verdict: 'not_known_yet', moreSampleNeeded: null });
    // The charts' days carry their own interval (issue 43), from that day's counts.
    const days = second.studioData!.cpi!.daily;
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      expect(day.interval!.low).toBeLessThanOrEqual(day.value!);
      expect(day.interval!.high!).toBeGreaterThanOrEqual(day.value!);
    }
    expect(second.studioData!.d1!.daily.find((day) => day.value === null)?.interval ?? null).toBeNull();
    // The score at both ends of its KPIs' intervals.
    expect(second.scoreInterval!.low).toBeLessThanOrEqual(second.score!);
    expect(second.scoreInterval!.high).toBeGreaterThanOrEqual(second.score!);
    // The first iteration has nothing to compare with; a network block has its own evidence.
    expect(byNumber((await load(id.android)).iterations, 1).evidence!.every((e) => e.comparison === null)).toBe(true);
    expect(second.adNetworks.facebook!.evidence!.map((e) => e.kpi)).toContain('d1');
    // A user who chose 99% gets wider intervals than one who chose 80%.
    const wide = byNumber((await load(id.android, { ...pm, confidenceLevel: 0.99 })).iterations, 2).evidence!;
    const narrow = byNumber((await load(id.android, { ...pm, confidenceLevel: 0.8 })).iterations, 2).evidence!;
    expect(wide[0]!.interval!.level).toBe(0.99);
    expect(wide[0]!.interval!.high! - wide[0]!.interval!.low).toBeGreaterThan(narrow[0]!.interval!.high! - narrow[0]!.interval!.low);
  });

  it('IT-03 IT-28 one block per network the iteration ran on, with its campaign status and KPIs', async () => {
    const list = (await load(id.android)).iterations;
    const first = byNumber(list, 1);
    expect(Object.keys(first.adNetworks).sort()).toEqual(['facebook', 'snapchat']);
    expect(first.adNetworks.facebook).toMatchObject({ adNetwork: 'facebook', adNetworkId: 1, status: 'stopped', restricted: false, spend: 100, fbInstalls: 100 });
    expect(first.adNetworks.facebook!.d1Ret).toBeCloseTo(0.4, 10);
    expect(first.adNetworks.snapchat).toMatchObject({ adNetworkId: 2, status: 'stopped', spend: 50, newUsers: 50 });
    expect(first.adNetworks.snapchat!.cpi).toBeCloseTo(1, 10);
    const second = byNumber(list, 2);
    expect(second.adNetworks.snapchat).toMatchObject({
      status: 'campaign_creation_failed',
      campaignError: 'The ad account reached its campaign limit',
      spend: null,
      cpi: null,
      recommendation: 'pending data',
      videos: [],
    });
    expect(second.adNetworks.facebook!.status).toBe('active');
    // The budget names the networks of an iteration that has no campaign yet.
    expect(Object.keys(byNumber(list, 3).adNetworks).sort()).toEqual(['facebook', 'snapchat']);
    expect(byNumber(list, 3).adNetworks.facebook!.status).toBeNull();
  });

  it('IT-21 BE-KPI-08 an iOS game\'s networks keep only what the network counts', async () => {
    const [first] = (await load(id.ios)).iterations;
    const facebook = first!.adNetworks.facebook!;
    expect(facebook).toMatchObject({
      restricted: true,
      d1Ret: null,
      d7Ret: null,
      d14Ret: null,
      d28Ret: null,
      cpnu: null,
      newUsers: null,
      shareOfMales: null,
      playtime: null,
      playtimeHumanReadable: null,
      d3Playtime: null,
      sessionLength: null,
      score: null,
      recommendation: null,
      fbInstalls: 50,
      linkClicks: 180,
      impressions: 9000,
      spend: 100,
    });
    expect(facebook.cpi).toBeCloseTo(2, 10);
    expect(facebook.ctr).toBeCloseTo(0.02, 10);
    expect(facebook.videos).toHaveLength(2);
    // The global block still has everything.
    expect(first!.d1Ret).toBeCloseTo(0.5, 10);
    expect(first!.d28Ret).toBeCloseTo(2 / 48, 10);
    expect(first!.newUsers).toBe(48);
  });

  it('IT-05 PERM-10 CPNU, its diff and its chart stay hidden without view_cpnu', async () => {
    const list = (await load(id.android, juniorPm)).iterations;
    const second = byNumber(list, 2);
    expect(second).toMatchObject({ cpnu: null, cpnuDiff: null, cpnuDiffIsBetter: null });
    expect(second.adNetworks.facebook!.cpnu).toBeNull();
    expect(second.studioData!.cpnu).toBeNull();
    expect(second.cpi).toBeCloseTo(0.5, 10);
  });

  it('VID-02 VID-09 BE-KPI-05 splits each network\'s numbers over its videos; the global list ranks them all', async () => {
    const first = byNumber((await load(id.android)).iterations, 1);
    const facebook = first.adNetworks.facebook!.videos!;
    expect(facebook.map((v) => v.fileName)).toEqual(['gameplay_v1_facebook.mp4', 'gameplay_v2_facebook.mp4']);
    expect(facebook.reduce((s, v) => s + v.data.impressions, 0)).toBe(10_000);
    expect(facebook.reduce((s, v) => s + v.data.linkClicks, 0)).toBe(200);
    expect(facebook.reduce((s, v) => s + v.data.fbInstalls, 0)).toBe(100);
    expect(facebook.reduce((s, v) => s + Math.round(v.data.spend * 100), 0)).toBe(10_000);
    // Same weight, appeal 1 against 1.5: 80 and 120 clicks, 40 and 60 installs at $50 each.
    expect(facebook.map((v) => [v.data.linkClicks, v.data.fbInstalls, v.data.spend])).toEqual([
      [80, 40, 50],
      [120, 60, 50],
    ]);
    expect(facebook.map((v) => v.data.bestVideo)).toEqual([false, true]);
    expect(facebook.every((v) => v.adNetwork === 'facebook' && v.video === null)).toBe(true);
    const snapchat = first.adNetworks.snapchat!.videos!;
    const adult = snapchat.find((v) => v.adultContent)!;
    expect(adult.data).toMatchObject({ spend: 0, impressions: 0, fbInstalls: 0, cpi: null, bestVideo: false });
    expect(adult.perf.rank).toBe(2);
    // Global: $50, $50, $50, $0 → ranks 1-3 by impressions (8000 beats 5000), the refused one last.
    expect(first.videos!.map((v) => v.perf.rank)).toEqual([1, 2, 3, 4]);
    expect(first.videos![0]!.adNetwork).toBe('snapchat');
    expect(first.videos!.at(-1)!.adultContent).toBe(true);
    expect(first.videos!.filter((v) => v.data.bestVideo)).toHaveLength(1);
  });

  it('BE-KPI-05 a CTR test\'s best video is the one clicked most; no CPI, no recommendation', async () => {
    const [first] = (await load(id.ctr)).iterations;
    expect(first).toMatchObject({ cpi: null, fbInstalls: 0, recommendation: 'no recommendation' });
    expect(first!.ctr).toBeCloseTo(0.015, 10);
    // CTR 1.5% against the 2.5% reference: 0.6 → 1.
    expect(first!.score).toBe(1);
    expect(first!.videos!.find((v) => v.data.bestVideo)?.fileName).toBe('gameplay_v2_facebook.mp4');
  });

  it('CH-06 BE-KPI-04 studioData: the iteration\'s days and the studio\'s other games over the last 90 days', async () => {
    const first = byNumber((await load(id.android)).iterations, 1);
    const data = first.studioData!;
    expect(data.cpi!.daily).toMatchObject([{ date: '2025-06-01', value: 1, installs: 150 }]);
    expect(data.d1!.daily[0]!.value).toBeCloseTo(51 / 140, 10);
    // Peers: iOS (CPI 2.00, D1 0.5) and Peer (CPI 0.60, D1 0.3); not Old One (January), nor the CTR
    // test, nor another studio's game, nor this one.
    expect(data.cpi!.average).toBeCloseTo(1.3, 10);
    expect(data.d1!.average).toBeCloseTo(0.4, 10);
    expect(data.d7!.average).toBeCloseTo((6 / 48 + 8 / 100) / 2, 10);
    expect(data.cpnu!.average).toBeCloseTo((100 / 48 + 60 / 100) / 2, 10);
    expect(data.cpm!.average).toBeCloseTo((100_000 / 9000 + 10) / 2, 10);
    expect(data.newUsers!.average).toBeCloseTo(74, 10);
    expect(data.playtime).toEqual({ average: 700, averageHumanReadable: '11m40s' });
    expect(data.d3Playtime!.average).toBeCloseTo(1600, 10);
  });

  it('BE-KPI-01 answers only the families asked for, and skips the queries nobody needs', async () => {
    const only = (await load(id.android, pm, parseKpiFamilies('cpi,d1_ret'))).iterations;
    const second = byNumber(only, 2);
    expect(Object.keys(second).sort()).toEqual(
      [
        'adNetworks', 'cpi', 'cpiDiff', 'cpiDiffIsBetter', 'cpnu', 'cpnuDiff', 'cpnuDiffIsBetter', 'createdAt', 'd1Ret',
        'd1RetDiff', 'd1RetDiffIsBetter', 'iterationEnd', 'iterationId', 'iterationNumber', 'iterationStart',
        'schedulingDetails', 'studioData', 'evidence',
      ].sort(),
    );
    // Each KPI's evidence goes with its family (issue 43).
    expect(second.evidence!.map((e) => e.kpi)).toEqual(['cpi', 'cpnu', 'cpm', 'd1']);
    expect(Object.keys(second.studioData!).sort()).toEqual(['cpi', 'cpm', 'cpnu', 'd1']);
    expect(Object.keys(second.adNetworks.facebook!)).not.toContain('videos');
    expect(Object.keys(second.adNetworks.facebook!)).toContain('status');
    expect(parseKpiFamilies(undefined).size).toBe(7);
  });

  it('BE-KPI-01 costs a fixed number of queries, whatever the number of iterations', async () => {
    const counted = countingDb(database.db);
    await loadGameIterations(counted.db, pm, NOW, id.android);
    const three = counted.queries();
    await loadGameIterations(counted.db, pm, NOW, id.ios);
    expect(counted.queries() - three).toBe(three);
    expect(three).toBeLessThanOrEqual(7);
    const before = counted.queries();
    await loadGameIterations(counted.db, pm, NOW, id.android, parseKpiFamilies('session_length'));
    expect(counted.queries() - before).toBe(4);
  });

  it('BE-PERM-01 404 for an unknown game, 403 for another studio\'s', async () => {
    await expect(load(2_000_000)).rejects.toMatchObject({ statusCode: 404 });
    const member = principal(['view_studio_interface'], [{ studioId: id.studioB, studioName: 'B', accessId: 1, userRole: 'studio_lead', isActive: true, adNetworkIds: [1], knowledgeSharing: false, studioDeactivated: false }]);
    await expect(load(id.android, member)).rejects.toBeInstanceOf(ApiError);
    await expect(load(id.android, member)).rejects.toMatchObject({ statusCode: 403 });
    expect((await load(id.other, member)).iterations).toHaveLength(1);
  });
});
