import { act, fireEvent, screen, within } from '@testing-library/react';
import { BUDGET_UPDATE_FAILED } from '@greenlight/rules';
import { Suspense } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed, renderInApp } from '../../test/render';
import { CampaignSettingsDialog } from './CampaignSettingsDialog';

const GAME_ID = 'R2FtZToxMg==';

function renderSettings(settings: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Game: () => ({
        id: GAME_ID,
        campaignSettings: {
          budgets: [
            { network: 'FACEBOOK', budget: 60, isManuallySet: false, recommendedByVideoCount: 60 },
            { network: 'SNAPCHAT', budget: 40, isManuallySet: false, recommendedByVideoCount: 40 },
          ],
          minDailyBudget: 40,
          maxDailyBudget: 300,
          budgetStep: 10,
          isBudgetReadOnly: false,
          currentCampaignDuration: 7,
          minCampaignDuration: 4,
          maxCampaignDuration: 14,
          isDurationReadOnly: false,
          ...settings,
        },
      }),
    }),
  );
  renderInApp(
    <Suspense fallback={null}>
      <CampaignSettingsDialog gameId={GAME_ID} onClose={() => {}} />
    </Suspense>,
    { environment },
  );
  return { environment, dialog: screen.getByRole('dialog', { name: 'Campaign settings' }) };
}

/** Types into a spin button and leaves it, as the user commits a value. */
const enter = (label: RegExp, value: string) => {
  const input = screen.getByRole('spinbutton', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const saveButtons = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: 'Save' }) as HTMLButtonElement[];

describe('CampaignSettingsDialog', () => {
  it('GD-24 GD-28 shows each network\'s daily budget and the duration within their bounds', () => {
    const { dialog } = renderSettings();
    expect((screen.getByRole('spinbutton', { name: /Facebook daily budget/ }) as HTMLInputElement).value).toBe('60');
    expect((screen.getByRole('spinbutton', { name: /Snapchat daily budget/ }) as HTMLInputElement).value).toBe('40');
    expect(within(dialog).getAllByText('Between $40 and $300, in steps of $10')).toHaveLength(2);
    expect(within(dialog).getByText('Between 4 and 14 days')).toBeTruthy();
    // Nothing changed: nothing to save.
    expect(saveButtons(dialog).map((button) => button.disabled)).toEqual([true, true, true]);
  });

  it('GD-28 refuses a budget off the $10 steps or out of bounds, and saves one within them', () => {
    const { environment, dialog } = renderSettings();
    enter(/Facebook daily budget/, '65');
    expect(within(dialog).getByText('The daily budget moves in steps of $10')).toBeTruthy();
    expect(saveButtons(dialog)[0]!.disabled).toBe(true);
    enter(/Facebook daily budget/, '310');
    expect(within(dialog).getByText('The daily budget must be between $40 and $300')).toBeTruthy();
    enter(/Facebook daily budget/, '120');
    expect(saveButtons(dialog)[0]!.disabled).toBe(false);
    fireEvent.click(saveButtons(dialog)[0]!);
    expect(operationsNamed(environment, 'CampaignSettingsDialogBudgetMutation')[0]?.request.variables).toEqual({
      gameId: GAME_ID,
      network: 'FACEBOOK',
      budget: 120,
    });
  });

  it('GD-28 keeps the duration between its bounds, and saves it', () => {
    const { environment, dialog } = renderSettings();
    enter(/Campaign duration/, '20');
    expect(within(dialog).getByText('The campaign lasts between 4 and 14 days')).toBeTruthy();
    enter(/Campaign duration/, '10');
    fireEvent.click(saveButtons(dialog)[2]!);
    expect(operationsNamed(environment, 'CampaignSettingsDialogDurationMutation')[0]?.request.variables).toEqual({ gameId: GAME_ID, days: 10 });
  });

  it('GD-28 shows read-only settings without a Save', () => {
    const { dialog } = renderSettings({ isBudgetReadOnly: true, isDurationReadOnly: true });
    expect((screen.getByRole('spinbutton', { name: /Facebook daily budget/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getAllByText('Read-only for this campaign')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('GD-24 shows under the budget why the gateway refused it', async () => {
    const { environment, dialog } = renderSettings();
    enter(/Snapchat daily budget/, '50');
    fireEvent.click(saveButtons(dialog)[1]!);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('down')));
    expect(within(dialog).getByText(BUDGET_UPDATE_FAILED)).toBeTruthy();
  });
});
