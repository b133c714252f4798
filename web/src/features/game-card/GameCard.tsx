import {
  Badge,
  Button,
  Caption1,
  Card,
  Link,
  Popover,
  PopoverSurface,
  Spinner,
  PopoverTrigger,
  RatingDisplay,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { FolderRegular, OpenRegular, PhoneRegular, QrCodeRegular, StarRegular, VideoClipRegular } from '@fluentui/react-icons';
import {
  formatCost,
  formatDate,
  formatNetworkScores,
  formatPercent,
  formatRoundedPercent,
  formatScore,
  formatStatus,
  ONGOING_OPERATIONS_MESSAGE,
  recommendationDisplay,
  SCORE_DIMENSIONS,
  SCORE_MAX,
  truncateName,
  type RecommendationTone,
} from '@greenlight/rules';
import { Fragment } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { gameStatusId } from '../../relay/enums';
import { useHasPermission } from '../app-shell/viewer-permissions';
import { GamePanelLink } from '../game-detail/GamePanelLink';
import type { GameCard_game$data, GameCard_game$key } from './__generated__/GameCard_game.graphql';
import { StepGauge } from './StepGauge';

const fragment = graphql`
  fragment GameCard_game on Game {
    gameId
    disabled
    name
    iconUrl
    platform
    status
    isCtr
    isIterating
    isManagedByProvider
    nbIterations
    lastIterationDate
    adNetworks
    recommendation
    storeUrl
    video
    gameAnalyticsUrl
    facebookUrl
    snapchatUrl
    prototypeRecommendation {
      adNetworks {
        adNetwork
        score
      }
    }
    scoreDetails {
      execution
      balancing
      artEfficiency
      progression
      idea
      newness
      systemOne
      depth
      ratedAt
    }
    projectId
    projectGameCount
    studio {
      studioId
      name
      activityState
      hubspotUrl
    }
    pm {
      name
    }
    last {
      cpi
      cpnu
      d1
      d3Roas
    }
    best {
      cpi
      cpnu
      d1
      d3Roas
    }
    ...StepGauge_game
  }
`;

/** GC-01: the card's video plays in a 400 px popover. */
export const VIDEO_POPOVER_WIDTH = 400;

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
  titles: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  name: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  nameLink: { color: tokens.colorNeutralForeground1, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  busy: { opacity: 0.7 },
  studioLink: { color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  operations: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorBrandForeground1 },
  studio: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 },
  active: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  inactive: { backgroundColor: tokens.colorNeutralForeground4 },
  churned: { backgroundColor: tokens.colorPaletteRedBackground3 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  platform: { display: 'inline-flex', alignItems: 'center', gap: '2px', color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  kpis: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  kpi: { display: 'flex', flexDirection: 'column' },
  kpiValue: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // Wraps when a game has every link (analytics, store, both networks, CRM).
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    marginTop: 'auto',
  },
  scores: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  scoreDetails: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '240px' },
  dimensions: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  dimensionLabel: { color: tokens.colorNeutralForeground2 },
  dimensionValue: { margin: 0, display: 'flex', justifyContent: 'flex-end' },
  qr: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, width: '300px', boxSizing: 'border-box' },
  video: { width: `${VIDEO_POPOVER_WIDTH}px`, maxWidth: '90vw', display: 'block', borderRadius: tokens.borderRadiusMedium, backgroundColor: '#000' },
  qrImage: { backgroundColor: '#ffffff', padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium },
});

const ACTIVITY_LABEL = { ACTIVE: 'Active studio', INACTIVE: 'Inactive studio', CHURNED: 'Churned studio' } as const;

const NETWORK_LABEL: Record<string, string> = { FACEBOOK: 'Facebook', SNAPCHAT: 'Snapchat' };

const TONE_COLOR: Record<RecommendationTone, 'success' | 'informative' | 'warning' | 'danger'> = {
  good: 'success',
  neutral: 'informative',
  warning: 'warning',
  bad: 'danger',
};

/** GC-09: the store page's QR code popover is 300 px wide, the code 200 px. */
export const QR_POPOVER_WIDTH = 300;
export const QR_CODE_SIZE = 200;

/**
 * A game in a list (GC, MG): icon, name cut at 25 characters, studio with its
 * activity, its PM, platform, status, recommendation, networks, the Auto or Manual
 * setup label (with create_dedicated_ad_account_games), the project icon when the
 * project holds several games, the KPIs (best or last after the list's best-only
 * flag; CPNU with view_cpnu, D3 ROAS with view_proto_score), the score per network
 * and, with view_proto_score, the rating's details, and the links: analytics, store
 * (with its QR code), the campaigns in the networks' ads managers and the CRM. The
 * board's CPI-test cards round D1 and say N/A for what is missing (MG-20);
 * in-progress board cards show how far the submission is (MG-14).
 */
export function GameCard({
  game,
  variant,
  best = true,
  onProject,
}: {
  game: GameCard_game$key;
  variant: 'publishing' | 'board';
  /** GL-31: the list shows the best value over iterations, else the last one. */
  best?: boolean;
  onProject?: ((projectId: number) => void) | undefined;
}) {
  const styles = useStyles();
  const data = useFragment(fragment, game);
  const seesCpnu = useHasPermission('view_cpnu');
  const seesScore = useHasPermission('view_proto_score');
  const seesSetup = useHasPermission('create_dedicated_ad_account_games');
  const publishing = variant === 'publishing';
  const kpis = publishing && best ? data.best : data.last;
  const inProgress = data.status === 'PENDING_SDK_INTEGRATION' || data.status === 'PENDING_REVIEW';
  const measured = kpis.cpi !== null || kpis.d1 !== null;
  const showKpis = variant === 'board' ? !data.isCtr && !inProgress : measured;
  const status = formatStatus(gameStatusId(data.status));
  const platform = data.platform === 'IOS' ? 'iOS' : 'Android';
  const activity = data.studio.activityState;
  const recommendation = publishing ? recommendationDisplay(data.recommendation) : null;
  const networkScores = data.prototypeRecommendation.adNetworks.map(({ adNetwork, score }) => ({
    network: NETWORK_LABEL[adNetwork] ?? adNetwork,
    score,
  }));

  return (
    <Card className={mergeClasses(styles.card, data.disabled && styles.busy)} aria-label={data.name} aria-busy={data.disabled || undefined}>
      {/* GC-29: the game is disabled while an action or operation runs on it. */}
      {data.disabled && (
        <Caption1 className={styles.operations} role="status">
          <Spinner size="extra-tiny" /> {ONGOING_OPERATIONS_MESSAGE}
        </Caption1>
      )}
      <div className={styles.top}>
        {data.iconUrl ? (
          <img className={styles.icon} src={data.iconUrl} alt="" loading="lazy" width={44} height={44} />
        ) : (
          <div className={styles.icon} aria-hidden="true" />
        )}
        <div className={styles.titles}>
          <Tooltip content={data.name} relationship="label" withArrow>
            {publishing ? (
              <GamePanelLink gameId={data.gameId} className={mergeClasses(styles.name, styles.nameLink)}>
                {truncateName(data.name)}
              </GamePanelLink>
            ) : (
              <Text className={styles.name}>{truncateName(data.name)}</Text>
            )}
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
            {publishing ? (
              // GL-11, GL-13: the studio's games (the studio page is not built yet); a new tab works too.
              <RouterLink className={styles.studioLink} to={`/home?studio=${data.studio.studioId}`}>
                <Caption1>{data.studio.name}</Caption1>
              </RouterLink>
            ) : (
              <Caption1>{data.studio.name}</Caption1>
            )}
          </span>
        </div>
        {publishing && data.projectGameCount > 1 && data.projectId !== null && (
          <Tooltip content={`The ${data.projectGameCount} games of this project`} relationship="label">
            <Button
              appearance="subtle"
              size="small"
              icon={<FolderRegular />}
              onClick={() => onProject?.(data.projectId!)}
            >
              {data.projectGameCount}
            </Button>
          </Tooltip>
        )}
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
        {recommendation && (
          <Badge appearance="outline" color={TONE_COLOR[recommendation.tone]}>
            {recommendation.label}
          </Badge>
        )}
        <span className={styles.platform}>
          <PhoneRegular aria-hidden="true" />
          <Caption1>{platform}</Caption1>
        </span>
        <Caption1>{data.isCtr ? 'CTR' : 'CPI'}</Caption1>
        {data.adNetworks.length > 0 && <Caption1>{data.adNetworks.join(' | ')}</Caption1>}
        {publishing && seesSetup && (
          <Badge appearance="tint" color="subtle">
            {data.isManagedByProvider ? 'Auto' : 'Manual'}
          </Badge>
        )}
      </div>
      {publishing && <Caption1 className={styles.muted}>PM: {data.pm?.name ?? '-'}</Caption1>}
      {publishing && data.nbIterations > 0 && (
        <Caption1>
          {data.nbIterations} {data.nbIterations === 1 ? 'iteration' : 'iterations'}, last on {formatDate(data.lastIterationDate)}
        </Caption1>
      )}
      {variant === 'board' && inProgress && !data.isIterating && <StepGauge game={data} />}
      {showKpis && (
        <div className={styles.kpis}>
          <Kpi label="CPI" value={variant === 'board' ? formatCost(kpis.cpi, 'N/A') : formatCost(kpis.cpi)} />
          <Kpi label="D1" value={variant === 'board' ? formatRoundedPercent(kpis.d1) : formatPercent(kpis.d1, 1)} />
          {publishing && seesCpnu && <Kpi label="CPNU" value={formatCost(kpis.cpnu)} />}
          {publishing && seesScore && <Kpi label="D3 ROAS" value={formatPercent(kpis.d3Roas, 1)} />}
        </div>
      )}
      {/* GC-15: the score per network; GC-17: the rating's details with view_proto_score. */}
      {publishing && (networkScores.length > 0 || seesScore) && (
        <div className={styles.scores}>
          <Caption1>{networkScores.length > 0 && `Score: ${formatNetworkScores(networkScores)}`}</Caption1>
          {seesScore && <ScoreDetailsButton name={data.name} details={data.scoreDetails} />}
        </div>
      )}
      {publishing && (data.storeUrl || data.studio.hubspotUrl || data.video || data.gameAnalyticsUrl || data.facebookUrl || data.snapchatUrl) && (
        <div className={styles.links}>
          {data.video && (
            <Popover withArrow positioning="above">
              <PopoverTrigger disableButtonEnhancement>
                <Button appearance="subtle" size="small" icon={<VideoClipRegular />} aria-label={`Play ${data.name}'s video`} />
              </PopoverTrigger>
              <PopoverSurface aria-label={`${data.name}'s video`}>
                <video className={styles.video} src={data.video} controls autoPlay muted playsInline />
              </PopoverSurface>
            </Popover>
          )}
          {/* GC-08: the game in the analytics service. */}
          {data.gameAnalyticsUrl && (
            <Link href={data.gameAnalyticsUrl} target="_blank" rel="noreferrer" aria-label={`${data.name} in the analytics service`}>
              <OpenRegular aria-hidden="true" /> Analytics
            </Link>
          )}
          {data.storeUrl && (
            <Link href={data.storeUrl} target="_blank" rel="noreferrer">
              <OpenRegular aria-hidden="true" /> Store
            </Link>
          )}
          {/* GC-10: the game's campaign in each network's ads manager. */}
          {data.facebookUrl && (
            <Link href={data.facebookUrl} target="_blank" rel="noreferrer" aria-label={`${data.name} on Facebook`}>
              <OpenRegular aria-hidden="true" /> Facebook
            </Link>
          )}
          {data.snapchatUrl && (
            <Link href={data.snapchatUrl} target="_blank" rel="noreferrer" aria-label={`${data.name} on Snapchat`}>
              <OpenRegular aria-hidden="true" /> Snapchat
            </Link>
          )}
          {/* GC-16: the studio in the CRM, with view_hubspot_url (the gateway answers null otherwise). */}
          {data.studio.hubspotUrl && (
            <Link href={data.studio.hubspotUrl} target="_blank" rel="noreferrer" aria-label={`${data.studio.name} in the CRM`}>
              <OpenRegular aria-hidden="true" /> CRM
            </Link>
          )}
          {data.storeUrl && (
            <Popover withArrow positioning="above">
              <PopoverTrigger disableButtonEnhancement>
                <Button appearance="subtle" size="small" icon={<QrCodeRegular />} aria-label={`QR code of ${data.name}'s store page`} />
              </PopoverTrigger>
              <PopoverSurface aria-label="Store QR code">
                <div className={styles.qr}>
                  <QRCodeSVG className={styles.qrImage} value={data.storeUrl} size={QR_CODE_SIZE} marginSize={1} title={`${data.name} in the store`} />
                  <Caption1>Scan to open the store page</Caption1>
                </div>
              </PopoverSurface>
            </Popover>
          )}
        </div>
      )}
    </Card>
  );
}

/** GC-17, GC-23: the eight dimensions of the staff's rating, 0-5 each, in a popover. */
function ScoreDetailsButton({ name, details }: { name: string; details: GameCard_game$data['scoreDetails'] }) {
  const styles = useStyles();
  return (
    // Aligned on the button's end: it sits at the card's right edge, the page's for the last column.
    <Popover withArrow positioning={{ position: 'above', align: 'end', overflowBoundaryPadding: 8 }}>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<StarRegular />} aria-label={`Score details of ${name}`}>
          Score details
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={`Score details of ${name}`}>
        <div className={styles.scoreDetails}>
          <div>
            <Text weight="semibold" block>
              Score details
            </Text>
            <Caption1 className={styles.muted}>{details ? `Rated on ${formatDate(details.ratedAt)}` : 'Not rated yet'}</Caption1>
          </div>
          <dl className={styles.dimensions}>
            {SCORE_DIMENSIONS.map(({ id, label }) => {
              const value = details ? details[id] : null;
              return (
                <Fragment key={id}>
                  <dt className={styles.dimensionLabel}>
                    <Caption1>{label}</Caption1>
                  </dt>
                  <dd className={styles.dimensionValue}>
                    {value === null ? (
                      <Caption1>-</Caption1>
                    ) : (
                      <RatingDisplay
                        value={value}
                        max={SCORE_MAX}
                        size="small"
                        color="marigold"
                        valueText={formatScore(value)}
                        aria-label={`${label} ${formatScore(value)}`}
                      />
                    )}
                  </dd>
                </Fragment>
              );
            })}
          </dl>
        </div>
      </PopoverSurface>
    </Popover>
  );
}

function Kpi({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <div className={styles.kpi}>
      <Caption1>{label}</Caption1>
      <span className={styles.kpiValue}>{value}</span>
    </div>
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
