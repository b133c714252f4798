// Where a signed-in user lands (ROUTE-02..07, CONF-21): publishing interface
// first, then the studio board, then the learning platform or the help centre.
export const LEARNING_PERMISSIONS = [
  'learn_upon_admin',
  'learn_upon_instructor',
  'learn_upon_learner',
  'learn_upon_manager',
] as const;

/** The `redirect` query value that asks for the learning platform (ROUTE-08). */
export const LEARN_UPON = 'learnupon';

export type Landing = { kind: 'route'; path: string } | { kind: 'external'; place: 'learningPlatform' | 'helpCenter' };

/** BE-STU-02: the page a member of deactivated studios only lands on. */
export const STUDIO_DEACTIVATED_PATH = '/deactivated';

/**
 * `studiosDeactivated` (the viewer's flag): every studio the viewer belongs to is
 * deactivated, which leaves them without any permission (BE-STU-02).
 */
export function landingFor(permissions: readonly string[], viewer: { studiosDeactivated?: boolean } = {}): Landing {
  if (permissions.includes('view_pm_interface')) return { kind: 'route', path: '/home' };
  if (permissions.includes('view_studio_interface')) return { kind: 'route', path: '/board' };
  if (permissions.some((p) => (LEARNING_PERMISSIONS as readonly string[]).includes(p))) {
    return { kind: 'external', place: 'learningPlatform' };
  }
  if (permissions.length === 0) {
    // BE-STU-02: their studio was deactivated: they read why, and may sign out.
    if (viewer.studiosDeactivated) return { kind: 'route', path: STUDIO_DEACTIVATED_PATH };
    // Signed in with nothing to see: the session ends, so that the login page shows again.
    return { kind: 'route', path: '/logout' };
  }
  return { kind: 'external', place: 'helpCenter' };
}
