import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The menus' code fails to load the first time it is asked for (offline, or a chunk a deployment replaced).
const load = vi.hoisted(() => ({ fails: true }));
vi.mock('./HeaderMenus', async (importOriginal) => {
  if (load.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('issue 17 the header menus loaded on demand', () => {
  it('PROF-16 a click before the menus loaded opens the profile menu once they do; a failed load leaves the button, and the next click loads them', async () => {
    const { OnDemandMenu } = await import('./OnDemandMenu');
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => (
            <OnDemandMenu
              trigger={<Button aria-haspopup="menu" aria-label="Profile menu DA" />}
              render={({ ProfileMenu }, trigger, defaultOpen) => (
                <ProfileMenu trigger={trigger} defaultOpen={defaultOpen} name="Diego Alvarez" email="diego@studio-one.test" />
              )}
            />
          ),
        },
      ],
      { initialEntries: ['/board'] },
    );
    render(
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Profile menu DA' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The code did not load: the button stays, with no menu and no error on the page.
    expect(screen.getByRole('button', { name: 'Profile menu DA' })).toBeTruthy();
    expect(screen.queryByRole('menuitem')).toBeNull();

    load.fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Profile menu DA' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'my profile' }));
    expect(router.state.location.pathname).toBe('/profile/me');
    // PROF-16: the profile menu holds my profile and log out; Studio Admin is in the platform dropdown.
    expect(screen.queryByRole('menuitem', { name: 'Studio Admin' })).toBeNull();
  });
});
