import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { STUDIO_ACCESS_DEACTIVATED } from '@greenlight/rules';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import DeactivatedPageQuery from './__generated__/DeactivatedPageQuery.graphql';
import { DeactivatedPage } from './DeactivatedPage';

/** `/deactivated` as routes.tsx declares it, its query answered with this viewer. */
function renderPage(viewer: { studiosDeactivated: boolean; studios: { studioName: string }[] } | null) {
  const environment = createMockEnvironment();
  const loader = () => {
    const reference = loadQuery(environment, DeactivatedPageQuery, {}, { fetchPolicy: 'network-only' });
    const operation = environment.mock.findOperation((pending) => pending.request.node.params.name === 'DeactivatedPageQuery');
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Query: () => ({ viewer }), Viewer: () => viewer ?? {} }));
    return reference;
  };
  const router = createMemoryRouter(
    [
      { path: '/deactivated', loader, Component: DeactivatedPage, HydrateFallback: () => null },
      { path: '/logout', Component: () => <p>signing out</p> },
      { path: '/login', Component: () => <p>login page</p> },
      { path: '/', Component: () => <p>root</p> },
    ],
    { initialEntries: ['/deactivated'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { router };
}

describe('DeactivatedPage', () => {
  it('BE-STU-02 a member of a deactivated studio reads which studio and why, with no way in but signing out', async () => {
    const { router } = renderPage({ studiosDeactivated: true, studios: [{ studioName: 'Lucky Otter Studio' }] });
    expect(await screen.findByRole('heading', { name: 'Lucky Otter Studio is deactivated' })).toBeTruthy();
    expect(screen.getByText(STUDIO_ACCESS_DEACTIVATED)).toBeTruthy();
    // No header, board, academy or help centre link: the member lost them all.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('BE-STU-02 once the studio is reactivated the page sends the member back to the root, which lands them on the board', async () => {
    const { router } = renderPage({ studiosDeactivated: false, studios: [{ studioName: 'Lucky Otter Studio' }] });
    expect(await screen.findByText('root')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('AUTH-18 without a session, to the login page', async () => {
    renderPage(null);
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
