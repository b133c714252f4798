// The viewer kept per session (issue 17): for its time to live, per token, bounded.
import { describe, expect, it, vi } from 'vitest';
import { providerMe } from './testing/resolvers';
import { ViewerCache } from './viewer-cache';

describe('ViewerCache', () => {
  it('issue 17 keeps a token\'s viewer for its time to live, then asks again', async () => {
    let now = 0;
    const cache = new ViewerCache(30_000, 100, () => now);
    const read = vi.fn(async () => providerMe());
    expect(cache.load('token', read).kept).toBe(false);
    now = 29_999;
    const kept = cache.load('token', read);
    expect(kept.kept).toBe(true);
    await kept.me;
    expect(read).toHaveBeenCalledTimes(1);
    now = 30_000;
    await cache.load('token', read).me;
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('issue 17 asks once for concurrent requests, and keeps no failure', async () => {
    const cache = new ViewerCache();
    const failing = vi.fn(async () => {
      throw new Error('provider down');
    });
    const both = await Promise.allSettled([cache.load('token', failing).me, cache.load('token', failing).me]);
    expect(both.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    const read = vi.fn(async () => providerMe());
    await cache.load('token', read).me;
    expect(read).toHaveBeenCalledTimes(1);
    expect(cache.count).toBe(1);
  });

  it('issue 17 sessions cannot grow it past its size: the oldest goes first', async () => {
    const cache = new ViewerCache(30_000, 3);
    const read = vi.fn(async () => providerMe());
    for (const token of ['a', 'b', 'c', 'd']) await cache.load(token, read).me;
    expect(cache.count).toBe(3);
    await cache.load('d', read).me;
    await cache.load('b', read).me;
    expect(read).toHaveBeenCalledTimes(4);
    await cache.load('a', read).me;
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('issue 17 forgets a token, and keeps what a mutation answered', async () => {
    const cache = new ViewerCache();
    const read = vi.fn(async () => providerMe());
    await cache.load('token', read).me;
    cache.forget('token');
    await cache.load('token', read).me;
    expect(read).toHaveBeenCalledTimes(2);
    cache.put('token', providerMe({ firstName: 'Renamed' }));
    expect((await cache.load('token', read).me).firstName).toBe('Renamed');
  });
});
