// GET /games/{id}/campaignCreationStatus (SUB-CAMP-20, BE-OPS-06): the creation of a
// game's campaigns per network.
import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { AdNetworkName, CampaignStatus } from './iterations';

export const CampaignCreationStatus = Type.Object(
  {
    gameId: Type.Integer(),
    iterationNumber: Nullable(
      Type.Integer({
        minimum: 1,
        description: 'the iteration the networks describe: the latest, or the one being created while `running`; null before the first',
      }),
    ),
    running: Type.Boolean({
      description: 'an operation creating campaigns (accept_testing, recreate_campaign_facebook) is pending or running',
    }),
    operationId: Nullable(Type.String({ description: 'that operation, while it runs' })),
    networks: Type.Array(
      Type.Object({
        adNetwork: AdNetworkName,
        adNetworkId: Type.Integer({ description: '1 Facebook, 2 Snapchat (FMT-11)' }),
        status: CampaignStatus,
        error: Nullable(Type.String({ description: 'why the network refused the campaign (campaign_creation_failed)' })),
      }),
      { description: 'one per network the iteration runs on, Facebook first; `creating` while the operation runs' },
    ),
  },
  { description: 'SUB-CAMP-20, BE-OPS-06: how the creation of the game\'s campaigns went, per network' },
);
export type CampaignCreationStatus = Static<typeof CampaignCreationStatus>;
