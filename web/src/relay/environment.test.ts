import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchGraphQL, getDataID, renewSession, VALUE_TYPES } from './environment';
import { apiEventOf, rateLimitMessageOf, reloadsForNewVersion } from './transport';

describe('getDataID', () => {
  it('issue 13 a value\'s `id` (a list column, a country ...) is no record identity; a global id is', () => {
    // Every type of the schema whose `id` is not an ID! is a value type, and no other.
    const schema = readFileSync(join(import.meta.dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
    const valueTypes = new Set<string>();
    let type: string | null = null;
    for (const line of schema.split('\n')) {
      type = /^type (\w+)/.exec(line)?.[1] ?? (line.startsWith('}') ? null : type);
      if (type && /^ {2}id: (?!ID!)/.test(line)) valueTypes.add(type);
    }
    expect([...valueTypes].sort()).toEqual([...VALUE_TYPES].sort());
    expect(getDataID({ id: 'activityState' }, 'ListColumn')).toBeNull();
    expect(getDataID({ id: 'U3R1ZGlvOjE=' }, 'Studio')).toBe('U3R1ZGlvOjE=');
  });
});

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

  it('issue 16 a document id the gateway does not know (a version deployed since) reloads the page once a minute at most', () => {
    const unknown = [{ message: 'No persisted document has this id: reload the page to get the current version of the app.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }];
    expect(apiEventOf(unknown, 400)).toBe('outdated');
    expect(reloadsForNewVersion(1_000_000, undefined)).toBe(true);
    expect(reloadsForNewVersion(1_000_000, 1_000_000 - 30_000)).toBe(false);
    expect(reloadsForNewVersion(1_000_000, 1_000_000 - 61_000)).toBe(true);
  });

  it('ERR-02 reads any other 5xx as a server error', () => {
    expect(apiEventOf([{ message: 'bad gateway', extensions: { code: 'GENERIC_ERROR', status: 502 } }], 200)).toBe('serverError');
    expect(apiEventOf(undefined, 500)).toBe('serverError');
  });

  it('issue 16 reads a spent points budget (429 RATE_LIMITED) as a server error with its message, not maintenance', () => {
    const spent = [{ message: 'The points budget of the hour is spent: ... It is renewed at 2026-01-01T10:00:00Z, in 12 minutes.', extensions: { code: 'RATE_LIMITED', status: 429 } }];
    expect(apiEventOf(spent, 429)).toBe('serverError');
    expect(rateLimitMessageOf(spent)).toBe(spent[0]!.message);
    expect(rateLimitMessageOf([{ message: 'down', extensions: { code: 'GENERIC_ERROR', status: 500 } }])).toBeUndefined();
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

describe('issue 16 trusted documents', () => {
  /** The bodies the app posts to /graphql while `run` runs. */
  async function postedBodies(run: () => Promise<unknown>): Promise<unknown[]> {
    const bodies: unknown[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return Promise.resolve({ status: 200, json: () => Promise.resolve({ data: { viewer: null } }) });
    }) as typeof fetch;
    try {
      await run();
    } finally {
      globalThis.fetch = original;
    }
    return bodies;
  }

  it('issue 16 sends the persisted id of an operation (extensions.persistedQuery), its name and variables, never its text', async () => {
    const params = { id: 'a'.repeat(64), cacheID: 'c', text: null, name: 'HomePageQuery', operationKind: 'query', metadata: {} } as never;
    const bodies = await postedBodies(
      () => new Promise<void>((resolve, reject) => fetchGraphQL(params, { first: 20 }).subscribe({ complete: resolve, error: reject })),
    );
    expect(bodies).toEqual([
      { operationName: 'HomePageQuery', variables: { first: 20 }, extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } },
    ]);
  });

  it('issue 16 renews the session with a persisted document too (relay-compiler gave it an id)', async () => {
    const [body] = (await postedBodies(() => renewSession())) as { query?: string; operationName: string; extensions?: { persistedQuery?: { sha256Hash?: string } } }[];
    expect(body?.query).toBeUndefined();
    expect(body?.operationName).toBe('environmentSessionRenewalQuery');
    expect(body?.extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
