import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationsNamed, type MockEnvironment } from '../../../test/render';
import { at, GAME_ID, renderFlow, step, stepMoves } from '../testing';

type Outcome = { ok: true } | { ok: false; problems: { code: string; message: string }[] };

/** Answers the pending check of this kind (GA, ADJUST, FACEBOOK_CONFIGURATION). */
function answerCheck(environment: MockEnvironment, check: string, outcome: Outcome) {
  const operation = operationsNamed(environment, 'IntegrationCheckMutation').find((pending) => pending.request.variables.check === check);
  expect(operation?.request.variables).toEqual({ gameId: GAME_ID, check });
  const payload = outcome.ok ? { ok: true, problems: [] } : outcome;
  act(() =>
    environment.mock.resolve(operation!, { data: { checkIntegration: { __typename: 'IntegrationCheckPayload', operationId: 'op-3', ...payload } } }),
  );
}

/** A game whose current step is SDK integration, its package as the content service describes it. */
async function renderSdk() {
  const rendered = renderFlow({ path: '/board?game=12', game: { substatus: at('sdk_facebook', 'tinysauce_package') } });
  const [sdk] = operationsNamed(rendered.environment, 'IntegrationStepSdkQuery');
  // The step waits for it behind Suspense, which resumes once the answer's promise settles.
  await act(async () =>
    rendered.environment.mock.resolve(sdk!, {
      data: { sdkPackage: { name: 'greenlight-sdk', version: '2.4.0', installUrl: 'https://sdk.example.test/greenlight-sdk-2.4.0.tgz' } },
    }),
  );
  return { ...rendered, sdk: step('SDK integration') };
}

describe('SDK integration', () => {
  it('SUB-SDK-02 names the SDK package and its version from the content service, with its download', async () => {
    const { sdk } = await renderSdk();
    expect(sdk.textContent).toContain('Import greenlight-sdk version 2.4.0 in your project');
    expect(within(sdk).getByRole('link', { name: 'Download the package' }).getAttribute('href')).toBe('https://sdk.example.test/greenlight-sdk-2.4.0.tgz');
  });

  it('SUB-SDK-03 SUB-SDK-04 SUB-SDK-05 "SDK integration test" runs the analytics check; "Test successful!" opens "Next step"', async () => {
    const { environment, sdk } = await renderSdk();
    const next = within(sdk).getByRole('button', { name: 'Next step' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(sdk).getByRole('button', { name: 'SDK integration test' }));
    answerCheck(environment, 'GA', { ok: true });
    expect(within(sdk).getByText('Test successful!')).toBeTruthy();
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(stepMoves(environment)).toEqual([{ gameId: GAME_ID, done: 'TINYSAUCE_PACKAGE', current: 'GAME_BUILDING' }]);
  });

  it('SUB-SDK-06 a failed test shows each problem\'s message; "Next step" stays closed', async () => {
    const { environment, sdk } = await renderSdk();
    fireEvent.click(within(sdk).getByRole('button', { name: 'SDK integration test' }));
    answerCheck(environment, 'GA', {
      ok: false,
      problems: [
        { code: 'SDK_ANALYTICS_NO_EVENTS', message: 'No analytics event arrived yet (operation op-3).' },
        { code: 'SOMETHING_ELSE', message: 'Its own words' },
      ],
    });
    expect(within(sdk).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['No analytics event arrived yet (operation op-3).', 'Its own words']);
    expect((within(sdk).getByRole('button', { name: 'Next step' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Game building and Test', () => {
  it('SUB-BUILD-02 SUB-BUILD-03 SUB-BUILD-04 tests the analytics and the attribution integrations; "Next step" once both passed', () => {
    const { environment } = renderFlow({ path: '/board?game=12', game: { substatus: at('tinysauce_package', 'game_building') } });
    const build = step('Game building and Test');
    const next = within(build).getByRole('button', { name: 'Next step' }) as HTMLButtonElement;
    fireEvent.click(within(build).getByRole('button', { name: 'Test the analytics integration' }));
    fireEvent.click(within(build).getByRole('button', { name: 'Test the attribution integration' }));
    answerCheck(environment, 'GA', { ok: true });
    expect(within(build).getAllByText('Test successful!')).toHaveLength(1);
    expect(next.disabled).toBe(true);
    answerCheck(environment, 'ADJUST', { ok: true });
    expect(within(build).getAllByText('Test successful!')).toHaveLength(2);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(stepMoves(environment)).toEqual([{ gameId: GAME_ID, done: 'GAME_BUILDING', current: 'REQUEST_TESTING' }]);
  });
});
