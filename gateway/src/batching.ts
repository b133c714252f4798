// Batched requests (issue 17, one request per navigation): a POST whose body is a JSON
// array of operations, answered by an array of results in the same order (Yoga's
// `batching`). The web sends one when an address opens the game panel on arrival: the
// page's query and the panel's leave together (web/src/relay/environment.ts, inOneRequest).
//
// What a batch may do: one to MAX_BATCH_OPERATIONS operations (more: Yoga's 413), each an
// object (else BAD_BATCH, 400, before anything runs), queries only (a mutation or a
// subscription in a batch is refused, BATCH_QUERIES_ONLY, before it is charged: mutations
// run one per request, in the order the caller sends them). Each
// operation passes the same guards as alone and is charged to the caller's points budget
// on its own; the request body's size limit holds for the whole batch. The operations of
// a batch share their request's context (server.ts): one session, so that a token refreshed
// for one is the token of the other and one cookie goes back, one correlation id, and the
// same loaders (the viewer is read once).
import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Operations one batched request may carry: the web sends two. */
export const MAX_BATCH_OPERATIONS = 4;

export const BATCH_QUERIES_ONLY = 'BATCH_QUERIES_ONLY';
export const BAD_BATCH = 'BAD_BATCH';

/** What is wrong with a batch's shape, before anything of it runs: none, or an entry that is not an operation. */
export function malformedBatch(operations: readonly unknown[]): string | undefined {
  if (operations.length === 0) return 'A batched request needs at least one operation.';
  const index = operations.findIndex((operation) => typeof operation !== 'object' || operation === null || Array.isArray(operation));
  if (index >= 0) return `Operation ${index + 1} of the batch is not an object: each is {"query": ...} or {"extensions": {"persistedQuery": ...}}, with its variables.`;
  return undefined;
}

const queriesOnly = () =>
  new GraphQLError('A batched request may hold queries only: send each mutation or subscription in a request of its own.', {
    extensions: { code: BATCH_QUERIES_ONLY },
  });

/** Refuses what is not a query in a batched request; first among the plugins that charge or call. */
export function queriesOnlyInBatches(onRefusal: () => void = () => {}): Plugin {
  const batches = new WeakSet<Request>();
  const check = (args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null | undefined; contextValue: unknown }, stop: (result: { errors: GraphQLError[] }) => void) => {
    const request = (args.contextValue as { request?: Request } | undefined)?.request;
    if (!request || !batches.has(request)) return;
    if (getOperationAST(args.document, args.operationName)?.operation === 'query') return;
    onRefusal();
    stop({ errors: [queriesOnly()] });
  };
  return {
    onRequestParse: ({ request }) => ({
      onRequestParseDone: ({ requestParserResult }) => {
        if (!Array.isArray(requestParserResult)) return;
        const refusal = malformedBatch(requestParserResult as unknown[]);
        if (refusal) {
          onRefusal();
          throw new GraphQLError(refusal, { extensions: { code: BAD_BATCH, http: { status: 400 } } });
        }
        batches.add(request);
      },
    }),
    onExecute: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
  };
}
