import { describe, expect, it } from 'vitest';
import { campaignUrl, facebookCampaignUrl, snapchatCampaignUrl } from './ads-manager';

describe('ads manager links', () => {
  it('GC-10 opens Facebook Ads Manager on the ad account with the campaign selected, the act_ prefix left out', () => {
    const expected = 'https://business.facebook.com/adsmanager/manage/campaigns?act=1234567890&selected_campaign_ids=23851234567890123';
    expect(facebookCampaignUrl({ adAccountId: '1234567890', campaignId: '23851234567890123' })).toBe(expected);
    expect(facebookCampaignUrl({ adAccountId: 'act_1234567890', campaignId: '23851234567890123' })).toBe(expected);
  });

  it('GC-10 opens the campaign in Snapchat Ads Manager under its ad account', () => {
    expect(
      snapchatCampaignUrl({ adAccountId: '8adc3db7-8148-4fbf-999c-8d2266369d74', campaignId: '6cf25572-048b-4447-95d1-eb47032d3cc2' }),
    ).toBe('https://ads.snapchat.com/8adc3db7-8148-4fbf-999c-8d2266369d74/campaigns/6cf25572-048b-4447-95d1-eb47032d3cc2');
  });

  it('GC-10 escapes what an id could carry, and has no link without both ids', () => {
    expect(facebookCampaignUrl({ adAccountId: '1', campaignId: 'a&b=c' })).toContain('selected_campaign_ids=a%26b%3Dc');
    expect(snapchatCampaignUrl({ adAccountId: 'x/y', campaignId: 'z?' })).toBe('https://ads.snapchat.com/x%2Fy/campaigns/z%3F');
    expect(campaignUrl('facebook', null)).toBeNull();
    expect(campaignUrl('snapchat', { adAccountId: '', campaignId: 'sim-snapchat-1' })).toBeNull();
    expect(campaignUrl('snapchat', { adAccountId: 'acc', campaignId: 'sim-snapchat-1' })).toBe('https://ads.snapchat.com/acc/campaigns/sim-snapchat-1');
  });
});
