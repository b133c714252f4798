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
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Tab,
  TabList,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { BuildingRegular, ChevronDownRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AppHeader_viewer$key } from './__generated__/AppHeader_viewer.graphql';
import { Logo } from './Logo';
import { useApplyUserTheme } from './theme-preference';
import { LiveUpdates } from './LiveUpdates';
import { NotificationBell } from '../notifications/NotificationBell';
import { HeaderSearch } from './HeaderSearch';

const fragment = graphql`
  fragment AppHeader_viewer on Viewer {
    email
    permissions
    isStaff
    isHijack
    darkMode
    user {
      name
    }
    impersonator {
      name
    }
    ...NotificationBell_viewer
  }
`;

const useStyles = makeStyles({
  top: { position: 'sticky', top: 0, zIndex: 10 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    flexWrap: 'wrap',
  },
  staff: { borderTop: `3px solid ${tokens.colorBrandBackground}` },
  home: { textDecoration: 'none' },
  nav: { flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center' },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hijack: { borderRadius: 0 },
});

export type Platform = 'publishing' | 'studio';

/**
 * The two headers of 002 §2 (NAV-01, NAV-03): the publishing one with its Games
 * link, the studio one; both switch platform by permission (NAV-02) and end with
 * the profile menu (PROF-16). Staff get the staff-styled bar
 * (ROUTE-31) and, while impersonating, the banner that releases it (NAV-08).
 * The viewer's dark-mode preference applies from here (PROF-18). Both hold the
 * notifications bell (NOTIF-01), whose staff entry sends a message (NOTIF-09).
 */
export function AppHeader({ viewer, platform }: { viewer: AppHeader_viewer$key; platform: Platform }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const data = useFragment(fragment, viewer);
  useApplyUserTheme(data.darkMode);
  const canPublish = data.permissions.includes('view_pm_interface');
  const canStudio = data.permissions.includes('view_studio_interface');
  const home = platform === 'publishing' ? '/home' : '/board';
  const section = pathname.startsWith('/home') ? 'games' : pathname.startsWith('/studio') ? 'studios' : undefined;

  return (
    <div className={styles.top}>
      <LiveUpdates />
      {data.isHijack && (
        <MessageBar intent="warning" layout="singleline" className={styles.hijack}>
          <MessageBarBody>
            You are acting as {data.user.name}
            {data.impersonator ? ` (impersonated by ${data.impersonator.name})` : ''}.
          </MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" size="small" onClick={() => navigate('/hijack-reset')}>
              Release
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <header className={mergeClasses(styles.header, data.isStaff && styles.staff)}>
        <Link to={home} className={styles.home} aria-label="Greenlight home">
          <Logo />
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {platform === 'publishing' && (
            // NAV-01, SL-01: Games and Studios (the publishing side holds view_pm_interface, which the studios list needs).
            <TabList selectedValue={section ?? null} size="small">
              <Tab value="games" onClick={() => navigate('/home')}>
                Games
              </Tab>
              <Tab value="studios" onClick={() => navigate('/studios')}>
                Studios
              </Tab>
            </TabList>
          )}
          {/* NAV-03, SB-12: the game search, on the board only. */}
          {platform === 'studio' && pathname.startsWith('/board') && <HeaderSearch />}
        </nav>
        <div className={styles.end}>
          {/* NAV-01, NAV-03: the switch to the other platform, by permission (Studio Admin joins with its pages). */}
          {(platform === 'publishing' ? canStudio : canPublish) && (
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
          {/* NOTIF-01: the bell, in both headers. */}
          <NotificationBell viewer={data} home={home} />
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                aria-label="Profile menu"
                icon={<Avatar name={data.user.name} size={28} color="colorful" />}
              />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuGroup>
                  <MenuGroupHeader>{data.user.name}</MenuGroupHeader>
                  <MenuItem disabled>{data.email}</MenuItem>
                </MenuGroup>
                <MenuDivider />
                <MenuItem icon={<PersonRegular />} onClick={() => navigate('/profile/me')}>
                  my profile
                </MenuItem>
                {/* NAV-01, NAV-03, SA-01: Studio Admin, the studios the viewer belongs to. */}
                {canStudio && (
                  <MenuItem icon={<BuildingRegular />} onClick={() => navigate('/profile/studio')}>
                    Studio admin
                  </MenuItem>
                )}
                <MenuItem icon={<SignOutRegular />} onClick={() => navigate('/logout')}>
                  log out
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      </header>
    </div>
  );
}
