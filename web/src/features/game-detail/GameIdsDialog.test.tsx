import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, toastsWith } from '../../test/render';
import type { GameIdsDialogTestQuery } from './__generated__/GameIdsDialogTestQuery.graphql';
import { COPIED_MESSAGE, GameIdsDialog } from './GameIdsDialog';

const query = graphql`
  query GameIdsDialogTestQuery @relay_test_operation {
    game(gameId: 12) {
      ...GameIdsDialog_game
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<GameIdsDialogTestQuery>(query, {});
  return data.game ? <GameIdsDialog game={data.game} onClose={() => {}} /> : null;
}

describe('GameIdsDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('GD-19 GD-20 lists the game\'s identifiers, - for a missing one, and copies one with a toast', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Game: () => ({ gameId: 12, storeId: 'com.one.merge', bundleId: null, gameAnalyticsId: '1000001', facebookCampaignId: null, linkedCampaignId: null, studio: { studioId: 3 } }),
      }),
    );
    renderInApp(<Harness />, { environment });
    const table = screen.getByRole('table', { name: 'Game IDs' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Game ID', '12'],
      ['Studio ID', '3'],
      ['Store ID', 'com.one.merge'],
      ['Bundle ID', '-'],
      ['GameAnalytics ID', '1000001'],
      ['Facebook campaign ID', '-'],
    ]);
    expect(within(table).queryByRole('button', { name: 'Copy Bundle ID' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(table).getByRole('button', { name: 'Copy Store ID' }));
    });
    expect(writeText).toHaveBeenCalledWith('com.one.merge');
    expect(toastsWith(COPIED_MESSAGE)).toHaveLength(1);
  });

  it('FMT-13 GD-20 the copy toast lasts 2 s, the "Copied" tooltip 1 s', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, { Game: () => ({ gameId: 12, storeId: 'com.one.merge', studio: { studioId: 3 } }) }),
    );
    renderInApp(<Harness />, { environment });
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy Store ID' }));
      });
      expect(screen.getByRole('tooltip').textContent).toBe('Copied');
      // Fluent counts a toast's time with a timer element (its CSS animation, which happy-dom does not run).
      const [toast] = toastsWith(COPIED_MESSAGE);
      expect(toast?.parentElement?.querySelector<HTMLElement>('[data-timer-status]')?.style.animationDuration).toBe('2000ms');
      act(() => vi.advanceTimersByTime(999));
      expect(screen.getByRole('tooltip').textContent).toBe('Copied');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('GD-19 issue 15 shows the Facebook campaign of the game\'s Ads Manager link', () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Game: () => ({ gameId: 12, facebookCampaignId: 'sim-facebook-9', linkedCampaignId: null, studio: { studioId: 3 } }),
      }),
    );
    renderInApp(<Harness />, { environment });
    const row = within(screen.getByRole('table', { name: 'Game IDs' })).getByRole('row', { name: /Facebook campaign ID/ });
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('sim-facebook-9');
    expect(within(row).getByRole('button', { name: 'Copy Facebook campaign ID' })).toBeTruthy();
  });
});
