import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { GAME_TAB_LABELS, gameTab, movedMessage, MOVED_MESSAGE_MS, type BoardSort, type GameTab } from '@greenlight/rules';
import { startTransition, useEffect, useEffectEvent, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import { gameSortEnum, gameStatusId, sortOrderEnum } from '../../relay/enums';
import { useNotify } from '../app-shell/notifications';
import { GameCard } from '../game-card/GameCard';
import type { MyGamesList_query$key } from './__generated__/MyGamesList_query.graphql';
import type { MyGamesListPaginationQuery } from './__generated__/MyGamesListPaginationQuery.graphql';

/** MG-12: the board loads five games at a time as the list scrolls. */
export const MY_GAMES_PAGE_SIZE = 5;

/**
 * The first screen's games, three fives, come with the page's query (the fragment's
 * `count`): asked five at a time, the first screen's sentinel asked again at once, two or
 * three requests one after the other on arrival (issue 17, one request per navigation).
 */
export const MY_GAMES_FIRST_COUNT = 3 * MY_GAMES_PAGE_SIZE;

const fragment = graphql`
  fragment MyGamesList_query on Query
  @argumentDefinitions(
    # MY_GAMES_FIRST_COUNT
    count: { type: "Int", defaultValue: 15 }
    cursor: { type: "String" }
    tab: { type: "MyGamesTab!" }
    type: { type: "TestType!" }
    term: { type: "String" }
    sort: { type: "GameSort" }
    order: { type: "SortOrder" }
    myGamesOnly: { type: "Boolean" }
  )
  @refetchable(queryName: "MyGamesListPaginationQuery") {
    myGames(first: $count, after: $cursor, tab: $tab, type: $type, term: $term, sort: $sort, order: $order, myGamesOnly: $myGamesOnly)
      @connection(key: "MyGamesList_myGames", filters: ["tab", "type", "term", "sort", "order", "myGamesOnly"]) {
      edges {
        node {
          id
          name
          status
          isIterating
          ...GameCard_game
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  empty: { display: 'block', padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center' },
  emptyState: { display: 'flex', flexDirection: 'column', alignItems: 'center', paddingBottom: tokens.spacingVerticalXXL },
});

/**
 * One tab's games, five at a time, ending with "No more games" (MG-11, MG-12). A game
 * whose status changes (live, LIVE-01) leaves the tab: "X moved to Y" (MG-27), and the
 * page reads its tabs again (`onMoved`: the list and the counts, MG-28).
 */
export function MyGamesList({
  query,
  tab,
  sort,
  emptyText,
  emptyAction,
  onMoved,
}: {
  query: MyGamesList_query$key;
  tab: GameTab;
  /** MG-25: the sort chosen on the page; null keeps the one the gateway applied (the kept one). */
  sort: BoardSort | null;
  emptyText: string;
  /** MG-13: what the empty state offers (the create button, to a studio without games). */
  emptyAction?: ReactNode;
  onMoved: () => void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<MyGamesListPaginationQuery, MyGamesList_query$key>(
    fragment,
    query,
  );
  const sortKey = sort ? `${sort.sort}/${sort.order}` : null;
  // In a transition: the cards stay until the sorted page is there. Outside one, the
  // refetch would suspend the whole page, whose fallback hid the list and asked again.
  const resort = useEffectEvent(() => {
    if (!sort) return;
    startTransition(() => {
      refetch({ sort: gameSortEnum(sort.sort), order: sortOrderEnum(sort.order) }, { fetchPolicy: 'network-only' });
    });
  });
  useEffect(() => {
    if (sortKey) resort();
  }, [sortKey]);
  const games = data.myGames.edges.map((edge) => edge.node);
  const moved = games
    .map((game) => ({ game, now: gameTab({ status: gameStatusId(game.status), isIterating: game.isIterating }) }))
    .filter(({ now }) => now !== tab);
  const movedKey = moved.map(({ game, now }) => `${game.id}:${now}`).join(',');
  const announce = useEffectEvent(() => {
    for (const { game, now } of moved) {
      // Named by game and tab, as the open panel says it: once whoever says it first.
      notify.notify({ message: movedMessage(game.name, GAME_TAB_LABELS[now]), intent: 'info', timeout: MOVED_MESSAGE_MS, toastId: `moved-${game.id}-${now}` });
    }
    onMoved();
  });
  // movedKey names the moves: each is said once.
  useEffect(() => {
    if (movedKey) announce();
  }, [movedKey]);
  if (games.length === 0) {
    return (
      <div className={styles.emptyState}>
        <Text className={styles.empty}>{emptyText}</Text>
        {emptyAction}
      </div>
    );
  }
  return (
    <section aria-label="Games of this tab">
      <ul className={styles.grid}>
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} variant="board" />
          </li>
        ))}
      </ul>
      <InfiniteScrollSentinel
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={() => loadNext(MY_GAMES_PAGE_SIZE)}
        endText="No more games"
      />
    </section>
  );
}
