// Where a campaign is read in its network's own ads manager (GC-10): the card links
// the game's campaign there. The formats are the networks' real ones; the ids are
// those the adapter answered when it created the campaign (campaigns.ad_account_id
// and external_id), simulated ones in the demo.
import type { AdNetworkName } from './simulator';

export interface CampaignRef {
  adAccountId: string;
  campaignId: string;
}

/** Facebook Ads Manager's campaigns page of the ad account, with the campaign selected. */
export function facebookCampaignUrl({ adAccountId, campaignId }: CampaignRef): string {
  // The manager takes the account's number without its `act_` prefix.
  const account = adAccountId.replace(/^act_/, '');
  const query = new URLSearchParams({ act: account, selected_campaign_ids: campaignId });
  return `https://business.facebook.com/adsmanager/manage/campaigns?${query.toString()}`;
}

/** Snapchat Ads Manager's page of the campaign in its ad account. */
export function snapchatCampaignUrl({ adAccountId, campaignId }: CampaignRef): string {
  return `https://ads.snapchat.com/${encodeURIComponent(adAccountId)}/campaigns/${encodeURIComponent(campaignId)}`;
}

export function campaignUrl(network: AdNetworkName, ref: CampaignRef | null | undefined): string | null {
  if (!ref?.adAccountId || !ref.campaignId) return null;
  return network === 'facebook' ? facebookCampaignUrl(ref) : snapchatCampaignUrl(ref);
}
