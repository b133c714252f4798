// Queries and mutations run as graphql-jit's compiled functions once their document comes
// back (issue 17: a page of 20 cards is about 1,300 fields, and graphql-js's executor spent a
// fifth of the gateway's CPU on it, with most of its garbage). What graphql-jit would do
// differently from graphql-js stays with graphql-js:
// - variables are coerced by graphql-js (`getVariableValues`, the real schema), so their
//   defaults, @oneOf and error messages are graphql-js's; the compiled function takes them as
//   they come (its variable types are one pass-through scalar);
// - input objects are scalars to graphql-jit (the shadow schema): graphql-jit's own coercion
//   recurses without end on a type that holds itself (a filter group holds groups) and skips
//   input fields' defaults; a literal is read by graphql-js's `valueFromAST` on the real type;
// - a document with a variable inside an input object literal (`input: { id: $id }`) runs on
//   graphql-js: a literal is read once, when the document is compiled, without the variables;
// - subscriptions run on Yoga's executor (server.ts).
// A document is compiled on its second run, a one-off document (a script's) costs no compile,
// and one of at most 1,000 fields once its fragments are spread (compiling costs per field).
// What is compiled lives as long as its DocumentNode, which Yoga's parse cache keeps (an LRU).
import {
  BREAK,
  execute as graphqlExecute,
  getOperationAST,
  getVariableValues,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
  valueFromAST,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLInputObjectType,
  type OperationDefinitionNode,
  type SelectionNode,
  type TypeNode,
} from 'graphql';
import { mapSchema, MapperKind } from '@graphql-tools/utils';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** The one variable type of a compiled document: the value graphql-js coerced, as it is. */
const COERCED = 'GatewayCoercedValue';

/**
 * Compiling costs about 0.04 ms per field once its fragments are spread (GamePanelQuery, the
 * web's largest at 387 fields, 16 ms): a larger document (a script's, within the guards' cost)
 * runs on graphql-js rather than hold the event loop for everyone while it compiles.
 */
const MAX_COMPILED_FIELDS = 1_000;

/** graphql-js's cap on variable errors reported at once (its `execute`'s). */
const MAX_VARIABLE_ERRORS = 50;

const shadows = new WeakMap<GraphQLSchema, GraphQLSchema>();

/** The schema as graphql-jit sees it: input objects are scalars read by graphql-js, and one pass-through scalar for variables. */
function shadowOf(schema: GraphQLSchema): GraphQLSchema {
  let shadow = shadows.get(schema);
  if (shadow) return shadow;
  const mapped = mapSchema(schema, {
    [MapperKind.INPUT_OBJECT_TYPE]: (type) => {
      const real = schema.getType(type.name) as GraphQLInputObjectType;
      // mapSchema rewires every reference by name, whatever kind of type the name now holds.
      return new GraphQLScalarType({
        name: type.name,
        parseValue: (value) => value,
        parseLiteral: (node, variables) => valueFromAST(node, real, variables),
      }) as unknown as GraphQLInputObjectType;
    },
  }).toConfig();
  const coerced = new GraphQLScalarType({ name: COERCED, parseValue: (value) => value, parseLiteral: () => undefined });
  shadow = new GraphQLSchema({ ...mapped, types: [...mapped.types, coerced] });
  shadows.set(schema, shadow);
  return shadow;
}

/**
 * The operation of `document` compiled by graphql-jit, or why it runs on graphql-js:
 * a subscription, a variable inside an input object literal, or what graphql-jit refuses.
 */
export function compileOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): { operation: OperationDefinitionNode; query: CompiledQuery } | { notCompiled: string } {
  const operation = getOperationAST(document, operationName);
  if (!operation) return { notCompiled: 'no such operation' };
  if (operation.operation === 'subscription') return { notCompiled: 'a subscription' };
  if (variableInInputObject(document)) return { notCompiled: 'a variable inside an input object literal' };
  if (spreadFieldCount(document, operation) > MAX_COMPILED_FIELDS) return { notCompiled: `more than ${MAX_COMPILED_FIELDS} fields` };
  const forJit: DocumentNode = {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition !== operation
        ? definition
        : {
            ...operation,
            // A Boolean stays one (@skip and @include check it; coercing a boolean again changes nothing).
            variableDefinitions: operation.variableDefinitions?.map((variable) =>
              isBoolean(variable.type) ? variable : { ...variable, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: COERCED } }, defaultValue: undefined },
            ),
          },
    ),
  };
  const compiled = compileQuery(shadowOf(schema), forJit, operationName ?? undefined);
  return isCompiledQuery(compiled) ? { operation, query: compiled } : { notCompiled: compiled.errors?.map((error) => error.message).join('; ') ?? 'refused' };
}

type Entry = { runs: number } | { operation: OperationDefinitionNode; query: CompiledQuery } | 'graphql-js';

export interface CompiledExecutor {
  (args: ExecutionArgs): ExecutionResult | Promise<ExecutionResult>;
  /** How the operation of this document runs now: for tests. */
  runsAs(document: DocumentNode, operationName?: string | null): 'compiled' | 'graphql-js';
}

/** graphql-js's `execute`, with the documents that come back compiled by graphql-jit. */
export function compiledExecutor(schema: GraphQLSchema): CompiledExecutor {
  shadowOf(schema);
  const entries = new WeakMap<DocumentNode, Map<string | null | undefined, Entry>>();

  const entryOf = (document: DocumentNode, operationName: string | null | undefined): Entry => {
    let byName = entries.get(document);
    if (!byName) entries.set(document, (byName = new Map()));
    const entry = byName.get(operationName) ?? { runs: 0 };
    if (typeof entry !== 'object' || !('runs' in entry)) return entry;
    if (++entry.runs < 2) {
      byName.set(operationName, entry);
      return entry;
    }
    const compiled = compileOperation(schema, document, operationName);
    const next = 'query' in compiled ? compiled : 'graphql-js';
    byName.set(operationName, next);
    return next;
  };

  const execute = (args: ExecutionArgs): ExecutionResult | Promise<ExecutionResult> => {
    const entry = entryOf(args.document, args.operationName);
    if (typeof entry !== 'object' || !('query' in entry)) return graphqlExecute(args);
    const variables = getVariableValues(schema, entry.operation.variableDefinitions ?? [], args.variableValues ?? {}, { maxErrors: MAX_VARIABLE_ERRORS });
    if (variables.errors) return { errors: variables.errors };
    return entry.query.query(args.rootValue, args.contextValue, variables.coerced) as ExecutionResult | Promise<ExecutionResult>;
  };
  return Object.assign(execute, {
    runsAs: (document: DocumentNode, operationName?: string | null) => {
      const entry = entries.get(document)?.get(operationName);
      return typeof entry === 'object' && 'query' in entry ? ('compiled' as const) : ('graphql-js' as const);
    },
  });
}

const isBoolean = (type: TypeNode): boolean =>
  type.kind === Kind.NON_NULL_TYPE ? isBoolean(type.type) : type.kind === Kind.NAMED_TYPE && type.name.value === 'Boolean';

/** Whether a variable sits inside an input object written in the document (`input: { id: $id }`). */
function variableInInputObject(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Variable: (_node, _key, _parent, _path, ancestors) => {
      if (!ancestors.some((ancestor) => 'kind' in ancestor && ancestor.kind === Kind.OBJECT)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** How many fields the operation selects with its fragments spread out, each fragment counted once per spread. */
export function spreadFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const counted = new Map<string, number>();
  const inProgress = new Set<string>();
  const count = (selections: readonly SelectionNode[]): number => {
    let fields = 0;
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) fields += 1 + (selection.selectionSet ? count(selection.selectionSet.selections) : 0);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields += count(selection.selectionSet.selections);
      else {
        const name = selection.name.value;
        let size = counted.get(name);
        if (size === undefined) {
          const fragment = fragments.get(name);
          // A cycle is refused by validation before anything runs; counted as nothing here.
          if (!fragment || inProgress.has(name)) continue;
          inProgress.add(name);
          size = count(fragment.selectionSet.selections);
          inProgress.delete(name);
          counted.set(name, size);
        }
        fields += size;
      }
    }
    return fields;
  };
  return count(operation.selectionSet.selections);
}
