// TAG-02, TAG-04: a game's genres, one option of each category. The body schema
// takes a list of ids; which ids, and one per category, is checked here.
import { eq } from 'drizzle-orm';
import { gameGenres } from '../../../db/schema';
import { GENRES } from '../../reference/codifications';
import { ALL_BUT_ARCHIVED, needs } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface SetGameGenresBody {
  genres: number[];
}

const KNOWN_GENRES = new Set(GENRES.flatMap((category) => category.options.map((option) => option.id)));

export const setGameGenres: GameActionModule<SetGameGenresBody> = {
  statuses: ALL_BUT_ARCHIVED,
  refuse: needs('edit_game_genre'),
  async fields({ db, game }) {
    const current = await db.select({ genreId: gameGenres.genreId }).from(gameGenres).where(eq(gameGenres.gameId, game.id));
    return [
      {
        param: 'genres',
        type: 'integer[]',
        value: current.map((row) => row.genreId),
        required: true,
        options: GENRES.flatMap((category) => category.options.map((option) => ({ value: option.id, label: option.label, group: category.category }))),
      },
    ];
  },
  async check(_context, body) {
    const chosen = new Set(body.genres);
    refuseFields([
      ...GENRES.filter((category) => category.options.filter((option) => chosen.has(option.id)).length !== 1).map((category) =>
        fieldError('genres', `Choose one ${category.category} genre`),
      ),
      ...[...chosen].filter((id) => !KNOWN_GENRES.has(id)).map((id) => fieldError('genres', `Unknown genre ${id}`)),
    ]);
    return { genres: [...chosen] };
  },
  async apply({ db, game }, { genres }) {
    await db.delete(gameGenres).where(eq(gameGenres.gameId, game.id));
    await db.insert(gameGenres).values(genres.map((genreId) => ({ gameId: game.id, genreId })));
  },
};
