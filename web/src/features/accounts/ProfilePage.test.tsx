import { FluentProvider } from '@fluentui/react-components';
import { EMAIL_INVALID } from '@greenlight/rules';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../theme';
import { AppToaster } from '../app-shell/notifications';
import { ThemePreferenceProvider } from '../app-shell/theme-preference';
import ProfilePageQuery from './__generated__/ProfilePageQuery.graphql';
import { operationsNamed } from '../../test/render';
import { ProfilePage } from './ProfilePage';

beforeEach(() => localStorage.clear());

const storedViewer = {
  id: 'viewer-1',
  email: 'ada@greenlight.test',
  profile: 'Publishing manager',
  darkMode: false,
  confidenceLevel: 0.95,
  permissions: ['view_pm_interface'],
  isStaff: false,
  isHijack: false,
  impersonator: null,
};
const storedUser = { id: 'user-1', firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace' };

/**
 * Answers the pending mutation called `name`: under load the page may have asked
 * something else since (the query again), so "the most recent operation" is not enough.
 */
function resolveMutation(environment: ReturnType<typeof createMockEnvironment>, name: string, payload: { data: object }) {
  const operation = environment.mock.findOperation((pending) => pending.request.node.params.name === name);
  environment.mock.resolve(operation, payload);
}

function renderProfile(viewer: Partial<typeof storedViewer> = {}) {
  const environment = createMockEnvironment();
  // As routes.tsx does: the loader preloads the query; the mock answers it at once
  // (loadQuery goes past the mock's queued resolvers, so it is resolved by hand).
  const loader = () => {
    const reference = loadQuery(environment, ProfilePageQuery, {});
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ ...storedViewer, ...viewer }),
        User: () => storedUser,
      }),
    );
    return reference;
  };
  const router = createMemoryRouter(
    [
      {
        path: '/profile/me',
        loader,
        Component: ProfilePage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/profile/me'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ThemePreferenceProvider>
        {(dark) => (
          <FluentProvider theme={dark ? darkTheme : lightTheme} data-theme={dark ? 'dark' : 'light'}>
            <AppToaster />
            <RouterProvider router={router} />
          </FluentProvider>
        )}
      </ThemePreferenceProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment, router };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const theme = () => document.querySelector('[data-theme]')?.getAttribute('data-theme');
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

describe('ProfilePage', () => {
  it('PROF-01 shows the header and the form filled with the stored user', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
    expect(input(/^First name/).value).toBe('Ada');
    expect(input(/^Last name/).value).toBe('Lovelace');
    expect(input(/^Email/).value).toBe('ada@greenlight.test');
    expect(input(/^Job title/).value).toBe('Publishing manager');
    // The publishing header: its Games link.
    expect(screen.getByRole('tab', { name: 'Games' })).toBeTruthy();
  });

  it('shows the studio header to a viewer without view_pm_interface', async () => {
    renderProfile({ permissions: ['view_studio_interface'] });
    expect(await screen.findByRole('button', { name: /^Profile menu/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Games' })).toBeNull();
  });

  it('PROF-02 enables Save only when a trimmed value differs from the stored user and the email is valid', async () => {
    renderProfile();
    await screen.findByRole('heading', { name: 'My profile' });
    expect(save().disabled).toBe(true);
    type(/^First name/, '  Ada ');
    expect(save().disabled).toBe(true);
    type(/^Job title/, 'Head of publishing');
    expect(save().disabled).toBe(false);
    type(/^Job title/, 'Publishing manager');
    expect(save().disabled).toBe(true);
    type(/^Email/, 'ada@');
    expect(screen.getByText(EMAIL_INVALID)).toBeTruthy();
    expect(save().disabled).toBe(true);
    type(/^Email/, 'ada@studio-one.test');
    expect(screen.queryByText(EMAIL_INVALID)).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it('PROF-03 saves the trimmed form, shows the stored answer and says "Profile saved"', async () => {
    const { environment } = renderProfile();
    await screen.findByRole('heading', { name: 'My profile' });
    type(/^First name/, ' Augusta ');
    type(/^Job title/, 'Head of publishing');
    fireEvent.click(save());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ProfilePageUpdateMutation');
    expect(operation.request.variables).toEqual({
      input: { firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@greenlight.test', profile: 'Head of publishing' },
    });
    expect(save().disabled).toBe(true);
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          UpdateProfileResult: () => ({ __typename: 'ViewerPayload' }),
          Viewer: () => ({ ...storedViewer, profile: 'Head of publishing' }),
          User: () => ({ ...storedUser, firstName: 'Augusta', name: 'Augusta Lovelace' }),
        }),
      );
    });
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(input(/^First name/).value).toBe('Augusta');
    expect(input(/^Job title/).value).toBe('Head of publishing');
    expect(save().disabled).toBe(true);
  });

  it('PROF-03 shows each refused field\'s message under that field', async () => {
    const { environment } = renderProfile();
    await screen.findByRole('heading', { name: 'My profile' });
    type(/^Email/, 'grace@greenlight.test');
    type(/^Last name/, '');
    fireEvent.click(save());
    await act(async () => {
      resolveMutation(environment, 'ProfilePageUpdateMutation', {
        data: {
          updateProfile: {
            __typename: 'ProviderError',
            code: 'INVALID_REQUEST',
            message: 'This field is required',
            fieldErrors: [
              { code: 'INVALID_REQUEST', message: 'This field is required', path: 'lastName' },
              { code: 'EMAIL_TAKEN', message: 'This email is already used by another account', path: 'body.email' },
            ],
          },
        },
      });
    });
    const field = (label: RegExp) => input(label).closest('.fui-Field') as HTMLElement;
    expect(within(field(/^Last name/)).getByText('This field is required')).toBeTruthy();
    expect(within(field(/^Email/)).getByText('This email is already used by another account')).toBeTruthy();
    expect(screen.queryByText('Error')).toBeNull();
    // Editing a field clears its message.
    type(/^Email/, 'grace2@greenlight.test');
    expect(screen.queryByText('This email is already used by another account')).toBeNull();
  });

  it('PROF-03 shows a refusal about no field in a toast', async () => {
    const { environment } = renderProfile();
    await screen.findByRole('heading', { name: 'My profile' });
    type(/^Job title/, 'Head of publishing');
    fireEvent.click(save());
    await act(async () => {
      resolveMutation(environment, 'ProfilePageUpdateMutation', {
        data: {
          updateProfile: { __typename: 'ProviderError', code: 'FORBIDDEN', message: 'Forbidden', fieldErrors: [] },
        },
      });
    });
    const toast = (await screen.findByText('Error')).closest('.fui-Toast') as HTMLElement;
    expect(within(toast).getByText('Forbidden')).toBeTruthy();
  });

  it('PROF-18 sends the dark-mode choice and switches the theme before the answer', async () => {
    const { environment } = renderProfile();
    const toggle = (await screen.findByRole('switch', { name: 'Dark mode' })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(theme()).toBe('light');
    fireEvent.click(toggle);
    // The mutation by name: the live feed's subscription may start at any moment of the render.
    const [operation] = operationsNamed(environment, 'DarkModeSettingMutation');
    expect(operation?.request.variables).toEqual({ darkMode: true });
    // Optimistic: no answer yet.
    expect(toggle.checked).toBe(true);
    expect(theme()).toBe('dark');
    await act(async () => {
      environment.mock.resolve(operation!, {
        data: { setDarkMode: { __typename: 'ViewerPayload', viewer: { id: 'viewer-1', darkMode: true } } },
      });
    });
    expect(toggle.checked).toBe(true);
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('greenlight.darkMode')).toBe('true');
  });

  it('PROF-18 rolls the theme back when the preference is refused', async () => {
    const { environment } = renderProfile();
    const toggle = (await screen.findByRole('switch', { name: 'Dark mode' })) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(theme()).toBe('dark');
    await act(async () => {
      resolveMutation(environment, 'DarkModeSettingMutation', {
        data: { setDarkMode: { __typename: 'ProviderError', message: 'Service unavailable' } },
      });
    });
    expect(toggle.checked).toBe(false);
    expect(theme()).toBe('light');
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
  });

  it('issue 43 keeps the KPI confidence level the user chooses, and says so when it is refused', async () => {
    const { environment } = renderProfile();
    const level = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect((await screen.findByRole('radio', { name: '95%' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(level('99%'));
    const [operation] = operationsNamed(environment, 'ConfidenceLevelSettingMutation');
    expect(operation?.request.variables).toEqual({ level: 0.99 });
    await act(async () => {
      environment.mock.resolve(operation!, {
        data: { setConfidenceLevel: { __typename: 'ViewerPayload', viewer: { id: 'viewer-1', confidenceLevel: 0.99 } } },
      });
    });
    expect(level('99%').checked).toBe(true);
    expect(await screen.findByText('KPI ranges are now at 99% confidence')).toBeTruthy();
    fireEvent.click(level('80%'));
    await act(async () => {
      resolveMutation(environment, 'ConfidenceLevelSettingMutation', {
        data: { setConfidenceLevel: { __typename: 'ProviderError', message: 'Service unavailable', link: null } },
      });
    });
    // Refused: the stored choice stays.
    expect(level('99%').checked).toBe(true);
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
  });

  it('PROF-04 opens the change-password dialog', async () => {
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Current password/)).toBeTruthy();
  });
});
