import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import signInMutation from './__generated__/LoginPageSignInMutation.graphql';
import { LoginPage } from './LoginPage';
import { SESSION_CHANGED_KEY, sessionPageShown } from './session';

/**
 * The sign-in goes out as a plain POST (issue 17: the page loads no Relay): each
 * request is kept with its body, and `answer` gives the newest one its JSON.
 */
function stubGraphQL() {
  const requests: { url: string; body: { operationName: string; variables: Record<string, unknown>; extensions?: unknown } }[] = [];
  let settle: ((response: Response) => void) | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) as (typeof requests)[number]['body'] });
      return new Promise<Response>((resolve) => {
        settle = resolve;
      });
    }),
  );
  const answer = (json: unknown, status = 200) =>
    act(async () => settle!(new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })));
  return { requests, answer };
}

const success = (permissions: string[], redirectUrl: string | null = null, studiosDeactivated = false) => ({
  data: { signIn: { __typename: 'SignInSuccess', redirectUrl, viewer: { permissions, studiosDeactivated } } },
});

function renderLogin(path = '/login') {
  const graphql = stubGraphQL();
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/home', Component: () => <p>games list</p> },
      { path: '/board', Component: () => <p>studio board</p> },
      { path: '/board/mygames/finished/cpi', Component: () => <p>finished games</p> },
      { path: '/deactivated', Component: () => <p>studio deactivated</p> },
      { path: '/logout', Component: () => <p>signing out</p> },
      { path: '/', Component: () => <p>root</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return { ...graphql, router };
}

const email = () => screen.getByLabelText(/Email/) as HTMLInputElement;
const password = () => screen.getByLabelText(/Password/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

function signIn(address: string, secret = 'Demo-pass-1') {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
  fireEvent.click(submit());
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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

  it('AUTH-08 issue 17 posts the persisted sign-in (no Relay) and shows "Wrong password" whatever the refusal', async () => {
    const { requests, answer } = renderLogin();
    signIn('pm@greenlight.test', 'bad-password');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/graphql');
    expect(requests[0]!.body).toEqual({
      operationName: 'LoginPageSignInMutation',
      variables: { email: 'pm@greenlight.test', password: 'bad-password', redirectFor: null },
      extensions: { persistedQuery: { version: 1, sha256Hash: signInMutation.params.id } },
    });
    // Signing in: the button waits for the answer.
    expect(submit().disabled).toBe(true);
    await answer({ data: { signIn: { __typename: 'ProviderError', code: 'error.login.wrongpassword', message: 'Wrong password.' } } });
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    expect(submit().disabled).toBe(false);
  });

  it('AUTH-08 a failed answer (a server error, no data) says "Wrong password" too and lets the user try again', async () => {
    const { answer } = renderLogin();
    signIn('pm@greenlight.test');
    await answer({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }] }, 500);
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    expect(submit().disabled).toBe(false);
  });

  it('Part G shows the wait of a locked account instead of "Wrong password"', async () => {
    const { answer } = renderLogin();
    signIn('pm@greenlight.test');
    await answer({
      data: { signIn: { __typename: 'ProviderError', code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again in 15 minutes.' } },
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('AUTH-09 ROUTE-04 sends a studio member to the board after signing in', async () => {
    const { answer, router } = renderLogin();
    signIn('dev@studio-one.test');
    await answer(success(['view_studio_interface']));
    expect(router.state.location.pathname).toBe('/board');
  });

  it('AUTH-22 a sign-in after an earlier session\'s pages in this document lands with a page load; it tells the other tabs', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    // The guard came here without a page load: Relay's store still holds the earlier user's pages.
    sessionPageShown();
    const { answer, router } = renderLogin('/login?redirect=%2Fhome');
    signIn('cs@greenlight.test');
    await answer(success(['view_pm_interface']));
    expect(assign).toHaveBeenCalledWith('/home');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(SESSION_CHANGED_KEY)).toBeTruthy();
    assign.mockRestore();
  });

  it('AUTH-10 returns to the page asked for before signing in', async () => {
    const { answer, router } = renderLogin('/login?redirect=%2Fboard%2Fmygames%2Ffinished%2Fcpi');
    signIn('pm@greenlight.test');
    await answer(success(['view_pm_interface']));
    expect(router.state.location.pathname).toBe('/board/mygames/finished/cpi');
  });

  it('AUTH-10 ROUTE-08 asks for the learning link with ?redirect=learnupon and opens it for a learner', async () => {
    const assign = vi.fn();
    const { requests, answer } = renderLogin('/login?redirect=learnupon');
    vi.stubGlobal('location', { ...window.location, assign });
    signIn('learner@studio-three.test');
    expect(requests[0]!.body.variables.redirectFor).toBe('LEARNUPON');
    await answer(success(['learn_upon_learner'], 'https://academy.test/?sso=abc'));
    expect(assign).toHaveBeenCalledWith('https://academy.test/?sso=abc');
  });

  it('CONF-21 sends a studio member to the board even with ?redirect=learnupon', async () => {
    const { answer, router } = renderLogin('/login?redirect=learnupon');
    signIn('lead@studio-one.test');
    await answer(success(['view_studio_interface', 'learn_upon_learner'], 'https://academy.test/?sso=abc'));
    expect(router.state.location.pathname).toBe('/board');
  });

  it('ROUTE-05 sends a learner signing in without the query to the root page, which finds the academy link', async () => {
    const { answer, router } = renderLogin();
    signIn('learner@studio-three.test');
    await answer(success(['learn_upon_learner']));
    expect(router.state.location.pathname).toBe('/');
  });

  it('BE-STU-02 a member whose studio is deactivated still signs in, and lands on the page that says so', async () => {
    const { answer, router } = renderLogin('/login?redirect=learnupon');
    signIn('rafael@lucky-otter-studio.test');
    // No permission, no academy link: the provider withholds both.
    await answer(success([], null, true));
    expect(router.state.location.pathname).toBe('/deactivated');
    expect(screen.getByText('studio deactivated')).toBeTruthy();
  });

  it('ROUTE-07 a user without any permission, studio not deactivated, is signed out again', async () => {
    const { answer, router } = renderLogin();
    signIn('nobody@greenlight.test');
    await answer(success([]));
    expect(router.state.location.pathname).toBe('/logout');
  });
});
