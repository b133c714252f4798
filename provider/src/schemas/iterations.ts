// GET /v1/game/{id}: a game's iterations with their KPIs, per network and per video
// (IT, CH, VID, BE-KPI). Every KPI field belongs to one family of the `kpi` query
// (KPI_FAMILIES); a family not asked for is left out of the answer.
import { RECOMMENDATIONS } from '@greenlight/rules';
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from './common';

/** The `kpi` values of IT-30 / BE-KPI-01. */
export const KPI_FAMILIES = ['cpi', 'd1_ret', 'd7_ret', 'iterationVideos', 'iterations', 'session_length', 'playtime'] as const;
export type KpiFamily = (typeof KPI_FAMILIES)[number];

const family = `(${KPI_FAMILIES.join('|')})`;
export const GameKpiQuery = Type.Object({
  kpi: Type.Optional(
    Type.String({
      pattern: `^${family}(,${family})*$`,
      maxLength: 200,
      description:
        'Comma-separated families to answer (all when absent): cpi (cpi, cpnu, their diffs; studioData cpi, cpnu, cpm), ' +
        'd1_ret (d1Ret, its diff; studioData d1), d7_ret (d7Ret, its diff, d14Ret, d28Ret; studioData d7), ' +
        'iterations (installs, clicks, impressions, spend, new users, ctr, shareOfMales, score, recommendation; studioData newUsers), ' +
        'session_length, playtime (playtime and D3 playtime; studioData d3Playtime, playtime), iterationVideos (videos).',
    }),
  ),
});

export const AdNetworkName = Type.Enum(['facebook', 'snapchat'] as const);
export const CampaignStatus = Type.Enum(['creating', 'active', 'paused', 'stopped', 'campaign_creation_failed'] as const);

const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const num = (description: string) => opt(Nullable(Type.Number({ description })));
const int = (description: string) => opt(Nullable(Type.Integer({ description })));
const text = (description: string) => opt(Nullable(Type.String({ description })));
const better = (description: string) => opt(Nullable(Type.Boolean({ description })));

/** VID-09: one ad video and what it delivered. */
export const IterationVideo = Type.Object({
  id: Type.Integer(),
  video: Nullable(Type.String({ description: 'the clip\'s url (/media/{sha256}); VID-07 downloads add "original"' })),
  fileName: Type.String(),
  adNetwork: AdNetworkName,
  adultContent: Type.Boolean({ description: 'the network refused it for adult content (VID-04); it delivered nothing' }),
  data: Type.Object({
    spend: Type.Number({ description: 'dollars, to the cent; the videos of a network sum to its spend' }),
    impressions: Type.Integer(),
    linkClicks: Type.Integer(),
    fbInstalls: Type.Integer({ description: 'installs the network attributes to the video' }),
    cpi: Nullable(Type.Number({ description: 'spend / installs; null without installs' })),
    ctr: Nullable(Type.Number({ description: 'clicks / impressions (fraction); null without impressions' })),
    bestVideo: Type.Boolean({ description: 'lowest CPI among videos with an install; for CTR tests the highest CTR' }),
  }),
  perf: Type.Object({ rank: Type.Integer({ minimum: 1, description: 'by spend, 1 = the most' }) }),
}, { title: 'IterationVideo' });
export type IterationVideo = Static<typeof IterationVideo>;

const ConfidenceInterval = Type.Object({
  low: Type.Number(),
  high: Nullable(Type.Number({ description: 'null when unbounded (a cost with no unit bought at the level\'s low end)' })),
  level: Type.Number({ description: 'the confidence level, like 0.95' }),
}, { title: 'ConfidenceInterval' });

/** The KPIs that carry evidence (issue 43); playtime and session length follow with their spread. */
export const EVIDENCE_KPIS = ['cpi', 'cpnu', 'cpm', 'ctr', 'install_rate', 'ipm', 'd1', 'd7', 'd14', 'd28', 'playtime', 'session_length'] as const;
export type EvidenceKpi = (typeof EVIDENCE_KPIS)[number];

/** Issue 43: a KPI with how sure it is, and its change since the previous iteration. */
export const KpiEvidence = Type.Object({
  kpi: Type.Enum(EVIDENCE_KPIS, {
    description:
      'cpi, cpnu and cpm (family cpi; cpm: dollars per thousand impressions), ctr, install_rate (installs / clicks) and ipm ' +
      '(installs per thousand impressions; iterations), ' +
      'd1 (d1_ret), d7, d14, d28 (d7_ret), playtime (playtime), session_length (session_length)',
  }),
  value: Type.Number({ description: 'as the KPI\'s own field' }),
  sample: Type.Integer({ description: 'the units it was measured on' }),
  sampleUnit: Type.Enum(['installs', 'new_users', 'impressions', 'clicks'] as const),
  dispersion: Type.Number({
    minimum: 1,
    description: 'how much more the KPI varied from day to day than sampling explains (1: no more); the interval is widened by it',
  }),
  // rates: Wilson score interval; costs: the spend over the units' exact Poisson interval (Garwood); means: Student's
  interval: Nullable(ConfidenceInterval),
  comparison: Nullable(
    Type.Object({
      difference: Type.Number({ description: 'this iteration\'s value minus the previous one\'s' }),
      ratio: Nullable(Type.Number({ description: 'costs: this iteration\'s over the previous one\'s; null for rates' })),
      scale: Type.Enum(['difference', 'ratio'] as const, { description: 'what the interval bounds (means: the difference, Welch)' }),
      interval: ConfidenceInterval,
      pValue: Type.Number({ minimum: 0, maximum: 1 }),
      adjustedPValue: Type.Number({ minimum: 0, maximum: 1, description: "Holm's, over the block's comparisons" }),
      verdict: Type.Enum(['better', 'worse', 'not_known_yet'] as const),
      moreSampleNeeded: Nullable(
        Type.Integer({ minimum: 0, description: 'while not known: about how many more sample units would settle a change of this size' }),
      ),
    }, { description: "against the previous iteration's same block; null without one" }),
  ),
}, { title: 'KpiEvidence' });

const RecommendationBar = Type.Object({
  kpi: Type.Enum(['cpi', 'd1', 'd7'] as const),
  bar: Type.Number({ description: 'the launch bar: CPI at most, D1 and D7 at least (the high-potential thresholds)' }),
  value: Type.Number(),
  interval: Nullable(ConfidenceInterval),
  meets: Type.Boolean({ description: 'the value is on the good side of the bar' }),
  confidence: Type.Number({ minimum: 0, maximum: 1, description: 'one-sided: that the true value is on the side of the bar the value is' }),
}, { title: 'RecommendationBar' });

/** Issue 43: how sure a recommendation that compares KPIs with the launch bars is. */
export const RecommendationCheck = Type.Object({
  verdict: Type.Enum(['sure', 'too_early'] as const, {
    description: 'sure: the deciding bars are met (high potential) or one is missed (low potential) at the level; too early: they may be either side',
  }),
  level: Type.Number(),
  deciding: Type.Array(RecommendationBar, { description: 'every bar for high potential; the missed ones for low potential' }),
}, { title: 'RecommendationCheck' });

/** The KPIs of an iteration, or of one network of it. Retention and rates are fractions. */
const KpiFields = {
  cpi: num('cost per install: spend / installs, dollars (cpi)'),
  cpiDiff: num('cpi minus the previous iteration\'s (cpi)'),
  cpiDiffIsBetter: better('a lower CPI is better (cpi)'),
  cpnu: num('cost per new user: spend / analytics new users; only with view_cpnu (cpi)'),
  cpnuDiff: num('only with view_cpnu (cpi)'),
  cpnuDiffIsBetter: better('a lower CPNU is better (cpi)'),
  d1Ret: num('day-1 retention of the mature cohorts; null until a cohort is 24 hours old (d1_ret, BE-KPI-09)'),
  d1RetDiff: num('d1_ret'),
  d1RetDiffIsBetter: better('a higher retention is better (d1_ret)'),
  d7Ret: num('day-7 retention; null until a cohort reaches its 8th day (d7_ret)'),
  d7RetDiff: num('d7_ret'),
  d7RetDiffIsBetter: better('d7_ret'),
  d14Ret: num('day-14 retention; null until a cohort reaches its 15th day (d7_ret)'),
  d28Ret: num('day-28 retention; null until a cohort reaches its 29th day (d7_ret)'),
  ctr: num('clicks / impressions (iterations)'),
  playtime: num('seconds played per new user on their first day (playtime)'),
  playtimeHumanReadable: text('like 10m50s (playtime, FMT-10)'),
  d3Playtime: num('seconds played per new user over their first three days, mature cohorts (playtime)'),
  d3PlaytimeHumanReadable: text('playtime'),
  sessionLength: num('seconds (session_length)'),
  sessionLengthHumanReadable: text('session_length'),
  shareOfMales: num('males / new users (iterations)'),
  fbInstalls: int('installs the networks report (iterations)'),
  linkClicks: int('clicks on the ads; Snapchat swipe-ups (iterations)'),
  impressions: int('iterations'),
  spend: num('dollars (iterations)'),
  newUsers: int('new users the analytics SDK saw (iterations)'),
  score: int('0-5: how close CPI, D1 and D7 (a CTR test: its CTR) come to the high-potential thresholds (iterations)'),
  recommendation: opt(Nullable(Type.Enum(RECOMMENDATIONS, { description: 'BE-REC, from these KPIs (iterations)' }))),
  videos: opt(Type.Array(IterationVideo, { description: 'ranked by spend (iterationVideos)' })),
  recommendationCheck: opt(Nullable(RecommendationCheck)),
  scoreInterval: opt(
    Nullable(
      Type.Object(
        {
          low: Type.Integer({ minimum: 0, maximum: 5 }),
          high: Type.Integer({ minimum: 0, maximum: 5 }),
          level: Type.Number(),
        },
        { description: "issue 43: the score at the unfavourable and favourable ends of its KPIs' intervals (iterations)" },
      ),
    ),
  ),
  evidence: opt(
    Type.Array(KpiEvidence, {
      description: "the KPIs' intervals and verdicts at the caller's confidence level (issue 43), each in its KPI's family",
    }),
  ),
};

/** IT-28: one network of an iteration. */
export const IterationNetwork = Type.Object({
  adNetwork: AdNetworkName,
  adNetworkId: Type.Integer({ description: '1 Facebook, 2 Snapchat (FMT-11)' }),
  status: Nullable(CampaignStatus),
  campaignError: Nullable(Type.String({ description: 'why the network refused the campaign' })),
  restricted: Type.Boolean({
    description:
      'iOS: the network reports no per-network retention, playtime, new users, gender nor CPNU (IT-21, BE-KPI-08); ' +
      'those fields, the score and the recommendation are null',
  }),
  ...KpiFields,
}, { title: 'IterationNetwork' });
export type IterationNetwork = Static<typeof IterationNetwork>;

const DailyPoint = Type.Object({
  date: Type.String({ description: 'yyyy-mm-dd, a cohort day of this iteration' }),
  value: Nullable(Type.Number()),
  installs: Type.Integer(),
  interval: Type.Optional(Nullable(ConfidenceInterval)),
});
const Series = (description: string) =>
  Type.Object(
    {
      daily: Type.Array(DailyPoint),
      average: Nullable(Type.Number({ description: 'the studio\'s other games, mean over their iterations of the last 90 days' })),
    },
    { description },
  );
const Average = Type.Object({ average: Nullable(Type.Number()) });

/** CH-06, BE-KPI-04: chart data of an iteration against the studio's other games. */
export const StudioData = Type.Object({
  cpi: opt(Series('cost per install (cpi)')),
  cpnu: opt(Nullable(Series('cost per new user; null without view_cpnu (cpi)'))),
  cpm: opt(Average),
  d1: opt(Series('day-1 retention (d1_ret)')),
  d7: opt(Series('day-7 retention (d7_ret)')),
  d3Playtime: opt(Series('seconds over the first three days (playtime)')),
  playtime: opt(
    Type.Object({
      average: Nullable(Type.Number({ description: 'seconds on the first day' })),
      averageHumanReadable: Nullable(Type.String()),
    }),
  ),
  newUsers: opt(Type.Object({ average: Nullable(Type.Number({ description: 'new users per iteration' })) })),
}, { title: 'StudioData' });
export type StudioData = Static<typeof StudioData>;

/** IT-27: an iteration, its global KPIs, its networks' and its chart data. */
export const Iteration = Type.Object({
  iterationId: Type.Integer(),
  iterationNumber: Type.Integer({ minimum: 1 }),
  iterationStart: Type.String({ format: 'date-time' }),
  iterationEnd: Type.String({ format: 'date-time', description: 'iterationStart + the campaign duration (CONF-19)' }),
  createdAt: Type.String({ format: 'date-time' }),
  schedulingDetails: Nullable(Type.String({ description: 'set while the start is in the future (IT-16)' })),
  ...KpiFields,
  adNetworks: Type.Object(
    { facebook: opt(IterationNetwork), snapchat: opt(IterationNetwork) },
    { description: 'the networks the iteration ran on' },
  ),
  studioData: opt(StudioData),
}, { title: 'Iteration' });
export type Iteration = Static<typeof Iteration>;

export const GameIterations = Type.Object({
  id: Type.Integer(),
  iterations: Type.Array(Iteration, { description: 'newest first (IT-01)' }),
}, { title: 'GameKpis' });
export type GameIterations = Static<typeof GameIterations>;

const BoxPlot = Type.Object({
  low: Type.Number({ description: 'the 5th percentile' }),
  q1: Type.Number({ description: 'the 25th percentile' }),
  median: Type.Number(),
  q3: Type.Number({ description: 'the 75th percentile' }),
  high: Type.Number({ description: 'the 95th percentile' }),
}, { title: 'BoxPlot' });

/** Issue 43: a game's last KPIs against the tested games of its gameplay genre and of its kind. */
export const GameBenchmark = Type.Object({
  gameId: Type.Integer(),
  gameplayGenre: Nullable(Type.Object({ id: Type.Integer(), label: Type.String() })),
  kpis: Type.Array(
    Type.Object({
      kpi: Type.Enum(['cpi', 'cpnu', 'ctr', 'd1', 'd7', 'playtime'] as const),
      value: Type.Number({ description: 'the game\'s last value (its latest iteration with data)' }),
      percentile: Nullable(Type.Number({ minimum: 0, maximum: 100, description: 'better than this share of its genre\'s tested games; null without a gameplay genre' })),
      gamesCompared: Nullable(Type.Integer({ description: 'its genre\'s tested games with this KPI' })),
      genre: Nullable(BoxPlot),
      percentileAll: Type.Number({ minimum: 0, maximum: 100, description: 'better than this share of all tested games of its kind (CPI or CTR tests)' }),
      gamesComparedAll: Type.Integer(),
      all: BoxPlot,
    }),
    { description: 'the measured KPIs; CPNU only with view_cpnu' },
  ),
}, { title: 'GameBenchmark' });
