// The board's knowledge-sharing address (KS-03, KS-04): `/board/ks/finished/{cpi|ctr}`,
// open to the holders of view_knowledge_sharing only (the gateway refuses the list to
// anyone else: the page asks it orEmpty, in one request, and shows the not-found page).
import { KS_PAGE_SIZE, KS_TYPES, type KsType } from '@greenlight/rules';
import type { KnowledgeSharingPageQuery$variables } from './__generated__/KnowledgeSharingPageQuery.graphql';

export const KS_PERMISSION = 'view_knowledge_sharing';

/** KS-04: the list's type from the address; the filter is always `finished`, anything else is no page. */
export function ksAddressType(filter: string | undefined, type: string | undefined): KsType | null {
  if (filter !== 'finished') return null;
  return KS_TYPES.find((candidate) => candidate === type) ?? null;
}

/**
 * The first screen's shared games, three pages of five (KS-15), in one request: asked five
 * at a time, the first screen's sentinel asked again at once, a second request one after the
 * other on arrival and after each change of the filters (issue 17). Scrolling loads five more.
 */
export const KS_FIRST_COUNT = 3 * KS_PAGE_SIZE;

/** The page query's variables: the type, the address's ?term= and the first screen. */
export function ksPageVariables(type: KsType, term: string | null): KnowledgeSharingPageQuery$variables {
  return { type: type === 'ctr' ? 'CTR' : 'CPI', term: term || null, count: KS_FIRST_COUNT };
}
