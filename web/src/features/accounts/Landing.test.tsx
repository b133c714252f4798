// The root page `/` as routes.tsx declares it: its loader asks for the user, the page
// then sends them where their permissions say.
import { render, screen } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import LandingQuery from './__generated__/LandingQuery.graphql';
import { Landing } from './Landing';

type Viewer = { id: string; permissions: string[]; studiosDeactivated: boolean } | null;

function renderRoot(viewer: Viewer) {
  const environment = createMockEnvironment();
  const asked: string[] = [];
  const loader = () => {
    const reference = loadQuery(environment, LandingQuery, {}, { fetchPolicy: 'network-only' });
    const operation = environment.mock.findOperation((pending) => pending.request.node.params.name === 'LandingQuery');
    asked.push(operation.request.node.params.name);
    environment.mock.resolve(operation, { data: { viewer, learningPlatformLink: null } });
    return reference;
  };
  const page = (name: string) => () => <p>{name}</p>;
  const router = createMemoryRouter(
    [
      { path: '/', loader, Component: Landing, HydrateFallback: () => null },
      { path: '/home', Component: page('games list') },
      { path: '/board', Component: page('studio board') },
      { path: '/login', Component: page('login') },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { router, asked };
}

describe('Landing', () => {
  it('ROUTE-02 the root reads the user first, then sends a publishing manager to the games list', async () => {
    const { router, asked } = renderRoot({ id: 'viewer-1', permissions: ['view_pm_interface', 'view_studio_interface'], studiosDeactivated: false });
    expect(await screen.findByText('games list')).toBeTruthy();
    expect(asked).toEqual(['LandingQuery']);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('ROUTE-02 PERM-06 view_studio_interface lands on the studio board', async () => {
    const { router } = renderRoot({ id: 'viewer-1', permissions: ['view_studio_interface', 'add_game'], studiosDeactivated: false });
    expect(await screen.findByText('studio board')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/board');
  });

  it('AUTH-16 a user the gateway could not read (GET /v1/me refused: the session ended) goes to the login page', async () => {
    const { router } = renderRoot(null);
    expect(await screen.findByText('login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
