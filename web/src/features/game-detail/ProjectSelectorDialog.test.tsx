import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ProjectSelectorDialog } from './ProjectSelectorDialog';

describe('ProjectSelectorDialog', () => {
  function renderSelector(onSubmit = vi.fn(async () => true)) {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => ({
      data: {
        studioProjects: [
          { id: 'project-1', projectId: 1, name: 'Merge saga', projectGameCount: 2, ios: null, android: { bundleId: 'com.one.merge', storeId: 'com.one.merge' }, games: [] },
          { id: 'project-2', projectId: 2, name: 'Idle farm', projectGameCount: 1, ios: null, android: { bundleId: 'com.one.farm', storeId: 'com.one.farm' }, games: [] },
          { id: 'project-3', projectId: 3, name: 'Merge legends', projectGameCount: 1, ios: null, android: { bundleId: 'com.one.merge', storeId: 'com.one.merge' }, games: [] },
        ],
      },
    }));
    renderInApp(
      <Suspense fallback={null}>
        <ProjectSelectorDialog studioId={3} currentProjectId={1} bundleId="com.one.merge" onClose={() => {}} onSubmit={onSubmit} />
      </Suspense>,
      { environment },
    );
    return { onSubmit, dialog: screen.getByRole('dialog', { name: 'Change project' }) };
  }

  it('ACT-36 moves the game to the project chosen among its studio\'s others, by its id', async () => {
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
});
