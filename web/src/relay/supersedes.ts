// SL-20, MG-22, GL-24: a list's (or a route's) newer request cancels its older one still on
// its way. The loader names its requests (`networkCacheConfig.metadata.supersedes`);
// fetchGraphQL (environment.ts) aborts the older request of the same name.

/** The load options that name a request for `fetchGraphQL`: a newer one of the same name cancels it. */
export const supersedes = (name: string) => ({ networkCacheConfig: { metadata: { supersedes: name } } });

/** The name a request was given, if any. */
export const supersessionOf = (cacheConfig: { metadata?: { [key: string]: unknown } | null } | null | undefined): string | null => {
  const name = cacheConfig?.metadata?.supersedes;
  return typeof name === 'string' ? name : null;
};
