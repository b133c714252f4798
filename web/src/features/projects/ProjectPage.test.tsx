import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../app-shell/notifications';
import { operationsNamed, renderInApp } from '../../test/render';
import { resizeWindow } from '../../test/window';
import ProjectPageQuery, { type ProjectPageQuery as Query } from './__generated__/ProjectPageQuery.graphql';
import { ProjectPage } from './ProjectPage';

const PROJECT = {
  id: 'project',
  name: 'Merge world',
  canEdit: false,
  projectGameCount: 1,
  games: [{ id: 'game', gameId: 12, name: 'Merge Kingdom', disabled: false, iconUrl: null, platform: 'IOS', isCtr: false, adNetworks: [], last: { cpi: null, d1: null, d3Playtime: null } }],
};

function projectQuery(project: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<Query>(environment, ProjectPageQuery, { projectId: 49 });
  const [operation] = operationsNamed(environment, 'ProjectPageQuery');
  environment.mock.resolve(
    operation!,
    MockPayloadGenerator.generate(operation!, {
      Viewer: () => ({ permissions: ['view_studio_interface'], studios: [], darkMode: false }),
      Query: () => ({ generalAlert: null, learningPlatformLink: null, project }),
    }),
  );
  return { environment, queryRef };
}

function Elsewhere() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

async function renderProject(project: Record<string, unknown> | null) {
  const { environment, queryRef } = projectQuery(project);
  await act(async () => {
    renderInApp(<ProjectPage queryRef={queryRef} />, { environment, path: '/board/project/49' });
  });
}

describe('ProjectPage', () => {
  it('PROJ-02 ROUTE-28 issue 15 a missing project, or another studio\'s, is the not-found page inside the board', async () => {
    await renderProject(null);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Studio board' })).toBeTruthy();
  });

  it('SB-14 PROJ-02 the board\'s sub=project shows the project\'s page inside the studio board: its menu, the name and the games', async () => {
    await renderProject(PROJECT);
    expect(screen.getByRole('navigation', { name: 'Studio board' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Merge world' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Games of the project' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Merge Kingdom' }).length).toBeGreaterThan(0);
  });

  it('MOB-14 MOB-15 ERR-18 at 768 px or less cards replace the table, and a missing value reads n/a on them, - in the table', async () => {
    const width = window.innerWidth;
    try {
      resizeWindow(390);
      await renderProject(PROJECT);
      expect(screen.queryByRole('table', { name: 'Games of the project' })).toBeNull();
      const table = document.querySelector('table')!;
      expect(screen.getByText('CPI n/a')).toBeTruthy();
      expect(screen.getByText('D1 n/a')).toBeTruthy();
      expect(screen.getByText('D3 playtime n/a')).toBeTruthy();
      expect([...table.querySelectorAll('td')].some((cell) => cell.textContent === '-')).toBe(true);
    } finally {
      resizeWindow(width);
    }
  });

  it('issue 15 links its games in the theme\'s link colour, readable in dark mode', async () => {
    await renderProject(PROJECT);
    const [link] = screen.getAllByRole('link', { name: 'Merge Kingdom' });
    expect(getComputedStyle(link!).color).toBe(webLightTheme.colorBrandForegroundLink);
  });

  it('PROJ-03 the header\'s back arrow returns to the page the project was opened from', async () => {
    const { environment, queryRef } = projectQuery(PROJECT);
    // The browser has somewhere to go back to (the arrow's own condition).
    if (window.history.length < 2) window.history.pushState(null, '', window.location.href);
    const router = createMemoryRouter(
      [
        { path: '/board/project/:projectId', element: <ProjectPage queryRef={queryRef} /> },
        { path: '*', Component: Elsewhere },
      ],
      { initialEntries: ['/board/mygames/in_testing/cpi', '/board/project/49'], initialIndex: 1 },
    );
    await act(async () => {
      render(
        <RelayEnvironmentProvider environment={environment}>
          <FluentProvider theme={webLightTheme}>
            <AppToaster />
            <RouterProvider router={router} />
          </FluentProvider>
        </RelayEnvironmentProvider>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Merge world' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('At /board/mygames/in_testing/cpi')).toBeTruthy();
  });
});
