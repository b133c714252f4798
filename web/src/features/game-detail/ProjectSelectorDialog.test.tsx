import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ProjectSelectorDialog } from './ProjectSelectorDialog';

describe('ProjectSelectorDialog', () => {
  const PROJECTS = [
    { id: 'project-1', projectId: 1, name: 'Merge saga', projectGameCount: 2, ios: null, android: { bundleId: 'com.one.merge', storeId: 'com.one.merge' }, games: [] },
    { id: 'project-2', projectId: 2, name: 'Idle farm', projectGameCount: 1, ios: null, android: { bundleId: 'com.one.farm', storeId: 'com.one.farm' }, games: [] },
    { id: 'project-3', projectId: 3, name: 'Merge legends', projectGameCount: 1, ios: null, android: { bundleId: 'com.one.merge', storeId: 'com.one.merge' }, games: [] },
  ];

  function renderSelector(onSubmit = vi.fn(async () => true), studioProjects: unknown[] = PROJECTS) {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => ({ data: { studioProjects } }));
    renderInApp(
      <Suspense fallback={null}>
        <ProjectSelectorDialog studioId={3} currentProjectId={1} bundleId="com.one.merge" onClose={() => {}} onSubmit={onSubmit} />
      </Suspense>,
      { environment },
    );
    return { onSubmit, dialog: screen.getByRole('dialog', { name: 'Change project' }) };
  }

  it('ACT-36 PROJ-20 moves the game to the project chosen among its studio\'s others, by its id; none chosen, it asks for one', async () => {
    const { onSubmit, dialog } = renderSelector();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(within(dialog).getByText('Choose a project')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('combobox'));
    // The current project is not offered (PROJ-17).
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Idle farm'), expect.stringContaining('Merge legends')]);
    fireEvent.click(screen.getByRole('option', { name: /Merge legends/ }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({ projectId: 3 });
  });

  it('PROJ-18 shows a single-game project\'s icon, a folder with the game count for a project of several games', async () => {
    const game = (iconUrl: string | null) => ({ iconUrl });
    renderSelector(undefined, [
      { ...PROJECTS[1], games: [game('/media/farm-icon')] },
      { ...PROJECTS[2], projectGameCount: 3, games: [game('/media/merge-icon'), game(null), game(null)] },
    ]);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Change project' })).getByRole('combobox'));
    const single = screen.getByRole('option', { name: /Idle farm/ });
    expect(single.querySelector('img')?.getAttribute('src')).toBe('/media/farm-icon');
    expect(within(single).queryByLabelText(/games$/)).toBeNull();
    const several = screen.getByRole('option', { name: /Merge legends/ });
    expect(several.querySelector('img')).toBeNull();
    expect(within(several).getByLabelText('3 games').textContent).toContain('3');
  });

  it('PROJ-19 the chosen project shows its bundle id and store id, the iOS ones when it has them, else Android\'s; the choice sends its id', async () => {
    const onSubmit = vi.fn(async () => true);
    renderSelector(onSubmit, [
      { ...PROJECTS[1], ios: { bundleId: 'com.one.farm.ios', storeId: '1234567890' }, android: { bundleId: 'com.one.farm', storeId: 'com.one.farm' } },
      PROJECTS[2],
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Change project' });
    fireEvent.click(within(dialog).getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: /Idle farm/ }));
    expect(within(dialog).getByText('Bundle id com.one.farm.ios, store id 1234567890')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: /Merge legends/ }));
    expect(within(dialog).getByText('Bundle id com.one.merge, store id com.one.merge')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({ projectId: 3 });
  });
});
