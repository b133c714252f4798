import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { FIELD_REQUIRED } from '@greenlight/rules';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../app-shell/notifications';
import { CreateAccessTokenDialog, TOKEN_SHOWN_ONCE } from './CreateAccessTokenDialog';

const TOKEN = `glpat_${'a'.repeat(43)}`;

function Harness({ isStaff }: { isStaff: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <CreateAccessTokenDialog open={open} onOpenChange={setOpen} isStaff={isStaff} />
    </>
  );
}

function renderDialog(isStaff = true) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <Harness isStaff={isStaff} />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  return { environment };
}

const nameInput = () => screen.getByLabelText(/^Name/) as HTMLInputElement;
const createButton = () => screen.getByRole('button', { name: 'Create token' });
const answer = (environment: ReturnType<typeof createMockEnvironment>, result: object) =>
  act(() => {
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(operation, { data: { createAccessToken: result } });
  });

describe('issue 16 CreateAccessTokenDialog', () => {
  it('issue 16 needs a name; staff choose read or read and write and an expiry, sent as the mutation\'s variables', () => {
    const { environment } = renderDialog(true);
    fireEvent.click(createButton());
    expect(screen.getByText(FIELD_REQUIRED)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(nameInput(), { target: { value: '  Nightly export ' } });
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['READ', 'READ_WRITE']);
    fireEvent.click(screen.getByRole('radio', { name: /^Read and write/ }));
    fireEvent.change(screen.getByLabelText('Expires in'), { target: { value: '90' } });
    fireEvent.click(createButton());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ name: 'Nightly export', scope: 'READ_WRITE', expiresInDays: 90 });
  });

  it('issue 16 studio members are offered "Read" only', () => {
    renderDialog(false);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['READ']);
    expect(radios[0]!.checked).toBe(true);
  });

  it('issue 16 shows the token once with a copy button; reopened, the dialog starts empty and never shows it again', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { environment } = renderDialog(true);
    fireEvent.change(nameInput(), { target: { value: 'CI' } });
    fireEvent.click(createButton());
    answer(environment, {
      __typename: 'CreateAccessTokenPayload',
      token: TOKEN,
      accessToken: { id: 'QWNjZXNzVG9rZW46MQ==', name: 'CI' },
      viewer: { id: 'viewer-1', isStaff: true, accessTokens: [] },
    });
    expect(screen.getByTestId('created-token').textContent).toBe(TOKEN);
    expect(screen.getByText(TOKEN_SHOWN_ONCE)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy token' })));
    expect(writeText).toHaveBeenCalledWith(TOKEN);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(TOKEN)).toBeNull();
    // The page behind the dialog is hidden from assistive technology until the dialog has closed.
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(nameInput().value).toBe('');
    expect(screen.queryByText(TOKEN)).toBeNull();
  });

  it('issue 16 a refusal is shown in the dialog, which stays open', () => {
    const { environment } = renderDialog(false);
    fireEvent.change(nameInput(), { target: { value: 'CI' } });
    fireEvent.click(createButton());
    answer(environment, {
      __typename: 'ProviderError',
      code: 'TOKEN_SCOPE_NOT_ALLOWED',
      message: 'Studio members can create read tokens only.',
      fieldErrors: [],
    });
    expect(screen.getByRole('alert').textContent).toContain('Studio members can create read tokens only.');
    expect(screen.queryByTestId('created-token')).toBeNull();
  });
});
