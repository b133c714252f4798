// A game's iterations with their KPIs (IT, BE-KPI-01..05, CH-06, VID): globally and
// per network, per video, against the previous iteration and against the studio's
// other games. Everything is summed in SQL from ad_network_daily_stats with the
// formulas of kpis.ts, in a fixed number of queries however many iterations a game has.
import { formatDate, formatDuration } from '@greenlight/rules';
import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DAY_MS } from '../../clock';
import { planOnce, type Db } from '../../db';
import { campaigns, games, iterations, videos } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import {
  KPI_FAMILIES,
  type GameIterations,
  type Iteration,
  type IterationNetwork,
  type IterationVideo,
  type EvidenceKpi,
  type KpiFamily,
  type StudioData,
} from '../../schemas/iterations';
import { blockEvidence, recommendationCheck, type DailyCell, type KpiEvidence } from './evidence';
import type { Interval } from '../statistics/intervals';
import { rankVideos, splitNetworkTotals, type NetworkTotals, type VideoNumbers } from '../campaigns/videos';
import type { AdNetworkName } from '../campaigns/simulator';
import { KPI_RATIOS, KPI_SUMS, kpiScore, recommend, RECOMMENDATION_THRESHOLDS } from './kpis';
import { canViewGame, type Principal } from '../accounts/principal';

const NETWORKS: readonly AdNetworkName[] = ['facebook', 'snapchat'];
const NETWORK_IDS: Record<AdNetworkName, number> = { facebook: 1, snapchat: 2 };

/** How far back the studio's averages look (CH-06). */
export const STUDIO_AVERAGE_DAYS = 90;

type KpiField = Exclude<
  keyof IterationNetwork,
  'adNetwork' | 'adNetworkId' | 'status' | 'campaignError' | 'restricted' | 'evidence' | 'recommendationCheck' | 'scoreInterval'
>;

/** Which `kpi` family each field answers to (schemas/iterations.ts describes them). */
const FIELD_FAMILY = {
  cpi: 'cpi',
  cpiDiff: 'cpi',
  cpiDiffIsBetter: 'cpi',
  cpnu: 'cpi',
  cpnuDiff: 'cpi',
  cpnuDiffIsBetter: 'cpi',
  d1Ret: 'd1_ret',
  d1RetDiff: 'd1_ret',
  d1RetDiffIsBetter: 'd1_ret',
  d7Ret: 'd7_ret',
  d7RetDiff: 'd7_ret',
  d7RetDiffIsBetter: 'd7_ret',
  d14Ret: 'd7_ret',
  d28Ret: 'd7_ret',
  ctr: 'iterations',
  playtime: 'playtime',
  playtimeHumanReadable: 'playtime',
  d3Playtime: 'playtime',
  d3PlaytimeHumanReadable: 'playtime',
  sessionLength: 'session_length',
  sessionLengthHumanReadable: 'session_length',
  shareOfMales: 'iterations',
  fbInstalls: 'iterations',
  linkClicks: 'iterations',
  impressions: 'iterations',
  spend: 'iterations',
  newUsers: 'iterations',
  score: 'iterations',
  recommendation: 'iterations',
  videos: 'iterationVideos',
} as const satisfies Record<KpiField, KpiFamily>;

/**
 * Issue 43: the score (kpiScore) at the two ends of its KPIs' intervals: CPI at its high
 * end with D1 and D7 at their low ends, then the other way round (a CTR test: its CTR's
 * ends). Null without a score, or when a KPI it reads has no interval.
 */
function scoreInterval(evidence: readonly KpiEvidence[], isCtr: boolean, score: number | null, level: number) {
  if (score === null) return null;
  const interval = (kpi: EvidenceKpi) => evidence.find((item) => item.kpi === kpi)?.interval ?? null;
  if (isCtr) {
    const ctr = interval('ctr');
    if (!ctr?.high) return null;
    const low = kpiScore({ isCtr, ctr: ctr.low, cpi: null, d1: null, d7: null });
    const high = kpiScore({ isCtr, ctr: ctr.high, cpi: null, d1: null, d7: null });
    return low === null || high === null ? null : { low, high, level };
  }
  const cpi = interval('cpi');
  const d1 = interval('d1');
  const d7 = evidence.some((item) => item.kpi === 'd7') ? interval('d7') : undefined;
  if (!cpi || !d1 || d7 === null) return null;
  const low = kpiScore({ isCtr, ctr: null, cpi: cpi.high ?? Infinity, d1: d1.low, d7: d7 ? d7.low : null });
  const high = kpiScore({ isCtr, ctr: null, cpi: cpi.low, d1: d1.high ?? d1.low, d7: d7 ? (d7.high ?? d7.low) : null });
  return low === null || high === null ? null : { low, high, level };
}

/** The KPIs of what a network counts itself, which an iOS network block keeps (IT-21). */
const NETWORK_COUNTED: ReadonlySet<EvidenceKpi> = new Set(['cpi', 'cpm', 'ctr', 'install_rate', 'ipm']);

/** The bars the recommendation's check reads (issue 43): the high-potential thresholds. */
const LAUNCH_BARS = {
  maxCpi: RECOMMENDATION_THRESHOLDS.highPotentialMaxCpi,
  minD1: RECOMMENDATION_THRESHOLDS.highPotentialMinD1,
  minD7: RECOMMENDATION_THRESHOLDS.highPotentialMinD7,
};

/** Which family each KPI's evidence answers to: its KPI's (issue 43). */
const EVIDENCE_FAMILY = {
  cpi: 'cpi',
  cpnu: 'cpi',
  cpm: 'cpi',
  ctr: 'iterations',
  install_rate: 'iterations',
  ipm: 'iterations',
  d1: 'd1_ret',
  d7: 'd7_ret',
  d14: 'd7_ret',
  d28: 'd7_ret',
  playtime: 'playtime',
  session_length: 'session_length',
} as const satisfies Record<EvidenceKpi, KpiFamily>;

const STUDIO_DATA_FAMILY = {
  cpi: 'cpi',
  cpnu: 'cpi',
  cpm: 'cpi',
  d1: 'd1_ret',
  d7: 'd7_ret',
  d3Playtime: 'playtime',
  playtime: 'playtime',
  newUsers: 'iterations',
} as const satisfies Record<keyof StudioData, KpiFamily>;

/** The sums and KPIs of some daily rows (kpis.ts: KPI_SUMS, KPI_RATIOS). */
interface Aggregate {
  spend: number;
  installs: number;
  clicks: number;
  impressions: number;
  newUsers: number;
  cpi: number | null;
  cpnu: number | null;
  ctr: number | null;
  d1: number | null;
  d7: number | null;
  d14: number | null;
  d28: number | null;
  playtime: number | null;
  d3Playtime: number | null;
  sessionLength: number | null;
  shareOfMales: number | null;
}

type KpiBlock = { [K in KpiField]-?: Exclude<IterationNetwork[K], undefined> };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const humanReadable = (seconds: number | null) => (seconds === null ? null : formatDuration(seconds));

/** Whether a family is answered: all are when the caller named none. */
export function parseKpiFamilies(kpi: string | undefined): ReadonlySet<KpiFamily> {
  if (!kpi) return new Set(KPI_FAMILIES);
  return new Set(kpi.split(',') as KpiFamily[]);
}

/**
 * GET /v1/game/{id} (IT-30, BE-KPI-01): the game's iterations, newest first, with the
 * KPI families asked for (all by default). 404 for an unknown game, 403 for one the
 * caller may not see. CPNU is null without view_cpnu.
 */
export async function loadGameIterations(
  db: Db,
  principal: Principal,
  now: Date,
  gameId: number,
  families: ReadonlySet<KpiFamily> = new Set(KPI_FAMILIES),
  /** Knowledge sharing's reading (KS-19): the caller's access was checked there; no studio averages. */
  options: { shared?: boolean } = {},
): Promise<GameIterations> {
  // The lookups by the game's id are planned once (planOnce, issue 17); the aggregates keep a plan per game.
  const [game] = await planOnce(
    db,
    db.select({ id: games.id, studioId: games.studioId, platform: games.platform, isCtr: games.isCtr }).from(games).where(eq(games.id, gameId)),
  );
  if (!game) throw notFound('Game not found');
  if (!options.shared && !canViewGame(principal, game)) throw forbidden();

  const wantsVideos = families.has('iterationVideos');
  const wantsStudioData = !options.shared && Object.values(STUDIO_DATA_FAMILY).some((f) => families.has(f));
  const [iterationRows, { blocks: aggregates, cells }, campaignRows, videoRows, dailyRows, studioAverages] = await Promise.all([
    planOnce(db, db.select().from(iterations).where(eq(iterations.gameId, gameId)).orderBy(desc(iterations.iterationNumber))),
    iterationAggregates(db, gameId),
    planOnce(
      db,
      db
        .select({ iterationId: campaigns.iterationId, network: campaigns.network, status: campaigns.status, error: campaigns.error })
        .from(campaigns)
        .where(eq(campaigns.gameId, gameId)),
    ),
    wantsVideos
      ? planOnce(
          db,
          db
            .select({
              id: videos.id,
              iterationId: videos.iterationId,
              network: videos.network,
              fileName: videos.fileName,
              mediaId: videos.mediaId,
              weight: videos.weight,
              appeal: videos.appeal,
              adultContent: videos.adultContent,
            })
            .from(videos)
            // Videos waiting for the next iteration are the submission's, not an iteration's.
            .where(and(eq(videos.gameId, gameId), isNotNull(videos.iterationId)))
            .orderBy(asc(videos.id)),
        ).then((rows) => rows as VideoRow[])
      : Promise.resolve([]),
    wantsStudioData ? dailySeries(db, gameId) : Promise.resolve([]),
    wantsStudioData ? studioAverage(db, game, now) : Promise.resolve(undefined),
  ]);

  const seesCpnu = principal.permissions.has('view_cpnu');
  const isCtr = game.isCtr;
  const restrictedNetworks = game.platform === 'ios';

  const answer = iterationRows.map((iteration) => {
    const global = aggregates.get(`${iteration.id}/`);
    const budget = Object.keys(JSON.parse(iteration.dailyBudget) as Record<string, number>);
    const ran = NETWORKS.filter(
      (network) =>
        budget.includes(network) ||
        aggregates.has(`${iteration.id}/${network}`) ||
        campaignRows.some((c) => c.iterationId === iteration.id && c.network === network),
    );
    const networkVideos = new Map<AdNetworkName, { video: IterationVideo; numbers: VideoNumbers }[]>();
    const adNetworks: Iteration['adNetworks'] = {};
    for (const network of ran) {
      const aggregate = aggregates.get(`${iteration.id}/${network}`);
      const campaign = campaignRows.find((c) => c.iterationId === iteration.id && c.network === network);
      const list = wantsVideos ? networkVideosOf(videoRows, iteration.id, network, aggregate, isCtr) : [];
      networkVideos.set(network, list);
      adNetworks[network] = {
        adNetwork: network,
        adNetworkId: NETWORK_IDS[network],
        status: (campaign?.status as IterationNetwork['status']) ?? null,
        campaignError: campaign?.error ?? null,
        restricted: restrictedNetworks,
        ...kpiBlock(aggregate, { isCtr, seesCpnu, restricted: restrictedNetworks }),
        videos: list.map((entry) => entry.video).sort((a, b) => a.perf.rank - b.perf.rank),
      };
    }
    // The global tab ranks every video of the iteration against the others.
    const all = [...networkVideos.values()].flat();
    const globalRanks = rankVideos(
      all.map((entry) => entry.numbers),
      isCtr,
    );
    const globalVideos = all
      .map((entry, i) => ({ ...entry.video, ...(globalRanks[i] as (typeof globalRanks)[number]) }))
      .sort((a, b) => a.perf.rank - b.perf.rank);

    const result: Iteration = {
      iterationId: iteration.id,
      iterationNumber: iteration.iterationNumber,
      iterationStart: iteration.iterationStart.toISOString(),
      iterationEnd: iteration.iterationEnd.toISOString(),
      createdAt: iteration.createdAt.toISOString(),
      // IT-16: dates read dd-MM-yyyy (FMT-05).
      schedulingDetails:
        iteration.iterationStart.getTime() > now.getTime()
          ? `Campaign scheduled to start on ${formatDate(iteration.iterationStart.toISOString())}`
          : null,
      ...kpiBlock(global, { isCtr, seesCpnu, restricted: false }),
      videos: globalVideos,
      adNetworks,
    };
    if (wantsStudioData) {
      result.studioData = studioData(
        dailyRows.filter((row) => row.iterationId === iteration.id),
        studioAverages,
        seesCpnu,
        dayIntervals(cells.get(iteration.id) ?? [], principal.confidenceLevel),
      );
    }
    return result;
  });

  // IT-11: each block against the same block of the iteration before (the next in this list),
  // with its evidence (issue 43) at the caller's confidence level.
  const level = principal.confidenceLevel;
  const evidenceKpis = (restricted: boolean) =>
    (Object.keys(EVIDENCE_FAMILY) as EvidenceKpi[]).filter(
      // An iOS network block keeps only what the network counts (IT-21): spend, installs, clicks, impressions.
      (kpi) => !(restricted && !NETWORK_COUNTED.has(kpi)) && (kpi !== 'cpnu' || seesCpnu),
    );
  answer.forEach((iteration, i) => {
    const previous = answer[i + 1];
    const cellsOf = (id: number, network?: string) =>
      (cells.get(id) ?? []).filter((cell) => network === undefined || cell.network === network);
    Object.assign(iteration, diffs(iteration, previous));
    iteration.evidence = blockEvidence(
      cellsOf(iteration.iterationId),
      previous && cellsOf(previous.iterationId),
      evidenceKpis(false),
      level,
    );
    iteration.recommendationCheck = recommendationCheck(cellsOf(iteration.iterationId), iteration.recommendation ?? null, LAUNCH_BARS, level);
    iteration.scoreInterval = scoreInterval(iteration.evidence, isCtr, iteration.score ?? null, level);
    for (const network of NETWORKS) {
      const block = iteration.adNetworks[network];
      if (!block) continue;
      Object.assign(block, diffs(block, previous?.adNetworks[network]));
      block.evidence = blockEvidence(
        cellsOf(iteration.iterationId, network),
        previous?.adNetworks[network] ? cellsOf(previous.iterationId, network) : undefined,
        evidenceKpis(restrictedNetworks),
        level,
      );
      block.recommendationCheck = recommendationCheck(cellsOf(iteration.iterationId, network), block.recommendation ?? null, LAUNCH_BARS, level);
      block.scoreInterval = scoreInterval(block.evidence, isCtr, block.score ?? null, level);
    }
  });
  for (const iteration of answer) prune(iteration, families);
  return { id: game.id, iterations: answer };
}

/**
 * One query for every block of every iteration: per network and (grouping set) over
 * all networks, keyed "iterationId/network" and "iterationId/"; and (issue 43) the
 * (network, day) cells of each iteration, by iteration id, that the KPIs' evidence
 * measures the days' spread on (evidence.ts).
 */
async function iterationAggregates(db: Db, gameId: number): Promise<{ blocks: Map<string, Aggregate>; cells: Map<number, DailyCell[]> }> {
  const result = await db.execute(sql`
    with sums as (
      select s.iteration_id, s.network, s.day, grouping(s.network) as is_global, grouping(s.day) as is_block, ${KPI_SUMS},
        -- A (network, day) group is one row: its own playtime and session length with their spread.
        max(s.playtime) as cell_playtime, max(s.playtime_sd) as cell_playtime_sd,
        max(s.session_length) as cell_session_length, max(s.session_length_sd) as cell_session_length_sd
      from ad_network_daily_stats s
      where s.game_id = ${gameId}
      group by grouping sets ((s.iteration_id, s.network), (s.iteration_id), (s.iteration_id, s.network, s.day))
    )
    select iteration_id, case when is_global = 1 then '' else network end as network, day::text as day, is_block, ${kpiColumns},
      retained_d1::float8 as retained_d1, retained_d7::float8 as retained_d7,
      retained_d14::float8 as retained_d14, retained_d28::float8 as retained_d28,
      cell_playtime::float8 as cell_playtime, cell_playtime_sd::float8 as cell_playtime_sd,
      cell_session_length::float8 as cell_session_length, cell_session_length_sd::float8 as cell_session_length_sd
    from (select iteration_id, network, day, is_global, is_block, spend, installs, clicks, impressions, new_users,
                 retained_d1, retained_d7, retained_d14, retained_d28, cell_playtime, cell_playtime_sd,
                 cell_session_length, cell_session_length_sd, ${KPI_RATIOS} from sums) k`);
  const blocks = new Map<string, Aggregate>();
  const cells = new Map<number, DailyCell[]>();
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    const iterationId = Number(row.iteration_id);
    if (Number(row.is_block) === 1) {
      blocks.set(`${iterationId}/${row.network as string}`, toAggregate(row));
      continue;
    }
    const list = cells.get(iterationId) ?? [];
    list.push({
      network: row.network as string,
      day: String(row.day),
      spend: Number(row.spend),
      installs: Number(row.installs),
      newUsers: Number(row.new_users),
      clicks: Number(row.clicks),
      impressions: Number(row.impressions),
      retainedD1: numberOrNull(row.retained_d1),
      retainedD7: numberOrNull(row.retained_d7),
      retainedD14: numberOrNull(row.retained_d14),
      retainedD28: numberOrNull(row.retained_d28),
      playtime: numberOrNull(row.cell_playtime),
      playtimeSd: numberOrNull(row.cell_playtime_sd),
      sessionLength: numberOrNull(row.cell_session_length),
      sessionLengthSd: numberOrNull(row.cell_session_length_sd),
    });
    cells.set(iterationId, list);
  }
  return { blocks, cells };
}

/** The columns of an Aggregate, as numbers whatever the driver makes of sums. */
const kpiColumns: SQL = sql`
  spend::float8 as spend, installs::float8 as installs, clicks::float8 as clicks,
  impressions::float8 as impressions, new_users::float8 as new_users,
  cpi::float8 as cpi, cpnu::float8 as cpnu, ctr::float8 as ctr, d1::float8 as d1, d7::float8 as d7,
  d14::float8 as d14, d28::float8 as d28, playtime::float8 as playtime, d3_playtime::float8 as d3_playtime,
  session_length::float8 as session_length, share_of_males::float8 as share_of_males`;

function toAggregate(row: Record<string, unknown>): Aggregate {
  return {
    spend: Number(row.spend),
    installs: Number(row.installs),
    clicks: Number(row.clicks),
    impressions: Number(row.impressions),
    newUsers: Number(row.new_users),
    cpi: numberOrNull(row.cpi),
    cpnu: numberOrNull(row.cpnu),
    ctr: numberOrNull(row.ctr),
    d1: numberOrNull(row.d1),
    d7: numberOrNull(row.d7),
    d14: numberOrNull(row.d14),
    d28: numberOrNull(row.d28),
    playtime: numberOrNull(row.playtime),
    d3Playtime: numberOrNull(row.d3_playtime),
    sessionLength: numberOrNull(row.session_length),
    shareOfMales: numberOrNull(row.share_of_males),
  };
}

interface DailyRow {
  iterationId: number;
  date: string;
  installs: number;
  cpi: number | null;
  cpnu: number | null;
  d1: number | null;
  d7: number | null;
  d3Playtime: number | null;
}

/** CH-06: the game's days over all networks, each with its KPIs. */
async function dailySeries(db: Db, gameId: number): Promise<DailyRow[]> {
  const result = await db.execute(sql`
    with sums as (
      select s.iteration_id, s.day::text as day, ${KPI_SUMS}
      from ad_network_daily_stats s
      where s.game_id = ${gameId}
      group by s.iteration_id, s.day
    )
    select iteration_id, day, installs::float8 as installs, cpi::float8 as cpi, cpnu::float8 as cpnu,
           d1::float8 as d1, d7::float8 as d7, d3_playtime::float8 as d3_playtime
    from (select iteration_id, day, installs, ${KPI_RATIOS} from sums) k
    order by iteration_id, day`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    iterationId: Number(row.iteration_id),
    date: String(row.day),
    installs: Number(row.installs),
    cpi: numberOrNull(row.cpi),
    cpnu: numberOrNull(row.cpnu),
    d1: numberOrNull(row.d1),
    d7: numberOrNull(row.d7),
    d3Playtime: numberOrNull(row.d3_playtime),
  }));
}

interface StudioAverages {
  cpi: number | null;
  cpnu: number | null;
  cpm: number | null;
  d1: number | null;
  d7: number | null;
  d3Playtime: number | null;
  playtime: number | null;
  newUsers: number | null;
}

/**
 * CH-06, BE-KPI-04: the studio's other games of the same kind (CPI or CTR tests),
 * the mean over their iterations that started in the last 90 days of each
 * iteration's KPI. One aggregate.
 */
async function studioAverage(
  db: Db,
  game: { id: number; studioId: number; isCtr: boolean },
  now: Date,
): Promise<StudioAverages> {
  const since = new Date(now.getTime() - STUDIO_AVERAGE_DAYS * DAY_MS).toISOString();
  const result = await db.execute(sql`
    with per_iteration as (
      select s.iteration_id, ${KPI_SUMS}
      from ad_network_daily_stats s
      join iterations i on i.id = s.iteration_id
      join games g on g.id = s.game_id
      where g.studio_id = ${game.studioId} and g.id <> ${game.id} and g.is_ctr = ${game.isCtr}
        and i.iteration_start >= ${since} and i.iteration_start <= ${now.toISOString()}
      group by s.iteration_id
    ),
    kpis as (select new_users, ${KPI_RATIOS} from per_iteration)
    select avg(cpi)::float8 as cpi, avg(cpnu)::float8 as cpnu, avg(cpm)::float8 as cpm, avg(d1)::float8 as d1,
           avg(d7)::float8 as d7, avg(d3_playtime)::float8 as d3_playtime, avg(playtime)::float8 as playtime,
           avg(new_users)::float8 as new_users
    from kpis`);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  return {
    cpi: numberOrNull(row.cpi),
    cpnu: numberOrNull(row.cpnu),
    cpm: numberOrNull(row.cpm),
    d1: numberOrNull(row.d1),
    d7: numberOrNull(row.d7),
    d3Playtime: numberOrNull(row.d3_playtime),
    playtime: numberOrNull(row.playtime),
    newUsers: numberOrNull(row.new_users),
  };
}

type DayIntervals = Map<string, Map<EvidenceKpi, Interval | null>>;

/** Issue 43: each day's interval of the charted KPIs, from that day's cells over every network. */
function dayIntervals(cells: readonly DailyCell[], level: number): DayIntervals {
  const byDay = new Map<string, DailyCell[]>();
  for (const cell of cells) {
    if (!cell.day) continue;
    byDay.set(cell.day, [...(byDay.get(cell.day) ?? []), cell]);
  }
  return new Map(
    [...byDay].map(([day, list]) => [
      day,
      new Map(blockEvidence(list, undefined, ['cpi', 'cpnu', 'd1', 'd7'], level).map((item) => [item.kpi, item.interval])),
    ]),
  );
}

function studioData(days: DailyRow[], averages: StudioAverages | undefined, seesCpnu: boolean, intervals: DayIntervals): StudioData {
  const series = (key: 'cpi' | 'cpnu' | 'd1' | 'd7' | 'd3Playtime') => ({
    daily: days.map((day) => ({
      date: day.date,
      value: day[key],
      installs: day.installs,
      ...(key === 'd3Playtime' ? {} : { interval: day[key] === null ? null : (intervals.get(day.date)?.get(key) ?? null) }),
    })),
    average: averages?.[key] ?? null,
  });
  const playtime = averages?.playtime ?? null;
  return {
    cpi: series('cpi'),
    cpnu: seesCpnu ? series('cpnu') : null,
    cpm: { average: averages?.cpm ?? null },
    d1: series('d1'),
    d7: series('d7'),
    d3Playtime: series('d3Playtime'),
    playtime: { average: playtime, averageHumanReadable: humanReadable(playtime) },
    newUsers: { average: averages?.newUsers ?? null },
  };
}

/**
 * The KPIs of one block. Without data every value is null. On an iOS network
 * (IT-21, BE-KPI-08) only what the network itself counts stays: installs, clicks,
 * impressions, spend, CTR and CPI; hence no score nor recommendation either.
 */
function kpiBlock(
  aggregate: Aggregate | undefined,
  options: { isCtr: boolean; seesCpnu: boolean; restricted: boolean },
): Omit<KpiBlock, 'videos' | `${string}Diff` | `${string}DiffIsBetter`> {
  const a = aggregate;
  const hidden = options.restricted;
  const playtime = hidden ? null : (a?.playtime ?? null);
  const d3Playtime = hidden ? null : (a?.d3Playtime ?? null);
  const sessionLength = hidden ? null : (a?.sessionLength ?? null);
  const kpis = {
    isCtr: options.isCtr,
    spend: a?.spend ?? null,
    installs: a?.installs ?? null,
    newUsers: a?.newUsers ?? null,
    cpi: a?.cpi ?? null,
    ctr: a?.ctr ?? null,
    d1: a?.d1 ?? null,
    d7: a?.d7 ?? null,
  };
  return {
    cpi: kpis.cpi,
    cpnu: hidden || !options.seesCpnu ? null : (a?.cpnu ?? null),
    d1Ret: hidden ? null : kpis.d1,
    d7Ret: hidden ? null : kpis.d7,
    d14Ret: hidden ? null : (a?.d14 ?? null),
    d28Ret: hidden ? null : (a?.d28 ?? null),
    ctr: kpis.ctr,
    playtime,
    playtimeHumanReadable: humanReadable(playtime),
    d3Playtime,
    d3PlaytimeHumanReadable: humanReadable(d3Playtime),
    sessionLength,
    sessionLengthHumanReadable: humanReadable(sessionLength),
    shareOfMales: hidden ? null : (a?.shareOfMales ?? null),
    fbInstalls: a?.installs ?? null,
    linkClicks: a?.clicks ?? null,
    impressions: a?.impressions ?? null,
    spend: a?.spend ?? null,
    newUsers: hidden ? null : (a?.newUsers ?? null),
    score: hidden ? null : kpiScore(kpis),
    recommendation: hidden ? null : recommend(kpis),
  };
}

/** One network's videos with what each delivered, ranked within the network. */
interface VideoRow {
  id: number;
  iterationId: number;
  network: string;
  fileName: string;
  mediaId: string | null;
  weight: number;
  appeal: number;
  adultContent: boolean;
}

function networkVideosOf(
  rows: readonly VideoRow[],
  iterationId: number,
  network: AdNetworkName,
  aggregate: Aggregate | undefined,
  isCtr: boolean,
): { video: IterationVideo; numbers: VideoNumbers }[] {
  const list = rows.filter((row) => row.iterationId === iterationId && row.network === network);
  const totals: NetworkTotals = {
    impressions: aggregate?.impressions ?? 0,
    clicks: aggregate?.clicks ?? 0,
    installs: aggregate?.installs ?? 0,
    spend: aggregate?.spend ?? 0,
  };
  const numbers = splitNetworkTotals(totals, list);
  const ranked = rankVideos(numbers, isCtr);
  return list.map((row, i) => ({
    numbers: numbers[i] as VideoNumbers,
    video: {
      id: row.id,
      video: row.mediaId ? `/media/${row.mediaId}` : null,
      fileName: row.fileName,
      adNetwork: network,
      adultContent: row.adultContent,
      ...(ranked[i] as (typeof ranked)[number]),
    },
  }));
}

/** A value against the previous iteration's: null when either is unknown. */
function diff(current: number | null | undefined, previous: number | null | undefined, lowerIsBetter: boolean) {
  if (current === null || current === undefined || previous === null || previous === undefined) {
    return { diff: null, isBetter: null };
  }
  const value = current - previous;
  return { diff: value, isBetter: lowerIsBetter ? value < 0 : value > 0 };
}

type DiffSource = Partial<Pick<KpiBlock, 'cpi' | 'cpnu' | 'd1Ret' | 'd7Ret'>>;

/** IT-11, BE-KPI-03: lower CPI and CPNU are better, higher retention is. */
function diffs(current: DiffSource, previous: DiffSource | undefined) {
  const cpi = diff(current.cpi, previous?.cpi, true);
  const cpnu = diff(current.cpnu, previous?.cpnu, true);
  const d1 = diff(current.d1Ret, previous?.d1Ret, false);
  const d7 = diff(current.d7Ret, previous?.d7Ret, false);
  return {
    cpiDiff: cpi.diff,
    cpiDiffIsBetter: cpi.isBetter,
    cpnuDiff: cpnu.diff,
    cpnuDiffIsBetter: cpnu.isBetter,
    d1RetDiff: d1.diff,
    d1RetDiffIsBetter: d1.isBetter,
    d7RetDiff: d7.diff,
    d7RetDiffIsBetter: d7.isBetter,
  };
}

/** Leaves out the fields of the families not asked for (BE-KPI-01). */
function prune(iteration: Iteration, families: ReadonlySet<KpiFamily>): void {
  const blocks: Partial<Record<KpiField, unknown>>[] = [iteration, ...NETWORKS.flatMap((n) => iteration.adNetworks[n] ?? [])];
  for (const [field, family] of Object.entries(FIELD_FAMILY) as [KpiField, KpiFamily][]) {
    if (families.has(family)) continue;
    for (const block of blocks) delete block[field];
  }
  for (const block of [iteration, ...NETWORKS.flatMap((n) => iteration.adNetworks[n] ?? [])]) {
    // Each KPI's evidence goes with its KPI's family; the recommendation's check with the recommendation's.
    block.evidence = block.evidence?.filter((item) => families.has(EVIDENCE_FAMILY[item.kpi]));
    if (!families.has('iterations')) {
      delete block.recommendationCheck;
      delete block.scoreInterval;
    }
  }
  const data = iteration.studioData;
  if (!data) return;
  for (const [key, family] of Object.entries(STUDIO_DATA_FAMILY) as [keyof StudioData, KpiFamily][]) {
    if (!families.has(family)) delete data[key];
  }
}
