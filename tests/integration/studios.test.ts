// Studios for staff through the gateway over a real provider (issue 13; SL, SD, SSET):
// the list with its figures, sort, search and a studio-rule filter; a studio's page,
// node(id), its users and history; the settings mutations and their typed refusals;
// and who may call what, over the DEMO.md users.
import { CHURN_REASONS } from '@greenlight/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId, persistedId, signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;
const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function studioId(slug: string): Promise<number> {
  const result = (await stack.database.db.execute(sql`select id from studios where slug = ${slug}`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}
async function userId(email: string): Promise<number> {
  const result = (await stack.database.db.execute(sql`select id from users where email = ${email}`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}

interface Trend { value: number | null; previous: number | null; percentage: number | null; isGreen: boolean }
interface StudioNode {
  id: string;
  studioId: number;
  name: string;
  pmName: string | null;
  isStarred: boolean;
  nbPrototypes: number;
  cpi3Months: Trend;
}

const LIST = `query Studios($sort: StudioSort!, $order: SortOrder!, $term: String, $filter: GameFilterInput, $after: String) {
  studios(first: 3, after: $after, sort: $sort, order: $order, term: $term, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id studioId name pmName isStarred nbPrototypes cpi3Months { value previous percentage isGreen } } }
  }
}`;

const PAGE = `query Studio($studioId: Int!) {
  studio(studioId: $studioId) {
    id studioId name country activityLabel teamStatus { teamStatusId label } isCoached
    pm { userId } secondaryPm { userId } hubspotUrl nbPrototypes nbHits deactivateDate
    users { userId email accessId }
    history { createdAs updates { field value updatedBy } }
  }
}`;

const SETTINGS = `mutation Settings($studioId: ID!, $input: StudioSettingsInput!) {
  updateStudioSettings(studioId: $studioId, input: $input) {
    __typename
    ... on Studio { studioId teamStatus { teamStatusId } isChurned churnReason deactivateDate pm { userId } }
    ... on ProviderError { code status message fieldErrors { path } }
  }
}`;

const COACHING = `mutation Coaching($studioId: ID!, $coached: Boolean!) {
  switchStudioCoaching(studioId: $studioId, coached: $coached) {
    __typename
    ... on Studio { studioId isCoached teamStatus { teamStatusId label } }
    ... on ProviderError { code status }
  }
}`;

const STAR = `mutation Star($studioId: ID!, $starred: Boolean!) {
  starStudio(studioId: $studioId, starred: $starred) {
    __typename
    ... on Studio { studioId isStarred }
    ... on ProviderError { code status }
  }
}`;

describe('studios through the gateway', () => {
  it('SL-01 SL-02 SL-04 SL-05 SL-11 SL-22 the list pages by 3, CPI ascending by default, searched and filtered on the studio rules', async () => {
    const pm = await as('pm@greenlight.test');
    const first = await pm.request<{ studios: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: StudioNode }[] } }>(
      LIST,
      { sort: 'GAMES_CPI3_MONTHS', order: 'ASC' },
    );
    expect(first.errors).toBeUndefined();
    const page = first.data!.studios;
    expect(page.totalCount).toBeGreaterThanOrEqual(8);
    expect(page.edges).toHaveLength(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await pm.request<{ studios: { edges: { node: StudioNode }[] } }>(LIST, { sort: 'GAMES_CPI3_MONTHS', order: 'ASC', after: page.pageInfo.endCursor });
    const cpis = [...page.edges, ...next.data!.studios.edges].map((e) => e.node.cpi3Months.value).filter((v): v is number => v !== null);
    expect(cpis).toEqual([...cpis].sort((a, b) => a - b));

    const searched = await pm.request<{ studios: { totalCount: number; edges: { node: StudioNode }[] } }>(LIST, { sort: 'NAME', order: 'ASC', term: 'studio two' });
    expect(searched.data!.studios.edges.map((e) => e.node.name)).toEqual(['Studio Two']);
    // Studio Two is att: its PM reads ATT (SL-18).
    expect(searched.data!.studios.edges[0]!.node.pmName).toBe('ATT');

    const filtered = await pm.request<{ studios: { edges: { node: StudioNode }[] } }>(LIST, {
      sort: 'NB_PROTOTYPES',
      order: 'DESC',
      filter: { logicalOperator: 'ALL', children: [{ rule: { rule: 'nbPrototypes', operator: '>=', value: '10' } }] },
    });
    expect(filtered.errors).toBeUndefined();
    const counts = filtered.data!.studios.edges.map((e) => e.node.nbPrototypes);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n >= 10)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('SL-06 SL-17 CONF-22 the studios list\'s views: Default (My studios for PMs) then My and Others, no PM group', async () => {
    const query = '{ savedViews(list: STUDIOS) { name group } }';
    const pm = await (await as('pm@greenlight.test')).request<{ savedViews: { name: string; group: string }[] }>(query);
    expect(pm.data!.savedViews.filter((v) => v.group === 'DEFAULT_VIEWS').map((v) => v.name)).toEqual(['Academy studios', 'Inactive studios', 'My studios']);
    expect(pm.data!.savedViews.some((v) => v.group === 'PM_VIEWS')).toBe(false);
    const cs = await (await as('cs@greenlight.test')).request<{ savedViews: { name: string }[] }>(query);
    expect(cs.data!.savedViews.map((v) => v.name)).not.toContain('My studios');
  });

  it('SD-14 IMP-02 SSET-30 a studio\'s page: facts, users for impersonation, history; node(id) reads the same studio', async () => {
    const one = await studioId('studio-one');
    const pm = await as('pm@greenlight.test');
    const result = await pm.request<{ studio: Record<string, unknown> & { id: string; users: { email: string }[]; history: { createdAs: string } } }>(PAGE, { studioId: one });
    expect(result.errors).toBeUndefined();
    const studio = result.data!.studio;
    expect(studio).toMatchObject({ studioId: one, name: 'Studio One', activityLabel: 'Active', teamStatus: { teamStatusId: 3, label: 'Coached' }, isCoached: true });
    expect(studio.country).toMatch(/^[A-Z]{2}$/);
    expect(studio.users.map((u) => u.email)).toContain('lead@studio-one.test');
    expect(studio.history.createdAs).toBe('Studio One');
    expect(studio.id).toBe(globalId('Studio', one));
    const node = await pm.request<{ node: { name: string } }>('query ($id: ID!) { node(id: $id) { ... on Studio { name nbHits } } }', { id: studio.id });
    expect(node.data!.node.name).toBe('Studio One');
    expect((await pm.request<{ studio: null }>(PAGE, { studioId: 999999 })).data!.studio).toBeNull();
    // SD-05: pm2@ has no view_hubspot_url.
    const pm2 = await as('pm2@greenlight.test');
    expect((await pm2.request<{ studio: { hubspotUrl: string | null } }>(PAGE, { studioId: one })).data!.studio.hubspotUrl).toBeNull();
  });

  it('issue 13 authorization over the DEMO.md users: staff read, admin-info holders change, studio members are refused everything', async () => {
    const two = await studioId('studio-two');
    const id = globalId('Studio', two);
    const expectations: [email: string, read: boolean, settings: boolean, coaching: boolean][] = [
      ['admin@greenlight.test', true, true, true],
      ['pm@greenlight.test', true, true, true],
      ['pm2@greenlight.test', true, true, true],
      ['cs@greenlight.test', true, false, false],
      ['lead@studio-one.test', false, false, false],
      ['dev@studio-one.test', false, false, false],
      ['lead@studio-two.test', false, false, false],
    ];
    for (const [email, read, settings, coaching] of expectations) {
      const client = await as(email);
      const list = await client.request<{ studios: unknown }>(LIST, { sort: 'NAME', order: 'ASC' });
      expect(Boolean(list.data?.studios), `${email} reads the list`).toBe(read);
      if (!read) expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const star = await client.request<{ starStudio: { __typename: string; code?: string } }>(STAR, { studioId: id, starred: true });
      expect(star.data?.starStudio.__typename === 'Studio', `${email} stars`).toBe(read);
      const changed = await client.request<{ updateStudioSettings: { __typename: string } }>(SETTINGS, { studioId: id, input: { knowledgeSharingPmStatus: true } });
      expect(changed.data?.updateStudioSettings.__typename === 'Studio', `${email} changes settings`).toBe(settings);
      const switched = await client.request<{ switchStudioCoaching: { __typename: string } }>(COACHING, { studioId: id, coached: false });
      expect(switched.data?.switchStudioCoaching.__typename === 'Studio', `${email} switches coaching`).toBe(coaching);
    }
    // A star is each one's own (SL-26): pm@ starred, so only pm@ reads it starred ... and every staff starred it above.
    const pm = await as('pm@greenlight.test');
    await pm.request(STAR, { studioId: id, starred: false });
    expect((await pm.request<{ node: { isStarred: boolean } }>('query ($id: ID!) { node(id: $id) { ... on Studio { isStarred } } }', { id })).data!.node.isStarred).toBe(false);
    const admin = await as('admin@greenlight.test');
    expect((await admin.request<{ node: { isStarred: boolean } }>('query ($id: ID!) { node(id: $id) { ... on Studio { isStarred } } }', { id })).data!.node.isStarred).toBe(true);
  });

  it('SSET-07 SSET-10 SSET-23 SSET-24 settings through the gateway: coaching, self-coaching, churn and deactivation with typed refusals', async () => {
    const two = await studioId('studio-two');
    const id = globalId('Studio', two);
    const pm = await as('pm@greenlight.test');
    const pm2 = await as('pm2@greenlight.test');

    const coached = await pm.request<{ switchStudioCoaching: { isCoached: boolean; teamStatus: { label: string } } }>(COACHING, { studioId: id, coached: true });
    expect(coached.data!.switchStudioCoaching).toMatchObject({ isCoached: true, teamStatus: { label: 'Coached' } });

    // pm2@ holds no change_publishing_manager: naming pm@ is refused, naming themselves is coaching.
    const pmId = await userId('pm@greenlight.test');
    const pm2Id = await userId('pm2@greenlight.test');
    const refused = await pm2.request<{ updateStudioSettings: { __typename: string; status: number } }>(SETTINGS, { studioId: id, input: { publishingManagerId: pmId } });
    expect(refused.data!.updateStudioSettings).toMatchObject({ __typename: 'ProviderError', status: 403 });
    await pm.request(SETTINGS, { studioId: id, input: { publishingManagerId: pmId } });
    const self = await pm2.request<{ updateStudioSettings: { pm: { userId: number } } }>(SETTINGS, { studioId: id, input: { publishingManagerId: pm2Id } });
    expect(self.data!.updateStudioSettings.pm.userId).toBe(pm2Id);

    const noReason = await pm.request<{ updateStudioSettings: { __typename: string; code: string; fieldErrors: { path: string }[] } }>(SETTINGS, {
      studioId: id,
      input: { isChurned: true, isRegrettedChurn: false },
    });
    expect(noReason.data!.updateStudioSettings).toMatchObject({ __typename: 'ProviderError', fieldErrors: [{ path: 'churnReason' }] });
    const churned = await pm.request<{ updateStudioSettings: { isChurned: boolean; churnReason: string } }>(SETTINGS, {
      studioId: id,
      input: { isChurned: true, churnReason: CHURN_REASONS[3], isRegrettedChurn: false },
    });
    expect(churned.data!.updateStudioSettings).toMatchObject({ isChurned: true, churnReason: CHURN_REASONS[3] });

    const deactivated = await pm.request<{ updateStudioSettings: { deactivateDate: string | null } }>(SETTINGS, {
      studioId: id,
      input: { isActive: false, deactivateReason: CHURN_REASONS[0] },
    });
    expect(deactivated.data!.updateStudioSettings.deactivateDate).not.toBeNull();
    const reactivated = await pm.request<{ updateStudioSettings: { deactivateDate: string | null } }>(SETTINGS, { studioId: id, input: { isActive: true } });
    expect(reactivated.data!.updateStudioSettings.deactivateDate).toBeNull();

    const history = await pm.request<{ studio: { history: { updates: { field: string; updatedBy: string | null }[] } } }>(PAGE, { studioId: two });
    const fields = history.data!.studio.history.updates.map((u) => u.field);
    expect(fields).toEqual(expect.arrayContaining(['team_status_id', 'publishing_manager_id', 'churned_at', 'deactivate_reason', 'reactivate']));
    expect(history.data!.studio.history.updates.every((u) => u.updatedBy !== null)).toBe(true);
  });
});

describe('the studios page\'s one request on arrival (issue 17)', () => {
  it('issue 17 AUTH-22 StudiosPageQuery brings the first page of the kept list with the shell', async () => {
    const client = await as('admin@greenlight.test');
    await client.data(`mutation ($input: ListPreferencesInput!) { setListPreferences(list: STUDIOS, input: $input) { __typename } }`, {
      input: { sort: { prop: 'nbPrototypes', order: 'DESC' }, term: 'studio' },
    });
    const arrival = await client.persisted<{ studios: { totalCount: number; edges: { node: { studioId: number } }[] } }>(persistedId('StudiosPageQuery'), { withList: true });
    expect(arrival.errors).toBeUndefined();
    const expected = await client.data<{ studios: { totalCount: number; edges: { node: { studioId: number } }[] } }>(
      '{ studios(first: 20, sort: NB_PROTOTYPES, order: DESC, term: "studio") { totalCount edges { node { studioId } } } }',
    );
    expect(arrival.data!.studios.totalCount).toBe(expected.studios.totalCount);
    expect(arrival.data!.studios.edges.map((edge) => edge.node.studioId)).toEqual(expected.studios.edges.map((edge) => edge.node.studioId));
  });

  it('issue 17 SL-01 a studio member\'s arrival list is empty, not an error: the page then says it is not theirs', async () => {
    const client = await as('lead@studio-one.test');
    const arrival = await client.persisted<{ studios: { totalCount: number } }>(persistedId('StudiosPageQuery'), { withList: true });
    expect(arrival.data!.studios.totalCount).toBe(0);
    expect((arrival.errors ?? []).map((error) => error.path?.[0])).not.toContain('studios');
    const direct = await client.data('{ studios(first: 1) { totalCount } }').catch((error: Error) => error);
    expect(direct).toBeInstanceOf(Error);
  });
});

describe('studios CSV export', () => {
  const post = async (email: string, body: unknown) => {
    const client = await as(email);
    return fetch(`${stack.gatewayUrl}/export/studios.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: JSON.stringify(body),
    });
  };

  it('issue 13 SL export: every studio the view selects, in its order, with its visible columns; studio members refused', async () => {
    const response = await post('pm@greenlight.test', { sort: 'name', order: 'asc', columns: ['name', 'pmName', 'gamesCpi3Months', 'nbPrototypes'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="studios-/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,PM,CPI 3 months ($),Prototypes');
    const result = (await stack.database.db.execute(sql`select name from studios order by lower(name), id`)) as unknown as { rows: { name: string }[] };
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(result.rows.map((r) => r.name));
    const filtered = await post('pm@greenlight.test', {
      query: { logicalOperator: 'all', children: [{ rule: 'name', operator: 'equals', value: 'Studio One' }] },
      columns: ['name', 'nbPrototypes'],
    });
    expect((await filtered.text()).trimEnd().split('\r\n')).toHaveLength(2);
    const unknown = await post('pm@greenlight.test', { columns: ['name', 'nope'] });
    expect(unknown.status).toBe(400);
    expect((await post('lead@studio-one.test', { columns: ['name'] })).status).toBe(403);
  });
});
