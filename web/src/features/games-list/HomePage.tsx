import {
  Spinner,
  Subtitle2,
  Tag,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  graphql,
  useMutation,
  usePreloadedQuery,
  useQueryLoader,
  type PreloadedQuery,
} from 'react-relay';
import { Navigate, useLoaderData, useSearchParams } from 'react-router';
import { sortOrderEnum } from '../../relay/enums';
import { AppHeader } from '../app-shell/AppHeader';
import { ViewerPermissions } from '../app-shell/viewer-permissions';
import { GamePanelOnDemand } from '../game-detail/GamePanelOnDemand';
import type { SavedViewData } from '../views/views';
import type { HomePageGamesQuery } from './__generated__/HomePageGamesQuery.graphql';
import type { HomePagePreferencesMutation } from './__generated__/HomePagePreferencesMutation.graphql';
import type { HomePageQuery, HomePageQuery$data } from './__generated__/HomePageQuery.graphql';
import { GamesList } from './GamesList';
import {
  DEFAULT_LIST_STATE,
  filterToInput,
  isEmptyFilter,
  listVariables,
  stateFromSaved,
  type ListState,
} from './list-state';
import { ViewBar } from './ViewBar';

const query = graphql`
  query HomePageQuery {
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

const preferencesMutation = graphql`
  mutation HomePagePreferencesMutation($input: ListPreferencesInput!) {
    setListPreferences(list: GAMES, input: $input) {
      __typename
    }
  }
`;

/** GL-24, CONF-01: the list resets 400 ms after the term, the filter or the sort changed. */
export const LIST_RESET_DELAY_MS = 400;
/** VIEW-13: a view chosen by id applies 500 ms later. */
export const VIEW_APPLY_DELAY_MS = 500;
/** GL-09: the default view of publishing managers. */
const MY_GAMES_VIEW = 'my-games';

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

type Shell = HomePageQuery$data;

/** The view the list starts from, or goes back to (VIEW-12): my games for a PM (GL-09), else none. */
function defaultState(shell: Shell, views: readonly SavedViewData[]): ListState {
  const myGames = shell.viewer?.userType === 'PM' ? views.find((view) => view.slug === MY_GAMES_VIEW) : undefined;
  return myGames ? stateFromSaved(myGames, myGames.viewId) : DEFAULT_LIST_STATE;
}

/** ?view= first (GL-09), else the user's last choices (AUTH-22), else the default view. */
function initialState(shell: Shell, views: readonly SavedViewData[], viewParam: number | null): ListState {
  const asked = viewParam !== null ? views.find((view) => view.viewId === viewParam) : undefined;
  if (asked) return stateFromSaved(asked, asked.viewId);
  const saved = shell.listPreferences;
  if (saved) {
    const viewId = saved.viewId != null && views.some((view) => view.viewId === saved.viewId) ? saved.viewId : null;
    return stateFromSaved(saved, viewId);
  }
  return defaultState(shell, views);
}

const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

function GamesHome({ data }: { data: Shell }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const views = data.savedViews ?? [];
  const permissions = data.viewer?.permissions ?? [];
  const viewParam = numberParam(params.get('view'));
  // GL-11, GL-12: a studio's games, or a project's (the card's project icon).
  const studioId = numberParam(params.get('studio'));
  const projectId = params.get('customView') === 'projectId' ? numberParam(params.get('customId')) : null;

  const initial = useMemo(
    () => ({ ...initialState(data, views, viewParam), studioId, projectId }),
    // The first state only; later changes come from the controls and the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [state, setState] = useState<ListState>(initial);
  const [applied, setApplied] = useState<ListState>(initial);
  const [listRef, loadList] = useQueryLoader<HomePageGamesQuery>(gamesQuery);
  const [commitPreferences] = useMutation<HomePagePreferencesMutation>(preferencesMutation);

  // GL-24: what the controls show reaches the list 400 ms after the last change.
  useEffect(() => {
    if (state === applied) return;
    const timer = window.setTimeout(() => setApplied(state), LIST_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, applied]);

  // Each new state asks for its first page; Relay drops (and aborts) the previous request.
  useEffect(() => {
    loadList(listVariables(applied), { fetchPolicy: 'store-or-network' });
  }, [applied, loadList]);

  // AUTH-22: the user's choices are kept on the account, once the list shows them.
  const firstApplied = useRef(applied);
  useEffect(() => {
    if (applied === firstApplied.current) return;
    commitPreferences({
      variables: {
        input: {
          sort: { prop: applied.sort.prop, order: sortOrderEnum(applied.sort.order) },
          best: applied.best,
          term: applied.term.trim(),
          filter: applied.filter && !isEmptyFilter(applied.filter) ? filterToInput(applied.filter) : null,
          viewId: applied.viewId,
        },
      },
    });
  }, [applied, commitPreferences]);

  // VIEW-13: a view chosen by id (the selector, a link) applies 500 ms later.
  useEffect(() => {
    if (viewParam === null || viewParam === state.viewId) return;
    const view = views.find((candidate) => candidate.viewId === viewParam);
    if (!view) return;
    const timer = window.setTimeout(() => {
      const next = { ...stateFromSaved(view, view.viewId), studioId: state.studioId, projectId: state.projectId };
      setState(next);
      setApplied(next);
    }, VIEW_APPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only a new ?view= applies a view; the state's own changes do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewParam, views]);

  // GL-11, GL-12: the URL narrows the list to a studio or a project.
  useEffect(() => {
    if (studioId === state.studioId && projectId === state.projectId) return;
    const next = { ...state, studioId, projectId };
    setState(next);
    setApplied(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [studioId, projectId]);

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  const currentView = views.find((view) => view.viewId === state.viewId);
  const columns = currentView && currentView.columns.length > 0 ? currentView.columns : data.codifications.columns.games;

  return (
    <main className={styles.main}>
      <ViewBar
        state={state}
        onChange={setState}
        permissions={permissions}
        people={data.codifications.publishingManagers}
        views={data.savedViews ? views : null}
        columns={columns}
        onSelectView={(viewId) => setParam({ view: String(viewId) })}
        onViewDeleted={() => {
          const next = { ...defaultState(data, views.filter((view) => view.viewId !== state.viewId)), studioId, projectId };
          setState(next);
          setApplied(next);
          setParam({ view: next.viewId !== null ? String(next.viewId) : null });
        }}
        exportState={applied}
      />
      {listRef ? (
        <Suspense fallback={<Spinner label="Loading games" />}>
          <LoadedList
            queryRef={listRef}
            best={applied.best}
            narrowing={
              (studioId !== null || projectId !== null) && (
                <span className={styles.narrowing}>
                  <Tag
                    dismissible
                    dismissIcon={{ as: 'span', children: <DismissRegular />, 'aria-label': 'Show every game' }}
                    value="narrowing"
                    onClick={() => setParam({ studio: null, customView: null, customId: null })}
                  >
                    {projectId !== null ? "One project's games" : "One studio's games"}
                  </Tag>
                </span>
              )
            }
            onProject={(id) => setParam({ customView: 'projectId', customId: String(id), studio: null })}
          />
        </Suspense>
      ) : (
        <Spinner label="Loading games" />
      )}
    </main>
  );
}

function LoadedList({
  queryRef,
  best,
  narrowing,
  onProject,
}: {
  queryRef: PreloadedQuery<HomePageGamesQuery>;
  best: boolean;
  narrowing: ReactNode;
  onProject: (projectId: number) => void;
}) {
  const styles = useStyles();
  const data = usePreloadedQuery<HomePageGamesQuery>(gamesQuery, queryRef);
  return (
    <GamesList
      query={data}
      best={best}
      onProject={onProject}
      heading={(count) => (
        <div className={styles.heading}>
          <Title3 as="h1">Games</Title3>
          <Subtitle2 as="p">
            {count} {count === 1 ? 'game' : 'games'}
          </Subtitle2>
          {narrowing}
        </div>
      )}
    />
  );
}

