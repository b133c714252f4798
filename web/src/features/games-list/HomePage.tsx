import {
  Spinner,
  Subtitle2,
  Tag,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { ListFailure } from '../../components/ListFailure';
import { AppHeader } from '../app-shell/AppHeader';
import { ViewerPermissions } from '../app-shell/viewer-permissions';
import { GamePanelOnDemand } from '../game-detail/GamePanelOnDemand';
import type { HomePageGamesQuery } from './__generated__/HomePageGamesQuery.graphql';
import type { HomePageQuery, HomePageQuery$data } from './__generated__/HomePageQuery.graphql';
import { GamesEmpty, GamesList } from './GamesList';
import { useGamesListState } from './useGamesListState';
import { ViewBar } from './ViewBar';

// The page's one request on arrival (issue 17): the shell and, unless the address asks
// for a view by id, the first page of the list the viewer arrives on (`kept`), which the
// gateway reads from the same kept choices and views as useGamesListState's first model.
const query = graphql`
  query HomePageQuery($withList: Boolean!, $studioId: Int, $projectId: Int) {
    ...GamesList_query
      @arguments(sort: LAST_ITERATION_DATE, order: DESC, kept: true, studioId: $studioId, projectId: $projectId)
      @include(if: $withList)
      @alias(as: "arrivalList")
    viewer {
      permissions
      userType
      ...AppHeader_viewer
    }
    savedViews(list: GAMES) {
      ...views_savedView @relay(mask: false)
    }
    listPreferences(list: GAMES) {
      viewId
      term
      best
      sort {
        prop
        order
      }
      filter {
        ...listState_filter
      }
    }
    codifications {
      publishingManagers {
        value
        label
      }
      columns {
        games {
          id
          label
          width
          isSelected
          isStaff
        }
      }
    }
  }
`;

// The list's query and the preferences' mutation are run by useGamesListState.
const gamesQuery = graphql`
  query HomePageGamesQuery(
    $sort: GameSort!
    $order: SortOrder!
    $term: String
    $filter: GameFilterInput
    $best: Boolean
    $studioId: Int
    $projectId: Int
  ) {
    ...GamesList_query
      @arguments(sort: $sort, order: $order, term: $term, filter: $filter, best: $best, studioId: $studioId, projectId: $projectId)
  }
`;

graphql`
  mutation HomePagePreferencesMutation($input: ListPreferencesInput!) {
    setListPreferences(list: GAMES, input: $input) {
      __typename
    }
  }
`;

const useStyles = makeStyles({
  main: { maxWidth: '1280px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL, flexWrap: 'wrap' },
  narrowing: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** `/home`: the publishing managers' games list (GL-01, ROUTE-10). */
export function HomePage() {
  const data = usePreloadedQuery<HomePageQuery>(query, useLoaderData() as PreloadedQuery<HomePageQuery>);
  if (!data.viewer) return null;
  // NAV-02, PERM-05: the publishing side is for view_pm_interface; others land where they belong.
  if (!data.viewer.permissions.includes('view_pm_interface')) return <Navigate to="/" replace />;
  return (
    <ViewerPermissions permissions={data.viewer.permissions}>
      <AppHeader viewer={data.viewer} platform="publishing" />
      <GamesHome data={data} />
      <GamePanelOnDemand />
    </ViewerPermissions>
  );
}

function GamesHome({ data }: { data: HomePageQuery$data }) {
  const styles = useStyles();
  const views = data.savedViews ?? [];
  const list = useGamesListState(data, views, data.arrivalList != null);
  const { studioId, projectId } = list.listing;
  const currentView = views.find((view) => view.viewId === list.bar.viewId);
  const columns = currentView && currentView.columns.length > 0 ? currentView.columns : data.codifications.columns.games;
  const heading = (count: number) => (
    <div className={styles.heading}>
      <Title3 as="h1">Games</Title3>
      <Subtitle2 as="p">
        {count} {count === 1 ? 'game' : 'games'}
      </Subtitle2>
      {(studioId !== null || projectId !== null) && (
        <span className={styles.narrowing}>
          <Tag
            dismissible
            dismissIcon={{ as: 'span', children: <DismissRegular />, 'aria-label': 'Show every game' }}
            value="narrowing"
            onClick={list.showEveryGame}
          >
            {projectId !== null ? "One project's games" : "One studio's games"}
          </Tag>
        </span>
      )}
    </div>
  );

  return (
    <main className={styles.main}>
      <ViewBar
        state={list.bar}
        onChange={list.edit}
        permissions={data.viewer?.permissions ?? []}
        people={data.codifications.publishingManagers}
        views={data.savedViews ? views : null}
        columns={columns}
        onSelectView={list.selectView}
        onViewDeleted={list.viewDeleted}
        exportState={list.listing}
      />
      {list.shownByRoute && data.arrivalList ? (
        <ListFailure empty={<GamesEmpty heading={heading} />}>
          <GamesList query={data.arrivalList} best={list.listing.best} onProject={list.narrowToProject} heading={heading} />
        </ListFailure>
      ) : list.listRef ? (
        // GL-08, ERR-15: a failing list call shows the empty list.
        <ListFailure key={JSON.stringify(list.listRef.variables)} empty={<GamesEmpty heading={heading} />}>
          <Suspense fallback={<Spinner label="Loading games" />}>
            <LoadedList queryRef={list.listRef} best={list.listing.best} heading={heading} onProject={list.narrowToProject} />
          </Suspense>
        </ListFailure>
      ) : (
        <Spinner label="Loading games" />
      )}
    </main>
  );
}

function LoadedList({
  queryRef,
  best,
  heading,
  onProject,
}: {
  queryRef: PreloadedQuery<HomePageGamesQuery>;
  best: boolean;
  heading: (count: number) => ReactNode;
  onProject: (projectId: number) => void;
}) {
  const data = usePreloadedQuery<HomePageGamesQuery>(gamesQuery, queryRef);
  return <GamesList query={data} best={best} onProject={onProject} heading={heading} />;
}

