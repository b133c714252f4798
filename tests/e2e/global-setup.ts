// Before the journeys: the web app is built once per run (when its sources are
// newer than web/dist), not by each file. The shared stack (tests/support/stack.ts
// sharedStack) is never closed, since the worker ends with it: its Postgres database
// and media folder are named here, and the teardown removes them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropServerDatabasesOf } from '@greenlight/provider';
import { buildWebIfStale } from '../../scripts/launcher';

const DATABASE_PREFIX = 'GREENLIGHT_E2E_DATABASE_PREFIX';
const MEDIA_DIR = 'GREENLIGHT_E2E_MEDIA_DIR';

/** The run's names for what the shared stack leaves (undefined outside a run of tests/e2e: the stack closes its own). */
export function journeysRun(): { databasePrefix: string; mediaDir: string } | undefined {
  const databasePrefix = process.env[DATABASE_PREFIX];
  const mediaDir = process.env[MEDIA_DIR];
  return databasePrefix && mediaDir ? { databasePrefix, mediaDir } : undefined;
}

export default function setup(): () => Promise<void> {
  buildWebIfStale();
  // The workers inherit both.
  const databasePrefix = `greenlight_e2e_${randomBytes(4).toString('hex')}`;
  const mediaDir = mkdtempSync(join(tmpdir(), 'greenlight-e2e-media-'));
  process.env[DATABASE_PREFIX] = databasePrefix;
  process.env[MEDIA_DIR] = mediaDir;
  return async () => {
    rmSync(mediaDir, { recursive: true, force: true });
    await dropServerDatabasesOf(databasePrefix);
  };
}
