// The tabs of a studio's admin page (SA-03, 002 §2) and the address of each.

export const STUDIO_ADMIN_TABS = [
  { sub: 'studio', label: 'Studio' },
  { sub: 'staff', label: 'Staff' },
  { sub: 'contract', label: 'Contracts' },
] as const;

export type StudioAdminSub = (typeof STUDIO_ADMIN_TABS)[number]['sub'];

/** SA-03: sub defaults to studio; an unknown one is not a page (null). */
export const studioAdminSub = (sub: string | undefined): StudioAdminSub | null =>
  STUDIO_ADMIN_TABS.find((tab) => tab.sub === (sub ?? 'studio'))?.sub ?? null;

/** `/profile/studio`, or one studio's tab. */
export const studioAdminPath = (studioId?: number, sub: StudioAdminSub = 'studio'): string =>
  studioId === undefined ? '/profile/studio' : `/profile/studio/${studioId}/${sub}`;
