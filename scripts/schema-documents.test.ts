// Every GraphQL document the code sends is valid against the committed schema.graphql,
// the contract, built as a file with @graphql-tools/schema (not from the gateway's code):
// the web's operations as Relay compiled and persisted them (web/persisted-queries.json, fragments included)
// and the documents of scripts/examples (graphql(`...`) of the client preset).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { root } from './launcher';

const schema = makeExecutableSchema({ typeDefs: readFileSync(join(root, 'schema.graphql'), 'utf8') });

function files(folder: string, keep: (path: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep);
}

/** Relay's operations as the web sends them: persisted by relay-compiler, their texts by id in web/persisted-queries.json. */
function relayDocuments(): [string, string][] {
  const documents = JSON.parse(readFileSync(join(root, 'web', 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  return Object.values(documents).map((text) => [/^(?:query|mutation|subscription)\s+(\w+)/m.exec(text)?.[1] ?? text.slice(0, 40), text] as [string, string]);
}

function exampleDocuments(): [string, string][] {
  return files(join(root, 'scripts', 'examples'), (path) => path.endsWith('.ts') && !path.includes('__generated__')).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)].map((match, index) => [`${relative(root, path)} #${index + 1}`, match[1]!] as [string, string]),
  );
}

describe('documents against the committed schema.graphql', () => {
  const web = relayDocuments();
  const examples = exampleDocuments();

  it('finds the documents', () => {
    expect(web.length).toBeGreaterThan(30);
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it.each([...web, ...examples])('%s is valid', (_name, text) => {
    expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([]);
  });
});
