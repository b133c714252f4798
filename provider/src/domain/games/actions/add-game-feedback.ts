// FBK-03, FBK-04: staff add feedback to a game: the body (HTML) is required, the
// subject optional. The body schema bounds both; a body of only spaces is refused here.
import { FIELD_REQUIRED } from '@greenlight/rules';
import { gameFeedbacks } from '../../../db/schema';
import { ANY_STATUS, staffNeeds } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface AddGameFeedbackBody {
  subject?: string;
  feedback: string;
}

export interface AddGameFeedbackParams {
  subject: string | null;
  feedback: string;
}

export const addGameFeedback: GameActionModule<AddGameFeedbackBody, AddGameFeedbackParams> = {
  statuses: ANY_STATUS,
  refuse: staffNeeds('send_feedback'),
  fields: async () => [
    { param: 'subject', type: 'string', value: null, required: false },
    { param: 'feedback', type: 'html', value: null, required: true },
  ],
  async check(_context, body) {
    const feedback = body.feedback.trim();
    if (!feedback) refuseFields([fieldError('feedback', FIELD_REQUIRED)]);
    return { feedback, subject: body.subject?.trim() || null };
  },
  async apply({ db, game, requestedBy, now }, params) {
    await db.insert(gameFeedbacks).values({ gameId: game.id, authorId: requestedBy, subject: params.subject, feedback: params.feedback, createdAt: now });
  },
};
