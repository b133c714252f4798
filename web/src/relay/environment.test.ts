import { describe, expect, it } from 'vitest';
import { apiEventOf, fetchGraphQL } from './environment';

describe('apiEventOf', () => {
  it('ERR-01 reads a 503, from the answer or from an error, as maintenance', () => {
    expect(apiEventOf(undefined, 503)).toBe('maintenance');
    expect(apiEventOf([{ message: 'down', extensions: { code: 'MAINTENANCE', status: 503 } }], 200)).toBe('maintenance');
  });

  it('AUTH-15 ERR-03 reads UNAUTHENTICATED as the end of the session', () => {
    expect(apiEventOf([{ message: 'You are not signed in', extensions: { code: 'UNAUTHENTICATED', status: 401 } }], 200)).toBe(
      'sessionEnded',
    );
  });

  it('ERR-01 ERR-02 issue 18: a provider shedding load (503 OVERLOADED) is a server error, not maintenance', () => {
    const busy = [{ message: 'Greenlight is very busy right now. Please retry in a moment.', extensions: { code: 'OVERLOADED', status: 503 } }];
    expect(apiEventOf(busy, 200)).toBe('serverError');
    expect(apiEventOf(busy, 503)).toBe('serverError');
  });

  it('ERR-02 reads any other 5xx as a server error', () => {
    expect(apiEventOf([{ message: 'bad gateway', extensions: { code: 'GENERIC_ERROR', status: 502 } }], 200)).toBe('serverError');
    expect(apiEventOf(undefined, 500)).toBe('serverError');
  });

  it('leaves refusals and successes to the page', () => {
    expect(apiEventOf([{ message: 'Invalid permission', extensions: { code: 'FORBIDDEN', status: 403 } }], 200)).toBeUndefined();
    expect(apiEventOf(undefined, 200)).toBeUndefined();
  });
});

describe('fetchGraphQL', () => {
  it('GL-24 aborts the request Relay no longer needs', async () => {
    const signals: AbortSignal[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise(() => {});
    }) as typeof fetch;
    try {
      const params = { text: '{ viewer { id } }', name: 'Q', operationKind: 'query' } as never;
      const subscription = fetchGraphQL(params, {}).subscribe({});
      expect(signals[0]!.aborted).toBe(false);
      subscription.unsubscribe();
      expect(signals[0]!.aborted).toBe(true);
    } finally {
      globalThis.fetch = original;
    }
  });
});
