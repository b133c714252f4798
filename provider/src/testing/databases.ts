// Databases for tests (Part G, "Postgres in tests"): PGlite always; a Postgres
// server too when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers, on a fresh
// database with a random name that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { createDatabase, type Database } from '../db';

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

/**
 * A fresh, migrated database. PGlite lives in memory; on a Postgres server a new
 * database is created and `close()` drops it.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await createDatabase({});
    await database.migrate();
    return database;
  }
  const adminUrl = await postgresServerUrl();
  if (!adminUrl) throw new Error('No Postgres server to test against');
  const name = `greenlight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
