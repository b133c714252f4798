import { SearchBox, Spinner, Subtitle2, Title3, ToggleButton, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import { GAME_PANEL_BREAKPOINT, STUDIO_GAME_SORTS, gameSortsFor, type FilterGroupNode, type ListSort } from '@greenlight/rules';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { gameSortEnum, sortOrderEnum } from '../../relay/enums';
import { FilterDialog } from '../filter-builder/FilterDialog';
import type { PersonOption } from '../filter-builder/FilterBuilder';
import type { GamesList_query$key } from '../games-list/__generated__/GamesList_query.graphql';
import { GamesList } from '../games-list/GamesList';
import { filterToInput, isEmptyFilter } from '../games-list/list-state';
import { LIST_RESET_DELAY_MS } from '../games-list/useGamesListState';
import type { StudioGamesQuery, StudioGamesQuery$variables } from './__generated__/StudioGamesQuery.graphql';
import gamesQuery from './__generated__/StudioGamesQuery.graphql';

graphql`
  query StudioGamesQuery($sort: GameSort!, $order: SortOrder!, $term: String, $filter: GameFilterInput, $studioId: Int!) {
    ...GamesList_query @arguments(sort: $sort, order: $order, term: $term, filter: $filter, best: true, studioId: $studioId)
  }
`;

/** NAV-04, CONF-33: the search box takes 50 characters at most. */
const SEARCH_MAX = 50;

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    marginBottom: tokens.spacingVerticalL,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    [`@media (max-width: ${GAME_PANEL_BREAKPOINT - 1}px)`]: { flexDirection: 'column', alignItems: 'stretch' },
  },
  search: { width: '260px', maxWidth: '100%', [`@media (max-width: ${GAME_PANEL_BREAKPOINT - 1}px)`]: { width: '100%' } },
  sorts: { flexWrap: 'wrap', padding: 0 },
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
});

/** SD-13: the studio's sort buttons the viewer may use (Best CPNU needs view_cpnu, Best D3 ROAS view_proto_score). */
export const studioGameSortsFor = (permissions: readonly string[]): ListSort[] => gameSortsFor(permissions, STUDIO_GAME_SORTS);

interface Choices {
  sort: ListSort;
  term: string;
  filter: FilterGroupNode | null;
}

/** The games connection's variables: a studio's cards show their best values. */
export function studioGamesVariables(studioId: number, { sort, term, filter }: Choices): StudioGamesQuery$variables {
  return {
    sort: gameSortEnum(sort.best) ?? 'LAST_ITERATION_DATE',
    order: sortOrderEnum(sort.order),
    term: term.trim() || null,
    filter: filter && !isEmptyFilter(filter) ? filterToInput(filter) : null,
    studioId,
  };
}

/**
 * SD-12, SD-13: the studio's games: its sort buttons, "Search in list", the game
 * filter and the cards, "No more games" at the end. The list follows the bar 400 ms
 * after its last change, like the games list (GL-24).
 */
export function StudioGames({
  studioId,
  permissions,
  people,
  firstGames,
}: {
  studioId: number;
  permissions: readonly string[];
  people: readonly PersonOption[];
  /** The first page in the first sort, with the page's own query (issue 17). */
  firstGames: GamesList_query$key;
}) {
  const styles = useStyles();
  const sorts = studioGameSortsFor(permissions);
  const [choices, setChoices] = useState<Choices>({ sort: sorts[0]!, term: '', filter: null });
  const [shown, setShown] = useState(choices);
  const [listRef, loadList] = useQueryLoader<StudioGamesQuery>(gamesQuery);
  const [first] = useState(shown);
  const variables = useMemo(() => studioGamesVariables(studioId, shown), [studioId, shown]);
  const firstShown = shown === first;

  useEffect(() => {
    if (shown === choices) return;
    const timer = window.setTimeout(() => setShown(choices), LIST_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [choices, shown]);

  useEffect(() => {
    if (!firstShown) loadList(variables, { fetchPolicy: 'store-or-network' });
  }, [firstShown, variables, loadList]);

  return (
    <section aria-label="Studio games">
      <div className={styles.bar} role="region" aria-label="View bar">
        <div className={styles.row}>
          <SearchBox
            className={styles.search}
            placeholder="Search in list"
            aria-label="Search in list"
            maxLength={SEARCH_MAX}
            value={choices.term}
            onChange={(_e, data) => setChoices({ ...choices, term: data.value })}
          />
          <FilterDialog filter={choices.filter} onApply={(filter) => setChoices({ ...choices, filter })} permissions={permissions} people={people} />
        </div>
        <Toolbar aria-label="Sort" className={styles.sorts} size="small">
          {sorts.map((sort) => (
            <ToggleButton
              key={sort.id}
              size="small"
              appearance={choices.sort.id === sort.id ? 'primary' : 'subtle'}
              checked={choices.sort.id === sort.id}
              onClick={() => setChoices({ ...choices, sort })}
            >
              {sort.label}
            </ToggleButton>
          ))}
        </Toolbar>
      </div>
      {firstShown ? (
        <GamesOfStudio query={firstGames} />
      ) : listRef ? (
        <Suspense fallback={<Spinner label="Loading games" />}>
          <LoadedGames queryRef={listRef} />
        </Suspense>
      ) : (
        <Spinner label="Loading games" />
      )}
    </section>
  );
}

function LoadedGames({ queryRef }: { queryRef: PreloadedQuery<StudioGamesQuery> }) {
  const data = usePreloadedQuery<StudioGamesQuery>(gamesQuery, queryRef);
  return <GamesOfStudio query={data} />;
}

function GamesOfStudio({ query }: { query: GamesList_query$key }) {
  const styles = useStyles();
  return (
    <GamesList
      query={query}
      heading={(count) => (
        <div className={styles.heading}>
          <Title3 as="h2">Games</Title3>
          <Subtitle2 as="p">
            {count} {count === 1 ? 'game' : 'games'}
          </Subtitle2>
        </div>
      )}
    />
  );
}
