import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationsNamed, toastsWith, type MockEnvironment } from '../../../test/render';
import { LiveUpdates } from '../../app-shell/LiveUpdates';
import { at, GAME_ID, renderFlow, step, stepper } from '../testing';

const APP_ID = '123456789012345';
const KEY = 'a'.repeat(64);

/** A game whose current step is Facebook setup. */
const renderFacebook = (game: Record<string, unknown> = {}) => {
  const rendered = renderFlow({ path: '/board?game=12', game: { substatus: at('link_store', 'sdk_facebook'), ...game } });
  return { ...rendered, facebook: step('Facebook setup') };
};

/** The app's announcer of the user's operations beside the panel, as the page's header holds it. */
function withLiveUpdates(environment: MockEnvironment) {
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <LiveUpdates />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  const [feed] = operationsNamed(environment, 'LiveUpdatesSubscription');
  /** A frame of the live feed about the request of app access on the flow's game. */
  return (operationId: string, status: string, message = 'Action done! Request app access') =>
    act(() =>
      environment.mock.nextValue(feed!, {
        data: { gameOperations: { operationId, action: 'REQUEST_APPLICATION_ACCESS', status, message, gameId: GAME_ID, requestedByViewer: true } },
      }),
    );
}

/** The request's answer: the operation it queued. */
function answerRequest(environment: MockEnvironment, operationId: string, status = 'PENDING') {
  const [request] = operationsNamed(environment, 'gameActionMutation');
  act(() =>
    environment.mock.resolve(request!, {
      data: {
        gameAction: {
          __typename: 'GameActionPayload',
          game: { id: GAME_ID, status: 'PENDING_SDK_INTEGRATION', isIterating: false, disabled: status !== 'SUCCESS' },
          operation: { operationId, status, message: status === 'SUCCESS' ? 'Action done! Request app access' : 'Request app access' },
        },
      },
    }),
  );
}

const leave = (field: HTMLElement, value: string) => {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

const saves = (environment: MockEnvironment) => operationsNamed(environment, 'FacebookStepMutation').map((operation) => operation.request.variables);

function answerSave(environment: MockEnvironment, error: { status: number; message: string }) {
  const [save] = operationsNamed(environment, 'FacebookStepMutation');
  act(() => environment.mock.resolve(save!, { data: { updateFacebookSetup: { __typename: 'ProviderError', ...error } } }));
}

afterEach(() => vi.useRealTimers());

describe('Facebook setup', () => {
  it('SUB-26 SUB-FB-02 says Facebook ad data takes up to an hour, then asks the app id and key, app access and the configuration check', () => {
    const { facebook } = renderFacebook();
    expect(within(facebook).getByText('Facebook ad data can take up to an hour to appear.')).toBeTruthy();
    expect(within(facebook).getByRole('textbox', { name: /Facebook App ID/ })).toBeTruthy();
    expect(within(facebook).getByRole('textbox', { name: /Decryption key/ })).toBeTruthy();
    expect(within(facebook).getByRole('button', { name: 'Request app access' })).toBeTruthy();
    expect(within(facebook).getByRole('button', { name: 'Check the configuration' })).toBeTruthy();
  });

  it('SUB-FB-01 is a step of Facebook campaigns only', () => {
    renderFlow({ path: '/board?game=12', game: { adNetworks: ['Snapchat'] } });
    expect(within(stepper()).queryByRole('button', { name: /Facebook setup/ })).toBeNull();
    expect(screen.queryByText('Facebook ad data can take up to an hour to appear.')).toBeNull();
  });

  it('SUB-FB-03 SUB-FB-04 saves an app id of 15 to 17 digits as the game\'s when the field is left, and quotes the rule otherwise', () => {
    const { environment, facebook } = renderFacebook();
    const appId = within(facebook).getByRole('textbox', { name: /Facebook App ID/ });
    leave(appId, '12345678901234');
    expect(within(facebook).getByText('Valid Facebook App Ids are between 15 and 17 digits long')).toBeTruthy();
    expect(saves(environment)).toEqual([]);
    leave(appId, APP_ID);
    expect(within(facebook).queryByText('Valid Facebook App Ids are between 15 and 17 digits long')).toBeNull();
    expect(saves(environment)).toEqual([{ gameId: GAME_ID, input: { appId: APP_ID } }]);
  });

  it('SUB-FB-05 SUB-FB-06 saves the decryption key on blur when it is 64 hexadecimal characters or empty', () => {
    const { environment, facebook } = renderFacebook({ facebookDecryptionKey: KEY });
    const key = within(facebook).getByRole('textbox', { name: /Decryption key/ });
    leave(key, 'A'.repeat(64));
    expect(within(facebook).getByText('Valid Decryption Keys are 64 alphanumeric characters long')).toBeTruthy();
    expect(saves(environment)).toEqual([]);
    leave(key, '');
    expect(within(facebook).queryByText('Valid Decryption Keys are 64 alphanumeric characters long')).toBeNull();
    expect(saves(environment)).toEqual([{ gameId: GAME_ID, input: { decryptionKey: '' } }]);
  });

  it('SUB-FB-11 SUB-FB-12 a refused save says "Invalid permission" for a 403 "Forbidden", else "An error occured"', () => {
    const { environment, facebook } = renderFacebook();
    const appId = within(facebook).getByRole('textbox', { name: /Facebook App ID/ });
    leave(appId, APP_ID);
    answerSave(environment, { status: 403, message: 'Forbidden' });
    expect(within(facebook).getByText('Invalid permission')).toBeTruthy();
    leave(appId, `${APP_ID}6`);
    answerSave(environment, { status: 400, message: 'Invalid' });
    expect(within(facebook).queryByText('Invalid permission')).toBeNull();
    expect(within(facebook).getByText('An error occured')).toBeTruthy();
  });

  it('SUB-FB-07 SUB-FB-09 requests app access with the game and its app id; once granted, says it is done for 5 seconds, and nothing else says it', async () => {
    const { environment, facebook } = renderFacebook({ facebookAppId: APP_ID });
    const feed = withLiveUpdates(environment);
    await act(async () => {});
    vi.useFakeTimers();
    fireEvent.click(within(facebook).getByRole('button', { name: 'Request app access' }));
    const [request] = operationsNamed(environment, 'gameActionMutation');
    expect(request?.request.variables).toEqual({ input: { requestApplicationAccess: { gameId: GAME_ID, facebookAppId: APP_ID } } });
    answerRequest(environment, 'op-7');
    feed('op-7', 'RUNNING');
    expect(within(facebook).queryByText('Action Request app access done!')).toBeNull();
    feed('op-7', 'SUCCESS');
    expect(within(facebook).getByText('Action Request app access done!')).toBeTruthy();
    // One feedback: the global announcer's toast does not say it again.
    expect(toastsWith('Action done! Request app access')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(4_999));
    expect(within(facebook).queryByText('Action Request app access done!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(facebook).queryByText('Action Request app access done!')).toBeNull();
    expect(toastsWith('Action done! Request app access')).toHaveLength(0);
  });

  it('SUB-FB-09 an operation that ends before the request\'s answer, or in an error, is said once, in the step', async () => {
    const { environment, facebook } = renderFacebook({ facebookAppId: APP_ID });
    const feed = withLiveUpdates(environment);
    await act(async () => {});
    fireEvent.click(within(facebook).getByRole('button', { name: 'Request app access' }));
    // The live feed can be quicker than the request's answer.
    feed('op-8', 'PENDING');
    feed('op-8', 'ERROR', 'The app is not a game');
    answerRequest(environment, 'op-8');
    expect(within(facebook).getByText('failed!')).toBeTruthy();
    expect(toastsWith('The app is not a game')).toHaveLength(0);
    // A request the step did not make (another tab's) still has its toast.
    feed('op-9', 'ERROR', 'Someone else\'s grant failed');
    expect(toastsWith('Someone else\'s grant failed')).toHaveLength(1);
  });

  it('SUB-FB-09 a refused request says "failed!"', () => {
    const { environment, facebook } = renderFacebook({ facebookAppId: APP_ID });
    fireEvent.click(within(facebook).getByRole('button', { name: 'Request app access' }));
    const [request] = operationsNamed(environment, 'gameActionMutation');
    act(() =>
      environment.mock.resolve(request!, {
        data: { gameAction: { __typename: 'ProviderError', message: 'Forbidden', link: null, fieldErrors: [] } },
      }),
    );
    expect(within(facebook).getByText('failed!')).toBeTruthy();
  });

  it('SUB-FB-08 "Next step" stays disabled until access to the saved app id is granted', () => {
    const { facebook } = renderFacebook({ facebookAppId: APP_ID, facebookAccessGranted: false });
    const next = within(facebook).getByRole('button', { name: 'Next step' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
  });

  it('SUB-FB-08 PERM-24 without request_application_access there is neither app access nor "Next step"', () => {
    const { facebook } = renderFacebook({ facebookAppId: APP_ID, facebookAccessGranted: true, permissions: ['request_testing'] });
    expect(within(facebook).queryByRole('button', { name: /Request app access/ })).toBeNull();
    expect(within(facebook).queryByRole('button', { name: 'Next step' })).toBeNull();
  });

  it('SUB-FB-08 SUB-19 with access granted to the saved app id, "Next step" makes SDK integration current', () => {
    const { environment, facebook } = renderFacebook({ facebookAppId: APP_ID, facebookAccessGranted: true });
    expect(within(facebook).getByRole('button', { name: 'Request app access again' })).toBeTruthy();
    fireEvent.click(within(facebook).getByRole('button', { name: 'Next step' }));
    expect(operationsNamed(environment, 'useSubmissionStepMutation')[0]?.request.variables).toEqual({ gameId: GAME_ID, done: 'SDK_FACEBOOK', current: 'TINYSAUCE_PACKAGE' });
  });

  it('SUB-FB-10 checks the Facebook configuration once the app id is saved', () => {
    const { environment, facebook } = renderFacebook({ facebookAppId: APP_ID });
    fireEvent.click(within(facebook).getByRole('button', { name: 'Check the configuration' }));
    const [check] = operationsNamed(environment, 'IntegrationCheckMutation');
    expect(check?.request.variables).toEqual({ gameId: GAME_ID, check: 'FACEBOOK_CONFIGURATION' });
    act(() =>
      environment.mock.resolve(check!, {
        data: { checkIntegration: { __typename: 'IntegrationCheckPayload', ok: true, operationId: 'op-1', problems: [] } },
      }),
    );
    expect(within(facebook).getByText('Test successful!')).toBeTruthy();
  });
});
