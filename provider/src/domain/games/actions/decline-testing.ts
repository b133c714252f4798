// ACT-24, CONF-39, PA-05: declining a testing request sends the game back to its
// last step. Open to whoever may approve or request (our reading: an approver
// declines, a studio withdraws).
import { DECLINED_SUBSTATUS } from '../life-cycle';
import { needs } from './availability';
import type { GameActionModule, NoInput } from './module';

export const declineTesting: GameActionModule<NoInput> = {
  statuses: ['pending_testing'],
  refuse: needs('accept_game_testing', 'request_game_testing'),
  transition: () => ({ status: 'pending_sdk_integration', substatus: DECLINED_SUBSTATUS }),
};
