import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import { GameCard } from '../game-card/GameCard';
import type { MyGamesList_query$key } from './__generated__/MyGamesList_query.graphql';
import type { MyGamesListPaginationQuery } from './__generated__/MyGamesListPaginationQuery.graphql';

/** MG-12: the board loads five games at a time. */
export const MY_GAMES_PAGE_SIZE = 5;

const fragment = graphql`
  fragment MyGamesList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 5 }
    cursor: { type: "String" }
    tab: { type: "MyGamesTab!" }
    type: { type: "TestType!" }
    term: { type: "String" }
  )
  @refetchable(queryName: "MyGamesListPaginationQuery") {
    myGames(first: $count, after: $cursor, tab: $tab, type: $type, term: $term) @connection(key: "MyGamesList_myGames") {
      edges {
        node {
          id
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
});

/** One tab's games, five at a time, ending with "No more games" (MG-11, MG-12). */
export function MyGamesList({ query, emptyText }: { query: MyGamesList_query$key; emptyText: string }) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MyGamesListPaginationQuery, MyGamesList_query$key>(
    fragment,
    query,
  );
  const games = data.myGames.edges.map((edge) => edge.node);
  if (games.length === 0) return <Text className={styles.empty}>{emptyText}</Text>;
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
