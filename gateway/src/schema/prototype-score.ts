// A prototype's scores on the game (GC-15, GC-17, GC-22, GC-23): the 0-5 score per ad
// network that the list answer carries, and the staff's rating on eight dimensions
// (scoreDetails, read with view_proto_score; the provider answers null otherwise),
// set with the rateGame mutation (rate_game).
import { SCORE_DIMENSIONS } from '@greenlight/rules';
import { builder } from '../builder';
import { gameChanged } from '../loaders';
import type { ProviderGame } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { AdNetworkEnum } from './ad-network';
import { Game } from './game';

type PrototypeRecommendationShape = ProviderGame['prototypeRecommendation'];
type ScoreDetailsShape = NonNullable<ProviderGame['scoreDetails']>;

const AdNetworkScore = builder.objectRef<PrototypeRecommendationShape['adNetworks'][number]>('AdNetworkScore').implement({
  description: 'A network\'s 0-5 score in the latest iteration with data (GC-15)',
  fields: (t) => ({
    adNetwork: t.field({ type: AdNetworkEnum, description: 'the network', resolve: (entry) => entry.adNetwork }),
    adNetworkId: t.exposeInt('adNetworkId', { description: '1 Facebook, 2 Snapchat' }),
    score: t.exposeInt('score', { description: '0-5: how close its KPIs come to the high-potential thresholds' }),
  }),
});

const PrototypeRecommendation = builder.objectRef<PrototypeRecommendationShape>('PrototypeRecommendation').implement({
  description: 'The recommendation and the score per ad network (GC-22)',
  fields: (t) => ({
    recommendation: t.exposeString('recommendation', { nullable: true, description: 'as Game.recommendation (BE-REC); null before the first iteration' }),
    adNetworks: t.field({
      type: [AdNetworkScore],
      description: 'the networks that have a score; none on iOS, whose per-network data is restricted',
      resolve: (recommendation) => recommendation.adNetworks,
    }),
  }),
});

const ScoreDetails = builder.objectRef<ScoreDetailsShape>('ScoreDetails').implement({
  description: 'The staff\'s rating of the prototype, each dimension 0-5 (GC-23)',
  fields: (t) => ({
    ...Object.fromEntries(SCORE_DIMENSIONS.map(({ id, label }) => [id, t.exposeInt(id, { description: label })])),
    ratedAt: t.exposeString('ratedAt', { description: 'when it was rated, ISO 8601' }),
  }),
});

builder.objectFields(Game, (t) => ({
  prototypeRecommendation: t.field({ type: PrototypeRecommendation, description: 'the recommendation and the score per ad network (GC-15, GC-22)', resolve: (game) => game.prototypeRecommendation }),
  scoreDetails: t.field({
    type: ScoreDetails,
    nullable: true,
    description: 'null when the game is not rated, and without view_proto_score (GC-17)',
    resolve: (game) => game.scoreDetails,
  }),
}));

const GameRatingInput = builder.inputType('GameRatingInput', {
  description: 'Each dimension a whole number from 0 to 5 (GC-23); the provider refuses others, naming the field',
  fields: (t) => ({
    execution: t.int({ required: true, description: 'Execution, 0-5' }),
    balancing: t.int({ required: true, description: 'Balancing, 0-5' }),
    artEfficiency: t.int({ required: true, description: 'Art efficiency, 0-5' }),
    progression: t.int({ required: true, description: 'Progression, 0-5' }),
    idea: t.int({ required: true, description: 'Idea, 0-5' }),
    newness: t.int({ required: true, description: 'Newness, 0-5' }),
    systemOne: t.int({ required: true, description: 'System 1, 0-5' }),
    depth: t.int({ required: true, description: 'Depth, 0-5' }),
  }),
});

builder.mutationField('rateGame', (t) =>
  t.field({
    type: Game,
    description: 'Rates a prototype 0-5 on the eight score dimensions (GC-23), replacing an earlier rating. Needs rate_game.',
    authScopes: { permission: 'rate_game' },
    errors: { types: [ProviderError], union: { name: 'RateGameResult', description: 'The game with its rating, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      rating: t.arg({ type: GameRatingInput, required: true, description: 'the eight dimensions\' scores' }),
    },
    resolve: async (_root, { gameId, rating }, context) => {
      const game = await context.provider.rateGame(Number(gameId.id), rating);
      gameChanged(context.loaders, game);
      return game;
    },
  }),
);
