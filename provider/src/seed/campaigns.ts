// The demo's tests: each game's iterations, the daily ad-network stats the simulator
// reports for them (shaped by the game's gameplay genre), one campaign per iteration
// and network, and the ad videos of each campaign (the clips of provider/assets/videos).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db';
import { adNetworkDailyStats, campaigns, iterations, media, videos } from '../db/schema';
import { SIMULATED_AD_ACCOUNTS } from '../domain/campaigns/adapter';
import { campaignSeed, isoDay, iterationQuality, simulateDailyInsights, type AdNetworkName } from '../domain/campaigns/simulator';
import { gameplayGenreOf } from '../domain/reference/codifications';
import type { Random } from '../lib/random';
import { addDays, insertInChunks, NETWORK_NAMES, type GameKind, type GamePlan, type IterationPlan } from './plan';

/** One inserted iteration and what it was planned from. */
export interface IterationRef {
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

/** What an upload records of a clip (SUB-VID-17), as assets/videos/README.md lists them. */
const DEMO_CLIP_SIZES: Readonly<Record<string, { width: number; height: number; durationSeconds: number }>> = {
  'ad-4x5-testcard.mp4': { width: 320, height: 400, durationSeconds: 10 },
  'ad-4x5-fractal.mp4': { width: 320, height: 400, durationSeconds: 11 },
  'ad-9x16-life.mp4': { width: 270, height: 480, durationSeconds: 12 },
  'ad-9x16-cells.mp4': { width: 270, height: 480, durationSeconds: 10 },
};

/** What the simulated network answers when it refuses a campaign (campaigns/adapter.ts). */
const CAMPAIGN_LIMIT_ERROR = 'The ad account reached its campaign limit';

/** Kinds whose next iteration's videos wait, uploaded: iterating, or asking for testing. */
const WAITING_KINDS: ReadonlySet<GameKind> = new Set(['iterating', 'pending_testing', 'pending_testing_again']);

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

/** The iterations of every game, in the plan's order. */
export async function insertIterations(tx: Db, gamePlans: readonly GamePlan[], gameIds: readonly number[]): Promise<IterationRef[]> {
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
  return iterationRefs;
}

/**
 * One row per iteration, network and reported day (never today or later), shaped
 * by the game's gameplay genre as the stats sync would read it.
 */
export async function insertDailyStats(
  tx: Db,
  iterationRefs: readonly IterationRef[],
  genreIdsOf: (game: GamePlan) => readonly number[],
  now: Date,
): Promise<void> {
  const statRows: (typeof adNetworkDailyStats.$inferInsert)[] = [];
  for (const { game, gameId, it, iterationId } of iterationRefs) {
    const quality = iterationQuality(game.quality, it.number);
    const gameplayGenreId = gameplayGenreOf([...genreIdsOf(game)]);
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
}

/** The campaigns of every iteration (BE-STAT-04). */
export async function insertCampaigns(tx: Db, iterationRefs: readonly IterationRef[]): Promise<void> {
  await tx.insert(campaigns).values(iterationRefs.flatMap(campaignRows));
}

/** The ad clips once, addressed like the icons; then each iteration's videos. */
export async function insertVideos(
  tx: Db,
  gamePlans: readonly GamePlan[],
  iterationRefs: readonly IterationRef[],
  root: Random,
  clipsCreatedAt: Date,
  gameIdOf: ReadonlyMap<GamePlan, number>,
): Promise<void> {
  const clipIds = new Map<string, string>();
  const clipRows = Object.values(DEMO_CLIPS)
    .flat()
    .map((file) => {
      const bytes = readFileSync(join(DEMO_CLIPS_DIR, file));
      const id = createHash('sha256').update(bytes).digest('hex');
      clipIds.set(file, id);
      return { id, contentType: 'video/mp4', bytes, createdAt: clipsCreatedAt };
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
  await insertInChunks([...videoRows, ...waitingVideoRows(gamePlans, iterationRefs, clipIds, gameIdOf)], (chunk) => tx.insert(videos).values(chunk));
}

/**
 * SUB-VID-18, SUB-CAMP-05: a game managed by the publisher that is iterating, or waits
 * for its testing request's approval, has its next iteration's videos uploaded already,
 * one per network, waiting (no iteration yet): the demo's iterating games may request
 * testing at once, and a declined request may be sent again (issue 42).
 */
function waitingVideoRows(
  gamePlans: readonly GamePlan[],
  iterationRefs: readonly IterationRef[],
  clipIds: ReadonlyMap<string, string>,
  gameIdOf: ReadonlyMap<GamePlan, number>,
): (typeof videos.$inferInsert)[] {
  const latest = new Map<string, IterationRef>();
  for (const ref of iterationRefs) if ((latest.get(ref.game.key)?.it.number ?? 0) < ref.it.number) latest.set(ref.game.key, ref);
  return gamePlans
    .filter((game) => WAITING_KINDS.has(game.kind) && game.isManagedByProvider)
    .flatMap((game) => {
      const ref = latest.get(game.key);
      const number = ref?.it.number ?? 0;
      return campaignNetworks(game).map((network) => {
        const clip = DEMO_CLIPS[network][number % DEMO_CLIPS[network].length] as string;
        return {
          gameId: gameIdOf.get(game) as number,
          iterationId: null,
          network,
          fileName: `iteration-${number + 1}-${clip}`,
          mediaId: clipIds.get(clip) as string,
          ...DEMO_CLIP_SIZES[clip],
          weight: 1,
          appeal: 1,
          createdAt: ref?.it.createdAt ?? game.createdAt,
        };
      });
    });
}
