import { Combobox, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import {
  GAME_TAB_LABELS,
  gameTab,
  HEADER_SEARCH_DEBOUNCE_MS,
  HEADER_SEARCH_MAX_LENGTH,
  NO_GAMES_MATCHING,
} from '@greenlight/rules';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { gameStatusId } from '../../relay/enums';
import type { HeaderSearchQuery, HeaderSearchQuery$data } from './__generated__/HeaderSearchQuery.graphql';

const query = graphql`
  query HeaderSearchQuery($term: String!) {
    searchGames(term: $term) {
      gameId
      name
      status
      isIterating
      iconUrl
    }
  }
`;

type Hit = HeaderSearchQuery$data['searchGames'][number];

const useStyles = makeStyles({
  box: { minWidth: '0', width: 'min(320px, 100%)' },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  icon: { width: '24px', height: '24px', borderRadius: tokens.borderRadiusSmall, objectFit: 'cover', flexShrink: 0 },
  placeholder: { width: '24px', height: '24px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground3, flexShrink: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flexGrow: 1 },
  status: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, flexShrink: 0 },
});

/** The games a term finds, asked once the typing pauses; null while nothing was asked. */
function useGameSearch(term: string): { hits: readonly Hit[] | null; loading: boolean } {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<{ term: string; hits: readonly Hit[] } | null>(null);
  const trimmed = term.trim();
  useEffect(() => {
    if (!trimmed) return;
    let subscription: { unsubscribe: () => void } | undefined;
    const timer = setTimeout(() => {
      // MG-22: a newer term cancels the search still on its way (Relay unsubscribes, the request is aborted).
      subscription = fetchQuery<HeaderSearchQuery>(environment, query, { term: trimmed }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setAnswer({ term: trimmed, hits: data.searchGames }),
        error: () => setAnswer({ term: trimmed, hits: [] }),
      });
    }, HEADER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, trimmed]);
  if (!trimmed) return { hits: null, loading: false };
  return answer?.term === trimmed ? { hits: answer.hits, loading: false } : { hits: answer?.hits ?? null, loading: true };
}

/**
 * The studio header's search (NAV-03..06, SB-12): 50 characters at most; the games the
 * viewer sees by name (or store or bundle id), 50 at most, "no games matching" when
 * none; choosing one opens its panel over the page (GD-04: the other parameters go).
 */
export function HeaderSearch() {
  const styles = useStyles();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [, setParams] = useSearchParams();
  const { hits, loading } = useGameSearch(term);

  return (
    <Combobox
      className={styles.box}
      freeform
      aria-label="Search games"
      placeholder="Search games"
      maxLength={HEADER_SEARCH_MAX_LENGTH}
      value={term}
      expandIcon={loading ? <Spinner size="extra-tiny" aria-label="Searching" /> : <SearchRegular />}
      // The list shows what the term found as soon as it is known.
      open={open && hits !== null}
      onOpenChange={(_event, data) => setOpen(data.open)}
      onChange={(event) => {
        setTerm(event.target.value.slice(0, HEADER_SEARCH_MAX_LENGTH));
        setOpen(true);
      }}
      onOptionSelect={(_event, data) => {
        if (!data.optionValue) return;
        setTerm('');
        setOpen(false);
        setParams((current) => {
          const next = new URLSearchParams(current);
          for (const name of ['game', 'gameid', 'gameKsId', 'create', 'studio', 'view']) next.delete(name);
          next.set('gameid', data.optionValue!);
          return next;
        });
      }}
    >
      {hits !== null && hits.length === 0 && !loading && (
        <Option disabled value="" text={NO_GAMES_MATCHING}>
          {NO_GAMES_MATCHING}
        </Option>
      )}
      {(hits ?? []).map((hit) => (
        <Option key={hit.gameId} value={String(hit.gameId)} text={hit.name}>
          <span className={styles.option}>
            {hit.iconUrl ? <img className={styles.icon} src={hit.iconUrl} alt="" /> : <span className={styles.placeholder} />}
            <span className={styles.name}>{hit.name}</span>
            <span className={styles.status}>{GAME_TAB_LABELS[gameTab({ status: gameStatusId(hit.status), isIterating: hit.isIterating })]}</span>
          </span>
        </Option>
      ))}
    </Combobox>
  );
}
