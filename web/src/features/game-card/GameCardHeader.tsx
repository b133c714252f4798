import { Button, Caption1, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FolderRegular } from '@fluentui/react-icons';
import { truncateName } from '@greenlight/rules';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { StudioActivity } from '../../components/StudioActivity';
import { GamePanelIconLink, GamePanelLink } from '../game-detail/GamePanelLink';
import type { GameCardHeader_game$key } from './__generated__/GameCardHeader_game.graphql';

const fragment = graphql`
  fragment GameCardHeader_game on Game {
    gameId
    name
    iconUrl
    projectId
    projectGameCount
    studio {
      studioId
      name
      activityState
    }
  }
`;

const useStyles = makeStyles({
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
  studio: { color: tokens.colorNeutralForeground3 },
  studioLink: { color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
});

/**
 * The card's icon, name (cut at 25 characters, GC-02), studio with its activity
 * (GC-03) and, when its project holds several games, the project's icon (GC-11). The
 * icon and the name open the game's panel (GC-19, GL-10); on the publishing side the
 * studio lists its games (GL-11).
 */
export function GameCardHeader({
  game: key,
  publishing,
  onProject,
}: {
  game: GameCardHeader_game$key;
  publishing: boolean;
  onProject?: ((projectId: number) => void) | undefined;
}) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const { projectId } = game;
  return (
    <div className={styles.top}>
      <GamePanelIconLink gameId={game.gameId} name={game.name} className={styles.iconLink}>
        {game.iconUrl ? (
          <img className={styles.icon} src={game.iconUrl} alt="" loading="lazy" width={44} height={44} />
        ) : (
          <span className={styles.icon} aria-hidden="true" />
        )}
      </GamePanelIconLink>
      <div className={styles.titles}>
        <Tooltip content={game.name} relationship="label" withArrow>
          {/* GC-19; on the board too (issue 15): a studio member opens its game's panel, or its submission. */}
          <GamePanelLink gameId={game.gameId} className={mergeClasses(styles.name, styles.nameLink)}>
            {truncateName(game.name)}
          </GamePanelLink>
        </Tooltip>
        <StudioActivity state={game.studio.activityState} className={styles.studio}>
          {publishing ? (
            // SD-16: the studio's page; a new tab works too.
            <RouterLink className={styles.studioLink} to={`/studio/${game.studio.studioId}`}>
              <Caption1>{game.studio.name}</Caption1>
            </RouterLink>
          ) : (
            <Caption1>{game.studio.name}</Caption1>
          )}
        </StudioActivity>
      </div>
      {publishing && game.projectGameCount > 1 && projectId != null && (
        <Tooltip content={`The ${game.projectGameCount} games of this project`} relationship="label">
          <Button appearance="subtle" size="small" icon={<FolderRegular />} onClick={() => onProject?.(projectId)}>
            {game.projectGameCount}
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
