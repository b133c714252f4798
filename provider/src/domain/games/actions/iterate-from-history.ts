// ACT-32, BE-STAT-08: iterating on a finished game; it moves to Is iterating.
import { ITERATING_SUBSTATUS } from '../life-cycle';
import { refuseIteration } from './availability';
import type { GameActionModule, NoInput } from './module';

export const iterateFromHistory: GameActionModule<NoInput> = {
  statuses: ['finished'],
  refuse: refuseIteration,
  transition: () => ({ status: 'pending_sdk_integration', isIterating: true, substatus: ITERATING_SUBSTATUS, stopsCampaigns: true }),
};
