// ACT-22, ACT-29, ACT-35: a manual game (not managed by the provider) on Facebook is
// linked to one of the studio's own campaigns: test_studio_campaign before testing,
// update_studio_campaign during it. One file for both: the same field, check and
// effect; only where each is offered differs.
import { eq } from 'drizzle-orm';
import { games } from '../../../db/schema';
import type { LifeCycleGame } from '../life-cycle';
import { needs, usesFacebook } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule, GameContext } from './module';

export interface StudioCampaignBody {
  /** ACT-35: the choice as posted, {facebook: <campaign id>}. */
  choice: { facebook: string };
}

export interface StudioCampaignParams {
  campaignId: string;
}

const studioCampaigns = ({ adNetworks, game }: GameContext) => adNetworks.studioCampaigns(game.studioId, 'facebook');

const linksStudioCampaign = (game: LifeCycleGame) => !game.isManagedByProvider && usesFacebook(game);

const studioCampaign: Omit<GameActionModule<StudioCampaignBody, StudioCampaignParams>, 'statuses' | 'refuse'> = {
  listedWhen: linksStudioCampaign,
  async fields(context) {
    const choices = await studioCampaigns(context);
    return [
      {
        param: 'choice',
        type: 'select',
        value: context.game.linkedCampaignId,
        required: true,
        options: choices.map((campaign) => ({ value: campaign.id, label: campaign.name, group: 'facebook' })),
      },
    ];
  },
  async check(context, { choice }) {
    const choices = await studioCampaigns(context);
    if (!choices.some((campaign) => campaign.id === choice.facebook)) refuseFields([fieldError('choice.facebook', 'Choose a campaign from the list')]);
    return { campaignId: choice.facebook };
  },
  async apply({ db, game }, { campaignId }) {
    await db.update(games).set({ linkedCampaignId: campaignId }).where(eq(games.id, game.id));
  },
};

export const testStudioCampaign: GameActionModule<StudioCampaignBody, StudioCampaignParams> = {
  ...studioCampaign,
  statuses: ['pending_sdk_integration'],
  refuse: needs('update_dedicated_campaign', 'request_testing', 'request_game_testing'),
};

export const updateStudioCampaign: GameActionModule<StudioCampaignBody, StudioCampaignParams> = {
  ...studioCampaign,
  statuses: ['in_testing'],
  refuse: needs('update_dedicated_campaign'),
};
