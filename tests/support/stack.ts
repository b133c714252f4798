// A whole Greenlight in-process, for the suites that cross programs: a provider
// on a fresh PGlite database in a temporary folder (seeded with the demo data
// unless told otherwise) and a gateway in front of it, on free ports.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, type Gateway, type LiveHubOptions } from '@greenlight/gateway';
import {
  buildProviderApp,
  createDatabase,
  createTestDatabase,
  latestMailTo,
  manualClock,
  seedDemoData,
  setMaintenance,
  type Database,
  type ManualClock,
  type TestDatabaseKind,
} from '@greenlight/provider';
import type { FastifyInstance } from 'fastify';

/** The demo data's day: tests pin the clock so that the seed is the same every run. */
export const DEMO_NOW = new Date('2026-11-20T09:30:00Z');
export const DEMO_PASSWORD = 'Demo-pass-1';

export interface Stack {
  providerUrl: string;
  gatewayUrl: string;
  clock: ManualClock;
  database: Database;
  provider: FastifyInstance;
  gateway: Gateway;
  /** The path of the newest password-reset link mailed to `email` (read from the outbox). */
  resetLinkPath(email: string): Promise<string>;
  /** Switches the provider's maintenance mode (ERR-01) as an administrator would. */
  setMaintenance(on: boolean): Promise<void>;
  /** Calls the gateway made to the provider since the last reset. */
  providerCalls(): number;
  resetProviderCalls(): void;
  close(): Promise<void>;
}

export async function startStack(
  options: { seed?: boolean; webDist?: string; database?: TestDatabaseKind; live?: LiveHubOptions } = {},
): Promise<Stack> {
  const folder = mkdtempSync(join(tmpdir(), 'greenlight-stack-'));
  const clock = manualClock(DEMO_NOW);
  // PGlite in a folder of its own, or a fresh database on the Postgres server of the tests.
  const database =
    options.database === 'postgres' ? await createTestDatabase('postgres') : await createDatabase({ dataDir: join(folder, 'pglite') });
  await database.migrate();
  if (options.seed !== false) await seedDemoData(database.db, { clock });
  // The maintenance switch is read afresh on every request, so tests see it at once.
  const provider = await buildProviderApp({
    database,
    secret: 'stack-secret',
    clock,
    maintenanceCacheMs: 0,
    // Actions complete while the test waits, as they would in production.
    operations: { pollMs: 100 },
  });
  await provider.listen({ port: 0, host: '127.0.0.1' });
  const providerUrl = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;

  let calls = 0;
  const gateway = createGateway({
    providerUrl,
    webDist: options.webDist,
    logging: false,
    ...(options.live ? { live: options.live } : {}),
    onProviderCall: () => {
      calls++;
    },
  });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  return {
    providerUrl,
    gatewayUrl,
    clock,
    database,
    provider,
    gateway,
    resetLinkPath: async (email) => {
      const mail = await latestMailTo(database.db, email);
      const link = mail?.text.match(/https?:\/\/\S+\/resetpwd\/\S+/)?.[0];
      if (!link) throw new Error(`no reset link was mailed to ${email}`);
      return new URL(link).pathname;
    },
    setMaintenance: (on) => setMaintenance(database.db, clock, on),
    providerCalls: () => calls,
    resetProviderCalls: () => {
      calls = 0;
    },
    close: async () => {
      await gateway.close();
      await provider.close();
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
