// Permissions on objects (STAFF-26, BE-PERM-03): what given users may do on given studios,
// as the self-service reports it to each (BE-PERM-01: change_studio and
// change_studio_invite_any_user, from the access level of an active membership; a
// superuser's full power everywhere). Staff read any studio's; a studio member only the
// studios they are an active member of, and only about that studio's members: the others,
// studios and users alike, are left out (the answer tells no one which user ids exist).
import { FULL_POWER_ACCESS_ID, studioPermissionsFor } from '@greenlight/rules';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { studioMembers, studios, users } from '../../db/schema';
import type { Principal } from './principal';

export interface ObjectPermissions {
  objectType: 'studio';
  objectId: number;
  userId: number;
  /** The studio permissions the user holds on it, none when they are no active member. */
  permissions: string[];
}

const held = (accessId: number): string[] =>
  Object.entries(studioPermissionsFor(accessId))
    .filter(([, holds]) => holds)
    .map(([name]) => name);

/** POST /api/permissions/on_objects/: one entry per (studio, user) the caller may read, known studios and users only. */
export async function permissionsOnObjects(
  db: Db,
  principal: Principal,
  input: { objectType: 'studio'; objectIds: number[]; users: number[] },
): Promise<ObjectPermissions[]> {
  const ids = [...new Set(input.objectIds)];
  const userIds = [...new Set(input.users)];
  const staff = principal.userType !== 'studio' || principal.isSuperuser;
  const readable = staff ? ids : ids.filter((id) => principal.memberships.some((membership) => membership.studioId === id && membership.isActive));
  if (readable.length === 0 || userIds.length === 0) return [];
  const [known, people, memberships] = await Promise.all([
    db.select({ id: studios.id }).from(studios).where(inArray(studios.id, readable)),
    db.select({ id: users.id, isSuperuser: users.isSuperuser }).from(users).where(inArray(users.id, userIds)),
    // Every membership, active or not: a member reads about the people of their studios only.
    db
      .select({ studioId: studioMembers.studioId, userId: studioMembers.userId, accessId: studioMembers.accessId, isActive: studioMembers.isActive })
      .from(studioMembers)
      .where(and(inArray(studioMembers.studioId, readable), inArray(studioMembers.userId, userIds))),
  ]);
  const studioIds = known.map((row) => row.id).sort((a, b) => a - b);
  const accessOf = new Map(memberships.filter((row) => row.isActive).map((row) => [`${row.studioId}:${row.userId}`, row.accessId]));
  const memberOf = new Set(memberships.map((row) => `${row.studioId}:${row.userId}`));
  return studioIds.flatMap((objectId) =>
    people
      .filter((person) => staff || memberOf.has(`${objectId}:${person.id}`))
      .sort((a, b) => a.id - b.id)
      .map((person) => {
        const accessId = person.isSuperuser ? FULL_POWER_ACCESS_ID : accessOf.get(`${objectId}:${person.id}`);
        return { objectType: 'studio' as const, objectId, userId: person.id, permissions: accessId === undefined ? [] : held(accessId) };
      }),
  );
}
