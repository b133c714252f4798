// Databases for tests (Part G, "Postgres in tests"): PGlite always; a Postgres
// server too when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers, on a fresh
// database with a random name that is dropped afterwards.
//
// Migrating and seeding cost seconds, so a run does them once (global-setup.ts):
// a PGlite data dump and a Postgres template database per content, which every
// suite clones in well under a second. A suite started on its own (a single file,
// a benchmark) builds the same content itself.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { manualClock } from '../clock';
import { createDatabase, type Database } from '../db';
import { TEST_PASSWORD_COST } from '../domain/accounts/passwords';
import { seedDemoData } from '../seed/demo';

export type TestDatabaseKind = 'pglite' | 'postgres';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

function portAnswers(host: string, port: number, timeoutMs = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

let serverProbe: Promise<string | undefined> | undefined;

/** The admin URL of the Postgres server tests may use, or undefined. */
export function postgresServerUrl(): Promise<string | undefined> {
  serverProbe ??= (async () => {
    if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
    if (await portAnswers('127.0.0.1', 5432)) return LOCAL_SERVER;
    console.info('[tests] no Postgres server at 127.0.0.1:5432: provider tests run on PGlite only');
    return undefined;
  })();
  return serverProbe;
}

/** The kinds of database this machine can test against: PGlite, and Postgres when a server answers. */
export async function testDatabaseKinds(): Promise<TestDatabaseKind[]> {
  return (await postgresServerUrl()) ? ['pglite', 'postgres'] : ['pglite'];
}

/** The demo data's day: the seed is the same every run because the tests pin its clock. */
export const TEST_SEED_DAY = new Date('2026-11-20T09:30:00Z');

/** What a test database holds: only the migrated schema, or the demo data of TEST_SEED_DAY too. */
export type TestContents = 'empty' | 'demo';
export const TEST_CONTENTS: readonly TestContents[] = ['empty', 'demo'];

/** Where global-setup.ts leaves a content for the suites: a PGlite dump file, a Postgres template. */
export const imageVariable = (kind: TestDatabaseKind, contents: TestContents) =>
  `GREENLIGHT_TEST_${kind === 'pglite' ? 'DUMP' : 'TEMPLATE'}_${contents.toUpperCase()}`;

/** Migrates `database`, then seeds the demo data when asked. */
export async function fill(database: Database, contents: TestContents): Promise<void> {
  await database.migrate();
  if (contents === 'demo') await seedDemoData(database.db, { clock: manualClock(TEST_SEED_DAY), passwordCost: TEST_PASSWORD_COST });
}

/** Built once per process when no run-wide dump exists (a file run on its own). */
const localDumps = new Map<TestContents, Promise<Blob>>();

async function pgliteDump(contents: TestContents): Promise<Blob> {
  const file = process.env[imageVariable('pglite', contents)];
  if (file) return new Blob([readFileSync(file)]);
  let dump = localDumps.get(contents);
  if (!dump) {
    dump = (async () => {
      const database = await createDatabase({});
      try {
        await fill(database, contents);
        return await database.dump!();
      } finally {
        await database.close();
      }
    })();
    localDumps.set(contents, dump);
  }
  return dump;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the tests' Postgres server, copied from `template` when given; its `close()` only ends the pool. */
export async function createServerDatabase(options: { template?: string | undefined; prefix?: string } = {}): Promise<{ database: Database; name: string }> {
  const adminUrl = await postgresServerUrl();
  if (!adminUrl) throw new Error('No Postgres server to test against');
  const name = `${options.prefix ?? 'greenlight_test'}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
  return { database: await createDatabase({ databaseUrl: databaseUrl(adminUrl, name) }), name };
}

/**
 * Drops every database of the server named `prefix` and createServerDatabase's suffix:
 * those a run made and could not close itself (the journeys' shared stack, whose worker
 * ends with it open). The prefix is the run's own, letters, digits and underscores.
 */
export async function dropServerDatabasesOf(prefix: string): Promise<void> {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`not a database prefix: ${prefix}`);
  const adminUrl = await postgresServerUrl();
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${prefix}_`]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

export async function dropServerDatabase(name: string): Promise<void> {
  const adminUrl = await postgresServerUrl();
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

/**
 * A fresh database holding `contents`: PGlite in memory, or a new database on the
 * Postgres server that `close()` drops. Cloned from the run's image when
 * global-setup.ts made one, built here otherwise.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  contents: TestContents = 'empty',
  /** On the Postgres server, its name's prefix (dropServerDatabasesOf drops what close() did not). */
  options: { prefix?: string | undefined } = {},
): Promise<Database> {
  if (kind === 'pglite') return createDatabase({ dump: await pgliteDump(contents) });
  const template = process.env[imageVariable('postgres', contents)];
  const { database, name } = await createServerDatabase({ template, ...(options.prefix ? { prefix: options.prefix } : {}) });
  if (!template) await fill(database, contents);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropServerDatabase(name);
    },
  };
}
