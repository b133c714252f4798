// A game's iterations (IT, CH, VID) over GET /v1/game/{id}: one call per game and
// request answers every iteration with its global and per-network KPIs, its videos
// and its chart data (its videos: video.ts). Iterations are Relay nodes whose global
// id carries the game ("<game>:<iteration>"), so node(id) finds one in its game's answer.
import { builder } from '../builder';
import type { ProviderGameBenchmark, ProviderIteration } from '../provider/client';
import { AD_NETWORKS, AdNetworkEnum } from './ad-network';
import { Game } from './game';
import { parseNumberedGameChildId } from './game-children';
import { providerEnum } from './provider-enum';
import { RankedVideo } from './video';

type ProviderNetwork = NonNullable<ProviderIteration['adNetworks']['facebook']>;
type ProviderStudioData = NonNullable<ProviderIteration['studioData']>;
type KpiShape = Omit<ProviderNetwork, 'adNetwork' | 'adNetworkId' | 'status' | 'campaignError' | 'restricted' | 'videos'>;
type IterationShape = ProviderIteration & { gameId: number; isProviderManaged: boolean };

export const CampaignStatus = providerEnum(
  'CampaignStatus',
  ['creating', 'active', 'paused', 'stopped', 'campaign_creation_failed'] as const satisfies readonly NonNullable<ProviderNetwork['status']>[],
  { description: 'Where a network\'s campaign is: being created, active, paused, stopped, or its creation failed (SUB-CAMP-20, PA-09)' },
);

type ProviderEvidence = NonNullable<KpiShape['evidence']>[number];
type ProviderComparison = NonNullable<ProviderEvidence['comparison']>;

const ConfidenceInterval = builder.objectRef<ProviderComparison['interval']>('ConfidenceInterval').implement({
  description: 'Where a value lies at a confidence level (issue 43): low to high',
  fields: (t) => ({
    low: t.exposeFloat('low', { description: 'the lower bound' }),
    high: t.exposeFloat('high', { nullable: true, description: 'the upper bound; null when unbounded (a cost with too few units bought)' }),
    level: t.exposeFloat('level', { description: 'the confidence level, like 0.95: the viewer\'s confidenceLevel' }),
  }),
});

const EvidenceKpi = providerEnum('EvidenceKpi', ['cpi', 'cpnu', 'cpm', 'ctr', 'install_rate', 'ipm', 'd1', 'd7', 'd14', 'd28', 'playtime', 'session_length'] as const satisfies readonly ProviderEvidence['kpi'][], {
  description: 'The KPIs that carry their interval and verdict (issue 43)',
});
const KpiSampleUnit = providerEnum('KpiSampleUnit', ['installs', 'new_users', 'impressions', 'clicks'] as const satisfies readonly ProviderEvidence['sampleUnit'][], {
  description: 'What a KPI was measured on',
});
const KpiVerdict = providerEnum('KpiVerdict', ['better', 'worse', 'not_known_yet'] as const satisfies readonly ProviderComparison['verdict'][], {
  description: 'What a change since the previous iteration says once noise is accounted for',
  describe: (value) =>
    ({
      better: 'an improvement, at the confidence level, corrected for the KPIs compared at once (Holm)',
      worse: 'a deterioration, at the confidence level, corrected for the KPIs compared at once (Holm)',
      not_known_yet: 'the change may be noise: more data is needed',
    })[value],
});
const KpiChangeScale = providerEnum('KpiChangeScale', ['difference', 'ratio'] as const satisfies readonly ProviderComparison['scale'][], {
  description: 'What a comparison\'s interval bounds: the difference (rates) or the ratio (costs)',
});

const KpiComparison = builder.objectRef<ProviderComparison>('KpiComparison').implement({
  description: 'A KPI against the previous iteration\'s same block, with its interval and verdict (issue 43)',
  fields: (t) => ({
    difference: t.exposeFloat('difference', { description: 'this iteration\'s value minus the previous one\'s' }),
    ratio: t.exposeFloat('ratio', { nullable: true, description: 'costs: this iteration\'s over the previous one\'s; null for rates' }),
    scale: t.field({ type: KpiChangeScale, description: 'what the interval bounds', resolve: (c) => c.scale }),
    interval: t.field({ type: ConfidenceInterval, description: 'of the difference (rates) or of the ratio (costs)', resolve: (c) => c.interval }),
    pValue: t.exposeFloat('pValue', { description: 'two-sided, of no change' }),
    adjustedPValue: t.exposeFloat('adjustedPValue', { description: 'Holm\'s, over the block\'s comparisons: the verdict reads it' }),
    verdict: t.field({ type: KpiVerdict, description: 'better, worse or not known yet', resolve: (c) => c.verdict }),
    moreSampleNeeded: t.exposeInt('moreSampleNeeded', {
      nullable: true,
      description: 'while not known: about how many more sample units this iteration needs to settle a change of this size; null when known or when more of it alone cannot',
    }),
  }),
});

const KpiEvidence = builder.objectRef<ProviderEvidence>('KpiEvidence').implement({
  description: 'A KPI with how sure it is: its interval, and its change since the previous iteration (issue 43)',
  fields: (t) => ({
    kpi: t.field({ type: EvidenceKpi, description: 'which KPI', resolve: (e) => e.kpi }),
    value: t.exposeFloat('value', { description: 'as the KPI\'s own field' }),
    sample: t.exposeInt('sample', { description: 'the units it was measured on' }),
    sampleUnit: t.field({ type: KpiSampleUnit, description: 'what the sample counts', resolve: (e) => e.sampleUnit }),
    dispersion: t.exposeFloat('dispersion', { description: 'how much more it varied from day to day than sampling explains (1: no more)' }),
    interval: t.field({
      type: ConfidenceInterval,
      nullable: true,
      description: 'rates: Wilson score interval; costs: the spend over the units\' exact Poisson interval; widened by the dispersion',
      resolve: (e) => e.interval,
    }),
    comparison: t.field({ type: KpiComparison, nullable: true, description: 'against the previous iteration; null without one', resolve: (e) => e.comparison }),
  }),
});

type ProviderRecommendationCheck = NonNullable<KpiShape['recommendationCheck']>;
type ProviderRecommendationBar = ProviderRecommendationCheck['deciding'][number];

const LaunchBarKpi = providerEnum('LaunchBarKpi', ['cpi', 'd1', 'd7'] as const satisfies readonly ProviderRecommendationBar['kpi'][], {
  description: 'The KPIs the recommendation compares with the launch bars',
});
const RecommendationVerdict = providerEnum('RecommendationVerdict', ['sure', 'too_early'] as const satisfies readonly ProviderRecommendationCheck['verdict'][], {
  description: 'Whether the recommendation holds at the viewer\'s confidence level',
  describe: (value) =>
    ({
      sure: 'the deciding bars are met (high potential) or one is missed (low potential) at the confidence level',
      too_early: 'a deciding KPI may be either side of its bar: too early to say',
    })[value],
});

const RecommendationBar = builder.objectRef<ProviderRecommendationBar>('RecommendationBar').implement({
  description: 'One launch bar of the recommendation and how surely the KPI meets or misses it (issue 43)',
  fields: (t) => ({
    kpi: t.field({ type: LaunchBarKpi, description: 'which KPI', resolve: (b) => b.kpi }),
    bar: t.exposeFloat('bar', { description: 'the bar: CPI at most, D1 and D7 at least (the high-potential thresholds)' }),
    value: t.exposeFloat('value', { description: 'the KPI' }),
    interval: t.field({ type: ConfidenceInterval, nullable: true, description: 'its interval at the level', resolve: (b) => b.interval }),
    meets: t.exposeBoolean('meets', { description: 'the value is on the good side of the bar' }),
    confidence: t.exposeFloat('confidence', { description: 'one-sided: that the true value is on the side of the bar the value is, 0.5 to 1' }),
  }),
});

const RecommendationCheck = builder.objectRef<ProviderRecommendationCheck>('RecommendationCheck').implement({
  description: 'How sure a recommendation that compares KPIs with the launch bars is (issue 43)',
  fields: (t) => ({
    verdict: t.field({ type: RecommendationVerdict, description: 'sure, or too early to say', resolve: (c) => c.verdict }),
    level: t.exposeFloat('level', { description: 'the viewer\'s confidence level' }),
    deciding: t.field({
      type: [RecommendationBar],
      description: 'every bar for high potential; the missed ones for low potential',
      resolve: (c) => c.deciding,
    }),
  }),
});

const ScoreInterval = builder.objectRef<NonNullable<KpiShape['scoreInterval']>>('ScoreInterval').implement({
  description: 'How far a 0-5 score could be from what it reads, at a confidence level (issue 43)',
  fields: (t) => ({
    low: t.exposeInt('low', { description: 'the score with every KPI at the unfavourable end of its interval' }),
    high: t.exposeInt('high', { description: 'the score with every KPI at the favourable end of its interval' }),
    level: t.exposeFloat('level', { description: 'the viewer\'s confidence level' }),
  }),
});

const IterationKpis = builder.objectRef<KpiShape>('IterationKpis').implement({
  description:
    'The KPIs of an iteration or of one of its networks (IT-04..11): costs in dollars, retention and rates as fractions, durations in seconds; null when not measured (yet)',
  fields: (t) => ({
    cpi: t.exposeFloat('cpi', { nullable: true, description: 'cost per install: spend / installs, dollars' }),
    cpiDiff: t.exposeFloat('cpiDiff', { nullable: true, description: 'against the previous iteration (IT-11)' }),
    cpiDiffIsBetter: t.exposeBoolean('cpiDiffIsBetter', { nullable: true, description: 'the change is an improvement: a lower CPI (IT-11)' }),
    cpnu: t.exposeFloat('cpnu', { nullable: true, description: 'only with view_cpnu (IT-05)' }),
    cpnuDiff: t.exposeFloat('cpnuDiff', { nullable: true, description: 'against the previous iteration; only with view_cpnu' }),
    cpnuDiffIsBetter: t.exposeBoolean('cpnuDiffIsBetter', { nullable: true, description: 'the change is an improvement: a lower CPNU' }),
    d1: t.exposeFloat('d1Ret', { nullable: true, description: 'null until a cohort is 24 hours old (IT-24)' }),
    d1Diff: t.exposeFloat('d1RetDiff', { nullable: true, description: 'against the previous iteration' }),
    d1DiffIsBetter: t.exposeBoolean('d1RetDiffIsBetter', { nullable: true, description: 'the change is an improvement: a higher retention' }),
    d7: t.exposeFloat('d7Ret', { nullable: true, description: 'null until a cohort reaches its 8th day (IT-25)' }),
    d7Diff: t.exposeFloat('d7RetDiff', { nullable: true, description: 'against the previous iteration' }),
    d7DiffIsBetter: t.exposeBoolean('d7RetDiffIsBetter', { nullable: true, description: 'the change is an improvement: a higher retention' }),
    d14: t.exposeFloat('d14Ret', { nullable: true, description: 'null until a cohort reaches its 15th day' }),
    d28: t.exposeFloat('d28Ret', { nullable: true, description: 'null until a cohort reaches its 29th day' }),
    ctr: t.exposeFloat('ctr', { nullable: true, description: 'clicks / impressions' }),
    playtime: t.exposeFloat('playtime', { nullable: true, description: 'seconds per new user on the first day (IT-09)' }),
    playtimeHumanReadable: t.exposeString('playtimeHumanReadable', { nullable: true, description: 'playtime as the page writes it, like 10m50s' }),
    d3Playtime: t.exposeFloat('d3Playtime', { nullable: true, description: 'seconds per new user over the first three days' }),
    d3PlaytimeHumanReadable: t.exposeString('d3PlaytimeHumanReadable', { nullable: true, description: 'd3Playtime as the page writes it, like 10m50s' }),
    sessionLength: t.exposeFloat('sessionLength', { nullable: true, description: 'seconds' }),
    sessionLengthHumanReadable: t.exposeString('sessionLengthHumanReadable', { nullable: true, description: 'sessionLength as the page writes it, like 10m50s' }),
    shareOfMales: t.exposeFloat('shareOfMales', { nullable: true, description: 'the gender split (IT-06)' }),
    installs: t.exposeInt('fbInstalls', { nullable: true, description: 'installs the networks report' }),
    clicks: t.exposeInt('linkClicks', { nullable: true, description: 'clicks on the ads; Snapchat swipe-ups' }),
    impressions: t.exposeInt('impressions', { nullable: true, description: 'times the ads were shown' }),
    spend: t.exposeFloat('spend', { nullable: true, description: 'dollars' }),
    newUsers: t.exposeInt('newUsers', { nullable: true, description: 'new users the analytics SDK saw' }),
    score: t.exposeInt('score', { nullable: true, description: '0-5' }),
    recommendation: t.string({ nullable: true, description: 'BE-REC, as the game\'s (recommendationDisplay maps it)', resolve: (k) => k.recommendation ?? null }),
    scoreInterval: t.field({
      type: ScoreInterval,
      nullable: true,
      description: 'issue 43: the score at the unfavourable and favourable ends of its KPIs\' intervals; null without a score',
      resolve: (k) => k.scoreInterval ?? null,
    }),
    recommendationCheck: t.field({
      type: RecommendationCheck,
      nullable: true,
      description: 'how sure the recommendation is; null for one that does not compare KPIs with the launch bars (data, spend, setup)',
      resolve: (k) => k.recommendationCheck ?? null,
    }),
    evidence: t.field({
      type: [KpiEvidence],
      description: 'the measured KPIs with their intervals and verdicts at the viewer\'s confidence level (issue 43)',
      resolve: (k) => k.evidence ?? [],
    }),
  }),
});

const IterationNetwork = builder.objectRef<ProviderNetwork & { gameId: number; isProviderManaged: boolean }>('IterationNetwork').implement({
  description: 'One ad network of an iteration (IT-28)',
  fields: (t) => ({
    network: t.field({ type: AdNetworkEnum, description: 'the network', resolve: (n) => n.adNetwork }),
    campaignStatus: t.field({ type: CampaignStatus, nullable: true, description: 'where its campaign is; null when not known', resolve: (n) => n.status }),
    campaignError: t.exposeString('campaignError', { nullable: true, description: 'why the network refused the campaign; null when it did not' }),
    restricted: t.exposeBoolean('restricted', {
      description: 'iOS: no per-network retention, playtime, new users, gender nor CPNU (IT-21)',
    }),
    kpis: t.field({ type: IterationKpis, description: 'the KPIs on this network', resolve: (n) => n }),
    videos: t.field({
      type: [RankedVideo],
      description: 'ranked by spend within the network (VID-02)',
      resolve: (n) => (n.videos ?? []).map((v) => ({ ...v, gameId: n.gameId, isProviderManaged: n.isProviderManaged })),
    }),
  }),
});

const DailyPoint = builder
  .objectRef<NonNullable<ProviderStudioData['cpi']>['daily'][number]>('KpiDailyPoint')
  .implement({
    description: 'A KPI on one cohort day of an iteration (CH-06)',
    fields: (t) => ({
      date: t.exposeString('date', { description: 'the cohort day, yyyy-mm-dd' }),
      value: t.exposeFloat('value', { nullable: true, description: 'the KPI that day; null when not measured' }),
      installs: t.exposeInt('installs', { description: 'installs that day' }),
      interval: t.field({
        type: ConfidenceInterval,
        nullable: true,
        description: 'the day\'s interval at the viewer\'s level, from that day\'s counts (issue 43); null without a value, and for D3 playtime',
        resolve: (p) => p.interval ?? null,
      }),
    }),
  });

const KpiSeries = builder.objectRef<NonNullable<ProviderStudioData['cpi']>>('KpiSeries').implement({
  description: "A KPI day by day over an iteration and the studio's average (CH-06)",
  fields: (t) => ({
    daily: t.field({ type: [DailyPoint], description: 'the iteration\'s days, in order', resolve: (s) => s.daily }),
    studioAverage: t.exposeFloat('average', {
      nullable: true,
      description: 'the studio\'s other games: the mean over their iterations of the last 90 days; null without any',
    }),
  }),
});

const StudioData = builder.objectRef<ProviderStudioData>('IterationChartData').implement({
  description: "The charts' data of an iteration against the studio's other games of the last 90 days (CH-06)",
  fields: (t) => ({
    cpi: t.field({ type: KpiSeries, nullable: true, description: 'cost per install', resolve: (d) => d.cpi ?? null }),
    cpnu: t.field({ type: KpiSeries, nullable: true, description: 'only with view_cpnu', resolve: (d) => d.cpnu ?? null }),
    d1: t.field({ type: KpiSeries, nullable: true, description: 'day-1 retention', resolve: (d) => d.d1 ?? null }),
    d7: t.field({ type: KpiSeries, nullable: true, description: 'day-7 retention', resolve: (d) => d.d7 ?? null }),
    d3Playtime: t.field({ type: KpiSeries, nullable: true, description: 'seconds played over the first three days', resolve: (d) => d.d3Playtime ?? null }),
    cpmAverage: t.float({ nullable: true, description: 'cost per thousand impressions, dollars: the studio\'s other games\' mean over their iterations of the last 90 days', resolve: (d) => d.cpm?.average ?? null }),
    playtimeAverage: t.float({ nullable: true, description: 'first-day playtime in seconds: the studio\'s other games\' mean over their iterations of the last 90 days', resolve: (d) => d.playtime?.average ?? null }),
    playtimeAverageHumanReadable: t.string({
      nullable: true,
      description: 'playtimeAverage as the page writes it, like 10m50s',
      resolve: (d) => d.playtime?.averageHumanReadable ?? null,
    }),
    newUsersAverage: t.float({ nullable: true, description: 'new users per iteration: the studio\'s other games\' mean over their iterations of the last 90 days', resolve: (d) => d.newUsers?.average ?? null }),
  }),
});

export const Iteration = builder.node(builder.objectRef<IterationShape>('Iteration'), {
  id: { resolve: (i) => `${i.gameId}:${i.iterationId}` },
  description: 'One ad test of a game (IT-27): its dates, global KPIs, networks, videos and chart data',
  loadOne: async (id, context) => {
    const parsed = parseNumberedGameChildId(id);
    if (!parsed) return null;
    const game = await context.loaders.games.load(parsed.gameId);
    if (!game) return null;
    const found = (await context.loaders.gameIterations.load(game.id)).iterations.find((i) => i.iterationId === parsed.own);
    return found ? { ...found, gameId: game.id, isProviderManaged: game.isManagedByProvider } : null;
  },
  fields: (t) => ({
    iterationId: t.exposeInt('iterationId', { description: 'the provider\'s id of the iteration' }),
    number: t.exposeInt('iterationNumber', { description: 'its number within the game, from 1' }),
    start: t.string({ description: 'iterationStart, else createdAt (IT-19)', resolve: (i) => i.iterationStart ?? i.createdAt }),
    end: t.exposeString('iterationEnd', { nullable: true, description: 'the start plus the campaign duration (CONF-19); null when not known' }),
    createdAt: t.exposeString('createdAt', { description: 'when it was created' }),
    schedulingDetails: t.exposeString('schedulingDetails', { nullable: true, description: 'while the start is in the future (IT-16)' }),
    kpis: t.field({ type: IterationKpis, description: 'all networks together', resolve: (i) => i }),
    networks: t.field({
      type: [IterationNetwork],
      description: 'the networks it ran on, Facebook first (IT-03)',
      resolve: (i) =>
        AD_NETWORKS.flatMap((name) => {
          const block = i.adNetworks[name];
          return block ? [{ ...block, gameId: i.gameId, isProviderManaged: i.isProviderManaged }] : [];
        }),
    }),
    videos: t.field({
      type: [RankedVideo],
      description: 'every network\'s videos, ranked by spend against one another (VID-02)',
      resolve: (i) => (i.videos ?? []).map((v) => ({ ...v, gameId: i.gameId, isProviderManaged: i.isProviderManaged })),
    }),
    chartData: t.field({ type: StudioData, nullable: true, description: 'its charts\' data (CH-06); null when there is none', resolve: (i) => i.studioData ?? null }),
  }),
});

builder.objectField(Game, 'iterations', (t) =>
  t.field({
    type: [Iteration],
    description: 'newest first; the first is the current one (IT-01)',
    resolve: async (game, _args, context) =>
      (await context.loaders.gameIterations.load(game.id)).iterations.map((i) => ({
        ...i,
        gameId: game.id,
        isProviderManaged: game.isManagedByProvider,
      })),
  }),
);

type ProviderKpiBenchmark = ProviderGameBenchmark['kpis'][number];

const BoxPlot = builder.objectRef<ProviderKpiBenchmark['all']>('BoxPlot').implement({
  description: 'How a KPI is spread over games: the 5th, 25th, 50th, 75th and 95th percentiles',
  fields: (t) => ({
    low: t.exposeFloat('low', { description: 'the 5th percentile' }),
    q1: t.exposeFloat('q1', { description: 'the 25th percentile' }),
    median: t.exposeFloat('median', { description: 'the 50th percentile' }),
    q3: t.exposeFloat('q3', { description: 'the 75th percentile' }),
    high: t.exposeFloat('high', { description: 'the 95th percentile' }),
  }),
});

const BenchmarkKpi = providerEnum('BenchmarkKpi', ['cpi', 'cpnu', 'ctr', 'd1', 'd7', 'playtime'] as const satisfies readonly ProviderKpiBenchmark['kpi'][], {
  description: 'The KPIs a game is compared on with other games',
});

const KpiBenchmark = builder.objectRef<ProviderKpiBenchmark & { genreLabel: string | null }>('KpiBenchmark').implement({
  description: 'A game\'s last value of a KPI against the tested games of its gameplay genre and of its kind (issue 43)',
  fields: (t) => ({
    kpi: t.field({ type: BenchmarkKpi, description: 'which KPI', resolve: (k) => k.kpi }),
    value: t.exposeFloat('value', { description: 'the game\'s last value (its latest iteration with data)' }),
    genre: t.string({ nullable: true, description: 'its gameplay genre; null without one', resolve: (k) => k.genreLabel }),
    percentile: t.exposeFloat('percentile', {
      nullable: true,
      description: 'better than this share (0-100) of its genre\'s tested games: lower costs, higher rates; null without a genre',
    }),
    gamesCompared: t.exposeInt('gamesCompared', { nullable: true, description: 'its genre\'s tested games with this KPI' }),
    genreDistribution: t.field({ type: BoxPlot, nullable: true, description: 'its genre\'s spread', resolve: (k) => k.genre }),
    percentileAll: t.exposeFloat('percentileAll', { description: 'better than this share (0-100) of all tested games of its kind (CPI or CTR tests)' }),
    gamesComparedAll: t.exposeInt('gamesComparedAll', { description: 'all tested games of its kind with this KPI' }),
    allDistribution: t.field({ type: BoxPlot, description: 'the spread over all tested games of its kind', resolve: (k) => k.all }),
  }),
});

builder.objectField(Game, 'benchmark', (t) =>
  t.field({
    type: [KpiBenchmark],
    description:
      'Issue 43: each measured KPI against the tested games of the gameplay genre and of the kind; recomputed when a test ends and every few minutes',
    resolve: async (game, _args, context) => {
      const benchmark = await context.loaders.gameBenchmark.load(game.id);
      return benchmark.kpis.map((kpi) => ({ ...kpi, genreLabel: benchmark.gameplayGenre?.label ?? null }));
    },
  }),
);
