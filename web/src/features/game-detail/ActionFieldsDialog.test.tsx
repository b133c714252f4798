import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { GameActionId } from '@greenlight/rules';
import { renderInApp } from '../../test/render';
import { ActionFieldsDialog } from './ActionFieldsDialog';
import type { FieldError } from './gameAction';

interface Field {
  param: string;
  type: string;
  required?: boolean;
  value?: unknown;
  options?: { value: string; label: string; group?: string | null }[];
}

type Submit = (fields: Readonly<Record<string, unknown>>, onFieldErrors: (errors: readonly FieldError[]) => boolean) => Promise<boolean>;

/** The dialog of `action`, its fields answered by the gateway as `fields`. */
function renderDialog(action: GameActionId, fields: Field[], onSubmit: Submit = vi.fn<Submit>(async () => true)) {
  const environment = createMockEnvironment();
  const asked: Record<string, unknown>[] = [];
  environment.mock.queueOperationResolver((operation) => {
    asked.push(operation.request.variables);
    return {
      data: {
        gameActionFields: {
          __typename: 'GameActionFieldsSuccess',
          data: fields.map(({ required = true, value = null, options = [], ...field }) => ({
            ...field,
            required,
            value: value === null ? null : JSON.stringify(value),
            options: options.map((option) => ({ group: null, ...option })),
          })),
        },
      },
    };
  });
  const onClose = vi.fn();
  const rendered = renderInApp(<ActionFieldsDialog gameId="R2FtZToxMg==" action={action} onClose={onClose} onSubmit={onSubmit} />, { environment });
  return { ...rendered, onSubmit, onClose, asked };
}

const confirm = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  });
};

const choose = (combobox: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe('ActionFieldsDialog', () => {
  it('ACT-08 asks the gateway for the action\'s fields, named as its enum', () => {
    const { asked } = renderDialog('assign_ga_slot', [{ param: 'gameAnalyticsId', type: 'string', value: '1000001' }]);
    expect(asked).toEqual([{ gameId: 'R2FtZToxMg==', action: 'ASSIGN_GA_SLOT' }]);
    expect(screen.getByRole('dialog', { name: 'Change GA Slot' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /New GameAnalytics ID/ }) as HTMLInputElement).value).toBe('1000001');
  });

  it('GD-22 Change GA Slot needs a value, and sends it trimmed', async () => {
    const { onSubmit, onClose } = renderDialog('assign_ga_slot', [{ param: 'gameAnalyticsId', type: 'string', value: null }]);
    await confirm();
    expect(within(screen.getByRole('dialog')).getByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /New GameAnalytics ID/ }), { target: { value: ' 1000042 ' } });
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith({ gameAnalyticsId: '1000042' }, expect.any(Function));
    expect(onClose).toHaveBeenCalled();
  });

  it('ACT-39 shows a refused field\'s message under it, until it changes', async () => {
    const onSubmit = vi.fn<Submit>(async (_fields, onFieldErrors) => {
      onFieldErrors([{ path: 'gameAnalyticsId', message: 'This analytics id was not created through the platform.' }]);
      return false;
    });
    const { onClose } = renderDialog('assign_ga_slot', [{ param: 'gameAnalyticsId', type: 'string', value: '999999' }], onSubmit);
    await confirm();
    expect(screen.getByText('This analytics id was not created through the platform.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /New GameAnalytics ID/ }), { target: { value: '1000001' } });
    expect(screen.queryByText('This analytics id was not created through the platform.')).toBeNull();
  });

  it('ACT-18 rejects a game for the reason chosen, sent as the gateway\'s enum', async () => {
    const { onSubmit } = renderDialog('reject_game', [
      {
        param: 'reason',
        type: 'select',
        options: [
          { value: 'already_tested', label: 'Already tested' },
          { value: 'existing_game', label: 'Existing game' },
        ],
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Reject game' })).toBeTruthy();
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    choose('Reason', 'Existing game');
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'EXISTING_GAME' }, expect.any(Function));
  });

  it('GD-25 ACT-35 links a Facebook campaign chosen from the studio\'s, as choice.facebook', async () => {
    const { onSubmit } = renderDialog('test_studio_campaign', [
      { param: 'choice', type: 'select', options: [{ value: 'cmp-7', label: 'Spring push', group: 'facebook' }] },
    ]);
    expect(screen.getByRole('dialog', { name: 'Link your campaign' })).toBeTruthy();
    choose('Facebook campaign', 'Spring push');
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith({ choice: { facebook: 'cmp-7' } }, expect.any(Function));
  });

  it('TAG-02 TAG-03 TAG-04 Set game genre needs one genre of every category and sends their ids', async () => {
    const { onSubmit } = renderDialog('set_game_genres', [
      {
        param: 'genres',
        type: 'integer[]',
        value: [2],
        options: [
          { value: '1', label: 'Puzzle', group: 'Gameplay' },
          { value: '2', label: 'Idle', group: 'Gameplay' },
          { value: '5', label: 'Fantasy', group: 'Theme' },
        ],
      },
    ]);
    // The game's genre of a category is chosen already (its current value).
    expect(screen.getByRole('combobox', { name: 'Gameplay' }).textContent).toContain('Idle');
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(screen.getByRole('dialog')).getAllByText('This field is required').length).toBeGreaterThan(0);
    choose('Theme', 'Fantasy');
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith({ genres: [2, 5] }, expect.any(Function));
  });

  it('FBK-10 SUB-CAMP-14 a changelog needs its category and its details: a half-filled one is not sent, the missing half named', async () => {
    const { onSubmit } = renderDialog('request_testing', [{ param: 'changelogs', type: 'changelogs', required: false, value: [] }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'What changed' }), { target: { value: '  Shorter tutorial ' } });
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'What changed' }), { target: { value: '' } });
    await confirm();
    expect(onSubmit).toHaveBeenLastCalledWith({ changelogs: [] }, expect.any(Function));
  });

  it('SUB-CAMP-15 the Request testing dialog has the Facebook App ID field, sent trimmed', async () => {
    const { onSubmit } = renderDialog('request_testing', [
      { param: 'changelogs', type: 'changelogs', required: false, value: [] },
      { param: 'facebookAppId', type: 'string', required: false, value: '123456789012345' },
    ]);
    const appId = screen.getByRole('textbox', { name: 'Facebook App ID' }) as HTMLInputElement;
    expect(appId.value).toBe('123456789012345');
    fireEvent.change(appId, { target: { value: ' 9876543210987654 ' } });
    await confirm();
    expect(onSubmit).toHaveBeenLastCalledWith({ changelogs: [], facebookAppId: '9876543210987654' }, expect.any(Function));
  });

  it('FBK-02 FBK-11 sends the changelog\'s category as the gateway\'s enum, its details trimmed', async () => {
    const { onSubmit } = renderDialog('request_testing', [{ param: 'changelogs', type: 'changelogs', required: false, value: [] }]);
    choose('Changelog category', 'content level design');
    fireEvent.change(screen.getByRole('textbox', { name: 'What changed' }), { target: { value: '  Shorter tutorial ' } });
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith({ changelogs: [{ category: 'CONTENT_LEVEL_DESIGN', details: 'Shorter tutorial' }] }, expect.any(Function));
  });
});
