// The Relay environment: one POST to the gateway's /graphql per operation, with
// the session cookie (same origin) and a correlation id (AUTH-19).
import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';

type SessionListener = () => void;
const sessionEndedListeners = new Set<SessionListener>();

/** Called when the gateway says the session is over (AUTH-15): the app goes back to the login page. */
export function onSessionEnded(listener: SessionListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

const newCorrelationId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const fetchGraphQL: FetchFunction = async (params, variables, cacheConfig) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-correlation-id': newCorrelationId(),
    },
    body: JSON.stringify({ query: params.text, operationName: params.name, variables }),
    signal: (cacheConfig.metadata?.signal as AbortSignal | undefined) ?? null,
  });
  const json = (await response.json()) as GraphQLResponse & {
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (json.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) {
    for (const listener of sessionEndedListeners) listener();
  }
  return json;
};

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

export const environment = createEnvironment();
