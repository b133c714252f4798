// A Relay connection over one of the provider's offset lists (games, studios, shared
// games, notifications): first/after become limit/offset, the provider's total gives
// totalCount and hasNextPage. One piece of code for every list the gateway pages. The
// games lists page by keyset (keysetConnection): the last edge's cursor carries the
// provider's `next` and the list's total, so a following page is a range of an index
// and costs no count.
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
      // GL-23: an empty page ends the list, even when the total counted earlier says more (rows went away meanwhile).
      hasNextPage: page.data.length > 0 && offset + page.data.length < page.total,
    },
  };
}

/** A page of a keyset list: the total when it was counted, the keyset after its last item. */
export interface KeysetPage<T> {
  data: T[];
  total?: number;
  next: string | null;
}

/** What a keyset list's cursor holds: the item's place, and after the last item of a page its keyset and the total. */
interface KeysetCursor {
  o: number;
  t?: number;
  k?: string;
}

const KEYSET_PREFIX = 'k:';

export function keysetCursor(cursor: KeysetCursor): string {
  return Buffer.from(KEYSET_PREFIX + JSON.stringify(cursor)).toString('base64url');
}

function readKeysetCursor(cursor: string | null | undefined): KeysetCursor | null {
  if (!cursor || cursor.length > 400) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(KEYSET_PREFIX)) return null;
  try {
    const parsed = JSON.parse(text.slice(KEYSET_PREFIX.length)) as Partial<KeysetCursor>;
    if (!Number.isSafeInteger(parsed.o) || parsed.o! < 0) return null;
    return {
      o: parsed.o!,
      ...(Number.isSafeInteger(parsed.t) && parsed.t! >= 0 ? { t: parsed.t! } : {}),
      ...(typeof parsed.k === 'string' && parsed.k.length <= 200 ? { k: parsed.k } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * A connection over a provider list that pages by keyset (issue 17): `after` the last
 * edge of a page asks the provider for the rows after its keyset, without a count (the
 * cursor carries the total); any other cursor, or `last`/`before`, falls back to the
 * offset. Every edge's cursor keeps its place, so totalCount and hasNextPage hold.
 */
export async function keysetConnection<T>(
  args: ConnectionArgs,
  size: { defaultSize: number; maxSize: number },
  fetchPage: (page: { limit: number; offset: number; after?: string; withTotal: boolean }) => Promise<KeysetPage<T>>,
) {
  const ours = readKeysetCursor(args.after);
  const cursor = ours && !args.before && !args.last ? ours : null;
  const { offset, expectedSize } = offsetForArgs({ args: ours ? { ...args, after: offsetToCursor(ours.o) } : args, ...size });
  const known = cursor?.t;
  const page: KeysetPage<T> =
    expectedSize > 0
      ? await fetchPage({ limit: expectedSize, offset, ...(cursor?.k ? { after: cursor.k } : {}), withTotal: !(cursor?.k && known !== undefined) })
      : { data: [], total: 0, next: null };
  const total = page.total ?? known ?? offset + page.data.length;
  const edges = page.data.map((node, index) => {
    const last = index === page.data.length - 1;
    return { cursor: keysetCursor({ o: offset + index, ...(last ? { t: total, ...(page.next ? { k: page.next } : {}) } : {}) }), node };
  });
  return {
    edges,
    totalCount: total,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: offset > 0,
      // GL-23: an empty page ends the list, even when the cursor's total says more (rows went away meanwhile).
      hasNextPage: page.data.length > 0 && offset + page.data.length < total,
    },
  };
}
