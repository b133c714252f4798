import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalL },
});

/**
 * MOB-07, MOB-08: the headers' menu below 700 px, a drawer from the start edge holding
 * the platform's pages (and the platform switch). Going to another page closes it.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const location = useLocation();
  // Open on the page it was opened on: a link followed (or a test created) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;
  const close = () => setOpenedOn(null);
  return (
    <>
      <Button appearance="subtle" aria-label="Menu" icon={<NavigationRegular />} onClick={() => setOpenedOn(location.key)} />
      <OverlayDrawer open={open} position="start" size="small" onOpenChange={(_event, data) => !data.open && close()} aria-label="Menu">
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={close} />}>Menu</DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          <nav className={styles.body} aria-label="Mobile menu">
            {children}
          </nav>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
