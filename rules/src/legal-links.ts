// The link to the public legal information form (FORM-19, FORM-20, issue 42): the
// specification's query (deal_id, contact_name, contact_email, contract_suffix) and
// one more parameter, `token`, a random secret that the provider hands out with the
// link, keeps only as its hash, accepts once and until it expires.

/** How long a legal information link works: 30 days from when it was handed out. */
export const LEGAL_LINK_TTL_DAYS = 30;

/** The path of the public form (ROUTE-21). */
export const LEGAL_INFORMATION_PATH = '/legal_information';

/** A contract's suffix (the link's contract_suffix): at most this many characters. */
export const CONTRACT_SUFFIX_MAX_LENGTH = 60;

export interface LegalLinkQuery {
  dealId: string;
  contactName?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contractSuffix?: string | null | undefined;
  token: string;
}

/** FORM-19: the link's query string, the specification's parameters first, then the token; empty ones left out. */
export function legalLinkSearch(query: LegalLinkQuery): string {
  const search = new URLSearchParams({ deal_id: query.dealId });
  if (query.contactName) search.set('contact_name', query.contactName);
  if (query.contactEmail) search.set('contact_email', query.contactEmail);
  if (query.contractSuffix) search.set('contract_suffix', query.contractSuffix);
  search.set('token', query.token);
  return search.toString();
}

/** The whole link under `publicUrl` (the address the dashboard is served at). */
export const legalLink = (publicUrl: string, query: LegalLinkQuery): string =>
  `${publicUrl.replace(/\/+$/, '')}${LEGAL_INFORMATION_PATH}?${legalLinkSearch(query)}`;

/** FORM-19, FORM-20: what the page reads from its address, the token included (null without one). */
export function readLegalLink(search: URLSearchParams) {
  return {
    dealId: search.get('deal_id') ?? '',
    contactName: search.get('contact_name'),
    contactEmail: search.get('contact_email'),
    contractSuffix: search.get('contract_suffix'),
    token: search.get('token'),
  };
}
