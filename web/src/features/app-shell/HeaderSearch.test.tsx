import { act, fireEvent, screen } from '@testing-library/react';
import { HEADER_SEARCH_DEBOUNCE_MS, NO_GAMES_MATCHING } from '@greenlight/rules';
import { useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationsNamed, renderInApp } from '../../test/render';
import { HeaderSearch } from './HeaderSearch';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

const box = () => screen.getByRole('combobox', { name: 'Search games' }) as HTMLInputElement;
const hits = [
  { gameId: 7, name: 'Merge Mansion', status: 'IN_TESTING', isIterating: false, iconUrl: null },
  { gameId: 9, name: 'Mega Merge', status: 'PENDING_REVIEW', isIterating: true, iconUrl: '/media/abc' },
];

function renderSearch(path = '/board/mygames/in_progress/cpi?studio=3&view=2') {
  const rendered = renderInApp(
    <>
      <HeaderSearch />
      <Location />
    </>,
    { path },
  );
  const answer = (games: typeof hits) =>
    act(async () => {
      const [operation] = operationsNamed(rendered.environment, 'HeaderSearchQuery');
      rendered.environment.mock.resolve(operation!, MockPayloadGenerator.generate(operation!, { Query: () => ({ searchGames: games }) }));
    });
  const type = (text: string) => {
    fireEvent.change(box(), { target: { value: text } });
    act(() => {
      vi.advanceTimersByTime(HEADER_SEARCH_DEBOUNCE_MS);
    });
  };
  return { ...rendered, answer, type };
}

describe('HeaderSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('NAV-04 the box takes 50 characters at most, and asks once the typing pauses', () => {
    const { environment, type } = renderSearch();
    expect(box().maxLength).toBe(50);
    fireEvent.change(box(), { target: { value: 'm' } });
    fireEvent.change(box(), { target: { value: 'me' } });
    expect(operationsNamed(environment, 'HeaderSearchQuery')).toHaveLength(0);
    type('x'.repeat(60));
    expect(box().value).toHaveLength(50);
    const [operation] = operationsNamed(environment, 'HeaderSearchQuery');
    expect(operation!.request.variables).toEqual({ term: 'x'.repeat(50) });
  });

  it('MG-22 a newer term cancels the search still on its way: only the newer one is pending, and answers', async () => {
    const { environment, type, answer } = renderSearch();
    type('merge');
    expect(operationsNamed(environment, 'HeaderSearchQuery').map((operation) => operation.request.variables)).toEqual([{ term: 'merge' }]);
    type('mega');
    // Relay dropped the first request (fetchGraphQL aborts it): the mock environment no longer holds it.
    expect(operationsNamed(environment, 'HeaderSearchQuery').map((operation) => operation.request.variables)).toEqual([{ term: 'mega' }]);
    await answer(hits.slice(1));
    expect(await screen.findByRole('option', { name: /Mega Merge/ })).toBeTruthy();
  });

  it('NAV-05 a term that finds nothing shows "no games matching"', async () => {
    const { type, answer } = renderSearch();
    type('zzz');
    await answer([]);
    expect(screen.getByRole('option', { name: NO_GAMES_MATCHING })).toBeTruthy();
  });

  it('NAV-06 GD-04 the games found are listed with their tab; choosing one opens its panel and drops the other parameters', async () => {
    const { type, answer } = renderSearch();
    type('merge');
    await answer(hits);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Merge MansionIn testing', 'Mega MergeIs iterating']);
    fireEvent.click(options[1]!);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/board/mygames/in_progress/cpi?gameid=9');
    expect(box().value).toBe('');
  });
});
