import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadQuery } from 'react-relay';
import { afterEach, describe, expect, it } from 'vitest';
import LandingQuery from '../features/accounts/__generated__/LandingQuery.graphql';
import SessionRenewalQuery from './__generated__/environmentSessionRenewalQuery.graphql';
import { createEnvironment, fetchGraphQL, getDataID, inOneRequest, renewSession, VALUE_TYPES } from './environment';
import { supersedes } from './supersedes';
import { apiEventOf, onApiEvent, rateLimitMessageOf, reloadsForNewVersion } from './transport';

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

describe('SL-20 MG-22 a newer request of the same list cancels the older one', () => {
  it('SL-20 MG-22 aborts a list\'s request still on its way when the list asks anew, never another list\'s, and the older never answers', async () => {
    const calls: { signal: AbortSignal; answer: (json: unknown) => void }[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ signal: init.signal!, answer: (json) => resolve({ status: 200, json: () => Promise.resolve(json) } as Response) });
      })) as typeof fetch;
    try {
      const params = { id: 'list', name: 'StudiosListPaginationQuery', operationKind: 'query' } as never;
      const heard: string[] = [];
      const observe = (name: string) => ({ next: () => heard.push(`${name} answered`), error: () => heard.push(`${name} failed`), complete: () => heard.push(`${name} done`) });
      fetchGraphQL(params, { term: 'a' }, supersedes('studios-list').networkCacheConfig).subscribe(observe('alpha'));
      fetchGraphQL(params, { term: 'x' }, supersedes('games-list').networkCacheConfig).subscribe(observe('games'));
      expect(calls.map((call) => call.signal.aborted)).toEqual([false, false]);
      fetchGraphQL(params, { term: 'ab' }, supersedes('studios-list').networkCacheConfig).subscribe(observe('alpha-beta'));
      // The first studios request is cancelled; the games list's, another list, goes on.
      expect(calls.map((call) => call.signal.aborted)).toEqual([true, false, false]);
      calls[2]!.answer({ data: { studios: null } });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(heard).toEqual(['alpha-beta answered', 'alpha-beta done']);
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

describe('issue 17 inOneRequest: the queries a loader starts together, in one POST', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  /** fetch answering `answer` (a JSON body) with `status`; what was posted, and with which signal. */
  function answering(answer: unknown, status = 200) {
    const posts: { body: unknown; signal: AbortSignal }[] = [];
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = ((_url: string, init: RequestInit) => {
      posts.push({ body: JSON.parse(init.body as string), signal: init.signal! });
      return answered.then(() => ({ status, json: () => Promise.resolve(answer) }));
    }) as typeof fetch;
    return { posts, release };
  }

  const query = (name: string) => ({ id: name.padEnd(64, '0'), cacheID: name, text: null, name, operationKind: 'query', metadata: {} }) as never;
  const received = (observable: ReturnType<typeof fetchGraphQL>) => {
    const got: { next: unknown[]; error?: Error; complete: boolean } = { next: [], complete: false };
    const subscription = observable.subscribe({ next: (value) => got.next.push(value), error: (error: Error) => (got.error = error), complete: () => (got.complete = true) });
    return { got, subscription };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('issue 17 two queries started together leave as one POST of both, each given its own answer in order', async () => {
    const { posts, release } = answering([{ data: { page: 1 } }, { data: { panel: 2 } }]);
    const [page, panel] = inOneRequest(() => [received(fetchGraphQL(query('PageQuery'), { a: 1 })), received(fetchGraphQL(query('PanelQuery'), { b: 2 }))]);
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as { operationName: string; variables: unknown }[]).map((body) => [body.operationName, body.variables])).toEqual([
      ['PageQuery', { a: 1 }],
      ['PanelQuery', { b: 2 }],
    ]);
    release();
    await settle();
    expect(page!.got).toEqual({ next: [{ data: { page: 1 } }], complete: true });
    expect(panel!.got).toEqual({ next: [{ data: { panel: 2 } }], complete: true });
  });

  it("issue 17 Relay's loadQuery asks at once: a route's query and the panel's started by the loader are one request", () => {
    const { posts } = answering([{ data: null }, { data: null }]);
    const environment = createEnvironment();
    const references = inOneRequest(() => [
      loadQuery(environment, LandingQuery, {}, { fetchPolicy: 'store-and-network' }),
      loadQuery(environment, SessionRenewalQuery, {}, { fetchPolicy: 'network-only' }),
    ]);
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as { operationName: string }[]).map((body) => body.operationName)).toEqual(['LandingQuery', 'environmentSessionRenewalQuery']);
    for (const reference of references) reference.dispose();
  });

  it('issue 17 a query alone, and a mutation even inside inOneRequest, leave as a POST of their own', () => {
    const { posts } = answering({ data: null });
    inOneRequest(() => {
      received(fetchGraphQL(query('PageQuery'), {}));
      received(fetchGraphQL({ ...(query('SaveMutation') as object), operationKind: 'mutation' } as never, {}));
    });
    expect(posts.map((post) => Array.isArray(post.body))).toEqual([false, false]);
    expect(posts.map((post) => (post.body as { operationName: string }).operationName).sort()).toEqual(['PageQuery', 'SaveMutation']);
  });

  it('GL-24 issue 17 a batch is aborted once none of its queries is wanted; a query let go gets no answer', async () => {
    const { posts, release } = answering([{ data: { page: 1 } }, { data: { panel: 2 } }]);
    const [page, panel] = inOneRequest(() => [received(fetchGraphQL(query('PageQuery'), {})), received(fetchGraphQL(query('PanelQuery'), {}))]);
    panel!.subscription.unsubscribe();
    expect(posts[0]!.signal.aborted).toBe(false);
    release();
    await settle();
    expect(page!.got.next).toEqual([{ data: { page: 1 } }]);
    expect(panel!.got.next).toEqual([]);

    const second = answering([{ data: null }, { data: null }]);
    const both = inOneRequest(() => [received(fetchGraphQL(query('PageQuery'), {})), received(fetchGraphQL(query('PanelQuery'), {}))]);
    both[0]!.subscription.unsubscribe();
    expect(second.posts[0]!.signal.aborted).toBe(false);
    both[1]!.subscription.unsubscribe();
    expect(second.posts[0]!.signal.aborted).toBe(true);
  });

  it('issue 17 an answer refusing the whole batch is each query\'s, and its verdict is told once', async () => {
    const ended = { errors: [{ message: 'You are not signed in', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] };
    const { release } = answering(ended, 200);
    const events: string[] = [];
    const stop = onApiEvent((event) => events.push(event));
    try {
      const [page, panel] = inOneRequest(() => [received(fetchGraphQL(query('PageQuery'), {})), received(fetchGraphQL(query('PanelQuery'), {}))]);
      release();
      await settle();
      expect(page!.got.next).toEqual([ended]);
      expect(panel!.got.next).toEqual([ended]);
      expect(events).toEqual(['sessionEnded']);
    } finally {
      stop();
    }
  });
});
