import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedViewData } from '../views/views';
import { renderInApp } from '../../test/render';
import { resizeWindow } from '../../test/window';
import { DEFAULT_LIST_CHOICES, DEFAULT_LIST_STATE, gameSortEnum, type ListChoices } from './list-state';
import { ViewBar } from './ViewBar';

function renderBar({
  onChange = () => {},
  permissions = [],
  views = null,
  state = DEFAULT_LIST_CHOICES,
}: { onChange?: (choices: ListChoices) => void; permissions?: string[]; views?: SavedViewData[] | null; state?: ListChoices } = {}) {
  renderInApp(
    <ViewBar
      state={state}
      onChange={onChange}
      permissions={permissions}
      people={[]}
      views={views}
      columns={[]}
      onSelectView={() => {}}
      onViewDeleted={() => {}}
      exportState={DEFAULT_LIST_STATE}
    />,
  );
}

const view = (viewId: number, name: string, group: SavedViewData['group'], canEdit: boolean): SavedViewData => ({
  id: `view-${viewId}`,
  viewId,
  name,
  group,
  canEdit,
  isDefault: !canEdit,
  slug: null,
  term: '',
  best: true,
  sort: { prop: 'recent', order: 'DESC' },
  columns: [],
  filter: null,
});

describe('ViewBar on a phone', () => {
  const wide = window.innerWidth;
  afterEach(() => resizeWindow(wide));

  it('MOB-04 at 768 px or less shows the search and the sorts; filters, flag and export wait behind "More"', () => {
    resizeWindow(390);
    renderBar();
    expect(screen.getByRole('searchbox', { name: 'Search in list' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Sort' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Best values' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Best values' })).toBeTruthy();
  });

  it('MOB-04 wider screens show every control at once', () => {
    resizeWindow(1400);
    renderBar();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});

describe('ViewBar', () => {
  const wide = window.innerWidth;
  afterEach(() => resizeWindow(wide));

  it('GL-03 shows the sort buttons the viewer may use, the current one pressed; a click asks for that sort', () => {
    resizeWindow(1400);
    const onChange = vi.fn();
    renderBar({ onChange });
    const sorts = screen.getByRole('toolbar', { name: 'Sort' });
    expect(within(sorts).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'More recent',
      'Best CPI',
      'Best D1',
      'Best D7',
      'Best D14',
      'Best Average Daily Playtime',
    ]);
    expect(within(sorts).getByRole('button', { name: 'More recent' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(sorts).getByRole('button', { name: 'Best CPI' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(sorts).getByRole('button', { name: 'Best CPI' }));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_LIST_CHOICES, sort: { prop: 'cpi', order: 'asc' } });
  });

  it.each([
    ['GL-17', 'Best D1', 'd1', 'BEST_D1'],
    ['GL-18', 'Best D7', 'd7', 'BEST_D7'],
    ['GL-19', 'Best D14', 'd14', 'BEST_D14'],
    ['GL-20', 'Best Average Daily Playtime', 'playtime', 'BEST_PLAYTIME'],
  ] as const)('%s "%s" sorts descending, best value first', (_id, label, prop, sort) => {
    resizeWindow(1400);
    const onChange = vi.fn();
    renderBar({ onChange });
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Sort' })).getByRole('button', { name: label }));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_LIST_CHOICES, sort: { prop, order: 'desc' } });
    expect(gameSortEnum({ prop, order: 'desc' }, true)).toBe(sort);
  });

  it('GL-04 "Create filters" opens the filter builder', async () => {
    resizeWindow(1400);
    renderBar();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create filters' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Add rule' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('GL-05 shows the saved-views selector with the viewer\'s views and "Save as new"; a default view has no Update', () => {
    resizeWindow(1400);
    const views = [view(1, 'My games', 'PM_VIEWS', false), view(7, 'Cheap installs on Android', 'MY_VIEWS', true)];
    renderBar({ views, state: { ...DEFAULT_LIST_CHOICES, viewId: 1 } });
    expect(screen.getByRole('combobox', { name: 'Saved views' }).textContent).toContain('My games');
    expect(screen.getByRole('button', { name: 'Save as new' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: 'Saved views' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['My games', 'Cheap installs on Android']);
  });

  it('GL-05 the viewer\'s own view offers Update and Delete beside Save as new', () => {
    resizeWindow(1400);
    const views = [view(1, 'My games', 'PM_VIEWS', false), view(7, 'Cheap installs on Android', 'MY_VIEWS', true)];
    renderBar({ views, state: { ...DEFAULT_LIST_CHOICES, viewId: 7 } });
    expect(screen.getByRole('button', { name: 'Save as new' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the view Cheap installs on Android' })).toBeTruthy();
  });
});
