import { describe, expect, it } from 'vitest';
import {
  adNetworkFailures,
  declinedRequestTitle,
  latestDecline,
  reviewButtonLabel,
  reviewLine,
  shownCampaignCreation,
  type CampaignCreationState,
  type TestingReview,
} from './pending-approval';

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

const review = (decision: TestingReview['decision'], extra: Partial<TestingReview> = {}): TestingReview => ({
  iterationNumber: 2,
  decision,
  reason: null,
  decidedBy: 'Paula Marchetti',
  decidedAt: '2026-12-07T16:30:00.000Z',
  ...extra,
});

describe('the review (issue 42)', () => {
  it('PA-02 PA-03 staff read Approve and Decline; the studio\'s withdrawal keeps its own label', () => {
    expect(reviewButtonLabel('accept_testing', 'Accept testing')).toBe('Approve');
    expect(reviewButtonLabel('decline_testing', 'Decline testing')).toBe('Decline');
    expect(reviewButtonLabel('decline_testing', 'Withdraw testing request')).toBe('Withdraw testing request');
  });

  it('issue 42 FMT-05 a review reads its iteration, decision, who and when (dd-MM-yyyy), and a decline its reason', () => {
    expect(reviewLine(review('declined', { reason: ' The video shows another game. ' }))).toBe(
      'Iteration 2: declined by Paula Marchetti on 07-12-2026 — “The video shows another game.”',
    );
    expect(reviewLine(review('approved', { iterationNumber: 1 }))).toBe('Iteration 1: approved by Paula Marchetti on 07-12-2026');
    expect(reviewLine(review('withdrawn', { decidedBy: 'Lena Ortiz' }))).toBe('Iteration 2: withdrawn by Lena Ortiz on 07-12-2026');
    expect(reviewLine(review('approved', { decidedBy: null }))).toBe('Iteration 2: approved on 07-12-2026');
  });

  it('issue 42 the newest review, when a decline, is what the studio reads above its flow', () => {
    const declined = review('declined', { reason: 'Too dark' });
    expect(latestDecline([declined, review('approved')])).toBe(declined);
    // A newer request was reviewed since (approved or withdrawn): nothing to say.
    expect(latestDecline([review('withdrawn'), declined])).toBeNull();
    expect(latestDecline([])).toBeNull();
    expect(declinedRequestTitle(declined)).toBe('Testing request declined by Paula Marchetti on 07-12-2026');
  });
});
