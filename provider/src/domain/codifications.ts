// Reference data for signed-in users (GET /codifications/, REF-*). The complete
// set (countries, genres, competitions, webinars, columns ...) grows with the
// issues that use it; each list here is complete for what it covers.
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../db/schema';
import { GAME_STATUSES } from '../schemas/games';
import { ERROR_MESSAGES } from './error-catalogue';
import { RECOMMENDATIONS } from './kpis';
import { ALL_PERMISSIONS, permissionLabel } from './permissions';

const label = (value: string) => {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const STUDIO_ROLES = [
  { value: 'studio_developer', label: 'Developer' },
  { value: 'studio_game_artist', label: 'Game artist' },
  { value: 'studio_game_designer', label: 'Game designer' },
  { value: 'studio_lead', label: 'Studio lead' },
  { value: 'studio_manager', label: 'Studio manager' },
];


// Team status ids 1 and 2 are ATT (CONF-22); the others are coaching stages.
export const TEAM_STATUSES = {
  att: [
    { value: 1, label: 'ATT' },
    { value: 2, label: 'ATT' },
  ],
  coaching: [
    { value: 3, label: 'Coached' },
    { value: 4, label: 'Coached - priority' },
    { value: 5, label: 'Onboarding' },
  ],
};

export async function loadCodifications(db: Db) {
  const managers = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.userType, ['pm']))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return {
    status: GAME_STATUSES.map((value) => ({ value, label: label(value) })),
    recommendations: RECOMMENDATIONS.map((value) => ({ value, label: label(value) })),
    roles: STUDIO_ROLES,
    permissions: ALL_PERMISSIONS.map((value) => ({ value, label: permissionLabel(value) })),
    publishingManagers: managers.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}` })),
    teamStatuses: TEAM_STATUSES,
    errorList: Object.fromEntries(ERROR_MESSAGES.map((e) => [e.code, e.message])),
  };
}
