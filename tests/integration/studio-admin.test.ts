// Studio self-service and the configured forms through the gateway over a real
// provider (issue 14; SA, STAFF, FORM): who may read and change a studio and its staff
// (an authorization table over the DEMO.md users), an invitation with its typed
// refusal, a studio created from the sales-lead answers, and the public legal form
// sent without a session.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;
const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function one<T>(query: string): Promise<T> {
  const result = (await stack.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows[0]!;
}

const ADMIN_STUDIO = `query Admin($studioId: Int!) {
  adminStudio(studioId: $studioId) { studioId name accessId canEdit canInvite knowledgeSharingStudioStatus
    staff { userId email accessId isActive canToggleActive canChangeAccess canChangePosition } }
}`;

const UPDATE_INFO = `mutation Info($studioId: Int!, $input: StudioInfoInput!) {
  updateStudioInfo(studioId: $studioId, input: $input) {
    __typename
    ... on StudioAdmin { name website country }
    ... on ProviderError { code status message fieldErrors { path message } }
  }
}`;

const INVITE = `mutation Invite($studioId: Int!, $input: NewStaffMemberInput!) {
  inviteStaffMember(studioId: $studioId, input: $input) {
    __typename
    ... on StudioAdmin { staff { email accessId userRole } }
    ... on ProviderError { code status message fieldErrors { path message } }
  }
}`;

const CHANGE = `mutation Change($studioId: Int!, $userId: Int!, $input: StaffMemberChangeInput!) {
  updateStaffMember(studioId: $studioId, userId: $userId, input: $input) {
    __typename
    ... on StudioAdmin { staff { userId userRole accessId } }
    ... on ProviderError { code status message }
  }
}`;

describe('studio admin through the gateway', () => {
  it('SA-01 SA-05 SA-17 issue 14 authorization over the DEMO.md users: who reads, edits and invites on studio-one', async () => {
    const { id } = await one<{ id: number }>("select id from studios where slug = 'studio-one'");
    const table: [email: string, read: boolean, edit: boolean, invite: boolean][] = [
      ['lead@studio-one.test', true, true, true],
      ['manager@studio-one.test', true, true, true],
      ['games@studio-one.test', true, false, false],
      ['own@studio-one.test', true, false, false],
      ['dev@studio-one.test', true, false, false],
      ['lead@studio-two.test', false, false, false],
      ['pm@greenlight.test', false, false, false],
      ['admin@greenlight.test', true, true, true],
    ];
    for (const [email, read, edit, invite] of table) {
      const client = await as(email);
      const studio = await client.request<{ adminStudio: { canEdit: boolean; canInvite: boolean } | null }>(ADMIN_STUDIO, { studioId: id });
      if (read) expect(studio.data?.adminStudio, email).toMatchObject({ canEdit: edit, canInvite: invite });
      else expect(studio.errors?.[0]?.extensions?.code, email).toBe('FORBIDDEN');
      const info = await client.request<{ updateStudioInfo: { __typename: string } }>(UPDATE_INFO, { studioId: id, input: { website: 'https://studio-one.example' } });
      expect(info.data?.updateStudioInfo.__typename === 'StudioAdmin', `${email} edits`).toBe(edit);
    }
    const lead = await as('lead@studio-one.test');
    const studios = await lead.request<{ adminStudios: { studioId: number; name: string }[] }>('{ adminStudios { studioId name } }');
    expect(studios.data!.adminStudios).toEqual([{ studioId: id, name: 'Studio One' }]);
  });

  it('STAFF-26 each member of the staff list says what they may do on the studio, all read in one provider call', async () => {
    const { id } = await one<{ id: number }>("select id from studios where slug = 'studio-one'");
    const lead = await as('lead@studio-one.test');
    stack.resetProviderCalls();
    const answer = await lead.data<{ adminStudio: { staff: { email: string; accessId: number; studioPermissions: string[] }[] } }>(
      `query Staff($studioId: Int!) { adminStudio(studioId: $studioId) { staff { email accessId studioPermissions } } }`,
      { studioId: id },
    );
    const staff = answer.adminStudio.staff;
    expect(staff.length).toBeGreaterThan(3);
    for (const member of staff) {
      const full = member.accessId === 1 || member.accessId === 5;
      expect(member.studioPermissions, member.email).toEqual(full ? ['change_studio', 'change_studio_invite_any_user'] : []);
    }
    expect(stack.providerPaths().filter((path) => path === 'POST /api/permissions/on_objects/')).toHaveLength(1);
  });

  it('SA-15 SA-16 the knowledge-sharing opt-in: lead@ switches it, dev@ is refused', async () => {
    const { id } = await one<{ id: number }>("select id from studios where slug = 'studio-one'");
    const SHARING = `mutation Sharing($studioId: Int!, $status: Boolean!) {
      setStudioSharing(studioId: $studioId, status: $status) {
        __typename
        ... on StudioAdmin { knowledgeSharingStudioStatus }
        ... on ProviderError { status }
      }
    }`;
    const dev = await as('dev@studio-one.test');
    expect((await dev.request<{ setStudioSharing: { __typename: string; status: number } }>(SHARING, { studioId: id, status: false })).data!.setStudioSharing).toEqual({
      __typename: 'ProviderError',
      status: 403,
    });
    const lead = await as('lead@studio-one.test');
    const off = await lead.request<{ setStudioSharing: { knowledgeSharingStudioStatus: boolean } }>(SHARING, { studioId: id, status: false });
    expect(off.data!.setStudioSharing.knowledgeSharingStudioStatus).toBe(false);
    const on = await lead.request<{ setStudioSharing: { knowledgeSharingStudioStatus: boolean } }>(SHARING, { studioId: id, status: true });
    expect(on.data!.setStudioSharing.knowledgeSharingStudioStatus).toBe(true);
  });

  it('SA-13 STAFF-07 STAFF-10 STAFF-22 typed refusals: the country required, a taken email, a level above one\'s own, a position', async () => {
    const { id } = await one<{ id: number }>("select id from studios where slug = 'studio-one'");
    const lead = await as('lead@studio-one.test');
    const country = await lead.request<{ updateStudioInfo: { __typename: string; fieldErrors: { path: string; message: string }[] } }>(UPDATE_INFO, {
      studioId: id,
      input: { country: '' },
    });
    expect(country.data!.updateStudioInfo).toMatchObject({ __typename: 'ProviderError', fieldErrors: [{ path: 'country', message: 'Please select your country' }] });

    const taken = await lead.request<{ inviteStaffMember: { code: string; message: string; fieldErrors: { path: string }[] } }>(INVITE, {
      studioId: id,
      input: { firstName: 'Dev', lastName: 'Twice', email: 'dev@studio-one.test' },
    });
    expect(taken.data!.inviteStaffMember).toMatchObject({ code: 'EMAIL_REFUSED', fieldErrors: [{ path: 'email', message: 'Your email is not valid or already used' }] });
    const manager = await as('manager@studio-one.test');
    // STAFF-10 by power: full access (1) may not give full access and positions (5).
    const above = await lead.request<{ inviteStaffMember: { fieldErrors: { message: string }[] } }>(INVITE, {
      studioId: id,
      input: { firstName: 'Al', lastName: 'Above', email: 'al@studio-one.test', accessId: 5 },
    });
    expect(above.data!.inviteStaffMember.fieldErrors[0]!.message).toBe("You don't have the possibility to give this permission");

    const invited = await lead.request<{ inviteStaffMember: { staff: { email: string; accessId: number; userRole: string }[] } }>(INVITE, {
      studioId: id,
      input: { firstName: 'Ivy', lastName: 'Invited', email: 'ivy@studio-one.test', userRole: 'STUDIO_GAME_ARTIST' },
    });
    expect(invited.data!.inviteStaffMember.staff).toContainEqual({ email: 'ivy@studio-one.test', accessId: 4, userRole: 'studio_game_artist' });

    const devId = (await one<{ id: number }>("select id from users where email = 'dev@studio-one.test'")).id;
    const games = await as('games@studio-one.test');
    const refused = await games.request<{ updateStaffMember: { __typename: string } }>(CHANGE, { studioId: id, userId: devId, input: { userRole: 'STUDIO_LEAD' } });
    expect(refused.data!.updateStaffMember.__typename).toBe('ProviderError');
    const changed = await manager.request<{ updateStaffMember: { staff: { userId: number; userRole: string }[] } }>(CHANGE, {
      studioId: id,
      userId: devId,
      input: { userRole: 'STUDIO_GAME_DESIGNER' },
    });
    expect(changed.data!.updateStaffMember.staff.find((m) => m.userId === devId)?.userRole).toBe('studio_game_designer');
    await manager.request(CHANGE, { studioId: id, userId: devId, input: { userRole: 'STUDIO_DEVELOPER' } });
  });
});

describe('the configured forms through the gateway', () => {
  const answers = (values: Record<string, string>) => Object.entries(values).map(([questionId, value]) => ({ questionId, value }));

  it('FORM-15 FORM-16 FORM-17 admin@ creates a studio from the sales lead; a bad entry is named; pm2@ may not', async () => {
    const CREATE = `mutation Create($answers: [FormAnswerInput!]!) {
      createStudio(answers: $answers) {
        __typename
        ... on CreateStudioPayload { studioId name legalInformationUrl }
        ... on ProviderError { code fieldErrors { path } }
      }
    }`;
    const lead = {
      studioName: 'Gateway Games',
      leadSource: 'Referral',
      website: '',
      gameTitle: 'Tower Stack',
      storeLink: '',
      platform: 'ios',
      firstName: 'Gia',
      lastName: 'Way',
      email: 'gia@gateway-games.example',
      countryCode: 'IT',
    };
    const admin = await as('admin@greenlight.test');
    const bad = await admin.request<{ createStudio: { code: string; fieldErrors: { path: string }[] } }>(CREATE, { answers: answers({ ...lead, platform: 'windows' }) });
    expect(bad.data!.createStudio).toMatchObject({ code: 'INVALID_ENTRY', fieldErrors: [{ path: 'platform' }] });
    const created = await admin.request<{ createStudio: { studioId: number; name: string; legalInformationUrl: string } }>(CREATE, { answers: answers(lead) });
    expect(created.data!.createStudio.name).toBe('Gateway Games');
    // FORM-19, issue 42: the legal form's link, with its token.
    expect(new URL(created.data!.createStudio.legalInformationUrl).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const pm2 = await as('pm2@greenlight.test');
    const refused = await pm2.request<{ createStudio: { __typename: string; code: string } }>(CREATE, { answers: answers(lead) });
    expect(refused.data!.createStudio).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
  });

  it('FORM-18 FORM-19 FORM-20 issue 42 staff hand out a link; the legal form goes with its token, without a session, and is stored for the studio once', async () => {
    const { deal_id: dealId, id } = await one<{ deal_id: string; id: number }>("select deal_id, id from studios where slug = 'studio-two'");
    const ISSUE = `mutation Issue($studioId: ID!, $input: LegalInformationLinkInput!) {
      issueLegalInformationLink(studioId: $studioId, input: $input) {
        __typename
        ... on LegalInformationLink { url expiresAt contractSuffix mailed }
        ... on ProviderError { code status }
      }
    }`;
    const studioId = Buffer.from(`Studio:${id}`).toString('base64');
    const pm2 = await as('pm2@greenlight.test');
    // add_studio only: pm2@ has it not.
    const refused = await pm2.request<{ issueLegalInformationLink: { __typename: string; code: string } }>(ISSUE, { studioId, input: { contractSuffix: 'B2' } });
    expect(refused.data!.issueLegalInformationLink).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
    const pm = await as('pm@greenlight.test');
    const issued = await pm.request<{ issueLegalInformationLink: { __typename: string; url: string; contractSuffix: string; mailed: boolean } }>(ISSUE, {
      studioId,
      input: { contactName: 'Theo Two', contactEmail: 'lead@studio-two.test', contractSuffix: 'B2' },
    });
    expect(issued.data!.issueLegalInformationLink).toMatchObject({ __typename: 'LegalInformationLink', contractSuffix: 'B2', mailed: true });
    const link = new URL(issued.data!.issueLegalInformationLink.url).searchParams;
    expect(link.get('deal_id')).toBe(dealId);
    const anonymous = new GraphQLClient(stack.gatewayUrl);
    const SEND = `mutation Legal($input: LegalFormInput!) {
      submitLegalForm(input: $input) {
        __typename
        ... on SubmitLegalFormPayload { received }
        ... on ProviderError { code fieldErrors { path } }
      }
    }`;
    const input = {
      dealId,
      contactName: 'Theo Two',
      contactEmail: 'lead@studio-two.test',
      contractSuffix: 'B2',
      token: link.get('token'),
      answers: answers({
        legalStudioName: 'Studio Two Ltd',
        signatoryName: 'Theo Two',
        signatoryEmail: 'lead@studio-two.test',
        signingAs: 'one',
        individual1Name: 'Theo Two',
        individual1Address: '2 High Street, London',
        individual1BirthDate: '1988-04-12',
        certify: 'true',
      }),
    };
    const sent = await anonymous.request<{ submitLegalForm: { __typename: string; received?: boolean } }>(SEND, { input });
    expect(sent.data!.submitLegalForm).toEqual({ __typename: 'SubmitLegalFormPayload', received: true });
    const stored = await one<{ n: number }>(`select count(*)::int as n from legal_forms where studio_id = ${id}`);
    expect(Number(stored.n)).toBe(1);
    // Once: the same link again, or none, is refused with the provider's code.
    const again = await anonymous.request<{ submitLegalForm: { code: string; fieldErrors: { path: string }[] } }>(SEND, { input });
    expect(again.data!.submitLegalForm).toMatchObject({ code: 'LEGAL_LINK_USED', fieldErrors: [{ path: 'token' }] });
    const none = await anonymous.request<{ submitLegalForm: { code: string } }>(SEND, { input: { ...input, token: null, contractSuffix: 'EVIL' } });
    expect(none.data!.submitLegalForm.code).toBe('LEGAL_LINK_INVALID');
    expect(Number((await one<{ n: number }>(`select count(*)::int as n from legal_forms where studio_id = ${id}`)).n)).toBe(1);
  });

  it('CON-01 CON-04 the studio\'s members open the contract the legal form made, as a PDF through the gateway; others are refused', async () => {
    const { id } = await one<{ id: number }>("select id from studios where slug = 'studio-two'");
    const lead = await as('lead@studio-two.test');
    const listed = await lead.request<{ adminStudio: { contracts: { name: string; url: string }[] } }>(
      'query ($studioId: Int!) { adminStudio(studioId: $studioId) { contracts { name url } } }',
      { studioId: id },
    );
    const [contract] = listed.data!.adminStudio.contracts;
    expect(contract!.name).toBe('Publishing agreement B2');
    const cookie = (client: GraphQLClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const pdf = await fetch(`${stack.gatewayUrl}${contract!.url}`, { headers: { cookie: cookie(lead) } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const other = await as('lead@studio-one.test');
    expect((await fetch(`${stack.gatewayUrl}${contract!.url}`, { headers: { cookie: cookie(other) } })).status).toBe(403);
    expect((await fetch(`${stack.gatewayUrl}${contract!.url}`)).status).toBe(401);
  });
});
