// ACT-14, BE-STAT-12: extending a provider-managed game's running campaign by 4
// days; a campaign setting (advanced_campaign_settings_level1/2, our reading).
import { extendCurrentIteration } from '../../campaigns/campaigns';
import { needs } from './availability';
import type { GameActionModule, NoInput } from './module';

export const extendCampaign: GameActionModule<NoInput> = {
  statuses: ['in_testing'],
  listedWhen: (game) => game.isManagedByProvider,
  refuse: needs('advanced_campaign_settings_level1', 'advanced_campaign_settings_level2'),
  async apply({ db, adNetworks, game, now }) {
    await extendCurrentIteration(db, adNetworks, game.id, now);
  },
};
