// Trusted documents (issue 16): the web build never sends a document's text, only the id
// relay-compiler gave it (its persisted queries, `persistConfig` in relay.config.js): the
// sha-256 of the text, written with the text to web/persisted-queries.json by
// `npm run generate` and checked for drift by `npm run check:contracts`. That file is the
// one store: the gateway answers an id from it, over HTTP (Yoga's persisted-operations
// plugin) and over graphql-ws (server.ts's onSubscribe, through `subscribeDocument`).
//
// Wire format (the plugin's default, the APQ shape): `{"operationName", "variables",
// "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "<id>"}}}`; over graphql-ws
// the same extensions with an empty `query` (graphql-ws requires the field).
//
// Policy: an id is always answered from the store (unknown: PERSISTED_QUERY_NOT_FOUND).
// Text is allowed everywhere but in production (`trustedDocumentsOnly`, NODE_ENV=production),
// where only a request with `Authorization: Bearer` (a script, a personal access token
// glpat_...) may send it; a browser session (the cookie) or an anonymous caller gets
// PERSISTED_QUERY_ONLY. A bearer wins over the cookie (session.ts), so text never runs
// with a browser session's rights; a bearer the provider refuses gets what the anonymous get.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultExtractPersistedOperationId, usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { Session } from './session';

/** The persisted documents relay-compiler writes (relay.config.js `persistConfig.file`). */
export const PERSISTED_DOCUMENTS_FILE = fileURLToPath(new URL('../../web/persisted-queries.json', import.meta.url));

export const TRUSTED_DOCUMENT_CODES = {
  notFound: 'PERSISTED_QUERY_NOT_FOUND',
  textRefused: 'PERSISTED_QUERY_ONLY',
  noDocument: 'DOCUMENT_REQUIRED',
} as const;

export type TrustedDocumentCode = (typeof TRUSTED_DOCUMENT_CODES)[keyof typeof TRUSTED_DOCUMENT_CODES];

const MESSAGES: Record<TrustedDocumentCode, string> = {
  PERSISTED_QUERY_NOT_FOUND: 'No persisted document has this id: reload the page to get the current version of the app.',
  PERSISTED_QUERY_ONLY:
    'This gateway runs only the persisted documents of the web app for browser sessions (their id in extensions.persistedQuery). ' +
    'To send a document as text, use a personal access token (Authorization: Bearer glpat_...; in GraphiQL, the Headers tab).',
  DOCUMENT_REQUIRED: 'A GraphQL request needs a document: its text (query) or the id of a persisted one (extensions.persistedQuery).',
};

/** A refusal before anything runs: over HTTP a 400 (as Yoga's own request errors), the code in the body. */
export const trustedDocumentError = (code: TrustedDocumentCode, overHttp = true) =>
  new GraphQLError(MESSAGES[code], { extensions: overHttp ? { code, http: { status: 400 } } : { code } });

/** The persisted documents by id. */
export interface PersistedDocuments {
  get(id: string): string | undefined;
  readonly size: number;
}

/**
 * The store over relay-compiler's file (`{ "<sha-256>": "<text>" }`). An id it does not
 * hold reloads the file when it has changed since (`npm run generate` under `npm run dev`).
 */
export function persistedDocumentsFile(path: string = PERSISTED_DOCUMENTS_FILE): PersistedDocuments {
  let loadedAt = -1;
  let documents = new Map<string, string>();
  const load = () => {
    const modified = existsSync(path) ? statSync(path).mtimeMs : 0;
    if (modified === loadedAt) return;
    loadedAt = modified;
    documents = modified === 0 ? new Map() : new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>));
  };
  load();
  return {
    get: (id) => {
      if (!documents.has(id)) load();
      return documents.get(id);
    },
    get size() {
      return documents.size;
    },
  };
}

let fileStore: PersistedDocuments | undefined;
/** The web's persisted documents, one store for every gateway of the process. */
export const webPersistedDocuments = (): PersistedDocuments => (fileStore ??= persistedDocumentsFile());

/** The store of documents given in code (tests). */
export const persistedDocumentsOf = (entries: Record<string, string>): PersistedDocuments => {
  const documents = new Map(Object.entries(entries));
  return { get: (id) => documents.get(id), size: documents.size };
};

/** Whether a request may send a document as text: always, but under trusted documents only with a bearer token. */
export function mayRunText(authorization: string | null | undefined, trustedDocumentsOnly: boolean): boolean {
  return !trustedDocumentsOnly || Session.fromHeaders({ authorization: authorization ?? null }).kind === 'bearer';
}

export interface TrustedDocumentsOptions {
  documents: PersistedDocuments;
  /** Text only with a bearer token (production). */
  trustedDocumentsOnly: boolean;
  /** Counts a refusal (metrics), by its code. */
  onRefusal?: (code: TrustedDocumentCode) => void;
}

/** Over HTTP: Yoga's persisted-operations plugin, its store ours, its errors typed. */
export function trustedDocuments(options: TrustedDocumentsOptions): Plugin {
  const refusal = (code: TrustedDocumentCode) => () => {
    options.onRefusal?.(code);
    return trustedDocumentError(code);
  };
  return usePersistedOperations({
    getPersistedOperation: (id) => options.documents.get(id) ?? null,
    allowArbitraryOperations: (request) => mayRunText(request.headers.get('authorization'), options.trustedDocumentsOnly),
    customErrors: {
      notFound: refusal(TRUSTED_DOCUMENT_CODES.notFound),
      persistedQueryOnly: refusal(TRUSTED_DOCUMENT_CODES.textRefused),
      keyNotFound: refusal(TRUSTED_DOCUMENT_CODES.noDocument),
    },
  }) as Plugin;
}

/**
 * Over graphql-ws: the subscribe message's document by the same rules as over HTTP,
 * `authorization` being the upgrade request's header.
 */
export function subscribeDocument(
  payload: { query?: string | null; extensions?: Record<string, unknown> | null },
  authorization: string | null | undefined,
  options: TrustedDocumentsOptions,
): { text: string } | { error: GraphQLError } {
  const refuse = (code: TrustedDocumentCode) => {
    options.onRefusal?.(code);
    return { error: trustedDocumentError(code, false) };
  };
  if (payload.query) return mayRunText(authorization, options.trustedDocumentsOnly) ? { text: payload.query } : refuse(TRUSTED_DOCUMENT_CODES.textRefused);
  const id = defaultExtractPersistedOperationId({ extensions: payload.extensions ?? undefined } as GraphQLParams, undefined as never, {});
  if (id === null) return refuse(TRUSTED_DOCUMENT_CODES.noDocument);
  const text = options.documents.get(id);
  return text === undefined ? refuse(TRUSTED_DOCUMENT_CODES.notFound) : { text };
}
