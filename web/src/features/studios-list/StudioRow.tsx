import {
  Button,
  Caption1,
  Card,
  Link,
  TableCell,
  TableRow,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { PersonSwapRegular, SearchRegular, StarFilled, StarRegular } from '@fluentui/react-icons';
import { MISSING, formatCost, formatDate, formatDaysAgo, formatDuration, formatPercent, formatTrendPercent } from '@greenlight/rules';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { useNotify } from '../app-shell/notifications';
import type { StudioRowStarMutation } from './__generated__/StudioRowStarMutation.graphql';
import type { StudioRow_studio$data, StudioRow_studio$key } from './__generated__/StudioRow_studio.graphql';
import { ImpersonateDialog } from './ImpersonateDialog';
import { LAST_OPENED_STUDIO_KEY, type StudioColumn } from './studios-list-state';

const fragment = graphql`
  fragment StudioRow_studio on Studio {
    id
    studioId
    name
    isStarred
    pmName
    secondaryPm {
      name
    }
    activityLabel
    nbPrototypes
    nbPrototypes6Months
    nbHits
    sinceLastIterationDate
    contract
    createdAt
    cpi3Months {
      value
      percentage
      isGreen
    }
    ctr3Months {
      value
      percentage
      isGreen
    }
    day13Months {
      value
      percentage
      isGreen
    }
    day73Months {
      value
      percentage
      isGreen
    }
    playtime3Months {
      value
      percentage
      isGreen
    }
  }
`;

const starMutation = graphql`
  mutation StudioRowStarMutation($studioId: ID!, $starred: Boolean!) {
    starStudio(studioId: $studioId, starred: $starred) {
      __typename
      ... on Studio {
        id
        isStarred
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  row: { scrollMarginTop: '96px' },
  opens: { cursor: 'pointer' },
  kpi: { display: 'inline-flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  change: { color: tokens.colorNeutralForeground3 },
  green: { color: tokens.colorPaletteGreenForeground1 },
  count: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, scrollMarginTop: '96px' },
  cardHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  cardName: { flexGrow: 1 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', margin: 0 },
  factLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  factValue: { margin: 0 },
});

type Trend = StudioRow_studio$data['cpi3Months'];

/** SL-13: the columns whose cell opens the studio (the AVG session column is the playtime). */
const OPENING_COLUMNS: ReadonlySet<string> = new Set(['name', 'gamesCpi3Months', 'gamesDay13Months', 'gamesDay73Months', 'gamesPlaytime3Months']);

/** SL-24, CONF-13: a KPI and its change against the 3 months before, green only when it got better. */
function Kpi({ text, trend }: { text: string; trend: Trend }) {
  const styles = useStyles();
  const change = formatTrendPercent(trend.percentage);
  return (
    <span className={styles.kpi}>
      {text}
      {change !== null && trend.value !== null && (
        <Caption1 className={mergeClasses(styles.change, trend.isGreen && styles.green)} title="Change against the 3 months before">
          {change}
        </Caption1>
      )}
    </span>
  );
}

/** SL-16: the list remembers the studio opened, to come back to it. */
export const rememberOpenedStudio = (studioId: number) => {
  try {
    window.sessionStorage.setItem(LAST_OPENED_STUDIO_KEY, String(studioId));
  } catch {
    // A browser without session storage simply does not scroll back.
  }
};

/** What a studio shows in one column (SL-08, SL-12, SL-18, SL-25). */
function CellContent({ column, studio, onOpen }: { column: string; studio: StudioRow_studio$data; onOpen: () => void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  switch (column) {
    case 'name':
      return <StudioLink studio={studio} onOpen={onOpen} />;
    case 'pmName':
      return <>{studio.pmName ?? MISSING}</>;
    case 'secondaryPmName':
      return <>{studio.secondaryPm?.name ?? MISSING}</>;
    case 'gamesCpi3Months':
      return <Kpi text={formatCost(studio.cpi3Months.value)} trend={studio.cpi3Months} />;
    case 'gamesCtr3Months':
      return <Kpi text={formatPercent(studio.ctr3Months.value, 1)} trend={studio.ctr3Months} />;
    case 'gamesDay13Months':
      return <Kpi text={formatPercent(studio.day13Months.value, 1)} trend={studio.day13Months} />;
    case 'gamesDay73Months':
      return <Kpi text={formatPercent(studio.day73Months.value, 1)} trend={studio.day73Months} />;
    case 'gamesPlaytime3Months':
      return <Kpi text={formatDuration(studio.playtime3Months.value)} trend={studio.playtime3Months} />;
    case 'nbPrototypes':
      return (
        <span className={styles.count}>
          {studio.nbPrototypes}
          <Tooltip content="See the studio's games" relationship="description">
            <Button
              size="small"
              appearance="subtle"
              icon={<SearchRegular />}
              aria-label={`Games of ${studio.name}`}
              onClick={(event) => {
                event.stopPropagation();
                void navigate(`/home?studio=${studio.studioId}`);
              }}
            />
          </Tooltip>
        </span>
      );
    case 'gamesNbPrototypes6Months':
      return <>{studio.nbPrototypes6Months}</>;
    case 'sinceLastIterationDate':
      return <>{formatDaysAgo(studio.sinceLastIterationDate)}</>;
    case 'activityState':
      return <>{studio.activityLabel}</>;
    case 'nbHits':
      return <>{studio.nbHits}</>;
    case 'creationDate':
      return <>{formatDate(studio.createdAt)}</>;
    case 'contract':
      return <>{studio.contract ?? MISSING}</>;
    default:
      return <>{MISSING}</>;
  }
}

/** SL-13: the studio's name, a link to its page that the list remembers (SL-16). */
function StudioLink({ studio, onOpen }: { studio: StudioRow_studio$data; onOpen: () => void }) {
  return (
    <Link
      href={`/studio/${studio.studioId}`}
      onClick={(event) => {
        // The router navigates; a click with a modifier opens a new tab as a link does.
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        event.stopPropagation();
        onOpen();
      }}
    >
      {studio.name}
    </Link>
  );
}

function StarButton({ studio }: { studio: StudioRow_studio$data }) {
  const { error } = useNotify();
  const [commit] = useMutation<StudioRowStarMutation>(starMutation);
  const star = () => {
    const starred = !studio.isStarred;
    commit({
      variables: { studioId: studio.id, starred },
      optimisticResponse: { starStudio: { __typename: 'Studio', id: studio.id, isStarred: starred } },
      onCompleted: ({ starStudio }) => {
        if (starStudio.__typename === 'ProviderError') error(starStudio.message);
      },
      onError: () => error('The studio could not be starred'),
    });
  };
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={studio.isStarred ? <StarFilled color={tokens.colorPaletteYellowForeground1} /> : <StarRegular />}
      aria-label={studio.isStarred ? `Unstar ${studio.name}` : `Star ${studio.name}`}
      aria-pressed={studio.isStarred}
      onClick={(event) => {
        event.stopPropagation();
        star();
      }}
    />
  );
}

function ImpersonateButton({ studio }: { studio: StudioRow_studio$data }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        appearance="subtle"
        icon={<PersonSwapRegular />}
        aria-label={`Impersonate a user of ${studio.name}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      />
      <ImpersonateDialog studioId={studio.id} studioName={studio.name} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * One studio of the list (SL-08..14): a table row with the chosen columns in their
 * order, or a card with the same facts at 768 px or less; its star, and for allowed
 * viewers its impersonate link.
 */
export function StudioRow({
  studio: key,
  columns,
  layout,
  canImpersonate,
}: {
  studio: StudioRow_studio$key;
  columns: readonly StudioColumn[];
  layout: 'table' | 'cards';
  canImpersonate: boolean;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const studio = useFragment(fragment, key);
  const open = () => {
    rememberOpenedStudio(studio.studioId);
    void navigate(`/studio/${studio.studioId}`);
  };

  if (layout === 'cards') {
    return (
      <Card className={styles.card} data-studio-id={studio.studioId} aria-label={studio.name}>
        <div className={styles.cardHead}>
          <StarButton studio={studio} />
          <Text weight="semibold" className={styles.cardName}>
            <StudioLink studio={studio} onOpen={open} />
          </Text>
          {canImpersonate && <ImpersonateButton studio={studio} />}
        </div>
        <dl className={styles.facts}>
          {columns
            .filter((column) => column.id !== 'name')
            .map((column) => (
              <div key={column.id} className={styles.fact}>
                <dt className={styles.factLabel}>{column.label}</dt>
                <dd className={styles.factValue}>
                  <CellContent column={column.id} studio={studio} onOpen={open} />
                </dd>
              </div>
            ))}
        </dl>
      </Card>
    );
  }

  return (
    <TableRow className={styles.row} data-studio-id={studio.studioId}>
      <TableCell>
        <StarButton studio={studio} />
      </TableCell>
      {columns.map((column) => (
        <Cell key={column.id} opens={OPENING_COLUMNS.has(column.id)} onOpen={open}>
          <CellContent column={column.id} studio={studio} onOpen={open} />
        </Cell>
      ))}
      {canImpersonate && (
        <TableCell>
          <ImpersonateButton studio={studio} />
        </TableCell>
      )}
    </TableRow>
  );
}

/** SL-13: a cell of the name, CPI, Day 1, Day 7 or playtime column opens the studio on a click. */
function Cell({ opens, onOpen, children }: { opens: boolean; onOpen: () => void; children: ReactNode }) {
  const styles = useStyles();
  return (
    <TableCell className={opens ? styles.opens : undefined} onClick={opens ? onOpen : undefined}>
      {children}
    </TableCell>
  );
}
