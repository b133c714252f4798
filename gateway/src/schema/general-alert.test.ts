// The banner on top of the studio board (CMS-02, SB-04) over a fake content loader:
// an entry the provider refuses or lacks is simply absent, the rest of the query answers.
import { describe, expect, it } from 'vitest';
import type { ProviderContentEntry } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { data, fakeLoader, run } from '../testing/resolvers';

const ALERT: ProviderContentEntry = {
  id: 'GENERAL_ALERT',
  fields: { title: 'Maintenance', content: 'The dashboard stops at 22:00 UTC.', color: 'warning', active: true },
  updatedAt: '2026-11-20T09:30:00.000Z',
};

/** A content loader answering the general alert with this (an error fails that entry alone), and every help text with its id. */
const contentEntries = (alert: ProviderContentEntry | ProviderError) =>
  fakeLoader<string, ProviderContentEntry>((id) =>
    // DataLoader rejects a key answered with an Error, and that key alone.
    id === 'GENERAL_ALERT' ? (alert as ProviderContentEntry) : { id, fields: { title: 'Help', content: `About ${id}` }, updatedAt: ALERT.updatedAt },
  );

const QUERY = '{ generalAlert { title content color active } helpText(id: "HELP_GAMES_LIST") { content } }';

describe('generalAlert', () => {
  it('CMS-02 answers the content service\'s GENERAL_ALERT entry', async () => {
    const answer = await data(QUERY, {}, { loaders: { contentEntries: contentEntries(ALERT) } });
    expect(answer).toEqual({
      generalAlert: { title: 'Maintenance', content: 'The dashboard stops at 22:00 UTC.', color: 'warning', active: true },
      helpText: { content: 'About HELP_GAMES_LIST' },
    });
  });

  it('ERR-19 CMS-06 answers null without an error when the entry cannot be read, the rest of the query unharmed', async () => {
    for (const failure of [
      new ProviderError('Not found', 404, 'NOT_FOUND'),
      new ProviderError('Forbidden', 403, 'PERMISSION_DENIED'),
      new ProviderError('Invalid request', 400, 'INVALID_REQUEST'),
    ]) {
      const result = await run(QUERY, {}, { loaders: { contentEntries: contentEntries(failure) } });
      expect(result.errors, failure.code).toBeUndefined();
      expect(result.data, failure.code).toEqual({ generalAlert: null, helpText: { content: 'About HELP_GAMES_LIST' } });
    }
  });

  it('ERR-19 AUTH-15 still tells an ended session, which the page must hear', async () => {
    const ended = new ProviderError('Session ended', 401, 'UNAUTHENTICATED');
    const result = await run(QUERY, {}, { loaders: { contentEntries: contentEntries(ended) } });
    expect(result.data?.generalAlert).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
