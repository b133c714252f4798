import { describe, expect, it } from 'vitest';
import { simulatedAdNetworks } from '../../campaigns/adapter';
import { testStudioCampaign, updateStudioCampaign } from './studio-campaign';
import { cs, gameContext, lifeCycleGame, pm } from './test-fixtures';

describe('test_studio_campaign and update_studio_campaign', () => {
  it('ACT-35 the campaign is one of the studio\'s Facebook campaigns', async () => {
    const [campaign] = await simulatedAdNetworks().studioCampaigns(3, 'facebook');
    // test_studio_campaign checks the same choice first, then the request's assets (game-actions.db.test.ts).
    for (const module of [testStudioCampaign, updateStudioCampaign]) {
      await expect(module.check!(gameContext({ studioId: 3 }), { choice: { facebook: 'act_9_1000' } })).rejects.toMatchObject({
        statusCode: 400,
        items: [{ path: 'choice.facebook', detail: 'Choose a campaign from the list' }],
      });
    }
    expect(await updateStudioCampaign.check!(gameContext({ studioId: 3 }), { choice: { facebook: campaign!.id } })).toEqual({ campaignId: campaign!.id });
  });

  it('ACT-10 ACT-35 the field offers the studio\'s campaigns and holds the linked one', async () => {
    const [field] = await updateStudioCampaign.fields!(gameContext({ studioId: 3, linkedCampaignId: 'act_3_1001' }));
    expect(field).toMatchObject({ param: 'choice', type: 'select', value: 'act_3_1001', required: true });
    expect(field!.options!.every((option) => option.group === 'facebook')).toBe(true);
  });

  it('ACT-22 ACT-29 manual Facebook games link a campaign before testing, and change it during the test', () => {
    const manual = lifeCycleGame({ isManagedByProvider: false });
    for (const module of [testStudioCampaign, updateStudioCampaign]) {
      expect(module.listedWhen!(manual)).toBe(true);
      expect(module.listedWhen!(lifeCycleGame())).toBe(false);
      expect(module.listedWhen!(lifeCycleGame({ isManagedByProvider: false, selectedAdNetworkIds: [2] }))).toBe(false);
      expect(module.refuse(manual, cs)).toBeNull();
    }
    expect(testStudioCampaign.statuses).toEqual(['pending_sdk_integration']);
    expect(updateStudioCampaign.statuses).toEqual(['in_testing']);
  });

  it('SUB-CAMP-12 BE-SUB-11 linking a manual game\'s campaign is its testing request: it waits for approval; a PM does not request for a studio (CONF-31)', () => {
    const manual = lifeCycleGame({ isManagedByProvider: false });
    expect(testStudioCampaign.transition!(manual, { campaignId: 'act_3_1000' })).toEqual({ status: 'pending_testing' });
    expect(updateStudioCampaign.transition).toBeUndefined();
    expect(testStudioCampaign.refuse(manual, pm)).toBe('PERMISSION_DENIED');
    expect(updateStudioCampaign.refuse(manual, pm)).toBeNull();
  });
});
