// The configured forms' submissions (issue 14; FORM, BE-STU-08): the sales-lead
// questionnaire creates a studio (POST /ss/outbound, add_studio) with its contact
// invited as its lead; the public legal information form (POST /ss/legal_forms) keeps
// a signatory's answers for the studio's contract. Both are checked, question by
// question, with the very questionnaires the browser shows (rules/src/forms.ts).
import { LEGAL_QUESTIONNAIRE, LEAD_SOURCES, SALES_LEAD_QUESTIONNAIRE, questionnaireProblems, visibleAnswers } from '@greenlight/rules';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { legalForms, studios } from '../../db/schema';
import { ApiError, badRequest, forbidden } from '../../errors';
import type { Principal } from '../accounts/principal';
import { COUNTRY_IDS } from '@greenlight/rules';
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
 * `email` entry and nothing is created.
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
    await tx.update(studios).set({ dealId: `DEAL-${1_000_000 + studio!.id}` }).where(eq(studios.id, studio!.id));
    try {
      const { token } = await insertMember(
        tx,
        studio!.id,
        { firstName: lead.firstName!, lastName: lead.lastName!, email: lead.email!, accessId: 1, userRole: 'studio_lead' },
        now,
      );
      return { studio: studio!, token };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_REFUSED') throw invalidEntries(['email']);
      throw error;
    }
  });
  await mailInvitation(context, { email: lead.email!, firstName: lead.firstName! }, created.studio.name, created.token);
  return { id: created.studio.id, name: created.studio.name };
}

export interface LegalFormBody {
  deal_id: string;
  contact_name?: string | undefined;
  email?: string | undefined;
  contract_suffix?: string | undefined;
  answers: Record<string, string>;
}

/**
 * FORM-18..24, BE-STU-08: POST /ss/legal_forms, public. The deal names the studio (an
 * unknown one is an invalid `deal_id` entry); the answers are checked like the
 * browser checks them; nothing is stored unless all of it holds.
 */
export async function submitLegalForm(context: Context, body: LegalFormBody): Promise<{ received: true }> {
  const dealId = body.deal_id.trim();
  const [studio] = dealId ? await context.db.select({ id: studios.id }).from(studios).where(eq(studios.dealId, dealId)) : [];
  const problems = questionnaireProblems(LEGAL_QUESTIONNAIRE, body.answers, { countries }).map((p) => p.path);
  if (!studio) problems.unshift('deal_id');
  if (problems.length > 0) throw invalidEntries(problems);
  await context.db.insert(legalForms).values({
    studioId: studio!.id,
    dealId,
    contactName: body.contact_name?.trim() || null,
    contactEmail: body.email?.trim() || null,
    contractSuffix: body.contract_suffix?.trim() || null,
    answers: JSON.stringify(visibleAnswers(LEGAL_QUESTIONNAIRE, body.answers)),
    createdAt: context.clock.now(),
  });
  return { received: true };
}
