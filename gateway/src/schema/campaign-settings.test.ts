// Campaign settings and the publishing managers over fake loaders and a fake client.
import { describe, expect, it, vi } from 'vitest';
import type { ProviderGame } from '../provider/client';
import { data, fakeGames, fakeLoader, fakeOnce, gameId, gameLoaders, providerGame, providerMe, testContext } from '../testing/resolvers';

const SETTINGS = `query ($id: ID!) { node(id: $id) { ... on Game { campaignSettings {
  budgets { network budget isManuallySet recommendedByVideoCount } minDailyBudget maxDailyBudget budgetStep currentCampaignDuration
} } } }`;

describe('Game.campaignSettings', () => {
  it('SUB-BUD-04 SUB-BUD-06 answers each network\'s budget with its recommendations by number of videos, in order', async () => {
    const game = providerGame({
      dailyBudgetPerAdNetwork: { snapchat: { budget: 40, isManuallySet: true } },
      defaultDailyBudgetPerNbVideos: { facebook: { 1: 40, 2: 60 }, snapchat: { 10: 200, 2: 40, 1: 30 } },
    });
    const { node } = await data<{ node: { campaignSettings: Record<string, unknown> } }>(SETTINGS, { id: gameId(7) }, { loaders: { games: fakeGames(game) } });
    expect(node.campaignSettings).toEqual({
      budgets: [{ network: 'SNAPCHAT', budget: 40, isManuallySet: true, recommendedByVideoCount: [30, 40, 200] }],
      minDailyBudget: 20,
      maxDailyBudget: 500,
      budgetStep: 10,
      currentCampaignDuration: 7,
    });
  });
});

describe('campaign settings mutations', () => {
  it('SUB-BUD-07 GD-24 sets a network\'s budget and answers the game the provider returned, replacing it in the loader', async () => {
    const updateBudget = vi.fn(async () =>
      providerGame({ dailyBudgetPerAdNetwork: { facebook: { budget: 70, isManuallySet: true } } }),
    );
    const context = testContext({ provider: { updateBudget }, loaders: gameLoaders(providerGame()) });
    const { updateDailyBudget } = await data<{ updateDailyBudget: { campaignSettings: { budgets: { budget: number }[] } } }>(
      'mutation ($id: ID!) { updateDailyBudget(gameId: $id, network: FACEBOOK, budget: 70) { ... on Game { campaignSettings { budgets { budget } } } } }',
      { id: gameId(7) },
      context,
    );
    expect(updateBudget).toHaveBeenCalledWith(7, 'facebook', 70);
    expect(updateDailyBudget.campaignSettings.budgets).toEqual([{ budget: 70 }]);
    expect((await context.loaders.games.load(7))?.dailyBudgetPerAdNetwork.facebook?.budget).toBe(70);
  });

  it('SUB-BUD-10 sets the campaign duration in days', async () => {
    const updateCampaignDuration = vi.fn(async () => providerGame({ currentCampaignDuration: 10 }));
    const { updateCampaignDuration: game } = await data<{ updateCampaignDuration: { currentCampaignDuration: number } }>(
      'mutation ($id: ID!) { updateCampaignDuration(gameId: $id, days: 10) { ... on Game { currentCampaignDuration } } }',
      { id: gameId(7) },
      { provider: { updateCampaignDuration }, loaders: gameLoaders() },
    );
    expect(updateCampaignDuration).toHaveBeenCalledWith(7, 10);
    expect(game.currentCampaignDuration).toBe(10);
  });
});

describe('setPublishingManager', () => {
  const MUTATION = `mutation ($id: ID!) { setPublishingManager(gameId: $id, secondary: true, userId: 3) {
    __typename ... on Game { secondaryPm { userId } } ... on ProviderError { code }
  } }`;

  it('GD-13 GD-16 SSET-28 sets the secondary PM of the game\'s studio, then reads the game afresh', async () => {
    let stored = providerGame({ studioId: 4 });
    const setStudioManager = vi.fn(async () => {
      stored = providerGame({ studioId: 4, studio: { ...stored.studio, secondaryPm: { id: 3, firstName: 'Junior', lastName: 'PM' } } });
      return null;
    });
    const games = vi.fn(async (id: number) => (id === 7 ? stored : null));
    const { setPublishingManager } = await data<{ setPublishingManager: unknown }>(MUTATION, { id: gameId(7) }, {
      provider: { setStudioManager },
      loaders: {
        viewer: fakeOnce(providerMe({ permissions: ['change_publishing_manager'] })),
        games: fakeLoader<number, ProviderGame | null>(games),
      },
    });
    expect(setStudioManager).toHaveBeenCalledWith(4, 'secondary', 3);
    expect(games).toHaveBeenCalledTimes(2);
    expect(setPublishingManager).toEqual({ __typename: 'Game', secondaryPm: { userId: 3 } });
  });

  it('GD-13 GD-16 SSET-27 sets the primary PM of the game\'s studio (secondary false), then reads the game afresh', async () => {
    let stored = providerGame({ studioId: 4 });
    const setStudioManager = vi.fn(async () => {
      stored = providerGame({ studioId: 4, studio: { ...stored.studio, pm: { id: 5, firstName: 'Paula', lastName: 'Manager' } } });
      return null;
    });
    const games = vi.fn(async (id: number) => (id === 7 ? stored : null));
    const { setPublishingManager } = await data<{ setPublishingManager: unknown }>(
      `mutation ($id: ID!) { setPublishingManager(gameId: $id, secondary: false, userId: 5) {
        __typename ... on Game { pm { userId } } ... on ProviderError { code }
      } }`,
      { id: gameId(7) },
      {
        provider: { setStudioManager },
        loaders: {
          viewer: fakeOnce(providerMe({ permissions: ['change_publishing_manager'] })),
          games: fakeLoader<number, ProviderGame | null>(games),
        },
      },
    );
    expect(setStudioManager).toHaveBeenCalledWith(4, 'primary', 5);
    expect(games).toHaveBeenCalledTimes(2);
    expect(setPublishingManager).toEqual({ __typename: 'Game', pm: { userId: 5 } });
  });

  it('PERM-13 refuses a user without change_publishing_manager at the gateway, without a provider call', async () => {
    const { setPublishingManager } = await data<{ setPublishingManager: unknown }>(MUTATION, { id: gameId(7) }, {
      loaders: { viewer: fakeOnce(providerMe({ permissions: [] })) },
    });
    expect(setPublishingManager).toEqual({ __typename: 'ProviderError', code: 'FORBIDDEN' });
  });
});
