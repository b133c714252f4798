// Issue 42: how a game's testing requests were reviewed (approved, declined with the
// publishing team's reason, or withdrawn by the studio), as its game detail carries them.
import { builder } from '../builder';
import type { ProviderGameDetail } from '../provider/client';
import { Game } from './game';
import { providerEnum } from './provider-enum';

type ReviewShape = ProviderGameDetail['reviews'][number];

const ReviewDecision = providerEnum('ReviewDecision', ['approved', 'declined', 'withdrawn'] as const, {
  description: 'What came of a testing request: approved or declined by the publishing team, withdrawn by the studio',
});

const TestingReview = builder.objectRef<ReviewShape>('TestingReview').implement({
  description: 'The review of one testing request (issue 42), kept with the iteration it asked for',
  fields: (t) => ({
    iterationNumber: t.exposeInt('iterationNumber', { description: 'the iteration the request was for' }),
    decision: t.field({ type: ReviewDecision, description: 'what came of it', resolve: (review) => review.decision }),
    reason: t.exposeString('reason', { nullable: true, description: 'why it was declined, as the publishing team wrote it; null otherwise' }),
    decidedBy: t.exposeString('decidedBy', { nullable: true, description: 'who decided, by name' }),
    decidedAt: t.exposeString('decidedAt', { description: 'when, ISO 8601' }),
  }),
});

builder.objectField(Game, 'reviews', (t) =>
  t.field({
    type: [TestingReview],
    description: 'How each testing request of the game was reviewed, newest first (issue 42): the studio reads a decline\'s reason here',
    resolve: async (game, _args, context) => (await context.loaders.gameDetails.load(game.id)).reviews,
  }),
);
