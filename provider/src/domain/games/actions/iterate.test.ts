// The three ways to iterate share their refusal and their destination (Is iterating);
// they differ in where they are offered and what becomes of the campaign.
import { describe, expect, it } from 'vitest';
import { ITERATING_SUBSTATUS } from '../life-cycle';
import { UNAVAILABLE } from './availability';
import { iterateFromHistory } from './iterate-from-history';
import { iterateKeepCampaign } from './iterate-keep-campaign';
import { iteratePauseCampaign } from './iterate-pause-campaign';
import { lifeCycleGame, pm, readOnly } from './test-fixtures';

describe('iterate_pause_campaign, iterate_keep_campaign, iterate_from_history', () => {
  const modules = { iteratePauseCampaign, iterateKeepCampaign, iterateFromHistory };

  it.each(Object.entries(modules))('BE-STAT-17 %s: a low-potential prototype cannot be iterated on', (_name, module) => {
    expect(module.refuse(lifeCycleGame({ recommendation: 'Low potential (low proto score)' }), pm)).toBe(UNAVAILABLE.lowPotential);
    expect(module.refuse(lifeCycleGame({ recommendation: 'high potential' }), pm)).toBeNull();
    expect(module.refuse(lifeCycleGame(), readOnly)).toBe(UNAVAILABLE.permission);
  });

  it('ACT-26 ACT-27 ACT-32 BE-STAT-06 BE-STAT-07 BE-STAT-08 each moves the game to Is iterating; only keeping the campaign leaves it running', () => {
    const game = lifeCycleGame();
    const iterating = { status: 'pending_sdk_integration', isIterating: true, substatus: ITERATING_SUBSTATUS };
    expect(iteratePauseCampaign.transition!(game, {})).toEqual({ ...iterating, stopsCampaigns: true });
    expect(iterateFromHistory.transition!(game, {})).toEqual({ ...iterating, stopsCampaigns: true });
    expect(iterateKeepCampaign.transition!(game, {})).toEqual(iterating);
    expect(iteratePauseCampaign.statuses).toEqual(['pending_testing', 'in_testing']);
    expect(iterateKeepCampaign.statuses).toEqual(['in_testing']);
    expect(iterateFromHistory.statuses).toEqual(['finished']);
  });
});
