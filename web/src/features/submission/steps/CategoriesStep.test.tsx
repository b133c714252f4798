import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed } from '../../../test/render';
import { at, GAME_ID, renderFlow, step, stepMoves } from '../testing';

// The options as the page's query reads them: GenreOption.id aliased genreId.
const GENRES = [
  { category: 'Gameplay', options: [{ genreId: 1, label: 'Puzzle' }, { genreId: 2, label: 'Arcade' }] },
  { category: 'Theme', options: [{ genreId: 10, label: 'Fantasy' }, { genreId: 11, label: 'Sci-fi' }] },
];
const READY_TAGS = [
  { label: 'merge', category: 'MECHANIC' },
  { label: 'castle', category: 'THEME' },
  { label: 'sword', category: 'TOY' },
];

/** A game whose current step is Game categories and Tags. */
function renderCategories(game: Record<string, unknown> = {}) {
  const rendered = renderFlow({
    path: '/board?game=12',
    game: { substatus: at('request_testing', 'categories'), tags: READY_TAGS, ...game },
    codifications: { genres: GENRES },
  });
  const categories = step('Game categories and Tags');
  return {
    ...rendered,
    categories,
    next: () => within(categories).getByRole('button', { name: 'Next step' }) as HTMLButtonElement,
    choose: (label: string) => fireEvent.click(within(categories).getByRole('radio', { name: label })),
  };
}

describe('Game categories and Tags', () => {
  it('SUB-CAT-02 SUB-CAT-03 TAG-01 TAG-02 one radio group per genre category of the codifications; "Next step" waits for every category', () => {
    const { categories, next, choose } = renderCategories();
    const groups = within(categories).getAllByRole('radiogroup');
    expect(groups.map((group) => within(group).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent))).toEqual([
      ['Puzzle', 'Arcade'],
      ['Fantasy', 'Sci-fi'],
    ]);
    expect(within(categories).getByText('Gameplay')).toBeTruthy();
    expect(next().disabled).toBe(true);
    choose('Puzzle');
    expect(next().disabled).toBe(true);
    choose('Arcade');
    // One genre per category: the second choice replaces the first.
    expect((within(categories).getByRole('radio', { name: 'Puzzle' }) as HTMLInputElement).checked).toBe(false);
    choose('Fantasy');
    expect(next().disabled).toBe(false);
  });

  it('SUB-CAT-04 SUB-CAT-06 TAG-11 the tags with their rules: "Next step" waits for a mechanic, a theme and a toy', () => {
    const { categories, next } = renderCategories({
      genres: [
        { genreId: 1, category: 'Gameplay', label: 'Puzzle' },
        { genreId: 10, category: 'Theme', label: 'Fantasy' },
      ],
      tags: READY_TAGS.slice(0, 2),
    });
    const tags = within(categories).getByRole('region', { name: 'Tags' });
    for (const category of ['Mechanic', 'Theme', 'Toy', 'Other']) expect(within(tags).getByRole('textbox', { name: category })).toBeTruthy();
    expect(next().disabled).toBe(true);
    const toy = within(tags).getByRole('textbox', { name: 'Toy' });
    fireEvent.change(toy, { target: { value: 'ab' } });
    fireEvent.keyDown(toy, { key: 'Enter' });
    expect(within(tags).getByText('Your tag should have between 3 and 15 characters')).toBeTruthy();
  });

  it('SUB-CAT-08 SUB-CAT-07 TAG-04 "Next step" saves the genres with set_game_genres, then makes Create campaign current', () => {
    const { environment, next, choose } = renderCategories();
    choose('Arcade');
    choose('Sci-fi');
    fireEvent.click(next());
    const [save] = operationsNamed(environment, 'gameActionMutation');
    expect(save?.request.variables).toEqual({ input: { setGameGenres: { gameId: GAME_ID, genres: [2, 11] } } });
    // SUB-21: it loads while the genres are saved, and nothing moves before.
    expect(next().getAttribute('aria-busy')).toBe('true');
    expect(stepMoves(environment)).toEqual([]);
    act(() => environment.mock.resolve(save!, MockPayloadGenerator.generate(save!)));
    expect(stepMoves(environment)).toEqual([{ gameId: GAME_ID, done: 'CATEGORIES', current: 'UPLOAD_ASSET' }]);
  });

  it('SUB-CAT-08 TAG-17 the tags are saved one by one as they are entered, with the game', () => {
    const { environment, categories } = renderCategories();
    const other = within(categories).getByRole('textbox', { name: 'Other' });
    fireEvent.change(other, { target: { value: 'Rope Swing' } });
    fireEvent.keyDown(other, { key: 'Enter' });
    expect(operationsNamed(environment, 'GameTagsAddMutation')[0]?.request.variables).toEqual({ gameId: GAME_ID, tag: { label: 'rope swing', category: 'OTHER' } });
  });

  it('SUB-CAT-08 genres already saved: "Next step" moves on without saving them again', () => {
    const { environment, next } = renderCategories({
      genres: [
        { genreId: 1, category: 'Gameplay', label: 'Puzzle' },
        { genreId: 10, category: 'Theme', label: 'Fantasy' },
      ],
    });
    fireEvent.click(next());
    expect(operationsNamed(environment, 'gameActionMutation')).toEqual([]);
    expect(stepMoves(environment)).toEqual([{ gameId: GAME_ID, done: 'CATEGORIES', current: 'UPLOAD_ASSET' }]);
  });

  it('SUB-CAT-09 TAG-20 PERM-25 without edit_game_genre the genres and tags are shown, not edited, and there is no "Next step"', () => {
    const { categories } = renderCategories({ permissions: ['request_testing'] });
    expect(within(categories).getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    const tags = within(categories).getByRole('region', { name: 'Tags' });
    expect(within(tags).queryByRole('textbox')).toBeNull();
    expect(within(tags).getByRole('toolbar', { name: 'Mechanic tags' }).textContent).toContain('merge');
    expect(within(categories).queryByRole('button', { name: 'Next step' })).toBeNull();
  });

  it('SUB-CAT-05 TAG-19 an iterating game is shown no tags: its flow is the campaign step alone (SUB-15)', () => {
    renderFlow({ path: '/board?game=12', game: { isIterating: true, substatus: at(null, 'upload_asset'), tags: READY_TAGS } });
    expect([...document.querySelectorAll<HTMLElement>('section[data-step]')].map((section) => section.dataset.step)).toEqual(['upload_asset']);
    expect(screen.queryByRole('region', { name: 'Tags' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Game categories and Tags' })).toBeNull();
  });
});
