// The ad-network simulator, first version: what Facebook or Snapchat (plus the
// analytics SDK) would report for one game, iteration, network and day. Pure and
// deterministic: the same input always gives the same row. A game's latent
// quality (drawn once per game) makes some games great and most of them not; its
// gameplay genre then shapes the distributions the way the market does
// (GENRE_PROFILES), never as much as the quality tier.
//
// Model, per day: spend ≈ budget × 0.85-1.0; impressions = spend / CPM; clicks =
// impressions × CTR; installs = clicks × install rate; new users (analytics) ≈
// installs × 0.8-1.05. CPI = CPM / 1000 / (CTR × install rate). Ad revenue over the
// first three days = new users × D3 minutes played × ads per minute × eCPM / 1000.
// Retention D14 and D28 follow D7 (each a share of the one before). Cohort values
// are null until the cohort is mature (BE-KPI-09, Part G).
import type { Platform } from '@greenlight/rules';
import { DAY_MS, startOfUtcDay } from '../../clock';
import { createRandom } from '../../lib/random';

export type AdNetworkName = 'facebook' | 'snapchat';
export type GamePlatform = Platform;

/**
 * Whether the game's SDKs report: 'analytics_partial' loses most new users,
 * 'analytics_missing' records none, 'attribution_missing' records no installs
 * (the setup errors of BE-REC-07..09).
 */
export type TrackingSetup = 'ok' | 'analytics_partial' | 'analytics_missing' | 'attribution_missing';

export const QUALITY_TIERS = ['great', 'good', 'average', 'poor'] as const;
export type QualityTier = (typeof QUALITY_TIERS)[number];

/** A game's latent traits, in standard deviations from an average prototype. */
export interface GameQuality {
  tier: QualityTier;
  /** Drives CTR, install rate and CPM, hence CPI. */
  appeal: number;
  /** Drives D1, D7, D14 and D28. */
  retention: number;
  /** Drives playtime and session length. */
  engagement: number;
  /** Share of male players, 0.3-0.7. */
  maleShare: number;
  tracking: TrackingSetup;
}

/** One day of one network for one iteration, as reported. */
export interface AdNetworkInsights {
  impressions: number;
  clicks: number;
  installs: number;
  /** Dollars */
  spend: number;
  /** New users seen by the analytics SDK (they rarely match installs exactly). */
  newUsers: number;
  retainedD1: number | null;
  retainedD7: number | null;
  retainedD14: number | null;
  retainedD28: number | null;
  /** Seconds played per new user on their first day */
  playtime: number;
  /** The spread of that playtime over the day's new users, seconds (their standard deviation, as analytics report it) */
  playtimeSd: number;
  /** Seconds played per new user over their first three days */
  d3Playtime: number | null;
  /** Dollars the day's new users earned in ads over their first three days (D3 ROAS = this / spend) */
  d3Revenue: number | null;
  /** Seconds */
  sessionLength: number;
  /** The spread of the sessions' length, seconds (standard deviation) */
  sessionLengthSd: number;
  males: number;
}

export interface SimulationInput {
  /** Identifies the stream: game, iteration and network (e.g. "game-12/it-2/facebook"). */
  seed: string;
  network: AdNetworkName;
  platform: GamePlatform;
  isCtr: boolean;
  /**
   * The game's latent quality (`drawGameQuality(gameSeed)`). Pass the same one for
   * every iteration and network of a game; when absent it is drawn from `seed`.
   */
  quality?: GameQuality | undefined;
  /**
   * The game's gameplay genre (codifications GENRES, 101-110) when the day is
   * simulated; absent or null (categories step not done yet) gives NEUTRAL_PROFILE.
   */
  gameplayGenreId?: number | null | undefined;
  /** ISO date (yyyy-mm-dd) of the cohort day. */
  day: string;
  /** 0 for the first day of the iteration. */
  dayIndex: number;
  /** Dollars per day on this network. */
  dailyBudget: number;
  now: Date;
}

const TIER_LATENTS: Record<QualityTier, { appeal: number; retention: number; engagement: number }> = {
  great: { appeal: 2.0, retention: 1.9, engagement: 1.2 },
  good: { appeal: 0.9, retention: 0.8, engagement: 0.6 },
  average: { appeal: 0, retention: 0, engagement: 0 },
  poor: { appeal: -1.0, retention: -0.9, engagement: -0.7 },
};

const TIER_WEIGHTS: readonly (readonly [QualityTier, number])[] = [
  ['great', 10],
  ['good', 25],
  ['average', 40],
  ['poor', 25],
];

// Snapchat: cheaper reach, fewer and less engaged installs. iOS: dearer and
// fewer installs per click (the App Store page converts worse), slightly better retention.
const NETWORK_FACTORS: Record<AdNetworkName, { cpm: number; ctr: number; installRate: number; retention: number }> = {
  facebook: { cpm: 1, ctr: 1, installRate: 1, retention: 1 },
  snapchat: { cpm: 0.72, ctr: 0.88, installRate: 0.82, retention: 0.88 },
};
const PLATFORM_FACTORS: Record<GamePlatform, { cpm: number; installRate: number; retention: number }> = {
  android: { cpm: 1, installRate: 1, retention: 1 },
  ios: { cpm: 1.2, installRate: 0.9, retention: 1.05 },
};

/**
 * How a gameplay genre shapes what the networks report, as factors on the average
 * prototype's CPM, CTR, install rate (store page to install), D1, D7 as a share of
 * D1, the later curve (D14 of D7 and D28 of D14), first-day playtime and session
 * length, plus points of male share. The quality tier moves a game more than its
 * genre does (a great game's CPI is about a third of a poor one's; the genres'
 * medians span about 1.7×), so every genre has its high-potential games and most
 * games of every genre are not.
 */
export interface GenreProfile {
  cpm: number;
  ctr: number;
  installRate: number;
  d1: number;
  d7OfD1: number;
  tail: number;
  playtime: number;
  session: number;
  males: number;
}

/** A game whose gameplay genre is not known yet: the average prototype. */
export const NEUTRAL_PROFILE: GenreProfile = {
  cpm: 1,
  ctr: 1,
  installRate: 1,
  d1: 1,
  d7OfD1: 1,
  tail: 1,
  playtime: 1,
  session: 1,
  males: 0,
};

/** By gameplay genre id (codifications GENRES, category Gameplay). */
export const GENRE_PROFILES: Readonly<Record<number, GenreProfile>> = {
  // Hyper-casual runner: one-tap ads anyone gets sell cheap installs to a broad
  // audience, but a shallow loop is dropped within days, in short sessions.
  101: { cpm: 0.88, ctr: 1.12, installRate: 1.03, d1: 0.88, d7OfD1: 0.85, tail: 0.85, playtime: 0.8, session: 0.75, males: 0 },
  // Puzzle: an older, female-leaning audience bid on by many puzzle publishers and
  // clicking less, but level progression brings players back, in long sessions.
  102: { cpm: 1.05, ctr: 0.95, installRate: 1, d1: 1.12, d7OfD1: 1.2, tail: 1.1, playtime: 1.15, session: 1.2, males: -0.1 },
  // Idle: players who monetise, hence pricier; many short check-ins add up to long
  // playtime, and offline progress keeps D7 and the later curve up.
  103: { cpm: 1.12, ctr: 0.95, installRate: 0.97, d1: 1.02, d7OfD1: 1.15, tail: 1.15, playtime: 1.35, session: 0.9, males: 0.03 },
  // Arcade: hyper-casual's cousin, cheap and quickly dropped, a little deeper.
  104: { cpm: 0.9, ctr: 1.1, installRate: 1, d1: 0.92, d7OfD1: 0.9, tail: 0.9, playtime: 0.85, session: 0.8, males: 0.03 },
  // Merge: puzzle's audience and retention, with the long sessions of board clearing.
  105: { cpm: 1.05, ctr: 0.95, installRate: 1, d1: 1.1, d7OfD1: 1.15, tail: 1.1, playtime: 1.2, session: 1.1, males: -0.08 },
  // Simulation: pricier players who play long and come back, without puzzle's D1.
  106: { cpm: 1.12, ctr: 0.95, installRate: 0.97, d1: 1, d7OfD1: 1.1, tail: 1.1, playtime: 1.3, session: 1.15, males: 0 },
  // Shooter: a mostly male audience that midcore games bid up; the store page
  // converts worse (players compare with the big shooters); sessions run long.
  107: { cpm: 1.22, ctr: 0.97, installRate: 0.97, d1: 1, d7OfD1: 1, tail: 1, playtime: 1.1, session: 1.05, males: 0.2 },
  // Sports: male-leaning and priced by the licensed games' bids; season-like
  // interest fades a little faster.
  108: { cpm: 1.15, ctr: 1, installRate: 0.97, d1: 0.98, d7OfD1: 0.95, tail: 0.95, playtime: 0.95, session: 0.95, males: 0.18 },
  // Racing: as sports, with a little less of a male lean.
  109: { cpm: 1.15, ctr: 1, installRate: 0.97, d1: 0.97, d7OfD1: 0.95, tail: 0.95, playtime: 1, session: 0.95, males: 0.15 },
  // .io: a young audience, cheap to reach with instantly readable ads; rounds are
  // quick and most players leave within the week.
  110: { cpm: 0.9, ctr: 1.1, installRate: 1.03, d1: 0.9, d7OfD1: 0.85, tail: 0.85, playtime: 0.85, session: 0.9, males: 0.08 },
};

/** The profile of a gameplay genre; NEUTRAL_PROFILE when unknown or not set. */
export function genreProfile(gameplayGenreId: number | null | undefined): GenreProfile {
  if (gameplayGenreId === null || gameplayGenreId === undefined) return NEUTRAL_PROFILE;
  return GENRE_PROFILES[gameplayGenreId] ?? NEUTRAL_PROFILE;
}

const BASE_CPM = 7;
const BASE_CTR = 0.021;
const BASE_INSTALL_RATE = 0.53;
const BASE_D1 = 0.3;
const BASE_D7_OF_D1 = 0.22;
const BASE_PLAYTIME = 650;
const BASE_SESSION = 160;
/** In-game ads (interstitials and rewarded) shown per minute played. */
const ADS_PER_MINUTE = 0.55;
/** Dollars per thousand in-game ad impressions, by platform. */
const BASE_ECPM: Record<GamePlatform, number> = { android: 6, ios: 10 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round2 = (value: number) => Math.round(value * 100) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A game's latent quality, drawn from the game's seed (a tier may be forced). */
export function drawGameQuality(
  gameSeed: string,
  options: { tier?: QualityTier | undefined; tracking?: TrackingSetup | undefined } = {},
): GameQuality {
  const random = createRandom(`quality/${gameSeed}`);
  const drawnTier = random.weighted(TIER_WEIGHTS);
  const tier = options.tier ?? drawnTier;
  const latent = TIER_LATENTS[tier];
  return {
    tier,
    appeal: latent.appeal + random.normal(0, 0.3),
    retention: latent.retention + random.normal(0, 0.35),
    engagement: latent.engagement + random.normal(0, 0.4),
    maleShare: clamp(random.normal(0.5, 0.09), 0.32, 0.68),
    tracking: options.tracking ?? 'ok',
  };
}

function dayStartMs(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid day ${day}`);
  return ms;
}

/** 'yyyy-mm-dd' of a date, in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Which cohort values of day `day` are known at `now` (BE-KPI-09): D1 once the
 * day after the cohort day is over (now ≥ day + 2 days, 00:00 UTC), D3 playtime
 * after three full days (≥ day + 4), D7 on the 8th day (≥ day + 8), D14 at ≥ day + 15,
 * D28 once its 29th day is over (≥ day + 29).
 */
export function cohortMaturity(
  day: string,
  now: Date,
): { d1: boolean; d3Playtime: boolean; d7: boolean; d14: boolean; d28: boolean } {
  const start = dayStartMs(day);
  const t = now.getTime();
  return {
    d1: t >= start + 2 * DAY_MS,
    d3Playtime: t >= start + 4 * DAY_MS,
    d7: t >= start + 8 * DAY_MS,
    d14: t >= start + 15 * DAY_MS,
    d28: t >= start + 29 * DAY_MS,
  };
}

/**
 * How many days late the network reports this stream: 0 on Android; 0-2 on iOS,
 * seeded per stream, so a stream's days arrive in order and never vanish
 * (install data may be delayed up to 3 days on iOS, 001 §9).
 */
export function reportingDelayDays(seed: string, platform: GamePlatform): number {
  return platform === 'ios' ? createRandom(`delay/${seed}`).int(0, 2) : 0;
}

/**
 * Whether the network has reported `day` at `now`: never today or later (a day is
 * reported once it is over), and on iOS only up to today − 1 − delay.
 */
export function isDayReported(input: { seed: string; platform: GamePlatform; day: string; now: Date }): boolean {
  const lastReported = startOfUtcDay(input.now).getTime() - (1 + reportingDelayDays(input.seed, input.platform)) * DAY_MS;
  return dayStartMs(input.day) <= lastReported;
}

/**
 * What the network reports for one day, or null when it has not reported that day
 * yet (today, future days, iOS delay). Every draw is made whatever the maturity,
 * so a row only gains its cohort values as `now` moves on.
 */
export function simulateDailyInsights(input: SimulationInput): AdNetworkInsights | null {
  if (!isDayReported(input)) return null;
  const quality = input.quality ?? drawGameQuality(input.seed);
  const genre = genreProfile(input.gameplayGenreId);
  const random = createRandom(`insights/${input.seed}/${input.day}`);
  const network = NETWORK_FACTORS[input.network];
  const platform = PLATFORM_FACTORS[input.platform];
  const maturity = cohortMaturity(input.day, input.now);

  // The same draws, in the same order, for every kind of game.
  const delivery = random.float(0.85, 1);
  const cpmNoise = random.normal(0, 0.08);
  const ctrNoise = random.normal(0, 0.08);
  const installNoise = random.normal(0, 0.06);
  const attribution = random.float(0.8, 1.05);
  const partialAttribution = random.float(0.2, 0.45);
  const d1Noise = random.normal(0, 0.02);
  const d7Noise = random.normal(0, 0.02);
  const d14Ratio = random.float(0.55, 0.75);
  const playtimeNoise = random.normal(0, 0.08);
  const d3Ratio = random.normal(0, 0.05);
  const sessionNoise = random.normal(0, 0.08);
  const maleNoise = random.normal(0, 0.03);
  // Drawn last, each after the ones before it existed, so that the earlier draws
  // (and every row made before ad revenue, then D28, existed) stay as they were.
  const ecpmNoise = random.normal(0, 0.12);
  const d28Ratio = random.float(0.6, 0.8);
  // Issue 43: how the day's players spread around the means (drawn after every draw above,
  // so that those stay as they were). Playtime per player is right-skewed: its standard
  // deviation is about its mean; sessions vary less.
  const playtimeSpread = random.float(0.85, 1.35);
  const sessionSpread = random.float(0.55, 0.95);

  const spend = round2(input.dailyBudget * delivery);
  // Learning phase: the first day buys dearer impressions; ads then wear out a little.
  const learning = input.dayIndex === 0 ? 1.08 : 1;
  const fatigue = Math.max(0.85, 1 - 0.012 * input.dayIndex);
  const cpm = clamp(
    BASE_CPM * network.cpm * platform.cpm * genre.cpm * Math.exp(-0.12 * quality.appeal + cpmNoise) * learning,
    4,
    16,
  );
  const ctr = clamp(BASE_CTR * network.ctr * genre.ctr * Math.exp(0.19 * quality.appeal + ctrNoise) * fatigue, 0.005, 0.03);
  const impressions = Math.round((spend / cpm) * 1000);
  const clicks = Math.round(impressions * ctr);

  if (input.isCtr) {
    // CTR tests measure the ad only: no store page, no installs, no analytics.
    return {
      impressions,
      clicks,
      installs: 0,
      spend,
      newUsers: 0,
      retainedD1: null,
      retainedD7: null,
      retainedD14: null,
      retainedD28: null,
      playtime: 0,
      playtimeSd: 0,
      d3Playtime: null,
      d3Revenue: null,
      sessionLength: 0,
      sessionLengthSd: 0,
      males: 0,
    };
  }

  const installRate = clamp(
    BASE_INSTALL_RATE *
      network.installRate *
      platform.installRate *
      genre.installRate *
      Math.exp(0.09 * quality.appeal + installNoise),
    0.2,
    0.6,
  );
  const trueInstalls = Math.round(clicks * installRate);
  const installs = quality.tracking === 'attribution_missing' ? 0 : trueInstalls;
  const newUsers =
    quality.tracking === 'analytics_missing'
      ? 0
      : Math.round(trueInstalls * (quality.tracking === 'analytics_partial' ? partialAttribution : attribution));

  const retentionFactor = network.retention * platform.retention;
  const d1 = clamp((BASE_D1 + 0.055 * quality.retention + d1Noise) * retentionFactor * genre.d1, 0.12, 0.55);
  const d7 = d1 * clamp((BASE_D7_OF_D1 + 0.045 * quality.retention + d7Noise) * retentionFactor * genre.d7OfD1, 0.08, 0.45);
  const d14 = d7 * Math.min(0.9, d14Ratio * genre.tail);
  const d28 = d14 * Math.min(0.9, d28Ratio * genre.tail);
  const playtime =
    newUsers === 0 ? 0 : clamp(BASE_PLAYTIME * genre.playtime * Math.exp(0.22 * quality.engagement + playtimeNoise), 300, 1500);
  const d3Playtime = playtime * clamp(1.5 + 0.15 * quality.engagement + d3Ratio, 1.2, 2.4);
  const sessionLength =
    newUsers === 0 ? 0 : clamp(BASE_SESSION * genre.session * Math.exp(0.25 * quality.engagement + sessionNoise), 60, 400);
  const ecpm = clamp(BASE_ECPM[input.platform] * Math.exp(ecpmNoise), 2, 20);
  const d3Revenue = ((newUsers * d3Playtime) / 60) * ADS_PER_MINUTE * (ecpm / 1000);

  return {
    impressions,
    clicks,
    installs,
    spend,
    newUsers,
    retainedD1: maturity.d1 ? Math.round(newUsers * d1) : null,
    retainedD7: maturity.d7 ? Math.round(newUsers * d7) : null,
    retainedD14: maturity.d14 ? Math.round(newUsers * d14) : null,
    retainedD28: maturity.d28 ? Math.round(newUsers * d28) : null,
    playtime: round1(playtime),
    playtimeSd: round1(playtime * playtimeSpread),
    d3Playtime: maturity.d3Playtime ? round1(d3Playtime) : null,
    d3Revenue: maturity.d3Playtime ? round2(d3Revenue) : null,
    sessionLength: round1(sessionLength),
    sessionLengthSd: round1(sessionLength * sessionSpread),
    // The genre moves the audience, bounds included: a shooter's is 50-90% male.
    males: Math.round(newUsers * clamp(quality.maleShare + genre.males + maleNoise, 0.3 + genre.males, 0.7 + genre.males)),
  };
}

/**
 * A game's simulation, kept on its row as JSON text (`games.simulation`): the stream
 * every draw of its campaigns derives from, and its latent quality.
 */
export interface GameSimulation {
  stream: string;
  quality: GameQuality;
}

/** Each iteration is a new build: a little better than the last. */
export function iterationQuality(quality: GameQuality, iterationNumber: number): GameQuality {
  return {
    ...quality,
    appeal: quality.appeal + 0.15 * (iterationNumber - 1),
    retention: quality.retention + 0.1 * (iterationNumber - 1),
  };
}

/** The seed of one iteration's campaign on one network. */
export function campaignSeed(stream: string, iterationNumber: number, network: AdNetworkName): string {
  return `${stream}/it-${iterationNumber}/${network}`;
}

/** The simulation of a game created live (not by the seed): its stream follows its id. */
export function simulationForNewGame(gameId: number): GameSimulation {
  const stream = `game-${gameId}`;
  return { stream, quality: drawGameQuality(stream) };
}

/** Reads `games.simulation`; games without one get the stream of their id. */
export function parseSimulation(text: string | null, gameId: number): GameSimulation {
  if (!text) return simulationForNewGame(gameId);
  return JSON.parse(text) as GameSimulation;
}
