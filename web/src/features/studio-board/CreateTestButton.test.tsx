import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { panelTarget } from '../game-detail/panelTarget';
import { renderInApp } from '../../test/render';
import { CreateTestButton } from './CreateTestButton';

function Location() {
  const { search } = useLocation();
  return <output aria-label="search">{search}</output>;
}

describe('CreateTestButton', () => {
  it('NAV-09 the new-game button opens the game panel on a fresh submission (gameid=new), with the name asked', async () => {
    renderInApp(
      <>
        <CreateTestButton placement="header" />
        <Location />
      </>,
      { path: '/board/mygames/in_progress/cpi?game=12', permissions: ['add_game'] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create a test' }));
    const name = await screen.findByRole('textbox', { name: /Test name/ });
    fireEvent.change(name, { target: { value: '  Tiny Tower ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('?gameid=new&name=Tiny+Tower'));
    const search = new URLSearchParams(screen.getByRole('status', { name: 'search' }).textContent ?? '');
    expect(panelTarget(search)).toEqual({ kind: 'new' });
  });
});
