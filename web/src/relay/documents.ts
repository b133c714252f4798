// What the web sends for an operation (issue 16, trusted documents): relay-compiler
// persists every operation (relay.config.js `persistConfig`), so its artifact carries
// the sha-256 of its text as `id` and no text; the gateway finds the text by that id
// (web/persisted-queries.json). The id goes where Yoga's persisted-operations plugin
// reads it, `extensions.persistedQuery` (version 1, sha256Hash), over HTTP and graphql-ws.
import type { RequestParameters, Variables } from 'relay-runtime';

export interface OperationPayload {
  /** The text, only for an operation Relay did not persist (none of the app's). */
  query?: string;
  operationName: string;
  variables: Variables;
  extensions?: { persistedQuery: { version: 1; sha256Hash: string } };
}

/** The operation as the gateway reads it: its persisted id, or its text when it has no id. */
export function operationPayload(params: RequestParameters, variables: Variables): OperationPayload {
  if (params.id) return { operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } };
  if (!params.text) throw new Error(`The operation ${params.name} has neither an id nor a text`);
  return { query: params.text, operationName: params.name, variables };
}
