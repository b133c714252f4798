import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { resizeWindow } from '../../test/window';
import type { StudioMenuEntries } from '../studio-board/StudioMenu';
import type { AppHeaderTestQuery } from './__generated__/AppHeaderTestQuery.graphql';
import { AppHeader, type Platform } from './AppHeader';

const query = graphql`
  query AppHeaderTestQuery @relay_test_operation {
    viewer {
      ...AppHeader_viewer
    }
  }
`;

function Harness({ platform, studioMenu }: { platform: Platform; studioMenu?: StudioMenuEntries }) {
  const data = useLazyLoadQuery<AppHeaderTestQuery>(query, {});
  return data.viewer ? <AppHeader viewer={data.viewer} platform={platform} studioMenu={studioMenu} /> : null;
}

function renderHeader(platform: Platform, viewer: Record<string, unknown>, studioMenu?: StudioMenuEntries) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({
        email: 'someone@greenlight.test',
        permissions: [],
        isStaff: false,
        isHijack: false,
        darkMode: false,
        user: { name: 'Diego Alvarez' },
        impersonator: null,
        ...viewer,
      }),
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '*', Component: () => <Harness platform={platform} studioMenu={studioMenu} /> },
    ],
    { initialEntries: [platform === 'publishing' ? '/home' : '/board'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return router;
}

describe('AppHeader', () => {
  it('NAV-01 NAV-02 offers a publishing manager the switch to the studio platform', async () => {
    const router = renderHeader('publishing', { permissions: ['view_pm_interface', 'view_studio_interface'], isStaff: true });
    expect(screen.getByRole('tab', { name: 'Games' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publishing Platform' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Studio Platform' }));
    expect(router.state.location.pathname).toBe('/board');
  });

  it('NAV-03 offers a studio member without view_pm_interface Studio Admin in the dropdown, and no switch', async () => {
    const router = renderHeader('studio', { permissions: ['view_studio_interface'] });
    expect(screen.queryByRole('tab', { name: 'Games' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Studio Platform' }));
    await screen.findByRole('menuitem', { name: 'Studio Admin' });
    expect(screen.queryByRole('menuitem', { name: 'Publishing Platform' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Studio Admin' }));
    expect(router.state.location.pathname).toBe('/profile/studio');
  });

  it('NAV-01 PROF-16 the publishing dropdown switches to "Studio Platform" or "Studio Admin"; the profile menu holds my profile and log out', async () => {
    const router = renderHeader('publishing', { permissions: ['view_pm_interface', 'view_studio_interface'], isStaff: true });
    fireEvent.click(screen.getByRole('button', { name: 'Publishing Platform' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Studio Platform', 'Studio Admin']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Studio Admin' }));
    expect(router.state.location.pathname).toBe('/profile/studio');
    fireEvent.click(screen.getByRole('button', { name: /^Profile menu/ }));
    await screen.findByRole('menuitem', { name: 'my profile' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([expect.any(String), 'my profile', 'log out']);
  });

  it('NAV-02 a publishing user without view_studio_interface gets no dropdown', () => {
    renderHeader('publishing', { permissions: ['view_pm_interface'], isStaff: true });
    expect(screen.queryByRole('button', { name: 'Publishing Platform' })).toBeNull();
  });

  it('NAV-03 lets staff on the studio board switch back to the publishing platform', async () => {
    const router = renderHeader('studio', { permissions: ['view_pm_interface', 'view_studio_interface'], isStaff: true });
    fireEvent.click(screen.getByRole('button', { name: 'Studio Platform' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Publishing Platform' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('SB-12 the new-game button and the search sit in the studio header on the board only', () => {
    const entries = { createsTests: true, knowledgeSharing: false, academyLink: null };
    renderHeader('studio', { permissions: ['view_studio_interface', 'add_game'] }, entries);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Create a test' })).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: 'Search games' })).toBeTruthy();
    document.body.innerHTML = '';
    renderHeader('publishing', { permissions: ['view_pm_interface', 'add_game'] }, entries);
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Create a test' })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('combobox', { name: 'Search games' })).toBeNull();
    document.body.innerHTML = '';
    renderHeader('studio', { permissions: ['view_studio_interface'] }, { ...entries, createsTests: false });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Create a test' })).toBeNull();
  });

  it('PROF-16 has a profile menu with "my profile" and "log out"', async () => {
    const router = renderHeader('studio', { permissions: ['view_studio_interface'] });
    fireEvent.click(screen.getByRole('button', { name: /^Profile menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'log out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'my profile' }));
    expect(router.state.location.pathname).toBe('/profile/me');
  });

  it('issue 15 WCAG 2.5.3 the profile button\'s name holds the initials it shows', () => {
    renderHeader('studio', { permissions: ['view_studio_interface'] });
    const button = screen.getByRole('button', { name: /^Profile menu/ });
    const shown = button.textContent ?? '';
    expect(shown).toMatch(/^[A-Z]{1,2}$/);
    expect(button.getAttribute('aria-label')).toBe(`Profile menu ${shown}`);
  });

  it('NAV-08 IMP-11 shows the release banner during an impersonation, naming both people', () => {
    const router = renderHeader('studio', {
      permissions: ['view_studio_interface'],
      isHijack: true,
      impersonator: { name: 'Paula Marchetti' },
    });
    expect(screen.getByText('You are acting as Diego Alvarez (impersonated by Paula Marchetti).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    expect(router.state.location.pathname).toBe('/hijack-reset');
  });

  it('NOTIF-01 NAV-10 both headers hold the notifications bell with its unread count', () => {
    for (const platform of ['publishing', 'studio'] as const) {
      renderHeader(platform, { permissions: ['view_pm_interface', 'view_studio_interface'], unreadNotificationCount: 4 });
      const header = screen.getByRole('banner');
      expect(within(header).getByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
      document.body.innerHTML = '';
    }
  });

  it('ROUTE-31 styles the header of staff, and no banner outside an impersonation', () => {
    renderHeader('publishing', { permissions: ['view_pm_interface'], isStaff: true });
    const staff = document.querySelector('header')!.className;
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    document.body.innerHTML = '';
    renderHeader('publishing', { permissions: ['view_pm_interface'], isStaff: false });
    expect(document.querySelector('header')!.className).not.toBe(staff);
  });
});

describe('AppHeader on a phone', () => {
  const wide = window.innerWidth;
  afterEach(() => resizeWindow(wide));
  const menu = () => screen.getByRole('navigation', { name: 'Mobile menu' });

  it('MOB-07 MOB-02 below 700 px the publishing header opens a menu with Games, Studios and the platform switch', async () => {
    resizeWindow(390);
    const router = renderHeader('publishing', { permissions: ['view_pm_interface', 'view_studio_interface'] });
    expect(screen.queryByRole('tab', { name: 'Games' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publishing Platform' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu()).getByRole('link', { name: 'Games' }).getAttribute('href')).toBe('/home');
    expect(within(menu()).getByRole('link', { name: 'Studios' }).getAttribute('href')).toBe('/studios');
    expect(within(menu()).getByRole('link', { name: 'Studio Admin' }).getAttribute('href')).toBe('/profile/studio');
    fireEvent.click(within(menu()).getByRole('link', { name: 'Studio Platform' }));
    expect(router.state.location.pathname).toBe('/board');
    // Following a link closes the menu.
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).toBeNull();
  });

  it('MOB-08 below 700 px the studio header opens the board menu it is given: create, Home, CPI Tests, Knowledge sharing, Help center, Academy', async () => {
    resizeWindow(390);
    renderHeader('studio', { permissions: ['view_studio_interface'] }, {
      createsTests: true,
      knowledgeSharing: true,
      academyLink: 'https://academy.example/signed?token=1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu()).getByRole('button', { name: 'Create a test' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/board');
    expect(within(menu()).getByRole('link', { name: 'CPI Tests' }).getAttribute('href')).toBe('/board/mygames/in_progress/cpi');
    expect(within(menu()).getByRole('link', { name: 'Knowledge sharing' }).getAttribute('href')).toBe('/board/ks/finished/cpi');
    expect(within(menu()).getByRole('link', { name: 'Help center' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Academy' }).getAttribute('href')).toBe('https://academy.example/signed?token=1');
    // No platform switch without view_pm_interface; the search stays in the header.
    expect(within(menu()).queryByRole('link', { name: 'Publishing Platform' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Search games' })).toBeTruthy();
  });

  it('MOB-08 on a studio page without the board, the menu follows the permissions: no Knowledge sharing, E-learning', async () => {
    resizeWindow(390);
    renderHeader('studio', { permissions: ['view_studio_interface', 'view_pm_interface'] });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu()).queryByRole('link', { name: 'Knowledge sharing' })).toBeNull();
    expect(within(menu()).queryByRole('button', { name: 'Create a test' })).toBeNull();
    expect(within(menu()).getByRole('link', { name: 'E-learning' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Publishing Platform' }).getAttribute('href')).toBe('/home');
  });

  it('MOB-02 at 700 px the header is unchanged: tabs and platform switch, no menu button', () => {
    resizeWindow(700);
    renderHeader('publishing', { permissions: ['view_pm_interface', 'view_studio_interface'] });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Games' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publishing Platform' })).toBeTruthy();
  });
});
