// The signed-in user's own account (PROF, BE-AUTH-06/07): names, email and
// profile text, the password, and the user-mode preference.
import {
  charCount,
  EMAIL_INVALID,
  FIELD_REQUIRED,
  isValidEmail,
  meetsPasswordPolicy,
  PASSWORD_MAX,
  RESET_REASON_MESSAGES,
} from '@greenlight/rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { ApiError, badRequest, type ErrorItem } from '../../errors';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './sessions';

export const NAME_MAX = 100;
export const PROFILE_MAX = 100;
export const EMAIL_TAKEN = 'EMAIL_TAKEN';
const EMAIL_TAKEN_DETAIL = 'This email is already used by another account.';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  profile: string;
}

/** PUT /v1/me: trimmed values; every refusal names its field in `path`. */
export async function updateProfile(db: Db, userId: number, input: ProfileInput): Promise<void> {
  const values = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    profile: input.profile.trim(),
  };
  const problems: ErrorItem[] = [];
  const invalid = (path: keyof ProfileInput, detail: string) => problems.push({ code: 'INVALID_REQUEST', detail, path });
  for (const field of ['firstName', 'lastName'] as const) {
    const length = charCount(values[field]);
    if (length === 0) invalid(field, FIELD_REQUIRED);
    else if (length > NAME_MAX) invalid(field, `At most ${NAME_MAX} characters`);
  }
  if (!isValidEmail(values.email)) invalid('email', EMAIL_INVALID);
  if (charCount(values.profile) > PROFILE_MAX) invalid('profile', `At most ${PROFILE_MAX} characters`);
  if (problems.length === 0 && (await emailTaken(db, userId, values.email))) {
    problems.push({ code: EMAIL_TAKEN, detail: EMAIL_TAKEN_DETAIL, path: 'email' });
  }
  if (problems.length > 0) throw badRequest(problems[0]!.code, problems[0]!.detail, problems);
  try {
    await db.update(users).set(values).where(eq(users.id, userId));
  } catch (error) {
    // Taken between the check and the update: the unique index on lower(email) says so.
    if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN, EMAIL_TAKEN_DETAIL, [{ code: EMAIL_TAKEN, detail: EMAIL_TAKEN_DETAIL, path: 'email' }]);
    throw error;
  }
}

async function emailTaken(db: Db, userId: number, email: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
  return other !== undefined;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * PUT /v1/me/password: the current password first (403 error.login.wrongpassword),
 * then the policy of rules/ (toolongpassword, insecurepassword). Every other
 * session of the user ends; the one that asked stays signed in.
 */
export async function changePassword(
  db: Db,
  sessions: SessionService,
  principal: { userId: number; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, principal.userId));
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new ApiError(403, 'error.login.wrongpassword', RESET_REASON_MESSAGES.wrongpassword);
  }
  if (charCount(input.newPassword) > PASSWORD_MAX) {
    throw badRequest('toolongpassword', RESET_REASON_MESSAGES.toolongpassword);
  }
  if (!meetsPasswordPolicy(input.newPassword)) {
    throw badRequest('insecurepassword', RESET_REASON_MESSAGES.insecurepassword);
  }
  await db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, principal.userId));
  await sessions.revokeAll(principal.userId, principal.sessionId);
}

/** PUT /v1/me/preferences (PROF-18) */
export async function updatePreferences(db: Db, userId: number, preferences: { darkMode?: boolean; confidenceLevel?: number }): Promise<void> {
  const set = {
    ...(preferences.darkMode === undefined ? {} : { darkMode: preferences.darkMode }),
    ...(preferences.confidenceLevel === undefined ? {} : { confidenceLevel: preferences.confidenceLevel }),
  };
  if (Object.keys(set).length === 0) return;
  await db.update(users).set(set).where(eq(users.id, userId));
}
