import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { COMPACT_BOARD_MEDIA, COMPACT_HEADER_MEDIA } from '@greenlight/rules';
import { ArrowUpRegular } from '@fluentui/react-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Navigate } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import { GamePanelOnDemand } from '../game-detail/GamePanelOnDemand';
import { MobileSheets } from '../mobile/MobileSheets';
import { ViewerPermissions } from '../app-shell/viewer-permissions';
import type { BoardLayout_query$key } from './__generated__/BoardLayout_query.graphql';
import { StudioMenu, studioMenuEntries } from './StudioMenu';

const fragment = graphql`
  fragment BoardLayout_query on Query {
    viewer {
      permissions
      studios {
        createsTests
      }
      ...AppHeader_viewer
    }
    generalAlert {
      title
      content
      color
      active
    }
    learningPlatformLink
  }
`;

const useStyles = makeStyles({
  body: { display: 'flex', alignItems: 'flex-start', minHeight: 'calc(100vh - 56px)' },
  menu: {
    position: 'sticky',
    top: '56px',
    width: '220px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}`,
    boxSizing: 'border-box',
    height: 'calc(100vh - 56px)',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    // MOB-08: the header's menu holds it below 700 px (hiding it from 768 px on left the board without one).
    [COMPACT_HEADER_MEDIA]: { display: 'none' },
  },
  content: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    [COMPACT_BOARD_MEDIA]: { padding: tokens.spacingHorizontalM },
  },
  top: { position: 'fixed', right: tokens.spacingHorizontalXL, bottom: tokens.spacingVerticalXL, boxShadow: tokens.shadow8 },
});

const ALERT_INTENTS = ['info', 'warning', 'error', 'success'] as const;
type AlertIntent = (typeof ALERT_INTENTS)[number];
const alertIntent = (color: string): AlertIntent =>
  (ALERT_INTENTS as readonly string[]).includes(color) ? (color as AlertIntent) : 'info';

/**
 * The studio board's frame (SB-01..04): the studio header, the general alert
 * banner of the content service (hidden when it cannot be read, CMS-06), the left
 * menu (StudioMenu; in the header's menu below 700 px, MOB-08) and a back-to-top
 * button once the page has scrolled.
 */
export function BoardLayout({ query, children }: { query: BoardLayout_query$key; children: ReactNode }) {
  const styles = useStyles();
  const data = useFragment(fragment, query);
  const scrolled = useScrolledPast(400);
  if (!data.viewer) return null;
  const viewer = data.viewer;
  // PERM-06: the board is for view_studio_interface; others land where they belong.
  if (!viewer.permissions.includes('view_studio_interface')) return <Navigate to="/" replace />;
  const menu = studioMenuEntries(viewer, data.learningPlatformLink);
  const alert = data.generalAlert?.active ? data.generalAlert : null;

  return (
    <>
      <AppHeader viewer={viewer} platform="studio" studioMenu={menu} />
      <div className={styles.body}>
        <nav className={styles.menu} aria-label="Studio board">
          <StudioMenu entries={menu} />
        </nav>
        <div className={styles.content}>
          {alert && (
            <MessageBar intent={alertIntent(alert.color)} layout="multiline" aria-label="General alert">
              <MessageBarBody>
                {alert.title && <MessageBarTitle>{alert.title}</MessageBarTitle>}
                {alert.content}
              </MessageBarBody>
            </MessageBar>
          )}
          <ViewerPermissions permissions={viewer.permissions}>
            {children}
            <GamePanelOnDemand />
            {/* MOB-01: the phone's sheets an address opens. */}
            <MobileSheets />
          </ViewerPermissions>
        </div>
      </div>
      {scrolled && (
        <Button
          className={styles.top}
          shape="circular"
          size="large"
          icon={<ArrowUpRegular />}
          aria-label="Back to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
    </>
  );
}

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
