// Subscriptions (LIVE): one graphql-ws socket to the gateway's /graphql, opened when a
// page first subscribes and closed 10 s after the last one ends. The session cookie
// goes with the upgrade; when the gateway closes the socket because the session
// must be renewed (4401), or the socket drops, the client waits at least 5 s, renews
// the session over HTTP and reconnects, up to 5 times (LIVE-03); its subscriptions
// resume by themselves. Once the attempts are spent, or while the gateway says its own
// connection to the provider's feed is interrupted (`liveFeed`, issue 18), the status
// says `failed` (LIVE-04). graphql-ws loads with the first subscription, after the page
// has rendered: it is not among the scripts a page needs first (issue 17).
import { LIVE_KEEPALIVE_MS, LIVE_RETRY_ATTEMPTS, LIVE_RETRY_WAIT_MS } from '@greenlight/rules';
import type { Client } from 'graphql-ws';
import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { operationPayload, type OperationPayload } from './documents';

export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'failed';

let status: LiveStatus = 'idle';
/** The socket's own state, and whether the gateway said the provider's feed is interrupted. */
let socketStatus: LiveStatus = 'idle';
let feedInterrupted = false;
const statusListeners = new Set<() => void>();

export const liveStatus = (): LiveStatus => status;

export function onLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

function update() {
  const next = feedInterrupted ? 'failed' : socketStatus;
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function setSocketStatus(next: LiveStatus) {
  socketStatus = next;
  update();
}

/** What the gateway says of its connection to the provider's feed (`liveFeed`). */
export function setFeedInterrupted(interrupted: boolean) {
  feedInterrupted = interrupted;
  update();
}

/** What renews the session before a reconnection: an HTTP request through the gateway. */
let renewSession: () => Promise<unknown> = () => Promise.resolve();
export function setSessionRenewal(renew: () => Promise<unknown>) {
  renewSession = renew;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let client: Promise<Client> | undefined;

function liveClient(): Promise<Client> {
  if (client) return client;
  client = import('graphql-ws').then(({ createClient }) => createClient({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    lazy: true,
    lazyCloseTimeout: 10_000,
    // LIVE-02: a ping a minute keeps the socket and its proxies awake.
    keepAlive: LIVE_KEEPALIVE_MS,
    retryAttempts: LIVE_RETRY_ATTEMPTS,
    // Every close is worth another try, a session to renew (4401) included.
    shouldRetry: () => true,
    retryWait: async () => {
      await sleep(LIVE_RETRY_WAIT_MS);
      await renewSession().catch(() => undefined);
    },
    on: {
      connecting: () => setSocketStatus(socketStatus === 'failed' ? 'failed' : 'connecting'),
      connected: () => setSocketStatus('connected'),
    },
  }));
  // Its code did not load (offline, a deployment replaced the chunk): the next subscription tries again.
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/**
 * Relay's subscribe function; the subscription is named by its persisted id (documents.ts),
 * with the empty `query` graphql-ws requires. A subscription that errs (attempts spent) or completes
 * without being disposed (the gateway ended it) marks the live connection failed.
 */
export const subscribeGraphQL = (request: RequestParameters, variables: Variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let payload: OperationPayload;
    try {
      payload = operationPayload(request, variables);
    } catch (error) {
      sink.error(error as Error);
      return undefined;
    }
    let disposed = false;
    let unsubscribe: (() => void) | undefined;
    const fail = (error: unknown) => {
      if (disposed) return;
      setSocketStatus('failed');
      sink.error(error instanceof Error ? error : new Error('The live connection closed'));
    };
    liveClient().then((live) => {
      if (disposed) return;
      unsubscribe = live.subscribe(
        { ...payload, query: payload.query ?? '' },
        {
          next: (value) => sink.next(value as GraphQLResponse),
          error: fail,
          complete: () => {
            if (disposed) return;
            setSocketStatus('failed');
            sink.complete();
          },
        },
      );
    }, fail);
    return () => {
      disposed = true;
      unsubscribe?.();
    };
  });
