// Permissions on objects (STAFF-26, BE-PERM-03): what given users may do on given studios,
// as the self-service reports it to each (BE-PERM-01: change_studio and
// change_studio_invite_any_user, from the access level of an active membership; a
// superuser's full power everywhere). Staff read any studio's; a studio member only the
// studios they are an active member of, never the others' (left out of the answer).
import { FULL_POWER_ACCESS_ID, studioPermissionsFor } from '@greenlight/rules';
import { and, eq, inArray } from 'drizzle-orm';
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
  const readable = principal.userType === 'studio' && !principal.isSuperuser
    ? ids.filter((id) => principal.memberships.some((membership) => membership.studioId === id && membership.isActive))
    : ids;
  if (readable.length === 0 || userIds.length === 0) return [];
  const [known, people, memberships] = await Promise.all([
    db.select({ id: studios.id }).from(studios).where(inArray(studios.id, readable)),
    db.select({ id: users.id, isSuperuser: users.isSuperuser }).from(users).where(inArray(users.id, userIds)),
    db
      .select({ studioId: studioMembers.studioId, userId: studioMembers.userId, accessId: studioMembers.accessId })
      .from(studioMembers)
      .where(and(inArray(studioMembers.studioId, readable), inArray(studioMembers.userId, userIds), eq(studioMembers.isActive, true))),
  ]);
  const studioIds = known.map((row) => row.id).sort((a, b) => a - b);
  const accessOf = new Map(memberships.map((row) => [`${row.studioId}:${row.userId}`, row.accessId]));
  return studioIds.flatMap((objectId) =>
    people
      .sort((a, b) => a.id - b.id)
      .map((person) => {
        const accessId = person.isSuperuser ? FULL_POWER_ACCESS_ID : accessOf.get(`${objectId}:${person.id}`);
        return { objectType: 'studio' as const, objectId, userId: person.id, permissions: accessId === undefined ? [] : held(accessId) };
      }),
  );
}
