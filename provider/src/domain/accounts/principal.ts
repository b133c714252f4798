// Who is calling: the user behind an access token, with what the permission
// checks need, loaded in one query.
import type { AccessTokenScope } from '@greenlight/rules';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { planOnce, type Db } from '../../db';
import { personalAccessTokens } from '../../db/schema';
import { ApiError, unauthenticated } from '../../errors';
import { GAME_PERMISSIONS, STUDIO_EDITOR_GAME_PERMISSIONS, type GamePermission } from './permissions';

export interface Membership {
  studioId: number;
  studioName: string;
  accessId: number;
  userRole: string;
  isActive: boolean;
  /** The studio's ad networks: 1 Facebook, 2 Snapchat (SUB-CREATE-08). */
  adNetworkIds: number[];
  /** The studio opted in to knowledge sharing (KS-01, SA-15). */
  knowledgeSharing: boolean;
  /** The studio is deactivated (BE-STU-02): the membership counts as inactive meanwhile. */
  studioDeactivated: boolean;
}

export interface Impersonator {
  id: number;
  firstName: string;
  lastName: string;
}

export interface Principal {
  userId: number;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  profile: string;
  userType: 'studio' | 'pm' | 'cs';
  isStaff: boolean;
  isSuperuser: boolean;
  darkMode: boolean;
  /** The level of the KPIs' intervals and verdicts (issue 43). */
  confidenceLevel: number;
  /** The staff member acting as this user, when the session is an impersonation. */
  impersonatorId: number | null;
  impersonator: Impersonator | null;
  lastLogin: Date | null;
  permissions: ReadonlySet<string>;
  memberships: readonly Membership[];
  /**
   * BE-STU-02: a studio member whose every studio is deactivated: their permissions
   * are withheld (none is held) until one of their studios is reactivated.
   */
  studiosDeactivated: boolean;
  /**
   * Set when the caller came with a personal access token (issue 16) rather than a
   * session: its id and scope. `sessionId` is then `pat:<id>`, which no session has.
   */
  accessToken?: AccessTokenGrant | null;
}

export interface AccessTokenGrant {
  id: number;
  scope: AccessTokenScope;
  /** Its sha-256: how the live feed names it (issue 42). */
  hash: string;
}

/** The user's columns every principal query selects, with permissions and memberships. */
const PRINCIPAL_USER_COLUMNS = sql`
    u.id, u.email, u.first_name, u.last_name, u.profile, u.user_type, u.is_staff, u.is_superuser,
    u.is_active, u.dark_mode, u.confidence_level, u.last_login,
    (select array_agg(p.permission order by p.permission) from user_permissions p where p.user_id = u.id) as permissions,
    (select json_agg(json_build_object(
              'studioId', m.studio_id, 'studioName', st.name, 'accessId', m.access_id,
              'userRole', m.user_role, 'isActive', m.is_active and st.deactivate_date is null, 'adNetworkIds', st.ad_network_ids,
              'knowledgeSharing', st.knowledge_sharing_studio_status,
              'studioDeactivated', st.deactivate_date is not null) order by m.studio_id)
       from studio_members m join studios st on st.id = m.studio_id
      where m.user_id = u.id) as memberships`;

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  profile: string;
  user_type: Principal['userType'];
  is_staff: boolean;
  is_superuser: boolean;
  is_active: boolean;
  dark_mode: boolean;
  confidence_level: number;
  last_login: Date | string | null;
  permissions: string[] | null;
  memberships: Membership[] | null;
}

/**
 * BE-STU-02 (our reading): a studio user's permissions (the studio board, the academy,
 * knowledge sharing, games) come with their studios. While every studio they belong to
 * is deactivated they hold none: they still sign in, and land on the page that says so.
 * Staff keep theirs: those come with their work for the publisher.
 */
export const studiosDeactivated = (userType: Principal['userType'], memberships: readonly Pick<Membership, 'studioDeactivated'>[]): boolean =>
  userType === 'studio' && memberships.length > 0 && memberships.every((m) => m.studioDeactivated);

/**
 * The user's permissions as they apply: none for a member of deactivated studios only
 * (BE-STU-02); knowledge sharing (KS-01, KS-03) is for staff and for members of a
 * studio that opted in; a member of none has no entry nor access.
 */
function effectivePermissions(row: UserRow): Set<string> {
  if (studiosDeactivated(row.user_type, row.memberships ?? [])) return new Set();
  const permissions = new Set(row.permissions ?? []);
  const sharing = (row.memberships ?? []).some((m) => m.isActive && m.knowledgeSharing);
  if (!permissions.has('view_pm_interface') && !sharing) permissions.delete('view_knowledge_sharing');
  return permissions;
}

function userPrincipal(row: UserRow, sessionId: string): Principal {
  return {
    userId: row.id,
    sessionId,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profile: row.profile,
    userType: row.user_type,
    isStaff: row.is_staff,
    isSuperuser: row.is_superuser,
    darkMode: row.dark_mode,
    confidenceLevel: Number(row.confidence_level),
    impersonatorId: null,
    impersonator: null,
    lastLogin: row.last_login ? new Date(row.last_login) : null,
    permissions: effectivePermissions(row),
    memberships: row.memberships ?? [],
    studiosDeactivated: studiosDeactivated(row.user_type, row.memberships ?? []),
  };
}

interface AccessTokenRow extends UserRow {
  token_id: number;
  token_hash: string;
  scope: AccessTokenScope;
  revoked_at: Date | string | null;
  expires_at: Date | string;
  last_used_at: Date | string | null;
}

/** How often a token's last use is written: at most once a minute (issue 16). */
export const LAST_USED_PRECISION_MS = 60_000;

/**
 * The caller behind a personal access token, looked up by the token's sha-256 (issue 16),
 * in one query. Unknown: 401 UNAUTHENTICATED; revoked: 401 TOKEN_REVOKED; expired: 401
 * PAT_EXPIRED (not TOKEN_EXPIRED, which asks the gateway to refresh a session). Its last
 * use is written when the stored one is a minute old or more.
 */
export async function loadTokenPrincipal(db: Db, clock: Clock, token: { hash: string } | { id: number }): Promise<Principal> {
  const result = await db.execute(planOnce(db, sql`
    select t.id as token_id, t.token_hash, t.scope, t.revoked_at, t.expires_at, t.last_used_at, ${PRINCIPAL_USER_COLUMNS}
      from personal_access_tokens t join users u on u.id = t.user_id
     where ${'hash' in token ? sql`t.token_hash = ${token.hash}` : sql`t.id = ${token.id}`}`));
  const row = (result as { rows: AccessTokenRow[] }).rows[0];
  if (!row || !row.is_active) throw unauthenticated('Invalid access token');
  if (row.revoked_at) throw new ApiError(401, 'TOKEN_REVOKED', 'The access token was revoked');
  const now = clock.now();
  if (new Date(row.expires_at) <= now) throw new ApiError(401, 'PAT_EXPIRED', 'The access token has expired');
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(personalAccessTokens).set({ lastUsedAt: now }).where(eq(personalAccessTokens.id, row.token_id));
  }
  return { ...userPrincipal(row, `pat:${row.token_id}`), accessToken: { id: row.token_id, scope: row.scope, hash: row.token_hash } };
}

/** The caller as stored now, by the same session or token: refused when either has ended (the live feed's periodic check). */
export const recheckPrincipal = (db: Db, clock: Clock, principal: Principal): Promise<Principal> =>
  principal.accessToken ? loadTokenPrincipal(db, clock, { id: principal.accessToken.id }) : loadPrincipal(db, clock, principal.userId, principal.sessionId);

/** The caller as stored now (after a change), by the same session or token. */
export async function reloadPrincipal(db: Db, clock: Clock, principal: Principal): Promise<Principal> {
  if (!principal.accessToken) return loadPrincipal(db, clock, principal.userId, principal.sessionId);
  const result = await db.execute(planOnce(db, sql`select ${PRINCIPAL_USER_COLUMNS} from users u where u.id = ${principal.userId}`));
  const row = (result as { rows: UserRow[] }).rows[0];
  if (!row) throw unauthenticated();
  return { ...userPrincipal(row, principal.sessionId), accessToken: principal.accessToken };
}

interface PrincipalRow extends UserRow {
  revoked_at: Date | string | null;
  impersonator_id: number | null;
  impersonator_first_name: string | null;
  impersonator_last_name: string | null;
  impersonator_is_active: boolean | null;
  expires_at: Date | string;
}

export async function loadPrincipal(db: Db, clock: Clock, userId: number, sessionId: string): Promise<Principal> {
  // Every request's: planned once per connection on a server (issue 17).
  const result = await db.execute(planOnce(db, sql`
    select ${PRINCIPAL_USER_COLUMNS}, s.revoked_at, s.impersonator_id, s.expires_at,
           i.first_name as impersonator_first_name, i.last_name as impersonator_last_name,
           i.is_active as impersonator_is_active
      from sessions s join users u on u.id = s.user_id
           left join users i on i.id = s.impersonator_id
     where s.id = ${sessionId} and u.id = ${userId}`));
  const row = (result as { rows: PrincipalRow[] }).rows[0];
  // An impersonation ends with the staff member's own access.
  const impersonatorGone = row?.impersonator_id != null && !row.impersonator_is_active;
  if (!row || row.revoked_at || new Date(row.expires_at) <= clock.now() || !row.is_active || impersonatorGone) {
    throw unauthenticated('Session expired');
  }
  return {
    ...userPrincipal(row, sessionId),
    impersonatorId: row.impersonator_id,
    impersonator:
      row.impersonator_id === null
        ? null
        : { id: row.impersonator_id, firstName: row.impersonator_first_name ?? '', lastName: row.impersonator_last_name ?? '' },
  };
}

export const hasPermission = (principal: Principal, permission: string) => principal.permissions.has(permission);

/** Staff with the publishing interface see every game; studio members their studios' (Part G). */
export const seesAllGames = (principal: Principal) => principal.permissions.has('view_pm_interface');

export function activeStudioIds(principal: Principal): number[] {
  return principal.memberships.filter((m) => m.isActive).map((m) => m.studioId);
}

export function canViewGame(principal: Principal, game: { studioId: number }): boolean {
  return seesAllGames(principal) || activeStudioIds(principal).includes(game.studioId);
}

/**
 * The game permissions the caller holds on one game (PERM-01/02, BE-PERM-05).
 * Staff hold their user-level game permissions on every game. A studio member
 * holds them only on the games their access level lets them edit (1, 2 and 5:
 * every game of the studio; 3: the games they created; 4: none), together with
 * the editor permissions that come with that access.
 */
export function gamePermissions(
  principal: Principal,
  game: { studioId: number; creatorId: number | null },
): Partial<Record<GamePermission, true>> {
  const granted: Partial<Record<GamePermission, true>> = {};
  const userGamePermissions = GAME_PERMISSIONS.filter((p) => principal.permissions.has(p));
  if (principal.userType !== 'studio') {
    for (const p of userGamePermissions) granted[p] = true;
    return granted;
  }
  const membership = principal.memberships.find((m) => m.studioId === game.studioId && m.isActive);
  if (!membership) return granted;
  const edits =
    membership.accessId === 1 ||
    membership.accessId === 2 ||
    membership.accessId === 5 ||
    (membership.accessId === 3 && game.creatorId === principal.userId);
  if (!edits) return granted;
  for (const p of [...STUDIO_EDITOR_GAME_PERMISSIONS, ...userGamePermissions]) granted[p] = true;
  return granted;
}

/**
 * Edits the game or works for the publisher (SUB-FB, SUB-SDK, our reading): staff, and
 * the studio members whose access lets them edit it. They read the game's secrets (the
 * Facebook decryption key, the analytics secret key, the attribution token: what a
 * build embeds) and run its integration checks; read-only members and other studios do not.
 */
export function editsGameOrStaff(principal: Principal, game: { studioId: number; creatorId: number | null }): boolean {
  if (!canViewGame(principal, game)) return false;
  return principal.userType !== 'studio' || gamePermissions(principal, game).request_testing === true;
}
