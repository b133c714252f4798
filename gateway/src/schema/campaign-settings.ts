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
    network: t.field({ type: AdNetworkEnum, description: 'the network', resolve: (b) => b.network }),
    budget: t.exposeInt('budget', { description: 'dollars a day: the one chosen, else the recommendation for the iteration\'s videos' }),
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
      description: 'one per network of the game (Facebook only for a CTR test), Facebook first',
      resolve: (game) =>
        AD_NETWORKS.flatMap((network) => {
          const budget = game.dailyBudgetPerAdNetwork[network];
          return budget ? [{ network, ...budget, recommended: game.defaultDailyBudgetPerNbVideos[network] ?? {} }] : [];
        }),
    }),
    minDailyBudget: t.exposeInt('minDailyBudget', { description: 'the lowest daily budget in dollars: the smallest of its networks\' minimums' }),
    maxDailyBudget: t.exposeInt('maxDailyBudget', { description: 'the highest daily budget in dollars' }),
    budgetStep: t.int({ description: 'budgets move in steps of this many dollars', resolve: () => BUDGET_STEP }),
    isBudgetReadOnly: t.exposeBoolean('isBudgetReadOnly', {
      description: 'the viewer may not change the budgets now: a manual or closed game, operations running, or no permission for it (SUB-BUD-07)',
    }),
    currentCampaignDuration: t.exposeInt('currentCampaignDuration', { description: 'days' }),
    defaultCampaignDuration: t.exposeInt('defaultCampaignDuration', { description: 'days, when nobody chose' }),
    minCampaignDuration: t.exposeInt('minCampaignDuration', { description: 'the shortest duration, days' }),
    maxCampaignDuration: t.exposeInt('maxCampaignDuration', { description: 'the longest duration, days' }),
    isDurationReadOnly: t.exposeBoolean('isDurationReadOnly', {
      description: 'the viewer may not change the duration now: a manual or closed game, operations running, or no advanced_campaign_settings_level1/2 (SUB-BUD-10)',
    }),
    maxAllowedVideos: t.exposeInt('maxAllowedVideos', { description: 'at most this many videos per network and iteration (BE-UP-04)' }),
  }),
});

builder.objectField(Game, 'campaignSettings', (t) =>
  t.field({ type: CampaignSettings, description: 'the daily budgets and the campaign duration (GD-28, SUB-BUD)', resolve: (game) => game }),
);

builder.mutationFields((t) => ({
  updateDailyBudget: t.field({
    type: Game,
    description: 'Sets a network\'s daily budget in steps of 10 within its bounds (SUB-BUD-07); a running campaign spends it from tomorrow',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateDailyBudgetResult', description: 'The game with its new budget, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      network: t.arg({ type: AdNetworkEnum, required: true, description: 'the network whose budget changes' }),
      budget: t.arg.int({ required: true, description: 'dollars a day, a multiple of budgetStep within minDailyBudget and maxDailyBudget' }),
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
    errors: { types: [ProviderError], union: { name: 'UpdateCampaignDurationResult', description: 'The game with its new duration, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      days: t.arg.int({ required: true, description: 'within minCampaignDuration and maxCampaignDuration' }),
    },
    resolve: async (_root, { gameId, days }, context) => {
      const game = await context.provider.updateCampaignDuration(Number(gameId.id), days);
      gameChanged(context.loaders, game);
      return game;
    },
  }),
}));
