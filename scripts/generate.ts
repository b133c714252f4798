// Generates the contracts from the code, or, with --check, fails when a committed
// one differs from what the code generates (`npm run check:contracts`):
//   provider/openapi.json                 from the provider's route schemas
//   gateway/src/provider/openapi.ts       types of the provider client, from openapi.json
//   schema.graphql                        printed from the gateway's Pothos schema
//   web/src/**/__generated__              Relay artifacts, from relay-compiler
//   web/persisted-queries.json            the operations' texts by id (relay-compiler's persisted queries, issue 16)
//   scripts/examples/__generated__        typed documents of the example scripts, graphql-codegen (codegen.ts)
//   provider/drizzle/                     migrations, from provider/src/db/schema.ts
// --check also checks the schema contract (scripts/schema-check.ts): a breaking change
// of schema.graphql since the commit before fails unless CHANGELOG.md lists it, and the
// engines (scripts/engines-check.ts): a locked package that does not run on the lowest
// Node package.json allows (npm ci would warn EBADENGINE) fails, and the install scripts
// (scripts/install-scripts-check.ts): a locked package whose install script package.json's
// allowScripts does not review (npm ci would warn install-scripts) fails, and the
// specification's coverage (scripts/spec-coverage.ts): a feature id of FEATURES.md's Parts
// A and D that no test names and docs/spec/coverage-exceptions.md does not excuse fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const check = process.argv.includes('--check');
const drifted: string[] = [];

function emit(path: string, content: string) {
  const file = join(root, path);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === content) return;
  if (check) drifted.push(path);
  else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.info(`wrote ${path}`);
  }
}

async function providerOpenApi(): Promise<string> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { buildProviderApp } = await import('../provider/src/app');
  // Route schemas need no database: a mock stands in for it.
  const database = { db: drizzle.mock() as never, kind: 'pglite' as const, migrate: async () => {}, close: async () => {} };
  const app = await buildProviderApp({ database, secret: 'openapi', operations: { autoStart: false } });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function providerClientTypes(openapi: string): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(JSON.parse(openapi), { alphabetize: false, exportType: true });
  return `// Generated from provider/openapi.json by \`npm run generate\`; do not edit.\n${astToString(ast)}`;
}

async function gatewaySchema(): Promise<string> {
  const { lexicographicSortSchema, printSchema } = await import('graphql');
  const { schema } = await import('../gateway/src/schema');
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

const PERSISTED_QUERIES = 'web/persisted-queries.json';

function relayArtifacts() {
  // --validate may still write the persisted queries: the committed file is put back, then checked.
  const persisted = join(root, PERSISTED_QUERIES);
  const committed = existsSync(persisted) ? readFileSync(persisted, 'utf8') : undefined;
  // The compiler reads the file before it adds to it: it must exist.
  if (committed === undefined && !check) writeFileSync(persisted, '{}\n');
  // --repersist: every operation goes to the persisted queries again, so a lost entry comes back.
  const result = spawnSync(join(root, 'node_modules/.bin/relay-compiler'), check ? ['--validate'] : ['--repersist'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (check) drifted.push(`web Relay artifacts (relay-compiler --validate):\n${result.stdout}${result.stderr}`);
    else throw new Error(`relay-compiler failed:\n${result.stdout}${result.stderr}`);
  }
  if (check) {
    if (committed === undefined) rmSync(persisted, { force: true });
    else writeFileSync(persisted, committed);
  }
}

/**
 * relay-compiler adds to web/persisted-queries.json but never removes: the file must hold
 * exactly the operations of the artifacts (their `id`), each text under its own sha-256.
 */
function persistedQueries() {
  const file = join(root, PERSISTED_QUERIES);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '{}';
  const documents = JSON.parse(current) as Record<string, string>;
  const ids = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (folder.endsWith('__generated__') && entry.name.endsWith('.graphql.ts')) {
        const source = readFileSync(path, 'utf8');
        const id = /"id": "([0-9a-f]{64})"/.exec(source)?.[1];
        if (id) ids.add(id);
        else if (/"text": "/.test(source)) drifted.push(`${relative(root, path)} (an operation sent as text: not persisted)`);
      }
    }
  };
  walk(join(root, 'web', 'src'));
  const kept: Record<string, string> = {};
  for (const id of [...ids].sort()) {
    const text = documents[id];
    if (text === undefined) drifted.push(`${PERSISTED_QUERIES} (no document for the id ${id} of an artifact)`);
    else if (createHash('sha256').update(text).digest('hex') !== id) drifted.push(`${PERSISTED_QUERIES} (the document ${id} is not the one its id names)`);
    else kept[id] = text;
  }
  emit(PERSISTED_QUERIES, `${JSON.stringify(kept, null, 2)}\n`);
}

/**
 * relay-compiler writes artifacts but never deletes one whose document is gone:
 * an artifact must name a document of web/src (or a @refetchable query).
 */
function staleRelayArtifacts() {
  const sources: string[] = [];
  const artifacts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (folder.endsWith('__generated__') && entry.name.endsWith('.graphql.ts')) artifacts.push(path);
      else if (/\.tsx?$/.test(entry.name)) sources.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, 'web', 'src'));
  const documents = new Set(
    sources.flatMap((source) => [
      ...[...source.matchAll(/\b(?:fragment|query|mutation|subscription)\s+([A-Za-z_]\w*)/g)].map((match) => match[1]),
      ...[...source.matchAll(/queryName:\s*"(\w+)"/g)].map((match) => match[1]),
    ]),
  );
  for (const artifact of artifacts) {
    const name = artifact.split('/').pop()!.replace(/\.graphql\.ts$/, '');
    if (documents.has(name)) continue;
    if (check) drifted.push(`${relative(root, artifact)} (no document ${name} in web/src: a stale Relay artifact)`);
    else {
      rmSync(artifact);
      console.info(`removed ${relative(root, artifact)}`);
    }
  }
}

/** The example scripts' typed documents (codegen.ts), from the committed schema.graphql; a file no longer generated is stale. */
async function scriptDocuments() {
  const { generate } = await import('@graphql-codegen/cli');
  const { default: config } = await import('../codegen');
  const outputs = await generate({ ...config, cwd: root }, false);
  const written = new Set<string>();
  for (const output of outputs) {
    const path = relative(root, join(root, output.filename));
    written.add(path);
    emit(path, output.content);
  }
  for (const folder of Object.keys(config.generates)) {
    if (!existsSync(join(root, folder))) continue;
    for (const name of readdirSync(join(root, folder))) {
      const path = relative(root, join(root, folder, name));
      if (written.has(path)) continue;
      if (check) drifted.push(`${path} (no longer generated by codegen.ts: a stale file)`);
      else {
        rmSync(join(root, path));
        console.info(`removed ${path}`);
      }
    }
  }
}

function migrations() {
  const drizzleKit = join(root, 'node_modules/.bin/drizzle-kit');
  const provider = join(root, 'provider');
  if (!check) {
    execFileSync(drizzleKit, ['generate'], { cwd: provider, stdio: 'inherit' });
    return;
  }
  // Generate into a copy: a new migration there means the schema drifted from the migrations.
  // drizzle-kit is run from inside the copy with a relative `out` (it fails on an absolute one,
  // and then still exits 0): its journal must come out with as many entries as ours.
  const scratch = mkdtempSync(join(tmpdir(), 'greenlight-migrations-'));
  try {
    cpSync(join(provider, 'drizzle'), join(scratch, 'drizzle'), { recursive: true });
    writeFileSync(
      join(scratch, 'drizzle.config.ts'),
      `export default { dialect: 'postgresql', schema: ${JSON.stringify(join(provider, 'src/db/schema.ts'))}, out: './drizzle' };\n`,
    );
    const output = execFileSync(drizzleKit, ['generate', '--config', 'drizzle.config.ts'], { cwd: scratch, encoding: 'utf8', stdio: 'pipe' });
    const entries = (folder: string) =>
      (JSON.parse(readFileSync(join(folder, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
    if (!/No schema changes|Your SQL migration file/.test(output)) {
      drifted.push(`${relative(root, join(provider, 'drizzle'))} (drizzle-kit could not compare the schema:\n${output})`);
    } else if (entries(scratch) !== entries(provider)) {
      drifted.push(`${relative(root, join(provider, 'drizzle'))} (run npm run generate: the schema has changes without a migration)`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const openapi = await providerOpenApi();
emit('provider/openapi.json', openapi);
emit('gateway/src/provider/openapi.ts', await providerClientTypes(openapi));
emit('schema.graphql', await gatewaySchema());
relayArtifacts();
staleRelayArtifacts();
persistedQueries();
await scriptDocuments();
migrations();

let contractBroken = false;
if (check) {
  const { checkSchemaContract } = await import('./schema-check');
  const contract = checkSchemaContract(root);
  for (const line of contract.lines) (contract.ok ? console.info : console.error)(line);
  contractBroken = !contract.ok;
  const { checkEngines } = await import('./engines-check');
  const engines = checkEngines(root);
  for (const line of engines.lines) (engines.ok ? console.info : console.error)(line);
  contractBroken ||= !engines.ok;
  const { checkInstallScripts } = await import('./install-scripts-check');
  const installScripts = checkInstallScripts(root);
  for (const line of installScripts.lines) (installScripts.ok ? console.info : console.error)(line);
  contractBroken ||= !installScripts.ok;
  const { checkSpecCoverage } = await import('./spec-coverage');
  const specCoverage = checkSpecCoverage(root);
  for (const line of specCoverage.lines) (specCoverage.ok ? console.info : console.error)(line);
  contractBroken ||= !specCoverage.ok;
}

if (drifted.length > 0) {
  console.error(`These contracts differ from what the code generates (run \`npm run generate\`):\n- ${drifted.join('\n- ')}`);
  process.exit(1);
}
if (contractBroken) process.exit(1);
console.info(check ? 'Contracts match the code.' : 'Contracts generated.');
process.exit(0);
