// A signed-in staff member as the domain functions take one (accounts/principal.ts),
// for tests that call them without a request.
import type { Principal } from '../domain/accounts/principal';

export function staffPrincipal(
  userId: number,
  who: { email?: string; firstName?: string; lastName?: string } = {},
  permissions: readonly string[] = ['view_pm_interface', 'view_cpnu', 'view_proto_score'],
): Principal {
  return {
    userId,
    sessionId: `test-${userId}`,
    email: who.email ?? 'staff@pm.test',
    firstName: who.firstName ?? 'Staff',
    lastName: who.lastName ?? 'Test',
    profile: '',
    userType: 'pm',
    isStaff: true,
    isSuperuser: false,
    darkMode: false,
    confidenceLevel: 0.95,
    impersonatorId: null,
    impersonator: null,
    lastLogin: null,
    permissions: new Set(permissions),
    memberships: [],
    studiosDeactivated: false,
  };
}
