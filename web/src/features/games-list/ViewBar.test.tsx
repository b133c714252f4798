import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { resizeWindow } from '../../test/window';
import { DEFAULT_LIST_CHOICES, DEFAULT_LIST_STATE } from './list-state';
import { ViewBar } from './ViewBar';

function renderBar() {
  renderInApp(
    <ViewBar
      state={DEFAULT_LIST_CHOICES}
      onChange={() => {}}
      permissions={[]}
      people={[]}
      views={null}
      columns={[]}
      onSelectView={() => {}}
      onViewDeleted={() => {}}
      exportState={DEFAULT_LIST_STATE}
    />,
  );
}

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
