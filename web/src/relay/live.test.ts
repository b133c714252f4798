import { afterEach, describe, expect, it, vi } from 'vitest';

const probe = { name: 'Probe', text: 'subscription Probe { gameOperations { operationId } }' } as never;

afterEach(() => {
  vi.doUnmock('graphql-ws');
  vi.resetModules();
});

describe('issue 17 the live socket loads its client with the first subscription', () => {
  it('LIVE-04 a client whose code did not load fails the subscription and says so; the next subscription loads it again', async () => {
    vi.doMock('graphql-ws', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const live = await import('./live');
    const failed = vi.fn();
    live.subscribeGraphQL(probe, {}).subscribe({ error: failed });
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(live.liveStatus()).toBe('failed');

    const subscribe = vi.fn(() => () => undefined);
    vi.doMock('graphql-ws', () => ({ createClient: () => ({ subscribe }) }));
    const stop = live.subscribeGraphQL(probe, {}).subscribe({ error: failed });
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(failed).toHaveBeenCalledTimes(1);
    stop.unsubscribe();
  });

  it('LIVE-01 a subscription disposed before the client loaded never opens', async () => {
    const subscribe = vi.fn(() => () => undefined);
    let loaded!: () => void;
    const loading = new Promise<void>((resolve) => (loaded = resolve));
    vi.doMock('graphql-ws', async () => {
      await loading;
      return { createClient: () => ({ subscribe }) };
    });
    const live = await import('./live');
    live.subscribeGraphQL(probe, {}).subscribe({}).unsubscribe();
    const kept = live.subscribeGraphQL(probe, {}).subscribe({});
    loaded();
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    kept.unsubscribe();
  });
});

describe('issue 42 the live socket follows the session', () => {
  /** graphql-ws replaced: each subscription's sink, and the options the client was made with. */
  async function withClient() {
    const sinks: { error: (error: unknown) => void }[] = [];
    let options: { retryWait?: (retries: number) => Promise<void>; on?: { closed?: (event: unknown) => void } } = {};
    vi.doMock('graphql-ws', () => ({
      createClient: (given: typeof options) => {
        options = given;
        return {
          subscribe: (_payload: unknown, sink: { error: (error: unknown) => void }) => {
            sinks.push(sink);
            return () => undefined;
          },
        };
      },
    }));
    const live = await import('./live');
    return { live, sinks, options: () => options };
  }

  it('AUTH-17 a socket closed with 4401 renews the session at once: still signed in, the subscription starts again; signed out, the page goes to sign in', async () => {
    const { live, sinks } = await withClient();
    let signedIn = true;
    const renew = vi.fn(async () => signedIn);
    const ended = vi.fn();
    live.setSessionRenewal(renew, ended);
    const failed = vi.fn();
    live.subscribeGraphQL(probe, {}).subscribe({ error: failed });
    await vi.waitFor(() => expect(sinks).toHaveLength(1));

    sinks[0]!.error({ code: 4401, reason: 'Unauthorized' });
    await vi.waitFor(() => expect(sinks).toHaveLength(2));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(ended).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();

    // Signed out meanwhile (at most every 5 s: the clock moved on).
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout'] });
    try {
      signedIn = false;
      sinks[1]!.error({ code: 4401, reason: 'Unauthorized' });
      await vi.advanceTimersByTimeAsync(5000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(sinks).toHaveLength(2);
    expect(failed).not.toHaveBeenCalled();
  });

  it('STAFF-19 a socket closed with 4403 (the rights changed) reconnects without the 5 s wait; any other close waits it', async () => {
    const { live, sinks, options } = await withClient();
    live.setSessionRenewal(async () => true, () => undefined);
    live.subscribeGraphQL(probe, {}).subscribe({});
    await vi.waitFor(() => expect(sinks).toHaveLength(1));
    const { retryWait, on } = options();
    on!.closed!({ code: 4403, reason: 'Forbidden: access changed' });
    const started = Date.now();
    await retryWait!(0);
    expect(Date.now() - started).toBeLessThan(1000);

    vi.useFakeTimers();
    try {
      on!.closed!({ code: 1006, reason: '' });
      let waited = false;
      void retryWait!(0).then(() => (waited = true));
      await vi.advanceTimersByTimeAsync(4900);
      expect(waited).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(waited).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
