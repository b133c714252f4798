import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, DismissRegular, HomeRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { SideNavLink } from '../app-shell/SideNav';
import type { StudioOptionsSheetQuery } from './__generated__/StudioOptionsSheetQuery.graphql';

const query = graphql`
  query StudioOptionsSheetQuery {
    adminStudios {
      studioId
      name
    }
  }
`;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalL },
  studio: { marginTop: tokens.spacingVerticalS },
});

/**
 * MOB-01, MOB-10: `?mobile=studio-option`, the viewer's studios, each with its Studio
 * admin page (SA-01) and the studio board.
 */
export function StudioOptionsSheet({ title, onClose }: { title: string | null; onClose: () => void }) {
  const styles = useStyles();
  const { adminStudios } = useLazyLoadQuery<StudioOptionsSheetQuery>(query, {});
  const heading = title ?? 'Studio options';
  return (
    <OverlayDrawer open position="bottom" size="medium" onOpenChange={(_event, data) => !data.open && onClose()} aria-label={heading}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>
          {heading}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {adminStudios.map((studio) => (
          <section key={studio.studioId} className={styles.body} aria-label={studio.name}>
            <Subtitle2 className={styles.studio}>{studio.name}</Subtitle2>
            <SideNavLink to={`/profile/studio/${studio.studioId}`} icon={<BuildingRegular aria-hidden="true" />}>
              Studio Admin
            </SideNavLink>
            <SideNavLink to="/board" end icon={<HomeRegular aria-hidden="true" />}>
              Studio board
            </SideNavLink>
          </section>
        ))}
      </DrawerBody>
    </OverlayDrawer>
  );
}
