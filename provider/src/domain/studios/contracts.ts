// A studio's contracts (issue 14; CON, BE-STU-07): one per legal information form its
// signatory sent, newest first, each a real PDF the provider renders (pdf-lib) from the
// studio's data and the form's answers when it is asked for. Members of the studio
// read them (every access level), superusers too.
import { LEGAL_QUESTIONNAIRE, formatFormDate, visibleQuestions, visibleSteps, type FormAnswers } from '@greenlight/rules';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { AppContext } from '../../context';
import { legalForms, studios } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Principal } from '../accounts/principal';
import { COUNTRIES } from '@greenlight/rules';

type Context = Pick<AppContext, 'db'>;

/** The name a contract goes by: the agreement and the suffix its link carried. */
export const contractName = (suffix: string | null) => `Publishing agreement${suffix ? ` ${suffix}` : ''}`;

async function assertMember(context: Context, principal: Principal, studioId: number): Promise<{ name: string; country: string }> {
  const [studio] = await context.db.select({ name: studios.name, country: studios.country }).from(studios).where(eq(studios.id, studioId));
  if (!studio) throw notFound('Studio not found');
  if (!principal.isSuperuser && !principal.memberships.some((m) => m.studioId === studioId && m.isActive)) throw forbidden();
  return studio;
}

/** CON-01, CON-02, CON-05: GET /ss/studio/{id}/contracts, newest first. */
export async function studioContracts(context: Context, principal: Principal, studioId: number) {
  await assertMember(context, principal, studioId);
  const rows = await context.db
    .select({ id: legalForms.id, suffix: legalForms.contractSuffix, createdAt: legalForms.createdAt })
    .from(legalForms)
    .where(eq(legalForms.studioId, studioId))
    .orderBy(desc(legalForms.createdAt), desc(legalForms.id));
  const data = rows.map((row) => ({ id: row.id, name: contractName(row.suffix), date: row.createdAt.toISOString() }));
  return { data, total: data.length };
}

const MARGIN = 56;
const WIDTH = 595.28; // A4
const HEIGHT = 841.89;

/** Lines of at most `width` points in `font` at `size`, words kept whole. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** Text the standard fonts can draw (WinAnsi): anything else becomes '?'. */
const drawable = (text: string) => text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

/**
 * CON-04, BE-STU-07: GET /ss/studio/{studioId}/contract/{id}: the contract as a PDF
 * (A4): the parties (the publisher and the studio as its legal form names it), the
 * signatory, every answer of the form under its question, and the signature block.
 */
export async function contractPdf(context: Context, principal: Principal, studioId: number, contractId: number, now: Date): Promise<{ name: string; pdf: Uint8Array }> {
  const studio = await assertMember(context, principal, studioId);
  const [form] = await context.db
    .select()
    .from(legalForms)
    .where(and(eq(legalForms.id, contractId), eq(legalForms.studioId, studioId)));
  if (!form) throw notFound('Contract not found');
  const answers = JSON.parse(form.answers) as FormAnswers;
  const name = contractName(form.contractSuffix);

  const document = await PDFDocument.create();
  document.setTitle(`${name} - ${studio.name}`);
  document.setAuthor('Greenlight');
  document.setCreationDate(form.createdAt);
  document.setModificationDate(now);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = document.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; gap?: number; color?: [number, number, number] } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    for (const line of wrap(drawable(text), font, size, WIDTH - 2 * MARGIN)) {
      if (y < MARGIN + size) {
        page = document.addPage([WIDTH, HEIGHT]);
        y = HEIGHT - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(...(options.color ?? [0.1, 0.1, 0.1])) });
      y -= size * 1.4;
    }
    y -= options.gap ?? 4;
  };
  const country = (id: string | undefined) => COUNTRIES.find((c) => c.id === id)?.label ?? id ?? '';

  write(name, { font: bold, size: 20, gap: 10 });
  write(`Between Greenlight Publishing ("the Publisher") and ${answers.legalStudioName ?? studio.name} ("the Studio"), known on the platform as ${studio.name}, ${country(studio.country)}.`, { gap: 8 });
  write(`Deal ${form.dealId}. Information received on ${formatFormDate(form.createdAt.toISOString().slice(0, 10))}.`, { size: 9, color: [0.35, 0.35, 0.35], gap: 14 });

  for (const step of visibleSteps(LEGAL_QUESTIONNAIRE, answers)) {
    const questions = visibleQuestions(step, answers).filter((q) => answers[q.id] !== undefined && answers[q.id] !== '');
    if (questions.length === 0) continue;
    write(step.title, { font: bold, size: 13, gap: 6 });
    for (const question of questions) {
      const value = answers[question.id]!;
      const shown =
        question.type === 'date'
          ? formatFormDate(value)
          : question.type === 'checkbox'
            ? value === 'true' ? 'Yes' : 'No'
            : question.optionsFrom === 'countries'
              ? country(value)
              : (question.options?.find((o) => o.value === value)?.label ?? value);
      write(question.label, { size: 9, color: [0.35, 0.35, 0.35], gap: 0 });
      write(shown, { gap: 6 });
    }
    y -= 6;
  }

  write('Signatures', { font: bold, size: 13, gap: 6 });
  write(`For the Studio: ${answers.signatoryName ?? form.contactName ?? ''}${answers.signatoryEmail ? ` (${answers.signatoryEmail})` : ''}`);
  write('For the Publisher: Greenlight Publishing', { gap: 20 });
  write('Signature: ______________________________        Date: ______________');

  return { name, pdf: await document.save() };
}
