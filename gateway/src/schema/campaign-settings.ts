// Campaign settings (GD-24, GD-28, SUB-BUD): a game's daily budget per ad network
// and its campaign duration, read from the game and changed with two mutations whose
// answer replaces the game in its loader.
import { BUDGET_STEP, type AdNetwork } from '@greenlight/rules';
import { builder } from '../builder';
import { gameChanged } from '../loaders';
import type { ProviderGame } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { AD_NETWORKS, AdNetworkEnum } from './ad-network';
import { Game } from './game';

interface NetworkBudgetShape {
  network: AdNetwork;
  budget: number;
  isManuallySet: boolean;
  recommended: Record<string, number>;
}

const NetworkBudget = builder.objectRef<NetworkBudgetShape>('NetworkBudget').implement({
  description: 'A network\'s daily budget in dollars (SUB-BUD-06)',
  fields: (t) => ({
    network: t.field({ type: AdNetworkEnum, resolve: (b) => b.network }),
    budget: t.exposeInt('budget'),
    isManuallySet: t.exposeBoolean('isManuallySet', { description: 'chosen rather than the recommendation for the videos' }),
    recommendedByVideoCount: t.intList({
      description: 'the recommended budget for 1, 2, 3 and 4 videos (SUB-BUD-04)',
      resolve: (b) => Object.keys(b.recommended).sort((x, y) => Number(x) - Number(y)).map((count) => b.recommended[count]!),
    }),
  }),
});

const CampaignSettings = builder.objectRef<ProviderGame>('CampaignSettings').implement({
  description: 'The budget and duration of the game\'s next or running campaign (GD-28, BE-BUD)',
  fields: (t) => ({
    budgets: t.field({
      type: [NetworkBudget],
      resolve: (game) =>
        AD_NETWORKS.flatMap((network) => {
          const budget = game.dailyBudgetPerAdNetwork[network];
          return budget ? [{ network, ...budget, recommended: game.defaultDailyBudgetPerNbVideos[network] ?? {} }] : [];
        }),
    }),
    minDailyBudget: t.exposeInt('minDailyBudget'),
    maxDailyBudget: t.exposeInt('maxDailyBudget'),
    budgetStep: t.int({ resolve: () => BUDGET_STEP }),
    isBudgetReadOnly: t.exposeBoolean('isBudgetReadOnly'),
    currentCampaignDuration: t.exposeInt('currentCampaignDuration', { description: 'days' }),
    defaultCampaignDuration: t.exposeInt('defaultCampaignDuration'),
    minCampaignDuration: t.exposeInt('minCampaignDuration'),
    maxCampaignDuration: t.exposeInt('maxCampaignDuration'),
    isDurationReadOnly: t.exposeBoolean('isDurationReadOnly'),
    maxAllowedVideos: t.exposeInt('maxAllowedVideos'),
  }),
});

builder.objectField(Game, 'campaignSettings', (t) => t.field({ type: CampaignSettings, resolve: (game) => game }));

builder.mutationFields((t) => ({
  updateDailyBudget: t.field({
    type: Game,
    description: 'Sets a network\'s daily budget in steps of 10 within its bounds (SUB-BUD-07); a running campaign spends it from tomorrow',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateDailyBudgetResult' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game }),
      network: t.arg({ type: AdNetworkEnum, required: true }),
      budget: t.arg.int({ required: true }),
    },
    resolve: async (_root, { gameId, network, budget }, context) => {
      const game = await context.provider.updateBudget(Number(gameId.id), network, budget);
      gameChanged(context.loaders, game);
      return game;
    },
  }),
  updateCampaignDuration: t.field({
    type: Game,
    description: 'Sets the campaign duration in days (SUB-BUD-10); needs advanced_campaign_settings_level1 or level2',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateCampaignDurationResult' }, directResult: true },
    args: { gameId: t.arg.globalID({ required: true, for: Game }), days: t.arg.int({ required: true }) },
    resolve: async (_root, { gameId, days }, context) => {
      const game = await context.provider.updateCampaignDuration(Number(gameId.id), days);
      gameChanged(context.loaders, game);
      return game;
    },
  }),
}));
