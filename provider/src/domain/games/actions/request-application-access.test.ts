import { FACEBOOK_APP_ID_INVALID } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import { gameActions } from './catalogue';
import { requestApplicationAccess } from './request-application-access';
import { cs, gameContext, lifeCycleGame, studioLead } from './test-fixtures';

const listed = (overrides: Parameters<typeof lifeCycleGame>[0]) =>
  gameActions(lifeCycleGame(overrides), studioLead).some((action) => action.id === 'request_application_access');

describe('request_application_access (ACT-25, SUB-FB-07, SUB-FB-08)', () => {
  it('SUB-FB-07 ACT-24 is offered in the Facebook setup step once the game has an app id, and while pending testing', () => {
    expect(listed({ status: 'pending_sdk_integration', hasFacebookAppId: true })).toBe(true);
    expect(listed({ status: 'pending_sdk_integration', hasFacebookAppId: false })).toBe(false);
    expect(listed({ status: 'pending_sdk_integration', hasFacebookAppId: true, isCtr: true })).toBe(false);
    expect(listed({ status: 'pending_sdk_integration', hasFacebookAppId: true, isIterating: true })).toBe(false);
    expect(listed({ status: 'pending_sdk_integration', hasFacebookAppId: true, selectedAdNetworkIds: [2] })).toBe(false);
    expect(listed({ status: 'pending_testing' })).toBe(true);
  });

  it('SUB-FB-08 PERM-24 needs request_application_access', () => {
    const game = lifeCycleGame({ status: 'pending_sdk_integration', hasFacebookAppId: true });
    expect(requestApplicationAccess.refuse(game, cs)).toBeNull();
    expect(requestApplicationAccess.refuse(game, { userType: 'studio', permissions: {} })).toBe('PERMISSION_DENIED');
  });

  it('SUB-FB-07 facebookAppId: valid, and the game\'s when it has one; saved when it has none', async () => {
    const withApp = gameContext({ adNetworks: { facebook: { appId: '123456789012345', decryptionKey: null, adAccountId: null } } });
    await expect(requestApplicationAccess.check!(withApp, { facebookAppId: '123456789012345' })).resolves.toEqual({ facebookAppId: '123456789012345' });
    await expect(requestApplicationAccess.check!(withApp, {})).resolves.toEqual({});
    await expect(requestApplicationAccess.check!(withApp, { facebookAppId: '999999999999999' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(requestApplicationAccess.check!(gameContext(), { facebookAppId: '12' })).rejects.toMatchObject({
      items: [{ code: 'INVALID_REQUEST', detail: FACEBOOK_APP_ID_INVALID, path: 'facebookAppId' }],
    });
    await expect(requestApplicationAccess.check!(gameContext(), { facebookAppId: '999999999999999' })).resolves.toEqual({ facebookAppId: '999999999999999' });
  });
});
