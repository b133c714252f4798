// The demo users of DEMO.md: who they are, what they may do, where they belong.
import type { Db } from '../db';
import { studioMembers, userPermissions, users } from '../db/schema';
import { hashPassword, type PasswordCost } from '../domain/accounts/passwords';
import { ALL_PERMISSIONS, GAME_PERMISSIONS, type Permission } from '../domain/accounts/permissions';

export const DEMO_PASSWORD = 'Demo-pass-1';

export type StudioUserRole =
  | 'studio_lead'
  | 'studio_game_designer'
  | 'studio_game_artist'
  | 'studio_developer'
  | 'studio_manager';

export interface DemoMembership {
  studioSlug: string;
  /** Access level 1-5 (002 §6, CONF-02) */
  accessId: 1 | 2 | 3 | 4 | 5;
  userRole: StudioUserRole;
}

export interface DemoUser {
  email: string;
  /** What the launcher prints beside the login. */
  who: string;
  firstName: string;
  lastName: string;
  userType: 'studio' | 'pm' | 'cs';
  isStaff: boolean;
  isSuperuser: boolean;
  permissions: readonly Permission[];
  memberships: readonly DemoMembership[];
}

/** The game permissions DEMO.md gives pm@ (all but level-1 campaign settings and the studio-side testing requests). */
const PM_WITHOUT: readonly Permission[] = ['advanced_campaign_settings_level1', 'request_testing', 'request_game_testing'];
const PM_GAME_PERMISSIONS = GAME_PERMISSIONS.filter((permission) => !PM_WITHOUT.includes(permission));

const PM_PERMISSIONS: readonly Permission[] = [
  'view_pm_interface',
  'view_studio_interface',
  'view_knowledge_sharing',
  'view_cpnu',
  'view_proto_score',
  'view_hubspot_url',
  'impersonate_studio_member',
  'change_studio_admin_info',
  'change_publishing_manager',
  'add_studio',
  'filter_team_status',
  'create_dedicated_ad_account_games',
  'use_facebook_network',
  'use_snapchat_network',
  ...PM_GAME_PERMISSIONS,
];

const JUNIOR_PM_WITHOUT: readonly Permission[] = [
  'view_cpnu',
  'view_proto_score',
  'view_hubspot_url',
  'add_studio',
  'change_publishing_manager',
];

const STUDIO_LEAD_PERMISSIONS: readonly Permission[] = [
  'view_studio_interface',
  'view_knowledge_sharing',
  'add_game',
  'request_game_testing',
  'request_testing',
  'use_facebook_network',
  'use_snapchat_network',
  'learn_upon_learner',
];

const STUDIO_MAKER_PERMISSIONS: readonly Permission[] = [
  'view_studio_interface',
  'add_game',
  'request_game_testing',
  'request_testing',
  'use_facebook_network',
];

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@greenlight.test',
    who: 'administrator',
    firstName: 'Alex',
    lastName: 'Martin',
    userType: 'cs',
    isStaff: true,
    isSuperuser: true,
    permissions: ALL_PERMISSIONS,
    memberships: [],
  },
  {
    email: 'pm@greenlight.test',
    who: 'publishing manager',
    firstName: 'Paula',
    lastName: 'Marchetti',
    userType: 'pm',
    isStaff: true,
    isSuperuser: false,
    permissions: PM_PERMISSIONS,
    memberships: [],
  },
  {
    email: 'pm2@greenlight.test',
    who: 'publishing manager, junior',
    firstName: 'Pierre',
    lastName: 'Dubois',
    userType: 'pm',
    isStaff: true,
    isSuperuser: false,
    permissions: PM_PERMISSIONS.filter((permission) => !JUNIOR_PM_WITHOUT.includes(permission)),
    memberships: [],
  },
  {
    email: 'cs@greenlight.test',
    who: 'customer support',
    firstName: 'Clara',
    lastName: 'Santos',
    userType: 'cs',
    isStaff: true,
    isSuperuser: false,
    permissions: ['view_pm_interface', 'view_studio_interface', 'impersonate_studio_member', ...GAME_PERMISSIONS],
    memberships: [],
  },
  {
    email: 'lead@studio-one.test',
    who: 'studio lead',
    firstName: 'Léa',
    lastName: 'Fontaine',
    userType: 'studio',
    isStaff: false,
    isSuperuser: false,
    permissions: STUDIO_LEAD_PERMISSIONS,
    memberships: [{ studioSlug: 'studio-one', accessId: 1, userRole: 'studio_lead' }],
  },
  {
    email: 'games@studio-one.test',
    who: 'studio game designer',
    firstName: 'Gabriel',
    lastName: 'Moreau',
    userType: 'studio',
    isStaff: false,
    isSuperuser: false,
    permissions: STUDIO_MAKER_PERMISSIONS,
    memberships: [{ studioSlug: 'studio-one', accessId: 2, userRole: 'studio_game_designer' }],
  },
  {
    email: 'own@studio-one.test',
    who: 'studio game artist',
    firstName: 'Olivia',
    lastName: 'Chen',
    userType: 'studio',
    isStaff: false,
    isSuperuser: false,
    permissions: STUDIO_MAKER_PERMISSIONS,
    memberships: [{ studioSlug: 'studio-one', accessId: 3, userRole: 'studio_game_artist' }],
  },
  {
    email: 'dev@studio-one.test',
    who: 'studio developer',
    firstName: 'Diego',
    lastName: 'Alvarez',
    userType: 'studio',
    isStaff: false,
    isSuperuser: false,
    permissions: ['view_studio_interface'],
    memberships: [{ studioSlug: 'studio-one', accessId: 4, userRole: 'studio_developer' }],
  },
  {
    email: 'manager@studio-one.test',
    who: 'studio manager',
    firstName: 'Maya',
    lastName: 'Rossi',
    userType: 'studio',
    isStaff: false,
    isSuperuser: false,
    permissions: STUDIO_LEAD_PERMISSIONS,
    memberships: [{ studioSlug: 'studio-one', accessId: 5, userRole: 'studio_manager' }],
  },
  {
    email: 'lead@studio-two.test',
    who: 'lead of another studio',
    firstName: 'Liam',
    lastName: "O'Connor",
    userType: 'studio',
    isStaff: false,
    isSuperuser: false,
    permissions: STUDIO_LEAD_PERMISSIONS,
    memberships: [{ studioSlug: 'studio-two', accessId: 1, userRole: 'studio_lead' }],
  },
  {
    email: 'learner@studio-three.test',
    who: 'learning-platform only',
    firstName: 'Lena',
    lastName: 'Novak',
    userType: 'studio',
    isStaff: false,
    isSuperuser: false,
    permissions: ['learn_upon_learner'],
    memberships: [{ studioSlug: 'studio-three', accessId: 4, userRole: 'studio_developer' }],
  },
];

/** The logins the launcher prints (all with DEMO_PASSWORD). */
export const DEMO_LOGINS: readonly { email: string; who: string }[] = DEMO_USERS.map(({ email, who }) => ({
  email,
  who,
}));

/**
 * The lead of a studio that has no DEMO.md member able to create games (studio-three
 * and the five extra studios), so that every game has a creator from its studio.
 */
export function studioLeadUser(
  studioSlug: string,
  person: { firstName: string; lastName: string },
  options: { snapchat: boolean },
): DemoUser {
  return {
    email: `${person.firstName.toLowerCase()}@${studioSlug}.test`,
    who: `lead of ${studioSlug}`,
    firstName: person.firstName,
    lastName: person.lastName,
    userType: 'studio',
    isStaff: false,
    isSuperuser: false,
    permissions: STUDIO_LEAD_PERMISSIONS.filter((p) => options.snapchat || p !== 'use_snapchat_network'),
    memberships: [{ studioSlug, accessId: 1, userRole: 'studio_lead' }],
  };
}

/**
 * Inserts the users and their permissions in the given order (ids follow it) and
 * answers their ids by email. The password is hashed once: scrypt is slow on
 * purpose, and demo accounts may share a salt.
 */
export async function insertUsers(
  db: Db,
  list: readonly DemoUser[],
  createdAt: (user: DemoUser, index: number) => Date,
  passwordCost?: PasswordCost,
): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  const inserted = await db
    .insert(users)
    .values(
      list.map((user, index) => ({
        email: user.email,
        passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        userType: user.userType,
        isStaff: user.isStaff,
        isSuperuser: user.isSuperuser,
        createdAt: createdAt(user, index),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = new Map(inserted.map((row) => [row.email, row.id]));
  const permissionRows = list.flatMap((user) =>
    [...new Set(user.permissions)].map((permission) => ({ userId: ids.get(user.email)!, permission })),
  );
  for (let i = 0; i < permissionRows.length; i += 500) {
    await db.insert(userPermissions).values(permissionRows.slice(i, i + 500));
  }
  return ids;
}

/** Inserts the studio memberships of the users. */
export async function insertMemberships(
  db: Db,
  list: readonly DemoUser[],
  userIds: ReadonlyMap<string, number>,
  studioIds: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = list.flatMap((user) =>
    user.memberships.map((membership) => {
      const studioId = studioIds.get(membership.studioSlug);
      const userId = userIds.get(user.email);
      if (studioId === undefined || userId === undefined) {
        throw new Error(`Unknown studio ${membership.studioSlug} or user ${user.email}`);
      }
      return { studioId, userId, accessId: membership.accessId, userRole: membership.userRole, isActive: true };
    }),
  );
  if (rows.length > 0) await db.insert(studioMembers).values(rows);
}
