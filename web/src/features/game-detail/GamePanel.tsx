import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { GAME_TAB_LABELS, gameTab, movedMessage, MOVED_MESSAGE_MS, ONGOING_OPERATIONS_MESSAGE } from '@greenlight/rules';
import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useSearchParams } from 'react-router';
import { useFocusReturn } from '../../hooks/useFocusReturn';
import { gameStatusId } from '../../relay/enums';
import { SubmissionFlow } from '../submission/SubmissionFlow';
import type { GamePanelNewQuery } from './__generated__/GamePanelNewQuery.graphql';
import { useAnnounceOperation, useLiveStatus } from '../app-shell/LiveUpdates';
import { useNotify } from '../app-shell/notifications';
import type { GamePanel_game$data, GamePanel_game$key } from './__generated__/GamePanel_game.graphql';
import type { GamePanelOperationsSubscription } from './__generated__/GamePanelOperationsSubscription.graphql';
import type { GamePanelQuery } from './__generated__/GamePanelQuery.graphql';
import { useBoardFollowsGame } from './boardFollowsGame';
import { AdNetworkError, CampaignCreation } from './CampaignCreation';
import { GameActions } from './GameActions';
import { GameGenres } from './GameGenres';
import { DeclinedRequest, GameReviews } from './GameReviews';
import { GamePanelHeader } from './GamePanelHeader';
import { preloadedFor, showGame } from './panelPreload';
import { panelTarget, withoutPanel } from './panelTarget';
import { GameProject } from './GameProject';
import { GameTags } from './GameTags';
import { GameBenchmark } from './GameBenchmark';
import { Iterations } from './Iterations';
import { gamePanelVariables, readGameAgain } from './gameReads';
import { onGameNews } from './gameReadEvents';
import { PENDING_APPROVAL_ACTIONS, PendingApproval } from './PendingApproval';
import { PublishingManagers, type ManagerOptions } from './PublishingManagers';

/** KS-16: a game shared in knowledge sharing has a page of its own, loaded when first opened. */
const SharedGamePanel = lazy(async () => ({ default: (await import('../knowledge-sharing/SharedGamePanel')).SharedGamePanel }));

const query = graphql`
  query GamePanelQuery($gameId: Int!, $operationId: String!, $watchOperation: Boolean!) {
    game(gameId: $gameId) {
      ...GamePanel_game
    }
    operation(operationId: $operationId) @include(if: $watchOperation) {
      operationId
      status
      message
    }
    codifications {
      publishingManagers {
        value
        label
      }
    }
    ...SubmissionFlow_query
  }
`;

const newQuery = graphql`
  query GamePanelNewQuery {
    ...SubmissionFlow_query
  }
`;

const fragment = graphql`
  fragment GamePanel_game on Game {
    id
    gameId
    name
    status
    isIterating
    disabled
    submissionSteps {
      step
    }
    ...SubmissionFlow_game
    ...GamePanelHeader_game
    ...GameActions_game
    ...PublishingManagers_game
    ...GameProject_game
    ...GameGenres_game
    ...GameTags_game
    ...Iterations_game
    ...GameBenchmark_game
    ...PendingApproval_game
    ...CampaignCreation_game
    ...GameReviews_game
    ...DeclinedRequest_game
  }
`;

const operationsSubscription = graphql`
  subscription GamePanelOperationsSubscription($gameIds: [ID!]) {
    gameOperations(gameIds: $gameIds) {
      operationId
      status
    }
  }
`;

/**
 * The actions the submission's own steps offer (the last step's request, or a manual
 * game's campaign link, Facebook setup, Link to store, categories).
 */
const FLOW_ACTIONS = ['REQUEST_TESTING', 'TEST_STUDIO_CAMPAIGN', 'REQUEST_APPLICATION_ACCESS', 'CREATE_GA_SLOT', 'SET_GAME_GENRES'];

/** OPS-06: how often a disabled game is asked again while the live feed is down. */
export const OPERATION_POLL_MS = 1500;

const useStyles = makeStyles({
  drawer: { width: 'min(1040px, 100vw)' },
  wide: { width: 'min(1320px, 100vw)' },
  flowBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, height: '100%', minHeight: 0 },
  flowDrawerBody: { overflow: 'hidden', paddingBottom: tokens.spacingVerticalM },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL },
  disabled: { opacity: 0.6, pointerEvents: 'none' },
});

/**
 * The game panel (GD-01, GD-05, GD-06, 000 §2): an overlay drawer over the page while
 * the address names a game (or "new"); closing it removes what opened it. Scrolling
 * the page underneath is locked by the modal drawer. A game in its submission (and a
 * new one) shows the submission flow, wider. A game shared in knowledge sharing
 * (`?gameKsId=`) shows its shared page instead (KS-16).
 */
export function GamePanelHost() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const target = panelTarget(params);
  const [flow, setFlow] = useState(false);
  const submitting = target?.kind === 'new' || flow;
  const close = () => setParams((current) => withoutPanel(current));
  useScrollLock(target !== null);
  // A dialog the panel opened gives the focus back to its opener, so that Esc closes the panel next.
  const [surface, setSurface] = useState<HTMLElement | null>(null);
  useFocusReturn(surface);
  const key = target ? (target.kind === 'new' ? 'new' : `${target.shared ? 'shared-' : ''}${target.gameId}`) : 'none';

  return (
    <OverlayDrawer
      ref={setSurface}
      open={target !== null}
      position="end"
      className={mergeClasses(styles.drawer, submitting && styles.wide)}
      onOpenChange={(_event, data) => {
        if (!data.open) close();
      }}
      aria-label={target?.kind === 'new' ? 'Create a test' : 'Game'}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={close} />}
        >
          {target?.kind === 'new' ? 'Create a test' : 'Game'}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={submitting ? styles.flowDrawerBody : undefined}>
        {target && (
          <PanelErrorBoundary key={key}>
            <Suspense fallback={<Spinner label={target.kind === 'new' ? 'Loading' : 'Loading the game'} />}>
              {target.kind === 'new' ? (
                <NewGame />
              ) : target.shared ? (
                <SharedGamePanel gameId={target.gameId} />
              ) : (
                <GamePanelContent gameId={target.gameId} onFlow={setFlow} />
              )}
            </Suspense>
          </PanelErrorBoundary>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}

/** SUB-CREATE-19: a fresh submission, its first step only until the test exists. */
function NewGame() {
  const styles = useStyles();
  const data = useLazyLoadQuery<GamePanelNewQuery>(newQuery, {}, { fetchPolicy: 'store-and-network' });
  return (
    <div className={styles.flowBody}>
      <SubmissionFlow game={null} query={data} />
    </div>
  );
}

class PanelErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <MessageBar intent="error">
        <MessageBarBody>The game could not be loaded. Close the panel and try again.</MessageBarBody>
      </MessageBar>
    ) : (
      this.props.children
    );
  }
}

const NO_SUCH_GAME = (
  <MessageBar intent="warning">
    <MessageBarBody>This game does not exist or you may not see it.</MessageBarBody>
  </MessageBar>
);

/** A number no game can have (0, beyond GraphQL's Int) is not asked for. */
function GamePanelContent({ gameId, onFlow }: { gameId: number | null; onFlow: (flow: boolean) => void }) {
  return gameId === null ? NO_SUCH_GAME : <LoadedGame gameId={gameId} onFlow={onFlow} />;
}

function LoadedGame({ gameId, onFlow }: { gameId: number; onFlow: (flow: boolean) => void }) {
  // Issue 17: the panel the address opened reads the query its page's loader started
  // (the request under way, or its answer); any other opening asks the provider again.
  const [opened] = useState(() => ({ gameId, preloaded: preloadedFor(gameId) }));
  const fetchPolicy = opened.preloaded && opened.gameId === gameId ? 'store-or-network' : 'store-and-network';
  useEffect(() => showGame(gameId), [gameId]);
  const data = useLazyLoadQuery<GamePanelQuery>(query, gamePanelVariables(gameId), { fetchPolicy });
  if (!data.game) return NO_SUCH_GAME;
  return <GameDetail game={data.game} query={data} managers={data.codifications.publishingManagers} onFlow={onFlow} />;
}

/**
 * The game's details (GD-09..14): a banner while operations run (GD-10), the top
 * block, the actions, the pending-approval view (PA) and the campaign creation
 * (SUB-CAMP-20..22), the publishing managers, the project, the categories, the tags
 * and the iterations; each part reads its own fragment. A game in its submission
 * shows the flow, under "Ad network error" when its campaigns failed (PA-09).
 */
function GameDetail({
  game: key,
  query,
  managers,
  onFlow,
}: {
  game: GamePanel_game$key;
  query: GamePanelQuery['response'];
  managers: ManagerOptions;
  onFlow: (flow: boolean) => void;
}) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const operations = useOperationWatch(game);
  useMovedMessage(game);
  useBoardFollowsGame(game);
  // PA-02: approved here, the campaign creation is followed to its end (SUB-CAMP-22).
  const [approved, setApproved] = useState(false);
  const pendingApproval = gameStatusId(game.status) === 'pending_testing';
  // 000 §4: the submit flow applies until the game is pending approval, in testing, finished or archived.
  const inSubmission = game.submissionSteps.length > 0;
  useEffect(() => {
    onFlow(inSubmission);
    return () => onFlow(false);
  }, [inSubmission, onFlow]);

  const ongoing = game.disabled && (
    <MessageBar intent="info" role="status">
      <MessageBarBody>
        <Spinner size="extra-tiny" aria-hidden style={{ display: 'inline-flex', marginRight: tokens.spacingHorizontalS }} />
        {ONGOING_OPERATIONS_MESSAGE}
      </MessageBarBody>
    </MessageBar>
  );

  if (inSubmission) {
    return (
      <div className={styles.flowBody}>
        {ongoing}
        <AdNetworkError game={game} />
        <DeclinedRequest game={game} />
        {/* Issue 42: both sides see the same game: staff get its header in every step too (our reading of SUB-11). */}
        <GamePanelHeader game={game} />
        <div className={game.disabled ? styles.disabled : undefined} aria-disabled={game.disabled || undefined}>
          <GameActions game={game} watchOperation={operations.watch} onChanged={operations.refresh} inFlow={FLOW_ACTIONS} />
        </div>
        <SubmissionFlow game={game} query={query} />
      </div>
    );
  }

  return (
    <div className={styles.body}>
      {ongoing}
      <GamePanelHeader game={game} />
      <div className={game.disabled ? styles.disabled : undefined} aria-disabled={game.disabled || undefined}>
        <GameActions
          game={game}
          watchOperation={operations.watch}
          onChanged={operations.refresh}
          inFlow={pendingApproval ? PENDING_APPROVAL_ACTIONS : undefined}
        />
      </div>
      {pendingApproval && (
        <PendingApproval game={game} watchOperation={operations.watch} onChanged={operations.refresh} onApproved={() => setApproved(true)} />
      )}
      <CampaignCreation game={game} followed={approved} />
      <GameReviews game={game} />
      <PublishingManagers game={game} managers={managers} />
      <GameProject game={game} />
      <GameGenres game={game} />
      <GameTags game={game} />
      <Iterations game={game} />
      <GameBenchmark game={game} />
    </div>
  );
}

type GameData = GamePanel_game$data;

/**
 * OPS-02..06, OPS-10: the panel reads its game again whenever the live feed says an
 * operation on it was queued or ended, so it is disabled and re-enabled with the
 * rest of the app (LiveUpdates says how the user's own operation ended). While the
 * live connection is not up, it asks again every 1.5 s as long as the game is
 * disabled or an operation the user started runs, and says how that one ended.
 * The action mutations answer only what changes at once; `refresh` reads the rest.
 */
function useOperationWatch(game: GameData) {
  const environment = useRelayEnvironment();
  const announce = useAnnounceOperation();
  const live = useLiveStatus();
  const [operationId, setOperationId] = useState<string | null>(null);
  const { disabled, id, gameId } = game;

  /** The whole game once more (actions, iterations, lists). */
  const refresh = useCallback(() => {
    void readGameAgain(environment, { id, gameId });
  }, [environment, id, gameId]);

  const config = useMemo<GraphQLSubscriptionConfig<GamePanelOperationsSubscription>>(
    () => ({
      subscription: operationsSubscription,
      variables: { gameIds: [id] },
      onNext: (data) => {
        refresh();
        if (data?.gameOperations.operationId === operationId && data.gameOperations.status !== 'PENDING' && data.gameOperations.status !== 'RUNNING') {
          setOperationId(null);
        }
      },
      onError: () => undefined,
    }),
    [id, refresh, operationId],
  );
  useSubscription(config);
  // A notification about this game came in live (the other side reviewed a video, declined ...): read it again.
  useEffect(() => onGameNews((news) => news === gameId && refresh()), [gameId, refresh]);

  useEffect(() => {
    if (live === 'connected' || (!disabled && operationId === null)) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      fetchQuery<GamePanelQuery>(
        environment,
        query,
        { gameId, operationId: operationId ?? '', watchOperation: operationId !== null },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then((answer) => {
          const operation = answer?.operation;
          if (stopped || !operationId || !operation || operation.status === 'PENDING' || operation.status === 'RUNNING') return;
          setOperationId(null);
          announce(operation);
        })
        .catch(() => undefined);
    }, OPERATION_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [live, disabled, operationId, gameId, environment, announce]);

  return { watch: setOperationId, refresh };
}

/** OPS-12: a game whose status changes tab says where it went, for 3 s. */
function useMovedMessage(game: GameData) {
  const notify = useNotify();
  const tab = gameTab({ status: gameStatusId(game.status), isIterating: game.isIterating });
  const previous = useRef(tab);
  useEffect(() => {
    if (previous.current === tab) return;
    previous.current = tab;
    // Named by game and tab: a game read twice on its way (a late answer, then a fresh one) says it once.
    notify.notify({ message: movedMessage(game.name, GAME_TAB_LABELS[tab]), intent: 'info', timeout: MOVED_MESSAGE_MS, toastId: `moved-${game.id}-${tab}` });
  }, [tab, game.id, game.name, notify]);
}

/** 000 §2: while the panel is open the page under it does not scroll (the drawer does). */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [locked]);
}
