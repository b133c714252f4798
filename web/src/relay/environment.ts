// The Relay environment: one POST to the gateway's /graphql per operation, or one for
// the queries started together in inOneRequest (transport.ts), subscriptions over
// graphql-ws (live.ts). Loaded with the first page that reads Relay (relay/RelayFrame.tsx),
// never by the sign-in page (issue 17).
import { Environment, graphql, Network, Observable, RecordSource, Store, type CacheConfig, type ConcreteRequest, type FetchFunction, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import type { Sink } from 'relay-runtime/lib/network/RelayObservable';
import { setSessionRenewal, subscribeGraphQL } from './live';
import { supersessionOf } from './supersedes';
import { postOperation, postOperations, reportSessionEnded } from './transport';

interface Queued {
  params: RequestParameters;
  variables: Variables;
  sink: Sink<GraphQLResponse>;
  /** Relay still wants the answer. */
  wanted: boolean;
  /** Gives up the request once no query of it is wanted. */
  release?: () => void;
}

/** The queries started inside inOneRequest, sent when it returns. */
let collecting: Queued[] | undefined;

/**
 * SL-20, MG-22, GL-24: a list's latest request, by the name its loader gives it
 * (`networkCacheConfig.metadata.supersedes`): a newer one cancels it.
 */
const latestOf = new Map<string, Queued>();


/**
 * Issue 17, one request per navigation: the queries `start` starts (Relay's loadQuery
 * fetches at once) leave in one POST, a batch the gateway answers in order (its
 * batching.ts); the page's loader starts its query and the game panel's so. A single
 * query leaves alone, as any query outside.
 */
export function inOneRequest<T>(start: () => T): T {
  if (collecting) return start();
  const queued: Queued[] = (collecting = []);
  try {
    return start();
  } finally {
    collecting = undefined;
    send(queued.filter((query) => query.wanted));
  }
}

function send(queued: readonly Queued[]): void {
  if (queued.length === 0) return;
  const controller = new AbortController();
  const answer = (index: number) => (json: GraphQLResponse) => {
    const query = queued[index]!;
    if (!query.wanted) return;
    query.sink.next(json);
    query.sink.complete();
  };
  const fail = (error: unknown) => {
    if (controller.signal.aborted) return;
    for (const query of queued) if (query.wanted) query.sink.error(error instanceof Error ? error : new Error(String(error)));
  };
  for (const query of queued) query.release = () => queued.every((other) => !other.wanted) && controller.abort();
  if (queued.length === 1) {
    const [only] = queued;
    postOperation(only!.params, only!.variables, controller.signal).then(answer(0), fail);
  } else {
    postOperations(queued, controller.signal).then((answers) => answers.forEach((json, index) => answer(index)(json)), fail);
  }
}

/**
 * One POST per operation, naming its persisted document by id (documents.ts, issue 16),
 * or with the other queries of inOneRequest. Relay unsubscribes from a request it no
 * longer needs (a list whose term, filter or sort changed, GL-24): the request is then
 * aborted (a batch once none of its queries is wanted), so a late answer never lands.
 */
export const fetchGraphQL = ((params: RequestParameters, variables: Variables, cacheConfig?: CacheConfig) =>
  Observable.create<GraphQLResponse>((sink) => {
    const query: Queued = { params, variables, sink, wanted: true };
    // SL-20: a newer first page of the same list cancels the one still on its way. Relay may
    // keep that one subscribed (a list that suspended on it waits for it): it is aborted all
    // the same and never answers, which nothing renders any more.
    const group = supersessionOf(cacheConfig);
    if (group !== null) {
      const older = latestOf.get(group);
      if (older?.wanted) {
        older.wanted = false;
        older.release?.();
      }
      latestOf.set(group, query);
    }
    if (collecting && params.operationKind === 'query') collecting.push(query);
    else send([query]);
    return () => {
      query.wanted = false;
      query.release?.();
    };
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
 * since the gateway refreshes an expired token over HTTP and writes the cookie. Answers
 * whether a session is still there (the viewer); without one the page goes to sign in
 * (issue 42: a socket closed because its session ended).
 */
export const renewSession = () =>
  postOperation(sessionRenewal.params, {}).then((answer) => Boolean((answer as { data?: { viewer?: unknown } | null }).data?.viewer));
setSessionRenewal(renewSession, reportSessionEnded);

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
