// The viewer (GET /v1/me) kept per browser session for a short while (issue 17): every
// page asks for it, and it changes only when the user's profile, studios or permissions
// do. A write through this gateway or a 401 drops the session's entry (context.ts); a
// request that answered from a kept viewer and made no other call the provider accepted
// asks the provider after all, and runs again if the session ended (confirmKeptViewer):
// an ended session is never answered from here. A permission changed elsewhere (an
// admin, another gateway) shows within the time to live; the provider checks every call
// itself. Bounded: past its size the oldest entry goes first.
import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { components } from './provider/openapi';

/** GET /v1/me's answer (as provider/client.ts names it), read from the contract: the cache sits below the client. */
type ProviderMe = components['schemas']['Me'];

export const VIEWER_TTL_MS = 30_000;
export const VIEWER_CACHE_SIZE = 10_000;

interface Entry {
  me: Promise<ProviderMe>;
  until: number;
}

export class ViewerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = VIEWER_TTL_MS,
    private readonly size = VIEWER_CACHE_SIZE,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session's viewer: the kept one while it lives (`kept`), else `read()`'s, kept unless it fails. */
  load(token: string, read: () => Promise<ProviderMe>): { me: Promise<ProviderMe>; kept: boolean } {
    const key = keyOf(token);
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return { me: entry.me, kept: true };
    const me = read();
    this.keep(key, me);
    me.catch(() => {
      if (this.entries.get(key)?.me === me) this.entries.delete(key);
    });
    return { me, kept: false };
  }

  /** A mutation answered the viewer as it is now. */
  put(token: string, me: ProviderMe): void {
    this.keep(keyOf(token), Promise.resolve(me));
  }

  forget(token: string): void {
    this.entries.delete(keyOf(token));
  }

  get count(): number {
    return this.entries.size;
  }

  private keep(key: string, me: Promise<ProviderMe>): void {
    this.entries.delete(key);
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { me, until: this.now() + this.ttlMs });
  }
}

/** Tokens are not kept as they are: a digest names the entry. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What confirmKeptViewer reads of a request's context. */
export interface KeptViewerContext {
  provider: { me(): Promise<ProviderMe> };
  loaders: { viewer: { clear(): unknown; readonly kept?: boolean }; codifications: { clear(): unknown } };
  /** A call the provider accepted with the session's token this request (provider/http.ts). */
  sessionConfirmed: { value: boolean };
}

/**
 * After a request that answered from a kept viewer without any call the provider
 * accepted (a query of the viewer alone, a refusal before any call), GET /v1/me confirms
 * the session; if the provider refuses it (ended, revoked, maintenance) the operation
 * runs again without the kept viewer, which now answers as the provider does.
 */
export function confirmKeptViewer(): Plugin {
  return {
    onExecute: ({ args, executeFn, setExecuteFn }) => {
      const context = args.contextValue as unknown as KeptViewerContext;
      setExecuteFn(async (executionArgs) => {
        const result = await executeFn(executionArgs);
        if (!context.loaders.viewer.kept || context.sessionConfirmed.value) return result;
        try {
          await context.provider.me();
          return result;
        } catch {
          // What the kept viewer let the request read without the provider goes with it.
          context.loaders.viewer.clear();
          context.loaders.codifications.clear();
          return executeFn(executionArgs);
        }
      });
    },
  };
}
