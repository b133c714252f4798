// Game.campaignCreation over fake loaders: how GET /games/{id}/campaignCreationStatus is shaped.
import { describe, expect, it } from 'vitest';
import type { ProviderCampaignCreation } from '../provider/client';
import { data, fakeGames, fakeLoader, gameId, providerGame } from '../testing/resolvers';

const CREATION = `
  query Creation($id: ID!) {
    node(id: $id) {
      ... on Game { campaignCreation { running operationId iterationNumber networks { network status ready failed error } } }
    }
  }
`;

type Answer = { node: { campaignCreation: unknown } };

describe('Game.campaignCreation', () => {
  it('SUB-CAMP-20..22 answers each network\'s campaign: ready, or failed with the network\'s words', async () => {
    const status: ProviderCampaignCreation = {
      gameId: 7,
      iterationNumber: 2,
      running: false,
      operationId: null,
      networks: [
        { adNetwork: 'facebook', adNetworkId: 1, status: 'campaign_creation_failed', error: 'The ad account reached its campaign limit' },
        { adNetwork: 'snapchat', adNetworkId: 2, status: 'active', error: null },
      ],
    };
    const answer = await data<Answer>(CREATION, { id: gameId(7) }, {
      loaders: { games: fakeGames(providerGame({ nbIterations: 2 })), campaignCreation: fakeLoader({ 7: status }) },
    });
    expect(answer.node.campaignCreation).toEqual({
      running: false,
      operationId: null,
      iterationNumber: 2,
      networks: [
        { network: 'FACEBOOK', status: 'CAMPAIGN_CREATION_FAILED', ready: false, failed: true, error: 'The ad account reached its campaign limit' },
        { network: 'SNAPCHAT', status: 'ACTIVE', ready: true, failed: false, error: null },
      ],
    });
  });

  it('SUB-CAMP-20 BE-STAT-04 a disabled game asks: its networks are CREATING while accept testing runs', async () => {
    const status: ProviderCampaignCreation = {
      gameId: 7,
      iterationNumber: 1,
      running: true,
      operationId: 'op-1',
      networks: [{ adNetwork: 'facebook', adNetworkId: 1, status: 'creating', error: null }],
    };
    const answer = await data<Answer>(CREATION, { id: gameId(7) }, {
      loaders: { games: fakeGames(providerGame({ nbIterations: 0, disabled: true })), campaignCreation: fakeLoader({ 7: status }) },
    });
    expect(answer.node.campaignCreation).toMatchObject({ running: true, operationId: 'op-1', networks: [{ status: 'CREATING', ready: false, failed: false }] });
  });

  it('SUB-CAMP-20 a game without iteration nor operation answers no campaign without asking the provider', async () => {
    // No campaignCreation loader is given: asking it would fail the test.
    const answer = await data<Answer>(CREATION, { id: gameId(7) }, { loaders: { games: fakeGames(providerGame({ nbIterations: 0, disabled: false })) } });
    expect(answer.node.campaignCreation).toEqual({ running: false, operationId: null, iterationNumber: null, networks: [] });
  });
});
