import { describe, expect, it } from 'vitest';
import { facebookCampaignId } from './facebook-setup';

describe('facebookCampaignId', () => {
  it('GD-19 issue 15 reads the campaign the Ads Manager link selects', () => {
    expect(
      facebookCampaignId('https://business.facebook.com/adsmanager/manage/campaigns?act=1048576000000421&selected_campaign_ids=sim-facebook-9'),
    ).toBe('sim-facebook-9');
    expect(facebookCampaignId(null)).toBeNull();
    expect(facebookCampaignId('https://business.facebook.com/adsmanager/manage/campaigns?act=1')).toBeNull();
    expect(facebookCampaignId('not a link')).toBeNull();
  });
});
