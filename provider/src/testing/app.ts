// A provider in-process on a fresh copy of the demo database and a manual clock,
// as app.db.test.ts starts it, for route test files that need their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildProviderApp, type ProviderOptions } from '../app';
import { manualClock, type ManualClock } from '../clock';
import type { Database } from '../db';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/users';
import { createTestDatabase, TEST_SEED_DAY, type TestDatabaseKind } from './databases';

export const TEST_START = TEST_SEED_DAY;
export const TEST_SECRET = 'test-secret';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  /** Signs in and answers the pair; fails the test unless the login succeeds. */
  login(email: string, password?: string, options?: Pick<InjectOptions, 'remoteAddress' | 'headers'>): Promise<{ token: string; refreshToken: string }>;
  /** The authorization header of a fresh session of `email`. */
  as(email: string, password?: string): Promise<{ authorization: string }>;
  userId(email: string): Promise<number>;
  /** Where the app writes uploads. */
  mediaDir: string;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: TestDatabaseKind,
  options: Partial<Omit<ProviderOptions, 'database' | 'clock'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind, 'demo');
  const clock = manualClock(TEST_START);
  // Uploads go to a folder of the test's own, removed when it closes.
  const mediaDir = options.media?.dir ?? mkdtempSync(join(tmpdir(), 'greenlight-test-media-'));
  // The worker waits for the test: it drains `app.operations` when it wants operations run.
  const app = await buildProviderApp({
    secret: TEST_SECRET,
    maintenanceCacheMs: 0,
    operations: { autoStart: false },
    ...options,
    media: { ...options.media, dir: mediaDir },
    database,
    clock,
  });
  await app.ready();

  const login: TestApp['login'] = async (email, password = DEMO_PASSWORD, extra = {}) => {
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: email, password }, ...extra });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  return {
    app,
    database,
    clock,
    login,
    as: async (email, password) => ({ authorization: `Bearer ${(await login(email, password)).token}` }),
    userId: async (email) => {
      const [row] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
    mediaDir,
    close: async () => {
      await app.close();
      await database.close();
      if (!options.media?.dir) rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
