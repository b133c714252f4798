// Studio self-service (issue 14; SA, STAFF, BE-STU-06): a member's studios, the
// studio's information and its knowledge-sharing opt-in, its members with their
// active state, access level and position, and new members invited by mail. What a
// member may do follows their access level (rules/src/access.ts: 1 and 5 edit the
// studio and its members and invite; levels rank by power, 5 > 1 > 2 > 3 > 4);
// superusers act with full power (5). Every rule the page applies is enforced here too.
import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_LEVEL_NOT_GRANTABLE,
  canChangeAccess,
  canChangePosition,
  canGrantAccessLevel,
  COUNTRY_REQUIRED,
  canToggleActive,
  FULL_POWER_ACCESS_ID,
  isStudioRole,
  leavesStudioWithoutManager,
  outranksOrEquals,
  STAFF_EMAIL_REFUSED,
  STAFF_LAST_FULL_ACCESS,
  STAFF_MEMBER_ABOVE_OWN_ACCESS,
  STAFF_OWN_ACTIVE_STATE,
  STAFF_OWN_OR_INACTIVE_ACCESS,
  STAFF_POSITION_NOT_ALLOWED,
  studioPermissionsFor,
  validateCountry,
  validateStaffEmail,
  validateUrlAnswer,
  type AccessLevelId,
  type StudioRole,
} from '@greenlight/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { passwordResets, studioMembers, studios, userPermissions, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Principal } from '../accounts/principal';
import { resetLink } from '../accounts/password-reset';
import { hashPassword } from '../accounts/passwords';
import { COUNTRY_IDS } from '@greenlight/rules';
import { escapeHtml } from '../platform/mail';

type Context = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'links'>;

/** An invitation's link to set a password works once, for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_MAIL_SUBJECT = 'You are invited to Greenlight';

/** The user permissions of a studio member, whatever their access level: the studio board and knowledge sharing. */
const MEMBER_PERMISSIONS = ['view_studio_interface', 'view_knowledge_sharing', 'add_game', 'request_game_testing', 'request_testing', 'use_facebook_network'];

interface Access {
  /** The caller's access level in the studio; full power (5) for a superuser. */
  accessId: number;
  change_studio: boolean;
  change_studio_invite_any_user: boolean;
}

/** The caller's access to a studio: an active member's level, or a superuser's full power; else 403 (404 for no studio). */
async function accessTo(context: Context, principal: Principal, studioId: number): Promise<Access> {
  const [studio] = await context.db.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId));
  if (!studio) throw notFound('Studio not found');
  if (principal.isSuperuser) return { accessId: FULL_POWER_ACCESS_ID, ...studioPermissionsFor(FULL_POWER_ACCESS_ID) };
  const membership = principal.memberships.find((m) => m.studioId === studioId && m.isActive);
  if (!membership) throw forbidden();
  return { accessId: membership.accessId, ...studioPermissionsFor(membership.accessId) };
}

const invalid = (path: string, detail: string, code = 'INVALID_REQUEST') => badRequest(code, detail, [{ code, detail, path }]);

/** SA-01: GET /ss/studios, the studios the caller belongs to and may reach (every studio for a superuser), by name. */
export async function myStudios(context: Context, principal: Principal) {
  const rows = await context.db
    .select({ id: studios.id, name: studios.name })
    .from(studios)
    // BE-STU-02: a deactivated studio is none of its members' until reactivated.
    .where(
      principal.isSuperuser
        ? undefined
        : sql`${studios.id} in (select studio_id from ${studioMembers} where user_id = ${principal.userId} and is_active) and ${studios.deactivateDate} is null`,
    )
    .orderBy(asc(sql`lower(${studios.name})`), asc(studios.id));
  return { data: rows, total: rows.length };
}

/** SA-05, SA-17: GET /ss/studio/{id}, the studio as its members edit it, with what the caller may do. */
export async function selfServiceStudio(context: Context, principal: Principal, studioId: number) {
  const access = await accessTo(context, principal, studioId);
  const [studio] = await context.db.select().from(studios).where(eq(studios.id, studioId));
  return {
    id: studio!.id,
    name: studio!.name,
    country: studio!.country,
    website: studio!.website,
    pmId: studio!.pmId,
    secondaryPmId: studio!.secondaryPmId,
    deactivateSince: studio!.deactivateDate?.toISOString() ?? null,
    knowledgeSharingStudioStatus: studio!.knowledgeSharingStudioStatus,
    accessId: access.accessId,
    permissions: { change_studio: access.change_studio, change_studio_invite_any_user: access.change_studio_invite_any_user },
  };
}

/** SA-06..09, SA-13, SA-14: PUT /ss/studio/{id}, the changed fields, trimmed and checked; change_studio only. */
export async function updateSelfServiceStudio(
  context: Context,
  principal: Principal,
  studioId: number,
  body: { name?: string | undefined; country?: string | undefined; website?: string | null | undefined },
): Promise<void> {
  const access = await accessTo(context, principal, studioId);
  if (!access.change_studio) throw forbidden();
  const set: Partial<typeof studios.$inferInsert> = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (name.length < 2 || name.length > 60) throw invalid('name', 'A studio name has 2 to 60 characters');
    set.name = name;
  }
  if (body.country !== undefined) {
    const country = body.country.trim().toUpperCase();
    const problem = validateCountry(country) ?? (COUNTRY_IDS.has(country) ? null : COUNTRY_REQUIRED);
    if (problem) throw invalid('country', problem);
    set.country = country;
  }
  if (body.website !== undefined) {
    const website = body.website?.trim() ?? '';
    const problem = validateUrlAnswer(website);
    if (problem) throw invalid('website', problem);
    set.website = website === '' ? null : website;
  }
  if (Object.keys(set).length > 0) await context.db.update(studios).set(set).where(eq(studios.id, studioId));
}

/** SA-15, SA-16: POST /ss/studio/{id}/sharing, the studio's knowledge-sharing opt-in; change_studio only. */
export async function setStudioSharing(context: Context, principal: Principal, studioId: number, status: boolean): Promise<{ knowledgeSharingStudioStatus: boolean }> {
  const access = await accessTo(context, principal, studioId);
  if (!access.change_studio) throw forbidden();
  // KS-02: an opt-in (not a repeated one) starts the sharing anew: "most recently shared" reads it.
  await context.db
    .update(studios)
    .set({
      knowledgeSharingStudioStatus: status,
      ...(status ? { knowledgeSharingSince: sql`case when ${studios.knowledgeSharingStudioStatus} and ${studios.knowledgeSharingSince} is not null
        then ${studios.knowledgeSharingSince} else ${context.clock.now().toISOString()}::timestamptz end` } : {}),
    })
    .where(eq(studios.id, studioId));
  return { knowledgeSharingStudioStatus: status };
}

/** STAFF-01, STAFF-02: GET /ss/studio/{id}/users, the members, with what the caller may change on each. */
export async function studioStaff(context: Context, principal: Principal, studioId: number) {
  const access = await accessTo(context, principal, studioId);
  const rows = await context.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isActive: studioMembers.isActive,
      userRole: studioMembers.userRole,
      accessId: studioMembers.accessId,
    })
    .from(studioMembers)
    .innerJoin(users, eq(users.id, studioMembers.userId))
    .where(eq(studioMembers.studioId, studioId))
    .orderBy(asc(studioMembers.accessId), asc(sql`lower(${users.lastName})`), asc(users.id));
  const editor = { userId: principal.userId, accessId: access.accessId, changeStudio: access.change_studio };
  return {
    data: rows.map((row) => ({
      ...row,
      user_id: row.id,
      username: row.email,
      canToggleActive: canToggleActive(editor, { userId: row.id, isActive: row.isActive, accessId: row.accessId }),
      canChangeAccess: canChangeAccess(editor, { userId: row.id, isActive: row.isActive, accessId: row.accessId }),
      canChangePosition: canChangePosition({ isSelf: row.id === principal.userId, ownAccessId: access.accessId }),
    })),
    total: rows.length,
    accessId: access.accessId,
    permissions: { change_studio: access.change_studio, change_studio_invite_any_user: access.change_studio_invite_any_user },
  };
}

export interface NewStaffMember {
  firstName: string;
  lastName: string;
  email: string;
  userRole?: StudioRole | undefined;
  accessId?: AccessLevelId | undefined;
}

/**
 * STAFF-03..10, BE-STU-06: POST /ss/studio/{id}/users. Needs change_studio and
 * change_studio_invite_any_user; the email valid and no account's yet (any case), the
 * level not above the inviter's power. Creates the account without a usable password, its
 * membership, and mails a link to set the password (a reset link valid a week, once).
 */
export async function inviteStaffMember(context: Context, principal: Principal, studioId: number, body: NewStaffMember) {
  const access = await accessTo(context, principal, studioId);
  if (!access.change_studio || !access.change_studio_invite_any_user) throw forbidden();
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const email = body.email.trim();
  if (!firstName) throw invalid('firstName', 'This field is required');
  if (!lastName) throw invalid('lastName', 'This field is required');
  if (validateStaffEmail(email) !== null) throw invalid('email', STAFF_EMAIL_REFUSED, 'EMAIL_REFUSED');
  const accessId = body.accessId ?? 4;
  if (!canGrantAccessLevel(access.accessId, accessId)) throw invalid('accessId', ACCESS_LEVEL_NOT_GRANTABLE);
  const userRole = body.userRole ?? 'studio_developer';
  if (!isStudioRole(userRole)) throw invalid('userRole', 'Choose a position from the list');

  const now = context.clock.now();
  const { member, token } = await context.db.transaction((tx) => insertMember(tx, studioId, { firstName, lastName, email, accessId, userRole }, now));
  const [studio] = await context.db.select({ name: studios.name }).from(studios).where(eq(studios.id, studioId));
  await mailInvitation(context, { email, firstName }, studio!.name, token);
  return { id: member.id, user_id: member.id, firstName, lastName, email, username: email, isActive: true, userRole, accessId };
}

type Tx = Parameters<Parameters<Context['db']['transaction']>[0]>[0];

/**
 * A new member in the transaction: the account without a usable password, its
 * permissions, the membership and the one-use link to choose a password. A taken
 * email (any case) is 400 EMAIL_REFUSED on `email`. The caller mails the link once
 * committed (mailInvitation).
 */
export async function insertMember(
  tx: Tx,
  studioId: number,
  member: { firstName: string; lastName: string; email: string; accessId: number; userRole: string },
  now: Date,
): Promise<{ member: { id: number }; token: string }> {
  const token = randomBytes(32).toString('base64url');
  // Nobody signs in with this one: the member chooses a password through the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [created] = await tx
    .insert(users)
    .values({ email: member.email, passwordHash, firstName: member.firstName, lastName: member.lastName, userType: 'studio', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) throw invalid('email', STAFF_EMAIL_REFUSED, 'EMAIL_REFUSED');
  await tx.insert(userPermissions).values(MEMBER_PERMISSIONS.map((permission) => ({ userId: created.id, permission })));
  await tx.insert(studioMembers).values({ studioId, userId: created.id, accessId: member.accessId, userRole: member.userRole, isActive: true });
  await tx.insert(passwordResets).values({
    userId: created.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  return { member: created, token };
}

/** The invitation mail with its link to choose a password. */
export async function mailInvitation(context: Context, user: { email: string; firstName: string }, studio: string, token: string): Promise<void> {
  await context.mailer.send(invitationMail(user, studio, resetLink(context.links.publicUrl, user.email, token)));
}

function invitationMail(user: { email: string; firstName: string }, studio: string, link: string) {
  const text = [
    `Hello ${user.firstName},`,
    '',
    `You are invited to join ${studio} on Greenlight. Open this link within a week to choose your password:`,
    '',
    link,
    '',
    'The link works once. If you did not expect this invitation, ignore this email.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(user.firstName)},</p>`,
    `<p>You are invited to join ${escapeHtml(studio)} on Greenlight. Open this link within a week to choose your password:</p>`,
    `<p><a href="${escapeHtml(link)}">Choose your password</a></p>`,
    '<p>The link works once. If you did not expect this invitation, ignore this email.</p>',
  ].join('\n');
  return { to: user.email, subject: INVITATION_MAIL_SUBJECT, text, html };
}


/**
 * STAFF-18..24, BE-STU-06: PUT /ss/studio/{studioId}/user/{id}, one change: the active
 * state (never one's own), the access level (never one's own nor an inactive member's,
 * and not above one's own power), or the position (one's own, or anyone's with access
 * level 5). The active state and the level change only for a member at or below the
 * editor's power, and never so that the studio is left without an active member with
 * full access (1 or 5). The studio's memberships are locked meanwhile, so that two such
 * changes at once cannot both pass the last check. A new active state or access level
 * reaches the member's live sockets (issue 42).
 */
export async function updateStaffMember(
  context: Context & Pick<AppContext, 'live'>,
  principal: Principal,
  studioId: number,
  userId: number,
  body: { isActive?: boolean | undefined; accessId?: AccessLevelId | undefined; userRole?: string | undefined },
): Promise<void> {
  const access = await accessTo(context, principal, studioId);
  const changed = await context.db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: studioMembers.userId, memberActive: studioMembers.isActive, accountActive: users.isActive, accessId: studioMembers.accessId })
      .from(studioMembers)
      .innerJoin(users, eq(users.id, studioMembers.userId))
      .where(eq(studioMembers.studioId, studioId))
      .for('update', { of: studioMembers });
    const member = rows.find((m) => m.userId === userId);
    if (!member) throw notFound('Member not found');
    const target = { userId: member.userId, isActive: member.memberActive, accessId: member.accessId };
    // Who can act for the studio: an active membership of an account that signs in.
    const members = rows.map((m) => ({ userId: m.userId, accessId: m.accessId, isActive: m.memberActive && m.accountActive }));
    const editor = { userId: principal.userId, accessId: access.accessId, changeStudio: access.change_studio };
    const set: Partial<typeof studioMembers.$inferInsert> = {};
    if (body.isActive !== undefined) {
      if (!access.change_studio) throw forbidden();
      if (userId === principal.userId) throw invalid('isActive', STAFF_OWN_ACTIVE_STATE);
      if (!outranksOrEquals(access.accessId, member.accessId)) throw invalid('isActive', STAFF_MEMBER_ABOVE_OWN_ACCESS);
      if (!canToggleActive(editor, target)) throw invalid('isActive', STAFF_OWN_ACTIVE_STATE);
      set.isActive = body.isActive;
    }
    if (body.accessId !== undefined) {
      if (!access.change_studio) throw forbidden();
      if (userId !== principal.userId && member.memberActive && !outranksOrEquals(access.accessId, member.accessId)) {
        throw invalid('accessId', STAFF_MEMBER_ABOVE_OWN_ACCESS);
      }
      if (!canChangeAccess(editor, target)) throw invalid('accessId', STAFF_OWN_OR_INACTIVE_ACCESS);
      if (!canGrantAccessLevel(access.accessId, body.accessId)) throw invalid('accessId', ACCESS_LEVEL_NOT_GRANTABLE);
      set.accessId = body.accessId;
    }
    if (body.userRole !== undefined) {
      if (!canChangePosition({ isSelf: userId === principal.userId, ownAccessId: access.accessId })) throw invalid('userRole', STAFF_POSITION_NOT_ALLOWED);
      if (!isStudioRole(body.userRole)) throw invalid('userRole', 'Choose a position from the list');
      set.userRole = body.userRole;
    }
    const change = { userId, isActive: set.isActive === undefined ? undefined : set.isActive && member.accountActive, accessId: set.accessId };
    if (leavesStudioWithoutManager(members, change)) throw invalid(set.accessId !== undefined ? 'accessId' : 'isActive', STAFF_LAST_FULL_ACCESS);
    if (Object.keys(set).length > 0) {
      await tx.update(studioMembers).set(set).where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, userId)));
    }
    return set.isActive !== undefined || set.accessId !== undefined;
  });
  // Issue 42: what the member may see changed; their live sockets re-check it at once.
  if (changed) await context.live.accessChanged([userId]);
}
