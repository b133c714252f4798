import { ACCESS_LEVEL_NOT_GRANTABLE } from './messages';

/** CONF-02: accessId is an access level only; being active is the separate isActive flag. */
export type AccessLevelId = 1 | 2 | 3 | 4 | 5;

export interface AccessLevel {
  id: AccessLevelId;
  /** CONF-03 short label. */
  label: string;
  /** 002 §6 long description, shown as a tooltip. */
  description: string;
}

/** STAFF-12..16, CONF-02/03 */
export const ACCESS_LEVELS: readonly AccessLevel[] = [
  { id: 1, label: 'Full access', description: 'View and edit all information about the studio and games' },
  { id: 2, label: 'Game access', description: 'View all studio information, edit all games' },
  { id: 3, label: 'Own games', description: 'View basic studio information and all games, edit own games' },
  { id: 4, label: 'Read only', description: 'View studio information and games, no edit' },
  { id: 5, label: 'Full access and positions', description: "View and edit all; may change other users' positions" },
];

/** STAFF-04/15 */
export const DEFAULT_ACCESS_ID: AccessLevelId = 4;

export const isAccessLevelId = (value: unknown): value is AccessLevelId =>
  value === 1 || value === 2 || value === 3 || value === 4 || value === 5;

/** BE-PERM-05: the access levels that edit games (all the studio's, or with 3 their own) and so create tests; 4 reads only. */
export const editsGames = (accessId: number): boolean => accessId === 1 || accessId === 2 || accessId === 3 || accessId === 5;

/** STAFF-17: any other accessId has no details (null). */
export const accessLevel = (accessId: number): AccessLevel | null =>
  ACCESS_LEVELS.find((level) => level.id === accessId) ?? null;

/** STAFF-11: positions, studio_developer first and default. */
export const STUDIO_ROLES = [
  'studio_developer',
  'studio_game_artist',
  'studio_game_designer',
  'studio_lead',
  'studio_manager',
] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];
export const DEFAULT_STUDIO_ROLE: StudioRole = 'studio_developer';

export const isStudioRole = (value: unknown): value is StudioRole =>
  typeof value === 'string' && (STUDIO_ROLES as readonly string[]).includes(value);

/**
 * STAFF-10, STAFF-16, BE-PERM-05 (our reading): access levels rank by what they allow,
 * not by their number. 5 (full access and positions) holds everything 1 (full access)
 * does and more; 1 edits the studio, 2 edits every game, 3 its own games, 4 nothing:
 * 5 > 1 > 2 > 3 > 4. "A value lower than one's own" read as a number would make 5 the
 * weakest level, which nobody holding 5 could then be taken from.
 */
export const ACCESS_LEVELS_BY_POWER: readonly AccessLevelId[] = [5, 1, 2, 3, 4];

/** An access level's power: 5 for level 5, 4 for 1, 3 for 2, 2 for 3, 1 for 4; 0 for any other accessId. */
export const accessPower = (accessId: number): number => {
  const rank = ACCESS_LEVELS_BY_POWER.indexOf(accessId as AccessLevelId);
  return rank < 0 ? 0 : ACCESS_LEVELS_BY_POWER.length - rank;
};

/** The level a superuser acts with on any studio's staff: the most powerful (full power). */
export const FULL_POWER_ACCESS_ID: AccessLevelId = 5;

/** STAFF-10, BE-PERM-05, BE-STU-06: a member gives only levels at or below their own power. */
export const canGrantAccessLevel = (ownAccessId: number, accessId: number): boolean =>
  isAccessLevelId(accessId) && accessPower(accessId) <= accessPower(ownAccessId);

/** STAFF-10: the tooltip of a disabled level ("You don't have the possibility to give this permission"). */
export const validateAccessGrant = (ownAccessId: number, accessId: number): string | null =>
  canGrantAccessLevel(ownAccessId, accessId) ? null : ACCESS_LEVEL_NOT_GRANTABLE;

/**
 * BE-STU-06 (our reading): a member changes the level of, or (de)activates, only a
 * member whose power is at or below their own: 5 anyone, another 5 included; 1 never a 5.
 */
export const outranksOrEquals = (ownAccessId: number, memberAccessId: number): boolean =>
  accessPower(ownAccessId) > 0 && accessPower(memberAccessId) <= accessPower(ownAccessId);

/** STAFF-22: one's own position, or anyone's with access level 5. */
export const canChangePosition = ({ isSelf, ownAccessId }: { isSelf: boolean; ownAccessId: number }): boolean =>
  isSelf || ownAccessId === 5;

/** PERM-16, PERM-17: the levels that manage the studio: full access (1) and full access and positions (5). */
export const managesStudio = (accessId: number): boolean => accessId === 1 || accessId === 5;

/**
 * PERM-16, PERM-17, BE-PERM-01: what a member may do on their studio (002 §6, DEMO.md):
 * full access (1) and full access and positions (5) edit the studio and its members
 * and invite new ones; the other levels neither.
 */
export function studioPermissionsFor(accessId: number): { change_studio: boolean; change_studio_invite_any_user: boolean } {
  const full = managesStudio(accessId);
  return { change_studio: full, change_studio_invite_any_user: full };
}

export interface StaffEditor {
  userId: number;
  accessId: number;
  changeStudio: boolean;
}

export interface StaffMember {
  userId: number;
  isActive: boolean;
  accessId: number;
}

/** STAFF-18, STAFF-20, STAFF-23, BE-STU-06: whether the editor may switch this member active or inactive. */
export const canToggleActive = (editor: StaffEditor, member: StaffMember): boolean =>
  editor.changeStudio && editor.userId !== member.userId && outranksOrEquals(editor.accessId, member.accessId);

/** STAFF-19, STAFF-21, STAFF-23, BE-STU-06: whether the editor may change this member's access level at all. */
export const canChangeAccess = (editor: StaffEditor, member: StaffMember): boolean =>
  editor.changeStudio && editor.userId !== member.userId && member.isActive && outranksOrEquals(editor.accessId, member.accessId);

/**
 * BE-STU-06 (our reading): a studio never loses its last active member who may manage
 * it (level 1 or 5, change_studio). True when the change (an access level, or the
 * active state) takes the studio from at least one such member to none. `members`
 * are the studio's memberships, `isActive` meaning the member may sign in and act.
 */
export function leavesStudioWithoutManager(
  members: readonly StaffMember[],
  change: { userId: number; isActive?: boolean | undefined; accessId?: number | undefined },
): boolean {
  const manages = (member: StaffMember) => member.isActive && managesStudio(member.accessId);
  const after = members.map((member) =>
    member.userId === change.userId
      ? { ...member, isActive: change.isActive ?? member.isActive, accessId: change.accessId ?? member.accessId }
      : member,
  );
  return members.some(manages) && !after.some(manages);
}
