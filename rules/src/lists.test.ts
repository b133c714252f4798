import { describe, expect, it } from 'vitest';
import { BOARD_SORT_FIELDS, BOARD_SORTS, boardSort, GAME_SORT_FIELDS, gameSortField, startingGamesList, startingStudiosList } from './lists';

describe('the board\'s sorts', () => {
  it('MG-23 MG-24 CPI tests sort by date (the default, newest first), CPI, D1 and D3 playtime; CTR tests by date and CPM', () => {
    expect(BOARD_SORTS.cpi.map((s) => [s.sort, s.order])).toEqual([
      ['createdAt', 'desc'],
      ['lastCpi', 'asc'],
      ['lastD1', 'desc'],
      ['lastD3Playtime', 'desc'],
    ]);
    expect(BOARD_SORTS.ctr.map((s) => s.sort)).toEqual(['createdAt', 'lastCpm']);
    // Every option is a sort the provider has.
    for (const option of [...BOARD_SORTS.cpi, ...BOARD_SORTS.ctr]) {
      expect(BOARD_SORT_FIELDS).toContain(option.sort);
      expect(GAME_SORT_FIELDS).toContain(option.sort);
    }
  });

  it('MG-25 a kept preference picks its option; one the type does not offer, or none, is the default', () => {
    expect(boardSort('cpi', { prop: 'lastD1', order: 'desc' }).id).toBe('d1');
    expect(boardSort('ctr', { prop: 'lastD1', order: 'desc' }).id).toBe('date');
    expect(boardSort('cpi', { prop: 'lastD1', order: 'asc' }).id).toBe('date');
    expect(boardSort('cpi', null).id).toBe('date');
  });
});

describe('the games list on arrival', () => {
  const MY_GAMES = { sort: { prop: 'cpi', order: 'asc' }, term: '', best: true, filter: { logicalOperator: 'all', children: [{ rule: 'pmName', operator: '=', value: '$me' }] } };

  it('GL-14 GL-31 maps a sort option and the best-only flag to the provider\'s field; an unknown option is the default', () => {
    expect(gameSortField('cpi', true)).toBe('bestCpi');
    expect(gameSortField('cpi', false)).toBe('lastCpi');
    expect(gameSortField('nonsense', true)).toBe(gameSortField('recent', true));
  });

  it('issue 17 AUTH-22 GL-09 GL-25 starts from the kept choices, else the My games view, else the defaults', () => {
    const kept = { sort: { prop: 'd1', order: 'desc' }, term: ' merge ', best: false, filter: null };
    expect(startingGamesList(kept, MY_GAMES, [])).toEqual({ sort: 'lastD1', order: 'desc', term: 'merge', best: false, filter: null });
    expect(startingGamesList(null, MY_GAMES, [])).toEqual({ sort: 'bestCpi', order: 'asc', term: null, best: true, filter: MY_GAMES.filter });
    expect(startingGamesList(null, null, [])).toEqual({ sort: gameSortField('recent', true), order: 'desc', term: null, best: true, filter: null });
    // GL-25: the default sort is the last iteration's date, newest first.
    expect(startingGamesList(null, null, [])).toMatchObject({ sort: 'lastIterationDate', order: 'desc' });
  });

  it('issue 17 GL-16 a kept sort the viewer may not use falls back to the default sort', () => {
    const kept = { sort: { prop: 'cpnu', order: 'asc' }, best: true };
    expect(startingGamesList(kept, null, []).sort).toBe(gameSortField('recent', true));
    expect(startingGamesList(kept, null, ['view_cpnu'])).toMatchObject({ sort: 'bestCpnu', order: 'asc' });
  });
});

describe('the studios list on arrival', () => {
  it('issue 17 AUTH-22 SL-11 starts from the kept choices, a column that does not sort by CPI; else by CPI ascending', () => {
    expect(startingStudiosList({ sort: { prop: 'nbHits', order: 'desc' }, term: ' one ', filter: null })).toEqual({ sort: 'nbHits', order: 'desc', term: 'one', filter: null });
    expect(startingStudiosList({ sort: { prop: 'website', order: 'desc' } })).toMatchObject({ sort: 'gamesCpi3Months', order: 'desc' });
    expect(startingStudiosList(null)).toEqual({ sort: 'gamesCpi3Months', order: 'asc', term: null, filter: null });
  });
});
