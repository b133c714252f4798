import { APPSTORE_ID_INVALID, BUNDLE_ID_INVALID } from './messages';

export type Platform = 'ios' | 'android';
export const PLATFORMS: readonly Platform[] = ['ios', 'android'];

/** SUB-LINK-04: the AppStore ID input is numeric with this max length. */
export const APPSTORE_ID_MAX_LENGTH = 10;
/** GAP-13: the example the bundle id message shows. */
export const BUNDLE_ID_EXAMPLE = 'com.company.game';

// SUB-LINK-03: 9 or 10 digits, the first one non-zero.
const APPSTORE_ID = /^[1-9][0-9]{8,9}$/;
// SUB-LINK-06: segments start with a letter, then letters, digits or underscores.
const ANDROID_BUNDLE_ID = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
// SUB-LINK-07: segments of letters, digits or hyphens.
const IOS_BUNDLE_ID = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

export const isValidAppStoreId = (storeId: string): boolean => APPSTORE_ID.test(storeId);

/** SUB-LINK-03 */
export const validateAppStoreId = (storeId: string): string | null =>
  isValidAppStoreId(storeId) ? null : APPSTORE_ID_INVALID;

export const isValidBundleId = (bundleId: string, platform: Platform): boolean =>
  (platform === 'android' ? ANDROID_BUNDLE_ID : IOS_BUNDLE_ID).test(bundleId);

/** SUB-LINK-06/07/08: one message for both platforms. */
export const validateBundleId = (bundleId: string, platform: Platform): string | null =>
  isValidBundleId(bundleId, platform) ? null : BUNDLE_ID_INVALID;

/** A bundle id longer than this is no store's (Apple and Google allow 155 and 150). */
export const BUNDLE_ID_MAX_LENGTH = 155;

/** An AppStore id given for an Android app: the Play Store knows apps by their bundle id only. */
export const ANDROID_STORE_ID = 'Android apps have no AppStore ID: the Play Store knows them by their bundle id';

export interface StoreIds {
  storeId?: string | null | undefined;
  bundleId: string;
}

/**
 * SUB-LINK-03, SUB-LINK-06..08, BE-SUB-04: what is wrong with an app's store ids on a
 * platform, by field. iOS needs its AppStore id; Android has none (an empty one is none).
 */
export function storeIdsProblems(platform: Platform, ids: StoreIds): { path: 'storeId' | 'bundleId'; message: string }[] {
  const problems: { path: 'storeId' | 'bundleId'; message: string }[] = [];
  const storeId = ids.storeId ?? '';
  if (platform === 'ios') {
    const problem = validateAppStoreId(storeId);
    if (problem) problems.push({ path: 'storeId', message: problem });
  } else if (storeId !== '') {
    problems.push({ path: 'storeId', message: ANDROID_STORE_ID });
  }
  const bundleProblem = ids.bundleId.length > BUNDLE_ID_MAX_LENGTH ? BUNDLE_ID_INVALID : validateBundleId(ids.bundleId, platform);
  if (bundleProblem) problems.push({ path: 'bundleId', message: bundleProblem });
  return problems;
}

/** SUB-LINK-15: the project of a store id and bundle id is searched this long after the typing stops. */
export const PROJECT_SEARCH_DEBOUNCE_MS = 300;

/** SUB-LINK-23: the pause after Link to store validates, before the next step. */
export const LINK_STORE_PAUSE_MS = 500;
