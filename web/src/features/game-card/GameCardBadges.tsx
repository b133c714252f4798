import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { PhoneRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { GameStatusBadge, IteratingBadge, RecommendationBadge } from '../../components/GameBadges';
import { platformLabel } from '../../components/labels';
import { gameStatusId } from '../../relay/enums';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { GameCardBadges_game$key } from './__generated__/GameCardBadges_game.graphql';

const fragment = graphql`
  fragment GameCardBadges_game on Game {
    status
    isIterating
    recommendation
    platform
    isCtr
    adNetworks
    isManagedByProvider
  }
`;

const useStyles = makeStyles({
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  platform: { display: 'inline-flex', alignItems: 'center', gap: '2px', color: tokens.colorNeutralForeground2 },
});

/**
 * What a game is (GC-05..07, GC-12..14): its status, Iterating, the recommendation on
 * the publishing side, platform, test type, networks, and the Auto or Manual setup for
 * holders of create_dedicated_ad_account_games.
 */
export function GameCardBadges({ game: key, publishing }: { game: GameCardBadges_game$key; publishing: boolean }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const seesSetup = useHasPermission('create_dedicated_ad_account_games');
  return (
    <div className={styles.meta}>
      <GameStatusBadge status={gameStatusId(game.status)} />
      {game.isIterating && <IteratingBadge />}
      {publishing && <RecommendationBadge recommendation={game.recommendation} />}
      <span className={styles.platform}>
        <PhoneRegular aria-hidden="true" />
        <Caption1>{platformLabel(game.platform)}</Caption1>
      </span>
      <Caption1>{game.isCtr ? 'CTR' : 'CPI'}</Caption1>
      {game.adNetworks.length > 0 && <Caption1>{game.adNetworks.join(' | ')}</Caption1>}
      {publishing && seesSetup && (
        <Badge appearance="tint" color="subtle">
          {game.isManagedByProvider ? 'Auto' : 'Manual'}
        </Badge>
      )}
    </div>
  );
}
