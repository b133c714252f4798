// FBK-05: staff delete a feedback of the game; listed when it has some.
import { and, eq } from 'drizzle-orm';
import { gameFeedbacks } from '../../../db/schema';
import { notFound } from '../../../errors';
import { ANY_STATUS, staffNeeds } from './availability';
import type { GameActionModule } from './module';

export interface DeleteGameFeedbackBody {
  feedback_id: number;
}

export interface DeleteGameFeedbackParams {
  feedbackId: number;
}

export const deleteGameFeedback: GameActionModule<DeleteGameFeedbackBody, DeleteGameFeedbackParams> = {
  statuses: ANY_STATUS,
  listedWhen: (game) => game.feedbacks > 0,
  refuse: staffNeeds('send_feedback'),
  fields: async () => [{ param: 'feedback_id', type: 'integer', value: null, required: true }],
  async check({ db, game }, body) {
    const [row] = await db
      .select({ id: gameFeedbacks.id })
      .from(gameFeedbacks)
      .where(and(eq(gameFeedbacks.id, body.feedback_id), eq(gameFeedbacks.gameId, game.id)));
    if (!row) throw notFound('Feedback not found');
    return { feedbackId: body.feedback_id };
  },
  async apply({ db, game }, { feedbackId }) {
    await db.delete(gameFeedbacks).where(and(eq(gameFeedbacks.id, feedbackId), eq(gameFeedbacks.gameId, game.id)));
  },
};
