// ACT-13, ACT-26, BE-STAT-06: iterating with the campaign paused; the game moves to
// Is iterating. Its campaigns are paused, not stopped: the transition's stop then
// finds none running.
import { stopCampaigns } from '../../campaigns/campaigns';
import { ITERATING_SUBSTATUS } from '../life-cycle';
import { refuseIteration } from './availability';
import type { GameActionModule, NoInput } from './module';

export const iteratePauseCampaign: GameActionModule<NoInput> = {
  statuses: ['pending_testing', 'in_testing'],
  refuse: refuseIteration,
  transition: () => ({ status: 'pending_sdk_integration', isIterating: true, substatus: ITERATING_SUBSTATUS, stopsCampaigns: true }),
  async apply({ db, adNetworks, game, now }) {
    await stopCampaigns(db, adNetworks, game.id, now, 'paused');
  },
};
