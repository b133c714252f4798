import { describe, expect, it } from 'vitest';
import { GENRES } from '../../reference/codifications';
import { setGameGenres } from './set-game-genres';
import { gameContext } from './test-fixtures';

const oneEach = GENRES.map((category) => category.options[0]!.id);

describe('set_game_genres', () => {
  it('TAG-02 TAG-04 one genre of each category is taken, repeats once', async () => {
    expect(await setGameGenres.check!(gameContext(), { genres: [...oneEach, oneEach[0]!] })).toEqual({ genres: oneEach });
  });

  it('TAG-02 TAG-04 a category without its genre, or with two, is refused at genres', async () => {
    const missing = setGameGenres.check!(gameContext(), { genres: oneEach.slice(1) });
    await expect(missing).rejects.toMatchObject({ statusCode: 400, items: [{ path: 'genres', detail: `Choose one ${GENRES[0]!.category} genre` }] });
    const two = setGameGenres.check!(gameContext(), { genres: [...oneEach, GENRES[0]!.options[1]!.id] });
    await expect(two).rejects.toMatchObject({ items: [{ path: 'genres', detail: `Choose one ${GENRES[0]!.category} genre` }] });
  });

  it('TAG-02 an id no genre has is refused', async () => {
    await expect(setGameGenres.check!(gameContext(), { genres: [...oneEach, 9999] })).rejects.toMatchObject({
      items: [{ path: 'genres', detail: 'Unknown genre 9999' }],
    });
  });
});
