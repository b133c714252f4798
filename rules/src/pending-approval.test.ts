import { describe, expect, it } from 'vitest';
import { adNetworkFailures, shownCampaignCreation, type CampaignCreationState } from './pending-approval';

const net = (network: string, state: CampaignCreationState) => ({ network, state });
const FAILED_AND_READY = [net('facebook', 'failed'), net('snapchat', 'ready')];

describe('shownCampaignCreation', () => {
  it('SUB-CAMP-20 shows every network while the operation creates them', () => {
    const creating = [net('facebook', 'creating'), net('snapchat', 'creating')];
    expect(shownCampaignCreation({ tab: 'pending_approval', running: true, followed: false }, creating)).toEqual(creating);
  });

  it('SUB-CAMP-21 SUB-CAMP-22 in testing: the failures always, the ready ones to who followed the creation', () => {
    expect(shownCampaignCreation({ tab: 'in_testing', running: false, followed: false }, FAILED_AND_READY)).toEqual([net('facebook', 'failed')]);
    expect(shownCampaignCreation({ tab: 'in_testing', running: false, followed: true }, FAILED_AND_READY)).toEqual(FAILED_AND_READY);
  });

  it('SUB-CAMP-21 pending approval: only a creation where every network failed is this request\'s', () => {
    const allFailed = [net('facebook', 'failed')];
    expect(shownCampaignCreation({ tab: 'pending_approval', running: false, followed: true }, allFailed)).toEqual(allFailed);
    // A request made again after a test: the latest campaigns are that test's.
    expect(shownCampaignCreation({ tab: 'pending_approval', running: false, followed: false }, FAILED_AND_READY)).toEqual([]);
    expect(shownCampaignCreation({ tab: 'pending_approval', running: false, followed: false }, [net('facebook', 'ready')])).toEqual([]);
  });

  it('shows nothing once the test is over', () => {
    expect(shownCampaignCreation({ tab: 'finished', running: false, followed: true }, FAILED_AND_READY)).toEqual([]);
  });
});

describe('adNetworkFailures', () => {
  it('PA-09 an in-progress game shows its failed networks; an iterating one does not', () => {
    expect(adNetworkFailures({ tab: 'in_progress' }, FAILED_AND_READY)).toEqual([net('facebook', 'failed')]);
    expect(adNetworkFailures({ tab: 'is_iterating' }, FAILED_AND_READY)).toEqual([]);
    expect(adNetworkFailures({ tab: 'in_progress' }, [net('facebook', 'ready')])).toEqual([]);
  });
});
