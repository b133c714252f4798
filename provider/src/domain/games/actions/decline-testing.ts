// ACT-24, CONF-39, PA-03, issue 42: declining a testing request sends the game back to
// its last step. The publishing team declines with the reason the studio reads (required,
// kept with the iteration the request was for); a studio member may withdraw their own
// request (our reading of PA-03 and CONF-38), without a reason, and their managers are told.
import { FIELD_REQUIRED } from '@greenlight/rules';
import { gameReviews } from '../../../db/schema';
import { DECLINED_SUBSTATUS } from '../life-cycle';
import { needs } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface DeclineTestingBody {
  reason?: string;
}

export interface DeclineTestingParams {
  /** A studio member took back their own request. */
  withdrawn: boolean;
  reason: string | null;
}

export const declineTesting: GameActionModule<DeclineTestingBody, DeclineTestingParams> = {
  statuses: ['pending_testing'],
  refuse: needs('accept_game_testing', 'request_game_testing'),
  // ACT-08: staff's dialog asks the reason; a studio member's withdrawal asks nothing.
  fields: async ({ userType }) => (userType === 'studio' ? [] : [{ param: 'reason', type: 'string', value: null, required: true }]),
  async check({ userType }, body) {
    if (userType === 'studio') return { withdrawn: true, reason: null };
    const reason = body.reason?.trim() ?? '';
    if (!reason) refuseFields([fieldError('reason', FIELD_REQUIRED)]);
    return { withdrawn: false, reason };
  },
  transition: () => ({ status: 'pending_sdk_integration', substatus: DECLINED_SUBSTATUS }),
  async apply({ db, game, requestedBy, now }, params) {
    await db.insert(gameReviews).values({
      gameId: game.id,
      iterationNumber: game.nbIterations + 1,
      decision: params.withdrawn ? 'withdrawn' : 'declined',
      reason: params.reason,
      decidedBy: requestedBy,
      decidedAt: now,
    });
  },
};
