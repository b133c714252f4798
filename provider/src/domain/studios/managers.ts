// A studio's primary and secondary publishing managers (GD-13, GD-16, 001 §7
// "Publishing managers"): the primary is required, the secondary may be cleared;
// either is chosen among the active publishing managers (codifications' list).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { studioHistory, studios, users } from '../../db/schema';
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

/** The history's field of each role, as the studio settings write it (SSET-30..36). */
const HISTORY_FIELDS: Readonly<Record<ManagerRole, string>> = { pm: 'publishing_manager_id', secondaryPm: 'secondary_publishing_manager_id' };

/**
 * Sets (or, for the secondary, clears) a studio's publishing manager and answers both. A change
 * is written to the studio's history (SSET-30), by `by` at `now`, as the settings' changes are.
 */
export async function assignPublishingManager(
  db: Db,
  studioId: number,
  role: ManagerRole,
  managerId: number | null,
  change: { by: number; now: Date },
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
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ pmId: studios.pmId, secondaryPmId: studios.secondaryPmId }).from(studios).where(eq(studios.id, studioId));
    if (!before) throw notFound('Studio not found');
    const [studio] = await tx
      .update(studios)
      .set(role === 'pm' ? { pmId: managerId } : { secondaryPmId: managerId })
      .where(eq(studios.id, studioId))
      .returning({ id: studios.id, pmId: studios.pmId, secondaryPmId: studios.secondaryPmId });
    const chosen = await person(tx, managerId);
    if ((role === 'pm' ? before.pmId : before.secondaryPmId) !== managerId) {
      const value = chosen ? `${chosen.firstName} ${chosen.lastName}`.trim() : null;
      await tx.insert(studioHistory).values({ studioId, at: change.now, updatedBy: change.by, field: HISTORY_FIELDS[role], value });
    }
    return { id: studio!.id, pm: await person(tx, studio!.pmId), secondaryPm: await person(tx, studio!.secondaryPmId) };
  });
}
