// How the creation of a game's campaigns went, per network (SUB-CAMP-20, BE-OPS-06,
// BE-STAT-04): the campaigns of its latest iteration, each active (or paused, stopped
// later) or campaign_creation_failed with the network's words. An operation's effects
// commit with its completion (games/operations.ts), so while accept_testing runs no
// campaign row exists yet: the pending or running operation is what says `creating`,
// for every network the test will run on (recreate_campaign_facebook: Facebook only).
import { AD_NETWORK_IDS } from '@greenlight/rules';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { campaigns, games, iterations, operations } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { CampaignCreationStatus } from '../../schemas/campaigns';
import { canViewGame, type Principal } from '../accounts/principal';
import { testNetworks } from './campaigns';
import type { AdNetworkName } from './simulator';

type Network = CampaignCreationStatus['networks'][number];

/** The operations that create campaigns: a new iteration's, or Facebook's again. */
const CREATING_ACTIONS = ['accept_testing', 'recreate_campaign_facebook'] as const;

const byNetworkId = (a: { adNetwork: AdNetworkName }, b: { adNetwork: AdNetworkName }) =>
  AD_NETWORK_IDS[a.adNetwork] - AD_NETWORK_IDS[b.adNetwork];

const creating = (adNetwork: AdNetworkName): Network => ({
  adNetwork,
  adNetworkId: AD_NETWORK_IDS[adNetwork],
  status: 'creating',
  error: null,
});

/** GET /games/{id}/campaignCreationStatus, for whoever may see the game. */
export async function campaignCreationStatus(db: Db, principal: Principal, gameId: number): Promise<CampaignCreationStatus> {
  const [game] = await db
    .select({ id: games.id, studioId: games.studioId, isCtr: games.isCtr, selectedAdNetworkIds: games.selectedAdNetworkIds })
    .from(games)
    .where(eq(games.id, gameId));
  if (!game) throw notFound('Game not found');
  if (!canViewGame(principal, game)) throw forbidden();

  const [[operation], [latest]] = await Promise.all([
    db
      .select({ id: operations.id, action: operations.action })
      .from(operations)
      .where(
        and(
          eq(operations.gameId, gameId),
          inArray(operations.status, ['pending', 'running']),
          inArray(operations.action, [...CREATING_ACTIONS]),
        ),
      )
      .orderBy(asc(operations.createdAt))
      .limit(1),
    db
      .select({ id: iterations.id, iterationNumber: iterations.iterationNumber })
      .from(iterations)
      .where(eq(iterations.gameId, gameId))
      .orderBy(desc(iterations.iterationNumber))
      .limit(1),
  ]);

  if (operation?.action === 'accept_testing') {
    return {
      gameId,
      iterationNumber: (latest?.iterationNumber ?? 0) + 1,
      running: true,
      operationId: operation.id,
      networks: testNetworks(game).map(creating).sort(byNetworkId),
    };
  }

  const rows = latest
    ? await db
        .select({ network: campaigns.network, status: campaigns.status, error: campaigns.error })
        .from(campaigns)
        .where(eq(campaigns.iterationId, latest.id))
    : [];
  const networks = rows
    .map((row): Network => {
      const adNetwork = row.network as AdNetworkName;
      if (operation && adNetwork === 'facebook') return creating(adNetwork);
      return { adNetwork, adNetworkId: AD_NETWORK_IDS[adNetwork], status: row.status as Network['status'], error: row.error };
    })
    .sort(byNetworkId);
  return {
    gameId,
    iterationNumber: latest?.iterationNumber ?? null,
    running: operation !== undefined,
    operationId: operation?.id ?? null,
    networks,
  };
}
