// Impersonation (002 §4 and §6, IMP, BE-AUTH-11/12): staff act as another user
// through a session of that user that records who opened it, and release it to
// be themselves again.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { badRequest, forbidden } from '../../errors';
import { hasPermission, type Principal } from './principal';
import type { SessionService, TokenPair } from './sessions';

export const HIJACK_FORBIDDEN = 'error.hijack.operationforbidden';
export const IMPERSONATED_SESSION_HEADER = 'x-impersonated-session';

/** PERM-18, IMP-01: who may impersonate at all. */
export const mayImpersonate = (caller: Principal) =>
  caller.isSuperuser || caller.isStaff || hasPermission(caller, 'impersonate_studio_member');

interface Target {
  id: number;
  isActive: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  userType: string;
}

/**
 * Whether `caller` may act as `target`. Superusers may act as anyone active but
 * themselves; everyone else who may impersonate, only as studio members (not
 * staff, not pm or cs accounts). Nobody chains impersonations.
 */
export function mayImpersonateUser(caller: Principal, target: Target | undefined): boolean {
  if (!mayImpersonate(caller) || caller.impersonatorId !== null) return false;
  if (!target || !target.isActive || target.id === caller.userId) return false;
  if (caller.isSuperuser) return true;
  return !target.isSuperuser && !target.isStaff && target.userType === 'studio';
}

/** POST /hijack/{userId}: a new session of the target, opened by the caller. */
export async function startImpersonation(
  db: Db,
  sessions: SessionService,
  caller: Principal,
  targetId: number,
): Promise<TokenPair> {
  const [target] = await db
    .select({
      id: users.id,
      isActive: users.isActive,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      userType: users.userType,
    })
    .from(users)
    .where(eq(users.id, targetId));
  // One answer for every refusal: a missing user looks like a forbidden one.
  if (!mayImpersonateUser(caller, target)) throw forbidden(HIJACK_FORBIDDEN);
  return sessions.start(target!.id, caller.userId);
}

/** POST /hijack/release: ends the impersonation and signs the staff member back in. */
// The staff member is known active here: the principal loader ends an
// impersonation whose staff member lost access.
export async function releaseImpersonation(sessions: SessionService, principal: Principal): Promise<TokenPair> {
  if (principal.impersonatorId === null) {
    throw badRequest('NOT_IMPERSONATING', 'This session is not an impersonation');
  }
  await sessions.revoke(principal.sessionId);
  return sessions.start(principal.impersonatorId);
}
