// The configured forms through the routes (issue 14; FORM, BE-STU-08): the sales-lead
// questionnaire creates a studio with its contact invited as its lead, or names every
// invalid entry and creates nothing; the public legal form needs a studio's deal id and
// valid answers, stores them, and is limited per client address.
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalForms, studioMembers, studios, users } from '../db/schema';
import { latestMailTo } from '../domain/platform/mail';
import { INVITATION_MAIL_SUBJECT } from '../domain/studios/self-service';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

const LEAD = {
  studioName: 'Northwind Games',
  leadSource: 'Game jam',
  website: 'https://northwind.example',
  gameTitle: 'Sky Hopper',
  storeLink: '',
  platform: 'both',
  firstName: 'Nora',
  lastName: 'West',
  email: 'nora@northwind.example',
  countryCode: 'SE',
};

const LEGAL = {
  legalStudioName: 'Studio One SAS',
  signatoryName: 'Lea Lead',
  signatoryEmail: 'lead@studio-one.test',
  signingAs: 'company',
  companyName: 'Studio One SAS',
  registrationNumber: 'FR-123 456',
  companyAddress: '1 rue de la Paix, Paris',
  companyCountry: 'FR',
  certify: 'true',
};

/**
 * The text a PDF shows: its content streams inflated, the strings of their text
 * operators (pdf-lib writes them as hex, <48656C6C6F> Tj) decoded, in order.
 */
export function pdfText(pdf: Buffer): string {
  const text: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^)])*)\)\s*Tj/g)) {
      text.push(op[1] !== undefined ? Buffer.from(op[1], 'hex').toString('latin1') : op[2]!);
    }
  }
  return text.join('\n');
}

describe.each(await testDatabaseKinds())('form routes on %s', (kind) => {
  let t: TestApp;
  let dealId: string;
  let studioOne: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const [one] = await t.database.db.select({ id: studios.id, dealId: studios.dealId }).from(studios).where(eq(studios.slug, 'studio-one'));
    studioOne = one!.id;
    dealId = one!.dealId!;
  });
  afterAll(async () => t?.close());

  const outbound = async (email: string, answers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/ss/outbound', headers: await t.as(email), payload: { answers } });

  it('FORM-01 FORM-15 BE-STU-08 add_studio only: a studio member and pm2@ are refused', async () => {
    expect((await outbound('lead@studio-one.test', LEAD)).statusCode).toBe(403);
    expect((await outbound('pm2@greenlight.test', LEAD)).statusCode).toBe(403);
  });

  it('FORM-16 every invalid entry is named by its question id, and nothing is created', async () => {
    const before = (await t.database.db.select({ id: studios.id }).from(studios)).length;
    const refused = await outbound('admin@greenlight.test', { ...LEAD, website: 'ftp://northwind.example', countryCode: 'XX', studioName: '' });
    expect(refused.statusCode).toBe(400);
    const paths = refused.json<{ errorList: { path: string; detail: string }[] }>().errorList.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['studioName', 'website', 'countryCode']));
    expect(refused.json<{ errorList: { detail: string }[] }>().errorList[0]!.detail).toMatch(/^Invalid value for entry: \w+\.$/);
    const taken = await outbound('admin@greenlight.test', { ...LEAD, email: 'LEAD@studio-one.test' });
    expect(taken.json()).toMatchObject({ errorList: [{ path: 'email', detail: 'Invalid value for entry: email.' }] });
    expect((await t.database.db.select({ id: studios.id }).from(studios)).length).toBe(before);
  });

  it('FORM-15 FORM-17 the sales lead creates the studio, att, its origin the lead source, its contact invited as lead', async () => {
    const created = await outbound('admin@greenlight.test', LEAD);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number; name: string }>();
    const [studio] = await t.database.db.select().from(studios).where(eq(studios.id, id));
    expect(studio).toMatchObject({ name: 'Northwind Games', country: 'SE', origin: 'Game jam', website: 'https://northwind.example', teamStatusId: 1 });
    expect(studio!.dealId).toMatch(/^DEAL-\d+$/);
    const [member] = await t.database.db
      .select({ email: users.email, accessId: studioMembers.accessId, userRole: studioMembers.userRole })
      .from(studioMembers)
      .innerJoin(users, eq(users.id, studioMembers.userId))
      .where(eq(studioMembers.studioId, id));
    expect(member).toEqual({ email: 'nora@northwind.example', accessId: 1, userRole: 'studio_lead' });
    expect((await latestMailTo(t.database.db, 'nora@northwind.example'))?.subject).toBe(INVITATION_MAIL_SUBJECT);
    // It appears in the staff's studios list.
    const listed = await t.app.inject({ method: 'POST', url: '/v1/studios', headers: await t.as('pm@greenlight.test'), payload: { term: 'Northwind' } });
    expect(listed.json<{ data: { id: number }[] }>().data.map((s) => s.id)).toEqual([id]);
  });

  const legal = (body: Record<string, unknown>, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/ss/legal_forms', remoteAddress, payload: body as Record<string, string> });

  it('FORM-18..24 BE-STU-08 the public legal form: a studio\'s deal, valid answers, the hidden ones left out', async () => {
    const unknown = await legal({ deal_id: 'DEAL-0', answers: LEGAL });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorList: [{ path: 'deal_id' }] });
    const uncertified = await legal({ deal_id: dealId, answers: { ...LEGAL, certify: 'false' } });
    expect(uncertified.json()).toMatchObject({ errorList: [{ path: 'certify' }] });
    // Two individuals need the second one's details.
    const missing = await legal({ deal_id: dealId, answers: { ...LEGAL, signingAs: 'two', individual1Name: 'A', individual1Address: 'B', individual1BirthDate: '1990-01-02' } });
    expect(missing.json<{ errorList: { path: string }[] }>().errorList.map((e) => e.path)).toEqual(expect.arrayContaining(['individual2Name']));
    expect(await t.database.db.select().from(legalForms)).toHaveLength(0);

    const sent = await legal({
      deal_id: dealId,
      contact_name: 'Lea Lead',
      email: 'lead@studio-one.test',
      contract_suffix: 'A1',
      answers: { ...LEGAL, individual1Name: 'Hidden' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [stored] = await t.database.db.select().from(legalForms);
    expect(stored).toMatchObject({ studioId: studioOne, dealId, contactName: 'Lea Lead', contractSuffix: 'A1' });
    const answers = JSON.parse(stored!.answers) as Record<string, string>;
    expect(answers.companyName).toBe('Studio One SAS');
    expect(answers.individual1Name).toBeUndefined();
  });

  it('CON-01 CON-02 CON-04 CON-06 BE-STU-07 the legal form becomes a contract: listed for the members, a PDF with the studio and the answers', async () => {
    const headers = await t.as('dev@studio-one.test');
    const list = await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contracts`, headers });
    const contracts = list.json<{ data: { id: number; name: string; date: string }[] }>().data;
    expect(contracts).toHaveLength(1);
    expect(contracts[0]!.name).toBe('Publishing agreement A1');
    const pdf = await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contract/${contracts[0]!.id}`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Publishing agreement A1');
    expect(text).toContain('Studio One');
    expect(text).toContain('Studio One SAS');
    expect(text).toContain('FR-123 456');
    expect(text).toContain('1 rue de la Paix, Paris');
    expect(text).toContain('Lea Lead');
    expect(text).not.toContain('Hidden');
    // Another studio's member sees neither the list nor the PDF; an unknown contract is 404.
    const other = await t.as('lead@studio-two.test');
    expect((await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contracts`, headers: other })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contract/${contracts[0]!.id}`, headers: other })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contract/999999`, headers })).statusCode).toBe(404);
    // The staff's studios list names it.
    const listed = await t.app.inject({ method: 'POST', url: '/v1/studios', headers: await t.as('pm@greenlight.test'), payload: { term: 'Studio One' } });
    expect(listed.json<{ data: { contract: string | null }[] }>().data[0]!.contract).toBe('Publishing agreement A1');
  });

  it('FORM-18 the public form is limited per client address: the 11th within 15 minutes waits', async () => {
    for (let i = 0; i < 10; i++) await legal({ deal_id: 'DEAL-0', answers: {} }, '198.51.100.9');
    const eleventh = await legal({ deal_id: dealId, answers: LEGAL }, '198.51.100.9');
    expect(eleventh.statusCode).toBe(429);
    expect((await legal({ deal_id: dealId, answers: LEGAL }, '198.51.100.10')).statusCode).toBe(201);
  });
});
