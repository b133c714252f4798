import { readFileSync } from 'node:fs';
import {
  execute,
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  getOperationAST,
  parse,
  print,
  type ExecutionResult,
  type GraphQLInputFieldConfigMap,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutor, compileOperation, spreadFieldCount } from './compiled-execution';
import { schema as gatewaySchema } from './schema';

// A schema with what graphql-jit would get wrong on its own: a recursive input, @oneOf, an
// input field's default, an enum whose values differ from their names.
const Order = new GraphQLEnumType({ name: 'Order', values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } });
const Group: GraphQLInputObjectType = new GraphQLInputObjectType({
  name: 'Group',
  fields: (): GraphQLInputFieldConfigMap => ({
    all: { type: new GraphQLNonNull(GraphQLBoolean) },
    children: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Child))) },
  }),
});
const Child: GraphQLInputObjectType = new GraphQLInputObjectType({
  name: 'Child',
  fields: () => ({ group: { type: Group }, term: { type: GraphQLString } }),
});
const Pick = new GraphQLInputObjectType({ name: 'Pick', isOneOf: true, fields: { byId: { type: GraphQLID }, byName: { type: GraphQLString } } });
const Save = new GraphQLInputObjectType({
  name: 'Save',
  fields: { name: { type: new GraphQLNonNull(GraphQLString) }, list: { type: new GraphQLNonNull(Order), defaultValue: 'desc' } },
});
const Named = new GraphQLInterfaceType({ name: 'Named', fields: { name: { type: GraphQLString } } });
const Game = new GraphQLObjectType({
  name: 'Game',
  interfaces: [Named],
  isTypeOf: (value) => (value as { kind?: string }).kind === 'game',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: GraphQLString },
    broken: {
      type: GraphQLString,
      resolve: () => {
        throw new Error('This field is broken.');
      },
    },
    required: { type: new GraphQLNonNull(GraphQLString), resolve: () => null },
    later: { type: GraphQLInt, resolve: async (game: { id: string }) => Number(game.id) * 10 },
  },
});
const Studio = new GraphQLObjectType({
  name: 'Studio',
  interfaces: [Named],
  isTypeOf: (value) => (value as { kind?: string }).kind === 'studio',
  fields: { name: { type: GraphQLString } },
});
const games = [
  { kind: 'game', id: '1', name: 'Alpha' },
  { kind: 'game', id: '2', name: 'Beta' },
];
/** What the mutations did, in their order: a mutation's fields run one after another. */
const log: string[] = [];
const schema = new GraphQLSchema({
  types: [Game, Studio],
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      append: {
        type: GraphQLString,
        args: { text: { type: new GraphQLNonNull(GraphQLString) }, waitMs: { type: GraphQLInt, defaultValue: 0 } },
        resolve: async (_root, args: { text: string; waitMs: number }) => {
          await new Promise((resolve) => setTimeout(resolve, args.waitMs));
          log.push(args.text);
          return log.join(',');
        },
      },
    },
  }),
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: GraphQLString,
        args: {
          group: { type: Group },
          pick: { type: Pick },
          save: { type: Save },
          order: { type: Order, defaultValue: 'asc' },
          ids: { type: new GraphQLList(GraphQLID) },
          text: { type: GraphQLString },
        },
        // Keys sorted: graphql-jit puts an argument's default first, graphql-js in the schema's order.
        resolve: (_root, args) => JSON.stringify(args, (_key, value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value)),
      },
      games: { type: new GraphQLList(Game), resolve: () => games },
      named: { type: new GraphQLList(Named), resolve: () => [games[0], { kind: 'studio', name: 'Studio one' }] },
      order: { type: Order, args: { order: { type: new GraphQLNonNull(Order) } }, resolve: (_root, args: { order: string }) => args.order },
    },
  }),
});

/** What a client reads of an answer: the data, and each error's message, path and place. */
const answer = (result: ExecutionResult) =>
  JSON.parse(
    JSON.stringify({ data: result.data, errors: result.errors?.map((error) => ({ message: error.message, path: error.path, locations: error.locations })) }),
  ) as unknown;

/** Runs `text` three times through the compiled executor: once as graphql-js does, then compiled. */
async function bothWays(text: string, variables: Record<string, unknown> = {}) {
  const document = parse(text);
  const run = compiledExecutor(schema);
  const once = async (executor: typeof execute) => {
    log.length = 0;
    return answer(await executor({ schema, document, variableValues: variables }));
  };
  const expected = await once(execute);
  const first = await once(run);
  const second = await once(run);
  const third = await once(run);
  return { expected, answers: [first, second, third], runsAs: run.runsAs(document) };
}

describe('compiled execution (issue 17)', () => {
  const cases: [string, string, Record<string, unknown>?][] = [
    ['a recursive input in a variable (a group of groups)', 'query Q($g: Group) { echo(group: $g) }', { g: { all: true, children: [{ term: 'a' }, { group: { all: false, children: [{ term: 'b' }] } }] } }],
    ['a recursive input written in the document', 'query { echo(group: { all: true, children: [{ group: { all: false, children: [{ term: "x" }] } }] }) }'],
    ['an input field default and an enum value that is not its name', 'query Q($s: Save) { echo(save: $s) }', { s: { name: 'Mine' } }],
    ['an argument default when its variable is not given', 'query Q($o: Order) { echo(order: $o) }'],
    ['an enum in and out', 'query Q($o: Order!) { order(order: $o) }', { o: 'DESC' }],
    ['@oneOf with one key', 'query Q($p: Pick) { echo(pick: $p) }', { p: { byName: 'Alpha' } }],
    ['@oneOf with two keys: graphql-js\'s refusal', 'query Q($p: Pick) { echo(pick: $p) }', { p: { byName: 'Alpha', byId: '1' } }],
    ['a variable of the wrong type: graphql-js\'s refusal', 'query Q($s: Save!) { echo(save: $s) }', { s: { name: 3, list: 'UP' } }],
    ['a required variable missing', 'query Q($o: Order!) { order(order: $o) }'],
    ['a list, @skip and @include', 'query Q($ids: [ID], $no: Boolean!) { echo(ids: $ids) skipped: echo(text: "x") @skip(if: $no) kept: echo @include(if: $no) }', { ids: [1, '2'], no: true }],
    ['an error in a field, a null that bubbles, a promise', 'query { games { id name broken later } again: games { id required } }'],
    ['an interface', 'query { named { __typename name ... on Game { id } } }'],
    ['hostile aliases and strings', 'query { __proto__: echo(text: "\\"); throw 1; (\\"") constructor: echo(text: "\\u0000`${1}`") toString: __typename }'],
    ['mutations one after another, the slower first', 'mutation { a: append(text: "a", waitMs: 30) b: append(text: "b") c: append(text: "c", waitMs: 10) }'],
    ['a variable inside an input object literal (graphql-js runs it)', 'query Q($t: String) { echo(group: { all: true, children: [{ term: $t }] }) }', { t: 'late' }],
  ];
  it.each(cases)('answers as graphql-js: %s', async (_name, text, variables) => {
    const { expected, answers } = await bothWays(text, variables);
    for (const got of answers) expect(got).toEqual(expected);
  });

  it('compiles a document on its second run, and never one with a variable inside an input object literal', async () => {
    expect((await bothWays('query { games { id name } }')).runsAs).toBe('compiled');
    expect((await bothWays('query Q($g: Group) { echo(group: $g) }')).runsAs).toBe('compiled');
    expect((await bothWays('query Q($t: String) { echo(group: { all: true, children: [{ term: $t }] }) }')).runsAs).toBe('graphql-js');
    // 1,001 fields once the fragments are spread (games, then 10 spreads of 10 spreads of 10 ids): graphql-js.
    const tens = (name: string, each: string) => `fragment ${name} on Game { ${Array.from({ length: 10 }, (_, i) => each.replace('#', String(i))).join(' ')} }`;
    const fragments = `${tens('F3', '...F2')} ${tens('F2', '...F1')} ${tens('F1', 'f#: id')}`;
    const wide = parse(`query { games { ...F3 } } ${fragments}`);
    const narrower = parse(`query { games { ...F2 } } ${fragments.replace(/^fragment F3[^}]*} /, '')}`);
    // A fragment the document lacks (refused by validation before any run) counts as nothing, and the fields after it still count.
    const unknown = parse('query { games { ...Missing id name } }');
    expect([wide, narrower, unknown].map((document) => spreadFieldCount(document, getOperationAST(document)!))).toEqual([1_001, 101, 3]);
    expect((await bothWays(print(wide))).runsAs).toBe('graphql-js');
    expect((await bothWays(print(narrower))).runsAs).toBe('compiled');
    const once = compiledExecutor(schema);
    const document = parse('query { games { id } }');
    await once({ schema, document });
    expect(once.runsAs(document)).toBe('graphql-js');
  });

  it("compiles the web's documents that the pages run on every visit (the games list, the game panel, the board)", () => {
    const documents = JSON.parse(readFileSync(new URL('../../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
    const outcomes = new Map<string, string>();
    for (const text of Object.values(documents)) {
      const document = parse(text);
      const name = document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '';
      const compiled = compileOperation(gatewaySchema, document, name);
      outcomes.set(name, 'query' in compiled ? 'compiled' : compiled.notCompiled);
    }
    for (const name of ['GamesListPaginationQuery', 'HomePageQuery', 'GamePanelQuery', 'BoardHomePageQuery', 'MyGamesListPaginationQuery']) expect([name, outcomes.get(name)]).toEqual([name, 'compiled']);
    // What does not compile says why; graphql-jit refuses none of the web's documents.
    const refused = [...outcomes].filter(([, outcome]) => outcome !== 'compiled' && outcome !== 'a variable inside an input object literal' && outcome !== 'a subscription');
    expect(refused).toEqual([]);
  });
});
