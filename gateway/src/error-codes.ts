// Every error a caller reads has a code (ERR-05, issue 16): Pothos refuses an argument it
// cannot read (a global id that is not one, names another type or a type that does not
// exist; a node type that cannot be loaded by id) with an error of its own, which carries
// none. Those become INVALID_ARGUMENT, so that a script can tell a bad argument from a failure.
import { PothosError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const INVALID_ARGUMENT = 'INVALID_ARGUMENT';

function coded(error: GraphQLError): GraphQLError {
  // At execution, a Pothos error is about what the caller sent (its schema errors end at start-up).
  const validation = error instanceof PothosError || error.originalError instanceof PothosError;
  if (!validation || error.extensions.code) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: INVALID_ARGUMENT },
  });
}

export function codeArgumentErrors(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!('errors' in result) || !result.errors?.length) return;
        if (!result.errors.some((error) => coded(error) !== error)) return;
        setResult({ ...result, errors: result.errors.map(coded) });
      },
    }),
  };
}
