// The demo's games and their projects: each planned game (its kind, platform, networks,
// store identity, iterations, latent quality) drawn from the seed, then its icon,
// its project (shared by a studio's builds and re-tests) and its row.
import { stepsFor, type GameStatus, type StepId } from '@greenlight/rules';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { analyticsSlots, games, media, projects, storeApps } from '../db/schema';
import { drawGameQuality, type AdNetworkName, type GamePlatform, type GameSimulation } from '../domain/campaigns/simulator';
import { createRandom, type Random } from '../lib/random';
import { gameIconPng } from '../media/icons';
import { createGameNameGenerator } from './names';
import {
  addDays,
  insertInChunks,
  NETWORK_NAMES,
  officeHours,
  type GameKind,
  type GamePlan,
  type GameSpec,
  type IterationPlan,
  type StudioPlan,
} from './plan';

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
  let stepsDone: StepId[];
  if (spec.legacy) {
    substatus = 'createGame';
    stepsDone = kind === 'in_progress' ? [] : [...steps];
  } else if (kind === 'in_progress') {
    const current = random.int(1, steps.length - 1);
    substatus = substatusJson(steps[current - 1] as StepId, steps[current] as StepId);
    stepsDone = steps.slice(0, current) as StepId[];
  } else if (kind === 'pending_review') {
    substatus = substatusJson('create', steps[1] as StepId);
    stepsDone = ['create'];
  } else if (kind === 'iterating') {
    // Iterating games only show the campaign creation step.
    substatus = substatusJson('categories', 'upload_asset');
    stepsDone = [...steps];
  } else {
    substatus = substatusJson('upload_asset', 'upload_asset');
    stepsDone = [...steps];
  }
  const pastLinkStore = stepsDone.includes('link_store');

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
    isHit: spec.hit ?? false,
    networks,
    storeId: pastLinkStore ? storeIdFor(random, usedStoreIds) : null,
    bundleId: pastLinkStore ? bundleIdFor(studio.slug, name) : null,
    storeName: requestedTesting ? name : null,
    stepsDone,
    createdAt,
    iterations: iterationPlans,
    quality,
    projectKey: `${studio.slug}/${spec.project ?? key}`,
    adultVideo: spec.adultVideo ?? false,
    facebookCampaignFailed: spec.facebookCampaignFailed ?? false,
  };
}

/** The whole data set, in memory, in insertion order. */
export function planDemo(seed: string, today: Date, studioList: StudioPlan[]) {
  const root = createRandom(seed);
  const nextName = createGameNameGenerator();
  const usedStoreIds = new Set<string>();
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

/**
 * The icons (addressed by the sha-256 of their bytes), the projects in the order of
 * their first game (PROJ: named after it, created with it) and the games; answers
 * the games' ids in the plan's order.
 */
export async function insertGames(
  tx: Db,
  gamePlans: readonly GamePlan[],
  studioIds: ReadonlyMap<string, number>,
  userId: (email: string | null) => number | null,
): Promise<number[]> {
  const iconIds: string[] = [];
  const mediaRows = new Map<string, { id: string; contentType: string; bytes: Uint8Array; createdAt: Date }>();
  for (const game of gamePlans) {
    const bytes = gameIconPng(game.streamKey);
    const id = createHash('sha256').update(bytes).digest('hex');
    iconIds.push(id);
    if (!mediaRows.has(id)) mediaRows.set(id, { id, contentType: 'image/png', bytes, createdAt: game.createdAt });
  }
  await insertInChunks([...mediaRows.values()], (chunk) => tx.insert(media).values(chunk), 200);

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
  return gameIds;
}

/** Statuses of games that went to testing. */
const TESTED_STATUSES: readonly GameStatus[] = ['pending_testing', 'in_testing', 'finished', 'archived'];

/** Statuses where a game may still go through its submission again (in it, or declined back to it): its steps hold their data. */
export const SUBMISSION_STATUSES: readonly GameStatus[] = ['pending_sdk_integration', 'pending_review', 'pending_testing'];

/**
 * BE-SUB-05: games that went to testing had their analytics slot created by the
 * platform (numbered like the slots create_ga_slot makes, from 1000001), then the games
 * still in (or sent back to) their submission whose Link to store is done (issue 42).
 */
export async function insertAnalyticsSlots(
  tx: Db,
  gamePlans: readonly GamePlan[],
  gameIdOf: ReadonlyMap<GamePlan, number>,
  root: Random,
  analyticsUrl: string,
): Promise<void> {
  const tested = gamePlans.filter((game) => !game.isCtr && game.iterations.length > 0 && TESTED_STATUSES.includes(game.status));
  const linked = gamePlans.filter(
    (game) => !tested.includes(game) && SUBMISSION_STATUSES.includes(game.status) && game.stepsDone.includes('link_store'),
  );
  const slotRows = [...tested, ...linked].map((game, index) => {
    const id = String(1_000_001 + index);
    const keys = root.fork(`analytics/${game.key}`);
    const hex = () => Array.from({ length: 40 }, () => keys.int(0, 15).toString(16)).join('');
    return {
      id,
      gameKey: hex(),
      secretKey: hex(),
      url: `${analyticsUrl.replace(/\/+$/, '')}/games/${id}`,
      createdForGameId: gameIdOf.get(game) as number,
      createdAt: game.iterations[0]?.createdAt ?? game.createdAt,
    };
  });
  await insertInChunks(slotRows, (chunk) => tx.insert(analyticsSlots).values(chunk));
  await tx.execute(sql`update games set analytics_slot_id = s.id from analytics_slots s where s.created_for_game_id = games.id`);
}

/**
 * Part G "store lookup": the simulated stores publish the demo games that have their
 * store ids, one app per bundle id and platform (the games of a project share one):
 * an iOS app with its AppStore id, an Android app by its bundle id only.
 */
export async function insertStoreApps(tx: Db, gamePlans: readonly GamePlan[]): Promise<void> {
  const apps = new Map<string, typeof storeApps.$inferInsert>();
  for (const game of gamePlans) {
    if (!game.bundleId || (game.platform === 'ios' && !game.storeId)) continue;
    const key = `${game.platform}/${game.bundleId}`;
    if (apps.has(key)) continue;
    apps.set(key, {
      platform: game.platform,
      storeId: game.platform === 'ios' ? game.storeId : null,
      bundleId: game.bundleId,
      name: game.storeName ?? game.name,
      publishedAt: game.createdAt,
    });
  }
  await insertInChunks([...apps.values()], (chunk) => tx.insert(storeApps).values(chunk));
}
