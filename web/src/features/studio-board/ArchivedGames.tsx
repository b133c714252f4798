import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  CounterBadge,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { GameCard } from '../game-card/GameCard';
import type { ArchivedGamesList_query$key } from './__generated__/ArchivedGamesList_query.graphql';
import type { ArchivedGamesPaginationQuery } from './__generated__/ArchivedGamesPaginationQuery.graphql';
import type { ArchivedGamesQuery, TestType } from './__generated__/ArchivedGamesQuery.graphql';
import { MY_GAMES_PAGE_SIZE } from './MyGamesList';

const query = graphql`
  query ArchivedGamesQuery($type: TestType!, $term: String, $myGamesOnly: Boolean) {
    ...ArchivedGamesList_query @arguments(type: $type, term: $term, myGamesOnly: $myGamesOnly)
  }
`;

const fragment = graphql`
  fragment ArchivedGamesList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 5 }
    cursor: { type: "String" }
    type: { type: "TestType!" }
    term: { type: "String" }
    myGamesOnly: { type: "Boolean" }
  )
  @refetchable(queryName: "ArchivedGamesPaginationQuery") {
    myGames(first: $count, after: $cursor, tab: ARCHIVED, type: $type, term: $term, sort: CREATED_AT, order: DESC, myGamesOnly: $myGamesOnly)
      @connection(key: "ArchivedGamesList_myGames", filters: ["type", "term", "myGamesOnly"]) {
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
  box: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  title: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  more: { marginTop: tokens.spacingVerticalM },
  empty: { display: 'block', padding: `${tokens.spacingVerticalM} 0` },
});

function ArchivedGamesList({ query: key }: { query: ArchivedGamesList_query$key }) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ArchivedGamesPaginationQuery, ArchivedGamesList_query$key>(fragment, key);
  const games = data.myGames.edges.map((edge) => edge.node);
  if (games.length === 0) return <Text className={styles.empty}>No archived games</Text>;
  return (
    <>
      <ul className={styles.grid}>
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} variant="board" />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button className={styles.more} appearance="transparent" disabled={isLoadingNext} onClick={() => loadNext(MY_GAMES_PAGE_SIZE)}>
          {isLoadingNext ? <Spinner size="tiny" label="Loading more games" /> : 'Load more'}
        </Button>
      )}
    </>
  );
}

function ArchivedGamesContent({ type, term, myGamesOnly, count }: { type: TestType; term: string | null; myGamesOnly: boolean; count: number }) {
  // The archived games are read when the box is first opened, and again on each opening;
  // OPS-13: and again when their count changes while it is open (a game moved to archived).
  const data = useLazyLoadQuery<ArchivedGamesQuery>(query, { type, term, myGamesOnly }, { fetchPolicy: 'store-and-network', fetchKey: count });
  return <ArchivedGamesList query={data} />;
}

/**
 * MG-10: the Finished tab's collapsible "Archived Games" box, closed at first; open, it
 * shows the archived games five at a time with "Load more", or "No archived games".
 */
export function ArchivedGames({ type, term, myGamesOnly = false, count }: { type: TestType; term: string | null; myGamesOnly?: boolean; count: number }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Archived Games">
    <Accordion collapsible className={styles.box} openItems={open ? ['archived'] : []} onToggle={() => setOpen(!open)}>
      <AccordionItem value="archived">
        <AccordionHeader as="h2">
          <span className={styles.title}>
            Archived Games <CounterBadge count={count} showZero size="small" appearance="ghost" color="informative" />
          </span>
        </AccordionHeader>
        <AccordionPanel>
          {open && (
            <Suspense fallback={<Spinner size="tiny" label="Loading archived games" />}>
              <ArchivedGamesContent type={type} term={term} myGamesOnly={myGamesOnly} count={count} />
            </Suspense>
          )}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
    </section>
  );
}
