// Feedback staff leave on a game (FBK-01..07), read with the game's detail
// (GET /v1/my/game/{id}); added and deleted with the game actions add_game_feedback
// and delete_game_feedback (game-action.ts).
import { builder } from '../builder';
import type { ProviderGameDetail } from '../provider/client';
import { Game } from './game';
import { parseNumberedGameChildId } from './game-children';

type FeedbackShape = ProviderGameDetail['feedbacks'][number] & { gameId: number };

export const Feedback = builder.node(builder.objectRef<FeedbackShape>('Feedback'), {
  id: { resolve: (f) => `${f.gameId}:${f.id}` },
  description: 'Feedback staff left on a game (FBK-01)',
  loadOne: async (id, context) => {
    const parsed = parseNumberedGameChildId(id);
    if (!parsed) return null;
    const found = (await context.loaders.gameDetails.load(parsed.gameId)).feedbacks.find((f) => f.id === parsed.own);
    return found ? { ...found, gameId: parsed.gameId } : null;
  },
  fields: (t) => ({
    feedbackId: t.exposeInt('id', { description: 'the provider\'s id of the feedback' }),
    subject: t.exposeString('subject', { nullable: true, description: 'its subject, optional (FBK-03)' }),
    feedback: t.exposeString('feedback', { description: 'HTML' }),
    pmName: t.exposeString('pmName', { nullable: true, description: 'the name of the staff member who wrote it; null when unknown' }),
    createdAt: t.exposeString('createdAt', { description: 'when it was written, ISO 8601' }),
  }),
});

builder.objectField(Game, 'feedbacks', (t) =>
  t.field({
    type: [Feedback],
    description: 'newest first (FBK-06)',
    resolve: async (game, _args, context) =>
      (await context.loaders.gameDetails.load(game.id)).feedbacks.map((f) => ({ ...f, gameId: game.id })),
  }),
);
