// ACT-23, BE-STAT-04: accepting a testing request starts the test: a new iteration
// and a campaign per network. A network that refuses leaves its campaign
// campaign_creation_failed and the requester is told; when every network refused,
// nothing runs and the game stays pending approval.
import { networksWithoutRunnableVideo, VIDEO_REVIEW_MESSAGES } from '@greenlight/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { gameReviews, videos } from '../../../db/schema';
import { fieldError, refuseFields } from './checks';
import { startIteration } from '../../campaigns/campaigns';
import { UNAVAILABLE, holds } from './availability';
import { applyTransition } from './effects';
import type { ActionFailure, GameActionModule, NoInput } from './module';

export const acceptTesting: GameActionModule<NoInput> = {
  statuses: ['pending_testing'],
  // PA-07: a studio never approves: the action is not offered to it, so its panel says the
  // request is done (our reading). Staff without accept_game_testing read the neutral reason (PA-05).
  hiddenFrom: (actor) => (actor.userType === 'studio' ? UNAVAILABLE.acceptTesting : null),
  refuse: (_game, actor) => (holds(actor, 'accept_game_testing') ? null : UNAVAILABLE.acceptTesting),
  // ACT-19: a network whose every waiting video was rejected cannot start: the studio uploads another first.
  async check({ db, game }) {
    const waiting = await db
      .select({ network: videos.network, reviewStatus: videos.reviewStatus })
      .from(videos)
      .where(and(eq(videos.gameId, game.id), isNull(videos.iterationId)));
    const blocked = networksWithoutRunnableVideo(waiting);
    const label = (network: string) => (network === 'facebook' ? 'Facebook' : 'Snapchat');
    if (blocked.length > 0) refuseFields(blocked.map((network) => fieldError(`videos.${network}`, VIDEO_REVIEW_MESSAGES.networkAllRejected(label(network)))));
    return {};
  },
  transition: () => ({ status: 'in_testing', isIterating: false, startsIteration: true }),
  async apply({ db, adNetworks, game, requestedBy, now }) {
    const started = await startIteration(db, adNetworks, game, now);
    // Issue 42: the review, kept with the iteration it started (none started: not approved).
    if (started.created.length > 0) {
      await db.insert(gameReviews).values({ gameId: game.id, iterationNumber: game.nbIterations + 1, decision: 'approved', reason: null, decidedBy: requestedBy, decidedAt: now });
    }
    const [failed] = started.failed;
    if (!failed) return;
    const failure: ActionFailure = { status: 'error', code: failed.code, detail: failed.message, extra: { network: failed.network } };
    if (started.created.length > 0) return { failure, moves: true };
    // Nothing runs: the game stays pending approval, the failures recorded per network.
    await applyTransition(db, game.id, { status: 'pending_testing' });
    return { failure, moves: false };
  },
};
