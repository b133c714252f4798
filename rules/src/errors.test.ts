import { describe, expect, it } from 'vitest';
import {
  describeApiError,
  fillPlaceholders,
  hijackFailedMessage,
  HIJACK_FORBIDDEN_REASON,
  propertyUpdateForbiddenMessage,
  serverErrorMessage,
  type ErrorList,
} from './errors';

const errorList: ErrorList = new Map([
  ['GENERIC_ERROR', { message: 'Something went wrong.' }],
  ['LINK_TO_STORE_STORE_ID_NOT_FOUND', { message: 'No game with this {{storeId}}.', link: 'https://help.example/store' }],
]);

describe('describeApiError', () => {
  it('ERR-10 ERR-07 translates the first code through the error list, filling its placeholders', () => {
    expect(
      describeApiError(
        { detail: 'raw', errorList: [{ code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND', detail: 'x', extra: { storeId: 'AppStore ID' } }] },
        errorList,
      ),
    ).toEqual({ code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND', message: 'No game with this AppStore ID.', link: 'https://help.example/store' });
  });

  it('ERR-05 reads the detail, then the message, then the first item, for codes the list does not know', () => {
    expect(describeApiError({ detail: 'From detail', message: 'From message', errorList: [{ code: 'X', detail: 'item' }] }, errorList).message).toBe('From detail');
    expect(describeApiError({ message: 'From message', errorList: [{ code: 'X', detail: 'item' }] }, errorList).message).toBe('From message');
    expect(describeApiError({ errorList: [{ code: 'X', detail: 'From item' }] }, errorList).message).toBe('From item');
  });

  it('ERR-06 CONF-06 falls back to GENERIC_ERROR, else "{operation} failed - {code}"', () => {
    expect(describeApiError({ errorList: [{ code: 'NEW' }] }, errorList, 'Kill game').message).toBe('Something went wrong.');
    expect(describeApiError({ errorList: [{ code: 'NEW' }] }, new Map(), 'Kill game').message).toBe('Kill game failed - NEW');
    expect(describeApiError(undefined, errorList).message).toBe('Something went wrong.');
  });

  it('ERR-07 leaves an unknown placeholder as written', () => {
    expect(fillPlaceholders('{{a}} and {{ b }}', { a: 1 })).toBe('1 and {{ b }}');
  });
});

describe('fixed error texts', () => {
  it('ERR-02 names the support address in the server-failure toast', () => {
    expect(serverErrorMessage('support@example.com')).toBe('An error occurred, please refresh or contact support (support@example.com)');
  });

  it('ERR-12 says "Invalid permission" only for a Forbidden answer', () => {
    expect(propertyUpdateForbiddenMessage('Forbidden')).toBe('Invalid permission');
    expect(propertyUpdateForbiddenMessage('Nope')).toBe('An error occured');
  });

  it('IMP-09 IMP-10 words the hijack failure toast', () => {
    expect(hijackFailedMessage(HIJACK_FORBIDDEN_REASON)).toBe(
      "Hijack failed: you don't have the necessary permissions to impersonate this user",
    );
  });
});
