import { DECRYPTION_KEY_INVALID, FACEBOOK_APP_ID_INVALID } from './messages';

const FACEBOOK_APP_ID = /^[0-9]{15,17}$/;
// The message says "alphanumeric" but the rule is lowercase hexadecimal.
const DECRYPTION_KEY = /^[0-9a-f]{64}$/;

export const isValidFacebookAppId = (appId: string): boolean => FACEBOOK_APP_ID.test(appId);

/** SUB-FB-03: 15, 16 or 17 digits. */
export const validateFacebookAppId = (appId: string): string | null =>
  isValidFacebookAppId(appId) ? null : FACEBOOK_APP_ID_INVALID;

/** SUB-FB-05: empty is accepted (the key is optional). */
export const isValidDecryptionKey = (key: string): boolean => key === '' || DECRYPTION_KEY.test(key);

export const validateDecryptionKey = (key: string): string | null =>
  isValidDecryptionKey(key) ? null : DECRYPTION_KEY_INVALID;
