// The links to the public legal information form (FORM-19, FORM-20, issue 42). A link
// names a studio (its deal) and one contract (its suffix), and carries a token: 32
// random bytes in base64url (256 bits), kept only as its sha-256, valid 30 days
// (LEGAL_LINK_TTL_DAYS) and once. The sales-lead questionnaire hands one out with the
// studio it creates; staff with add_studio hand out more from the studio's page. The
// form is accepted only with a live token (forms.ts), so a guessed deal id is nothing.
import { createHash, randomBytes } from 'node:crypto';
import {
  CONTRACT_SUFFIX_MAX_LENGTH,
  LEGAL_FORM_ALREADY_RECEIVED,
  LEGAL_LINK_TTL_DAYS,
  legalLink,
  validateStaffEmail,
  STAFF_EMAIL_INVALID,
} from '@greenlight/rules';
import { and, eq, sql } from 'drizzle-orm';
import { DAY_MS } from '../../clock';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { legalFormLinks, legalForms, studios } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { escapeHtml } from '../platform/mail';

type Context = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'links'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const LEGAL_LINK_TTL_MS = LEGAL_LINK_TTL_DAYS * DAY_MS;
export const LEGAL_LINK_MAIL_SUBJECT = 'Your legal information for Greenlight';

export const legalTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LegalLinkFields {
  contactName?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contractSuffix?: string | null | undefined;
}

export interface IssuedLegalLink {
  url: string;
  expiresAt: string;
  contactName: string | null;
  contactEmail: string | null;
  contractSuffix: string | null;
}

const invalid = (code: string, path: string, detail: string) => badRequest(code, detail, [{ code, detail, path }]);

/** Empty is none; text is trimmed. */
const text = (value: string | null | undefined) => value?.trim() || null;

/** The contract a suffix names: '' and none are the same contract (CON-06's name without a suffix). */
export const sameContract = (suffix: string | null) => sql`coalesce(${legalForms.contractSuffix}, '') = ${suffix ?? ''}`;

/** Whether the studio already received the legal information of this contract. */
export async function contractReceived(tx: Tx | Db, studioId: number, suffix: string | null): Promise<boolean> {
  const [found] = await tx.select({ id: legalForms.id }).from(legalForms).where(and(eq(legalForms.studioId, studioId), sameContract(suffix))).limit(1);
  return found !== undefined;
}

/**
 * A new link for a studio's contract, in the caller's transaction: its checked fields,
 * the token's hash and expiry stored, the link (with the token) answered. A contract
 * whose legal information was received gets no new link (400 LEGAL_FORM_ALREADY_RECEIVED
 * on contractSuffix): a signed contract is never replaced.
 */
export async function insertLegalLink(
  tx: Tx | Db,
  options: { publicUrl: string; studioId: number; createdBy: number | null; now: Date; fields: LegalLinkFields },
): Promise<IssuedLegalLink> {
  const contactName = text(options.fields.contactName);
  const contactEmail = text(options.fields.contactEmail);
  const contractSuffix = text(options.fields.contractSuffix);
  if (contactName !== null && contactName.length > 200) throw invalid('INVALID_REQUEST', 'contactName', 'A contact name has at most 200 characters');
  if (contactEmail !== null && validateStaffEmail(contactEmail) !== null) throw invalid('INVALID_REQUEST', 'contactEmail', STAFF_EMAIL_INVALID);
  if (contractSuffix !== null && contractSuffix.length > CONTRACT_SUFFIX_MAX_LENGTH) {
    throw invalid('INVALID_REQUEST', 'contractSuffix', `A contract suffix has at most ${CONTRACT_SUFFIX_MAX_LENGTH} characters`);
  }
  const [studio] = await tx.select({ id: studios.id, dealId: studios.dealId }).from(studios).where(eq(studios.id, options.studioId));
  if (!studio) throw notFound('Studio not found');
  if (await contractReceived(tx, studio.id, contractSuffix)) throw invalid('LEGAL_FORM_ALREADY_RECEIVED', 'contractSuffix', LEGAL_FORM_ALREADY_RECEIVED);
  // A studio without a CRM deal yet gets the platform's own: the link needs one to name.
  const dealId = studio.dealId ?? `DEAL-${1_000_000 + studio.id}`;
  if (studio.dealId === null) await tx.update(studios).set({ dealId }).where(eq(studios.id, studio.id));

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(options.now.getTime() + LEGAL_LINK_TTL_MS);
  await tx.insert(legalFormLinks).values({
    studioId: studio.id,
    tokenHash: legalTokenHash(token),
    contactName,
    contactEmail,
    contractSuffix,
    createdBy: options.createdBy,
    createdAt: options.now,
    expiresAt,
  });
  return {
    url: legalLink(options.publicUrl, { dealId, contactName, contactEmail, contractSuffix, token }),
    expiresAt: expiresAt.toISOString(),
    contactName,
    contactEmail,
    contractSuffix,
  };
}

/**
 * FORM-19, issue 42: POST /v1/studio/{id}/legal_links (add_studio): a new link for one
 * of the studio's contracts, mailed to the contact when an address is given, and
 * answered so that staff may send it themselves.
 */
export async function issueLegalLink(context: Context, principalId: number, studioId: number, fields: LegalLinkFields): Promise<IssuedLegalLink & { mailed: boolean }> {
  const now = context.clock.now();
  const link = await context.db.transaction((tx) =>
    insertLegalLink(tx, { publicUrl: context.links.publicUrl, studioId, createdBy: principalId, now, fields }),
  );
  const [studio] = await context.db.select({ name: studios.name }).from(studios).where(eq(studios.id, studioId));
  if (link.contactEmail) await mailLegalLink(context, link, studio!.name);
  return { ...link, mailed: link.contactEmail !== null };
}

/** The mail that hands the link to the studio's contact. */
export async function mailLegalLink(context: Pick<AppContext, 'mailer'>, link: IssuedLegalLink, studio: string): Promise<void> {
  if (!link.contactEmail) return;
  const hello = link.contactName ? `Hello ${link.contactName},` : 'Hello,';
  const until = link.expiresAt.slice(0, 10);
  const text = [
    hello,
    '',
    `To prepare ${studio}'s publishing agreement${link.contractSuffix ? ` (${link.contractSuffix})` : ''}, please fill in your legal information:`,
    '',
    link.url,
    '',
    `The link works once, until ${until}. If you did not expect this email, ignore it.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>To prepare ${escapeHtml(studio)}'s publishing agreement${link.contractSuffix ? ` (${escapeHtml(link.contractSuffix)})` : ''}, please fill in your legal information:</p>`,
    `<p><a href="${escapeHtml(link.url)}">Fill in the legal information</a></p>`,
    `<p>The link works once, until ${until}. If you did not expect this email, ignore it.</p>`,
  ].join('\n');
  await context.mailer.send({ to: link.contactEmail, subject: LEGAL_LINK_MAIL_SUBJECT, text, html });
}
