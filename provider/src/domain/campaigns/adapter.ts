// The ad networks as the life cycle sees them (ARCHITECTURE: campaigns): create a
// campaign for an iteration, pause, stop or extend it, read what it delivered per
// day. One implementation, the simulator; a real Facebook or Snapchat client would
// implement the same interface.
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

export interface AdNetworkAdapter {
  /** Creates the campaign; answers the network's ids for it, or throws AdNetworkError. */
  createCampaign(spec: CampaignSpec): Promise<CreatedCampaign>;
  pauseCampaign(externalId: string): Promise<void>;
  stopCampaign(externalId: string): Promise<void>;
  extendCampaign(externalId: string, days: number): Promise<void>;
  /** What the campaign delivered on `day` (the dayIndex-th of the iteration), or null when not reported yet. */
  dailyInsights(spec: CampaignSpec, day: string, dayIndex: number, now: Date): AdNetworkInsights | null;
  /** The studio's own campaigns a manual game may be linked to (ACT-10, BE-ACT-09). */
  studioCampaigns(studioId: number, network: AdNetworkName): Promise<{ id: string; name: string }[]>;
}

export interface SimulatedAdNetworksOptions {
  /** Networks that refuse to create campaigns (SIMULATOR_FAILING_NETWORKS), to see failures in the demo. */
  failingNetworks?: readonly AdNetworkName[];
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
  const known = (externalId: string) => {
    if (!/^sim-(facebook|snapchat)-\d+$/.test(externalId) && !STUDIO_CAMPAIGN_ID.test(externalId)) {
      throw new AdNetworkError('AD_NETWORK_CAMPAIGN_NOT_FOUND', `No campaign ${externalId}`, { campaignId: externalId });
    }
  };
  return {
    async createCampaign(spec) {
      if (failing.has(spec.network)) {
        throw new AdNetworkError('CAMPAIGN_CREATION_FAILED', 'The ad account reached its campaign limit', {
          network: spec.network,
        });
      }
      const studioCampaign = spec.studioCampaignId ? STUDIO_CAMPAIGN_ID.exec(spec.studioCampaignId) : null;
      if (studioCampaign) return { externalId: spec.studioCampaignId!, adAccountId: studioAdAccount(Number(studioCampaign[2])) };
      return { externalId: `sim-${spec.network}-${spec.iterationId}`, adAccountId: SIMULATED_AD_ACCOUNTS[spec.network] };
    },
    async pauseCampaign(externalId) {
      known(externalId);
    },
    async stopCampaign(externalId) {
      known(externalId);
    },
    async extendCampaign(externalId) {
      known(externalId);
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
