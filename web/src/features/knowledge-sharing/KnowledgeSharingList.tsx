import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { KS_EMPTY, KS_PAGE_SIZE, KS_RANGES, ksSortOption, type KsRangeId, type KsSortField, type KsType } from '@greenlight/rules';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import { sortOrderEnum } from '../../relay/enums';
import { LIST_RESET_DELAY_MS } from '../games-list/useGamesListState';
import { KS_FIRST_COUNT } from './knowledgeSharingRoute';
import type { KnowledgeSharingList_query$key } from './__generated__/KnowledgeSharingList_query.graphql';
import type {
  KnowledgeSharingListPaginationQuery,
  KnowledgeSharingListPaginationQuery$variables,
  SharedGameRange,
  SharedGameSort,
} from './__generated__/KnowledgeSharingListPaginationQuery.graphql';
import { defaultChoices, KnowledgeSharingFilters, type KsChoices } from './KnowledgeSharingFilters';
import { SharedGameCard } from './SharedGameCard';

const fragment = graphql`
  fragment KnowledgeSharingList_query on Query
  @argumentDefinitions(
    count: { type: "Int!" }
    cursor: { type: "String" }
    type: { type: "SharedGameType!" }
    term: { type: "String" }
    sort: { type: "SharedGameSort" }
    order: { type: "SortOrder" }
    ranges: { type: "[SharedGameRangeInput!]" }
    pinnedOnly: { type: "Boolean" }
  )
  @refetchable(queryName: "KnowledgeSharingListPaginationQuery") {
    sharedGames(first: $count, after: $cursor, type: $type, term: $term, sort: $sort, order: $order, ranges: $ranges, pinnedOnly: $pinnedOnly, orEmpty: true)
      @connection(key: "KnowledgeSharingList_sharedGames") {
      edges {
        node {
          id
          ...SharedGameCard_game
        }
      }
    }
  }
`;

const SORTS: Readonly<Record<KsSortField, SharedGameSort>> = {
  lastCpi: 'LAST_CPI',
  lastCtr: 'LAST_CTR',
  lastD1: 'LAST_D1',
  lastD7: 'LAST_D7',
  lastPlaytime: 'LAST_PLAYTIME',
  lastIterationDate: 'LAST_ITERATION_DATE',
  joinedDate: 'JOINED_DATE',
};

const RANGES: Readonly<Record<KsRangeId, SharedGameRange>> = { lastCpi: 'LAST_CPI', lastCtr: 'LAST_CTR', lastD1: 'LAST_D1', lastD7: 'LAST_D7' };

/**
 * KS-09, KS-14: the first page's variables for the choices. Ranges go in the sliders'
 * units (cents, percent; the gateway divides them by 100); a range left whole is not sent.
 */
export function ksListVariables(type: KsType, choices: KsChoices): KnowledgeSharingListPaginationQuery$variables {
  const option = ksSortOption(type, choices.sort);
  const ranges = Object.entries(choices.ranges).flatMap(([id, range]) => {
    const { min, max } = KS_RANGES[id as KsRangeId];
    return range && (range[0] > min || range[1] < max) ? [{ range: RANGES[id as KsRangeId], min: range[0], max: range[1] }] : [];
  });
  return {
    type: type === 'ctr' ? 'CTR' : 'CPI',
    term: choices.term.trim() || null,
    sort: SORTS[option.sort],
    order: sortOrderEnum(option.order),
    ranges: ranges.length > 0 ? ranges : null,
    pinnedOnly: choices.pinnedOnly || null,
    count: KS_FIRST_COUNT,
    cursor: null,
  };
}

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  pending: { opacity: 0.6 },
  empty: { display: 'block', padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center' },
});

/**
 * KS-05..15: the bar and the shared games, five at a time as the end of the list comes
 * into view; any change of the bar asks for the first page again (the search 400 ms
 * after the last keystroke, and into ?term=; the sliders once they stop).
 */
export function KnowledgeSharingList({ query, type }: { query: KnowledgeSharingList_query$key; type: KsType }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<KnowledgeSharingListPaginationQuery, KnowledgeSharingList_query$key>(
    fragment,
    query,
  );
  const [choices, setChoices] = useState(() => defaultChoices(type, params.get('term') ?? ''));
  const [pending, startTransition] = useTransition();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: KsChoices) => {
    window.clearTimeout(timer.current);
    startTransition(() => {
      refetch(ksListVariables(type, next), { fetchPolicy: 'network-only' });
    });
    const term = next.term.trim();
    if (term !== (params.get('term') ?? '')) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (term) updated.set('term', term);
          else updated.delete('term');
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };
  /** A change the list follows at once, or once the user stops (typing, sliding). */
  const change = (next: KsChoices, { later }: { later: boolean }) => {
    setChoices(next);
    window.clearTimeout(timer.current);
    if (later) timer.current = window.setTimeout(() => apply(next), LIST_RESET_DELAY_MS);
    else apply(next);
  };

  const games = data.sharedGames.edges.map((edge) => edge.node);
  return (
    <div className={styles.list}>
      <KnowledgeSharingFilters
        type={type}
        choices={choices}
        onTerm={(term) => change({ ...choices, term }, { later: true })}
        onSort={(sort) => change({ ...choices, sort }, { later: false })}
        onRange={(id, range) => change({ ...choices, ranges: { ...choices.ranges, [id]: range } }, { later: true })}
        onPinnedOnly={(pinnedOnly) => change({ ...choices, pinnedOnly }, { later: false })}
      />
      {games.length === 0 ? (
        <Text className={mergeClasses(styles.empty, pending && styles.pending)}>{KS_EMPTY}</Text>
      ) : (
        <section aria-label="Shared games" aria-busy={pending || undefined} className={pending ? styles.pending : undefined}>
          <ul className={styles.grid}>
            {games.map((game) => (
              <li key={game.id}>
                <SharedGameCard game={game} />
              </li>
            ))}
          </ul>
          <InfiniteScrollSentinel hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(KS_PAGE_SIZE)} endText="No more games" />
        </section>
      )}
    </div>
  );
}
