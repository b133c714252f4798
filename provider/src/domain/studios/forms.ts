// The configured forms' submissions (issue 14; FORM, BE-STU-08): the sales-lead
// questionnaire creates a studio (POST /ss/outbound, add_studio) with its contact
// invited as its lead and a link to the legal information form; the public legal
// information form (POST /ss/legal_forms) keeps a signatory's answers for the
// studio's contract, once, with a live link's token (legal-links.ts, issue 42). Both
// are checked, question by question, with the very questionnaires the browser shows
// (rules/src/forms.ts).
import {
  LEGAL_FORM_ALREADY_RECEIVED,
  LEGAL_LINK_EXPIRED,
  LEGAL_LINK_INVALID,
  LEGAL_LINK_USED,
  LEGAL_QUESTIONNAIRE,
  LEAD_SOURCES,
  SALES_LEAD_QUESTIONNAIRE,
  questionnaireProblems,
  visibleAnswers,
} from '@greenlight/rules';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { legalFormLinks, legalForms, studios } from '../../db/schema';
import { ApiError, badRequest, forbidden } from '../../errors';
import type { Principal } from '../accounts/principal';
import { COUNTRY_IDS } from '@greenlight/rules';
import { contractReceived, insertLegalLink, legalTokenHash, mailLegalLink } from './legal-links';
import { insertMember, mailInvitation } from './self-service';

type Context = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'links'>;

export const INVALID_ENTRY = 'INVALID_ENTRY';

/** FORM-16: one error item per invalid entry, named by its question id. */
function invalidEntries(paths: readonly string[]): ApiError {
  return badRequest(
    INVALID_ENTRY,
    `Invalid value for entry: ${paths[0]}.`,
    paths.map((path) => ({ code: INVALID_ENTRY, detail: `Invalid value for entry: ${path}.`, path })),
  );
}

const countries = [...COUNTRY_IDS];

/** The checked, visible answers of a questionnaire, or a 400 naming every invalid entry. */
function checked(questionnaire: typeof SALES_LEAD_QUESTIONNAIRE, answers: Record<string, string>): Record<string, string> {
  const problems = questionnaireProblems(questionnaire, answers, { countries });
  if (problems.length > 0) throw invalidEntries(problems.map((p) => p.path));
  return visibleAnswers(questionnaire, answers);
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'studio';

/**
 * FORM-15, FORM-17, BE-STU-08: POST /ss/outbound. A studio from the sales-lead answers
 * (name, country, lead source as its origin, website), att with no PM yet, and its
 * contact invited as its lead (full access, studio_lead); a taken email is an invalid
 * `email` entry and nothing is created. The contact is also mailed a link to the legal
 * information form (FORM-19, issue 42), which the answer carries for the success screen.
 */
export async function createStudioFromLead(context: Context, principal: Principal, answers: Record<string, string>) {
  if (!principal.permissions.has('add_studio')) throw forbidden();
  const lead = checked(SALES_LEAD_QUESTIONNAIRE, answers);
  const name = lead.studioName!;
  const now = context.clock.now();
  const created = await context.db.transaction(async (tx) => {
    const base = slugOf(name);
    const counted = (await tx.execute(sql`select count(*)::int as taken from ${studios} where slug = ${base} or slug like ${`${base}-%`}`)) as unknown as {
      rows: { taken: number }[];
    };
    const taken = Number(counted.rows[0]?.taken ?? 0);
    const [studio] = await tx
      .insert(studios)
      .values({
        slug: taken === 0 ? base : `${base}-${taken + 1}`,
        name,
        country: lead.countryCode!,
        createdAt: now,
        activityState: 'active',
        lastActivityDate: now,
        teamStatusId: 1,
        origin: (LEAD_SOURCES as readonly string[]).includes(lead.leadSource ?? '') ? lead.leadSource! : null,
        website: lead.website || null,
      })
      .returning({ id: studios.id, name: studios.name });
    let token: string;
    try {
      ({ token } = await insertMember(
        tx,
        studio!.id,
        { firstName: lead.firstName!, lastName: lead.lastName!, email: lead.email!, accessId: 1, userRole: 'studio_lead' },
        now,
      ));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_REFUSED') throw invalidEntries(['email']);
      throw error;
    }
    const link = await insertLegalLink(tx, {
      publicUrl: context.links.publicUrl,
      studioId: studio!.id,
      createdBy: principal.userId,
      now,
      fields: { contactName: `${lead.firstName!} ${lead.lastName!}`, contactEmail: lead.email! },
    });
    return { studio: studio!, token, link };
  });
  await mailInvitation(context, { email: lead.email!, firstName: lead.firstName! }, created.studio.name, created.token);
  await mailLegalLink(context, created.link, created.studio.name);
  return { id: created.studio.id, name: created.studio.name, legalInformationUrl: created.link.url, legalInformationExpiresAt: created.link.expiresAt };
}

export interface LegalFormBody {
  deal_id: string;
  contact_name?: string | undefined;
  email?: string | undefined;
  contract_suffix?: string | undefined;
  /** The link's token (issue 42). */
  token?: string | undefined;
  answers: Record<string, string>;
}

/** A refused link: 400 naming `token`, nothing stored. */
const linkRefused = (code: string, detail: string) => badRequest(code, detail, [{ code, detail, path: 'token' }]);

/**
 * FORM-18..24, BE-STU-08, issue 42: POST /ss/legal_forms, public. Only with a live
 * link: its token known (else 400 LEGAL_LINK_INVALID, a missing one too), not expired
 * (LEGAL_LINK_EXPIRED), not used (LEGAL_LINK_USED); the deal and the contract suffix
 * the link's (else invalid `deal_id` / `contract_suffix` entries); the answers checked
 * like the browser checks them, a refusal leaving the link unused; a contract whose
 * legal information was received is not replaced (LEGAL_FORM_ALREADY_RECEIVED). The
 * form is stored with the link's contract and the link marked used, in one
 * transaction that holds the link and the studio's row.
 */
export async function submitLegalForm(context: Context, body: LegalFormBody): Promise<{ received: true }> {
  const token = body.token?.trim() ?? '';
  if (!token) throw linkRefused('LEGAL_LINK_INVALID', LEGAL_LINK_INVALID);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const [link] = await tx
      .select({ link: legalFormLinks, dealId: studios.dealId })
      .from(legalFormLinks)
      .innerJoin(studios, eq(studios.id, legalFormLinks.studioId))
      .where(eq(legalFormLinks.tokenHash, legalTokenHash(token)))
      .for('update', { of: legalFormLinks });
    if (!link) throw linkRefused('LEGAL_LINK_INVALID', LEGAL_LINK_INVALID);
    if (link.link.usedAt !== null) throw linkRefused('LEGAL_LINK_USED', LEGAL_LINK_USED);
    if (link.link.expiresAt.getTime() <= now.getTime()) throw linkRefused('LEGAL_LINK_EXPIRED', LEGAL_LINK_EXPIRED);

    const problems = questionnaireProblems(LEGAL_QUESTIONNAIRE, body.answers, { countries }).map((p) => p.path);
    const suffix = link.link.contractSuffix;
    if ((body.contract_suffix?.trim() || null) !== null && body.contract_suffix!.trim() !== suffix) problems.unshift('contract_suffix');
    if (body.deal_id.trim() !== link.dealId) problems.unshift('deal_id');
    if (problems.length > 0) throw invalidEntries(problems);

    // One form at a time per studio, so that two links of one contract cannot both pass.
    await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, link.link.studioId)).for('update');
    if (await contractReceived(tx, link.link.studioId, suffix)) {
      throw badRequest('LEGAL_FORM_ALREADY_RECEIVED', LEGAL_FORM_ALREADY_RECEIVED, [
        { code: 'LEGAL_FORM_ALREADY_RECEIVED', detail: LEGAL_FORM_ALREADY_RECEIVED, path: 'contract_suffix' },
      ]);
    }
    const [form] = await tx
      .insert(legalForms)
      .values({
        studioId: link.link.studioId,
        dealId: link.dealId!,
        contactName: body.contact_name?.trim() || link.link.contactName,
        contactEmail: body.email?.trim() || link.link.contactEmail,
        contractSuffix: suffix,
        answers: JSON.stringify(visibleAnswers(LEGAL_QUESTIONNAIRE, body.answers)),
        createdAt: now,
      })
      .returning({ id: legalForms.id });
    await tx.update(legalFormLinks).set({ usedAt: now, legalFormId: form!.id }).where(eq(legalFormLinks.id, link.link.id));
  });
  return { received: true };
}
