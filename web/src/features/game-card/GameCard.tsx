import {
  Badge,
  Caption1,
  Card,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { PhoneRegular } from '@fluentui/react-icons';
import { formatCost, formatDate, formatPercent, formatRoundedPercent, formatStatus, truncateName } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import type { GameCard_game$key } from './__generated__/GameCard_game.graphql';
import { StepGauge } from './StepGauge';

const fragment = graphql`
  fragment GameCard_game on Game {
    name
    iconUrl
    platform
    status
    isCtr
    isIterating
    nbIterations
    lastIterationDate
    adNetworks
    studio {
      name
      activityState
    }
    last {
      cpi
      d1
    }
    ...StepGauge_game
  }
`;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS, height: '100%', boxSizing: 'border-box' },
  top: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', minWidth: 0 },
  icon: {
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    flexShrink: 0,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  titles: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  studio: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 },
  active: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  inactive: { backgroundColor: tokens.colorNeutralForeground4 },
  churned: { backgroundColor: tokens.colorPaletteRedBackground3 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  platform: { display: 'inline-flex', alignItems: 'center', gap: '2px', color: tokens.colorNeutralForeground2 },
  kpis: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, 1fr)',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  kpi: { display: 'flex', flexDirection: 'column' },
  kpiValue: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

const ACTIVITY_LABEL = { ACTIVE: 'Active studio', INACTIVE: 'Inactive studio', CHURNED: 'Churned studio' } as const;

/**
 * A game in a list (GC, MG): icon, name cut at 25 characters, studio with its
 * activity, platform, status and, once measured, the last CPI and D1. The board's
 * CPI-test cards round D1 and say N/A for what is missing (MG-20); in-progress
 * board cards show how far the submission is (MG-14).
 */
export function GameCard({ game, variant }: { game: GameCard_game$key; variant: 'publishing' | 'board' }) {
  const styles = useStyles();
  const data = useFragment(fragment, game);
  const inProgress = data.status === 'PENDING_SDK_INTEGRATION' || data.status === 'PENDING_REVIEW';
  const measured = data.last.cpi !== null || data.last.d1 !== null;
  const showKpis = variant === 'board' ? !data.isCtr && !inProgress : measured;
  const status = formatStatus(data.status.toLowerCase());
  const platform = data.platform === 'IOS' ? 'iOS' : 'Android';
  const activity = data.studio.activityState;

  return (
    <Card className={styles.card} aria-label={data.name}>
      <div className={styles.top}>
        {data.iconUrl ? (
          <img className={styles.icon} src={data.iconUrl} alt="" loading="lazy" width={44} height={44} />
        ) : (
          <div className={styles.icon} aria-hidden="true" />
        )}
        <div className={styles.titles}>
          <Tooltip content={data.name} relationship="label" withArrow>
            <Text className={styles.name}>{truncateName(data.name)}</Text>
          </Tooltip>
          <span className={styles.studio}>
            <span
              className={mergeClasses(
                styles.dot,
                activity === 'ACTIVE' ? styles.active : activity === 'CHURNED' ? styles.churned : styles.inactive,
              )}
              role="img"
              aria-label={ACTIVITY_LABEL[activity]}
              title={ACTIVITY_LABEL[activity]}
            />
            <Caption1>{data.studio.name}</Caption1>
          </span>
        </div>
      </div>
      <div className={styles.meta}>
        <Badge appearance="tint" color={statusColor(data.status)}>
          {status}
        </Badge>
        {data.isIterating && (
          <Badge appearance="outline" color="brand">
            Iterating
          </Badge>
        )}
        <span className={styles.platform}>
          <PhoneRegular aria-hidden="true" />
          <Caption1>{platform}</Caption1>
        </span>
        <Caption1>{data.isCtr ? 'CTR' : 'CPI'}</Caption1>
        {data.adNetworks.length > 0 && <Caption1>{data.adNetworks.join(' | ')}</Caption1>}
      </div>
      {variant === 'publishing' && data.nbIterations > 0 && (
        <Caption1>
          {data.nbIterations} {data.nbIterations === 1 ? 'iteration' : 'iterations'}, last on {formatDate(data.lastIterationDate)}
        </Caption1>
      )}
      {variant === 'board' && inProgress && !data.isIterating && <StepGauge game={data} />}
      {showKpis && (
        <div className={styles.kpis}>
          <div className={styles.kpi}>
            <Caption1>CPI</Caption1>
            <span className={styles.kpiValue}>
              {variant === 'board' ? formatCost(data.last.cpi, 'N/A') : formatCost(data.last.cpi)}
            </span>
          </div>
          <div className={styles.kpi}>
            <Caption1>D1</Caption1>
            <span className={styles.kpiValue}>
              {variant === 'board' ? formatRoundedPercent(data.last.d1) : formatPercent(data.last.d1, 1)}
            </span>
          </div>
        </div>
      )}
    </Card>
  );
}

function statusColor(status: string): 'brand' | 'success' | 'warning' | 'informative' | 'subtle' | 'important' {
  switch (status) {
    case 'IN_TESTING':
      return 'success';
    case 'PENDING_TESTING':
    case 'PENDING_REVIEW':
      return 'warning';
    case 'FINISHED':
      return 'brand';
    case 'ARCHIVED':
      return 'subtle';
    default:
      return 'informative';
  }
}
