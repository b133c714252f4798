// How the creation of a game's campaigns went, per network (SUB-CAMP-20..22, BE-OPS-06,
// PA-09) over GET /games/{id}/campaignCreationStatus: once per game and request through
// the campaignCreation loader, read again with the game when an operation moves it.
import { builder } from '../builder';
import type { ProviderCampaignCreation } from '../provider/client';
import { AdNetworkEnum } from './ad-network';
import { Game } from './game';
import { CampaignStatus } from './iteration';

type NetworkShape = ProviderCampaignCreation['networks'][number];

/** What a game without iteration nor operation answers: there is no campaign to ask about. */
const NOTHING_CREATED: ProviderCampaignCreation = { gameId: 0, iterationNumber: null, running: false, operationId: null, networks: [] };

const CampaignCreationNetwork = builder.objectRef<NetworkShape>('CampaignCreationNetwork').implement({
  description: 'The campaign of one ad network (SUB-CAMP-20)',
  fields: (t) => ({
    network: t.field({ type: AdNetworkEnum, description: 'the network', resolve: (n) => n.adNetwork }),
    status: t.field({ type: CampaignStatus, description: 'CREATING while the operation runs', resolve: (n) => n.status }),
    ready: t.boolean({
      description: 'the network created the campaign: "Your campaign is ready and standing by." (SUB-CAMP-22)',
      resolve: (n) => n.status !== 'creating' && n.status !== 'campaign_creation_failed',
    }),
    failed: t.boolean({ description: 'CAMPAIGN_CREATION_FAILED (SUB-CAMP-21, PA-09)', resolve: (n) => n.status === 'campaign_creation_failed' }),
    error: t.exposeString('error', { nullable: true, description: 'the network\'s words when it refused the campaign (SUB-CAMP-21)' }),
  }),
});

const CampaignCreation = builder.objectRef<ProviderCampaignCreation>('CampaignCreation').implement({
  description: 'How the creation of the game\'s campaigns went, per network (SUB-CAMP-20, BE-OPS-06)',
  fields: (t) => ({
    running: t.exposeBoolean('running', {
      description: 'an operation creating them (accept testing, recreate the Facebook campaign) is pending or running',
    }),
    operationId: t.exposeString('operationId', { nullable: true, description: 'that operation, while it runs' }),
    iterationNumber: t.exposeInt('iterationNumber', {
      nullable: true,
      description: 'the iteration the networks describe: the latest, or the one being created; null before the first',
    }),
    networks: t.field({ type: [CampaignCreationNetwork], description: 'Facebook first', resolve: (c) => c.networks }),
  }),
});

builder.objectField(Game, 'campaignCreation', (t) =>
  t.field({
    type: CampaignCreation,
    nullable: true,
    description:
      'The campaigns of the latest iteration per network, CREATING while accept testing runs (SUB-CAMP-20..22, PA-09); a game without iteration nor operation costs no call',
    resolve: (game, _args, context) =>
      !game.disabled && game.nbIterations === 0
        ? { ...NOTHING_CREATED, gameId: game.id }
        : context.loaders.campaignCreation.load(game.id),
  }),
);
