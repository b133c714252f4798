import { GAME_REJECTION_REASONS } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE } from './availability';
import { rejectGame } from './reject-game';
import { gameContext, lifeCycleGame, pm, studioLead } from './test-fixtures';

describe('reject_game', () => {
  it('ACT-18 CONF-39 reject_game archives the game with its reason', () => {
    expect(rejectGame.transition!(lifeCycleGame({ status: 'pending_review', isIterating: true }), { reason: 'already_tested' })).toEqual({
      status: 'archived',
      isIterating: false,
      rejectionReason: 'already_tested',
    });
  });

  it('ACT-18 is offered under review to holders of reject_game', () => {
    expect(rejectGame.statuses).toEqual(['pending_review']);
    expect(rejectGame.refuse(lifeCycleGame({ status: 'pending_review' }), pm)).toBeNull();
    expect(rejectGame.refuse(lifeCycleGame({ status: 'pending_review' }), studioLead)).toBe(UNAVAILABLE.permission);
  });

  it('ACT-08 ACT-18 its field is the reason, chosen among the rules\' reasons', async () => {
    const [field] = await rejectGame.fields!(gameContext());
    expect(field).toMatchObject({ param: 'reason', type: 'select', required: true });
    expect(field!.options!.map((option) => option.value)).toEqual(GAME_REJECTION_REASONS.map((reason) => reason.id));
  });
});
