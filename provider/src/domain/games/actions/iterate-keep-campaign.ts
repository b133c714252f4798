// ACT-27: iterating while the campaign runs on; the game moves to Is iterating.
import { ITERATING_SUBSTATUS } from '../life-cycle';
import { refuseIteration } from './availability';
import type { GameActionModule, NoInput } from './module';

export const iterateKeepCampaign: GameActionModule<NoInput> = {
  statuses: ['in_testing'],
  refuse: refuseIteration,
  transition: () => ({ status: 'pending_sdk_integration', isIterating: true, substatus: ITERATING_SUBSTATUS }),
};
