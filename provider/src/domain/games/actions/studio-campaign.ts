// ACT-22, ACT-29, ACT-35: a manual game (not managed by the provider) on Facebook is
// linked to one of the studio's own campaigns: test_studio_campaign is its testing
// request (SUB-CAMP-12, BE-SUB-11: the last step links the chosen campaign instead of
// requesting, with the same preconditions, and the game waits for approval);
// update_studio_campaign changes the campaign during the test. One file for both: the
// same field, check and effect; where each is offered and where it takes the game differ.
import { eq } from 'drizzle-orm';
import { games } from '../../../db/schema';
import { needs } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule, GameContext } from './module';
import { linksStudioCampaign, refuseIncompleteSubmission, refuseTestingRequest } from './request-testing';

export interface StudioCampaignBody {
  /** ACT-35: the choice as posted, {facebook: <campaign id>}. */
  choice: { facebook: string };
  /** SUB-CAMP-04: a first test's testing request accepts the terms (test_studio_campaign). */
  termsAccepted?: boolean;
}

export interface StudioCampaignParams {
  campaignId: string;
}

const studioCampaigns = ({ adNetworks, game }: GameContext) => adNetworks.studioCampaigns(game.studioId, 'facebook');

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
  refuse: refuseTestingRequest,
  async check(context, body) {
    const params = await studioCampaign.check!(context, body);
    // Issue 42, SUB-CAMP-05: every step holds its data (the icon, not for a CTR test; a manual game sends no videos).
    await refuseIncompleteSubmission(context.db, context.game.id, body.termsAccepted);
    return params;
  },
  transition: () => ({ status: 'pending_testing' }),
};

export const updateStudioCampaign: GameActionModule<StudioCampaignBody, StudioCampaignParams> = {
  ...studioCampaign,
  statuses: ['in_testing'],
  refuse: needs('update_dedicated_campaign'),
};
