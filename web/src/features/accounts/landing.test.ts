import { describe, expect, it } from 'vitest';
import { LEARNING_PERMISSIONS, landingFor } from './landing';

describe('landingFor', () => {
  it('ROUTE-03 GL-01 sends view_pm_interface to the games list (home), before anything else (CONF-21)', () => {
    expect(landingFor(['view_studio_interface', 'view_pm_interface', 'learn_upon_learner'])).toEqual({ kind: 'route', path: '/home' });
  });

  it('ROUTE-04 PERM-06 SB-01 sends view_studio_interface to the studio board (studioHome)', () => {
    expect(landingFor(['view_studio_interface', 'learn_upon_learner'])).toEqual({ kind: 'route', path: '/board' });
  });

  it('ROUTE-05 ROUTE-09 sends a learning role (learn_upon_admin, _instructor, _learner or _manager) without an interface to the learning platform', () => {
    for (const role of ['learn_upon_admin', 'learn_upon_instructor', 'learn_upon_learner', 'learn_upon_manager']) {
      expect(landingFor([role])).toEqual({ kind: 'external', place: 'learningPlatform' });
    }
    expect([...LEARNING_PERMISSIONS].sort()).toEqual(['learn_upon_admin', 'learn_upon_instructor', 'learn_upon_learner', 'learn_upon_manager']);
  });

  it('ROUTE-06 sends other permissions to the help centre', () => {
    expect(landingFor(['add_game'])).toEqual({ kind: 'external', place: 'helpCenter' });
  });

  it('ROUTE-07 signs a user without permissions out, back to login', () => {
    expect(landingFor([])).toEqual({ kind: 'route', path: '/logout' });
  });

  it('BE-STU-02 sends a member whose every studio is deactivated to the page that says so, not to the logout', () => {
    expect(landingFor([], { studiosDeactivated: true })).toEqual({ kind: 'route', path: '/deactivated' });
    expect(landingFor([], { studiosDeactivated: false })).toEqual({ kind: 'route', path: '/logout' });
    // Reactivated, the permissions come back and lead as before.
    expect(landingFor(['view_studio_interface'], { studiosDeactivated: false })).toEqual({ kind: 'route', path: '/board' });
  });
});
