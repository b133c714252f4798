import { describe, expect, it } from 'vitest';
import { isPageName, PAGE_NAMES, pageName } from './page-views';

describe('page names', () => {
  it('AUTH-23 names each route\'s page by its path, never by its ids or search', () => {
    expect(pageName('/home')).toBe('games');
    expect(pageName('/studio/12')).toBe('studio');
    expect(pageName('/studios')).toBe('studios');
    expect(pageName('/studios/create')).toBe('studio-create');
    expect(pageName('/board')).toBe('board-home');
    expect(pageName('/board/mygames/finished/ctr')).toBe('my-games');
    expect(pageName('/board/ks/finished/cpi')).toBe('knowledge-sharing');
    expect(pageName('/board/project/7')).toBe('project');
    expect(pageName('/profile/studio/3/staff')).toBe('studio-admin');
    expect(pageName('/resetpwd/someone/abc123')).toBe('password-reset');
    expect(pageName('/board/nowhere')).toBe('not-found');
    // BE-STU-02: where a member of deactivated studios only lands.
    expect(pageName('/deactivated')).toBe('studio-deactivated');
    expect(pageName('/nowhere')).toBe('not-found');
  });

  it('AUTH-23 accepts only the names of the list', () => {
    for (const name of PAGE_NAMES) expect(isPageName(name)).toBe(true);
    expect(isPageName('games<script>')).toBe(false);
    expect(isPageName(42)).toBe(false);
  });
});
