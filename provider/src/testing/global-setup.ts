// Vitest's global setup (vitest.config.ts, tests/e2e/vitest.config.ts): migrates
// and seeds once per run, before any worker starts, and leaves the result where
// createTestDatabase clones it from: a PGlite dump file per content, and on the
// Postgres server a template database per content. Workers inherit the variables
// that name them; the teardown removes both.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../db';
import { createServerDatabase, dropServerDatabase, fill, imageVariable, postgresServerUrl, TEST_CONTENTS } from './databases';

export default async function setup(): Promise<() => Promise<void>> {
  // Two projects of one run both ask; the first one's images serve both.
  if (process.env[imageVariable('pglite', 'demo')]) return async () => {};
  const started = performance.now();
  const folder = mkdtempSync(join(tmpdir(), 'greenlight-test-images-'));
  const templates: string[] = [];
  const builds = TEST_CONTENTS.map(async (contents) => {
    const database = await createDatabase({});
    try {
      await fill(database, contents);
      const file = join(folder, `${contents}.tar`);
      writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
      process.env[imageVariable('pglite', contents)] = file;
    } finally {
      await database.close();
    }
  });
  if (await postgresServerUrl()) {
    for (const contents of TEST_CONTENTS) {
      builds.push(
        (async () => {
          const { database, name } = await createServerDatabase({ prefix: `greenlight_template_${contents}` });
          templates.push(name);
          try {
            await fill(database, contents);
          } finally {
            // A template copies only while nobody is connected to it: the pool ends, the database stays.
            await database.close();
          }
          process.env[imageVariable('postgres', contents)] = name;
        })(),
      );
    }
  }
  const cleanUp = async () => {
    await Promise.all(templates.map(dropServerDatabase));
    rmSync(folder, { recursive: true, force: true });
  };
  const outcomes = await Promise.allSettled(builds);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await cleanUp();
    throw failure.reason;
  }
  console.info(`[tests] test databases migrated and seeded once in ${Math.round(performance.now() - started)} ms`);

  return cleanUp;
}
