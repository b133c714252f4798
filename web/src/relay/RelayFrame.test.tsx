import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANGED_KEY, sessionChanged } from '../features/accounts/session';
import { RelayFrame } from './RelayFrame';

function renderSignedInPage() {
  const router = createMemoryRouter([{ Component: RelayFrame, children: [{ path: '/home', Component: () => <p>games list</p> }] }], {
    initialEntries: ['/home'],
  });
  render(<RouterProvider router={router} />);
}

describe('RelayFrame', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // What the frame noted of this page goes with the test.
    sessionChanged();
    localStorage.clear();
  });

  it('AUTH-22 a session\'s page loads again when another tab of the browser signs in or out: the earlier user\'s choices do not carry over', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderSignedInPage();
    await screen.findByText('games list');
    window.dispatchEvent(new StorageEvent('storage', { key: 'greenlight.darkMode', newValue: 'true' }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: 'another sign-in' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('AUTH-22 notes that this page showed a session, for the next sign-in to land afresh', async () => {
    renderSignedInPage();
    await screen.findByText('games list');
    expect(sessionChanged()).toBe(true);
  });
});
