import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STUDIOS_CHOICES,
  moveColumn,
  nextSort,
  studioSortEnum,
  studiosExportRequest,
  studiosVariables,
  toggleColumn,
  withHiddenColumns,
} from './studios-list-state';
import { initialStudiosModel, SORT_DELAY_MS, studiosEditChange, studiosListReducer, TERM_FILTER_DELAY_MS } from './useStudiosListState';

const column = (id: string, isSelected = true, isStaff = false) => ({ id, label: id, width: 100, isSelected, isStaff });
const COLUMNS = [column('name'), column('pmName', true, true), column('gamesCpi3Months'), column('contract', false)];

describe('the studios list state', () => {
  it('SL-11 SL-22 starts on every studio by CPI ascending', () => {
    expect(studiosVariables(DEFAULT_STUDIOS_CHOICES)).toEqual({ sort: 'GAMES_CPI3_MONTHS', order: 'ASC', term: null, filter: null });
    expect(studioSortEnum('gamesNbPrototypes6Months')).toBe('GAMES_NB_PROTOTYPES6_MONTHS');
    expect(studioSortEnum('contract')).toBe('GAMES_CPI3_MONTHS');
  });

  it('SL-02 a header click sorts ascending, a second click reverses', () => {
    const byName = nextSort(DEFAULT_STUDIOS_CHOICES.sort, 'name');
    expect(byName).toEqual({ prop: 'name', order: 'asc' });
    expect(nextSort(byName, 'name')).toEqual({ prop: 'name', order: 'desc' });
    expect(nextSort({ prop: 'name', order: 'desc' }, 'name')).toEqual({ prop: 'name', order: 'asc' });
  });

  it('SL-03 columns move and toggle; hidden staff columns are kept after the chosen ones', () => {
    expect(moveColumn(COLUMNS, 2, 0).map((c) => c.id)).toEqual(['gamesCpi3Months', 'name', 'pmName', 'contract']);
    expect(moveColumn(COLUMNS, 0, -1)).toEqual(COLUMNS);
    expect(toggleColumn(COLUMNS, 'contract', true)[3]?.isSelected).toBe(true);
    const visible = [COLUMNS[2]!, COLUMNS[0]!];
    expect(withHiddenColumns(visible, COLUMNS).map((c) => c.id)).toEqual(['gamesCpi3Months', 'name', 'pmName', 'contract']);
  });

  it('SL-19 CONF-01 a term or filter change settles after 800 ms, a sort change alone after 500 ms', () => {
    const start = initialStudiosModel({ shell: { listPreferences: null }, views: [], viewParam: null, defaultColumns: COLUMNS });
    expect(start.columns).toBe(COLUMNS);
    expect(studiosEditChange(start)).toBeNull();
    const sorted = studiosListReducer(start, { type: 'edited', choices: { ...start.choices, sort: { prop: 'name', order: 'asc' } } });
    expect(studiosEditChange(sorted)?.delay).toBe(SORT_DELAY_MS);
    const searched = studiosListReducer(sorted, { type: 'edited', choices: { ...sorted.choices, term: 'pixel' } });
    expect(studiosEditChange(searched)?.delay).toBe(TERM_FILTER_DELAY_MS);
    const filtered = studiosListReducer(start, {
      type: 'edited',
      choices: { ...start.choices, filter: { logicalOperator: 'all', children: [{ rule: 'nbHits', operator: 'greater', value: 1 }] } },
    });
    expect(studiosEditChange(filtered)?.delay).toBe(TERM_FILTER_DELAY_MS);
    const settled = studiosListReducer(searched, { type: 'settled' });
    expect(settled.shown).toBe(searched.choices);
  });

  it('SL-01 Export CSV asks for what the list shows: its sort, term, filter and visible columns', () => {
    expect(studiosExportRequest(DEFAULT_STUDIOS_CHOICES, ['name', 'gamesCpi3Months'])).toEqual({
      sort: 'gamesCpi3Months',
      order: 'asc',
      columns: ['name', 'gamesCpi3Months'],
    });
    const filter = { logicalOperator: 'all' as const, children: [{ rule: 'nbHits', operator: '>', value: 1 }] };
    expect(
      studiosExportRequest({ ...DEFAULT_STUDIOS_CHOICES, term: ' pixel ', sort: { prop: 'name', order: 'desc' }, filter }, ['name']),
    ).toEqual({ sort: 'name', order: 'desc', term: 'pixel', query: filter, columns: ['name'] });
    // A column that does not sort (the contract) exports in the default order.
    expect(studiosExportRequest({ ...DEFAULT_STUDIOS_CHOICES, sort: { prop: 'contract', order: 'asc' } }, ['name']).sort).toBe('gamesCpi3Months');
  });
});
