// The schema contract (scripts/schema-check.ts): what findBreakingChanges reports, by
// schema coordinate, and how CHANGELOG.md's "## Schema" section lets a change through.
import { describe, expect, it } from 'vitest';
import { schemaChangelog, schemaContract } from './schema-check';

const BEFORE = `
  type Query { game(gameId: Int!): Game, games(first: Int, term: String): [Game!]! }
  """A game"""
  type Game { id: ID!, name: String!, video: String, status: GameStatus! }
  enum GameStatus { IN_TESTING ARCHIVED }
`;

const changelog = (...lines: string[]) => `# Changelog\n\n## Schema\n\n${lines.join('\n')}\n\n## Other\n\n- \`Game.name\` removed: deprecated since 2026-01-01\n`;

describe('the schema contract', () => {
  it('reports a removed field as breaking, by its coordinate, when CHANGELOG.md does not list it', () => {
    const after = BEFORE.replace('video: String, ', '');
    const contract = schemaContract(BEFORE, after, changelog());
    expect(contract.unlisted).toEqual([
      expect.objectContaining({ coordinate: 'Game.video', description: 'Game.video was removed.', reason: expect.stringContaining('not listed') }),
    ]);
    expect(contract.listed).toEqual([]);
  });

  it('lets a removed field through once the Schema section lists it with its deprecation period', () => {
    const after = BEFORE.replace('video: String, ', '');
    const listed = schemaContract(BEFORE, after, changelog('- `Game.video` removed: deprecated since 2026-11-02, removed after 30 days'));
    expect(listed.unlisted).toEqual([]);
    expect(listed.listed.map((change) => change.coordinate)).toEqual(['Game.video']);
    // Listed without the period, or only in another section, it still fails.
    expect(schemaContract(BEFORE, after, changelog('- `Game.video` removed')).unlisted[0]?.reason).toMatch(/deprecation period/);
    expect(schemaContract(BEFORE, BEFORE.replace('name: String!, ', ''), changelog()).unlisted.map((c) => c.coordinate)).toEqual(['Game.name']);
  });

  it('does not report an added field, type or optional argument as breaking; an added enum value is a warning', () => {
    const after = BEFORE.replace('status: GameStatus! }', 'status: GameStatus!, studio: Studio }\n type Studio { name: String! }')
      .replace('term: String)', 'term: String, studioId: Int)')
      .replace('ARCHIVED }', 'ARCHIVED FINISHED }');
    const contract = schemaContract(BEFORE, after, changelog());
    expect(contract.unlisted).toEqual([]);
    expect(contract.dangerous.map((change) => change.coordinate).sort()).toEqual(['GameStatus.FINISHED', 'Query.games(studioId:)']);
  });

  it('names arguments, enum values and types by their coordinates', () => {
    const after = BEFORE.replace('game(gameId: Int!)', 'game(gameId: ID!)').replace(' ARCHIVED }', ' }').replace('term: String', 'term: String!');
    const coordinates = schemaContract(BEFORE, after, changelog()).unlisted.map((change) => change.coordinate).sort();
    expect(coordinates).toEqual(['GameStatus.ARCHIVED', 'Query.game(gameId:)', 'Query.games(term:)']);
    const withoutType = `type Query { ok: Boolean }`;
    expect(schemaContract(BEFORE, withoutType, changelog()).unlisted.map((change) => change.coordinate)).toEqual(
      expect.arrayContaining(['Game', 'GameStatus', 'Query.game', 'Query.games']),
    );
  });

  it('reads only the top-level list items of the Schema section', () => {
    const entries = schemaChangelog('## Schema\n\n    - `Type.field` removed: deprecated since YYYY-MM-DD\n- `A.b` removed: deprecated since 2026-11-02\n## Next\n- `C.d`');
    expect(entries).toEqual([{ coordinates: ['A.b'], deprecatedSince: '2026-11-02' }]);
  });
});

describe('the committed schema', () => {
  it('a field removed from schema.graphql is reported as breaking', async () => {
    const { readFileSync } = await import('node:fs');
    const { parse, print, visit } = await import('graphql');
    const committed = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
    // The subscription the example script follows, taken out of the file as an edit would.
    const removed = print(
      visit(parse(committed), {
        ObjectTypeDefinition: (type) =>
          type.name.value === 'Subscription' ? { ...type, fields: type.fields?.filter((field) => field.name.value !== 'gameOperations') } : undefined,
      }),
    );
    const contract = schemaContract(committed, removed, changelog());
    expect(contract.unlisted.map((change) => change.coordinate)).toEqual(['Subscription.gameOperations']);
    expect(schemaContract(committed, removed, changelog('- `Subscription.gameOperations` removed: deprecated since 2026-11-02, removed after 30 days')).unlisted).toEqual([]);
    expect(schemaContract(committed, committed, changelog())).toEqual({ listed: [], unlisted: [], dangerous: [] });
  });
});
