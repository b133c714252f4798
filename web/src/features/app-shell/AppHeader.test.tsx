import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { AppHeaderTestQuery } from './__generated__/AppHeaderTestQuery.graphql';
import { AppHeader, type Platform } from './AppHeader';

const query = graphql`
  query AppHeaderTestQuery @relay_test_operation {
    viewer {
      ...AppHeader_viewer
    }
  }
`;

function Harness({ platform }: { platform: Platform }) {
  const data = useLazyLoadQuery<AppHeaderTestQuery>(query, {});
  return data.viewer ? <AppHeader viewer={data.viewer} platform={platform} /> : null;
}

function renderHeader(platform: Platform, viewer: Record<string, unknown>) {
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
      { path: '*', Component: () => <Harness platform={platform} /> },
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

  it('NAV-03 offers no switch to a studio member without view_pm_interface', () => {
    renderHeader('studio', { permissions: ['view_studio_interface'] });
    expect(screen.queryByRole('button', { name: 'Studio Platform' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Games' })).toBeNull();
  });

  it('NAV-03 lets staff on the studio board switch back to the publishing platform', async () => {
    const router = renderHeader('studio', { permissions: ['view_pm_interface', 'view_studio_interface'], isStaff: true });
    fireEvent.click(screen.getByRole('button', { name: 'Studio Platform' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Publishing Platform' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('PROF-16 has a profile menu with "my profile" and "log out"', async () => {
    const router = renderHeader('studio', { permissions: ['view_studio_interface'] });
    fireEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'log out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'my profile' }));
    expect(router.state.location.pathname).toBe('/profile/me');
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

  it('NOTIF-01 both headers hold the notifications bell with its unread count', () => {
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
