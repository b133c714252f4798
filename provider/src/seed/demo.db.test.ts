import { createHash } from 'node:crypto';
import { LEAD_SOURCES } from '@greenlight/rules';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, manualClock, startOfUtcDay } from '../clock';
import type { Database, Db } from '../db';
import {
  adNetworkDailyStats,
  campaigns,
  changelogs,
  gameFeedbacks,
  gameGenres,
  gameRatings,
  gameTags,
  games,
  iterations,
  media,
  projects,
  studioMembers,
  studios,
  userPermissions,
  users,
  videos,
} from '../db/schema';
import {
  CHANGELOG_CATEGORIES,
  isValidTagLabel,
  missingForStep,
  stepStates,
  submissionProblems,
  TAG_CATEGORY_LIMITS,
  TAGS_MAX,
  type TagCategory,
} from '@greenlight/rules';
import { requirementGame, submissionFacts } from '../domain/games/submission-steps';
import { GENRES } from '../domain/reference/codifications';
import { SIMULATED_AD_ACCOUNTS } from '../domain/campaigns/adapter';
import { cohortMaturity, isoDay } from '../domain/campaigns/simulator';
import { ALL_PERMISSIONS, GAME_PERMISSIONS } from '../domain/accounts/permissions';
import { createTestDatabase, testDatabaseKinds } from '../testing/databases';
import { isDatabaseEmpty, seedDemoData } from './demo';
import { CHURN_REASONS } from './plan';

const NOW = new Date('2025-06-15T10:30:00Z');
const TODAY = startOfUtcDay(NOW);
const STATUSES = ['pending_sdk_integration', 'pending_review', 'pending_testing', 'in_testing', 'finished', 'archived'];
const STEP_IDS = [
  'create',
  'appstore_submission',
  'link_store',
  'sdk_facebook',
  'tinysauce_package',
  'game_building',
  'playstore_submission',
  'request_testing',
  'categories',
  'upload_asset',
];

// DEMO.md, restated here so that the test checks users.ts rather than repeats it.
const PM_GAME = [
  'accept_game_testing', 'accept_game', 'reject_game', 'accept_game_video', 'reject_game_video', 'change_game_video',
  'change_game_icon', 'edit_changelog', 'iterate_game', 'update_dedicated_campaign', 'validate_game', 'kill_game',
  'rate_game', 'set_game_lead', 'edit_game_genre', 'send_feedback', 'force_best_performing',
  'recreate_facebook_campaign', 'tag_games', 'create_ga_slot', 'request_application_access',
  'advanced_campaign_settings_level2',
];
const PM_USER = [
  'view_pm_interface', 'view_studio_interface', 'view_knowledge_sharing', 'view_cpnu', 'view_proto_score',
  'view_hubspot_url', 'impersonate_studio_member', 'change_studio_admin_info', 'change_publishing_manager',
  'add_studio', 'filter_team_status', 'create_dedicated_ad_account_games', 'use_facebook_network',
  'use_snapchat_network',
];
const JUNIOR_WITHOUT = ['view_cpnu', 'view_proto_score', 'view_hubspot_url', 'add_studio', 'change_publishing_manager'];
const LEAD = [
  'view_studio_interface', 'view_knowledge_sharing', 'add_game', 'request_game_testing', 'request_testing',
  'use_facebook_network', 'use_snapchat_network', 'learn_upon_learner',
];
const MAKER = ['view_studio_interface', 'add_game', 'request_game_testing', 'request_testing', 'use_facebook_network'];

const EXPECTED_USERS: Record<
  string,
  { type: string; staff: boolean; superuser: boolean; permissions: readonly string[]; member?: [string, number, string] }
> = {
  'admin@greenlight.test': { type: 'cs', staff: true, superuser: true, permissions: ALL_PERMISSIONS },
  'pm@greenlight.test': { type: 'pm', staff: true, superuser: false, permissions: [...PM_USER, ...PM_GAME] },
  'pm2@greenlight.test': {
    type: 'pm',
    staff: true,
    superuser: false,
    permissions: [...PM_USER, ...PM_GAME].filter((p) => !JUNIOR_WITHOUT.includes(p)),
  },
  'cs@greenlight.test': {
    type: 'cs',
    staff: true,
    superuser: false,
    permissions: ['view_pm_interface', 'view_studio_interface', 'impersonate_studio_member', ...GAME_PERMISSIONS],
  },
  'lead@studio-one.test': { type: 'studio', staff: false, superuser: false, permissions: LEAD, member: ['studio-one', 1, 'studio_lead'] },
  'games@studio-one.test': {
    type: 'studio', staff: false, superuser: false, permissions: MAKER, member: ['studio-one', 2, 'studio_game_designer'],
  },
  'own@studio-one.test': {
    type: 'studio', staff: false, superuser: false, permissions: MAKER, member: ['studio-one', 3, 'studio_game_artist'],
  },
  'dev@studio-one.test': {
    type: 'studio', staff: false, superuser: false, permissions: ['view_studio_interface'], member: ['studio-one', 4, 'studio_developer'],
  },
  'manager@studio-one.test': {
    type: 'studio', staff: false, superuser: false, permissions: LEAD, member: ['studio-one', 5, 'studio_manager'],
  },
  'lead@studio-two.test': { type: 'studio', staff: false, superuser: false, permissions: LEAD, member: ['studio-two', 1, 'studio_lead'] },
  'learner@studio-three.test': {
    type: 'studio', staff: false, superuser: false, permissions: ['learn_upon_learner'], member: ['studio-three', 4, 'studio_developer'],
  },
};

async function snapshot(db: Db) {
  const [
    studioRows,
    userRows,
    gameRows,
    iterationRows,
    statRows,
    mediaRows,
    memberRows,
    permissionRows,
    projectRows,
    campaignRows,
    videoRows,
    feedbackRows,
    changelogRows,
    genreRows,
    tagRows,
    ratingRows,
  ] = await Promise.all([
      db.select().from(studios).orderBy(asc(studios.id)),
      db.select().from(users).orderBy(asc(users.id)),
      db.select().from(games).orderBy(asc(games.id)),
      db.select().from(iterations).orderBy(asc(iterations.id)),
      db
        .select()
        .from(adNetworkDailyStats)
        .orderBy(asc(adNetworkDailyStats.iterationId), asc(adNetworkDailyStats.network), asc(adNetworkDailyStats.day)),
      db.select().from(media).orderBy(asc(media.id)),
      db.select().from(studioMembers).orderBy(asc(studioMembers.studioId), asc(studioMembers.userId)),
      db.select().from(userPermissions).orderBy(asc(userPermissions.userId), asc(userPermissions.permission)),
      db.select().from(projects).orderBy(asc(projects.id)),
      db.select().from(campaigns).orderBy(asc(campaigns.iterationId), asc(campaigns.network)),
      db.select().from(videos).orderBy(asc(videos.id)),
      db.select().from(gameFeedbacks).orderBy(asc(gameFeedbacks.id)),
      db.select().from(changelogs).orderBy(asc(changelogs.id)),
      db.select().from(gameGenres).orderBy(asc(gameGenres.gameId), asc(gameGenres.genreId)),
      db.select().from(gameTags).orderBy(asc(gameTags.gameId), asc(gameTags.label)),
      db.select().from(gameRatings).orderBy(asc(gameRatings.gameId)),
    ]);
  return {
    studioRows,
    userRows,
    gameRows,
    iterationRows,
    statRows,
    mediaRows,
    memberRows,
    permissionRows,
    projectRows,
    campaignRows,
    videoRows,
    feedbackRows,
    changelogRows,
    genreRows,
    tagRows,
    ratingRows,
  };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Everything but the password hashes (salted at random) and the icon bytes (compared by id = sha-256). */
function fingerprint(s: Snapshot) {
  return {
    studios: sha(s.studioRows),
    users: sha(s.userRows.map(({ passwordHash: _, ...rest }) => rest)),
    games: sha(s.gameRows),
    iterations: sha(s.iterationRows),
    stats: sha(s.statRows),
    media: sha(s.mediaRows.map((m) => [m.id, createHash('sha256').update(m.bytes ?? '').digest('hex')])),
    members: sha(s.memberRows),
    permissions: sha(s.permissionRows),
    projects: sha(s.projectRows),
    campaigns: sha(s.campaignRows),
    videos: sha(s.videoRows),
    feedbacks: sha(s.feedbackRows),
    changelogs: sha(s.changelogRows),
    genres: sha(s.genreRows),
    tags: sha(s.tagRows.map(({ createdAt, ...rest }) => ({ ...rest, createdAt: createdAt.toISOString() }))),
    ratings: sha(s.ratingRows),
  };
}

const kinds = await testDatabaseKinds();

// The demo data set (DEMO.md), not the features that show it: these tests name no
// feature id but BE-KPI-09, the simulator's cohorts, which the seed's stats do exercise.
describe.each(kinds)('seedDemoData on %s', (kind) => {
  let first: Database;
  let second: Database;
  let data: Snapshot;
  let logins: { email: string; who: string }[];
  let emptyBefore: boolean;
  let seedMs: number;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    emptyBefore = await isDatabaseEmpty(first.db);
    const started = performance.now();
    ({ logins } = await seedDemoData(first.db, { clock: manualClock(NOW) }));
    seedMs = performance.now() - started;
    // Later on the same day: the same rows.
    await seedDemoData(second.db, { clock: manualClock(new Date('2025-06-15T23:59:59Z')) });
    data = await snapshot(first.db);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const studioOf = (slug: string) => data.studioRows.find((s) => s.slug === slug)!;
  const gamesOf = (slug: string) => data.gameRows.filter((g) => g.studioId === studioOf(slug).id);
  const iterationsOf = (gameId: number) =>
    data.iterationRows.filter((i) => i.gameId === gameId).sort((a, b) => a.iterationNumber - b.iterationNumber);
  const latest = (gameId: number) => iterationsOf(gameId).at(-1)!;
  const statsOf = (gameId: number) => data.statRows.filter((s) => s.gameId === gameId);
  const userId = (email: string) => data.userRows.find((u) => u.email === email)!.id;

  // How long it takes is a figure of `npm run bench` (games-page.bench.ts), not a timed test.
  it('fills an empty database and answers the DEMO.md logins', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    expect(logins.map((l) => l.email)).toEqual(Object.keys(EXPECTED_USERS));
    expect(logins.every((l) => l.who.length > 0)).toBe(true);
    console.info(`[seed] ${kind}: ${Math.round(seedMs)} ms`);
  });

  it('gives identical rows for the same seed and clock day', async () => {
    expect(fingerprint(await snapshot(second.db))).toEqual(fingerprint(data));
  });

  it('seeds 120+ games in every status for studio-one and studio-two', () => {
    expect(data.gameRows.length).toBeGreaterThanOrEqual(120);
    expect(new Set(data.gameRows.map((g) => g.status))).toEqual(new Set(STATUSES));
    for (const slug of ['studio-one', 'studio-two']) {
      const list = gamesOf(slug);
      expect(new Set(list.map((g) => g.status))).toEqual(new Set(STATUSES));
      expect(list.some((g) => g.isIterating)).toBe(true);
      expect(list.some((g) => g.isCtr)).toBe(true);
      expect(list.some((g) => !g.isManagedByProvider)).toBe(true);
      expect(list.some((g) => g.selectedAdNetworkIds.includes(2))).toBe(true);
      expect(list.some((g) => g.platform === 'ios')).toBe(true);
      expect(list.some((g) => g.platform === 'android')).toBe(true);
    }
  });

  it('seeds a scheduled in_testing game (latest iteration starts in the future) in studio-one and studio-two', () => {
    for (const slug of ['studio-one', 'studio-two']) {
      const scheduled = gamesOf(slug).filter((g) => g.status === 'in_testing' && latest(g.id).iterationStart > NOW);
      expect(scheduled.length).toBeGreaterThan(0);
      for (const game of scheduled) {
        expect(statsOf(game.id).filter((s) => s.iterationId === latest(game.id).id)).toEqual([]);
      }
    }
  });

  it('seeds in_testing games running now and one whose iteration ended less than 7 days ago', () => {
    for (const slug of ['studio-one', 'studio-two']) {
      const inTesting = gamesOf(slug).filter((g) => g.status === 'in_testing');
      expect(inTesting.some((g) => latest(g.id).iterationStart <= NOW && latest(g.id).iterationEnd > NOW)).toBe(true);
      expect(
        inTesting.some(
          (g) => latest(g.id).iterationEnd <= NOW && latest(g.id).iterationEnd.getTime() > NOW.getTime() - 7 * DAY_MS,
        ),
      ).toBe(true);
      // None should have moved to finished already.
      expect(inTesting.every((g) => latest(g.id).iterationEnd.getTime() > NOW.getTime() - 7 * DAY_MS)).toBe(true);
    }
    const finishedOrArchived = data.gameRows.filter((g) => g.status === 'finished' || g.status === 'archived');
    for (const game of finishedOrArchived) {
      expect(latest(game.id).iterationEnd.getTime()).toBeLessThanOrEqual(NOW.getTime() - 7 * DAY_MS);
    }
  });

  it('ends every iteration at start + campaign duration, numbered from 1, one after the other', () => {
    expect(data.iterationRows.length).toBeGreaterThan(0);
    for (const game of data.gameRows) {
      const list = iterationsOf(game.id);
      list.forEach((iteration, index) => {
        expect(iteration.iterationNumber).toBe(index + 1);
        expect(iteration.campaignDuration).toBeGreaterThanOrEqual(4);
        expect(iteration.campaignDuration).toBeLessThanOrEqual(10);
        expect(iteration.iterationEnd.getTime()).toBe(
          iteration.iterationStart.getTime() + iteration.campaignDuration * DAY_MS,
        );
        expect(iteration.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        const previous = list[index - 1];
        if (previous) expect(iteration.iterationStart.getTime()).toBeGreaterThan(previous.iterationEnd.getTime());
        const budget = JSON.parse(iteration.dailyBudget) as Record<string, number>;
        const networks = game.selectedAdNetworkIds.map((id) => (id === 1 ? 'facebook' : 'snapchat'));
        expect(Object.keys(budget).sort()).toEqual(networks.sort());
        for (const value of Object.values(budget)) expect(value % 10).toBe(0);
      });
      if (list.length > 0) {
        expect(list.length).toBeLessThanOrEqual(4);
        expect(game.createdAt.getTime()).toBeLessThan(list[0]!.iterationStart.getTime());
      }
    }
    expect(new Set(data.gameRows.map((g) => iterationsOf(g.id).length))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('seeds in-progress games (not iterating, pending_sdk_integration or pending_review) without iterations', () => {
    const inProgress = data.gameRows.filter(
      (g) => !g.isIterating && (g.status === 'pending_sdk_integration' || g.status === 'pending_review'),
    );
    expect(inProgress.length).toBeGreaterThan(10);
    for (const game of inProgress) expect(iterationsOf(game.id)).toEqual([]);
  });

  it('seeds iterating games: pending_sdk_integration with an earlier finished iteration', () => {
    const iterating = data.gameRows.filter((g) => g.isIterating);
    expect(iterating.length).toBeGreaterThan(3);
    for (const game of iterating) {
      expect(game.status).toBe('pending_sdk_integration');
      expect(iterationsOf(game.id).length).toBeGreaterThan(0);
      expect(latest(game.id).iterationEnd.getTime()).toBeLessThan(NOW.getTime());
      expect(JSON.parse(game.substatus!)).toEqual({ done: 'categories', current: 'upload_asset' });
    }
  });

  it('SUB-CAMP-05 gives each iterating or pending-approval game managed by the publisher a video waiting on each of its networks, of the network\'s ratio', () => {
    const clips = new Map(data.mediaRows.filter((m) => m.contentType === 'video/mp4').map((m) => [m.id, m]));
    const iterating = data.gameRows.filter((g) => (g.isIterating || g.status === 'pending_testing') && g.isManagedByProvider);
    expect(iterating.length).toBeGreaterThan(0);
    for (const game of iterating) {
      const waiting = data.videoRows.filter((v) => v.gameId === game.id && v.iterationId === null);
      expect(waiting.map((v) => v.network).sort()).toEqual(campaignNetworks(game).sort());
      for (const video of waiting) {
        expect(clips.has(video.mediaId!)).toBe(true);
        expect(video.width! / video.height!).toBeCloseTo(video.network === 'facebook' ? 4 / 5 : 9 / 16, 2);
      }
    }
    // Nothing else waits: the other games' videos belong to their iterations.
    const waitingGames = new Set(data.videoRows.filter((v) => v.iterationId === null).map((v) => v.gameId));
    expect([...waitingGames].sort()).toEqual(iterating.map((g) => g.id).sort());
  });

  it('seeds pending_testing games, first tests and tests of a new iteration', () => {
    const pending = data.gameRows.filter((g) => g.status === 'pending_testing');
    expect(pending.some((g) => iterationsOf(g.id).length === 0)).toBe(true);
    expect(pending.some((g) => iterationsOf(g.id).length > 0)).toBe(true);
    expect(pending.every((g) => !g.isIterating)).toBe(true);
  });

  it('keeps nb_iterations and last_iteration_date in line with the iterations table', () => {
    for (const game of data.gameRows) {
      const list = iterationsOf(game.id);
      expect(game.nbIterations).toBe(list.length);
      expect(game.lastIterationDate).toEqual(list.length ? list.at(-1)!.iterationStart : null);
    }
  });

  it('has KPIs for tested games and never for untested ones', () => {
    const tested = data.gameRows.filter((g) => statsOf(g.id).length > 0);
    expect(tested.length).toBeGreaterThan(70);
    for (const game of tested) {
      expect(game.lastSpend).toBeGreaterThan(0);
      expect(game.lastCtr).toBeGreaterThan(0);
      expect(game.lastCpm).toBeGreaterThan(0);
      expect(game.bestCtr).toBeGreaterThan(0);
      expect(game.dataUpdatedAt).toEqual(TODAY);
      expect(game.recommendation).not.toBeNull();
      if (!game.isCtr && (game.lastInstalls ?? 0) > 0) expect(game.lastCpi).toBeGreaterThan(0);
    }
    for (const game of data.gameRows.filter((g) => g.nbIterations === 0)) {
      expect(game).toMatchObject({
        lastCpi: null, lastCtr: null, lastD1: null, lastSpend: null, lastInstalls: null, bestCpi: null, bestD1: null,
        recommendation: null, dataUpdatedAt: null,
      });
    }
  });

  it('BE-KPI-09 writes one row per iteration, network and reported day, cohorts only once mature', () => {
    expect(data.statRows.length).toBeGreaterThan(500);
    const byIteration = new Map(data.iterationRows.map((i) => [i.id, i]));
    const byGame = new Map(data.gameRows.map((g) => [g.id, g]));
    for (const row of data.statRows) {
      const iteration = byIteration.get(row.iterationId)!;
      const game = byGame.get(row.gameId)!;
      expect(iteration.gameId).toBe(row.gameId);
      const day = Date.parse(`${row.day}T00:00:00Z`);
      expect(day).toBeGreaterThanOrEqual(iteration.iterationStart.getTime());
      expect(day).toBeLessThan(iteration.iterationEnd.getTime());
      expect(day).toBeLessThan(TODAY.getTime());
      if (game.isCtr) {
        expect(row.network).toBe('facebook');
        expect(row).toMatchObject({ installs: 0, newUsers: 0, retainedD1: null, retainedD7: null, retainedD28: null });
      } else {
        expect(game.selectedAdNetworkIds).toContain(row.network === 'facebook' ? 1 : 2);
      }
      const maturity = cohortMaturity(row.day, NOW);
      if (!game.isCtr) {
        expect(row.retainedD1 !== null).toBe(maturity.d1);
        expect(row.retainedD7 !== null).toBe(maturity.d7);
        expect(row.retainedD14 !== null).toBe(maturity.d14);
        expect(row.retainedD28 !== null).toBe(maturity.d28);
        expect(row.d3Playtime !== null).toBe(maturity.d3Playtime);
      }
    }
    // Android streams have reported yesterday (iOS ones may be up to 2 more days behind).
    const yesterday = isoDay(new Date(TODAY.getTime() - DAY_MS));
    const running = data.gameRows.filter(
      (g) => g.status === 'in_testing' && latest(g.id).iterationStart < TODAY && latest(g.id).iterationEnd > TODAY,
    );
    for (const game of running.filter((g) => g.platform === 'android')) {
      expect(statsOf(game.id).some((s) => s.day === yesterday)).toBe(true);
    }
  });

  const networkName = (id: number) => (id === 1 ? 'facebook' : 'snapchat');
  /** The networks a game's campaigns ran on: CTR tests on Facebook only. */
  const campaignNetworks = (game: (typeof data.gameRows)[number]) =>
    game.isCtr ? ['facebook'] : game.selectedAdNetworkIds.map(networkName);
  const failedCampaigns = () => data.campaignRows.filter((c) => c.status === 'campaign_creation_failed');

  it('one campaign per iteration and network: the latest of in-testing games runs, the others stopped at their end', () => {
    const byIteration = new Map(data.iterationRows.map((i) => [i.id, i]));
    const byGame = new Map(data.gameRows.map((g) => [g.id, g]));
    const expected = data.iterationRows.flatMap((i) => campaignNetworks(byGame.get(i.gameId)!).map((n) => `${i.id}/${n}`));
    expect(data.campaignRows.map((c) => `${c.iterationId}/${c.network}`).sort()).toEqual(expected.sort());
    for (const campaign of data.campaignRows) {
      const iteration = byIteration.get(campaign.iterationId)!;
      const game = byGame.get(campaign.gameId)!;
      expect(iteration.gameId).toBe(game.id);
      if (campaign.status === 'campaign_creation_failed') continue;
      expect(campaign.externalId).toBe(`sim-${campaign.network}-${iteration.id}`);
      expect(campaign.adAccountId).toBe(SIMULATED_AD_ACCOUNTS[campaign.network as 'facebook' | 'snapchat']);
      const isLatest = iteration.id === latest(game.id).id;
      if (game.status === 'in_testing' && isLatest) {
        expect(campaign).toMatchObject({ status: 'active', stoppedAt: null, error: null });
      } else {
        expect(campaign).toMatchObject({ status: 'stopped', stoppedAt: iteration.iterationEnd, error: null });
      }
    }
    const { campaignRows, videoRows, feedbackRows, changelogRows } = data;
    console.info(
      `[seed] ${kind}: ${campaignRows.length} campaigns, ${videoRows.length} videos, ` +
        `${feedbackRows.length} feedbacks, ${changelogRows.length} changelogs`,
    );
  });

  it('a studio-two in-testing game on both networks had its Facebook campaign refused: no Facebook stats nor videos', () => {
    const [failed, ...others] = failedCampaigns();
    expect(others).toEqual([]);
    expect(failed).toMatchObject({
      network: 'facebook', externalId: null, adAccountId: null, error: 'The ad account reached its campaign limit',
    });
    const game = data.gameRows.find((g) => g.id === failed!.gameId)!;
    expect(game).toMatchObject({ studioId: studioOf('studio-two').id, status: 'in_testing', selectedAdNetworkIds: [1, 2] });
    expect(failed!.iterationId).toBe(latest(game.id).id);
    const rows = (list: { iterationId: number | null; network: string }[]) => list.filter((r) => r.iterationId === failed!.iterationId);
    expect(rows(data.statRows).map((r) => r.network)).not.toContain('facebook');
    expect(rows(data.statRows).some((r) => r.network === 'snapchat')).toBe(true);
    expect(rows(data.videoRows).map((r) => r.network)).not.toContain('facebook');
    expect(data.campaignRows.find((c) => c.iterationId === failed!.iterationId && c.network === 'snapchat')?.status).toBe('active');
  });

  it('gives every tested iteration 2 to 4 videos on each network it ran on, clips of the network\'s ratio', () => {
    const failed = new Set(failedCampaigns().map((c) => `${c.iterationId}/${c.network}`));
    const byGame = new Map(data.gameRows.map((g) => [g.id, g]));
    const clips = new Map(data.mediaRows.filter((m) => m.contentType === 'video/mp4').map((m) => [m.id, m]));
    const clipsOf = { facebook: new Set<string>(), snapchat: new Set<string>() };
    for (const iteration of data.iterationRows) {
      for (const network of campaignNetworks(byGame.get(iteration.gameId)!)) {
        const list = data.videoRows.filter((v) => v.iterationId === iteration.id && v.network === network);
        if (failed.has(`${iteration.id}/${network}`)) {
          expect(list).toEqual([]);
          continue;
        }
        expect(list.length).toBeGreaterThanOrEqual(2);
        expect(list.length).toBeLessThanOrEqual(4);
        expect(list.some((v) => !v.adultContent)).toBe(true);
        for (const video of list) {
          expect(video.gameId).toBe(iteration.gameId);
          expect(video.fileName).toMatch(new RegExp(`^gameplay_v\\d+_${network}\\.mp4$`));
          expect(clips.has(video.mediaId!)).toBe(true);
          clipsOf[network as 'facebook' | 'snapchat'].add(video.mediaId!);
          expect(video.weight).toBeGreaterThanOrEqual(0.5);
          expect(video.weight).toBeLessThanOrEqual(2);
          expect(video.appeal).toBeGreaterThanOrEqual(0.5);
          expect(video.appeal).toBeLessThanOrEqual(1.6);
          expect(video.createdAt).toEqual(iteration.createdAt);
        }
      }
    }
    // Two 4:5 clips for Facebook, two 9:16 ones for Snapchat, stored once each.
    expect(clips.size).toBe(4);
    expect(clipsOf.facebook.size).toBe(2);
    expect(clipsOf.snapchat.size).toBe(2);
    expect([...clipsOf.facebook].some((id) => clipsOf.snapchat.has(id))).toBe(false);
    for (const clip of clips.values()) {
      const bytes = Buffer.from(clip.bytes!);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(bytes.length).toBeLessThanOrEqual(64 * 1024);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(clip.id);
    }
    // Later versions follow the earlier iterations' on the same network.
    const versions = data.videoRows
      .filter((v) => v.gameId === data.gameRows.find((g) => iterationsOf(g.id).length === 4)!.id && v.network === 'facebook')
      .map((v) => Number(/_v(\d+)_/.exec(v.fileName)![1]));
    expect(versions).toEqual(versions.map((_, i) => i + 1));
  });

  it('refuses about one video in sixty for adult content, at least one in studio-one\'s games', () => {
    const adult = data.videoRows.filter((v) => v.adultContent);
    expect(adult.length).toBeGreaterThan(0);
    expect(adult.length).toBeLessThan(data.videoRows.length / 20);
    const studioOne = new Set(gamesOf('studio-one').map((g) => g.id));
    expect(adult.some((v) => studioOne.has(v.gameId))).toBe(true);
  });

  it('leaves 1 to 3 notes by the studio\'s PM on about half the tested games, dated within the game\'s life', () => {
    const studioById = new Map(data.studioRows.map((s) => [s.id, s]));
    const coached = data.gameRows.filter((g) => {
      const studio = studioById.get(g.studioId)!;
      return (studio.pmId ?? studio.secondaryPmId) !== null && iterationsOf(g.id).some((i) => i.iterationStart < TODAY);
    });
    const withNotes = new Set(data.feedbackRows.map((f) => f.gameId));
    expect(withNotes.size).toBeGreaterThan(coached.length * 0.3);
    expect(withNotes.size).toBeLessThan(coached.length * 0.7);
    for (const gameId of withNotes) {
      const game = coached.find((g) => g.id === gameId);
      expect(game).toBeDefined();
      const studio = studioById.get(game!.studioId)!;
      const notes = data.feedbackRows.filter((f) => f.gameId === gameId);
      expect(notes.length).toBeGreaterThanOrEqual(1);
      expect(notes.length).toBeLessThanOrEqual(3);
      for (const note of notes) {
        expect(note.authorId).toBe(studio.pmId ?? studio.secondaryPmId);
        expect(note.feedback).toMatch(/^<(p|ul)>.*<\/(p|ul)>$/);
        expect(note.createdAt.getTime()).toBeGreaterThan(game!.createdAt.getTime());
        expect(note.createdAt.getTime()).toBeLessThan(TODAY.getTime());
      }
    }
    expect(data.feedbackRows.some((f) => f.subject === null)).toBe(true);
    expect(data.feedbackRows.some((f) => f.subject !== null)).toBe(true);
  });

  it('pending changelogs on every pending_testing game that was tested; decided ones on some finished games', () => {
    for (const entry of data.changelogRows) expect(CHANGELOG_CATEGORIES).toContain(entry.category);
    const retests = data.gameRows.filter((g) => g.status === 'pending_testing' && iterationsOf(g.id).length > 0);
    expect(retests.length).toBeGreaterThan(0);
    for (const game of retests) {
      const entries = data.changelogRows.filter((c) => c.gameId === game.id);
      expect(entries.length).toBeGreaterThanOrEqual(1);
      expect(entries.length).toBeLessThanOrEqual(3);
      for (const entry of entries) {
        expect(entry).toMatchObject({ state: 'pending', decidedBy: null, decidedAt: null });
        expect(entry.details.length).toBeGreaterThan(0);
        expect(entry.createdAt.getTime()).toBeGreaterThan(latest(game.id).iterationEnd.getTime());
        expect(entry.createdAt.getTime()).toBeLessThan(TODAY.getTime());
      }
    }
    const decided = data.changelogRows.filter((c) => c.state !== 'pending');
    expect(new Set(decided.map((c) => c.state))).toEqual(new Set(['validated', 'rejected']));
    for (const entry of decided) {
      const game = data.gameRows.find((g) => g.id === entry.gameId)!;
      expect(game.status).toBe('finished');
      expect(entry.decidedBy).not.toBeNull();
      expect(entry.decidedAt!.getTime()).toBeGreaterThan(entry.createdAt.getTime());
    }
    const pendingGames = new Set(data.changelogRows.filter((c) => c.state === 'pending').map((c) => c.gameId));
    expect([...pendingGames].sort()).toEqual(retests.map((g) => g.id).sort());
  });

  it('gives games past the categories step one genre of each category and tags within their limits, a mechanic, a theme and a toy at least (TAG-11)', () => {
    const categoryOf = new Map(GENRES.flatMap((c) => c.options.map((o) => [o.id, c.category] as const)));
    const pastCategories = (g: (typeof data.gameRows)[number]) =>
      iterationsOf(g.id).length > 0 || g.status === 'pending_testing' || (g.substatus?.includes('"done":"categories"') ?? false);
    const tested = data.gameRows.filter(pastCategories);
    for (const game of tested) {
      const genres = data.genreRows.filter((r) => r.gameId === game.id).map((r) => categoryOf.get(r.genreId));
      expect([...genres].sort()).toEqual(GENRES.map((c) => c.category).sort());
      const tags = data.tagRows.filter((r) => r.gameId === game.id);
      expect(tags.length).toBeGreaterThanOrEqual(2);
      expect(tags.length).toBeLessThanOrEqual(TAGS_MAX);
      for (const tag of tags) {
        expect(isValidTagLabel(tag.label)).toBe(true);
        expect(tags.filter((t) => t.category === tag.category).length).toBeLessThanOrEqual(TAG_CATEGORY_LIMITS[tag.category as TagCategory].max);
      }
      for (const category of ['mechanic', 'theme', 'toy']) expect(tags.some((t) => t.category === category), `${game.id} ${category}`).toBe(true);
    }
    const before = new Set(data.gameRows.filter((g) => !pastCategories(g)).map((g) => g.id));
    expect(data.genreRows.some((r) => before.has(r.gameId))).toBe(false);
  });

  it('the simulated KPIs follow the gameplay genre, the quality tier first', () => {
    const gameplay = GENRES.find((c) => c.category === 'Gameplay')!;
    const genreOf = new Map(
      data.genreRows.filter((r) => gameplay.options.some((o) => o.id === r.genreId)).map((r) => [r.gameId, r.genreId]),
    );
    const family = (...labels: string[]) => {
      const ids = labels.map((label) => gameplay.options.find((o) => o.label === label)!.id);
      return data.gameRows.filter((g) => !g.isCtr && g.lastCpi !== null && ids.includes(genreOf.get(g.id)!));
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const perNewUser = (game: (typeof data.gameRows)[number], value: (row: (typeof data.statRows)[number]) => number) => {
      const rows = statsOf(game.id);
      return rows.reduce((sum, r) => sum + value(r), 0) / rows.reduce((sum, r) => sum + r.newUsers, 0);
    };
    const casual = family('Hyper-casual runner', 'Arcade', '.io');
    const deep = family('Puzzle', 'Merge');
    const long = family('Idle', 'Simulation');
    const male = family('Shooter', 'Sports', 'Racing');
    for (const list of [casual, deep, long, male]) expect(list.length).toBeGreaterThanOrEqual(10);
    // Cheap installs and weak retention in hyper-casual; puzzle players come back; midcore installs cost more.
    expect(median(family('Puzzle').map((g) => g.lastD1!))).toBeGreaterThan(median(family('Hyper-casual runner').map((g) => g.lastD1!)));
    expect(median(family('Hyper-casual runner').map((g) => g.lastCpi!))).toBeLessThan(median(family('Shooter').map((g) => g.lastCpi!)));
    expect(median(deep.map((g) => g.lastD1!))).toBeGreaterThan(median(casual.map((g) => g.lastD1!)));
    expect(median(casual.map((g) => g.lastCpi!))).toBeLessThan(median(male.map((g) => g.lastCpi!)));
    expect(median(long.map((g) => perNewUser(g, (r) => r.playtime * r.newUsers)))).toBeGreaterThan(
      median(casual.map((g) => perNewUser(g, (r) => r.playtime * r.newUsers))),
    );
    expect(median(male.map((g) => perNewUser(g, (r) => r.males)))).toBeGreaterThan(0.6);
    expect(median(deep.map((g) => perNewUser(g, (r) => r.males)))).toBeLessThan(0.45);
    // The tier stays the main driver: high-potential games come from more than one family, and are few in each.
    const highPotential = (list: typeof casual) => list.filter((g) => g.recommendation === 'high potential').length;
    expect([casual, deep, long, male].filter((list) => highPotential(list) > 0).length).toBeGreaterThanOrEqual(3);
    for (const list of [casual, deep, long, male]) expect(highPotential(list)).toBeLessThan(list.length / 2);
  });

  it('gives games that went to testing an analytics slot made by the platform, numbered from 1000001', () => {
    const tested = data.gameRows.filter(
      (g) => !g.isCtr && iterationsOf(g.id).length > 0 && ['pending_testing', 'in_testing', 'finished', 'archived'].includes(g.status),
    );
    expect(tested.length).toBeGreaterThan(0);
    const slots = tested.map((g) => g.analyticsSlotId);
    for (const slot of slots) expect(Number(slot)).toBeGreaterThan(1_000_000);
    expect(new Set(slots).size).toBe(slots.length);
    // Tested CTR games went to testing before the step asked for one: they have none.
    expect(data.gameRows.filter((g) => g.isCtr && ['in_testing', 'finished', 'archived'].includes(g.status)).every((g) => g.analyticsSlotId === null)).toBe(true);
  });

  it('issue 42: every game in, or sent back to, its submission holds the data of the steps it did: nothing lacks before its current step', async () => {
    const inSubmission = data.gameRows.filter((g) => ['pending_sdk_integration', 'pending_review', 'pending_testing'].includes(g.status));
    expect(inSubmission.length).toBeGreaterThan(20);
    let checked = 0;
    for (const game of inSubmission) {
      const stepGame = requirementGame(game);
      const facts = await submissionFacts(first.db, game);
      if (game.status === 'pending_testing') {
        // A request the publisher declines goes back to the last step: it may be sent again at once.
        expect(submissionProblems(stepGame, facts), `game ${game.id}`).toEqual([]);
        checked++;
        continue;
      }
      const states = stepStates(stepGame, game.substatus);
      const current = states.findIndex((status) => status.state === 'current');
      for (const status of states.slice(0, current)) expect(missingForStep(stepGame, facts, status.id), `game ${game.id} ${status.id}`).toEqual([]);
      if (current > 2) checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('keeps a 0-5 score per network that ran in the latest iteration with data, none on iOS', () => {
    for (const game of data.gameRows) {
      const withData = iterationsOf(game.id).filter((i) => statsOf(game.id).some((s) => s.iterationId === i.id)).at(-1);
      const ran = new Set(withData ? statsOf(game.id).filter((s) => s.iterationId === withData.id).map((s) => s.network) : []);
      for (const [network, score] of [['facebook', game.scoreFacebook], ['snapchat', game.scoreSnapchat]] as const) {
        if (game.platform === 'ios' || !ran.has(network)) expect(score, `${game.id} ${network}`).toBeNull();
        else if (score !== null) expect([0, 1, 2, 3, 4, 5]).toContain(score);
      }
    }
    const android = data.gameRows.filter((g) => g.platform === 'android');
    expect(android.filter((g) => g.scoreFacebook !== null).length).toBeGreaterThan(20);
    expect(android.filter((g) => g.scoreSnapchat !== null).length).toBeGreaterThan(3);
    expect(android.some((g) => g.scoreFacebook !== null && g.scoreSnapchat !== null)).toBe(true);
    expect(new Set(android.map((g) => g.scoreFacebook)).size).toBeGreaterThan(3);
    for (const hit of data.gameRows.filter((g) => g.isHit)) expect(hit.scoreFacebook).toBeGreaterThanOrEqual(4);
  });

  it('the studio\'s PM rated about three in five of the tests that started, 0-5 each, great prototypes better', () => {
    const studioById = new Map(data.studioRows.map((s) => [s.id, s]));
    const rateable = data.gameRows.filter((g) => {
      const studio = studioById.get(g.studioId)!;
      return (studio.pmId ?? studio.secondaryPmId) !== null && iterationsOf(g.id).some((i) => i.iterationStart < TODAY);
    });
    const ids = new Set(rateable.map((g) => g.id));
    expect(data.ratingRows.every((r) => ids.has(r.gameId))).toBe(true);
    expect(data.ratingRows.length).toBeGreaterThan(rateable.length * 0.45);
    expect(data.ratingRows.length).toBeLessThan(rateable.length * 0.75);
    const dimensions = ['execution', 'balancing', 'artEfficiency', 'progression', 'idea', 'newness', 'systemOne', 'depth'] as const;
    for (const rating of data.ratingRows) {
      const game = data.gameRows.find((g) => g.id === rating.gameId)!;
      const studio = studioById.get(game.studioId)!;
      expect(rating.ratedBy).toBe(studio.pmId ?? studio.secondaryPmId);
      for (const dimension of dimensions) expect([0, 1, 2, 3, 4, 5]).toContain(rating[dimension]);
      const started = iterationsOf(game.id).filter((i) => i.iterationStart < TODAY).at(-1)!;
      expect(rating.ratedAt.getTime()).toBeGreaterThan(started.iterationStart.getTime());
      expect(rating.ratedAt.getTime()).toBeLessThan(TODAY.getTime());
    }
    const mean = (rows: typeof data.ratingRows) =>
      rows.reduce((sum, r) => sum + dimensions.reduce((total, d) => total + r[d], 0) / dimensions.length, 0) / rows.length;
    const highPotential = new Set(data.gameRows.filter((g) => g.recommendation === 'high potential').map((g) => g.id));
    const good = data.ratingRows.filter((r) => highPotential.has(r.gameId));
    expect(good.length).toBeGreaterThan(0);
    expect(mean(good)).toBeGreaterThan(mean(data.ratingRows) + 0.5);
    expect(new Set(data.ratingRows.map((r) => r.execution)).size).toBeGreaterThan(3);
  });

  it('gives every game a 128×128 PNG icon stored by its sha-256', () => {
    const byId = new Map(data.mediaRows.filter((m) => m.contentType === 'image/png').map((m) => [m.id, m]));
    for (const game of data.gameRows) {
      const icon = byId.get(game.iconMediaId!);
      expect(icon).toBeDefined();
      const bytes = Buffer.from(icon!.bytes!);
      expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
      expect(bytes.readUInt32BE(16)).toBe(128);
      expect(bytes.readUInt32BE(20)).toBe(128);
      expect(icon!.contentType).toBe('image/png');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(icon!.id);
    }
    expect(new Set(data.gameRows.map((g) => g.iconMediaId)).size).toBe(data.gameRows.length);
  });

  it('names games within 3 to 25 characters, one name per project, shared by its games', () => {
    const projectNames = data.projectRows.map((p) => p.name.toLowerCase());
    expect(new Set(projectNames).size).toBe(projectNames.length);
    const projectById = new Map(data.projectRows.map((p) => [p.id, p]));
    for (const game of data.gameRows) {
      const project = projectById.get(game.projectId!)!;
      expect(game.name).toBe(project.name);
      expect(project.studioId).toBe(game.studioId);
      expect(game.name.length).toBeGreaterThanOrEqual(3);
      expect(game.name.length).toBeLessThanOrEqual(25);
    }
  });

  it('puts a few games in shared projects, with the same bundle id, on both platforms', () => {
    const byProject = new Map<number, typeof data.gameRows>();
    for (const game of data.gameRows) byProject.set(game.projectId!, [...(byProject.get(game.projectId!) ?? []), game]);
    const shared = [...byProject.values()].filter((list) => list.length > 1);
    expect(shared.length).toBeGreaterThanOrEqual(4);
    expect(shared.some((list) => new Set(list.map((g) => g.platform)).size === 2)).toBe(true);
    for (const list of shared) {
      const bundleIds = new Set(list.map((g) => g.bundleId).filter(Boolean));
      expect(bundleIds.size).toBeLessThanOrEqual(1);
    }
    expect(data.projectRows.length).toBe(byProject.size);
  });

  it('gives every studio an origin among the lead sources, Academy for some', () => {
    for (const studio of data.studioRows) expect(LEAD_SOURCES, studio.slug).toContain(studio.origin);
    expect(data.studioRows.filter((s) => s.origin === 'Academy').length).toBeGreaterThanOrEqual(2);
  });

  it('gives games past link_store a valid store id and a bundle id valid for the platform', () => {
    const storeIds = data.gameRows.filter((g) => g.storeId !== null).map((g) => g.storeId);
    expect(new Set(storeIds).size).toBe(storeIds.length);
    for (const game of data.gameRows) {
      if (game.nbIterations > 0) expect(game.storeId).not.toBeNull();
      if (game.storeId === null) {
        expect(game.bundleId).toBeNull();
        continue;
      }
      expect(game.storeId).toMatch(/^[1-9]\d{8,9}$/);
      const bundle =
        game.platform === 'android' ? /^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/ : /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
      expect(game.bundleId).toMatch(bundle);
      expect(game.bundleId).toMatch(/^com\./);
    }
  });

  it('stores substatus as {done, current} step ids, or the legacy string createGame', () => {
    let legacy = 0;
    for (const game of data.gameRows) {
      expect(game.substatus).not.toBeNull();
      if (game.substatus === 'createGame') {
        legacy++;
        continue;
      }
      const { done, current } = JSON.parse(game.substatus!) as { done: string; current: string };
      expect(STEP_IDS).toContain(done);
      expect(STEP_IDS).toContain(current);
      if (game.isCtr) expect(['create', 'link_store', 'categories', 'upload_asset']).toContain(current);
    }
    expect(legacy).toBeGreaterThanOrEqual(2);
    const inProgress = data.gameRows.filter((g) => g.status === 'pending_sdk_integration' && !g.isIterating);
    expect(new Set(inProgress.map((g) => g.substatus)).size).toBeGreaterThan(4);
  });

  it('seeds a couple of hits, finished with great KPIs', () => {
    const hits = data.gameRows.filter((g) => g.isHit);
    expect(hits.length).toBeGreaterThanOrEqual(2);
    for (const hit of hits) {
      expect(hit.status).toBe('finished');
      expect(hit.recommendation).toBe('high potential');
      expect(hit.lastCpi).toBeLessThanOrEqual(0.4);
      expect(hit.lastD1).toBeGreaterThanOrEqual(0.35);
    }
    const recommendations = new Set(data.gameRows.map((g) => g.recommendation));
    for (const value of ['high potential', 'low potential (low proto score)', 'no recommendation', 'pending data']) {
      expect(recommendations).toContain(value);
    }
  });

  it('seeds every DEMO.md user with the listed type, flags, permissions and studio access', () => {
    const studioSlug = new Map(data.studioRows.map((s) => [s.id, s.slug]));
    for (const [email, expected] of Object.entries(EXPECTED_USERS)) {
      const user = data.userRows.find((u) => u.email === email);
      expect(user, email).toBeDefined();
      expect(user).toMatchObject({ userType: expected.type, isStaff: expected.staff, isSuperuser: expected.superuser });
      const permissions = data.permissionRows.filter((p) => p.userId === user!.id).map((p) => p.permission);
      expect(permissions.sort(), email).toEqual([...new Set(expected.permissions)].sort());
      const memberships = data.memberRows
        .filter((m) => m.userId === user!.id)
        .map((m) => [studioSlug.get(m.studioId), m.accessId, m.userRole]);
      expect(memberships, email).toEqual(expected.member ? [expected.member] : []);
    }
  });

  it('gives every game a creator from its studio; own@ created some studio-one games, not all', () => {
    for (const game of data.gameRows) {
      expect(data.memberRows.some((m) => m.studioId === game.studioId && m.userId === game.creatorId)).toBe(true);
    }
    const one = gamesOf('studio-one');
    const creators = new Set(one.map((g) => g.creatorId));
    expect(creators).toEqual(
      new Set([userId('lead@studio-one.test'), userId('games@studio-one.test'), userId('own@studio-one.test')]),
    );
    const own = one.filter((g) => g.creatorId === userId('own@studio-one.test'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(one.length);
  });

  it('seeds 8+ studios across every activity state, with PMs as DEMO.md says', () => {
    expect(data.studioRows.length).toBeGreaterThanOrEqual(8);
    expect(data.studioRows.slice(0, 3).map((s) => s.slug)).toEqual(['studio-one', 'studio-two', 'studio-three']);
    expect(new Set(data.studioRows.map((s) => s.activityState))).toEqual(new Set(['active', 'inactive', 'churned']));
    const pm = userId('pm@greenlight.test');
    const pm2 = userId('pm2@greenlight.test');
    expect(studioOf('studio-one')).toMatchObject({
      teamStatusId: 3, activityState: 'active', knowledgeSharingStudioStatus: true, pmId: pm, secondaryPmId: pm2,
      adNetworkIds: [1, 2],
    });
    expect(studioOf('studio-two')).toMatchObject({
      teamStatusId: 1, activityState: 'active', knowledgeSharingStudioStatus: true, pmId: pm2, adNetworkIds: [1, 2],
    });
    const three = studioOf('studio-three');
    expect(three.activityState).toBe('inactive');
    const quietDays = (NOW.getTime() - three.lastActivityDate!.getTime()) / DAY_MS;
    expect(quietDays).toBeGreaterThan(130);
    expect(quietDays).toBeLessThan(185);
    const pmOf = (id: number) => data.studioRows.filter((s) => s.pmId === id || s.secondaryPmId === id);
    expect(pmOf(pm).length).toBe(4);
    expect(pmOf(pm).map((s) => s.slug)).toContain('studio-one');
    expect(pmOf(pm2).length).toBe(2);
    const churned = data.studioRows.filter((s) => s.isChurned);
    expect(churned.length).toBeGreaterThan(0);
    for (const studio of churned) {
      expect(studio.activityState).toBe('churned');
      expect(CHURN_REASONS).toContain(studio.churnReason);
    }
    const deactivated = data.studioRows.filter((s) => s.deactivateDate !== null);
    expect(deactivated.length).toBeGreaterThan(0);
    for (const studio of deactivated) expect(CHURN_REASONS).toContain(studio.deactivateReason);
    for (const studio of data.studioRows) {
      expect(studio.country).toMatch(/^[A-Z]{2}$/);
      const last = studio.lastActivityDate!.getTime();
      if (studio.activityState === 'active') expect(last).toBeGreaterThan(NOW.getTime() - 90 * DAY_MS);
      if (studio.activityState === 'inactive') expect(last).toBeLessThan(NOW.getTime() - 90 * DAY_MS);
      expect(studio.createdAt.getTime()).toBeLessThan(Math.min(...gamesOf(studio.slug).map((g) => g.createdAt.getTime())));
    }
  });
});
