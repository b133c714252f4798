import { describe, expect, it } from 'vitest';
import { LEGAL_LINK_TTL_DAYS, legalLink, legalLinkSearch, readLegalLink } from './legal-links';

describe('legal information links', () => {
  it('ROUTE-21 FORM-19 issue 42 keeps the specification\'s query and adds the token; the page reads back what was written', () => {
    const query = { dealId: 'DEAL-42', contactName: 'Léa Fontaine', contactEmail: 'lead@studio-one.test', contractSuffix: 'B 2&x', token: 'k2V_tq-9Zr0' };
    const url = new URL(legalLink('https://greenlight.example/', query));
    expect(url.origin + url.pathname).toBe('https://greenlight.example/legal_information');
    expect([...url.searchParams.keys()]).toEqual(['deal_id', 'contact_name', 'contact_email', 'contract_suffix', 'token']);
    expect(readLegalLink(url.searchParams)).toEqual(query);
  });

  it('FORM-19 leaves out what the link does not name; a page without a token reads null', () => {
    expect(legalLinkSearch({ dealId: 'DEAL-1', contactName: null, contactEmail: '', token: 't' })).toBe('deal_id=DEAL-1&token=t');
    expect(readLegalLink(new URLSearchParams('deal_id=DEAL-1'))).toEqual({ dealId: 'DEAL-1', contactName: null, contactEmail: null, contractSuffix: null, token: null });
    expect(LEGAL_LINK_TTL_DAYS).toBe(30);
  });
});
