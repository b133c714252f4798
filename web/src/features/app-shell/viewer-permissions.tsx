import { createContext, useContext, useMemo, type ReactNode } from 'react';

// The signed-in user's permissions, for components deep in a page (a game card's
// CPNU, its setup label) that would otherwise each ask for the viewer.
const PermissionsContext = createContext<ReadonlySet<string>>(new Set());

export function ViewerPermissions({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const value = useMemo(() => new Set(permissions), [permissions]);
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

/** Whether the viewer holds a user-level permission (002 §6). */
export const useHasPermission = (permission: string): boolean => useContext(PermissionsContext).has(permission);
