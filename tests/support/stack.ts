// A whole Greenlight in-process, for the suites that cross programs: a provider
// on a fresh copy of the demo database (or an empty one when told) and a gateway
// in front of it, on free ports. The copy is cloned from the run's seed
// (provider/src/testing/global-setup.ts), so a stack starts in about a second.
// `startCluster()` starts several such pairs on one Postgres database (issue 18).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, type Gateway, type LiveHubOptions, type PointsBudgetOptions } from '@greenlight/gateway';
import {
  buildProviderApp,
  createDatabase,
  createTestDatabase,
  latestMailTo,
  manualClock,
  setMaintenance,
  TEST_SEED_DAY,
  type Database,
  type ManualClock,
  type TestDatabaseKind,
} from '@greenlight/provider';
import type { FastifyInstance } from 'fastify';
import { root } from '../../scripts/launcher';
import { journeysRun } from '../e2e/global-setup';

/** The demo data's day: tests pin the clock so that the seed is the same every run. */
export const DEMO_NOW = TEST_SEED_DAY;
export const DEMO_PASSWORD = 'Demo-pass-1';

/**
 * The points budget of a stack's gateway when a test says none (production: 5,000 an
 * hour): the suites sign in as the same demo users, run every web document from one
 * address and fuzz thousands of operations as one session, none of which may meet it.
 */
export const STACK_RATE_LIMIT_POINTS = 1_000_000;

/** Every demo user of DEMO.md, in its order: the rows of the authorization tables. */
export const DEMO_USERS = [
  'admin@greenlight.test',
  'pm@greenlight.test',
  'pm2@greenlight.test',
  'cs@greenlight.test',
  'lead@studio-one.test',
  'games@studio-one.test',
  'own@studio-one.test',
  'dev@studio-one.test',
  'manager@studio-one.test',
  'lead@studio-two.test',
  'learner@studio-three.test',
] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

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
  /**
   * Stops the provider's operations worker until the answered function is called:
   * a test sees a queued operation as ongoing for as long as it needs, not for 100 ms.
   */
  holdOperations(): Promise<() => void>;
  /** Calls the gateway made to the provider since the last reset. */
  providerCalls(): number;
  /** Those calls, as "GET /v1/me". */
  providerPaths(): string[];
  resetProviderCalls(): void;
  close(): Promise<void>;
}

export async function startStack(
  options: {
    seed?: boolean;
    webDist?: string;
    database?: TestDatabaseKind;
    live?: LiveHubOptions;
    /** The gateway's points budget (issue 16): STACK_RATE_LIMIT_POINTS unless a test passes its own (rate-limit.test.ts, a small one). */
    rateLimit?: PointsBudgetOptions;
    /** Production's policy (issue 16): browser sessions send persisted documents' ids, text needs a bearer token. */
    trustedDocumentsOnly?: boolean;
    /** The maintenance switch kept for a while as in production (the benchmarks), not read afresh on every request. */
    maintenanceCached?: boolean;
    /**
     * For a stack nobody closes (the journeys' shared one): its database's name prefix on a
     * Postgres server and its media folder, the run's own, which the run's teardown removes.
     */
    leftToTheRun?: { databasePrefix: string; mediaDir: string } | undefined;
  } = {},
): Promise<Stack> {
  const clock = manualClock(DEMO_NOW);
  const contents = options.seed === false ? 'empty' : 'demo';
  const database = await createTestDatabase(options.database ?? 'pglite', contents, { prefix: options.leftToTheRun?.databasePrefix });
  const mediaDir = options.leftToTheRun?.mediaDir ?? mkdtempSync(join(tmpdir(), 'greenlight-stack-media-'));
  const node = await startNode(database, clock, mediaDir, options);

  return {
    providerUrl: node.providerUrl,
    gatewayUrl: node.gatewayUrl,
    clock,
    database,
    provider: node.provider,
    gateway: node.gateway,
    resetLinkPath: async (email) => {
      const mail = await latestMailTo(database.db, email);
      const link = mail?.text.match(/https?:\/\/\S+\/resetpwd\/\S+/)?.[0];
      if (!link) throw new Error(`no reset link was mailed to ${email}`);
      return new URL(link).pathname;
    },
    setMaintenance: (on) => setMaintenance(database.db, clock, on),
    holdOperations: async () => {
      await node.provider.operations.stop();
      return () => node.provider.operations.start();
    },
    providerCalls: node.providerCalls,
    providerPaths: node.providerPaths,
    resetProviderCalls: node.resetProviderCalls,
    close: async () => {
      await node.close();
      await database.close();
      if (!options.leftToTheRun) rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A provider on `database` and a gateway in front of it, on free ports. */
interface StackNode {
  providerUrl: string;
  gatewayUrl: string;
  provider: FastifyInstance;
  gateway: Gateway;
  providerCalls(): number;
  providerPaths(): string[];
  resetProviderCalls(): void;
  /** Stops the gateway, then the provider; the database stays open. */
  close(): Promise<void>;
}

async function startNode(
  database: Database,
  clock: ManualClock,
  mediaDir: string,
  options: {
    webDist?: string | undefined;
    live?: LiveHubOptions | undefined;
    rateLimit?: PointsBudgetOptions | undefined;
    trustedDocumentsOnly?: boolean | undefined;
    maintenanceCached?: boolean | undefined;
  },
): Promise<StackNode> {
  // The maintenance switch is read afresh on every request, so tests see it at once.
  const provider = await buildProviderApp({
    database,
    secret: 'stack-secret',
    clock,
    ...(options.maintenanceCached ? {} : { maintenanceCacheMs: 0 }),
    // Actions complete while the test waits, as they would in production.
    operations: { pollMs: 100 },
    media: { dir: mediaDir },
  });
  await provider.listen({ port: 0, host: '127.0.0.1' });
  const providerUrl = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;

  let calls = 0;
  const paths: string[] = [];
  const gateway = createGateway({
    providerUrl,
    webDist: options.webDist,
    logging: false,
    trustedDocumentsOnly: options.trustedDocumentsOnly ?? false,
    ...(options.live ? { live: options.live } : {}),
    rateLimit: options.rateLimit ?? { points: STACK_RATE_LIMIT_POINTS },
    onProviderCall: (call) => {
      calls++;
      paths.push(`${call.method} ${call.path}`);
    },
  });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  return {
    providerUrl,
    gatewayUrl,
    provider,
    gateway,
    providerCalls: () => calls,
    providerPaths: () => [...paths],
    resetProviderCalls: () => {
      calls = 0;
      paths.length = 0;
    },
    close: async () => {
      await gateway.close();
      await provider.close();
    },
  };
}

/** One of a cluster's instances: its provider with its own pool (so its own LISTEN connection and operations worker), its gateway. */
export interface ClusterNode {
  providerUrl: string;
  gatewayUrl: string;
  provider: FastifyInstance;
  gateway: Gateway;
  /** This node's own pool on the cluster's database. */
  database: Database;
}

export interface Cluster {
  clock: ManualClock;
  /** The first node's pool, for the tests' own reads. */
  database: Database;
  nodes: ClusterNode[];
  close(): Promise<void>;
}

/**
 * README "Scaling out" in one process: `size` providers on ONE Postgres database
 * cloned from the demo data (the same secret, one media folder), each through its
 * own pool, and a gateway in front of each. Needs a Postgres server
 * (`testDatabaseKinds()` includes 'postgres').
 */
export async function startCluster(options: { size?: number; live?: LiveHubOptions } = {}): Promise<Cluster> {
  const clock = manualClock(DEMO_NOW);
  const database = await createTestDatabase('postgres', 'demo');
  const mediaDir = mkdtempSync(join(tmpdir(), 'greenlight-cluster-media-'));
  const pools: Database[] = [];
  const started: StackNode[] = [];
  const nodes: ClusterNode[] = [];
  const close = async () => {
    for (const node of started) await node.close();
    for (const pool of pools) await pool.close();
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < (options.size ?? 2); index++) {
      const pool = index === 0 ? database : await createDatabase({ databaseUrl: database.url });
      if (pool !== database) pools.push(pool);
      const node = await startNode(pool, clock, mediaDir, { live: options.live });
      started.push(node);
      nodes.push({ providerUrl: node.providerUrl, gatewayUrl: node.gatewayUrl, provider: node.provider, gateway: node.gateway, database: pool });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { clock, database, nodes, close };
}

/** Where `npm run build -w web` puts the app the journeys open. */
export const WEB_DIST = join(root, 'web', 'dist');

let shared: Promise<Stack> | undefined;

/**
 * The stack the Chromium journeys share: one per run, serving the built web app under
 * production's trusted documents (the app sends ids only; a test's own text needs a bearer).
 * tests/e2e runs its files one after another in one worker without isolation, so
 * every file gets this same stack. Nobody closes it: the worker ends with it, and the
 * run's teardown (tests/e2e/global-setup.ts) drops its database and media folder. A file
 * leaves the demo data as other files expect it (a password it changes, it puts back).
 */
export function sharedStack(): Promise<Stack> {
  // E2E_DATABASE=postgres runs the journeys on a Postgres server (TEST_DATABASE_URL or 127.0.0.1:5432).
  shared ??= startStack({
    webDist: WEB_DIST,
    database: process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'pglite',
    trustedDocumentsOnly: true,
    leftToTheRun: journeysRun(),
  });
  return shared;
}
