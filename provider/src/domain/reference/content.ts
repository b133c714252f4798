// The content service (CMS-01..07, BE-SYS-06): texts the dashboard shows that staff
// edit without a release (the general alert banner, the welcome page's KPI texts,
// help texts ...), stored by entry id as JSON.
import { SUBMISSION_STEPS } from '@greenlight/rules';
import { asc, eq } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { contentEntries, quotes } from '../../db/schema';
import { badRequest, type ErrorItem } from '../../errors';

/** Entry ids: capitals, digits and underscores, starting with a letter (GENERAL_ALERT, HELP_MY_GAMES). */
export const CONTENT_ID_PATTERN = '^[A-Z][A-Z0-9_]{1,63}$';

export interface ContentEntry {
  id: string;
  fields: Record<string, unknown>;
  updatedAt: Date;
}

export const ALERT_COLORS = ['info', 'success', 'warning', 'error'] as const;

const Text = Type.String({ minLength: 1 });

/** GENERAL_ALERT: the board's top banner (CMS-02, SB-04); hidden unless active. */
export const GeneralAlertFields = Type.Object({
  title: Type.String(),
  content: Text,
  color: Type.Enum(ALERT_COLORS),
  active: Type.Boolean(),
});

/** HOMEPAGE: the welcome page's thresholds (CMS-03, SB-06). */
export const HomepageFields = Type.Object({
  kpiTitle: Text,
  kpis: Type.Array(Type.Object({ label: Text, value: Text, text: Text }), { minItems: 1 }),
});

/** HELP_*: a help text (CMS-04); TUTORIAL_<STEP>: a submission step's tutorial (SUB-27), with {{tags}} the page fills. */
export const HelpFields = Type.Object({ title: Text, content: Text });

/** SDK_PACKAGE: the SDK the SDK integration step installs (SUB-SDK-02, CMS-05): its package, version and where to get it. */
export const SdkPackageFields = Type.Object({
  name: Text,
  version: Type.String({ pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$' }),
  installUrl: Type.String({ pattern: '^https://', maxLength: 500 }),
});

/**
 * SUBMISSION_WARNINGS: what staff warn studios of in a step of the submission (CMS-05), such as
 * a network's review taking longer this week; the flow shows each above its step.
 */
export const SubmissionWarningsFields = Type.Object({
  warnings: Type.Array(
    Type.Object({
      step: Type.Enum(SUBMISSION_STEPS.map((step) => step.id)),
      content: Type.String({ minLength: 1, maxLength: 1000 }),
    }),
    { maxItems: 20 },
  ),
});

/**
 * The fields the dashboard reads from the entries it knows, checked when they are
 * written so that an edit cannot break a page; further fields are allowed, and
 * entries of other ids take any object.
 */
function schemaFor(id: string): TSchema | undefined {
  if (id === 'GENERAL_ALERT') return GeneralAlertFields;
  if (id === 'HOMEPAGE') return HomepageFields;
  if (id === 'SDK_PACKAGE') return SdkPackageFields;
  if (id === 'SUBMISSION_WARNINGS') return SubmissionWarningsFields;
  if (id.startsWith('HELP_') || id.startsWith('TUTORIAL_')) return HelpFields;
  return undefined;
}

function parseFields(text: string): Record<string, unknown> {
  const parsed = JSON.parse(text) as unknown;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export async function getContentEntry(db: Db, id: string): Promise<ContentEntry | undefined> {
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id));
  return row ? { id: row.id, fields: parseFields(row.fields), updatedAt: row.updatedAt } : undefined;
}

/** What is wrong with the fields of a known entry, as error items (none when they fit). */
export function contentFieldErrors(id: string, fields: Record<string, unknown>): ErrorItem[] {
  const schema = schemaFor(id);
  if (!schema || Value.Check(schema, fields)) return [];
  return [...Value.Errors(schema, fields)]
    .filter((error) => error.keyword !== 'boolean')
    .flatMap((error) => {
      const at = ['body', 'fields', ...error.instancePath.split('/').filter(Boolean)].join('.');
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties;
      if (missing) {
        return missing.map((field) => ({ code: 'INVALID_REQUEST', detail: `${at}.${field} is required`, path: `${at}.${field}` }));
      }
      return [{ code: 'INVALID_REQUEST', detail: `${at} ${error.message}`, path: at }];
    });
}

/** Creates or replaces an entry; 400 when a known entry lacks a field the dashboard reads. */
export async function putContentEntry(
  db: Db,
  clock: Clock,
  id: string,
  fields: Record<string, unknown>,
): Promise<ContentEntry> {
  const errors = contentFieldErrors(id, fields);
  if (errors.length > 0) throw badRequest('INVALID_REQUEST', errors[0]!.detail, errors);
  const updatedAt = clock.now();
  const text = JSON.stringify(fields);
  await db
    .insert(contentEntries)
    .values({ id, fields: text, updatedAt })
    .onConflictDoUpdate({ target: contentEntries.id, set: { fields: text, updatedAt } });
  return { id, fields, updatedAt };
}

/** The quotes of the quotes page (OP-34, ROUTE-26), in their order. */
export async function listQuotes(db: Db): Promise<{ quote: string; author: string }[]> {
  return db.select({ quote: quotes.quote, author: quotes.author }).from(quotes).orderBy(asc(quotes.id));
}
