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
