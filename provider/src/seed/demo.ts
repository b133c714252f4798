// The demo data set (DEMO.md): users, studios in every activity state, about 130
// games in every status with icons, iterations and daily ad-network stats from the
// simulator, and their KPI summaries; campaigns, ad videos (the clips of
// provider/assets/videos), feedback and changelogs. Deterministic: the same seed and
// the same clock day give the same rows, ids included (everything is inserted in a
// fixed order into an empty database). Every date is relative to the clock's day.
import {
  CHANGELOG_CATEGORIES,
  SCORE_MAX,
  SCORE_MIN,
  stepsFor,
  type ChangelogCategory,
  type LeadSource,
  type ScoreDetails,
  type StepId,
  type ViewContent,
} from '@greenlight/rules';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { DAY_MS, startOfUtcDay, type Clock } from '../clock';
import type { Db } from '../db';
import {
  adNetworkDailyStats,
  campaigns,
  changelogs,
  analyticsSlots,
  gameFeedbacks,
  gameGenres,
  gameRatings,
  gameTags,
  games,
  iterations,
  media,
  projects,
  studios,
  uiViews,
  users,
  videos,
} from '../db/schema';
import {
  campaignSeed,
  drawGameQuality,
  isoDay,
  iterationQuality,
  type GameSimulation,
  simulateDailyInsights,
  type AdNetworkName,
  type GamePlatform,
  type GameQuality,
  type QualityTier,
  type TrackingSetup,
} from '../domain/campaigns/simulator';
import { SIMULATED_AD_ACCOUNTS } from '../domain/campaigns/adapter';
import { DEFAULT_ANALYTICS_URL } from '../config';
import { GAME_COLUMNS, GENRES, gameplayGenreOf } from '../domain/reference/codifications';
import { refreshGameKpis } from '../domain/games/kpis';
import { ensureDefaultViews } from '../domain/lists/views';
import { gameIconPng } from '../media/icons';
import { seedContent } from './content';
import { createGameNameGenerator, EXTRA_STUDIO_NAMES, slugify } from './names';
import { createRandom, type Random } from '../lib/random';
import { DEMO_LOGINS, DEMO_USERS, insertMemberships, insertUsers, studioLeadUser, type DemoUser } from './users';

export const DEFAULT_DEMO_SEED = 'greenlight-demo';

/** The reasons of 002 §4, for churn and for deactivation (CONF-20). */
export const CHURN_REASONS = [
  'Studio moved to competitor',
  'Studio went to self-publish',
  'Studio moved out of hypercasual',
  "Churned by the provider's initiative",
] as const;

type GameStatus = 'pending_sdk_integration' | 'pending_review' | 'pending_testing' | 'in_testing' | 'finished' | 'archived';

/** What a game's history looks like; each maps to one status. */
type GameKind =
  | 'in_progress'
  | 'pending_review'
  | 'pending_testing'
  | 'pending_testing_again'
  | 'running'
  | 'scheduled'
  | 'ended'
  | 'finished'
  | 'archived'
  | 'iterating';

const STATUS_OF_KIND: Record<GameKind, GameStatus> = {
  in_progress: 'pending_sdk_integration',
  pending_review: 'pending_review',
  pending_testing: 'pending_testing',
  pending_testing_again: 'pending_testing',
  running: 'in_testing',
  scheduled: 'in_testing',
  ended: 'in_testing',
  finished: 'finished',
  archived: 'archived',
  iterating: 'pending_sdk_integration',
};

/** Kinds whose game has iterations. */
const TESTED_KINDS: ReadonlySet<GameKind> = new Set([
  'pending_testing_again',
  'running',
  'scheduled',
  'ended',
  'finished',
  'archived',
  'iterating',
]);

/** A game the plan asks for; what is left out is drawn. */
interface GameSpec {
  kind: GameKind;
  platform?: GamePlatform;
  isCtr?: boolean;
  manual?: boolean;
  networks?: number[];
  iterations?: number;
  tier?: QualityTier;
  tracking?: TrackingSetup;
  hit?: boolean;
  /** An old game whose substatus is the legacy plain string 'createGame'. */
  legacy?: boolean;
  /** Facebook refused one video of its latest iteration for adult content (VID-04). */
  adultVideo?: boolean;
  /** Facebook refused the latest iteration's campaign (BE-STAT-04): no Facebook stats nor videos for it. */
  facebookCampaignFailed?: boolean;
  creator?: string;
  /**
   * Games of a studio with the same label share a project and the name of its first
   * game: the other platform's build, a re-test (PROJ). Without one a game is its own project.
   */
  project?: string;
}

interface StudioPlan {
  name: string;
  slug: string;
  country: string;
  activityState: 'active' | 'inactive' | 'churned';
  teamStatusId: number;
  pm: string | null;
  secondaryPm: string | null;
  knowledgeSharing: boolean;
  adNetworkIds: number[];
  /** Where the studio came from (GAP-14 lead sources). */
  origin: LeadSource;
  churn?: { reason: (typeof CHURN_REASONS)[number]; regretted: boolean };
  deactivation?: { daysAgo: number; reason: (typeof CHURN_REASONS)[number] };
  /** Days before today of the studio's last game event; 0 for studios still at work. */
  quietForDays: number;
  /** Members who create games (emails). */
  creators: string[];
  /** Games the plan requires, then `fill` more drawn from `fillKinds`. */
  games: GameSpec[];
  fill: number;
  fillKinds: readonly (readonly [GameKind, number])[];
}

const CURRENT_KINDS: readonly (readonly [GameKind, number])[] = [
  ['in_progress', 12],
  ['pending_review', 6],
  ['pending_testing', 6],
  ['running', 12],
  ['ended', 3],
  ['finished', 30],
  ['archived', 16],
  ['iterating', 12],
];
const PAST_KINDS: readonly (readonly [GameKind, number])[] = [
  ['finished', 45],
  ['archived', 45],
  ['in_progress', 10],
];

/** Members created for studios where DEMO.md lists nobody who creates games. */
const EXTRA_LEADS: Record<string, { firstName: string; lastName: string }> = {
  'studio-three': { firstName: 'Jonas', lastName: 'Weber' },
  'pixel-forge': { firstName: 'Kasia', lastName: 'Nowak' },
  'moonbeam-games': { firstName: 'Sofia', lastName: 'Ruiz' },
  'bright-harbor': { firstName: 'Minh', lastName: 'Tran' },
  'lucky-otter-studio': { firstName: 'Rafael', lastName: 'Costa' },
  'tiny-rocket-labs': { firstName: 'Emre', lastName: 'Yilmaz' },
};

const PM = 'pm@greenlight.test';
const PM2 = 'pm2@greenlight.test';
const ONE_LEAD = 'lead@studio-one.test';
const ONE_GAMES = 'games@studio-one.test';
const ONE_OWN = 'own@studio-one.test';
const TWO_LEAD = 'lead@studio-two.test';

function leadEmail(slug: string): string {
  const lead = EXTRA_LEADS[slug];
  if (!lead) throw new Error(`No lead planned for ${slug}`);
  return `${lead.firstName.toLowerCase()}@${slug}.test`;
}

function studioPlans(): StudioPlan[] {
  const [pixelForge, moonbeam, brightHarbor, luckyOtter, tinyRocket] = EXTRA_STUDIO_NAMES;
  return [
    {
      name: 'Studio One',
      slug: 'studio-one',
      country: 'FR',
      activityState: 'active',
      teamStatusId: 3,
      pm: PM,
      secondaryPm: PM2,
      knowledgeSharing: true,
      adNetworkIds: [1, 2],
      origin: 'Academy',
      quietForDays: 0,
      creators: [ONE_LEAD, ONE_GAMES, ONE_OWN],
      games: [
        { kind: 'in_progress', creator: ONE_LEAD, platform: 'android' },
        { kind: 'in_progress', creator: ONE_OWN, platform: 'ios' },
        { kind: 'in_progress', creator: ONE_GAMES, isCtr: true },
        { kind: 'in_progress', creator: ONE_LEAD, manual: true },
        { kind: 'in_progress', creator: ONE_GAMES, legacy: true },
        { kind: 'pending_review', creator: ONE_OWN },
        { kind: 'pending_review', creator: ONE_GAMES, platform: 'ios' },
        { kind: 'pending_testing', creator: ONE_LEAD, networks: [1, 2], project: 'retest' },
        { kind: 'pending_testing_again', creator: ONE_OWN, iterations: 1 },
        {
          kind: 'running',
          creator: ONE_LEAD,
          platform: 'android',
          networks: [1, 2],
          tier: 'great',
          iterations: 2,
          adultVideo: true,
        },
        { kind: 'running', creator: ONE_GAMES, platform: 'ios', networks: [1], project: 'hit' },
        { kind: 'running', creator: ONE_OWN, isCtr: true },
        { kind: 'scheduled', creator: ONE_LEAD, iterations: 2 },
        { kind: 'scheduled', creator: ONE_GAMES, iterations: 1 },
        { kind: 'ended', creator: ONE_OWN, networks: [1, 2] },
        { kind: 'finished', creator: ONE_LEAD, hit: true, iterations: 3, project: 'hit' },
        { kind: 'finished', creator: ONE_GAMES, isCtr: true },
        { kind: 'finished', creator: ONE_GAMES, manual: true },
        { kind: 'finished', creator: ONE_OWN, iterations: 4 },
        { kind: 'finished', creator: ONE_LEAD, networks: [2], platform: 'android' },
        { kind: 'finished', creator: ONE_GAMES, tracking: 'analytics_partial' },
        { kind: 'archived', creator: ONE_LEAD },
        { kind: 'archived', creator: ONE_GAMES, legacy: true },
        { kind: 'archived', creator: ONE_OWN, iterations: 2, project: 'retest' },
        { kind: 'iterating', creator: ONE_LEAD, iterations: 1 },
        { kind: 'iterating', creator: ONE_OWN, iterations: 2, project: 'retest' },
        { kind: 'iterating', creator: ONE_GAMES, iterations: 1, networks: [1, 2] },
      ],
      fill: 4,
      fillKinds: CURRENT_KINDS,
    },
    {
      name: 'Studio Two',
      slug: 'studio-two',
      country: 'GB',
      activityState: 'active',
      teamStatusId: 1,
      pm: PM2,
      secondaryPm: null,
      knowledgeSharing: true,
      adNetworkIds: [1, 2],
      origin: 'Referral',
      quietForDays: 0,
      creators: [TWO_LEAD],
      games: [
        { kind: 'in_progress', platform: 'ios' },
        { kind: 'in_progress', isCtr: true },
        { kind: 'pending_review' },
        { kind: 'pending_testing', networks: [2] },
        { kind: 'pending_testing_again', iterations: 2 },
        { kind: 'running', networks: [1, 2], facebookCampaignFailed: true },
        { kind: 'running', manual: true },
        { kind: 'scheduled', iterations: 2, project: 'hit' },
        { kind: 'ended', platform: 'ios' },
        { kind: 'finished', hit: true, iterations: 2, project: 'hit' },
        { kind: 'finished', isCtr: true },
        { kind: 'finished', tracking: 'analytics_missing' },
        { kind: 'finished', iterations: 4, networks: [1, 2] },
        { kind: 'archived' },
        { kind: 'archived', manual: true },
        { kind: 'iterating', iterations: 1 },
        { kind: 'iterating', iterations: 3 },
      ],
      fill: 5,
      fillKinds: CURRENT_KINDS,
    },
    {
      name: 'Studio Three',
      slug: 'studio-three',
      country: 'DE',
      activityState: 'inactive',
      teamStatusId: 3,
      pm: PM,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Conference',
      quietForDays: 150,
      creators: [leadEmail('studio-three')],
      games: [{ kind: 'in_progress', legacy: true }, { kind: 'archived', legacy: true }, { kind: 'finished' }],
      fill: 7,
      fillKinds: PAST_KINDS,
    },
    {
      name: pixelForge,
      slug: slugify(pixelForge),
      country: 'PL',
      activityState: 'active',
      teamStatusId: 4,
      pm: PM,
      secondaryPm: null,
      knowledgeSharing: true,
      adNetworkIds: [1, 2],
      origin: 'Academy',
      quietForDays: 0,
      creators: [leadEmail(slugify(pixelForge))],
      games: [
        { kind: 'finished', hit: true, iterations: 2, project: 'hit' },
        { kind: 'running', tier: 'great', platform: 'ios', networks: [1], project: 'hit' },
        { kind: 'finished', tracking: 'attribution_missing', iterations: 1 },
        { kind: 'ended', networks: [2] },
      ],
      fill: 18,
      fillKinds: CURRENT_KINDS,
    },
    {
      name: moonbeam,
      slug: slugify(moonbeam),
      country: 'ES',
      activityState: 'active',
      teamStatusId: 3,
      pm: PM,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Game jam',
      quietForDays: 0,
      creators: [leadEmail(slugify(moonbeam))],
      games: [{ kind: 'running', isCtr: true }, { kind: 'finished', manual: true }],
      fill: 16,
      fillKinds: CURRENT_KINDS,
    },
    {
      name: brightHarbor,
      slug: slugify(brightHarbor),
      country: 'VN',
      activityState: 'churned',
      teamStatusId: 1,
      pm: null,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Store scouting',
      churn: { reason: 'Studio went to self-publish', regretted: true },
      quietForDays: 40,
      creators: [leadEmail(slugify(brightHarbor))],
      games: [{ kind: 'finished', iterations: 3 }],
      fill: 9,
      fillKinds: PAST_KINDS,
    },
    {
      name: luckyOtter,
      slug: slugify(luckyOtter),
      country: 'BR',
      activityState: 'inactive',
      teamStatusId: 2,
      pm: null,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Cold email',
      deactivation: { daysAgo: 100, reason: 'Studio moved to competitor' },
      quietForDays: 120,
      creators: [leadEmail(slugify(luckyOtter))],
      games: [{ kind: 'finished', iterations: 2 }],
      fill: 7,
      fillKinds: PAST_KINDS,
    },
    {
      name: tinyRocket,
      slug: slugify(tinyRocket),
      country: 'TR',
      activityState: 'active',
      teamStatusId: 2,
      pm: null,
      secondaryPm: null,
      knowledgeSharing: false,
      adNetworkIds: [1],
      origin: 'Website form',
      quietForDays: 0,
      creators: [leadEmail(slugify(tinyRocket))],
      games: [{ kind: 'running' }, { kind: 'in_progress' }],
      fill: 10,
      fillKinds: CURRENT_KINDS,
    },
  ];
}

interface IterationPlan {
  number: number;
  start: Date;
  duration: number;
  budget: Partial<Record<AdNetworkName, number>>;
  createdAt: Date;
}

interface GamePlan {
  /** Stable within a seed: studio slug and position in the studio's plan. */
  key: string;
  /** The seed and the key: what the game's icon, quality and stats are drawn from. */
  streamKey: string;
  studio: StudioPlan;
  kind: GameKind;
  name: string;
  creator: string;
  platform: GamePlatform;
  status: GameStatus;
  substatus: string;
  isIterating: boolean;
  isCtr: boolean;
  isPublishedInStore: boolean;
  isManagedByProvider: boolean;
  isInKnowledgeSharing: boolean;
  isHit: boolean;
  networks: number[];
  storeId: string | null;
  bundleId: string | null;
  storeName: string | null;
  createdAt: Date;
  iterations: IterationPlan[];
  quality: GameQuality;
  /** Games with the same project key share a project (PROJ). */
  projectKey: string;
  adultVideo: boolean;
  facebookCampaignFailed: boolean;
}

const NETWORK_NAMES: Record<number, AdNetworkName> = { 1: 'facebook', 2: 'snapchat' };

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
/** A time of day in office hours, so timestamps do not all sit at midnight. */
const officeHours = (random: Random) => (random.int(8, 18) * 60 + random.int(0, 59)) * 60_000;

/** com.<studio>.<game>, as a studio would name its builds. */
function bundleIdFor(studioSlug: string, name: string): string {
  return `com.${studioSlug.replace(/[^a-z0-9]/g, '')}.${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

function substatusJson(done: StepId, current: StepId): string {
  return JSON.stringify({ done, current });
}

function storeIdFor(random: Random, used: Set<string>): string {
  for (;;) {
    const length = random.chance(0.5) ? 9 : 10;
    let id = String(random.int(1, 9));
    while (id.length < length) id += String(random.int(0, 9));
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

function planIterations(
  kind: GameKind,
  count: number,
  networks: readonly number[],
  isCtr: boolean,
  today: Date,
  anchor: Date,
  random: Random,
): IterationPlan[] {
  const durations = Array.from({ length: count }, () => random.weighted([[4, 1], [5, 2], [6, 2], [7, 5], [8, 2], [10, 1]] as const));
  const lastDuration = durations[count - 1] as number;
  // Where the latest iteration sits, per kind (CONF-19: end = start + duration).
  let lastStart: Date;
  switch (kind) {
    case 'running':
      lastStart = addDays(today, -random.int(1, lastDuration - 1));
      break;
    case 'scheduled':
      lastStart = addDays(today, random.int(1, 3));
      break;
    case 'ended':
      lastStart = addDays(today, -random.int(1, 6) - lastDuration);
      break;
    case 'finished':
      lastStart = addDays(anchor, -random.int(7, 75) - lastDuration);
      break;
    case 'archived':
      lastStart = addDays(anchor, -random.int(60, 320) - lastDuration);
      break;
    default: // iterating, pending_testing_again: the last test ended a little while ago
      lastStart = addDays(anchor, -random.int(4, 45) - lastDuration);
  }
  const starts: Date[] = [lastStart];
  for (let i = count - 2; i >= 0; i--) {
    const next = starts[0] as Date;
    starts.unshift(addDays(next, -random.int(3, 24) - (durations[i] as number)));
  }
  return starts.map((start, i) => {
    const budget: Partial<Record<AdNetworkName, number>> = {};
    for (const id of networks) {
      const network = NETWORK_NAMES[id] as AdNetworkName;
      budget[network] = isCtr ? random.int(3, 6) * 10 : network === 'facebook' ? random.int(4, 15) * 10 : random.int(3, 10) * 10;
    }
    // Created when testing was accepted: on its start day or the day before, never after now.
    let createdAt = addDays(start, -random.int(0, 1));
    if (createdAt.getTime() > today.getTime()) createdAt = addDays(today, -random.int(0, 1));
    return { number: i + 1, start, duration: durations[i] as number, budget, createdAt };
  });
}

function planGame(
  spec: GameSpec,
  studio: StudioPlan,
  index: number,
  root: Random,
  today: Date,
  nextName: (random: Random) => string,
  usedStoreIds: Set<string>,
): GamePlan {
  const key = `${studio.slug}/${index}`;
  const random = root.fork(`game/${key}`);
  const anchor = addDays(today, -studio.quietForDays);
  const kind = spec.kind;
  const name = nextName(root.fork(`name/${key}`));
  // Hits are Android Facebook CPI tests: the setting where a great prototype shows it best.
  const platform: GamePlatform = spec.platform ?? (spec.hit ? 'android' : random.chance(0.55) ? 'android' : 'ios');
  const isCtr = spec.isCtr ?? (kind !== 'iterating' && !spec.hit && !spec.tier && !spec.tracking && random.chance(0.1));
  const isManagedByProvider = spec.manual ? false : isCtr || !random.chance(0.1);
  const networks =
    spec.networks ??
    (isCtr || spec.hit || !studio.adNetworkIds.includes(2)
      ? [1]
      : random.weighted<number[]>([
          [[1], 55],
          [[1, 2], 33],
          [[2], 12],
        ]));
  const isPublishedInStore = !isCtr && random.chance(0.25);
  const steps = stepsFor({ platform, isCtr, usesFacebook: networks.includes(1), isPublishedInStore, isIterating: false }).map(
    (step) => step.id,
  );
  const status = STATUS_OF_KIND[kind];
  const tested = TESTED_KINDS.has(kind);
  const count = tested
    ? (spec.iterations ??
      random.weighted([
        [1, 45],
        [2, 30],
        [3, 17],
        [4, 8],
      ] as const))
    : 0;
  const iterationPlans = tested ? planIterations(kind, count, networks, isCtr, today, anchor, random) : [];

  let createdAt: Date;
  if (iterationPlans.length > 0) {
    createdAt = addDays((iterationPlans[0] as IterationPlan).start, -random.int(3, 25));
  } else if (spec.legacy) {
    createdAt = addDays(anchor, -random.int(220, 420));
  } else if (kind === 'pending_review') {
    createdAt = addDays(anchor, -random.int(1, 6));
  } else if (kind === 'pending_testing') {
    createdAt = addDays(anchor, -random.int(4, 30));
  } else {
    createdAt = addDays(anchor, -random.int(1, 60));
  }
  createdAt = new Date(createdAt.getTime() + officeHours(random));

  // Where the game is in the submission flow (000 §4).
  let substatus: string;
  let pastLinkStore: boolean;
  if (spec.legacy) {
    substatus = 'createGame';
    pastLinkStore = kind !== 'in_progress';
  } else if (kind === 'in_progress') {
    const current = random.int(1, steps.length - 1);
    substatus = substatusJson(steps[current - 1] as StepId, steps[current] as StepId);
    pastLinkStore = current - 1 >= steps.indexOf('link_store');
  } else if (kind === 'pending_review') {
    substatus = substatusJson('create', steps[1] as StepId);
    pastLinkStore = false;
  } else if (kind === 'iterating') {
    // Iterating games only show the campaign creation step.
    substatus = substatusJson('categories', 'upload_asset');
    pastLinkStore = true;
  } else {
    substatus = substatusJson('upload_asset', 'upload_asset');
    pastLinkStore = true;
  }

  const requestedTesting = tested || kind === 'pending_testing';
  const streamKey = `${root.seed}/${key}`;
  const quality = drawGameQuality(streamKey, {
    tier: spec.hit ? 'great' : spec.tier,
    tracking: spec.tracking,
  });

  return {
    key,
    streamKey,
    studio,
    kind,
    name,
    creator: spec.creator ?? random.pick(studio.creators),
    platform,
    status,
    substatus,
    isIterating: kind === 'iterating',
    isCtr,
    isPublishedInStore,
    isManagedByProvider,
    isInKnowledgeSharing: studio.knowledgeSharing && tested && kind !== 'scheduled' && random.chance(0.75),
    isHit: spec.hit ?? false,
    networks,
    storeId: pastLinkStore ? storeIdFor(random, usedStoreIds) : null,
    bundleId: pastLinkStore ? bundleIdFor(studio.slug, name) : null,
    storeName: requestedTesting ? name : null,
    createdAt,
    iterations: iterationPlans,
    quality,
    projectKey: `${studio.slug}/${spec.project ?? key}`,
    adultVideo: spec.adultVideo ?? false,
    facebookCampaignFailed: spec.facebookCampaignFailed ?? false,
  };
}

/** The demo CRM account, and a studio's company id in it (stable per slug). */
const CRM_PORTAL_ID = 24_061_985;
const crmCompanyId = (slug: string) => 9_000_000_000 + (createHash('sha256').update(slug).digest().readUInt32BE(0) % 900_000_000);

/** Views saved by demo users: a PM's (PM views), a junior PM's, support's (Others views, superusers only). */
const DEMO_VIEWS: readonly {
  creator: string;
  name: string;
  description: string;
  filter: ViewContent['filter'];
  best: boolean;
  sort: ViewContent['sort'];
  daysAgo: number;
}[] = [
  {
    creator: PM,
    name: 'Cheap installs on Android',
    description: 'Android CPI tests under 30 cents',
    filter: {
      logicalOperator: 'all',
      children: [
        { rule: 'platform', operator: '=', operand: 'Platform', value: 'android' },
        { rule: 'cpi', operator: '<=', operand: 'CPI', value: 0.3 },
        { rule: 'isCtr', operator: '=', operand: 'CTR test', value: 0 },
      ],
    },
    best: true,
    sort: { prop: 'cpi', order: 'asc' },
    daysAgo: 12,
  },
  {
    creator: PM2,
    name: 'Retention watch',
    description: 'Good D1 or D7 in the last iteration',
    filter: {
      logicalOperator: 'any',
      children: [
        { rule: 'd1', operator: '>=', operand: 'D1', value: 0.35 },
        { rule: 'd7', operator: '>=', operand: 'D7', value: 0.1 },
      ],
    },
    best: false,
    sort: { prop: 'd1', order: 'desc' },
    daysAgo: 5,
  },
  {
    creator: 'cs@greenlight.test',
    name: 'Tracking setup errors',
    description: 'Games whose SDKs do not report',
    filter: {
      logicalOperator: 'all',
      children: [
        {
          rule: 'recommendation',
          operator: '=',
          operand: 'Recommendation',
          value: [
            'setup error (GA new users below network installs)',
            'setup error (no recorded GA new users)',
            'setup error (no recorded network installs)',
          ],
        },
      ],
    },
    best: false,
    sort: { prop: 'recent', order: 'desc' },
    daysAgo: 20,
  },
];

/** The whole data set, in memory, in insertion order. */
function planDemo(seed: string, today: Date) {
  const root = createRandom(seed);
  const nextName = createGameNameGenerator();
  const usedStoreIds = new Set<string>();
  const studioList = studioPlans();
  const gamePlans: GamePlan[] = [];
  for (const studio of studioList) {
    const random = root.fork(`studio/${studio.slug}`);
    const specs: GameSpec[] = [...studio.games];
    for (let i = 0; i < studio.fill; i++) specs.push({ kind: random.weighted(studio.fillKinds) });
    specs.forEach((spec, index) => gamePlans.push(planGame(spec, studio, index, root, today, nextName, usedStoreIds)));
  }
  // The games of a shared project carry the name (and bundle id) of its first game.
  const firstOfProject = new Map<string, GamePlan>();
  for (const game of gamePlans) {
    const first = firstOfProject.get(game.projectKey);
    if (!first) {
      firstOfProject.set(game.projectKey, game);
      continue;
    }
    game.name = first.name;
    if (game.bundleId) game.bundleId = bundleIdFor(game.studio.slug, first.name);
    if (game.storeName) game.storeName = first.name;
  }
  // Ids follow creation, as they would have in a live system.
  gamePlans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.key < b.key ? -1 : 1));
  return { root, studioList, gamePlans };
}

/** One inserted iteration and what it was planned from. */
interface IterationRef {
  game: GamePlan;
  gameId: number;
  it: IterationPlan;
  iterationId: number;
}

/** Where the demo ad clips are (their README says how they were made). */
const DEMO_CLIPS_DIR = join(import.meta.dirname, '../../assets/videos');

/** The clips by the ratio each network takes: 4:5 on Facebook, 9:16 on Snapchat. */
const DEMO_CLIPS: Record<AdNetworkName, readonly string[]> = {
  facebook: ['ad-4x5-testcard.mp4', 'ad-4x5-fractal.mp4'],
  snapchat: ['ad-9x16-life.mp4', 'ad-9x16-cells.mp4'],
};

/** What the simulated network answers when it refuses a campaign (campaigns/adapter.ts). */
const CAMPAIGN_LIMIT_ERROR = 'The ad account reached its campaign limit';

/** Kinds whose latest iteration's campaigns still run (in_testing). */
const LIVE_CAMPAIGN_KINDS: ReadonlySet<GameKind> = new Set(['running', 'scheduled', 'ended']);

/** The networks a game's campaigns run on: CTR tests on Facebook only. */
function campaignNetworks(game: GamePlan): AdNetworkName[] {
  return (game.isCtr ? [1] : game.networks).map((id) => NETWORK_NAMES[id] as AdNetworkName);
}

/** Whether Facebook refused this iteration's campaign: the plan's failure, on the latest iteration. */
function facebookRefused(game: GamePlan, it: IterationPlan): boolean {
  return game.facebookCampaignFailed && it.number === game.iterations.length;
}

/**
 * One campaign per iteration and network (BE-STAT-04): the latest iteration of an
 * in-testing game runs (active); earlier ones, and every one of games past testing,
 * stopped when their iteration ended.
 */
function campaignRows({ game, gameId, it, iterationId }: IterationRef): (typeof campaigns.$inferInsert)[] {
  const end = addDays(it.start, it.duration);
  const live = LIVE_CAMPAIGN_KINDS.has(game.kind) && it.number === game.iterations.length;
  return campaignNetworks(game).map((network) => {
    if (network === 'facebook' && facebookRefused(game, it)) {
      const status = 'campaign_creation_failed';
      return { iterationId, gameId, network, status, error: CAMPAIGN_LIMIT_ERROR, updatedAt: it.createdAt };
    }
    // What the simulated network answers when it creates the campaign (campaigns/adapter.ts).
    const created = { externalId: `sim-${network}-${iterationId}`, adAccountId: SIMULATED_AD_ACCOUNTS[network] };
    return live
      ? { iterationId, gameId, network, status: 'active', ...created, updatedAt: it.createdAt }
      : { iterationId, gameId, network, status: 'stopped', ...created, stoppedAt: end, updatedAt: end };
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;

interface VideoPlan {
  iterationNumber: number;
  network: AdNetworkName;
  fileName: string;
  clip: string;
  weight: number;
  appeal: number;
  adultContent: boolean;
}

/**
 * Two to four videos per iteration and network the game's campaigns ran on, numbered
 * on from the last iteration's (a new build, new cuts). The network's delivery
 * favours some (weight 0.5-2) and players click some more (appeal around 1). About
 * one in sixty is refused for adult content, never a network's first, so every
 * campaign had a video to show.
 */
function videoPlans(game: GamePlan, root: Random): VideoPlan[] {
  const random = root.fork(`videos/${game.key}`);
  const versions: Record<AdNetworkName, number> = { facebook: 0, snapchat: 0 };
  const plans: VideoPlan[] = [];
  for (const it of game.iterations) {
    for (const network of campaignNetworks(game)) {
      if (network === 'facebook' && facebookRefused(game, it)) continue;
      const count = random.int(2, 4);
      const clips = DEMO_CLIPS[network];
      const firstClip = random.int(0, clips.length - 1);
      for (let n = 0; n < count; n++) {
        versions[network] += 1;
        plans.push({
          iterationNumber: it.number,
          network,
          fileName: `gameplay_v${versions[network]}_${network}.mp4`,
          clip: clips[(firstClip + n) % clips.length] as string,
          weight: round2(random.float(0.5, 2)),
          appeal: round2(Math.min(1.6, Math.max(0.5, random.normal(1, 0.25)))),
          adultContent: n > 0 && random.chance(1 / 60),
        });
      }
      if (game.adultVideo && network === 'facebook' && it.number === game.iterations.length) {
        (plans.at(-1) as VideoPlan).adultContent = true;
      }
    }
  }
  return plans;
}

/** Coaching notes a publishing manager leaves after looking at a test (FBK-01: HTML). */
const FEEDBACK_NOTES = [
  '<p>Nice first-day retention. The tutorial still loses players on level 2: show the swipe earlier.</p>',
  '<p>CPI is above our threshold. The first three seconds of the videos do not show the core mechanic; open on the gameplay.</p>',
  '<p>Good progress on this iteration. <strong>D7 is the next target</strong>: give players a reason to come back (daily reward, skins to unlock).</p>',
  '<p>Players drop out during the first session. Shorten the levels and make failing clearer.</p>',
  '<p>The best video opens on the most satisfying moment of the game; reuse that hook in the next cuts.</p>',
  '<p>The art reads well on small screens. A brighter palette would help the icon stand out in the store.</p>',
  '<ul><li>Cut the loading time</li><li>Remove the interstitial after level 1</li><li>Make the first win happen within 20 seconds</li></ul>',
  '<p>Playtime is good but sessions are short. Check where players quit; a softer difficulty spike around level 5 may help.</p>',
];
const FEEDBACK_SUBJECTS = ['Iteration review', 'Video feedback', 'Retention', 'Onboarding', 'Next steps', 'Core loop'];

/** What changed in a build, by FBK-02 category, as studios write it. */
const CHANGELOG_DETAILS: Record<ChangelogCategory, readonly string[]> = {
  video: ['New hook in the first three seconds', 'Vertical cut of the gameplay video'],
  gameplay: ['Shorter first level', 'Smoother difficulty over levels 1-10'],
  ui: ['Bigger buttons on the main screen', 'Clearer level-complete screen'],
  controls: ['Lower swipe sensitivity', 'Tap and hold replaces the double tap'],
  content_level_design: ['20 new levels', 'Levels reordered: easy wins first'],
  core_mechanics: ['Combo multiplier on consecutive hits', 'Merges now chain automatically'],
  bug: ['Fixed a crash on game over', 'Fixed progress lost after an update'],
};

/** The PM who coaches a studio's games; studios without one get no feedback. */
const studioPm = (game: GamePlan) => game.studio.pm ?? game.studio.secondaryPm;

/** The latest a seeded note may be dated: yesterday, so always before the clock's now. */
const latestNote = (today: Date, random: Random) => new Date(addDays(today, -1).getTime() + officeHours(random));

/**
 * Feedback on about half the tested games of studios with a PM (FBK-01): one to
 * three notes by the studio's PM, each a few days into an iteration that started.
 */
function feedbackPlans(game: GamePlan, root: Random, today: Date) {
  const random = root.fork(`feedback/${game.key}`);
  const author = studioPm(game);
  const started = game.iterations.filter((it) => it.start.getTime() < today.getTime());
  if (!author || started.length === 0 || !random.chance(0.5)) return [];
  const notes = Array.from({ length: random.int(1, 3) }, () => {
    const it = random.pick(started);
    const dated = new Date(addDays(it.start, random.int(1, it.duration + 4)).getTime() + officeHours(random));
    const latest = latestNote(today, random);
    return {
      author,
      subject: random.chance(0.6) ? random.pick(FEEDBACK_SUBJECTS) : null,
      feedback: random.pick(FEEDBACK_NOTES),
      createdAt: dated.getTime() < latest.getTime() ? dated : latest,
    };
  });
  return notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

interface ChangelogPlan {
  category: ChangelogCategory;
  details: string;
  state: 'pending' | 'validated' | 'rejected';
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/**
 * Changelogs (FBK-10..12): a game waiting for its next test sent one to three
 * entries with the request (pending); a finished game that iterated kept, now and
 * then, the decided entries of a later iteration's request.
 */
function changelogPlans(game: GamePlan, root: Random, today: Date): ChangelogPlan[] {
  const random = root.fork(`changelogs/${game.key}`);
  const entries = (count: number) =>
    random.shuffle(CHANGELOG_CATEGORIES).slice(0, count).map((category) => ({
      category,
      details: random.pick(CHANGELOG_DETAILS[category]),
    }));
  const last = game.iterations.at(-1);
  if (game.kind === 'pending_testing_again' && last) {
    const sent = addDays(last.start, last.duration + random.int(1, 3));
    const latest = latestNote(today, random);
    const createdAt = new Date(Math.min(sent.getTime() + officeHours(random), latest.getTime()));
    return entries(random.int(1, 3)).map((entry) => ({ ...entry, state: 'pending', decidedBy: null, createdAt, decidedAt: null }));
  }
  const decider = studioPm(game);
  if (game.kind !== 'finished' || !last || last.number < 2 || !decider || !random.chance(0.5)) return [];
  const createdAt = new Date(addDays(last.createdAt, -random.int(1, 3)).getTime() + officeHours(random));
  return entries(random.int(1, 2)).map((entry) => ({
    ...entry,
    state: random.chance(0.75) ? 'validated' : 'rejected',
    decidedBy: decider,
    createdAt,
    decidedAt: last.createdAt,
  }));
}

/** Tags studios give their games in the categories step (TAG-05..14): lowercase, 3 to 15 characters. */
const DEMO_TAGS = {
  mechanic: ['merge', 'stacking', 'tap timing', 'swipe', 'physics', 'idle upgrade', 'match three', 'draw path', 'aim and shoot', 'sorting'],
  theme: ['food', 'cars', 'animals', 'space', 'medieval', 'city', 'ocean', 'candy'],
  toy: ['slime', 'ropes', 'blocks', 'marbles', 'dominoes', 'paint', 'screws'],
  other: ['asmr', 'satisfying', 'casual', 'relaxing', 'brain teaser'],
} as const;

/**
 * Genres and tags (TAG): a game that went through the categories step has one genre
 * of each category (TAG-02, TAG-04) and two to five tags within each category's limits.
 * Planned before the stats are simulated, whose distributions follow the gameplay genre.
 */
function categoryPlans(game: GamePlan, root: Random): { genreIds: number[]; tags: { label: string; category: keyof typeof DEMO_TAGS }[] } {
  if (game.iterations.length === 0) return { genreIds: [], tags: [] };
  const random = root.fork(`categories/${game.key}`);
  const genreIds = GENRES.map((category) => random.pick(category.options).id);
  const pickTags = (category: keyof typeof DEMO_TAGS, count: number) =>
    random.shuffle(DEMO_TAGS[category]).slice(0, count).map((label) => ({ label, category }));
  const tags = [
    ...pickTags('mechanic', random.int(1, 2)),
    ...pickTags('theme', 1),
    ...(random.chance(0.5) ? pickTags('toy', 1) : []),
    ...(random.chance(0.3) ? pickTags('other', 1) : []),
  ];
  return { genreIds, tags };
}

/**
 * Ratings (GC-23): the studio's PM rated about three in five of the games whose test
 * started, a few days into the latest one (yesterday at the latest). Each dimension
 * is 0-5 around the game's latent traits, so great prototypes rate well mostly.
 */
function ratingPlan(game: GamePlan, root: Random, today: Date): { rater: string; rating: ScoreDetails; ratedAt: Date } | null {
  const rater = studioPm(game);
  const last = game.iterations.filter((it) => it.start.getTime() < today.getTime()).at(-1);
  if (!rater || !last) return null;
  const random = root.fork(`rating/${game.key}`);
  if (!random.chance(0.6)) return null;
  const { appeal, retention, engagement } = game.quality;
  const score = (latent: number) => Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(2.5 + 0.8 * latent + random.normal(0, 0.7))));
  const rating: ScoreDetails = {
    execution: score((appeal + engagement) / 2),
    balancing: score(retention),
    artEfficiency: score(appeal),
    progression: score((retention + engagement) / 2),
    idea: score(appeal),
    newness: score(0),
    systemOne: score(appeal),
    depth: score(engagement),
  };
  const dated = new Date(addDays(last.start, random.int(2, last.duration + 3)).getTime() + officeHours(random));
  const latest = latestNote(today, random);
  return { rater, rating, ratedAt: dated.getTime() < latest.getTime() ? dated : latest };
}

/** True when no user exists yet (the seed runs only on an empty database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Fills an empty database with the demo data set and answers the logins to print.
 * Runs in one transaction.
 */
export async function seedDemoData(
  db: Db,
  options: { clock: Clock; seed?: string | undefined; analyticsUrl?: string | undefined },
): Promise<{ logins: { email: string; who: string }[] }> {
  const now = options.clock.now();
  const today = startOfUtcDay(now);
  const { root, studioList, gamePlans } = planDemo(options.seed ?? DEFAULT_DEMO_SEED, today);

  // Studios were founded before their first game; members joined soon after.
  const studioCreatedAt = new Map<string, Date>();
  for (const studio of studioList) {
    const random = root.fork(`studio-created/${studio.slug}`);
    const firstGame = Math.min(
      today.getTime() - 200 * DAY_MS,
      ...gamePlans.filter((g) => g.studio === studio).map((g) => g.createdAt.getTime()),
    );
    studioCreatedAt.set(
      studio.slug,
      new Date(startOfUtcDay(new Date(firstGame)).getTime() - random.int(15, 90) * DAY_MS + officeHours(random)),
    );
  }
  const earliestStudio = Math.min(...[...studioCreatedAt.values()].map((d) => d.getTime()));

  const extraLeads: DemoUser[] = studioList
    .filter((studio) => EXTRA_LEADS[studio.slug])
    .map((studio) =>
      studioLeadUser(studio.slug, EXTRA_LEADS[studio.slug]!, { snapchat: studio.adNetworkIds.includes(2) }),
    );
  const userList = [...DEMO_USERS, ...extraLeads];
  const userCreatedAt = (user: DemoUser, index: number): Date => {
    const membership = user.memberships[0];
    const base = membership
      ? (studioCreatedAt.get(membership.studioSlug) as Date).getTime() + DAY_MS
      : earliestStudio - 30 * DAY_MS;
    return new Date(base + index * 7 * 60_000);
  };

  await db.transaction(async (tx) => {
    const userIds = await insertUsers(tx, userList, userCreatedAt);
    const userId = (email: string | null) => {
      if (email === null) return null;
      const id = userIds.get(email);
      if (id === undefined) throw new Error(`Unknown demo user ${email}`);
      return id;
    };

    const studioRows = studioList.map((studio) => {
      const random = root.fork(`studio-row/${studio.slug}`);
      const events = gamePlans
        .filter((g) => g.studio === studio)
        .flatMap((g) => [g.createdAt.getTime(), ...g.iterations.map((it) => it.createdAt.getTime())]);
      return {
        slug: studio.slug,
        name: studio.name,
        country: studio.country,
        createdAt: studioCreatedAt.get(studio.slug) as Date,
        activityState: studio.activityState,
        // CONF-36: the last game event decides active (≤ 90 days) or inactive.
        lastActivityDate: new Date(Math.max(...events)),
        teamStatusId: studio.teamStatusId,
        pmId: userId(studio.pm),
        secondaryPmId: userId(studio.secondaryPm),
        deactivateDate: studio.deactivation
          ? new Date(addDays(today, -studio.deactivation.daysAgo).getTime() + officeHours(random))
          : null,
        deactivateReason: studio.deactivation?.reason ?? null,
        isChurned: studio.churn !== undefined,
        isRegrettedChurn: studio.churn?.regretted ?? null,
        churnReason: studio.churn?.reason ?? null,
        knowledgeSharingStudioStatus: studio.knowledgeSharing,
        origin: studio.origin,
        // The CRM company of a studio the publisher has dealt with (churned ones too).
        hubspotUrl: `https://app.hubspot.com/contacts/${CRM_PORTAL_ID}/company/${crmCompanyId(studio.slug)}`,
        adNetworkIds: studio.adNetworkIds,
      };
    });
    const insertedStudios = await tx.insert(studios).values(studioRows).returning({ id: studios.id, slug: studios.slug });
    const studioIds = new Map(insertedStudios.map((row) => [row.slug, row.id]));
    await insertMemberships(tx, userList, userIds, studioIds);

    // Icons, addressed by the sha-256 of their bytes.
    const iconIds: string[] = [];
    const mediaRows = new Map<string, { id: string; contentType: string; bytes: Uint8Array; createdAt: Date }>();
    for (const game of gamePlans) {
      const bytes = gameIconPng(game.streamKey);
      const id = createHash('sha256').update(bytes).digest('hex');
      iconIds.push(id);
      if (!mediaRows.has(id)) mediaRows.set(id, { id, contentType: 'image/png', bytes, createdAt: game.createdAt });
    }
    await insertInChunks([...mediaRows.values()], (chunk) => tx.insert(media).values(chunk), 200);

    // Projects, in the order of their first game (PROJ): named after it, created with it.
    const projectKeys = [...new Set(gamePlans.map((game) => game.projectKey))];
    const firstGames = projectKeys.map((projectKey) => gamePlans.find((game) => game.projectKey === projectKey) as GamePlan);
    const projectIds = new Map<string, number>();
    await insertInChunks(firstGames, async (chunk) => {
      const rows = await tx
        .insert(projects)
        .values(
          chunk.map((game) => ({
            studioId: studioIds.get(game.studio.slug) as number,
            name: game.name,
            createdAt: game.createdAt,
          })),
        )
        .returning({ id: projects.id });
      rows.forEach((row, i) => projectIds.set((chunk[i] as GamePlan).projectKey, row.id));
    });

    const gameIds: number[] = [];
    await insertInChunks(
      gamePlans.map((game, i) => ({
        studioId: studioIds.get(game.studio.slug) as number,
        creatorId: userId(game.creator),
        projectId: projectIds.get(game.projectKey) as number,
        name: game.name,
        platform: game.platform,
        status: game.status,
        substatus: game.substatus,
        isIterating: game.isIterating,
        isCtr: game.isCtr,
        isPublishedInStore: game.isPublishedInStore,
        isManagedByProvider: game.isManagedByProvider,
        isInKnowledgeSharing: game.isInKnowledgeSharing,
        isHit: game.isHit,
        selectedAdNetworkIds: game.networks,
        storeId: game.storeId,
        bundleId: game.bundleId,
        storeName: game.storeName,
        iconMediaId: iconIds[i] as string,
        createdAt: game.createdAt,
        simulation: JSON.stringify({ stream: game.streamKey, quality: game.quality } satisfies GameSimulation),
      })),
      async (chunk) => {
        const rows = await tx.insert(games).values(chunk).returning({ id: games.id });
        gameIds.push(...rows.map((row) => row.id));
      },
    );

    const iterationRows = gamePlans.flatMap((game, i) =>
      game.iterations.map((it) => ({
        gameId: gameIds[i] as number,
        iterationNumber: it.number,
        iterationStart: it.start,
        iterationEnd: addDays(it.start, it.duration),
        campaignDuration: it.duration,
        dailyBudget: JSON.stringify(it.budget),
        createdAt: it.createdAt,
      })),
    );
    const iterationIds: number[] = [];
    await insertInChunks(iterationRows, async (chunk) => {
      const rows = await tx.insert(iterations).values(chunk).returning({ id: iterations.id });
      iterationIds.push(...rows.map((row) => row.id));
    });

    const iterationRefs: IterationRef[] = [];
    gamePlans.forEach((game, i) => {
      for (const it of game.iterations) {
        iterationRefs.push({ game, gameId: gameIds[i] as number, it, iterationId: iterationIds[iterationRefs.length] as number });
      }
    });

    // Genres and tags come from a fork of their own, so planning them first changes no other draw.
    const categories = new Map(gamePlans.map((game) => [game, categoryPlans(game, root)]));

    // One row per iteration, network and reported day (never today or later), shaped
    // by the game's gameplay genre as the stats sync would read it.
    const statRows: (typeof adNetworkDailyStats.$inferInsert)[] = [];
    for (const { game, gameId, it, iterationId } of iterationRefs) {
      const quality = iterationQuality(game.quality, it.number);
      const gameplayGenreId = gameplayGenreOf(categories.get(game)!.genreIds);
      for (const network of campaignNetworks(game)) {
        if (network === 'facebook' && facebookRefused(game, it)) continue;
        for (let dayIndex = 0; dayIndex < it.duration; dayIndex++) {
          const day = isoDay(addDays(it.start, dayIndex));
          const row = simulateDailyInsights({
            seed: campaignSeed(game.streamKey, it.number, network),
            network,
            platform: game.platform,
            isCtr: game.isCtr,
            quality,
            gameplayGenreId,
            day,
            dayIndex,
            dailyBudget: it.budget[network] ?? 0,
            now,
          });
          if (row) statRows.push({ iterationId, gameId, network, day, ...row });
        }
      }
    }
    await insertInChunks(statRows, (chunk) => tx.insert(adNetworkDailyStats).values(chunk));

    // Stamped at the start of the day: the seeded reports are those available then
    // (maturity and reporting only depend on the day), so any time of one day gives the same rows.
    await refreshGameKpis(tx, undefined, today);

    await tx.insert(campaigns).values(iterationRefs.flatMap(campaignRows));

    // The ad clips once, addressed like the icons; then each iteration's videos.
    const clipIds = new Map<string, string>();
    const clipRows = Object.values(DEMO_CLIPS)
      .flat()
      .map((file) => {
        const bytes = readFileSync(join(DEMO_CLIPS_DIR, file));
        const id = createHash('sha256').update(bytes).digest('hex');
        clipIds.set(file, id);
        return { id, contentType: 'video/mp4', bytes, createdAt: new Date(earliestStudio) };
      });
    await tx.insert(media).values(clipRows);
    const refOf = new Map(iterationRefs.map((ref) => [`${ref.game.key}#${ref.it.number}`, ref]));
    const videoRows = gamePlans.flatMap((game) =>
      videoPlans(game, root).map(({ iterationNumber, ...video }) => {
        const ref = refOf.get(`${game.key}#${iterationNumber}`) as IterationRef;
        return {
          gameId: ref.gameId,
          iterationId: ref.iterationId,
          network: video.network,
          fileName: video.fileName,
          mediaId: clipIds.get(video.clip) as string,
          weight: video.weight,
          appeal: video.appeal,
          adultContent: video.adultContent,
          createdAt: ref.it.createdAt,
        };
      }),
    );
    await insertInChunks(videoRows, (chunk) => tx.insert(videos).values(chunk));

    const gameIdOf = new Map(gamePlans.map((game, i) => [game, gameIds[i] as number]));
    const feedbackRows = gamePlans.flatMap((game) =>
      feedbackPlans(game, root, today).map((note) => ({
        gameId: gameIdOf.get(game) as number,
        authorId: userId(note.author),
        subject: note.subject,
        feedback: note.feedback,
        createdAt: note.createdAt,
      })),
    );
    await insertInChunks(feedbackRows, (chunk) => tx.insert(gameFeedbacks).values(chunk));
    const changelogRows = gamePlans.flatMap((game) =>
      changelogPlans(game, root, today).map((entry) => ({
        gameId: gameIdOf.get(game) as number,
        category: entry.category,
        details: entry.details,
        state: entry.state,
        decidedBy: userId(entry.decidedBy),
        createdAt: entry.createdAt,
        decidedAt: entry.decidedAt,
      })),
    );
    await insertInChunks(changelogRows, (chunk) => tx.insert(changelogs).values(chunk));
    const genreRows = [...categories].flatMap(([game, plan]) =>
      plan.genreIds.map((genreId) => ({ gameId: gameIdOf.get(game) as number, genreId })),
    );
    await insertInChunks(genreRows, (chunk) => tx.insert(gameGenres).values(chunk));
    const tagRows = [...categories].flatMap(([game, plan]) =>
      plan.tags.map((tag) => ({ gameId: gameIdOf.get(game) as number, ...tag, createdAt: game.iterations[0]!.createdAt })),
    );
    await insertInChunks(tagRows, (chunk) => tx.insert(gameTags).values(chunk));

    // BE-SUB-05: games that went to testing had their analytics slot created by the platform
    // (numbered like the slots create_ga_slot makes, from 1000001).
    const analyticsUrl = (options.analyticsUrl ?? DEFAULT_ANALYTICS_URL).replace(/\/+$/, '');
    const slotGames = gamePlans.filter(
      (game) => !game.isCtr && game.iterations.length > 0 && ['pending_testing', 'in_testing', 'finished', 'archived'].includes(game.status),
    );
    const slotRows = slotGames.map((game, index) => {
      const id = String(1_000_001 + index);
      const keys = root.fork(`analytics/${game.key}`);
      const hex = () => Array.from({ length: 40 }, () => keys.int(0, 15).toString(16)).join('');
      return {
        id,
        gameKey: hex(),
        secretKey: hex(),
        url: `${analyticsUrl}/games/${id}`,
        createdForGameId: gameIdOf.get(game) as number,
        createdAt: game.iterations[0]!.createdAt,
      };
    });
    await insertInChunks(slotRows, (chunk) => tx.insert(analyticsSlots).values(chunk));
    await tx.execute(sql`update games set analytics_slot_id = s.id from analytics_slots s where s.created_for_game_id = games.id`);

    const ratingRows = gamePlans.flatMap((game) => {
      const plan = ratingPlan(game, root, today);
      return plan
        ? [{ gameId: gameIdOf.get(game) as number, ...plan.rating, ratedBy: userId(plan.rater), ratedAt: plan.ratedAt }]
        : [];
    });
    await insertInChunks(ratingRows, (chunk) => tx.insert(gameRatings).values(chunk));

    await seedContent(tx, options.clock);
    await ensureDefaultViews(tx, options.clock);
    await tx.insert(uiViews).values(
      DEMO_VIEWS.map((view) => ({
        list: 'games',
        name: view.name,
        description: view.description,
        creatorId: userId(view.creator),
        content: JSON.stringify({
          type: 'games',
          term: '',
          filter: view.filter,
          columns: GAME_COLUMNS.map((column) => ({ ...column })),
          best: view.best,
          sort: view.sort,
        } satisfies ViewContent),
        createdAt: addDays(today, -view.daysAgo),
        updatedAt: addDays(today, -view.daysAgo),
      })),
    );
  });

  return { logins: DEMO_LOGINS.map((login) => ({ ...login })) };
}

/** Counts of what the seed created, for logs and the README. */
export async function demoDataCounts(db: Db): Promise<Record<'users' | 'studios' | 'games' | 'iterations' | 'stats', number>> {
  const [counts] = await db
    .select({
      users: sql<number>`(select count(*) from users)`.mapWith(Number),
      studios: sql<number>`(select count(*) from studios)`.mapWith(Number),
      games: sql<number>`(select count(*) from games)`.mapWith(Number),
      iterations: sql<number>`(select count(*) from iterations)`.mapWith(Number),
      stats: sql<number>`(select count(*) from ad_network_daily_stats)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  if (!counts) throw new Error('No counts');
  return counts;
}
