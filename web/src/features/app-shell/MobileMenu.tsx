import { Button } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';

// Issue 17: the drawer's code loads when the menu first opens (most visits never open it).
const MobileMenuDrawer = lazy(async () => ({ default: (await import('./MobileMenuDrawer')).MobileMenuDrawer }));

/**
 * MOB-07, MOB-08: the headers' menu below 700 px, a drawer from the start edge holding
 * the platform's pages (and the platform switch). Going to another page closes it.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Open on the page it was opened on: a link followed (or a test created) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button appearance="subtle" aria-label="Menu" icon={<NavigationRegular />} onClick={() => setOpenedOn(location.key)} />
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpenedOn(null)}>
            {children}
          </MobileMenuDrawer>
        </Suspense>
      )}
    </>
  );
}
