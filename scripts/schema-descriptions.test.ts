// Every public type, field and argument of the committed schema.graphql says what it is
// (issue 16): a script's author reads the schema, not the gateway's code. Introspection
// types and the built-in scalars are not ours; enum values are not checked. The ones
// still without a description are listed in schema-descriptions.todo, which may only
// shrink: a name there that has one now must leave the list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './launcher';
import { undescribed } from './schema-check';

const TODO = join(root, 'scripts', 'schema-descriptions.todo');
const todo = () =>
  readFileSync(TODO, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('descriptions in schema.graphql', () => {
  it('finds what lacks one', () => {
    expect(undescribed('"""What one reads"""\ntype Query { """one game""" game(id: ID!): Game, games: [Game!]! }\ntype Game { name: String }')).toEqual([
      'Game',
      'Game.name',
      'Query.game(id:)',
      'Query.games',
    ]);
  });

  it('every public type, field and argument has a description, but for the shrinking list of schema-descriptions.todo', () => {
    const missing = undescribed(readFileSync(join(root, 'schema.graphql'), 'utf8'));
    const allowed = new Set(todo());
    expect(missing.filter((name) => !allowed.has(name)), 'add a description (Pothos `description:`)').toEqual([]);
    const described = [...allowed].filter((name) => !missing.includes(name));
    expect(described, 'these have a description now (or are gone): remove them from scripts/schema-descriptions.todo').toEqual([]);
  });
});
