// A game's genres (TAG-01..04), one option per category of codifications.genres,
// read with the game's detail (GET /v1/my/game/{id}); set with the game action
// set_game_genres (game-action.ts).
import { builder } from '../builder';
import type { ProviderGameDetail } from '../provider/client';
import { Game } from './game';

const Genre = builder.objectRef<ProviderGameDetail['genres'][number]>('Genre').implement({
  fields: (t) => ({ genreId: t.exposeInt('id'), category: t.exposeString('category'), label: t.exposeString('label') }),
});

builder.objectField(Game, 'genres', (t) =>
  t.field({ type: [Genre], resolve: async (game, _args, context) => (await context.loaders.gameDetails.load(game.id)).genres }),
);
