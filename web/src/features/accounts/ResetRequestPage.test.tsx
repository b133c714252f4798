import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { EMAIL_INVALID, RESET_GENERIC_ERROR } from '@greenlight/rules';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../app-shell/notifications';
import { ResetEmailSentPage } from './ResetEmailSentPage';
import { ResetRequestPage } from './ResetRequestPage';

function renderPage() {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      { path: '/resetpwd', Component: ResetRequestPage },
      { path: '/resetpwd/emailsent', Component: ResetEmailSentPage },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    { initialEntries: ['/resetpwd'] },
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

const email = () => screen.getByLabelText(/Email/) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send me a reset link' }) as HTMLButtonElement;

describe('ResetRequestPage', () => {
  it('PWD-01 shows one email field, the button and a link back to the login page', () => {
    renderPage();
    expect(email().type).toBe('email');
    expect(send()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('PWD-02 keeps the button disabled while the email is empty and while the request is loading', () => {
    const { environment } = renderPage();
    expect(send().disabled).toBe(true);
    fireEvent.change(email(), { target: { value: '   ' } });
    expect(send().disabled).toBe(true);
    fireEvent.change(email(), { target: { value: 'dev@studio-one.test' } });
    expect(send().disabled).toBe(false);
    fireEvent.click(send());
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    expect(send().disabled).toBe(true);
  });

  it('PWD-02 says "This is not a valid email" and sends nothing for a wrong address', () => {
    const { environment } = renderPage();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    fireEvent.blur(email());
    expect(screen.getByText(EMAIL_INVALID)).toBeTruthy();
    fireEvent.click(send());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('PWD-03 sends the trimmed address and goes to the email-sent page', async () => {
    const { environment, router } = renderPage();
    fireEvent.change(email(), { target: { value: ' dev@studio-one.test ' } });
    fireEvent.click(send());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ResetRequestPageMutation');
    expect(operation.request.variables).toEqual({ email: 'dev@studio-one.test' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', email: 'dev@studio-one.test' } },
      });
    });
    expect(router.state.location.pathname).toBe('/resetpwd/emailsent');
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('dev@studio-one.test')).toBeTruthy();
    expect(screen.getByText(/expires in an hour/)).toBeTruthy();
    expect(screen.getByText(/spam folder/)).toBeTruthy();
  });

  it('PWD-04 shows a toast titled "Error" with the refusal', async () => {
    const { environment, router } = renderPage();
    fireEvent.change(email(), { target: { value: 'dev@studio-one.test' } });
    fireEvent.click(send());
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          requestPasswordReset: {
            __typename: 'ProviderError',
            code: 'TOO_MANY_ATTEMPTS',
            message: 'Too many password reset requests',
          },
        },
      });
    });
    const toast = (await screen.findByText('Error')).closest('.fui-Toast') as HTMLElement;
    expect(within(toast).getByText('Too many password reset requests')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resetpwd');
    expect(send().disabled).toBe(false);
  });

  it('PWD-04 shows the toast on a network failure too', async () => {
    const { environment } = renderPage();
    fireEvent.change(email(), { target: { value: 'dev@studio-one.test' } });
    fireEvent.click(send());
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('Failed to fetch'));
    });
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText(RESET_GENERIC_ERROR)).toBeTruthy();
  });
});
