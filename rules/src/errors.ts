// Turning an API error into the text a user reads (ERR-05..07, ERR-10, CONF-06):
// an error code is looked up in the error list, its {{placeholders}} filled from the
// error's extra values; without a known code the answer's own words are used.

export interface ApiErrorItem {
  code: string;
  detail?: string | undefined;
  extra?: Record<string, unknown> | undefined;
}

export interface ApiErrorBody {
  detail?: unknown;
  message?: unknown;
  errorList?: readonly ApiErrorItem[] | undefined;
}

export interface ErrorListEntry {
  message: string;
  /** An actionable link, shown as "Solve now" (ERR-08). */
  link?: string | undefined;
}

export type ErrorList = ReadonlyMap<string, ErrorListEntry>;

export interface ErrorDescription {
  message: string;
  code?: string | undefined;
  link?: string | undefined;
}

/** The text shown when nothing better is known. */
export const GENERIC_ERROR_FALLBACK = 'An error occurred, please refresh or contact support';

/** ERR-07: {{name}} becomes the extra value of that name; unknown names stay as they are. */
export function fillPlaceholders(message: string, extra: Record<string, unknown> | undefined): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    extra && extra[name] !== undefined && extra[name] !== null ? String(extra[name]) : whole,
  );
}

/** ERR-06: a code the error list does not know; `operation` names what failed ("{operation} failed - {code}"). */
function unknownCode(code: string, errorList: ErrorList, operation: string | undefined): string {
  const generic = errorList.get('GENERIC_ERROR')?.message;
  if (generic) return generic;
  return operation ? `${operation} failed - ${code}` : GENERIC_ERROR_FALLBACK;
}

/**
 * ERR-05, ERR-10, CONF-06: the first error's code, translated by the error list;
 * else the answer's detail, then its message, then the first error's own detail;
 * else the GENERIC_ERROR text, or "{operation} failed - {code}".
 */
export function describeApiError(body: ApiErrorBody | undefined, errorList: ErrorList, operation?: string): ErrorDescription {
  const first = body?.errorList?.[0];
  const known = first ? errorList.get(first.code) : undefined;
  if (first && known) {
    return {
      code: first.code,
      message: fillPlaceholders(known.message, { detail: first.detail, ...first.extra }),
      link: known.link,
    };
  }
  for (const candidate of [body?.detail, body?.message, first?.detail]) {
    if (typeof candidate === 'string' && candidate.trim()) return { code: first?.code, message: candidate };
  }
  if (first) return { code: first.code, message: unknownCode(first.code, errorList, operation) };
  return { message: errorList.get('GENERIC_ERROR')?.message ?? GENERIC_ERROR_FALLBACK };
}

/** ERR-12: a 403 on a property update reads "Invalid permission" when the answer says "Forbidden". */
export const propertyUpdateForbiddenMessage = (detail: string | undefined): string =>
  detail === 'Forbidden' ? 'Invalid permission' : 'An error occured';

/** ERR-02: what a server failure toast says. */
export const serverErrorMessage = (supportEmail: string): string =>
  `An error occurred, please refresh or contact support (${supportEmail})`;

/** IMP-09, IMP-10: the toast of a failed impersonation. */
export const HIJACK_FORBIDDEN_REASON = "you don't have the necessary permissions to impersonate this user";
export const hijackFailedMessage = (reason: string): string => `Hijack failed: ${reason}`;
/** IMP-08: the start of an impersonation failed. */
export const IMPERSONATION_FAILED = 'Impersonating user did not succeed';
