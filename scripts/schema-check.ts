// The schema contract (issue 16): the committed schema.graphql against the one before it,
// by graphql's findBreakingChanges. A breaking change fails unless CHANGELOG.md's
// "## Schema" section lists it with its deprecation period, one line each:
//
//   - `Game.video` removed: deprecated since 2026-11-02, removed after 30 days
//
// The backticked name is the change's schema coordinate: `Type`, `Type.field` (an input
// field, an enum value too: `GameStatus.ARCHIVED`), `Type.field(arg:)`, `@directive`.
// Dangerous changes (an enum value or an optional argument added ...) are printed as warnings.
//
// "Before" is main's previous commit: on a fresh clone of main (CI) the committed file is
// HEAD's, compared with HEAD~1's; with schema.graphql changed and not committed yet, the
// working file is compared with HEAD's. SCHEMA_BASE=<git ref> compares with that ref's
// instead (a branch against origin/main). Without git, or without the commit before
// (a shallow clone), it says so and passes. Part of `npm run check:contracts`; alone:
// `npx tsx scripts/schema-check.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type BreakingChange,
  type DangerousChange,
} from 'graphql';

export interface SchemaChange {
  /** The schema coordinate CHANGELOG.md names it by. */
  coordinate: string;
  description: string;
}

export interface SchemaContract {
  /** Breaking changes CHANGELOG.md lists with a deprecation period. */
  listed: SchemaChange[];
  /** Breaking changes it does not list (or lists without "deprecated since <date>"): these fail. */
  unlisted: (SchemaChange & { reason: string })[];
  dangerous: SchemaChange[];
}

/** The schema coordinate a change of findBreakingChanges/findDangerousChanges is about. */
export function changeCoordinate(change: BreakingChange | DangerousChange): string {
  const text = change.description;
  const patterns: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^An? (?:required|optional) arg (\w+) on directive (\w+)/, (m) => `@${m[2]}(${m[1]}:)`],
    [/^An? (?:required|optional) arg (\w+) on (\w+)\.(\w+)/, (m) => `${m[2]}.${m[3]}(${m[1]}:)`],
    [/^(\w+)\.(\w+) arg (\w+)/, (m) => `${m[1]}.${m[2]}(${m[3]}:)`],
    [/^An? (?:required|optional) field (\w+) on input type (\w+)/, (m) => `${m[2]}.${m[1]}`],
    [/^(\w+) was (?:removed from|added to) enum type (\w+)/, (m) => `${m[2]}.${m[1]}`],
    [/^(\w+) was (?:removed from|added to) union type (\w+)/, (m) => `${m[2]}`],
    [/^(\w+) added to interfaces implemented by (\w+)/, (m) => `${m[2]}`],
    [/^(\w+) no longer implements interface/, (m) => `${m[1]}`],
    [/^(\w+)\.(\w+) /, (m) => `${m[1]}.${m[2]}`],
  ];
  if (change.type.startsWith('DIRECTIVE_') || change.type === 'REQUIRED_DIRECTIVE_ARG_ADDED') {
    const removed = /^(\w+) was removed\.$/.exec(text);
    const name = removed?.[1] ?? /(\w+)\.$/.exec(text)?.[1] ?? text;
    return `@${name}`;
  }
  for (const [pattern, coordinate] of patterns) {
    const match = text.match(pattern);
    if (match) return coordinate(match);
  }
  return /^(?:Standard scalar )?(\w+)/.exec(text)?.[1] ?? text;
}

interface ChangelogEntry {
  coordinates: string[];
  deprecatedSince: string | undefined;
}

/** The lines of CHANGELOG.md's "## Schema" section, each with its backticked coordinates. */
export function schemaChangelog(changelog: string): ChangelogEntry[] {
  const section = /^## Schema[ \t]*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => /^[-*] /.test(line))
    .map((line) => ({
      coordinates: [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim()),
      deprecatedSince: /deprecated since (\d{4}-\d{2}-\d{2})/i.exec(line)?.[1],
    }));
}

/** Compares two schemas (SDL) and sorts the breaking changes into listed in `changelog` and not. */
export function schemaContract(before: string, after: string, changelog: string): SchemaContract {
  const [oldSchema, newSchema] = [buildSchema(before), buildSchema(after)];
  const entries = schemaChangelog(changelog);
  const contract: SchemaContract = { listed: [], unlisted: [], dangerous: [] };
  for (const change of findBreakingChanges(oldSchema, newSchema)) {
    const found = { coordinate: changeCoordinate(change), description: change.description };
    const entry = entries.find((candidate) => candidate.coordinates.includes(found.coordinate));
    if (entry?.deprecatedSince) contract.listed.push(found);
    else {
      const reason = entry
        ? 'CHANGELOG.md lists it without its deprecation period ("deprecated since YYYY-MM-DD")'
        : `not listed in CHANGELOG.md's "## Schema" section`;
      contract.unlisted.push({ ...found, reason });
    }
  }
  for (const change of findDangerousChanges(oldSchema, newSchema)) {
    contract.dangerous.push({ coordinate: changeCoordinate(change), description: change.description });
  }
  return contract;
}

/** The coordinates (`Type`, `Type.field`, `Type.field(arg:)`) of the schema without a description; not introspection types, built-in scalars nor enum values. */
export function undescribed(typeDefs: string): string[] {
  const schema = buildSchema(typeDefs);
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      for (const arg of 'args' in field ? field.args : []) {
        if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    }
  }
  return missing.sort();
}

function git(root: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** The schema to compare the committed one with, and what it is; no schema when there is nothing to compare with. */
export function baseSchema(root: string): { schema?: string; label: string } {
  const override = process.env.SCHEMA_BASE;
  if (override) {
    const schema = git(root, ['show', `${override}:schema.graphql`]);
    return schema === undefined ? { label: `SCHEMA_BASE=${override} has no schema.graphql (or git cannot read it)` } : { schema, label: override };
  }
  if (git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']) === undefined) return { label: 'no git history here (git missing or not a checkout)' };
  const head = git(root, ['show', 'HEAD:schema.graphql']);
  if (head === undefined) return { label: 'schema.graphql is not in HEAD yet' };
  const working = readFileSync(join(root, 'schema.graphql'), 'utf8');
  if (working !== head) return { schema: head, label: 'HEAD (schema.graphql has changes not committed yet)' };
  if (git(root, ['rev-parse', '--verify', '--quiet', 'HEAD~1']) === undefined) {
    const shallow = git(root, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true';
    return { label: shallow ? 'HEAD~1 is not in this shallow clone (fetch with --depth=2 or more)' : 'HEAD is the first commit' };
  }
  const previous = git(root, ['show', 'HEAD~1:schema.graphql']);
  return previous === undefined ? { label: 'schema.graphql is not in HEAD~1' } : { schema: previous, label: 'HEAD~1' };
}

/** The check of `npm run check:contracts`: the lines to print, and whether it passed. */
export function checkSchemaContract(root: string): { ok: boolean; lines: string[] } {
  const base = baseSchema(root);
  if (base.schema === undefined) return { ok: true, lines: [`Schema contract: not checked, ${base.label}.`] };
  const changelogFile = join(root, 'CHANGELOG.md');
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
  const contract = schemaContract(base.schema, readFileSync(join(root, 'schema.graphql'), 'utf8'), changelog);
  const lines = [`Schema contract: schema.graphql against ${base.label}.`];
  for (const change of contract.dangerous) lines.push(`  warning (dangerous): \`${change.coordinate}\` ${change.description}`);
  for (const change of contract.listed) lines.push(`  breaking, listed in CHANGELOG.md: \`${change.coordinate}\` ${change.description}`);
  for (const change of contract.unlisted) lines.push(`  BREAKING: \`${change.coordinate}\` ${change.description} (${change.reason})`);
  if (contract.unlisted.length > 0) {
    lines.push(
      '  A breaking change needs a deprecation period first (@deprecated), then a line in CHANGELOG.md\'s "## Schema" section:',
      '  - `Type.field` removed: deprecated since YYYY-MM-DD, removed after 30 days',
    );
  }
  return { ok: contract.unlisted.length === 0, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { root } = await import('./launcher');
  const { ok, lines } = checkSchemaContract(root);
  for (const line of lines) (ok ? console.info : console.error)(line);
  process.exit(ok ? 0 : 1);
}
