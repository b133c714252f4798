import { CounterBadge, Tab, TabList, Title2, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardSort } from '@greenlight/rules';
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { tabId } from '../../relay/enums';
import { onGameReadAgain } from '../game-detail/gameReadEvents';
import type { MyGamesPageCountsQuery } from './__generated__/MyGamesPageCountsQuery.graphql';
import type { MyGamesPageQuery } from './__generated__/MyGamesPageQuery.graphql';
import { ArchivedGames } from './ArchivedGames';
import { BoardLayout } from './BoardLayout';
import { CreateTestButton } from './CreateTestButton';
import { studioMenuEntries } from './StudioMenu';
import { MyGamesList } from './MyGamesList';
import { MyGamesOnlySwitch } from './MyGamesOnlySwitch';
import { MyGamesSort } from './MyGamesSort';
import { BOARD_TABS, BOARD_TYPES } from './tabs';

/** GD-18: the per-status counts alone, read again when the panel has read its game again. */
const countsQuery = graphql`
  query MyGamesPageCountsQuery($type: TestType!, $term: String, $myGamesOnly: Boolean) {
    myGamesCounts(type: $type, term: $term, myGamesOnly: $myGamesOnly) {
      inProgress
      isIterating
      pendingApproval
      inTesting
      finished
      archived
    }
  }
`;

const query = graphql`
  query MyGamesPageQuery($tab: MyGamesTab!, $type: TestType!, $term: String, $myGamesOnly: Boolean) {
    ...BoardLayout_query
    viewer {
      permissions
      studios {
        createsTests
      }
    }
    myGamesCounts(type: $type, term: $term, myGamesOnly: $myGamesOnly) {
      inProgress
      isIterating
      pendingApproval
      inTesting
      finished
      archived
    }
    myGamesSort(tab: $tab, type: $type) {
      option
    }
    ...MyGamesList_query @arguments(tab: $tab, type: $type, term: $term, myGamesOnly: $myGamesOnly)
  }
`;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  top: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // The tabs scroll within the page's width on a phone, not the page.
  tabs: { overflowX: 'auto', maxWidth: '100%' },
  bar: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  types: { display: 'flex', gap: tokens.spacingHorizontalS },
  tab: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

const COUNT_KEYS = {
  IN_PROGRESS: 'inProgress',
  IS_ITERATING: 'isIterating',
  PENDING_APPROVAL: 'pendingApproval',
  IN_TESTING: 'inTesting',
  FINISHED: 'finished',
} as const;

/** `/board/mygames/:filter/:type` (MG-01..04, MG-11..13): a studio's games for one tab. */
export function MyGamesPage({ queryRef }: { queryRef: PreloadedQuery<MyGamesPageQuery> }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = usePreloadedQuery<MyGamesPageQuery>(query, queryRef);
  const { tab, type } = queryRef.variables;
  const current = BOARD_TABS.find((t) => t.tab === tab) ?? BOARD_TABS[0]!;
  const currentType = BOARD_TYPES.find((t) => t.value === type) ?? BOARD_TYPES[0]!;
  const counts = data.myGamesCounts;
  const hasGames = Object.values(counts).some((count) => count > 0);
  const environment = useRelayEnvironment();
  // MG-25: the sort chosen on this page; the kept one (the gateway applies it) until then.
  const page = `${tab}/${type}`;
  const [choice, setChoice] = useState<{ page: string; sort: BoardSort } | null>(null);
  // A choice holds for the page it was made on (it is kept on the account, so the page
  // query applies it on the way back): another page forgets it, and the list, keyed
  // by page, mounts without a sort to apply (issue 17: no second request on return).
  if (choice !== null && choice.page !== page) setChoice(null);
  const chosen = choice?.page === page ? choice.sort : null;
  // MG-27, MG-28: a game moved to another tab: this tab and the counts are read again.
  const readAgain = useCallback(() => {
    fetchQuery<MyGamesPageQuery>(environment, query, queryRef.variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, queryRef.variables]);
  // GD-18: the panel read its game again (an action, an operation's end): the counts may have moved.
  const { type: countsType, term: countsTerm, myGamesOnly: countsMine } = queryRef.variables;
  useEffect(
    () =>
      onGameReadAgain(() => {
        fetchQuery<MyGamesPageCountsQuery>(environment, countsQuery, { type: countsType, term: countsTerm ?? null, myGamesOnly: countsMine ?? null }, { fetchPolicy: 'network-only' }).subscribe({});
      }),
    [environment, countsType, countsTerm, countsMine],
  );

  return (
    <BoardLayout query={data}>
      <div className={styles.page}>
        <div className={styles.top}>
          <Title2 as="h1">My games</Title2>
          <div className={styles.types} role="group" aria-label="Test type">
            {BOARD_TYPES.map((option) => (
              <ToggleButton
                key={option.type}
                checked={option.value === type}
                appearance={option.value === type ? 'primary' : 'secondary'}
                onClick={() => navigate(`/board/mygames/${current.filter}/${option.type}`)}
              >
                {option.label}
              </ToggleButton>
            ))}
          </div>
        </div>
        <div className={styles.tabs}>
        <TabList
          selectedValue={current.filter}
          onTabSelect={(_event, { value }) => navigate(`/board/mygames/${String(value)}/${currentType.type}`)}
        >
          {BOARD_TABS.map((option) => (
            <Tab key={option.filter} value={option.filter}>
              <span className={styles.tab}>
                {option.label}
                <CounterBadge
                  count={counts[COUNT_KEYS[option.tab as keyof typeof COUNT_KEYS]]}
                  showZero
                  size="small"
                  appearance={option.tab === tab ? 'filled' : 'ghost'}
                  color={option.tab === tab ? 'brand' : 'informative'}
                />
              </span>
            </Tab>
          ))}
        </TabList>
        </div>
        <div className={styles.bar}>
          <MyGamesOnlySwitch />
          <MyGamesSort tab={tab} type={type} current={chosen?.id ?? data.myGamesSort.option} onChange={(sort) => setChoice({ page, sort })} />
        </div>
        <MyGamesList
          key={page}
          query={data}
          tab={tabId(tab)}
          sort={chosen}
          emptyText={hasGames ? 'No more games' : 'You haven’t submit a game yet!'}
          // MG-13: a studio that has submitted nothing is offered the create button in the empty state.
          emptyAction={!hasGames && data.viewer && studioMenuEntries(data.viewer, null).createsTests ? <CreateTestButton placement="empty" /> : undefined}
          onMoved={readAgain}
        />
        {tab === 'FINISHED' && (
          <ArchivedGames type={type} term={queryRef.variables.term ?? null} myGamesOnly={queryRef.variables.myGamesOnly ?? false} count={counts.archived} />
        )}
      </div>
    </BoardLayout>
  );
}
