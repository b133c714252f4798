import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListFailure } from '../../components/ListFailure';
import { AppHeader } from '../app-shell/AppHeader';
import { ViewerPermissions } from '../app-shell/viewer-permissions';
import { NotFoundPage } from '../errors/NotFoundPage';
import type { StudiosPageQuery, StudiosPageQuery$data } from './__generated__/StudiosPageQuery.graphql';
import type { StudiosPageStudiosQuery } from './__generated__/StudiosPageStudiosQuery.graphql';
import { StudiosEmpty, StudiosList } from './StudiosList';
import { StudiosViewBar } from './StudiosViewBar';
import { columnsFor, nextSort, withHiddenColumns } from './studios-list-state';
import { useStudiosListState } from './useStudiosListState';

// The page's one request on arrival (issue 17): the shell and, unless ?view= asks for a
// view, the first page of the kept list (`kept`, rules' startingStudiosList).
const query = graphql`
  query StudiosPageQuery($withList: Boolean!) {
    ...StudiosList_query @arguments(sort: GAMES_CPI3_MONTHS, order: ASC, kept: true) @include(if: $withList) @alias(as: "arrivalList")
    viewer {
      permissions
      isStaff
      ...AppHeader_viewer
    }
    savedViews(list: STUDIOS) {
      ...views_savedView @relay(mask: false)
    }
    listPreferences(list: STUDIOS) {
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
        studios {
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

// The list's query and the preferences' mutation are run by useStudiosListState.
const studiosQuery = graphql`
  query StudiosPageStudiosQuery($sort: StudioSort!, $order: SortOrder!, $term: String, $filter: GameFilterInput) {
    ...StudiosList_query @arguments(sort: $sort, order: $order, term: $term, filter: $filter)
  }
`;

graphql`
  mutation StudiosPagePreferencesMutation($input: ListPreferencesInput!) {
    setListPreferences(list: STUDIOS, input: $input) {
      __typename
    }
  }
`;

const useStyles = makeStyles({
  main: { maxWidth: '1440px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
});

/** SL-14, IMP: who may impersonate a studio's members from the list. */
const IMPERSONATE_PERMISSION = 'impersonate_studio_member';

/** `/studios`: the staff's studios list (SL-01). */
export function StudiosPage() {
  const data = usePreloadedQuery<StudiosPageQuery>(query, useLoaderData() as PreloadedQuery<StudiosPageQuery>);
  if (!data.viewer) return null;
  // SL-01: the list is for the publishing side (view_pm_interface); anyone else finds no such page.
  if (!data.viewer.permissions.includes('view_pm_interface')) return <NotFoundPage />;
  return (
    <ViewerPermissions permissions={data.viewer.permissions}>
      <AppHeader viewer={data.viewer} platform="publishing" />
      <StudiosHome data={data} />
    </ViewerPermissions>
  );
}

function StudiosHome({ data }: { data: StudiosPageQuery$data }) {
  const styles = useStyles();
  const views = data.savedViews ?? [];
  const defaults = data.codifications.columns.studios;
  const list = useStudiosListState(data, views, defaults, data.arrivalList != null);
  const isStaff = data.viewer?.isStaff ?? false;
  const permissions = data.viewer?.permissions ?? [];
  const canImpersonate = isStaff || permissions.includes(IMPERSONATE_PERMISSION);
  const columns = columnsFor(list.columns, isStaff);
  const shown = columns.filter((column) => column.isSelected);
  const onSort = (prop: string) => list.edit({ ...list.bar, sort: nextSort(list.bar.sort, prop) });

  return (
    <main className={styles.main}>
      <StudiosViewBar
        state={list.bar}
        onChange={list.edit}
        permissions={permissions}
        people={data.codifications.publishingManagers}
        views={data.savedViews ? views : null}
        columns={columns}
        defaultColumns={columnsFor(defaults, isStaff)}
        onColumnsChange={(chosen) => list.changeColumns(withHiddenColumns(chosen, list.columns))}
        onSelectView={list.selectView}
        onViewDeleted={list.viewDeleted}
        exportChoices={list.shown}
      />
      {list.shownByRoute && data.arrivalList ? (
        <ListFailure empty={<StudiosEmpty />}>
          <StudiosList query={data.arrivalList} columns={shown} sort={list.bar.sort} onSort={onSort} canImpersonate={canImpersonate} />
        </ListFailure>
      ) : list.listRef ? (
        // SL-21: a failing list call shows the empty list, silently.
        <ListFailure key={JSON.stringify(list.listRef.variables)} empty={<StudiosEmpty />}>
          <Suspense fallback={<Spinner label="Loading studios" />}>
            <LoadedList queryRef={list.listRef} columns={shown} sort={list.bar.sort} onSort={onSort} canImpersonate={canImpersonate} />
          </Suspense>
        </ListFailure>
      ) : (
        <Spinner label="Loading studios" />
      )}
    </main>
  );
}

function LoadedList({
  queryRef,
  ...props
}: { queryRef: PreloadedQuery<StudiosPageStudiosQuery> } & Omit<Parameters<typeof StudiosList>[0], 'query'>) {
  const data = usePreloadedQuery<StudiosPageStudiosQuery>(studiosQuery, queryRef);
  return <StudiosList query={data} {...props} />;
}
