import {
  Subtitle2,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { NO_MORE_STUDIO } from '@greenlight/rules';
import { useEffect, useRef, type RefObject } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import type { ListSortState } from '../games-list/list-state';
import type { StudiosList_query$key } from './__generated__/StudiosList_query.graphql';
import type { StudiosListPaginationQuery } from './__generated__/StudiosListPaginationQuery.graphql';
import { StudioRow } from './StudioRow';
import { isSortableColumn, LAST_OPENED_STUDIO_KEY, SCROLL_BACK_DELAY_MS, type StudioColumn } from './studios-list-state';

/** SL-01: pages of 20. */
export const STUDIOS_PAGE_SIZE = 20;
/** CONF-09: cards replace the table at 768 px or less. */
export const STUDIOS_CARDS_MAX_WIDTH = 768;

const fragment = graphql`
  fragment StudiosList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    sort: { type: "StudioSort!" }
    order: { type: "SortOrder!" }
    term: { type: "String" }
    filter: { type: "GameFilterInput" }
    kept: { type: "Boolean" }
  )
  @refetchable(queryName: "StudiosListPaginationQuery") {
    studios(first: $count, after: $cursor, sort: $sort, order: $order, term: $term, filter: $filter, kept: $kept)
      @connection(key: "StudiosList_studios", filters: ["sort", "order", "term", "filter", "kept"]) {
      totalCount
      edges {
        node {
          id
          ...StudioRow_studio
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  scroller: { overflowX: 'auto' },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyle: 'none', margin: 0, padding: 0 },
  empty: { display: 'block', padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center' },
  narrow: { width: '44px' },
});

function Heading({ count }: { count: number }) {
  const styles = useStyles();
  return (
    <div className={styles.heading}>
      <Title3 as="h1">Studios</Title3>
      <Subtitle2 as="p">
        {count} {count === 1 ? 'studio' : 'studios'}
      </Subtitle2>
    </div>
  );
}

/** SL-15, SL-21: the list with no studio (none match, or the call failed): its end text alone. */
export function StudiosEmpty() {
  const styles = useStyles();
  return (
    <section aria-label="Studios">
      <Heading count={0} />
      <Text className={styles.empty}>{NO_MORE_STUDIO}</Text>
    </section>
  );
}

/** SL-16: 1200 ms after the list shows, the studio opened last comes back into view. */
function useScrollBack(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let studioId: string | null = null;
    try {
      studioId = window.sessionStorage.getItem(LAST_OPENED_STUDIO_KEY);
    } catch {
      return;
    }
    if (!studioId) return;
    const timer = window.setTimeout(() => {
      const element = container.current?.querySelector(`[data-studio-id="${CSS.escape(studioId)}"]`);
      if (!element) return;
      element.scrollIntoView({ block: 'center' });
      // Once back in view it is forgotten: a later sort or search does not jump to it again.
      window.sessionStorage.removeItem(LAST_OPENED_STUDIO_KEY);
    }, SCROLL_BACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [container]);
}

/**
 * The studios list (SL-01, SL-02, SL-08, SL-15): a table of the chosen columns, sorted
 * by a click on a sortable header, 20 studios a page as it scrolls; cards at 768 px or
 * less.
 */
export function StudiosList({
  query,
  columns,
  sort,
  onSort,
  canImpersonate,
}: {
  query: StudiosList_query$key;
  /** The columns shown, in their order. */
  columns: readonly StudioColumn[];
  /** The order the bar shows (a click ahead of the list). */
  sort: ListSortState;
  onSort: (prop: string) => void;
  canImpersonate: boolean;
}) {
  const styles = useStyles();
  const container = useRef<HTMLElement>(null);
  const cards = useWindowWidth() <= STUDIOS_CARDS_MAX_WIDTH;
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<StudiosListPaginationQuery, StudiosList_query$key>(fragment, query);
  useScrollBack(container);
  const studios = data.studios.edges.map((edge) => edge.node);
  const end = (
    <InfiniteScrollSentinel
      hasNext={hasNext}
      isLoading={isLoadingNext}
      onLoadMore={() => loadNext(STUDIOS_PAGE_SIZE)}
      endText={NO_MORE_STUDIO}
      loadingLabel="Loading more studios"
    />
  );

  if (studios.length === 0) return <StudiosEmpty />;
  return (
    <section aria-label="Studios" ref={container}>
      <Heading count={data.studios.totalCount} />
      {cards ? (
        <ul className={styles.cards}>
          {studios.map((studio) => (
            <li key={studio.id}>
              <StudioRow studio={studio} columns={columns} layout="cards" canImpersonate={canImpersonate} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.scroller}>
          <Table sortable aria-label="Studios" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.narrow} aria-label="Starred" button={{ 'aria-label': 'Starred' }} />
                {columns.map((column) => {
                  const sortable = isSortableColumn(column.id);
                  return (
                    <TableHeaderCell
                      key={column.id}
                      style={{ minWidth: column.width }}
                      sortDirection={sort.prop === column.id ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                      onClick={sortable ? () => onSort(column.id) : undefined}
                    >
                      {column.label}
                    </TableHeaderCell>
                  );
                })}
                {canImpersonate && <TableHeaderCell className={styles.narrow} aria-label="Impersonate" button={{ 'aria-label': 'Impersonate' }} />}
              </TableRow>
            </TableHeader>
            <TableBody>
              {studios.map((studio) => (
                <StudioRow key={studio.id} studio={studio} columns={columns} layout="table" canImpersonate={canImpersonate} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {end}
    </section>
  );
}
