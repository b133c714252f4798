import {
  Badge,
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Dropdown,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  Option,
  OverlayDrawer,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Text,
  Title3,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, VideoClipRegular } from '@fluentui/react-icons';
import {
  formatStatus,
  GAME_TAB_LABELS,
  gameTab,
  movedMessage,
  MOVED_MESSAGE_MS,
  ONGOING_OPERATIONS_MESSAGE,
  recommendationDisplay,
  type RecommendationTone,
} from '@greenlight/rules';
import { Component, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useMutation, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useNavigate, useSearchParams } from 'react-router';
import { gameStatusId } from '../../relay/enums';
import { addressNumber } from '../../relay/ids';
import { useAnnounceOperation, useLiveStatus } from '../app-shell/LiveUpdates';
import { useNotify } from '../app-shell/notifications';
import { useHasPermission } from '../app-shell/viewer-permissions';
import type { GamePanel_game$data, GamePanel_game$key } from './__generated__/GamePanel_game.graphql';
import type { GamePanelManagerMutation } from './__generated__/GamePanelManagerMutation.graphql';
import type { GamePanelOperationsSubscription } from './__generated__/GamePanelOperationsSubscription.graphql';
import type { GamePanelQuery, GamePanelQuery$data } from './__generated__/GamePanelQuery.graphql';
import { GameActions } from './GameActions';
import { GameTags } from './GameTags';
import { Iterations } from './Iterations';

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
  }
`;

const fragment = graphql`
  fragment GamePanel_game on Game {
    id
    gameId
    name
    iconUrl
    status
    isIterating
    platform
    disabled
    recommendation
    studio {
      studioId
      name
      activityState
    }
    pm {
      userId
      name
    }
    secondaryPm {
      userId
      name
    }
    project {
      projectId
      name
      projectGameCount
    }
    genres {
      genreId
      category
      label
    }
    iterations {
      kpis {
        score
      }
      videos {
        video {
          videoId
          url
          fileName
          adultContent
        }
      }
    }
    ...GameActions_game
    ...GameTags_game
    ...Iterations_game
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

const managerMutation = graphql`
  mutation GamePanelManagerMutation($gameId: ID!, $secondary: Boolean!, $userId: Int) {
    setPublishingManager(gameId: $gameId, secondary: $secondary, userId: $userId) {
      __typename
      ... on Game {
        id
        pm {
          userId
          name
        }
        secondaryPm {
          userId
          name
        }
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

/** OPS-06: how often a disabled game is asked again while the live feed is down. */
export const OPERATION_POLL_MS = 1500;

const useStyles = makeStyles({
  drawer: { width: 'min(1040px, 100vw)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL },
  top: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
  icon: {
    width: '72px',
    height: '72px',
    borderRadius: tokens.borderRadiusXLarge,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1, minWidth: '220px' },
  studio: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 },
  active: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  inactive: { backgroundColor: tokens.colorNeutralForeground4 },
  churned: { backgroundColor: tokens.colorPaletteRedBackground3 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  score: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXS },
  scoreValue: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  managers: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  categories: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
  video: { width: '400px', maxWidth: '100%', borderRadius: tokens.borderRadiusMedium, backgroundColor: '#000' },
  disabled: { opacity: 0.6, pointerEvents: 'none' },
});

const ACTIVITY_LABEL = { ACTIVE: 'Active studio', INACTIVE: 'Inactive studio', CHURNED: 'Churned studio' } as const;
const TONE_COLOR: Record<RecommendationTone, 'success' | 'informative' | 'warning' | 'danger'> = {
  good: 'success',
  neutral: 'informative',
  warning: 'warning',
  bad: 'danger',
};

/**
 * The game panel (GD-01, GD-05, GD-06): an overlay drawer over the page while ?game=
 * names a game; closing it removes the parameter. Scrolling the page underneath is
 * locked by the modal drawer.
 */
export function GamePanelHost() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const asked = params.get('game');
  const open = asked !== null && /^\d+$/.test(asked);
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('game');
      next.delete('gameid');
      return next;
    });

  return (
    <OverlayDrawer
      open={open}
      position="end"
      className={styles.drawer}
      onOpenChange={(_event, data) => {
        if (!data.open) close();
      }}
      aria-label="Game"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={close} />}
        >
          Game
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {open && (
          <PanelErrorBoundary key={asked}>
            <Suspense fallback={<Spinner label="Loading the game" />}>
              <GamePanelContent gameId={addressNumber(asked)} />
            </Suspense>
          </PanelErrorBoundary>
        )}
      </DrawerBody>
    </OverlayDrawer>
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
function GamePanelContent({ gameId }: { gameId: number | null }) {
  return gameId === null ? NO_SUCH_GAME : <LoadedGame gameId={gameId} />;
}

function LoadedGame({ gameId }: { gameId: number }) {
  const data = useLazyLoadQuery<GamePanelQuery>(query, { gameId, operationId: '', watchOperation: false }, { fetchPolicy: 'store-and-network' });
  if (!data.game) return NO_SUCH_GAME;
  return <GameDetail game={data.game} managers={data.codifications.publishingManagers} />;
}

type Managers = GamePanelQuery$data['codifications']['publishingManagers'];

function GameDetail({ game: key, managers }: { game: GamePanel_game$key; managers: Managers }) {
  const styles = useStyles();
  const game = useFragment(fragment, key);
  const operations = useOperationWatch(game);
  useMovedMessage(game);
  const newest = game.iterations[0];
  const score = newest?.kpis.score ?? null;
  const recommendation = recommendationDisplay(game.recommendation);
  const activity = game.studio.activityState;
  const bestVideo = newest?.videos.map(({ video }) => video).find((video) => video.url && !video.adultContent);

  return (
    <div className={styles.body}>
      {game.disabled && (
        <MessageBar intent="info" role="status">
          <MessageBarBody>
            <Spinner size="extra-tiny" style={{ display: 'inline-flex', marginRight: tokens.spacingHorizontalS }} />
            {ONGOING_OPERATIONS_MESSAGE}
          </MessageBarBody>
        </MessageBar>
      )}
      <section className={styles.top} aria-label="Game summary">
        {game.iconUrl ? <img className={styles.icon} src={game.iconUrl} alt="" /> : <div className={styles.icon} aria-hidden="true" />}
        <div className={styles.identity}>
          <Title3 as="h2">{game.name}</Title3>
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
            {/* GD-12: the studio's games (the studio page is not built yet). */}
            <InAppLink to={`/home?studio=${game.studio.studioId}`}>{game.studio.name}</InAppLink>
          </span>
          <div className={styles.badges}>
            <Badge appearance="tint" color="brand">
              {formatStatus(gameStatusId(game.status))}
            </Badge>
            {game.isIterating && (
              <Badge appearance="outline" color="brand">
                Iterating
              </Badge>
            )}
            {recommendation && (
              <Badge appearance="outline" color={TONE_COLOR[recommendation.tone]}>
                {recommendation.label}
              </Badge>
            )}
            <Caption1>{game.platform === 'IOS' ? 'iOS' : 'Android'}</Caption1>
          </div>
        </div>
        <div className={styles.score}>
          <Caption1>Score</Caption1>
          <span className={styles.scoreValue} aria-label={`Score ${score ?? 'unknown'}`}>
            {score === null ? '-' : `${score}/5`}
          </span>
          {bestVideo && (
            <Popover withArrow positioning="below-end">
              <PopoverTrigger disableButtonEnhancement>
                <Button size="small" icon={<VideoClipRegular />}>
                  Video
                </Button>
              </PopoverTrigger>
              <PopoverSurface aria-label="Best ad video">
                <video className={styles.video} src={bestVideo.url!} controls autoPlay muted playsInline />
                <Caption1 block>{bestVideo.fileName}</Caption1>
              </PopoverSurface>
            </Popover>
          )}
        </div>
      </section>
      <div className={game.disabled ? styles.disabled : undefined} aria-disabled={game.disabled || undefined}>
        <GameActions game={game} watchOperation={operations.watch} onChanged={operations.refresh} />
      </div>
      <PublishingManagers game={game} managers={managers} />
      {game.project && (
        <section className={styles.categories} aria-label="Project">
          <Caption1>Project</Caption1>
          <InAppLink to={`/board/project/${game.project.projectId}`}>{game.project.name}</InAppLink>
          <Caption1>
            {game.project.projectGameCount} {game.project.projectGameCount === 1 ? 'game' : 'games'}
          </Caption1>
        </section>
      )}
      <section className={styles.categories} aria-label="Categories">
        <Caption1>Categories</Caption1>
        {game.genres.length === 0 ? <Caption1>-</Caption1> : game.genres.map((genre) => (
          <Badge key={genre.genreId} appearance="tint" color="informative" title={genre.category}>
            {genre.label}
          </Badge>
        ))}
      </section>
      <GameTags game={game} />
      <Iterations game={game} />
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
    fetchQuery<GamePanelQuery>(environment, query, { gameId, operationId: '', watchOperation: false }, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);
  }, [environment, gameId]);

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
    notify.notify({ message: movedMessage(game.name, GAME_TAB_LABELS[tab]), intent: 'info', timeout: MOVED_MESSAGE_MS });
  }, [tab, game.name, notify]);
}

const NO_MANAGER = '--';

/** GD-13, GD-16: the studio's PMs, chosen with change_publishing_manager, else named. */
function PublishingManagers({ game, managers }: { game: GameData; managers: Managers }) {
  const styles = useStyles();
  const notify = useNotify();
  const editable = useHasPermission('change_publishing_manager');
  const [commit, saving] = useMutation<GamePanelManagerMutation>(managerMutation);

  const change = (secondary: boolean, userId: number | null) =>
    commit({
      variables: { gameId: game.id, secondary, userId },
      onCompleted: ({ setPublishingManager: result }) => {
        if (result.__typename === 'ProviderError') notify.apiError(result);
        else notify.success(secondary ? 'Secondary publishing manager changed' : 'Publishing manager changed');
      },
      onError: () => notify.error('The publishing manager could not be changed.'),
    });

  const selector = (label: string, current: { userId: number; name: string } | null | undefined, secondary: boolean) =>
    editable ? (
      <Field label={label}>
        <Dropdown
          aria-label={label}
          disabled={saving || game.disabled}
          value={current?.name ?? NO_MANAGER}
          selectedOptions={[current ? String(current.userId) : '']}
          onOptionSelect={(_event, data) => {
            const value = data.optionValue ? Number(data.optionValue) : null;
            if (value !== (current?.userId ?? null)) change(secondary, value);
          }}
        >
          {secondary && <Option value="">{NO_MANAGER}</Option>}
          {managers.map((manager) => (
            <Option key={manager.value} value={String(manager.value)}>
              {manager.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    ) : (
      <Field label={label}>
        <Text>{current?.name ?? NO_MANAGER}</Text>
      </Field>
    );

  return (
    <section className={styles.managers} aria-label="Publishing managers">
      {selector('Publishing manager', game.pm, false)}
      {selector('Secondary publishing manager', game.secondaryPm, true)}
    </section>
  );
}

/** A Fluent link that moves within the app (the panel closes with the page it leaves). */
function InAppLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      as="a"
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
