import { Title2, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import { BoardLayout } from '../studio-board/BoardLayout';
import { BOARD_TYPES } from '../studio-board/tabs';
import type { KnowledgeSharingPageQuery } from './__generated__/KnowledgeSharingPageQuery.graphql';
import { KnowledgeSharingList } from './KnowledgeSharingList';
import { KS_PERMISSION } from './knowledgeSharingRoute';

const query = graphql`
  query KnowledgeSharingPageQuery($type: SharedGameType!, $term: String, $count: Int!) {
    ...BoardLayout_query
    viewer {
      permissions
    }
    ...KnowledgeSharingList_query @arguments(type: $type, term: $term, count: $count)
  }
`;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px', minWidth: 0 },
  top: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  types: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * `/board/ks/finished/:type` (KS-01, KS-04): the games other studios share, CPI or CTR
 * tests, with the list's search, sort and filters. Only for view_knowledge_sharing
 * (KS-03): the gateway answers anyone else an empty list (orEmpty), and the page shows the not-found page.
 */
export function KnowledgeSharingPage({ queryRef }: { queryRef: PreloadedQuery<KnowledgeSharingPageQuery> }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const data = usePreloadedQuery<KnowledgeSharingPageQuery>(query, queryRef);
  const type = queryRef.variables.type === 'CTR' ? 'ctr' : 'cpi';
  if (!data.viewer?.permissions.includes(KS_PERMISSION)) return <NotFoundPage />;

  // KS-04: the other type keeps the search.
  const typeSearch = () => {
    const term = params.get('term');
    return term ? `?${new URLSearchParams({ term }).toString()}` : '';
  };

  return (
    <BoardLayout query={data}>
      <div className={styles.page}>
        <div className={styles.top}>
          <Title2 as="h1">Knowledge sharing</Title2>
          <div className={styles.types} role="group" aria-label="Test type">
            {BOARD_TYPES.map((option) => (
              <ToggleButton
                key={option.type}
                checked={option.type === type}
                appearance={option.type === type ? 'primary' : 'secondary'}
                onClick={() => navigate(`/board/ks/finished/${option.type}${typeSearch()}`)}
              >
                {option.label}
              </ToggleButton>
            ))}
          </div>
        </div>
        {/* A new type starts from its own default sort and ranges. */}
        <KnowledgeSharingList key={type} query={data} type={type} />
      </div>
    </BoardLayout>
  );
}
