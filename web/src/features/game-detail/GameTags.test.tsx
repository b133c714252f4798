import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationsNamed, renderInApp } from '../../test/render';
import type { GameTagsTestQuery } from './__generated__/GameTagsTestQuery.graphql';
import { GameTags } from './GameTags';

const query = graphql`
  query GameTagsTestQuery @relay_test_operation {
    game(gameId: 12) {
      ...GameTags_game
    }
  }
`;

const GAME_ID = 'R2FtZToxMg==';

function Harness() {
  const data = useLazyLoadQuery<GameTagsTestQuery>(query, {});
  return data.game ? <GameTags game={data.game} /> : null;
}

type Tag = { label: string; category: string };

function renderTags(tags: Tag[], { permissions = ['edit_game_genre'], disabled = false }: { permissions?: string[]; disabled?: boolean } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Game: () => ({ id: GAME_ID, permissions, disabled, tags }) }),
  );
  renderInApp(<Harness />, { environment });
  return { environment, region: screen.getByRole('region', { name: 'Tags' }) };
}

const type = (category: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name: category }), { target: { value: text } });
const enter = (category: string) => fireEvent.keyDown(screen.getByRole('textbox', { name: category }), { key: 'Enter' });

describe('GameTags', () => {
  afterEach(() => vi.useRealTimers());

  it('TAG-14 TAG-21 lists the tags by category, - for an empty one', () => {
    const { region } = renderTags([{ label: 'merge', category: 'MECHANIC' }]);
    expect(within(region).getByRole('toolbar', { name: 'Mechanic tags' }).textContent).toContain('merge');
    expect(within(region).getAllByText('-')).toHaveLength(3);
  });

  it('TAG-20 PERM-25 edits only with edit_game_genre, and not while the game is disabled', () => {
    const { region } = renderTags([{ label: 'merge', category: 'MECHANIC' }], { permissions: [] });
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).getByRole('toolbar', { name: 'Mechanic tags' }).textContent).toContain('merge');
    expect(within(region).queryByLabelText('Remove merge')).toBeNull();
    cleanup();
    renderTags([], { disabled: true });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('TAG-05 TAG-17 adds a tag lowercased and trimmed, in its category', () => {
    const { environment } = renderTags([]);
    type('Other', '  Rope Swing ');
    enter('Other');
    expect(operationsNamed(environment, 'GameTagsAddMutation')[0]?.request.variables).toEqual({
      gameId: GAME_ID,
      tag: { label: 'rope swing', category: 'OTHER' },
    });
  });

  it('TAG-07 says a tag needs 3 to 15 characters, and sends nothing', () => {
    const { environment } = renderTags([]);
    type('Mechanic', 'ab');
    enter('Mechanic');
    expect(screen.getByText('Your tag should have between 3 and 15 characters')).toBeTruthy();
    expect(operationsNamed(environment, 'GameTagsAddMutation')).toHaveLength(0);
  });

  it('TAG-06 TAG-13 marks a tag with other characters than letters, digits and spaces, without a message', () => {
    const { environment } = renderTags([]);
    type('Theme', 'sci-fi!');
    enter('Theme');
    expect(screen.getByRole('textbox', { name: 'Theme' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Your tag should have between 3 and 15 characters')).toBeNull();
    expect(operationsNamed(environment, 'GameTagsAddMutation')).toHaveLength(0);
  });

  it('TAG-09 ignores a tag the game has, emptying the field', () => {
    const { environment } = renderTags([{ label: 'merge', category: 'MECHANIC' }]);
    type('Mechanic', 'Merge');
    enter('Mechanic');
    expect(operationsNamed(environment, 'GameTagsAddMutation')).toHaveLength(0);
    expect((screen.getByRole('textbox', { name: 'Mechanic' }) as HTMLInputElement).value).toBe('');
  });

  it('TAG-08 TAG-10 TAG-12 disables a full category, and every one once the game has 6 tags', () => {
    const toys = ['car', 'ball', 'rope'].map((label) => ({ label, category: 'TOY' }));
    renderTags(toys);
    const toy = screen.getByRole('textbox', { name: 'Toy' }) as HTMLInputElement;
    expect(toy.disabled).toBe(true);
    expect(toy.placeholder).toBe('No more tags here');
    expect((screen.getByRole('textbox', { name: 'Theme' }) as HTMLInputElement).disabled).toBe(false);
    cleanup();
    renderTags([...toys, ...['merge', 'idle', 'tap'].map((label) => ({ label, category: 'MECHANIC' }))]);
    expect((screen.getByRole('textbox', { name: 'Theme' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('TAG-17 removes a tag by its label', () => {
    const { environment } = renderTags([{ label: 'merge', category: 'MECHANIC' }]);
    fireEvent.click(screen.getByRole('button', { name: /Remove merge/ }));
    expect(operationsNamed(environment, 'GameTagsRemoveMutation')[0]?.request.variables).toEqual({ gameId: GAME_ID, label: 'merge' });
  });

  it('TAG-15 TAG-18 suggests the tags of other games as one types, leaving out those the game has', async () => {
    vi.useFakeTimers();
    const { environment } = renderTags([{ label: 'match three', category: 'MECHANIC' }]);
    type('Mechanic', 'Ma');
    act(() => vi.advanceTimersByTime(249));
    expect(operationsNamed(environment, 'GameTagsSearchQuery')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    const [search] = operationsNamed(environment, 'GameTagsSearchQuery');
    expect(search?.request.variables).toEqual({ q: 'ma', category: 'MECHANIC' });
    await act(async () =>
      environment.mock.resolve(search!, {
        data: {
          searchTags: [
            { label: 'match three', taggedGames: 9 },
            { label: 'magnet', taggedGames: 2 },
          ],
        },
      }),
    );
    const suggestions = screen.getByLabelText('Mechanic suggestions');
    expect(within(suggestions).getAllByRole('button').map((button) => button.textContent)).toEqual(['magnet (2)']);
    fireEvent.click(within(suggestions).getByRole('button', { name: 'magnet (2)' }));
    expect(operationsNamed(environment, 'GameTagsAddMutation')[0]?.request.variables).toEqual({
      gameId: GAME_ID,
      tag: { label: 'magnet', category: 'MECHANIC' },
    });
  });

  it('TAG-18 clears the suggestions when the search fails, and asks nothing under 2 letters', async () => {
    vi.useFakeTimers();
    const { environment } = renderTags([]);
    type('Mechanic', 'm');
    act(() => vi.advanceTimersByTime(500));
    expect(operationsNamed(environment, 'GameTagsSearchQuery')).toHaveLength(0);
    type('Mechanic', 'ma');
    act(() => vi.advanceTimersByTime(250));
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { searchTags: [{ label: 'magnet', taggedGames: 2 }] } }));
    expect(screen.getByLabelText('Mechanic suggestions')).toBeTruthy();
    type('Mechanic', 'mag');
    act(() => vi.advanceTimersByTime(250));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('down')));
    expect(screen.queryByLabelText('Mechanic suggestions')).toBeNull();
  });
});
