import { Caption1, Card, MessageBar, MessageBarActions, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AD_NETWORK_ERROR, formatDate, IOS_DELAY_NOTICE, SEE_MORE_DETAILS } from '@greenlight/rules';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { OngoingOperations } from '../../components/OngoingOperations';
import { GamePanelLink } from '../game-detail/GamePanelLink';
import type { GameCard_game$key } from './__generated__/GameCard_game.graphql';
import { GameCardBadges } from './GameCardBadges';
import { GameCardHeader } from './GameCardHeader';
import { GameCardKpis } from './GameCardKpis';
import { GameCardLinks } from './GameCardLinks';
import { GameCardScores } from './GameCardScores';
import { StepGauge } from './StepGauge';

const fragment = graphql`
  fragment GameCard_game on Game {
    gameId
    name
    platform
    isCtr
    adNetworkError
    disabled
    status
    isIterating
    nbIterations
    lastIterationDate
    pm {
      name
    }
    ...GameCardHeader_game
    ...GameCardBadges_game
    ...StepGauge_game
    ...GameCardKpis_game
    ...GameCardScores_game
    ...GameCardLinks_game
    ...ReviewActions_game
  }
`;

// Issue 17: only a card pending approval loads the review's buttons and what runs them;
// /home's first render stays without them.
const ReviewActions = lazy(async () => ({ default: (await import('../game-detail/ReviewActions')).ReviewActions }));

// A card follows its game through the store: the action's answer holds its status and
// actions, and LiveUpdates reads it again as its operation moves and says how it ended.
const followedLive = () => undefined;
const updatedByPayload = () => undefined;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS, height: '100%', boxSizing: 'border-box' },
  busy: { opacity: 0.7 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * A game in a list (GC, MG): its header, its badges, its PM and iterations on the
 * publishing side, how far an in-progress submission is on the board (MG-14), its
 * KPIs, and on the publishing side its scores and links. Each part reads its own
 * fragment.
 */
export function GameCard({
  game: key,
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
  const game = useFragment(fragment, key);
  const publishing = variant === 'publishing';
  const inProgress = game.status === 'PENDING_SDK_INTEGRATION' || game.status === 'PENDING_REVIEW';

  return (
    <Card className={mergeClasses(styles.card, game.disabled && styles.busy)} aria-label={game.name} aria-busy={game.disabled || undefined}>
      {/* GC-29: the game is disabled while an action or operation runs on it. */}
      {game.disabled && <OngoingOperations />}
      <GameCardHeader game={game} publishing={publishing} onProject={onProject} />
      <GameCardBadges game={game} publishing={publishing} />
      {publishing && <Caption1 className={styles.muted}>PM: {game.pm?.name ?? '-'}</Caption1>}
      {publishing && game.nbIterations > 0 && (
        <Caption1>
          {game.nbIterations} {game.nbIterations === 1 ? 'iteration' : 'iterations'}, last on {formatDate(game.lastIterationDate)}
        </Caption1>
      )}
      {/* PA-02, PA-03 (issue 42): a request waiting for approval is reviewed from its card too. */}
      {publishing && game.status === 'PENDING_TESTING' && (
        <Suspense fallback={null}>
          <ReviewActions game={game} size="small" watchOperation={followedLive} onChanged={updatedByPayload} />
        </Suspense>
      )}
      {!publishing && inProgress && !game.isIterating && <StepGauge game={game} />}
      {/* MG-17: a network refused a campaign; the panel says which and why. */}
      {!publishing && game.adNetworkError && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{AD_NETWORK_ERROR}</MessageBarBody>
          <MessageBarActions>
            <GamePanelLink gameId={game.gameId}>{SEE_MORE_DETAILS}</GamePanelLink>
          </MessageBarActions>
        </MessageBar>
      )}
      {/* MG-21: iOS 14.5 and after: installs reach the networks late. */}
      {!publishing && game.status === 'IN_TESTING' && game.platform === 'IOS' && !game.isCtr && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{IOS_DELAY_NOTICE}</MessageBarBody>
        </MessageBar>
      )}
      <GameCardKpis game={game} variant={variant} best={best} />
      {publishing && <GameCardScores game={game} />}
      {publishing && <GameCardLinks game={game} />}
    </Card>
  );
}
