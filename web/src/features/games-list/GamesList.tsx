import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import { GameCard } from '../game-card/GameCard';
import type { GamesList_query$key } from './__generated__/GamesList_query.graphql';
import type { GamesListPaginationQuery } from './__generated__/GamesListPaginationQuery.graphql';

/** GL-07: pages of 20. */
export const GAMES_PAGE_SIZE = 20;

const fragment = graphql`
  fragment GamesList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    sort: { type: "GameSort!" }
    order: { type: "SortOrder!" }
    term: { type: "String" }
    filter: { type: "GameFilterInput" }
    best: { type: "Boolean" }
    studioId: { type: "Int" }
    projectId: { type: "Int" }
    kept: { type: "Boolean" }
  )
  @refetchable(queryName: "GamesListPaginationQuery") {
    games(
      first: $count
      after: $cursor
      sort: $sort
      order: $order
      term: $term
      filter: $filter
      best: $best
      studioId: $studioId
      projectId: $projectId
      kept: $kept
    ) @connection(key: "GamesList_games", filters: ["sort", "order", "term", "filter", "best", "studioId", "projectId", "kept"]) {
      totalCount
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
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  empty: { display: 'block', padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center' },
});

/** The infinitely scrolling list of game cards (GL-06, GL-07, GL-22, GL-23). */
export function GamesList({
  query,
  heading,
  best = true,
  onProject,
}: {
  query: GamesList_query$key;
  /** GL-31: cards show the best KPIs, else the last ones. */
  best?: boolean;
  heading: (count: number) => ReactNode;
  /** GC-11: the card's project icon lists the project's games. */
  onProject?: ((projectId: number) => void) | undefined;
}) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GamesListPaginationQuery, GamesList_query$key>(
    fragment,
    query,
  );
  const games = data.games.edges.map((edge) => edge.node);
  return (
    <section aria-label="Games">
      {heading(data.games.totalCount)}
      {games.length === 0 ? (
        <Text className={styles.empty}>No more Game</Text>
      ) : (
        <>
          <ul className={styles.grid}>
            {games.map((game) => (
              <li key={game.id}>
                <GameCard game={game} variant="publishing" best={best} onProject={onProject} />
              </li>
            ))}
          </ul>
          <InfiniteScrollSentinel
            hasNext={hasNext}
            isLoading={isLoadingNext}
            onLoadMore={() => loadNext(GAMES_PAGE_SIZE)}
            endText="No more games"
          />
        </>
      )}
    </section>
  );
}

/** GL-08, ERR-15: the list with no game (its call failed): the heading at 0 and the end text. */
export function GamesEmpty({ heading }: { heading: (count: number) => ReactNode }) {
  const styles = useStyles();
  return (
    <section aria-label="Games">
      {heading(0)}
      <Text className={styles.empty}>No more Game</Text>
    </section>
  );
}
