import { webLightTheme } from '@fluentui/react-components';
import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed, renderInApp } from '../../test/render';
import ProjectPageQuery, { type ProjectPageQuery as Query } from './__generated__/ProjectPageQuery.graphql';
import { ProjectPage } from './ProjectPage';

async function renderProject(project: Record<string, unknown> | null) {
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

  it('PROJ-03 issue 15 links its games in the theme\'s link colour, readable in dark mode', async () => {
    await renderProject({
      id: 'project',
      name: 'Merge world',
      canEdit: false,
      projectGameCount: 1,
      games: [{ id: 'game', gameId: 12, name: 'Merge Kingdom', disabled: false, iconUrl: null, platform: 'IOS', isCtr: false, adNetworks: [], last: { cpi: null, d1: null, d3Playtime: null } }],
    });
    const [link] = screen.getAllByRole('link', { name: 'Merge Kingdom' });
    expect(getComputedStyle(link!).color).toBe(webLightTheme.colorBrandForegroundLink);
  });
});
