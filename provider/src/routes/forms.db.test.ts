// The configured forms through the routes (issue 14; FORM, BE-STU-08): the sales-lead
// questionnaire creates a studio with its contact invited as its lead and a link to the
// legal form, or names every invalid entry and creates nothing; the public legal form
// needs a live link (issue 42: an unguessable token, expiring, used once), the link's
// deal and valid answers, stores them without replacing a contract, and is limited per
// client address.
import { inflateSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_FORM_ALREADY_RECEIVED, LEGAL_LINK_EXPIRED, LEGAL_LINK_INVALID, LEGAL_LINK_TTL_DAYS, LEGAL_LINK_USED } from '@greenlight/rules';
import { DAY_MS } from '../clock';
import { legalFormLinks, legalForms, outbox, studioMembers, studios, users } from '../db/schema';
import { latestMailTo } from '../domain/platform/mail';
import { LEGAL_LINK_MAIL_SUBJECT, legalTokenHash } from '../domain/studios/legal-links';
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

  it('FORM-01 FORM-15 BE-STU-08 PERM-15 add_studio only: a studio member and pm2@ are refused', async () => {
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

  /** A link's query as the page reads it. */
  const linkQuery = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('FORM-15 FORM-17 FORM-19 the sales lead creates the studio, att, its origin the lead source, its contact invited as lead and mailed the legal form\'s link', async () => {
    const created = await outbound('admin@greenlight.test', LEAD);
    expect(created.statusCode, created.body).toBe(201);
    const { id, legalInformationUrl, legalInformationExpiresAt } = created.json<{ id: number; name: string; legalInformationUrl: string; legalInformationExpiresAt: string }>();
    const [studio] = await t.database.db.select().from(studios).where(eq(studios.id, id));
    expect(studio).toMatchObject({ name: 'Northwind Games', country: 'SE', origin: 'Game jam', website: 'https://northwind.example', teamStatusId: 1 });
    expect(studio!.dealId).toMatch(/^DEAL-\d+$/);
    const [member] = await t.database.db
      .select({ email: users.email, accessId: studioMembers.accessId, userRole: studioMembers.userRole })
      .from(studioMembers)
      .innerJoin(users, eq(users.id, studioMembers.userId))
      .where(eq(studioMembers.studioId, id));
    expect(member).toEqual({ email: 'nora@northwind.example', accessId: 1, userRole: 'studio_lead' });
    const mails = await t.database.db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.recipient, 'nora@northwind.example'));
    expect(mails.map((m) => m.subject).sort()).toEqual([INVITATION_MAIL_SUBJECT, LEGAL_LINK_MAIL_SUBJECT].sort());
    // The link: the specification's parameters and the token, mailed as answered; the token itself is nowhere stored.
    expect(new URL(legalInformationUrl).pathname).toBe('/legal_information');
    const query = linkQuery(legalInformationUrl);
    expect(query).toEqual({ deal_id: studio!.dealId, contact_name: 'Nora West', contact_email: 'nora@northwind.example', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(mails.find((m) => m.subject === LEGAL_LINK_MAIL_SUBJECT)!.text).toContain(legalInformationUrl);
    const [link] = await t.database.db.select().from(legalFormLinks).where(eq(legalFormLinks.studioId, id));
    expect(link).toMatchObject({ tokenHash: legalTokenHash(query.token!), contactEmail: 'nora@northwind.example', contractSuffix: null, usedAt: null });
    expect(JSON.stringify(link)).not.toContain(query.token);
    expect(new Date(legalInformationExpiresAt).getTime() - t.clock.now().getTime()).toBe(LEGAL_LINK_TTL_DAYS * DAY_MS);
    // It appears in the staff's studios list.
    const listed = await t.app.inject({ method: 'POST', url: '/v1/studios', headers: await t.as('pm@greenlight.test'), payload: { term: 'Northwind' } });
    expect(listed.json<{ data: { id: number }[] }>().data.map((s) => s.id)).toEqual([id]);
  });

  const legal = (body: Record<string, unknown>, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/ss/legal_forms', remoteAddress, payload: body as Record<string, string> });
  const issue = async (studioId: number, body: Record<string, unknown>, email = 'pm@greenlight.test') =>
    t.app.inject({ method: 'POST', url: `/v1/studio/${studioId}/legal_links`, headers: await t.as(email), payload: body });
  /** A link staff hand out: its query, as the page sends it back. */
  const linkFor = async (studioId: number, body: Record<string, unknown> = {}) => {
    const issued = await issue(studioId, body);
    expect(issued.statusCode, issued.body).toBe(201);
    return linkQuery(issued.json<{ url: string }>().url);
  };
  const formsOf = (studioId: number) => t.database.db.select().from(legalForms).where(eq(legalForms.studioId, studioId));

  it('FORM-20 BE-STU-08 issue 42 a guessed deal id, without a token or with a guessed one, stores nothing: no "Publishing agreement EVIL"', async () => {
    const [northwind] = await t.database.db.select({ id: studios.id, dealId: studios.dealId }).from(studios).where(eq(studios.name, 'Northwind Games'));
    const guessed = { deal_id: northwind!.dealId!, contact_name: 'Eve', email: 'eve@evil.example', contract_suffix: 'EVIL', answers: LEGAL };
    for (const token of [undefined, '', '   ', 'x'.repeat(43), legalTokenHash('x'), 'A'.repeat(100)]) {
      const refused = await legal(token === undefined ? guessed : { ...guessed, token }, '203.0.113.50');
      expect(refused.statusCode, String(token)).toBe(400);
      expect(refused.json()).toMatchObject({ detail: LEGAL_LINK_INVALID, errorList: [{ code: 'LEGAL_LINK_INVALID', path: 'token', detail: LEGAL_LINK_INVALID }] });
    }
    // Over the schema's bound: a 400 too, never a 500.
    expect((await legal({ ...guessed, token: 'A'.repeat(101) }, '203.0.113.50')).statusCode).toBe(400);
    expect(await formsOf(northwind!.id)).toHaveLength(0);
    const listed = await t.app.inject({ method: 'POST', url: '/v1/studios', headers: await t.as('pm@greenlight.test'), payload: { term: 'Northwind' } });
    expect(listed.json<{ data: { contract: string | null }[] }>().data[0]!.contract).toBeNull();
  });

  it('FORM-19 issue 42 staff with add_studio hand out a link for a contract, mailed to its contact; others may not; bad input is a 400', async () => {
    expect((await issue(studioOne, { contractSuffix: 'A1' }, 'lead@studio-one.test')).statusCode).toBe(403);
    expect((await issue(studioOne, { contractSuffix: 'A1' }, 'pm2@greenlight.test')).statusCode).toBe(403);
    expect((await issue(999_999, {})).statusCode).toBe(404);
    const badEmail = await issue(studioOne, { contactEmail: 'not an email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ errorList: [{ path: 'contactEmail' }] });
    expect((await issue(studioOne, { contractSuffix: 'S'.repeat(61) })).statusCode).toBe(400);
    expect((await issue(studioOne, { other: 1 })).statusCode).toBe(400);

    const issued = await issue(studioOne, { contactName: ' Lea Lead ', contactEmail: 'lead@studio-one.test', contractSuffix: ' A1 ' });
    expect(issued.statusCode, issued.body).toBe(201);
    const link = issued.json<{ url: string; contractSuffix: string; mailed: boolean; expiresAt: string }>();
    expect(link).toMatchObject({ contractSuffix: 'A1', mailed: true });
    expect(linkQuery(link.url)).toEqual({ deal_id: dealId, contact_name: 'Lea Lead', contact_email: 'lead@studio-one.test', contract_suffix: 'A1', token: expect.any(String) });
    const mail = await latestMailTo(t.database.db, 'lead@studio-one.test');
    expect(mail).toMatchObject({ subject: LEGAL_LINK_MAIL_SUBJECT });
    expect(mail!.text).toContain(link.url);
  });

  it('FORM-18..24 BE-STU-08 the public legal form: the link\'s token, deal and contract, valid answers, the hidden ones left out; the link then used', async () => {
    const query = await linkFor(studioOne, { contactName: 'Lea Lead', contactEmail: 'lead@studio-one.test', contractSuffix: 'A1' });
    const sent = (body: Record<string, unknown>) => legal({ deal_id: query.deal_id, contact_name: query.contact_name, email: query.contact_email, contract_suffix: query.contract_suffix, token: query.token, answers: LEGAL, ...body });
    // A tampered link: another studio's deal, another contract; invalid answers: nothing stored, the link still unused.
    const [two] = await t.database.db.select({ dealId: studios.dealId }).from(studios).where(eq(studios.slug, 'studio-two'));
    expect((await sent({ deal_id: two!.dealId })).json()).toMatchObject({ errorList: [{ path: 'deal_id' }] });
    expect((await sent({ contract_suffix: 'EVIL' })).json()).toMatchObject({ errorList: [{ path: 'contract_suffix' }] });
    const uncertified = await sent({ answers: { ...LEGAL, certify: 'false' } });
    expect(uncertified.json()).toMatchObject({ errorList: [{ path: 'certify' }] });
    // Two individuals need the second one's details.
    const missing = await sent({ answers: { ...LEGAL, signingAs: 'two', individual1Name: 'A', individual1Address: 'B', individual1BirthDate: '1990-01-02' } });
    expect(missing.json<{ errorList: { path: string }[] }>().errorList.map((e) => e.path)).toEqual(expect.arrayContaining(['individual2Name']));
    expect(await t.database.db.select().from(legalForms)).toHaveLength(0);
    expect(await t.database.db.select().from(legalFormLinks).where(and(eq(legalFormLinks.tokenHash, legalTokenHash(query.token!)), isNull(legalFormLinks.usedAt)))).toHaveLength(1);

    const accepted = await sent({ answers: { ...LEGAL, individual1Name: 'Hidden' } });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [stored] = await t.database.db.select().from(legalForms);
    expect(stored).toMatchObject({ studioId: studioOne, dealId, contactName: 'Lea Lead', contractSuffix: 'A1' });
    const answers = JSON.parse(stored!.answers) as Record<string, string>;
    expect(answers.companyName).toBe('Studio One SAS');
    expect(answers.individual1Name).toBeUndefined();
    const [used] = await t.database.db.select().from(legalFormLinks).where(eq(legalFormLinks.tokenHash, legalTokenHash(query.token!)));
    expect(used).toMatchObject({ usedAt: t.clock.now(), legalFormId: stored!.id });

    // Used once: the same link again is refused, and nothing replaced.
    const again = await sent({ answers: { ...LEGAL, companyName: 'Replaced SAS' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: LEGAL_LINK_USED, errorList: [{ code: 'LEGAL_LINK_USED', path: 'token' }] });
    expect(await t.database.db.select().from(legalForms)).toHaveLength(1);
  });

  it('FORM-20 BE-STU-08 issue 42 a link expires 30 days after it was handed out', async () => {
    const query = await linkFor(studioOne, { contractSuffix: 'EXP' });
    const body = { deal_id: query.deal_id, contract_suffix: 'EXP', token: query.token, answers: LEGAL };
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() + LEGAL_LINK_TTL_DAYS * DAY_MS));
      const expired = await legal(body);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ detail: LEGAL_LINK_EXPIRED, errorList: [{ code: 'LEGAL_LINK_EXPIRED', path: 'token' }] });
      expect((await formsOf(studioOne)).map((f) => f.contractSuffix)).not.toContain('EXP');
      // A minute before, it still worked.
      t.clock.set(new Date(start.getTime() + LEGAL_LINK_TTL_DAYS * DAY_MS - 60_000));
      expect((await legal(body)).statusCode).toBe(201);
    } finally {
      t.clock.set(start);
    }
  });

  it('FORM-20 CON-06 issue 42 a second form never replaces a received contract: the same contract is refused, another contract is kept beside it', async () => {
    // Two links out for one contract (B1) before either is used.
    const first = await linkFor(studioOne, { contractSuffix: 'B1' });
    const second = await linkFor(studioOne, { contractSuffix: 'B1' });
    const send = (query: Record<string, string>, companyName: string) =>
      legal({ deal_id: query.deal_id, contract_suffix: query.contract_suffix, token: query.token, answers: { ...LEGAL, companyName } });
    expect((await send(first, 'First SAS')).statusCode).toBe(201);
    const refused = await send(second, 'Second SAS');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: LEGAL_FORM_ALREADY_RECEIVED, errorList: [{ code: 'LEGAL_FORM_ALREADY_RECEIVED', path: 'contract_suffix' }] });
    const b1 = (await formsOf(studioOne)).filter((f) => f.contractSuffix === 'B1');
    expect(b1).toHaveLength(1);
    expect((JSON.parse(b1[0]!.answers) as Record<string, string>).companyName).toBe('First SAS');
    // No new link for a received contract either; a new contract gets one, and both are listed.
    const more = await issue(studioOne, { contractSuffix: 'B1' });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ errorList: [{ code: 'LEGAL_FORM_ALREADY_RECEIVED', path: 'contractSuffix' }] });
    expect((await send(await linkFor(studioOne, { contractSuffix: 'B2' }), 'Amended SAS')).statusCode).toBe(201);
    const contracts = (await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contracts`, headers: await t.as('lead@studio-one.test') })).json<{ data: { name: string }[] }>();
    expect(contracts.data.map((c) => c.name)).toEqual(expect.arrayContaining(['Publishing agreement B1', 'Publishing agreement B2', 'Publishing agreement A1']));
  });

  it('CON-01 CON-02 CON-04 CON-06 CON-07 BE-STU-07 the legal form (its deal_id and contract_suffix) becomes a contract: listed for the members, a PDF with the studio and the answers', async () => {
    const headers = await t.as('dev@studio-one.test');
    const list = await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contracts`, headers });
    const contracts = list.json<{ data: { id: number; name: string; date: string }[] }>().data;
    // Newest first (the expiry test's form was received a month ahead).
    expect(contracts.map((c) => c.date)).toEqual(contracts.map((c) => c.date).sort().reverse());
    expect(contracts.map((c) => c.name)).toEqual(expect.arrayContaining(['Publishing agreement A1', 'Publishing agreement B1', 'Publishing agreement B2', 'Publishing agreement EXP']));
    const a1 = contracts.find((c) => c.name === 'Publishing agreement A1')!;
    const pdf = await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contract/${a1.id}`, headers });
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
    expect((await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contract/${a1.id}`, headers: other })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/ss/studio/${studioOne}/contract/999999`, headers })).statusCode).toBe(404);
    // The staff's studios list names it.
    const listed = await t.app.inject({ method: 'POST', url: '/v1/studios', headers: await t.as('pm@greenlight.test'), payload: { term: 'Studio One' } });
    expect(listed.json<{ data: { contract: string | null }[] }>().data[0]!.contract).toBe(contracts[0]!.name);
  });

  it('FORM-18 the public form is limited per client address: the 11th within 15 minutes waits', async () => {
    const query = await linkFor(studioOne);
    const body = { deal_id: query.deal_id, token: query.token, answers: LEGAL };
    for (let i = 0; i < 10; i++) await legal({ deal_id: 'DEAL-0', answers: {} }, '198.51.100.9');
    const eleventh = await legal(body, '198.51.100.9');
    expect(eleventh.statusCode).toBe(429);
    expect((await legal(body, '198.51.100.10')).statusCode).toBe(201);
  });
});
