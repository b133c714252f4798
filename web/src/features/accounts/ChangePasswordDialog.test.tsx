import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  FIELD_REQUIRED,
  PASSWORD_CHANGE_MISMATCH,
  PASSWORD_CHANGED,
  PASSWORD_HINT_DIGIT,
  PASSWORD_HINT_LOWERCASE,
  PASSWORD_HINT_MIN_LENGTH,
  PASSWORD_HINT_UPPERCASE,
  RESET_TOO_LONG_PASSWORD,
  RESET_WRONG_PASSWORD,
} from '@greenlight/rules';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../app-shell/notifications';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <ChangePasswordDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <Harness />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment };
}

const current = () => screen.getByLabelText(/^Current password/) as HTMLInputElement;
const newPassword = () => screen.getByLabelText(/^New password/) as HTMLInputElement;
const confirm = () => screen.getByLabelText(/^Confirm password/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
const gauge = () => screen.getByRole('progressbar');
const hint = (message: string) => screen.getByText(message).closest('li') as HTMLElement;

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

function fillValid(currentPassword = 'Old-pass-1', next = 'New-pass-2') {
  type(current(), currentPassword);
  type(newPassword(), next);
  type(confirm(), next);
}

describe('ChangePasswordDialog', () => {
  it('PROF-04 has the current, new and confirm fields and a strength gauge', () => {
    renderDialog();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(current().type).toBe('password');
    expect(newPassword().type).toBe('password');
    expect(confirm().type).toBe('password');
    expect(screen.getByRole('progressbar', { name: 'Strength: weak' })).toBeTruthy();
  });

  it('PROF-05 needs all three: submit stays disabled and each left-empty field says so', () => {
    renderDialog();
    expect(submit().disabled).toBe(true);
    for (const input of [current(), newPassword(), confirm()]) fireEvent.blur(input);
    expect(screen.getAllByText(FIELD_REQUIRED)).toHaveLength(3);
    type(newPassword(), 'New-pass-2');
    type(confirm(), 'New-pass-2');
    expect(submit().disabled).toBe(true);
    type(current(), 'Old-pass-1');
    expect(submit().disabled).toBe(false);
  });

  it('PROF-06 PROF-08..11 mark each hint met or not as the new password is typed', () => {
    renderDialog();
    const hints = [PASSWORD_HINT_MIN_LENGTH, PASSWORD_HINT_LOWERCASE, PASSWORD_HINT_UPPERCASE, PASSWORD_HINT_DIGIT];
    const state = () => hints.map((message) => hint(message).dataset.met);
    expect(state()).toEqual(['false', 'false', 'false', 'false']);
    expect(hint(PASSWORD_HINT_DIGIT).textContent).toBe(`Not met: ${PASSWORD_HINT_DIGIT}`);
    type(newPassword(), 'abc');
    expect(state()).toEqual(['false', 'true', 'false', 'false']);
    type(newPassword(), 'abcD');
    expect(state()).toEqual(['false', 'true', 'true', 'false']);
    type(newPassword(), 'abcD1');
    expect(state()).toEqual(['false', 'true', 'true', 'true']);
    type(newPassword(), 'abcD1xyz');
    expect(state()).toEqual(['true', 'true', 'true', 'true']);
    expect(hint(PASSWORD_HINT_DIGIT).textContent).toBe(`Met: ${PASSWORD_HINT_DIGIT}`);
  });

  it('PROF-06 keeps submit disabled while a hint is unmet or the password is over 100 characters', () => {
    renderDialog();
    fillValid('Old-pass-1', 'abcdefg1');
    expect(submit().disabled).toBe(true);
    const tooLong = `Ab1${'x'.repeat(98)}`;
    fillValid('Old-pass-1', tooLong);
    fireEvent.blur(newPassword());
    expect(screen.getByText(RESET_TOO_LONG_PASSWORD)).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fillValid('Old-pass-1', 'Abcdefg1');
    expect(submit().disabled).toBe(false);
  });

  it.each([
    ['', 0, 'weak'],
    ['abcdefgh', 25, 'weak'],
    ['Abcdefgh', 50, 'fair'],
    ['Abcdefg1', 75, 'good'],
    ['Abcdefg1!', 100, 'strong'],
  ])('PROF-12 rates "%s" at %i percent (%s)', (password, percent, name) => {
    renderDialog();
    type(newPassword(), password);
    expect(gauge().getAttribute('aria-valuenow')).toBe(String(percent));
    expect(screen.getByRole('progressbar', { name: `Strength: ${name}` })).toBeTruthy();
  });

  it('PROF-07 says "New and confirm password are not the same :/" while they differ', () => {
    renderDialog();
    fillValid('Old-pass-1', 'New-pass-2');
    type(confirm(), 'New-pass-3');
    expect(screen.getByText(PASSWORD_CHANGE_MISMATCH)).toBeTruthy();
    expect(PASSWORD_CHANGE_MISMATCH).toBe('New and confirm password are not the same :/');
    expect(submit().disabled).toBe(true);
    type(confirm(), 'New-pass-2');
    expect(screen.queryByText(PASSWORD_CHANGE_MISMATCH)).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('PROF-13 PROF-15 sends the current and new passwords, closes and says it is done', async () => {
    const { environment } = renderDialog();
    fillValid();
    fireEvent.click(submit());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ChangePasswordDialogMutation');
    expect(operation.request.variables).toEqual({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-2' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { changePassword: { __typename: 'ViewerPayload', viewer: { id: 'viewer-1' } } },
      });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeTruthy();
    // Reopened, the dialog starts empty.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(current().value).toBe('');
  });

  it.each([
    ['the key error.login.wrongpassword', 'error.login.wrongpassword', 403],
    ['a 403', 'FORBIDDEN', 403],
  ])('PROF-14 shows "Wrong password." under the current password for %s', async (_name, code, status) => {
    const { environment } = renderDialog();
    fillValid();
    fireEvent.click(submit());
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { changePassword: { __typename: 'ProviderError', code, status, message: 'Forbidden' } },
      });
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    const field = current().closest('.fui-Field') as HTMLElement;
    expect(within(field).getByText(RESET_WRONG_PASSWORD)).toBeTruthy();
    // Typing again clears it.
    type(current(), 'Old-pass-2');
    expect(screen.queryByText(RESET_WRONG_PASSWORD)).toBeNull();
  });

  it('shows any other refusal\'s message in the dialog', async () => {
    const { environment } = renderDialog();
    fillValid();
    fireEvent.click(submit());
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          changePassword: {
            __typename: 'ProviderError',
            code: 'insecurepassword',
            status: 400,
            message: 'Your password is insecure.',
          },
        },
      });
    });
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Your password is insecure.');
  });
});
