// How an action's check refuses a body: a 400 INVALID_REQUEST whose error list names
// each wrong field by its path in the body (`feedback`, `changelogs.0.details`).
import { badRequest, type ErrorItem } from '../../../errors';

export const fieldError = (path: string, detail: string): ErrorItem => ({ code: 'INVALID_REQUEST', detail, path });

/** Throws the errors found, if any. */
export function refuseFields(errors: readonly ErrorItem[]): void {
  if (errors.length > 0) throw badRequest('INVALID_REQUEST', errors[0]!.detail, [...errors]);
}
