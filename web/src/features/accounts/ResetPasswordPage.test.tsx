import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  RESET_GENERIC_ERROR,
  RESET_INSECURE_PASSWORD,
  RESET_LINK_EXPIRED,
  RESET_LINK_USED,
  RESET_OPERATION_FORBIDDEN,
  RESET_PASSWORD_MISMATCH,
  RESET_PASSWORDS_UNEQUAL,
  RESET_TOO_LONG_PASSWORD,
  RESET_WRONG_PASSWORD,
} from '@greenlight/rules';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../app-shell/notifications';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const LINK = '/resetpwd/dev%40studio-one.test/tok-123';

function renderPage() {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      { path: '/resetpwd/:username/:resetToken', Component: ResetPasswordPage },
      { path: '/login', Component: LoginPage },
    ],
    { initialEntries: [LINK] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment, router };
}

const newPassword = () => screen.getByLabelText(/^New password/) as HTMLInputElement;
const confirmPassword = () => screen.getByLabelText(/^Confirm new password/) as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

function fill(password: string, confirmation = password) {
  fireEvent.change(newPassword(), { target: { value: password } });
  fireEvent.blur(newPassword());
  fireEvent.change(confirmPassword(), { target: { value: confirmation } });
}

describe('ResetPasswordPage', () => {
  it('PWD-05 shows two password fields and a disabled Confirm button', () => {
    renderPage();
    expect(newPassword().type).toBe('password');
    expect(confirmPassword().type).toBe('password');
    expect(confirm().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('PWD-06 refuses fewer than 8 and more than 100 characters', () => {
    renderPage();
    fill('Abcde12');
    expect(screen.getByText(RESET_INSECURE_PASSWORD)).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    fill(`Ab1${'x'.repeat(98)}`);
    expect(screen.getByText(RESET_TOO_LONG_PASSWORD)).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    fill(`Ab1${'x'.repeat(97)}`);
    expect(screen.queryByText(RESET_TOO_LONG_PASSWORD)).toBeNull();
    expect(confirm().disabled).toBe(false);
  });

  it('PWD-07 needs a lowercase letter, an uppercase letter and a digit', () => {
    renderPage();
    for (const weak of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      fill(weak);
      expect(screen.getByText(RESET_INSECURE_PASSWORD)).toBeTruthy();
      expect(confirm().disabled).toBe(true);
    }
    fill('Abcdefg1');
    expect(screen.queryByText(RESET_INSECURE_PASSWORD)).toBeNull();
    expect(confirm().disabled).toBe(false);
  });

  it('PWD-08 says "Your two password fields don’t match" and keeps Confirm disabled until they do', () => {
    renderPage();
    fill('Abcdefg1', 'Abcdefg2');
    expect(screen.getByText(RESET_PASSWORD_MISMATCH)).toBeTruthy();
    expect(RESET_PASSWORD_MISMATCH).toBe('Your two password fields don’t match');
    expect(confirm().disabled).toBe(true);
    fireEvent.change(confirmPassword(), { target: { value: 'Abcdefg1' } });
    expect(screen.queryByText(RESET_PASSWORD_MISMATCH)).toBeNull();
    expect(confirm().disabled).toBe(false);
  });

  it('PWD-09 sends the link\'s email and token with both passwords, then shows the login page with a notice', async () => {
    const { environment, router } = renderPage();
    fill('Abcdefg1');
    fireEvent.click(confirm());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ResetPasswordPageMutation');
    expect(operation.request.variables).toEqual({
      email: 'dev@studio-one.test',
      resetToken: 'tok-123',
      newPassword: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
    });
    expect(confirm().disabled).toBe(true);
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { resetPassword: { __typename: 'ResetPasswordPayload', email: 'dev@studio-one.test' } },
      });
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ passwordReset: true });
    expect(screen.getByText('Your password has been changed: sign in with the new one.')).toBeTruthy();
  });

  it.each([
    ['PWD-10', 'error.login.wrongpassword', RESET_WRONG_PASSWORD],
    ['PWD-11', 'passverifunequal', RESET_PASSWORDS_UNEQUAL],
    ['PWD-12', 'insecurepassword', RESET_INSECURE_PASSWORD],
    ['PWD-13', 'toolongpassword', RESET_TOO_LONG_PASSWORD],
    ['PWD-14', 'operationforbidden', RESET_OPERATION_FORBIDDEN],
    ['PWD-15', 'tokenvanished', 'tokenvanished'],
    ['PWD-15', '', RESET_GENERIC_ERROR],
  ])('%s the refusal "%s" shows the toast "%s"', async (_id, code, message) => {
    const { environment, router } = renderPage();
    fill('Abcdefg1');
    fireEvent.click(confirm());
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { resetPassword: { __typename: 'ProviderError', code, message: 'provider words' } },
      });
    });
    const toast = (await screen.findByText('Error')).closest('.fui-Toast') as HTMLElement;
    expect(within(toast).getByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe(LINK);
  });

  it.each([
    ['linkexpired', RESET_LINK_EXPIRED],
    ['linkused', RESET_LINK_USED],
  ])('PWD-14 issue 15 a refused link the provider knows says why (%s)', async (code, reason) => {
    const { environment } = renderPage();
    fill('Abcdefg1');
    fireEvent.click(confirm());
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { resetPassword: { __typename: 'ProviderError', code, message: 'provider words' } },
      });
    });
    const toast = (await screen.findByText('Error')).closest('.fui-Toast') as HTMLElement;
    expect(within(toast).getByText(reason)).toBeTruthy();
    expect(within(toast).queryByText(RESET_OPERATION_FORBIDDEN)).toBeNull();
  });

  it('PWD-15 shows the generic message when the request fails', async () => {
    const { environment } = renderPage();
    fill('Abcdefg1');
    fireEvent.click(confirm());
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('Failed to fetch'));
    });
    const toast = (await screen.findByText('Error')).closest('.fui-Toast') as HTMLElement;
    expect(within(toast).getByText(RESET_GENERIC_ERROR)).toBeTruthy();
  });
});
