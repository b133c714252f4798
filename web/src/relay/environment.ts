// The Relay environment: one POST to the gateway's /graphql per operation
// (transport.ts), subscriptions over graphql-ws (live.ts). Loaded with the first page
// that reads Relay (relay/RelayFrame.tsx), never by the sign-in page (issue 17).
import { Environment, graphql, Network, Observable, RecordSource, Store, type ConcreteRequest, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { setSessionRenewal, subscribeGraphQL } from './live';
import { postOperation } from './transport';

/**
 * One POST per operation, naming its persisted document by id (documents.ts, issue 16).
 * Relay unsubscribes from a request it no longer needs (a
 * list whose term, filter or sort changed, GL-24): the request is then aborted, so
 * a late answer never lands.
 */
export const fetchGraphQL = ((params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    postOperation(params, variables, controller.signal).then(
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
export const renewSession = () => postOperation(sessionRenewal.params, {});
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
