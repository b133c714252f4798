import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_URL, PageViews } from './PageViews';

describe('PageViews', () => {
  afterEach(() => vi.restoreAllMocks());

  it('AUTH-23 sends one beacon per page shown, named by the route, not for a new search of the same page', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const router = createMemoryRouter([{ path: '*', Component: PageViews }], { initialEntries: ['/studio/12'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/studio/12?tab=games'));
    await act(() => router.navigate('/board/ks/finished/cpi?term=rope'));
    expect(beacon.mock.calls).toEqual([
      [PAGE_VIEW_URL, JSON.stringify({ page: 'studio' })],
      [PAGE_VIEW_URL, JSON.stringify({ page: 'knowledge-sharing' })],
    ]);
  });
});
