// checkIntegration and updateFacebookSetup over a fake client: the check's route, its
// failure as a payload with the error list's messages and the operation id filled in,
// a refusal as a ProviderError, and the Facebook input as the provider's body.
import { INTEGRATION_CHECK_ERRORS } from '@greenlight/rules';
import { describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../provider/errors';
import { data, fakeOnce, gameId, gameLoaders, providerGame } from '../testing/resolvers';

const CHECK = `mutation ($id: ID!, $check: IntegrationCheck!) { checkIntegration(gameId: $id, check: $check) {
  __typename ... on IntegrationCheckPayload { ok operationId message problems { code message } } ... on ProviderError { code }
} }`;
const ERROR_LIST = new Map(Object.entries(INTEGRATION_CHECK_ERRORS).map(([code, message]) => [code, { message }]));

describe('checkIntegration (SUB-SDK-04..06, SUB-BUILD-02..04, SUB-FB-10)', () => {
  it('SUB-SDK-05 GA calls check_ga_integration and answers "Test successful!"', async () => {
    const runIntegrationCheck = vi.fn(async () => ({ ok: true as const, operationId: 'op-1' }));
    const { checkIntegration } = await data<{ checkIntegration: unknown }>(CHECK, { id: gameId(7), check: 'GA' }, { provider: { runIntegrationCheck } });
    expect(runIntegrationCheck).toHaveBeenCalledWith(7, 'check_ga_integration');
    expect(checkIntegration).toEqual({ __typename: 'IntegrationCheckPayload', ok: true, operationId: 'op-1', message: 'Test successful!', problems: [] });
  });

  it('SUB-SDK-06 a failed check answers each problem\'s message with the operation id; a refusal stays a ProviderError', async () => {
    const items = [
      { code: 'FACEBOOK_ACCESS_NOT_GRANTED', detail: 'not granted', extra: { operationId: 'op-2' } },
      { code: 'SOMETHING_UNKNOWN', detail: 'its own words', extra: { operationId: 'op-2' } },
    ];
    const failing = vi.fn(async () => {
      throw new ProviderError('not granted', 400, 'FACEBOOK_ACCESS_NOT_GRANTED', items);
    });
    const { checkIntegration } = await data<{ checkIntegration: unknown }>(
      CHECK,
      { id: gameId(7), check: 'FACEBOOK_CONFIGURATION' },
      { provider: { runIntegrationCheck: failing }, loaders: { errorList: fakeOnce(ERROR_LIST) } },
    );
    const granted = INTEGRATION_CHECK_ERRORS.FACEBOOK_ACCESS_NOT_GRANTED.replace('{{operationId}}', 'op-2');
    expect(failing).toHaveBeenCalledWith(7, 'check_facebook_configuration');
    expect(checkIntegration).toEqual({
      __typename: 'IntegrationCheckPayload',
      ok: false,
      operationId: 'op-2',
      message: granted,
      problems: [
        { code: 'FACEBOOK_ACCESS_NOT_GRANTED', message: granted },
        { code: 'SOMETHING_UNKNOWN', message: 'its own words' },
      ],
    });
    const refused = vi.fn(async () => {
      throw new ProviderError('Forbidden', 403, 'FORBIDDEN', [{ code: 'FORBIDDEN', detail: 'Forbidden' }]);
    });
    const { checkIntegration: forbidden } = await data<{ checkIntegration: unknown }>(CHECK, { id: gameId(7), check: 'ADJUST' }, { provider: { runIntegrationCheck: refused } });
    expect(forbidden).toEqual({ __typename: 'ProviderError', code: 'FORBIDDEN' });
  });
});

describe('updateFacebookSetup (SUB-FB-04, SUB-FB-06)', () => {
  it('SUB-FB-04 SUB-FB-06 sends only the fields given as adNetworks.facebook; field errors come back under the input\'s names', async () => {
    const updateGameSetup = vi.fn(async () => providerGame());
    const SETUP = 'mutation ($id: ID!, $input: FacebookSetupInput!) { updateFacebookSetup(gameId: $id, input: $input) { __typename ... on ProviderError { fieldErrors { path } } } }';
    await data(SETUP, { id: gameId(7), input: { decryptionKey: '' } }, { provider: { updateGameSetup }, loaders: gameLoaders() });
    expect(updateGameSetup).toHaveBeenCalledWith(7, { adNetworks: { facebook: { decryptionKey: '' } } });
    const refusing = vi.fn(async () => {
      throw new ProviderError('bad', 400, 'INVALID_REQUEST', [{ code: 'INVALID_REQUEST', detail: 'bad', path: 'adNetworks.facebook.appId' }]);
    });
    const { updateFacebookSetup } = await data<{ updateFacebookSetup: unknown }>(SETUP, { id: gameId(7), input: { appId: '1' } }, { provider: { updateGameSetup: refusing }, loaders: gameLoaders() });
    expect(updateFacebookSetup).toEqual({ __typename: 'ProviderError', fieldErrors: [{ path: 'appId' }] });
  });
});
