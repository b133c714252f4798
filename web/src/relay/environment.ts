// The Relay environment: one POST to the gateway's /graphql per operation, with
// the session cookie (same origin) and a correlation id (AUTH-19). What the
// answers say about the session or the servers goes to the app's listeners.
import { Environment, graphql, Network, Observable, RecordSource, Store, type ConcreteRequest, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { operationPayload } from './documents';
import { setSessionRenewal, subscribeGraphQL } from './live';

/**
 * sessionEnded: a 401 while signed in (AUTH-15); maintenance: a 503 (ERR-01) but a busy provider's;
 * serverError: any other 5xx (ERR-02), and a spent points budget (429 RATE_LIMITED, issue 16);
 * outdated: the gateway knows no document of this id (a new version was deployed since the page loaded).
 */
export type ApiEvent = 'sessionEnded' | 'maintenance' | 'serverError' | 'outdated';

/** What the toast says instead of the generic text: a spent budget's message, naming when it is renewed. */
type Listener = (event: ApiEvent, message?: string) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: ApiEvent, message?: string) {
  for (const listener of listeners) listener(event, message);
}

interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; status?: number };
}

/** What an answer's errors say to the whole app, the most serious first. */
export function apiEventOf(errors: readonly GraphQLErrorShape[] | undefined, httpStatus: number): ApiEvent | undefined {
  // A provider shedding load (OVERLOADED) is busy, not down: the support toast, not the maintenance page.
  const unavailable = (errors ?? []).filter((error) => error.extensions?.code !== 'OVERLOADED');
  const overloaded = unavailable.length < (errors ?? []).length;
  const statuses = (errors ?? []).map((error) => error.extensions?.status ?? 0);
  if ((httpStatus === 503 && !overloaded) || unavailable.some((error) => error.extensions?.status === 503)) return 'maintenance';
  if ((errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return 'sessionEnded';
  if ((errors ?? []).some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')) return 'outdated';
  // The caller's points of the hour are spent: the support toast with the gateway's message.
  if (rateLimitMessageOf(errors)) return 'serverError';
  if (httpStatus >= 500 || statuses.some((status) => status >= 500)) return 'serverError';
  return undefined;
}

/**
 * A page whose documents the gateway no longer knows loads the new version: once, unless it
 * did so less than a minute ago (then the gateway is behind, and reloading again would loop).
 */
export function reloadsForNewVersion(now: number, lastReload: number | undefined): boolean {
  return lastReload === undefined || now - lastReload > 60_000;
}

/** The message of a RATE_LIMITED error (issue 16): when the budget is renewed. */
export const rateLimitMessageOf = (errors: readonly GraphQLErrorShape[] | undefined): string | undefined =>
  (errors ?? []).find((error) => error.extensions?.code === 'RATE_LIMITED')?.message;

const newCorrelationId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

async function post(body: string, signal: AbortSignal): Promise<GraphQLResponse> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-correlation-id': newCorrelationId(),
    },
    body,
    signal,
  });
  let json: GraphQLResponse & { errors?: GraphQLErrorShape[] };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    // Not GraphQL at all: a proxy's or a crashed server's answer.
    emit(response.status === 503 ? 'maintenance' : 'serverError');
    throw new Error(`The server answered ${response.status}`);
  }
  const event = apiEventOf(json.errors, response.status);
  if (event) {
    const outdated = event === 'outdated' ? json.errors?.find((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')?.message : undefined;
    emit(event, outdated ?? rateLimitMessageOf(json.errors));
  }
  return json;
}

/**
 * One POST per operation, naming its persisted document by id (documents.ts, issue 16).
 * Relay unsubscribes from a request it no longer needs (a
 * list whose term, filter or sort changed, GL-24): the request is then aborted, so
 * a late answer never lands.
 */
export const fetchGraphQL = ((params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    post(JSON.stringify(operationPayload(params, variables)), controller.signal).then(
      (json) => {
        sink.next(json);
        sink.complete();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  })) satisfies FetchFunction;

/** The smallest query, a persisted document like every other. */
const sessionRenewal = graphql`
  query environmentSessionRenewalQuery {
    viewer {
      id
    }
  }
` as ConcreteRequest;

/**
 * Renews the session cookie before the live socket reconnects: any request does,
 * since the gateway refreshes an expired token over HTTP and writes the cookie.
 */
export const renewSession = () => post(JSON.stringify(operationPayload(sessionRenewal.params, {})), new AbortController().signal);
setSessionRenewal(renewSession);

/**
 * The types whose `id` is the key of a value in a list (a column, a country, a genre
 * option ...), not a global id: Relay must not take it for the record's identity, or two
 * lists' columns named alike (name, pmName ...) would overwrite each other. Their
 * records get ids from their place in the response instead. environment.test.ts checks
 * this list against schema.graphql.
 */
export const VALUE_TYPES: ReadonlySet<string> = new Set(['Competition', 'Country', 'GenreOption', 'HelpText', 'ListColumn', 'Webinar']);

/** A record's identity: its global id, or none for a value type (Relay then uses its path). */
export function getDataID(fieldValue: { [key: string]: unknown }, typeName: string): unknown {
  return VALUE_TYPES.has(typeName) ? null : fieldValue.id;
}

export function createEnvironment(): Environment {
  return new Environment({
    getDataID,
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

export const environment = createEnvironment();
