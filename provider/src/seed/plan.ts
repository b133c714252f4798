// What the demo data set is planned as (seed/demo.ts), before anything is inserted:
// the studios and the games they made, each game's iterations, and the small helpers
// every part of the seed shares. Every date is relative to the clock's day.
import type { GameStatus, LeadSource, StepId } from '@greenlight/rules';
import { DAY_MS } from '../clock';
import type { AdNetworkName, GamePlatform, GameQuality, QualityTier, TrackingSetup } from '../domain/campaigns/simulator';
import type { Random } from '../lib/random';

/** The reasons of 002 §4, for churn and for deactivation (CONF-20). */
export const CHURN_REASONS = [
  'Studio moved to competitor',
  'Studio went to self-publish',
  'Studio moved out of hypercasual',
  "Churned by the provider's initiative",
] as const;

/** What a game's history looks like; each maps to one status. */
export type GameKind =
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

/** A game the plan asks for; what is left out is drawn. */
export interface GameSpec {
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

export interface StudioPlan {
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

export interface IterationPlan {
  number: number;
  start: Date;
  duration: number;
  budget: Partial<Record<AdNetworkName, number>>;
  createdAt: Date;
}

export interface GamePlan {
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
  isHit: boolean;
  networks: number[];
  storeId: string | null;
  bundleId: string | null;
  storeName: string | null;
  /**
   * The submission steps whose data the game holds (issue 42: the provider lets no game
   * past a step that lacks it): those before its current step while in progress, every
   * step once it requested testing.
   */
  stepsDone: readonly StepId[];
  createdAt: Date;
  iterations: IterationPlan[];
  quality: GameQuality;
  /** Games with the same project key share a project (PROJ). */
  projectKey: string;
  adultVideo: boolean;
  facebookCampaignFailed: boolean;
}

export const NETWORK_NAMES: Record<number, AdNetworkName> = { 1: 'facebook', 2: 'snapchat' };

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
/** A time of day in office hours, so timestamps do not all sit at midnight. */
export const officeHours = (random: Random) => (random.int(8, 18) * 60 + random.int(0, 59)) * 60_000;

/** The PM who coaches a studio's games; studios without one get no feedback. */
export const studioPm = (game: GamePlan) => game.studio.pm ?? game.studio.secondaryPm;

/** The latest a seeded note may be dated: yesterday, so always before the clock's now. */
export const latestNote = (today: Date, random: Random) => new Date(addDays(today, -1).getTime() + officeHours(random));

/** Inserts rows a chunk at a time: one statement per chunk keeps within the drivers' parameter limits. */
export async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
