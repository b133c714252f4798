import {
  Avatar,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Tab,
  TabList,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { isCompactHeader } from '@greenlight/rules';
import { ArrowSwapRegular, BuildingMultipleRegular, BuildingRegular, ChevronDownRegular, GamesRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AppHeader_viewer$key } from './__generated__/AppHeader_viewer.graphql';
import { Logo } from './Logo';
import { OnDemandMenu } from './OnDemandMenu';
import { useApplyUserTheme } from './theme-preference';
import { LiveUpdates } from './LiveUpdates';
import { NotificationBell } from '../notifications/NotificationBell';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { SideNavDivider, SideNavLink } from './SideNav';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import { CreateTestButton } from '../studio-board/CreateTestButton';
import { StudioMenu, studioMenuEntries, type StudioMenuEntries } from '../studio-board/StudioMenu';

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
  nav: { flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hijack: { borderRadius: 0 },
  // MOB-02: one row at a phone's width; the search takes what the buttons leave.
  compact: { flexWrap: 'nowrap', gap: tokens.spacingHorizontalXS, padding: `0 ${tokens.spacingHorizontalS}` },
  compactEnd: { gap: 0, flexShrink: 0 },
});

export type Platform = 'publishing' | 'studio';

/** The initials the profile button shows: the first letters of the first and last words. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
};

/**
 * The two headers of 002 §2 (NAV-01, NAV-03): the publishing one with its Games
 * link, the studio one; both switch platform by permission (NAV-02) and end with
 * the profile menu (PROF-16). Staff get the staff-styled bar
 * (ROUTE-31) and, while impersonating, the banner that releases it (NAV-08).
 * The viewer's dark-mode preference applies from here (PROF-18). Both hold the
 * notifications bell (NOTIF-01), whose staff entry sends a message (NOTIF-09).
 *
 * Below 700 px (MOB-02) the header is one row: the menu button, the logo, the
 * board's search, the bell and the profile menu; the platform's pages and the
 * platform switch move into the menu (MOB-07, MOB-08). The board passes its
 * `studioMenu` (create button, signed Academy link); other studio pages get the
 * entries the viewer's permissions give.
 */
export function AppHeader({
  viewer,
  platform,
  studioMenu,
}: {
  viewer: AppHeader_viewer$key;
  platform: Platform;
  studioMenu?: StudioMenuEntries;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const data = useFragment(fragment, viewer);
  useApplyUserTheme(data.darkMode);
  const canPublish = data.permissions.includes('view_pm_interface');
  const canStudio = data.permissions.includes('view_studio_interface');
  const home = platform === 'publishing' ? '/home' : '/board';
  const section = pathname.startsWith('/home') ? 'games' : pathname.startsWith('/studio') ? 'studios' : undefined;
  const compact = isCompactHeader(useWindowWidth());
  const search = platform === 'studio' && pathname.startsWith('/board');
  const switchable = platform === 'publishing' ? canStudio : canPublish;
  // NAV-01, NAV-03, SA-01: Studio Admin, for the studios the viewer belongs to, sits in the same dropdown.
  const studioAdmin = canStudio;
  const otherPlatform = platform === 'publishing' ? { to: '/board', label: 'Studio Platform' } : { to: '/home', label: 'Publishing Platform' };

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
      <header className={mergeClasses(styles.header, data.isStaff && styles.staff, compact && styles.compact)}>
        {compact && (
          <MobileMenu>
            {platform === 'publishing' ? (
              <>
                <SideNavLink to="/home" icon={<GamesRegular aria-hidden="true" />}>
                  Games
                </SideNavLink>
                <SideNavLink to="/studios" icon={<BuildingMultipleRegular aria-hidden="true" />}>
                  Studios
                </SideNavLink>
              </>
            ) : (
              <StudioMenu entries={studioMenu ?? studioMenuEntries({ permissions: data.permissions, studios: [] }, null)} phone />
            )}
            {(switchable || studioAdmin) && <SideNavDivider />}
            {switchable && (
              <SideNavLink to={otherPlatform.to} icon={<ArrowSwapRegular aria-hidden="true" />}>
                {otherPlatform.label}
              </SideNavLink>
            )}
            {studioAdmin && (
              <SideNavLink to="/profile/studio" icon={<BuildingRegular aria-hidden="true" />}>
                Studio Admin
              </SideNavLink>
            )}
          </MobileMenu>
        )}
        <Link to={home} className={styles.home} aria-label="Greenlight home">
          <Logo withName={!(compact && search)} />
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {platform === 'publishing' && !compact && (
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
          {/* NAV-03, SB-12: the new-game button (in the menu on a phone) and the game search, on the board only. */}
          {search && !compact && studioMenu?.createsTests && <CreateTestButton placement="header" />}
          {search && <HeaderSearch />}
        </nav>
        <div className={mergeClasses(styles.end, compact && styles.compactEnd)}>
          {/* NAV-01, NAV-03: the switch to the other platform, by permission, and to Studio Admin. */}
          {(switchable || studioAdmin) && !compact && (
            <OnDemandMenu
              trigger={
                <Button appearance="subtle" icon={<ChevronDownRegular />} iconPosition="after" aria-haspopup="menu">
                  {platform === 'publishing' ? 'Publishing Platform' : 'Studio Platform'}
                </Button>
              }
              render={({ PlatformMenu }, trigger, defaultOpen) => (
                <PlatformMenu trigger={trigger} defaultOpen={defaultOpen} other={switchable ? otherPlatform : undefined} studioAdmin={studioAdmin} />
              )}
            />
          )}
          {/* NOTIF-01: the bell, in both headers. */}
          <NotificationBell viewer={data} />
          <OnDemandMenu
            trigger={
              <Button
                appearance="subtle"
                aria-haspopup="menu"
                // WCAG 2.5.3: the initials it shows are part of its name.
                aria-label={`Profile menu ${initialsOf(data.user.name)}`}
                icon={<Avatar name={data.user.name} initials={initialsOf(data.user.name)} size={28} color="colorful" />}
              />
            }
            render={({ ProfileMenu }, trigger, defaultOpen) => (
              <ProfileMenu trigger={trigger} defaultOpen={defaultOpen} name={data.user.name} email={data.email} />
            )}
          />
        </div>
      </header>
    </div>
  );
}
