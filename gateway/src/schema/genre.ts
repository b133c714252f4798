// A game's genres (TAG-01..04), one option per category of codifications.genres,
// read with the game's detail (GET /v1/my/game/{id}); set with the game action
// set_game_genres (game-action.ts).
import { builder } from '../builder';
import type { ProviderGameDetail } from '../provider/client';
import { Game } from './game';

const Genre = builder.objectRef<ProviderGameDetail['genres'][number]>('Genre').implement({
  description: 'A genre of a game: one option of a category of codifications.genres (TAG-01)',
  fields: (t) => ({
    genreId: t.exposeInt('id', { description: 'the option\'s id (GenreOption.id)' }),
    category: t.exposeString('category', { description: 'its category' }),
    label: t.exposeString('label', { description: 'its name' }),
  }),
});

builder.objectField(Game, 'genres', (t) =>
  t.field({ type: [Genre], description: 'its genres, one per category (TAG-02)', resolve: async (game, _args, context) => (await context.loaders.gameDetails.load(game.id)).genres }),
);
