// A Relay connection over one of the provider's offset lists (games, studios, shared
// games, notifications): first/after become limit/offset, the provider's total gives
// totalCount and hasNextPage. One piece of code for every list the gateway pages.
import { offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A page as the provider answers it. */
export interface OffsetPage<T> {
  data: T[];
  total: number;
}

export async function offsetConnection<T>(
  args: ConnectionArgs,
  size: { defaultSize: number; maxSize: number },
  fetchPage: (page: { limit: number; offset: number }) => Promise<OffsetPage<T>>,
) {
  const { offset, expectedSize } = offsetForArgs({ args, ...size });
  const page: OffsetPage<T> = expectedSize > 0 ? await fetchPage({ limit: expectedSize, offset }) : { data: [], total: 0 };
  const edges = page.data.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
  return {
    edges,
    totalCount: page.total,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: offset > 0,
      hasNextPage: offset + page.data.length < page.total,
    },
  };
}
