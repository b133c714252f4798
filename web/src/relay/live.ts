// Subscriptions (LIVE): one graphql-ws socket to the gateway's /graphql, opened when a
// page first subscribes and closed 10 s after the last one ends. The session cookie
// goes with the upgrade. When the socket drops, the client waits at least 5 s, renews
// the session over HTTP and reconnects, up to 5 times (LIVE-03); its subscriptions
// resume by themselves. Sockets follow credentials (issue 42): when the gateway closes
// the socket because its session ended or must be renewed (4401, which graphql-ws does
// not retry), the session is renewed over HTTP at once: still signed in, the page's
// subscriptions start again on a new socket (at most every 5 s); signed out, the page
// goes to sign in. When the user's rights changed (4403), the client reconnects at once
// and the subscriptions start again with the new rights. Once the attempts are spent,
// or while the gateway says its own connection to the provider's feed is interrupted
// (`liveFeed`, issue 18), the status says `failed` (LIVE-04). graphql-ws loads with the first subscription, after the page
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

/** The gateway's close codes (issue 42): the socket's session ended or must be renewed; the user's rights changed. */
export const LIVE_CLOSE = { unauthorized: 4401, accessChanged: 4403 } as const;

/**
 * What renews the session before a reconnection: an HTTP request through the gateway,
 * answering whether a session is still there; and what the page does once it is not.
 */
let renewSession: () => Promise<boolean> = () => Promise.resolve(true);
let sessionEnded: () => void = () => undefined;
export function setSessionRenewal(renew: () => Promise<boolean>, ended: () => void) {
  renewSession = renew;
  sessionEnded = ended;
}

/** One renewal for every subscription the same close ended; the page leaves once if the session is over. */
let renewing: Promise<boolean> | undefined;
function renewAfterUnauthorized(): Promise<boolean> {
  renewing ??= renewSession()
    .catch(() => false)
    .then((signedIn) => {
      if (!signedIn) sessionEnded();
      return signedIn;
    })
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}

const closeCodeOf = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number' ? value.code : undefined;

/** The code the socket last closed with: a rights change reconnects at once. */
let lastCloseCode: number | undefined;

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
    // Every close graphql-ws retries is worth another try (4401 it never retries: subscribeGraphQL renews then).
    shouldRetry: () => true,
    retryWait: async () => {
      // The user's rights changed (4403): subscribe again at once, with the new ones.
      if (lastCloseCode !== LIVE_CLOSE.accessChanged) await sleep(LIVE_RETRY_WAIT_MS);
      lastCloseCode = undefined;
      await renewSession().catch(() => undefined);
    },
    on: {
      connecting: () => setSocketStatus(socketStatus === 'failed' ? 'failed' : 'connecting'),
      connected: () => setSocketStatus('connected'),
      closed: (event) => {
        lastCloseCode = closeCodeOf(event);
      },
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
 * without being disposed (the gateway ended it) marks the live connection failed. One the gateway
 * ended with its socket's session (4401) starts again once the session is renewed, at most every
 * 5 s (LIVE-03); with the session over, the page goes to sign in instead.
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
    let renewedAt = -Infinity;
    const fail = (error: unknown) => {
      if (disposed) return;
      setSocketStatus('failed');
      sink.error(error instanceof Error ? error : new Error('The live connection closed'));
    };
    const reauthorize = async () => {
      const wait = renewedAt + LIVE_RETRY_WAIT_MS - Date.now();
      if (wait > 0) await sleep(wait);
      renewedAt = Date.now();
      if (disposed) return;
      // Signed out: renewAfterUnauthorized sent the page to sign in.
      if (await renewAfterUnauthorized()) start();
    };
    const start = () =>
      liveClient().then((live) => {
        if (disposed) return;
        unsubscribe = live.subscribe(
          { ...payload, query: payload.query ?? '' },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => (closeCodeOf(error) === LIVE_CLOSE.unauthorized ? void reauthorize() : fail(error)),
            complete: () => {
              if (disposed) return;
              setSocketStatus('failed');
              sink.complete();
            },
          },
        );
      }, fail);
    void start();
    return () => {
      disposed = true;
      unsubscribe?.();
    };
  });
