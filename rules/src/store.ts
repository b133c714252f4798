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
