// The ad networks as the life cycle sees them (ARCHITECTURE: campaigns): create a
// campaign for an iteration, pause, stop or extend it, read what it delivered per
// day. One implementation, the simulator; a real Facebook or Snapchat client would
// implement the same interface. A call that changes something carries an idempotency
// key when an operation makes it (idempotentAdNetworks): an operation run again after
// a crash asks the same things with the same keys, and the network does each once.
import { appendFileSync, closeSync, existsSync, fstatSync, openSync, readSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  campaignSeed,
  iterationQuality,
  simulateDailyInsights,
  type AdNetworkInsights,
  type AdNetworkName,
  type GamePlatform,
  type GameSimulation,
} from './simulator';

export interface CampaignSpec {
  gameId: number;
  iterationId: number;
  iterationNumber: number;
  network: AdNetworkName;
  platform: GamePlatform;
  isCtr: boolean;
  /** Dollars per day on this network */
  dailyBudget: number;
  simulation: GameSimulation;
  /**
   * The game's gameplay genre as it is when insights are read (the simulator's
   * GENRE_PROFILES); null or absent before the categories step. A real network ignores it.
   */
  gameplayGenreId?: number | null | undefined;
  /**
   * The studio's own campaign a manual game linked (ACT-22, SUB-CAMP-12): the test runs
   * it instead of creating one in the publisher's account.
   */
  studioCampaignId?: string | null | undefined;
}

/** A refusal from the network: its code is in the error list. */
export class AdNetworkError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AdNetworkError';
  }
}

export interface CreatedCampaign {
  /** The network's id of the campaign */
  externalId: string;
  /** The network's id of the ad account it was created in */
  adAccountId: string;
}

/** What goes with a call that changes something. */
export interface NetworkCall {
  /** The same key twice is one call: the network answers again what it answered the first time. */
  idempotencyKey?: string | undefined;
}

export interface AdNetworkAdapter {
  /** Creates the campaign; answers the network's ids for it, or throws AdNetworkError. */
  createCampaign(spec: CampaignSpec, call?: NetworkCall): Promise<CreatedCampaign>;
  pauseCampaign(externalId: string, call?: NetworkCall): Promise<void>;
  stopCampaign(externalId: string, call?: NetworkCall): Promise<void>;
  extendCampaign(externalId: string, days: number, call?: NetworkCall): Promise<void>;
  /** What the campaign delivered on `day` (the dayIndex-th of the iteration), or null when not reported yet. */
  dailyInsights(spec: CampaignSpec, day: string, dayIndex: number, now: Date): AdNetworkInsights | null;
  /** The studio's own campaigns a manual game may be linked to (ACT-10, BE-ACT-09). */
  studioCampaigns(studioId: number, network: AdNetworkName): Promise<{ id: string; name: string }[]>;
}

/**
 * The adapter an operation uses: each call it makes carries a key derived from the
 * operation (`scope`) and the call, so that running the operation again after a crash
 * (its transaction rolled back, the network's side not) repeats nothing.
 */
export function idempotentAdNetworks(adapter: AdNetworkAdapter, scope: string): AdNetworkAdapter {
  return {
    createCampaign: (spec) => adapter.createCampaign(spec, { idempotencyKey: `${scope}:create:${spec.network}:${spec.iterationId}` }),
    pauseCampaign: (id) => adapter.pauseCampaign(id, { idempotencyKey: `${scope}:pause:${id}` }),
    stopCampaign: (id) => adapter.stopCampaign(id, { idempotencyKey: `${scope}:stop:${id}` }),
    extendCampaign: (id, days) => adapter.extendCampaign(id, days, { idempotencyKey: `${scope}:extend:${id}` }),
    dailyInsights: (...args) => adapter.dailyInsights(...args),
    studioCampaigns: (...args) => adapter.studioCampaigns(...args),
  };
}

type ChangeCall =
  | { method: 'createCampaign'; args: [CampaignSpec] }
  | { method: 'pauseCampaign' | 'stopCampaign'; args: [string] }
  | { method: 'extendCampaign'; args: [string, number] };

/**
 * Asks the networks beforehand what `foresee` would ask them: `foresee` runs with an
 * adapter that only writes the calls down (answering a created campaign with a stand-in),
 * then each call goes to `adapter` (keyed by the operation: asked again, it repeats
 * nothing), and the adapter answered replays those answers, refusals included, without
 * a round trip. A call not foreseen goes to the network then. So an operation's
 * transaction holds its database connection only while it writes (PGlite has one).
 */
export async function prepareNetworkCalls(
  adapter: AdNetworkAdapter,
  foresee: (recording: AdNetworkAdapter) => Promise<void>,
): Promise<AdNetworkAdapter> {
  const foreseen = new Map<string, ChangeCall>();
  const note = (call: ChangeCall) => foreseen.set(signature(call), call);
  await foresee({
    createCampaign: async (spec) => {
      note({ method: 'createCampaign', args: [spec] });
      return { externalId: `foreseen-${spec.network}-${spec.iterationId}`, adAccountId: 'foreseen' };
    },
    pauseCampaign: async (id) => void note({ method: 'pauseCampaign', args: [id] }),
    stopCampaign: async (id) => void note({ method: 'stopCampaign', args: [id] }),
    extendCampaign: async (id, days) => void note({ method: 'extendCampaign', args: [id, days] }),
    dailyInsights: (...args) => adapter.dailyInsights(...args),
    studioCampaigns: (...args) => adapter.studioCampaigns(...args),
  });
  const answers = new Map<string, { answer: unknown } | { error: unknown }>();
  for (const [key, call] of foreseen) {
    try {
      answers.set(key, { answer: await send(adapter, call) });
    } catch (error) {
      answers.set(key, { error });
    }
  }
  const replay = async (call: ChangeCall): Promise<unknown> => {
    const known = answers.get(signature(call));
    if (!known) return send(adapter, call);
    if ('error' in known) throw known.error;
    return known.answer;
  };
  return {
    createCampaign: (spec) => replay({ method: 'createCampaign', args: [spec] }) as Promise<CreatedCampaign>,
    pauseCampaign: async (id) => void (await replay({ method: 'pauseCampaign', args: [id] })),
    stopCampaign: async (id) => void (await replay({ method: 'stopCampaign', args: [id] })),
    extendCampaign: async (id, days) => void (await replay({ method: 'extendCampaign', args: [id, days] })),
    dailyInsights: (...args) => adapter.dailyInsights(...args),
    studioCampaigns: (...args) => adapter.studioCampaigns(...args),
  };
}

const signature = (call: ChangeCall) => `${call.method}:${JSON.stringify(call.args)}`;

function send(adapter: AdNetworkAdapter, call: ChangeCall): Promise<unknown> {
  switch (call.method) {
    case 'createCampaign':
      return adapter.createCampaign(...call.args);
    case 'pauseCampaign':
      return adapter.pauseCampaign(...call.args);
    case 'stopCampaign':
      return adapter.stopCampaign(...call.args);
    case 'extendCampaign':
      return adapter.extendCampaign(...call.args);
  }
}

/** A call the simulated networks carried out, as they remember it. */
export interface LedgerEntry {
  key: string | null;
  call: 'create' | 'pause' | 'stop' | 'extend';
  /** The campaign's id, or the network and iteration of one created */
  campaign: string;
  answer: unknown;
  at: string;
}

/**
 * What the simulated networks remember of the calls they carried out, as a real
 * network keeps its own: outside the provider's database, so that a transaction
 * rolled back does not make them forget.
 */
export interface NetworkLedger {
  /** The answer given to this key, or undefined when it was never used. */
  recall(key: string): unknown;
  record(entry: LedgerEntry): void;
}

/** The ledger of one process (tests). */
export function memoryLedger(): NetworkLedger & { entries: LedgerEntry[] } {
  const entries: LedgerEntry[] = [];
  const answers = new Map<string, unknown>();
  return {
    entries,
    recall: (key) => answers.get(key),
    record: (entry) => {
      entries.push(entry);
      if (entry.key) answers.set(entry.key, entry.answer);
    },
  };
}

/**
 * A ledger kept as JSON lines in a file (the data folder's ad-networks.jsonl), each
 * call appended before it is answered, so that it outlives a killed process; a key it
 * does not know is looked for in the lines other processes appended since.
 */
export function fileLedger(path: string): NetworkLedger {
  const answers = new Map<string, unknown>();
  let offset = 0;
  const catchUp = () => {
    if (!existsSync(path)) return;
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size <= offset) return;
      const buffer = Buffer.alloc(size - offset);
      readSync(fd, buffer, 0, buffer.length, offset);
      const text = buffer.toString('utf8');
      // A line still being written is read next time.
      const complete = text.lastIndexOf('\n') + 1;
      offset += Buffer.byteLength(text.slice(0, complete));
      for (const line of text.slice(0, complete).split('\n')) {
        if (!line) continue;
        const entry = JSON.parse(line) as LedgerEntry;
        if (entry.key) answers.set(entry.key, entry.answer);
      }
    } finally {
      closeSync(fd);
    }
  };
  catchUp();
  return {
    recall: (key) => {
      if (!answers.has(key)) catchUp();
      return answers.get(key);
    },
    record: (entry) => {
      appendFileSync(path, `${JSON.stringify(entry)}\n`);
      if (entry.key) answers.set(entry.key, entry.answer);
    },
  };
}

export interface SimulatedAdNetworksOptions {
  /** Networks that refuse to create campaigns (SIMULATOR_FAILING_NETWORKS), to see failures in the demo. */
  failingNetworks?: readonly AdNetworkName[];
  /** Where the calls carried out are remembered (one process's memory by default). */
  ledger?: NetworkLedger;
  /** How long each call that changes something takes, like a real network's round trip (SIMULATOR_LATENCY_MS). */
  latencyMs?: number;
}

/**
 * The publisher's ad account on each simulated network, shaped like the real ids:
 * Facebook's are numeric (the `act_` prefix left out, as the ads manager takes
 * them), Snapchat's are UUIDs. The seed's campaigns live there too.
 */
export const SIMULATED_AD_ACCOUNTS: Readonly<Record<AdNetworkName, string>> = {
  facebook: '1048576000000421',
  snapchat: '5f1c7a2e-93d4-4b8e-a6c1-2d0e8b7f4a13',
};

const STUDIO_CAMPAIGN_NAMES = ['Soft launch', 'Creative test', 'Retargeting', 'Evergreen', 'Weekend push'];

/** A studio's own simulated campaigns: `act_<studio>_<n>` (Facebook) or `snap_<studio>_<n>`. */
const STUDIO_CAMPAIGN_ID = /^(act|snap)_(\d+)_\d+$/;

/** The studio's own simulated Facebook ad account, numeric like the real ones. */
export const studioAdAccount = (studioId: number): string => String(2_097_152_000_000_000 + studioId);

/** The simulated networks: campaigns are ids, deliveries come from the game's simulation stream. */
export function simulatedAdNetworks(options: SimulatedAdNetworksOptions = {}): AdNetworkAdapter {
  const failing = new Set(options.failingNetworks ?? []);
  const ledger = options.ledger ?? memoryLedger();
  const known = (externalId: string) => {
    if (!/^sim-(facebook|snapchat)-\d+$/.test(externalId) && !STUDIO_CAMPAIGN_ID.test(externalId)) {
      throw new AdNetworkError('AD_NETWORK_CAMPAIGN_NOT_FOUND', `No campaign ${externalId}`, { campaignId: externalId });
    }
  };
  /** Carries a call out once per key: a key already used answers what it answered. */
  const carryOut = async <T>(call: LedgerEntry['call'], campaign: string, given: NetworkCall | undefined, act: () => T): Promise<T> => {
    const key = given?.idempotencyKey ?? null;
    if (key) {
      const answer = ledger.recall(key);
      if (answer !== undefined) return answer as T;
    }
    if (options.latencyMs) await sleep(options.latencyMs);
    const answer = act();
    ledger.record({ key, call, campaign, answer: answer ?? null, at: new Date().toISOString() });
    return answer;
  };
  return {
    async createCampaign(spec, call) {
      if (failing.has(spec.network)) {
        throw new AdNetworkError('CAMPAIGN_CREATION_FAILED', 'The ad account reached its campaign limit', {
          network: spec.network,
        });
      }
      return carryOut('create', `${spec.network}:${spec.iterationId}`, call, (): CreatedCampaign => {
        const studioCampaign = spec.studioCampaignId ? STUDIO_CAMPAIGN_ID.exec(spec.studioCampaignId) : null;
        if (studioCampaign) return { externalId: spec.studioCampaignId!, adAccountId: studioAdAccount(Number(studioCampaign[2])) };
        return { externalId: `sim-${spec.network}-${spec.iterationId}`, adAccountId: SIMULATED_AD_ACCOUNTS[spec.network] };
      });
    },
    async pauseCampaign(externalId, call) {
      known(externalId);
      await carryOut('pause', externalId, call, () => undefined);
    },
    async stopCampaign(externalId, call) {
      known(externalId);
      await carryOut('stop', externalId, call, () => undefined);
    },
    async extendCampaign(externalId, _days, call) {
      known(externalId);
      await carryOut('extend', externalId, call, () => undefined);
    },
    dailyInsights(spec, day, dayIndex, now) {
      return simulateDailyInsights({
        seed: campaignSeed(spec.simulation.stream, spec.iterationNumber, spec.network),
        network: spec.network,
        platform: spec.platform,
        isCtr: spec.isCtr,
        quality: iterationQuality(spec.simulation.quality, spec.iterationNumber),
        gameplayGenreId: spec.gameplayGenreId,
        day,
        dayIndex,
        dailyBudget: spec.dailyBudget,
        now,
      });
    },
    async studioCampaigns(studioId, network) {
      return STUDIO_CAMPAIGN_NAMES.map((name, i) => ({
        id: `${network === 'facebook' ? 'act' : 'snap'}_${studioId}_${1000 + i}`,
        name: `${name} #${i + 1}`,
      }));
    },
  };
}
