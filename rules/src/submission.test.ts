import { describe, expect, it } from 'vitest';
import { AD_NETWORK_IDS } from './media';
import {
  canRequestTesting,
  allowedAdNetworks,
  choosesAdNetworks,
  defaultAdNetworks,
  isValidSubstatus,
  substatusAfter,
  testSetupProblems,
  type TestSetup,
} from './submission';

const setup = (overrides: Partial<TestSetup> = {}): TestSetup => ({
  name: 'Neon Runner',
  isCtr: false,
  isManagedByProvider: true,
  selectedAdNetworkIds: [AD_NETWORK_IDS.facebook],
  ...overrides,
});
const both = [1, 2];
const ios = { platform: 'ios' as const, isCtr: false, isPublishedInStore: false, isIterating: false, usesFacebook: true };

describe('Create a test (SUB-CREATE)', () => {
  it('SUB-CREATE-10 numbers the networks 1 Facebook, 2 Snapchat', () => {
    expect(AD_NETWORK_IDS).toEqual({ facebook: 1, snapchat: 2 });
  });

  it('SUB-CREATE-08 shows the network checkboxes only for a managed CPI game of a studio with several networks', () => {
    expect(choosesAdNetworks(setup(), both)).toBe(true);
    expect(choosesAdNetworks(setup(), [1])).toBe(false);
    expect(choosesAdNetworks(setup({ isCtr: true }), both)).toBe(false);
    expect(choosesAdNetworks(setup({ isManagedByProvider: false }), both)).toBe(false);
  });

  it('SUB-CREATE-09 PERM-09 enables a network with its use_*_network permission, among the studio\'s', () => {
    expect(allowedAdNetworks(both, new Set(['use_facebook_network', 'use_snapchat_network']))).toEqual([1, 2]);
    expect(allowedAdNetworks(both, new Set(['use_facebook_network']))).toEqual([1]);
    expect(allowedAdNetworks([1], new Set(['use_snapchat_network']))).toEqual([]);
    expect(defaultAdNetworks(both)).toEqual([1]);
  });

  it('SUB-CREATE-03 refuses a name outside 3 to 25 characters with the exact message', () => {
    expect(testSetupProblems(setup({ name: 'ab' }), [1])).toEqual([{ path: 'name', message: 'Name length must be between 3 and 25 characters' }]);
    expect(testSetupProblems(setup({ name: 'x'.repeat(26) }), [1])[0]?.path).toBe('name');
    expect(testSetupProblems(setup({ name: 'abc' }), [1])).toEqual([]);
  });

  it('SUB-CREATE-11 needs a network for a managed CPI game, not for CTR nor manual ones', () => {
    expect(testSetupProblems(setup({ selectedAdNetworkIds: [] }), [1])).toEqual([
      { path: 'selectedAdNetworkIdList', message: 'Choose at least one ad network' },
    ]);
    expect(testSetupProblems(setup({ selectedAdNetworkIds: [], isCtr: true }), [1])).toEqual([]);
    expect(testSetupProblems(setup({ selectedAdNetworkIds: [], isManagedByProvider: false }), [1])).toEqual([]);
  });

  it('SUB-CREATE-09 refuses a network the user may not use', () => {
    expect(testSetupProblems(setup({ selectedAdNetworkIds: [1, 2] }), [1])).toEqual([
      { path: 'selectedAdNetworkIdList', message: 'This ad network is not available to you' },
    ]);
  });
});

describe('the substatus (SUB-16, SUB-19)', () => {
  it('SUB-19 BE-STAT-02 after create, done is create and current the game\'s next step', () => {
    expect(JSON.parse(substatusAfter(ios, 'create'))).toEqual({ done: 'create', current: 'appstore_submission' });
    expect(JSON.parse(substatusAfter({ ...ios, isPublishedInStore: true }, 'create'))).toEqual({ done: 'create', current: 'link_store' });
    expect(JSON.parse(substatusAfter({ ...ios, isCtr: true }, 'create'))).toEqual({ done: 'create', current: 'link_store' });
  });

  it('SUB-16 SUB-23 accepts {done, current} of the game\'s steps, upload_asset done with an earlier current included', () => {
    expect(isValidSubstatus(ios, JSON.stringify({ done: 'create', current: 'link_store' }))).toBe(true);
    expect(isValidSubstatus(ios, JSON.stringify({ done: 'upload_asset', current: 'link_store' }))).toBe(true);
    expect(isValidSubstatus(ios, JSON.stringify({ current: 'create' }))).toBe(true);
  });

  it('SUB-16 refuses anything else: another game\'s step, unknown keys, a legacy string, not JSON', () => {
    expect(isValidSubstatus(ios, JSON.stringify({ done: 'create', current: 'playstore_submission' }))).toBe(false);
    expect(isValidSubstatus(ios, JSON.stringify({ done: 'create', current: 'link_store', extra: 1 }))).toBe(false);
    expect(isValidSubstatus(ios, 'createGame')).toBe(false);
    expect(isValidSubstatus(ios, '{')).toBe(false);
    expect(isValidSubstatus(ios, '[]')).toBe(false);
  });
});

describe('Request testing (SUB-CAMP-05, SUB-CAMP-06)', () => {
  const ready = {
    isIterating: false,
    isCtr: false,
    isManagedByProvider: true,
    termsAccepted: true,
    hasValidIcon: true,
    networks: ['facebook', 'snapchat'] as const,
    validVideos: { facebook: 1, snapchat: 2 },
    invalidVideos: 0,
    mayRequest: true,
    campaignChosen: false,
  };

  it('SUB-CAMP-05 is enabled with the terms, the icon and valid videos on every network, for a viewer who may request', () => {
    expect(canRequestTesting(ready)).toBe(true);
    expect(canRequestTesting({ ...ready, mayRequest: false })).toBe(false);
    expect(canRequestTesting({ ...ready, hasValidIcon: false })).toBe(false);
    expect(canRequestTesting({ ...ready, validVideos: { facebook: 1 } })).toBe(false);
    expect(canRequestTesting({ ...ready, invalidVideos: 1 })).toBe(false);
  });

  it('SUB-CAMP-04 SUB-CAMP-05 needs the terms unless iterating; an iterating game needs videos on one network only', () => {
    expect(canRequestTesting({ ...ready, termsAccepted: false })).toBe(false);
    expect(canRequestTesting({ ...ready, termsAccepted: false, isIterating: true, validVideos: { snapchat: 1 } })).toBe(true);
    expect(canRequestTesting({ ...ready, isIterating: true, validVideos: {} })).toBe(false);
  });

  it('SUB-ICON-07 a CTR test needs no icon; SUB-CAMP-06 a manual game needs its campaign chosen, not videos', () => {
    expect(canRequestTesting({ ...ready, isCtr: true, hasValidIcon: false, networks: ['facebook'], validVideos: { facebook: 1 } })).toBe(true);
    expect(canRequestTesting({ ...ready, isManagedByProvider: false, validVideos: {} })).toBe(false);
    expect(canRequestTesting({ ...ready, isManagedByProvider: false, validVideos: {}, campaignChosen: true })).toBe(true);
  });
});
