import { describe, it, expect } from 'vitest';
import {
  ANDROID_STORE_ID,
  APPSTORE_ID_MAX_LENGTH,
  BUNDLE_ID_MAX_LENGTH,
  storeIdsProblems,
  BUNDLE_ID_EXAMPLE,
  isValidAppStoreId,
  isValidBundleId,
  validateAppStoreId,
  validateBundleId,
} from './store';

const APPSTORE_MESSAGE = 'Valid AppStore IDs are 9-10 digits long and start with a non-zero digit';
const BUNDLE_MESSAGE = 'Valid Bundle IDs should look like com.company.game';

describe('AppStore id', () => {
  it('SUB-LINK-03 refuses 8 digits', () => {
    expect(validateAppStoreId('12345678')).toBe(APPSTORE_MESSAGE);
  });
  it('SUB-LINK-03 accepts 9 and 10 digits', () => {
    expect(validateAppStoreId('123456789')).toBeNull();
    expect(validateAppStoreId('1234567890')).toBeNull();
  });
  it('SUB-LINK-03 refuses 11 digits', () => {
    expect(validateAppStoreId('12345678901')).toBe(APPSTORE_MESSAGE);
  });
  it('SUB-LINK-03 refuses an AppStore id whose first digit is 0', () => {
    expect(validateAppStoreId('012345678')).toBe(APPSTORE_MESSAGE);
    expect(validateAppStoreId('0123456789')).toBe(APPSTORE_MESSAGE);
  });
  it('SUB-LINK-03 refuses letters, spaces, signs and an empty id', () => {
    for (const id of ['', '12345678a', ' 123456789', '123456789 ', '+123456789', '1234.5678', 'id123456789']) {
      expect(isValidAppStoreId(id), id).toBe(false);
    }
  });
  it('SUB-LINK-04 caps the input at 10 characters', () => {
    expect(APPSTORE_ID_MAX_LENGTH).toBe(10);
  });
});

describe('bundle id', () => {
  it('SUB-LINK-08 message shows the example com.company.game (GAP-13)', () => {
    expect(BUNDLE_ID_EXAMPLE).toBe('com.company.game');
    expect(validateBundleId('game', 'ios')).toBe(BUNDLE_MESSAGE);
    expect(validateBundleId('game', 'android')).toBe(BUNDLE_MESSAGE);
  });
  it('SUB-LINK-06 accepts android ids of two or more segments with letters, digits and underscores', () => {
    for (const id of ['com.game', 'com.company.game', 'com.my_company.game2', 'A.b_1.C9']) {
      expect(validateBundleId(id, 'android'), id).toBeNull();
    }
  });
  it('SUB-LINK-06 refuses an android id with a single segment', () => {
    expect(isValidBundleId('comcompanygame', 'android')).toBe(false);
  });
  it('SUB-LINK-06 refuses an android segment that starts with a digit or underscore', () => {
    expect(isValidBundleId('com.1company.game', 'android')).toBe(false);
    expect(isValidBundleId('com._company.game', 'android')).toBe(false);
    expect(isValidBundleId('1com.company', 'android')).toBe(false);
  });
  it('SUB-LINK-06 refuses hyphens, empty segments and spaces on android', () => {
    for (const id of ['com.my-company.game', 'com..game', '.com.game', 'com.game.', 'com.my game', '']) {
      expect(isValidBundleId(id, 'android'), id).toBe(false);
    }
  });
  it('SUB-LINK-07 accepts ios ids of two or more segments with letters, digits or hyphens', () => {
    for (const id of ['com.game', 'com.my-company.game', '1com.2company.3game', 'com.-.game']) {
      expect(validateBundleId(id, 'ios'), id).toBeNull();
    }
  });
  it('SUB-LINK-07 refuses ios ids with one segment, underscores, empty segments or spaces', () => {
    for (const id of ['game', 'com.my_company.game', 'com..game', 'com.game.', '.com.game', 'com.my game', '']) {
      expect(isValidBundleId(id, 'ios'), id).toBe(false);
    }
  });
});

describe('store ids of an app (storeIdsProblems)', () => {
  it('SUB-LINK-03 SUB-LINK-07 BE-SUB-04 accepts an iOS app with its AppStore id and bundle id', () => {
    expect(storeIdsProblems('ios', { storeId: '1234567890', bundleId: 'com.company.game' })).toEqual([]);
  });
  it('SUB-LINK-03 BE-SUB-04 an iOS app needs its AppStore id, named by field with the message', () => {
    expect(storeIdsProblems('ios', { bundleId: 'com.company.game' })).toEqual([{ path: 'storeId', message: APPSTORE_MESSAGE }]);
    expect(storeIdsProblems('ios', { storeId: '0123456789', bundleId: 'com' })).toEqual([
      { path: 'storeId', message: APPSTORE_MESSAGE },
      { path: 'bundleId', message: BUNDLE_MESSAGE },
    ]);
  });
  it('SUB-LINK-06 BE-SUB-04 an Android app is known by its bundle id: no AppStore id', () => {
    expect(storeIdsProblems('android', { bundleId: 'com.company.game' })).toEqual([]);
    expect(storeIdsProblems('android', { storeId: '', bundleId: 'com.company.game' })).toEqual([]);
    expect(storeIdsProblems('android', { storeId: '1234567890', bundleId: 'com.company.game' })).toEqual([
      { path: 'storeId', message: ANDROID_STORE_ID },
    ]);
    expect(storeIdsProblems('android', { bundleId: 'com.1company.game' })).toEqual([{ path: 'bundleId', message: BUNDLE_MESSAGE }]);
  });
  it('SUB-LINK-08 refuses a bundle id longer than any store allows', () => {
    expect(storeIdsProblems('ios', { storeId: '123456789', bundleId: `com.${'a'.repeat(BUNDLE_ID_MAX_LENGTH)}` })).toEqual([
      { path: 'bundleId', message: BUNDLE_MESSAGE },
    ]);
  });
});
