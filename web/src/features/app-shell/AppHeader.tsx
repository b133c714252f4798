import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, SignOutRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { AppHeader_viewer$key } from './__generated__/AppHeader_viewer.graphql';
import { Logo } from './Logo';

const fragment = graphql`
  fragment AppHeader_viewer on Viewer {
    email
    permissions
    isStaff
    user {
      name
    }
  }
`;

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  staff: { borderTop: `3px solid ${tokens.colorBrandBackground}` },
  home: { textDecoration: 'none' },
  nav: { flexGrow: 1, minWidth: 0 },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export type Platform = 'publishing' | 'studio';

/**
 * The two headers of 002 §2 (NAV-01, NAV-03): the publishing one with its Games
 * link, the studio one; both switch platform by permission and end with the
 * profile menu. Staff get the staff-styled bar (ROUTE-31).
 */
export function AppHeader({ viewer, platform }: { viewer: AppHeader_viewer$key; platform: Platform }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = useFragment(fragment, viewer);
  const canPublish = data.permissions.includes('view_pm_interface');
  const canStudio = data.permissions.includes('view_studio_interface');
  const home = platform === 'publishing' ? '/home' : '/board';

  return (
    <header className={`${styles.header} ${data.isStaff ? styles.staff : ''}`}>
      <Link to={home} className={styles.home} aria-label="Greenlight home">
        <Logo />
      </Link>
      <nav className={styles.nav} aria-label="Main">
        {platform === 'publishing' && (
          <TabList selectedValue="games" size="small">
            <Tab value="games" onClick={() => navigate('/home')}>
              Games
            </Tab>
          </TabList>
        )}
      </nav>
      <div className={styles.end}>
        {((platform === 'publishing' && canStudio) || (platform === 'studio' && canPublish)) && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" icon={<ChevronDownRegular />} iconPosition="after">
                {platform === 'publishing' ? 'Publishing Platform' : 'Studio Platform'}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {platform === 'publishing' ? (
                  <MenuItem onClick={() => navigate('/board')}>Studio Platform</MenuItem>
                ) : (
                  <MenuItem onClick={() => navigate('/home')}>Publishing Platform</MenuItem>
                )}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" aria-label="Profile menu" icon={<Avatar name={data.user.name} size={28} color="colorful" />} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuGroup>
                <MenuGroupHeader>{data.user.name}</MenuGroupHeader>
                <MenuItem disabled>{data.email}</MenuItem>
              </MenuGroup>
              <MenuDivider />
              <MenuItem icon={<SignOutRegular />} onClick={() => navigate('/logout')}>
                log out
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </header>
  );
}
