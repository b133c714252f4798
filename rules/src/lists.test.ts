import { describe, expect, it } from 'vitest';
import { BOARD_SORT_FIELDS, BOARD_SORTS, boardSort, GAME_SORT_FIELDS } from './lists';

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
