import { makeStyles, tokens } from '@fluentui/react-components';
import { GAME_PANEL_BREAKPOINT } from '@greenlight/rules';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import { ViewerPermissions } from '../app-shell/viewer-permissions';
import { NotFoundPage } from '../errors/NotFoundPage';
import { GamePanelOnDemand } from '../game-detail/GamePanelOnDemand';
import type { StudioPageQuery } from './__generated__/StudioPageQuery.graphql';
import { StudioGames } from './StudioGames';
import { StudioHeader } from './StudioHeader';

const query = graphql`
  query StudioPageQuery($studioId: Int!) {
    # Issue 17: the studio's games come with the page, in the first sort (More recent, StudioGames).
    ...GamesList_query @arguments(sort: LAST_ITERATION_DATE, order: DESC, best: true, studioId: $studioId) @alias(as: "firstGames")
    viewer {
      permissions
      isStaff
      isSuperuser
      user {
        userId
      }
      ...AppHeader_viewer
    }
    studio(studioId: $studioId) {
      studioId
      ...StudioHeader_studio
      ...StudioSettingsDrawer_studio
    }
    codifications {
      countries {
        id
        label
        flag
      }
      publishingManagers {
        value
        label
      }
      teamStatuses {
        att {
          value
          label
        }
        coaching {
          value
          label
        }
      }
    }
  }
`;

export const useStudioPageStyles = makeStyles({
  main: {
    maxWidth: '1280px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    // CONF-09: under 742 px the page takes the whole width.
    [`@media (max-width: ${GAME_PANEL_BREAKPOINT - 1}px)`]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}` },
  },
});

/**
 * `/studio/:id` (SD-01..16): a studio's header, its settings and history, and its
 * games. An address that is no studio id, an unknown studio or a viewer refused the
 * studio (it is staff only, view_pm_interface) see the not-found page.
 */
export function StudioPage() {
  const reference = useLoaderData() as PreloadedQuery<StudioPageQuery> | null;
  if (!reference) return <NotFoundPage />;
  return <LoadedStudioPage reference={reference} />;
}

function LoadedStudioPage({ reference }: { reference: PreloadedQuery<StudioPageQuery> }) {
  const styles = useStudioPageStyles();
  const data = usePreloadedQuery<StudioPageQuery>(query, reference);
  const viewer = data.viewer;
  if (!viewer) return <NotFoundPage />;
  const staff = viewer.permissions.includes('view_pm_interface');
  // The gateway refuses `studio` without view_pm_interface: it reads null, as for an unknown id.
  const studio = staff ? data.studio : null;
  return (
    <ViewerPermissions permissions={viewer.permissions}>
      <AppHeader viewer={viewer} platform={staff ? 'publishing' : 'studio'} />
      {studio ? (
        <>
          <main className={styles.main}>
            <StudioHeader
              studio={studio}
              settings={studio}
              viewer={{
                permissions: viewer.permissions,
                isStaff: viewer.isStaff,
                isSuperuser: viewer.isSuperuser,
                userId: viewer.user.userId,
              }}
              codifications={data.codifications}
            />
            <StudioGames
              key={studio.studioId}
              studioId={studio.studioId}
              permissions={viewer.permissions}
              people={data.codifications.publishingManagers}
              firstGames={data.firstGames}
            />
          </main>
          <GamePanelOnDemand />
        </>
      ) : (
        <NotFoundPage />
      )}
    </ViewerPermissions>
  );
}
