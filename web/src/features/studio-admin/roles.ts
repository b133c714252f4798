// Positions (STAFF-11) and access levels (STAFF-10, STAFF-12..16) as the staff
// table and the new member dialog offer them.
import { ACCESS_LEVELS, STUDIO_ROLES, validateAccessGrant, type StudioRole } from '@greenlight/rules';
import type { StudioRole as StudioRoleEnum } from './__generated__/StaffSectionUpdateMutation.graphql';

export type RoleLabels = readonly { readonly value: string; readonly label: string }[];

/** The gateway's StudioRole of a position id (studio_developer → STUDIO_DEVELOPER). */
export const roleEnum = (role: StudioRole): StudioRoleEnum => role.toUpperCase() as Uppercase<StudioRole>;

/** STAFF-11: the positions in the rules' order, named by the server's list (codifications.roles) when it names them. */
export const positionOptions = (labels: RoleLabels) =>
  STUDIO_ROLES.map((role) => ({ role, label: labels.find((option) => option.value === role)?.label ?? role }));

/** A position's name, for a member whose position is no longer one of the list too. */
export const positionLabel = (labels: RoleLabels, role: string): string =>
  labels.find((option) => option.value === role)?.label ?? role;

/** STAFF-10: each level, with why the viewer may not give it (null when they may), by the rules' order of power. */
export const accessOptions = (ownAccessId: number) =>
  ACCESS_LEVELS.map((level) => ({ ...level, refusal: validateAccessGrant(ownAccessId, level.id) }));
