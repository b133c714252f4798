// A studio's primary and secondary publishing managers (GD-13, GD-16, 001 §7
// "Publishing managers"): the primary is required, the secondary may be cleared;
// either is chosen among the active publishing managers (codifications' list).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { studios, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

export type ManagerRole = 'pm' | 'secondaryPm';

export interface PersonName {
  id: number;
  firstName: string;
  lastName: string;
}

export interface StudioManagers {
  id: number;
  pm: PersonName | null;
  secondaryPm: PersonName | null;
}

const CHOOSE_FROM_LIST = 'Choose a publishing manager from the list';

async function person(db: Db, id: number | null): Promise<PersonName | null> {
  if (id === null) return null;
  const [row] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Sets (or, for the secondary, clears) a studio's publishing manager and answers both. */
export async function assignPublishingManager(
  db: Db,
  studioId: number,
  role: ManagerRole,
  managerId: number | null,
): Promise<StudioManagers> {
  if (managerId !== null) {
    // The choices of codifications' publishingManagers: active users of type pm.
    const [manager] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, managerId), eq(users.userType, 'pm'), eq(users.isActive, true)));
    if (!manager) {
      throw badRequest('INVALID_REQUEST', CHOOSE_FROM_LIST, [{ code: 'INVALID_REQUEST', detail: CHOOSE_FROM_LIST, path: 'publishingManagerId' }]);
    }
  }
  const [studio] = await db
    .update(studios)
    .set(role === 'pm' ? { pmId: managerId } : { secondaryPmId: managerId })
    .where(eq(studios.id, studioId))
    .returning({ id: studios.id, pmId: studios.pmId, secondaryPmId: studios.secondaryPmId });
  if (!studio) throw notFound('Studio not found');
  return { id: studio.id, pm: await person(db, studio.pmId), secondaryPm: await person(db, studio.secondaryPmId) };
}
