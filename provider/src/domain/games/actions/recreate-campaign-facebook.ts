// BE-STAT-04, ACT-34: creating again the Facebook campaign that failed to be created.
import { recreateFacebookCampaign } from '../../campaigns/campaigns';
import { needs, UNAVAILABLE, usesFacebook } from './availability';
import type { GameActionModule, NoInput } from './module';

export const recreateCampaignFacebook: GameActionModule<NoInput> = {
  statuses: ['pending_testing', 'in_testing'],
  listedWhen: (game) => game.isManagedByProvider && usesFacebook(game),
  refuse: (game, actor) => (!game.facebookCampaignFailed ? UNAVAILABLE.noFailedCampaign : needs('recreate_facebook_campaign')(game, actor)),
  async apply({ db, adNetworks, game, now }) {
    await recreateFacebookCampaign(db, adNetworks, game, now);
  },
};
