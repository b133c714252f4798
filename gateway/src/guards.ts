// What one operation may ask for (issue 16), for browsers and scripts alike, checked
// before it runs, so that a refused one costs the provider nothing. Sized from the
// web's own documents (guards.test.ts runs every one of them through these limits):
// the deepest is 9 fields deep, the most aliased has 3 aliases and 1 directive, the
// costliest (HomePageGamesQuery, 20 cards) costs some 11,700 by graphql-armor's count.
// Each refusal is a GraphQL error with a stable extensions.code and a message naming
// the limit. The document's size (tokens) is limits.ts's, before it is parsed.
// An operation that passes is then charged to its caller's points budget
// (rate-limit.ts), priced from the node count measured here.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  getNamedType,
  getOperationAST,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from './context';

/** A connection's `first` / `last`: 1 to 100, as GitHub's API; outside, INVALID_PAGE_SIZE (never silently cut). */
export const PAGE_SIZE = { min: 1, max: 100 } as const;
/** Nodes one operation may ask for: the sum over its connections of first (or last) times the parents' (GitHub's 500,000). */
export const MAX_NODES = 500_000;
/** Fields deep, fragments flattened: the web's deepest document is 9 (a saved view's filter tree). */
export const MAX_DEPTH = 12;
/** Aliases of one operation: the web uses 3; each alias of a list is one more provider call. */
export const MAX_ALIASES = 20;
/** Directives of one operation: the web uses 1. */
export const MAX_DIRECTIVES = 10;
/** graphql-armor's cost (objects 2, scalars 1, ×1.5 a level, × a literal first): the web's costliest is ~11,700. */
export const MAX_COST = 100_000;

/** The extensions a connection's `first` and `last` carry (builder.ts), by which the page size and node checks find them. */
export const PAGE_SIZE_EXTENSION = 'pageSize';

export const GUARD_CODES = {
  depth: 'DEPTH_LIMIT_EXCEEDED',
  aliases: 'ALIAS_LIMIT_EXCEEDED',
  directives: 'DIRECTIVE_LIMIT_EXCEEDED',
  cost: 'COST_LIMIT_EXCEEDED',
  nodes: 'NODE_LIMIT_EXCEEDED',
  pageSize: 'INVALID_PAGE_SIZE',
  introspection: 'INTROSPECTION_DISABLED',
} as const;

export type GuardCode = (typeof GUARD_CODES)[keyof typeof GUARD_CODES];

export interface GuardOptions {
  /** Counts a refusal (metrics), by its code. */
  onRefusal?: (code: GuardCode) => void;
  /** Tests lower it to reach it with the schema's few connections. */
  maxNodes?: number;
  /**
   * Called once an operation has passed every guard, with the measure they took (the
   * points budget, rate-limit.ts, prices it from the same node count): a refusal, or
   * undefined to let it run.
   */
  charge?: (args: ExecutionArgs, measure: OperationMeasure) => Promise<GraphQLError | undefined>;
}

/**
 * The guards as Yoga plugins: graphql-armor's depth, alias, directive and cost limits
 * (validation rules) and its field-suggestion mask; then, before execution, where the
 * variables are known, the page sizes, the node limit and introspection.
 */
export function operationGuards(options: GuardOptions = {}): Plugin[] {
  const onRefusal = options.onRefusal ?? (() => {});
  // armor's own errors say "Syntax Error: ..." without a code: reported again, typed.
  const report = (code: GuardCode) => (context: ValidationContext | null, error: GraphQLError) => {
    onRefusal(code);
    context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code } }));
  };
  const typed = (code: GuardCode) => ({ propagateOnRejection: false, onReject: [report(code)] });
  const armor = EnvelopArmorPlugin({
    // One token limit: graphql-js's own maxTokens, in limits.ts (documentTokenLimit).
    maxTokens: { enabled: false },
    maxDepth: { n: MAX_DEPTH, flattenFragments: true, ...typed(GUARD_CODES.depth) },
    maxAliases: { n: MAX_ALIASES, ...typed(GUARD_CODES.aliases) },
    maxDirectives: { n: MAX_DIRECTIVES, ...typed(GUARD_CODES.directives) },
    costLimit: { maxCost: MAX_COST, flattenFragments: true, ...typed(GUARD_CODES.cost) },
    // "Did you mean ...?" goes: the schema is not told to whoever guesses at it.
    blockFieldSuggestion: { mask: '' },
  });
  return [armor as Plugin, beforeExecution(onRefusal, options.maxNodes ?? MAX_NODES, options.charge)];
}

function beforeExecution(onRefusal: (code: GuardCode) => void, maxNodes: number, charge: GuardOptions['charge']): Plugin {
  const check = async (args: ExecutionArgs, stop: (result: { errors: GraphQLError[] }) => void) => {
    const measure = keptMeasure(args.schema, args.document, args.operationName, args.variableValues);
    if (!measure) return;
    const refuse = (refusal: GraphQLError) => {
      onRefusal(refusal.extensions.code as GuardCode);
      stop({ errors: [refusal] });
    };
    const refusal = sizeRefusalOf(measure, maxNodes);
    if (refusal) return refuse(refusal);
    // What passed the size guards is paid for (their refusals cost nothing), before the
    // introspection check's provider call: a spent budget calls nothing.
    const unpaid = await charge?.(args, measure);
    if (unpaid) return stop({ errors: [unpaid] });
    if (measure.introspection && !(await mayIntrospect(args.contextValue as GatewayContext | undefined))) {
      refuse(new GraphQLError('Introspection is for signed-in users and bearer-token holders.', { extensions: { code: GUARD_CODES.introspection } }));
    }
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) => check(args, setResultAndStopExecution),
  };
}

/** Measures kept per operation of a document (Yoga's parse cache hands the same document back for the same text). */
const measures = new WeakMap<OperationDefinitionNode, { variables: readonly string[]; byValues: Map<string, OperationMeasure | undefined> }>();
/** Per operation: enough for the page sizes a client sends, bounded against one that varies them. */
const MEASURES_PER_OPERATION = 64;
/** The longest key kept (page sizes are numbers). */
const MAX_KEPT_KEY = 64;

/**
 * measureOperation, kept: an operation's measure changes only with the variables its page
 * sizes read, so it is walked once per operation and values of those variables (a list
 * paged through is measured once, whatever its cursor). Keyed by the operation's node, not
 * its name: a name the document does not hold keeps nothing. Issue 17: the walk was about
 * 1.5 % of the gateway's CPU on a page of cards.
 */
function keptMeasure(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): OperationMeasure | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  let kept = measures.get(operation);
  if (!kept) {
    const read = new Set<string>();
    const measure = measureOperation(schema, document, operationName, variables, read);
    kept = { variables: [...read], byValues: new Map() };
    measures.set(operation, kept);
    keep(kept.byValues, valuesKey(kept.variables, variables), measure);
    return measure;
  }
  const key = valuesKey(kept.variables, variables);
  if (kept.byValues.has(key)) return kept.byValues.get(key);
  const measure = measureOperation(schema, document, operationName, variables);
  keep(kept.byValues, key, measure);
  return measure;
}

function keep(byValues: Map<string, OperationMeasure | undefined>, key: string, measure: OperationMeasure | undefined): void {
  // Page sizes are numbers: a long key is someone else's input, measured and not kept.
  if (key.length > MAX_KEPT_KEY) return;
  if (byValues.size >= MEASURES_PER_OPERATION) byValues.clear();
  byValues.set(key, measure);
}

/** The values of the page sizes' variables: absent ('-', the default applies) apart from null. */
const valuesKey = (names: readonly string[], variables: Readonly<Record<string, unknown>> | null | undefined) =>
  names.map((name) => (variables && name in variables ? JSON.stringify(variables[name]) : '-')).join(',');

function sizeRefusalOf(measure: OperationMeasure, maxNodes: number): GraphQLError | undefined {
  const [wrong] = measure.invalidPageSizes;
  if (wrong) {
    return new GraphQLError(
      `"${wrong.argument}" on ${wrong.field} must be between ${PAGE_SIZE.min} and ${PAGE_SIZE.max}, not ${wrong.value}.`,
      { extensions: { code: GUARD_CODES.pageSize } },
    );
  }
  if (measure.nodes > maxNodes) {
    return new GraphQLError(
      `An operation may ask for at most ${maxNodes.toLocaleString('en')} nodes (first or last of each connection times its parents'); this one asks for ${measure.nodes.toLocaleString('en')}.`,
      { extensions: { code: GUARD_CODES.nodes } },
    );
  }
  return undefined;
}

/** A session or a bearer token the provider accepts (the viewer loader's one call; none when there is neither). */
async function mayIntrospect(context: GatewayContext | undefined): Promise<boolean> {
  if (!context?.session.signedIn) return false;
  try {
    return (await context.loaders.viewer.load()) !== null;
  } catch {
    return false;
  }
}

export interface OperationMeasure {
  /** The sum over connections of their page size times their parents' (an absent page size counts as the most). */
  nodes: number;
  invalidPageSizes: { field: string; argument: string; value: number }[];
  /** The operation reads __schema or __type. */
  introspection: boolean;
}

/** What an operation asks for, from its document and variables, before it runs; undefined when it names no operation. */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Readonly<Record<string, unknown>> | null,
  /** Gathers the variables the page sizes read (keptMeasure's key). */
  pageSizeVariables?: Set<string>,
): OperationMeasure | undefined {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    values[name] = variables && name in variables ? variables[name] : definition.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined;
  }
  const measure: OperationMeasure = { nodes: 0, invalidPageSizes: [], introspection: false };

  const argumentValue = (value: ValueNode | undefined): unknown => {
    if (value === undefined) return undefined;
    if (value.kind !== Kind.VARIABLE) return valueFromASTUntyped(value);
    pageSizeVariables?.add(value.name.value);
    return values[value.name.value];
  };

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, multiplier: number, within: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__schema' || name === '__type') measure.introspection = true;
        if (name.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[name];
        if (!field) continue;
        let pageSize: number | undefined;
        let connection = false;
        for (const argument of field.args) {
          if (!argument.extensions[PAGE_SIZE_EXTENSION]) continue;
          connection = true;
          const value = argumentValue(selection.arguments?.find((given) => given.name.value === argument.name)?.value);
          if (typeof value !== 'number') continue;
          if (!Number.isInteger(value) || value < PAGE_SIZE.min || value > PAGE_SIZE.max) {
            measure.invalidPageSizes.push({ field: `${parent.name}.${name}`, argument: argument.name, value });
          } else {
            pageSize = Math.max(pageSize ?? 0, value);
          }
        }
        const own = connection ? (pageSize ?? PAGE_SIZE.max) : 1;
        if (connection) measure.nodes += multiplier * own;
        const type = getNamedType(field.type);
        if (selection.selectionSet && isCompositeType(type)) walk(selection.selectionSet, type, multiplier * own, within);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        walk(selection.selectionSet, isCompositeType(type) ? type : parent, multiplier, within);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || within.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        walk(fragment.selectionSet, isCompositeType(type) ? type : parent, multiplier, new Set([...within, name]));
      }
    }
  };
  walk(operation.selectionSet, root, 1, new Set());
  return measure;
}
