import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalL },
});

/** MOB-07, MOB-08: the drawer of the headers' menu (MobileMenu), loaded when it first opens. */
export function MobileMenuDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const styles = useStyles();
  return (
    <OverlayDrawer open={open} position="start" size="small" onOpenChange={(_event, data) => !data.open && onClose()} aria-label="Menu">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>Menu</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <nav className={styles.body} aria-label="Mobile menu">
          {children}
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
