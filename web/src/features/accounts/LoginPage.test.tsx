import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';

function renderLogin(path = '/login') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/home', Component: () => <p>games list</p> },
      { path: '/board', Component: () => <p>studio board</p> },
      { path: '/board/mygames/finished/cpi', Component: () => <p>finished games</p> },
      { path: '/', Component: () => <p>root</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment, router };
}

const email = () => screen.getByLabelText(/Email/) as HTMLInputElement;
const password = () => screen.getByLabelText(/Password/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

describe('LoginPage', () => {
  it('AUTH-01 shows the form, the password-reset link and the sign-up link', () => {
    renderLogin();
    expect(email()).toBeTruthy();
    expect(password()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/resetpwd');
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  it('AUTH-05 keeps submit disabled while a field is empty or the password is shorter than 3', () => {
    renderLogin();
    expect(submit().disabled).toBe(true);
    fireEvent.change(email(), { target: { value: 'pm@greenlight.test' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(password(), { target: { value: 'ab' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(password(), { target: { value: 'abc' } });
    expect(submit().disabled).toBe(false);
  });

  it('AUTH-02 AUTH-03 AUTH-04 name an empty email, an invalid one and an empty password', () => {
    renderLogin();
    fireEvent.blur(email());
    fireEvent.blur(password());
    expect(screen.getByText('Please input your email')).toBeTruthy();
    expect(screen.getByText('Please input your password')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    expect(screen.getByText('This is not a valid email')).toBeTruthy();
  });

  it('AUTH-08 shows "Wrong password" whatever the refusal', async () => {
    const { environment } = renderLogin();
    fireEvent.change(email(), { target: { value: 'pm@greenlight.test' } });
    fireEvent.change(password(), { target: { value: 'bad-password' } });
    fireEvent.click(submit());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ email: 'pm@greenlight.test', password: 'bad-password', redirectFor: null });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { signIn: { __typename: 'ProviderError', code: 'error.login.wrongpassword', message: 'Wrong password.' } },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
  });

  it('Part G shows the wait of a locked account instead of "Wrong password"', async () => {
    const { environment } = renderLogin();
    fireEvent.change(email(), { target: { value: 'pm@greenlight.test' } });
    fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
    fireEvent.click(submit());
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          signIn: {
            __typename: 'ProviderError',
            code: 'TOO_MANY_ATTEMPTS',
            message: 'Too many attempts. Please try again in 15 minutes.',
          },
        },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('AUTH-09 ROUTE-04 sends a studio member to the board after signing in', async () => {
    const { environment, router } = renderLogin();
    fireEvent.change(email(), { target: { value: 'dev@studio-one.test' } });
    fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
    fireEvent.click(submit());
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SignInResult: () => ({ __typename: 'SignInSuccess' }),
          Viewer: () => ({ permissions: ['view_studio_interface'] }),
        }),
      );
    });
    expect(router.state.location.pathname).toBe('/board');
  });

  it('AUTH-10 returns to the page asked for before signing in', async () => {
    const { environment, router } = renderLogin('/login?redirect=%2Fboard%2Fmygames%2Ffinished%2Fcpi');
    fireEvent.change(email(), { target: { value: 'pm@greenlight.test' } });
    fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
    fireEvent.click(submit());
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SignInResult: () => ({ __typename: 'SignInSuccess' }),
          Viewer: () => ({ permissions: ['view_pm_interface'] }),
        }),
      );
    });
    expect(router.state.location.pathname).toBe('/board/mygames/finished/cpi');
  });

  it('AUTH-10 ROUTE-08 asks for the learning link with ?redirect=learnupon and opens it for a learner', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const { environment } = renderLogin('/login?redirect=learnupon');
      fireEvent.change(email(), { target: { value: 'learner@studio-three.test' } });
      fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
      fireEvent.click(submit());
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables.redirectFor).toBe('LEARNUPON');
      await act(async () => {
        environment.mock.resolve(
          operation,
          MockPayloadGenerator.generate(operation, {
            SignInResult: () => ({ __typename: 'SignInSuccess' }),
            SignInSuccess: () => ({ redirectUrl: 'https://academy.test/?sso=abc' }),
            Viewer: () => ({ permissions: ['learn_upon_learner'] }),
          }),
        );
      });
      expect(assign).toHaveBeenCalledWith('https://academy.test/?sso=abc');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('CONF-21 sends a studio member to the board even with ?redirect=learnupon', async () => {
    const { environment, router } = renderLogin('/login?redirect=learnupon');
    fireEvent.change(email(), { target: { value: 'lead@studio-one.test' } });
    fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
    fireEvent.click(submit());
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SignInResult: () => ({ __typename: 'SignInSuccess' }),
            SignInSuccess: () => ({ redirectUrl: 'https://academy.test/?sso=abc' }),
          Viewer: () => ({ permissions: ['view_studio_interface', 'learn_upon_learner'] }),
        }),
      );
    });
    expect(router.state.location.pathname).toBe('/board');
  });

  it('ROUTE-05 sends a learner signing in without the query to the root page, which finds the academy link', async () => {
    const { environment, router } = renderLogin();
    fireEvent.change(email(), { target: { value: 'learner@studio-three.test' } });
    fireEvent.change(password(), { target: { value: 'Demo-pass-1' } });
    fireEvent.click(submit());
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SignInResult: () => ({ __typename: 'SignInSuccess' }),
          SignInSuccess: () => ({ redirectUrl: null }),
          Viewer: () => ({ permissions: ['learn_upon_learner'] }),
        }),
      );
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
