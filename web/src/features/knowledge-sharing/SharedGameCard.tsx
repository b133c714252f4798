import { Badge, Caption1, Card, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MISSING_CARD, formatCost, formatPercent, formatRoundedPercent, truncateName } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import { KpiValue } from '../../components/KpiValue';
import { platformLabel } from '../../components/labels';
import { GamePanelIconLink, GamePanelLink } from '../game-detail/GamePanelLink';
import type { SharedGameCard_game$key } from './__generated__/SharedGameCard_game.graphql';
import { SharedGamePin } from './SharedGamePin';

const fragment = graphql`
  fragment SharedGameCard_game on SharedGame {
    gameId
    name
    iconUrl
    platform
    iterationCount
    tags
    videoUrl
    isCtr
    cpi
    ctr
    d1
    d7
    playtimeHumanReadable
    ...SharedGamePin_game
  }
`;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS, height: '100%', boxSizing: 'border-box', minWidth: 0 },
  top: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', minWidth: 0 },
  icon: {
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    flexShrink: 0,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  iconLink: { display: 'flex', flexShrink: 0, borderRadius: tokens.borderRadiusLarge },
  titles: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  name: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  nameLink: { color: tokens.colorNeutralForeground1, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  muted: { color: tokens.colorNeutralForeground3 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  body: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', minWidth: 0 },
  video: {
    width: '96px',
    height: '170px',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  kpis: {
    flexGrow: 1,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingVerticalM,
    alignContent: 'start',
  },
});

/**
 * A shared game in the knowledge-sharing list (KS-21): its icon and name (cut at 25
 * characters), which open the game's page (KS-16), platform and iterations, its tags, the
 * newest iteration's video and KPIs (CPI tests: CPI, D1, D7 and playtime; CTR tests:
 * the CTR; N/A when missing) and the favourite star (KS-13).
 */
export function SharedGameCard({ game: key }: { game: SharedGameCard_game$key }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  return (
    <Card className={styles.card} aria-label={game.name}>
      <div className={styles.top}>
        <GamePanelIconLink gameId={game.gameId} name={game.name} param="gameKsId" className={styles.iconLink}>
          {game.iconUrl ? (
            <img className={styles.icon} src={game.iconUrl} alt="" loading="lazy" width={44} height={44} />
          ) : (
            <span className={styles.icon} aria-hidden="true" />
          )}
        </GamePanelIconLink>
        <div className={styles.titles}>
          <Tooltip content={game.name} relationship="label" withArrow>
            <GamePanelLink gameId={game.gameId} param="gameKsId" className={mergeClasses(styles.name, styles.nameLink)}>
              {truncateName(game.name)}
            </GamePanelLink>
          </Tooltip>
          <Caption1 className={styles.muted}>
            {platformLabel(game.platform)} · {game.iterationCount} {game.iterationCount === 1 ? 'iteration' : 'iterations'}
          </Caption1>
        </div>
        <SharedGamePin game={game} />
      </div>
      {game.tags.length > 0 && (
        <div className={styles.tags} aria-label="Tags">
          {game.tags.map((tag) => (
            <Badge key={tag} appearance="tint" color="informative" size="small">
              {tag}
            </Badge>
          ))}
        </div>
      )}
      <div className={styles.body}>
        {game.videoUrl && (
          <video className={styles.video} src={`${game.videoUrl}#t=1`} aria-label={`${game.name} video`} preload="metadata" muted playsInline controls />
        )}
        <div className={styles.kpis}>
          {game.isCtr ? (
            <KpiValue label="CTR" value={formatPercent(game.ctr, 1, MISSING_CARD)} named />
          ) : (
            <>
              <KpiValue label="CPI" value={formatCost(game.cpi, MISSING_CARD)} named />
              <KpiValue label="D1" value={formatRoundedPercent(game.d1)} named />
              <KpiValue label="D7" value={formatRoundedPercent(game.d7)} named />
              <KpiValue label="Playtime" value={game.playtimeHumanReadable ?? MISSING_CARD} named />
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
