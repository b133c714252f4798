// Live updates on every signed-in page (LIVE, OPS-06, OPS-10): the operations of the
// games the user may see arrive as they are queued and as they end. A game this page
// shows is read again, so that its card, project row or panel is disabled and
// re-enabled at once; an asynchronous action the user asked for says how it ended,
// wherever the user is (OPS-02, OPS-03). When the live connection cannot be kept, or
// the gateway says its own connection to the provider's feed is interrupted
// (`liveFeed`, issue 18), a warning stays until it is closed or the connection is back
// (LIVE-04, LIVE-05); back, the games held with operations ongoing are read again, as
// their operations may have ended meanwhile unheard.
import { GAME_ACTIONS, LIVE_FAILED_MESSAGE, type GameActionId } from '@greenlight/rules';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { Environment, GraphQLSubscriptionConfig } from 'relay-runtime';
import { actionId } from '../../relay/enums';
import { liveStatus, onLiveStatus, setFeedInterrupted, type LiveStatus } from '../../relay/live';
import type { LiveUpdatesFeedSubscription } from './__generated__/LiveUpdatesFeedSubscription.graphql';
import type { LiveUpdatesGameQuery } from './__generated__/LiveUpdatesGameQuery.graphql';
import type { LiveUpdatesSubscription } from './__generated__/LiveUpdatesSubscription.graphql';
import { useNotify } from './notifications';

const subscription = graphql`
  subscription LiveUpdatesSubscription {
    gameOperations {
      operationId
      action
      status
      message
      gameId
      requestedByViewer
    }
  }
`;

/** The gateway's connection to the provider's feed: INTERRUPTED, then CONNECTED once back. */
const feedSubscription = graphql`
  subscription LiveUpdatesFeedSubscription {
    liveFeed
  }
`;

/** What an operation changes on a game wherever a page shows it. */
const gameQuery = graphql`
  query LiveUpdatesGameQuery($id: ID!) {
    node(id: $id) {
      ... on Game {
        id
        disabled
        status
        substatus
        isIterating
        nbIterations
        lastIterationDate
        recommendation
        reviewActions {
          action
          label
          available
          confirm {
            title
            body
          }
        }
      }
    }
  }
`;

export const LIVE_FAILED_TOAST = 'live-updates-failed';

const readGameAgain = (environment: Environment, id: string) =>
  fetchQuery<LiveUpdatesGameQuery>(environment, gameQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({});

/** LIVE-05: the games some page holds that were disabled (operations ongoing), read again. */
function readOngoingGamesAgain(environment: Environment) {
  const source = environment.getStore().getSource();
  for (const id of source.getRecordIDs()) {
    const record = source.get(id);
    if (record?.__typename === 'Game' && record.disabled === true) readGameAgain(environment, id);
  }
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(onLiveStatus, liveStatus);
}

const announced = new Set<string>();

/** An operation's end as the live feed or a read of it tells it. */
export interface OperationEnd {
  operationId: string;
  status: string;
  message: string;
}

const ongoing = (status: string) => status === 'PENDING' || status === 'RUNNING';

/** An operation whose end the place that asked for it says itself. */
interface ToldInPlace {
  gameId: string;
  action: GameActionId;
  /** Known from the request's answer, or from the first frame of the live feed that names it. */
  operationId: string | null;
  onEnd: (operation: OperationEnd) => void;
}

const toldInPlace = new Set<ToldInPlace>();

/**
 * SUB-FB-09: the place that asks for an operation says how it ended (a step's 5-second
 * message), so the announcer says nothing of it: one feedback for one click. From the
 * request on, the operation of this action on this game is the caller's, whether the live
 * feed names it before or after the request's answer; `asked` names it from the answer.
 * `onEnd` is called once, with its end; release the claim when the answer already said
 * how it ended, or when the place leaves.
 */
export function tellInPlace(gameId: string, action: GameActionId, onEnd: (operation: OperationEnd) => void) {
  const claim: ToldInPlace = { gameId, action, operationId: null, onEnd };
  toldInPlace.add(claim);
  return {
    asked: (operationId: string) => {
      claim.operationId = operationId;
    },
    release: () => {
      toldInPlace.delete(claim);
    },
  };
}

/** The claim on an operation the live feed names: by its id, else the first open claim on its game and action. */
function claimOn(operation: { operationId: string; gameId: string; action: GameActionId }): ToldInPlace | undefined {
  const claims = [...toldInPlace];
  const named = claims.find((claim) => claim.operationId === operation.operationId);
  if (named) return named;
  const open = claims.find((claim) => claim.operationId === null && claim.gameId === operation.gameId && claim.action === operation.action);
  if (open) open.operationId = operation.operationId;
  return open;
}

/**
 * The end of the user's own asynchronous operation, said once whichever way it was
 * learned (the live feed, or asking again while the feed is down): in a toast, or by
 * the place that asked for it (tellInPlace).
 */
export function useAnnounceOperation() {
  const notify = useNotify();
  return useCallback(
    (operation: OperationEnd) => {
      if (ongoing(operation.status) || announced.has(operation.operationId)) return;
      announced.add(operation.operationId);
      const claim = [...toldInPlace].find((candidate) => candidate.operationId === operation.operationId);
      if (claim) {
        toldInPlace.delete(claim);
        claim.onEnd(operation);
      } else if (operation.status === 'SUCCESS') notify.success(operation.message);
      else notify.apiError({ message: operation.message });
    },
    [notify],
  );
}

export function LiveUpdates() {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const announce = useAnnounceOperation();
  const status = useLiveStatus();

  const config = useMemo<GraphQLSubscriptionConfig<LiveUpdatesSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (data) => {
        const operation = data?.gameOperations;
        if (!operation) return;
        // Only a game some page holds is read again: staff hear every game's operations.
        if (environment.getStore().getSource().get(operation.gameId)) readGameAgain(environment, operation.gameId);
        // Synchronous actions said so when their mutation answered.
        const action = actionId(operation.action);
        if (!operation.requestedByViewer) return;
        if (claimOn({ ...operation, action }) || GAME_ACTIONS[action].async) announce(operation);
      },
      // The status says it failed; the warning below tells the user.
      onError: () => undefined,
    }),
    [environment, announce],
  );
  useSubscription(config);

  const feedConfig = useMemo<GraphQLSubscriptionConfig<LiveUpdatesFeedSubscription>>(
    () => ({
      subscription: feedSubscription,
      variables: {},
      onNext: (data) => {
        if (data) setFeedInterrupted(data.liveFeed === 'INTERRUPTED');
      },
      onError: () => undefined,
    }),
    [],
  );
  useSubscription(feedConfig);
  // Signed out, the page hears of the feed no more.
  useEffect(() => () => setFeedInterrupted(false), []);

  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status === 'failed') {
      notify.notify({ message: LIVE_FAILED_MESSAGE, intent: 'warning', timeout: -1, toastId: LIVE_FAILED_TOAST });
    } else if (status === 'connected') {
      notify.dismiss(LIVE_FAILED_TOAST);
      if (was === 'failed') readOngoingGamesAgain(environment);
    }
  }, [status, notify, environment]);

  return null;
}
