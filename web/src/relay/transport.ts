// What the web sends to the gateway's /graphql and what the answers tell the whole
// app: one POST per operation (or for the queries a page starts together, issue 17) with
// the session cookie (same origin) and a correlation id (AUTH-19); a verdict about the session or the servers goes to the app's listeners.
// No Relay here: the sign-in page posts its one mutation through this alone, so that
// it loads neither Relay's runtime nor its store (issue 17); environment.ts is Relay's
// network layer over the same POST.
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { operationPayload } from './documents';

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

/** The session ended, learned elsewhere than in an answer's errors (issue 42: the live socket closed for it). */
export const reportSessionEnded = () => emit('sessionEnded');

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

type Answer = GraphQLResponse & { errors?: GraphQLErrorShape[] };

/** One POST to /graphql: the answer's status and JSON; what is not JSON is told to the listeners and thrown. */
async function post(body: string, signal: AbortSignal | undefined): Promise<{ status: number; json: unknown }> {
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
  try {
    return { status: response.status, json: await response.json() };
  } catch {
    // Not GraphQL at all: a proxy's or a crashed server's answer.
    emit(response.status === 503 ? 'maintenance' : 'serverError');
    throw new Error(`The server answered ${response.status}`);
  }
}

/** What the answers of one request tell the whole app: the most serious of their verdicts, once. */
function report(answers: readonly Answer[], status: number): void {
  const errors = answers.flatMap((answer) => answer.errors ?? []);
  const event = apiEventOf(errors, status);
  if (!event) return;
  const outdated = event === 'outdated' ? errors.find((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')?.message : undefined;
  emit(event, outdated ?? rateLimitMessageOf(errors));
}

/**
 * One POST of an operation, named by its persisted id (documents.ts); the answer's verdict
 * goes to the listeners, the answer to the caller.
 */
export async function postOperation(params: RequestParameters, variables: Variables, signal?: AbortSignal): Promise<GraphQLResponse> {
  const { status, json } = await post(JSON.stringify(operationPayload(params, variables)), signal);
  report([json as Answer], status);
  return json as GraphQLResponse;
}

/**
 * Queries in one POST (issue 17: a page and the game panel its address opens; the gateway's
 * batching.ts), their answers in the same order. An answer refusing the whole request (a
 * single result, not a list) is each query's answer.
 */
export async function postOperations(
  operations: readonly { params: RequestParameters; variables: Variables }[],
  signal?: AbortSignal,
): Promise<GraphQLResponse[]> {
  const { status, json } = await post(JSON.stringify(operations.map((operation) => operationPayload(operation.params, operation.variables))), signal);
  const answers = Array.isArray(json) && json.length === operations.length ? (json as Answer[]) : operations.map(() => json as Answer);
  report(answers, status);
  return answers;
}
