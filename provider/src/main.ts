// `npm start` runs this through the launcher: migrate, seed an empty database,
// serve on PROVIDER_PORT.
import { join } from 'node:path';
import pg from 'pg';
import { buildProviderApp } from './app';
import { loadProviderConfig } from './config';
import { createDatabase, keepVacuumed } from './db';
import { fileLedger, simulatedAdNetworks } from './domain/campaigns/adapter';
import { setMaintenance } from './domain/platform/maintenance';
import { ensureDefaultViews } from './domain/lists/views';
import { demoDataCounts, isDatabaseEmpty, seedDemoData } from './seed/demo';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/users';

const config = loadProviderConfig();
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
});
// Providers started together on one Postgres database migrate and seed one after the
// other: a session-level advisory lock held on a connection of its own meanwhile.
const exclusive = await startupLock(config.databaseUrl);
try {
  await database.migrate();
  // The default views of 002 §9 exist on every database, demo data or not.
  await ensureDefaultViews(database.db, config.clock);
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now();
    await seedDemoData(database.db, { clock: config.clock, analyticsUrl: config.analyticsUrl });
    const counts = await demoDataCounts(database.db);
    console.info(
      `Seeded the demo data in ${Date.now() - started} ms: ${counts.studios} studios, ${counts.users} users, ${counts.games} games, ${counts.iterations} iterations, ${counts.stats} days of ad-network numbers.`,
    );
  }
} finally {
  await exclusive.release();
}
console.info(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const login of DEMO_LOGINS) console.info(`  ${login.email.padEnd(28)} ${login.who}`);

const app = await buildProviderApp({
  database,
  secret: config.secret,
  clock: config.clock,
  logger: { level: config.logLevel },
  smtpUrl: config.smtpUrl,
  ...(config.trustedProxies ? { trustedProxies: config.trustedProxies } : {}),
  forwardingKey: config.forwardingKey,
  metricsToken: config.metricsToken,
  links: {
    publicUrl: config.publicUrl,
    learningPlatformUrl: config.learningPlatformUrl,
    helpCenterUrl: config.helpCenterUrl,
    analyticsUrl: config.analyticsUrl,
  },
  // The simulated networks remember the calls they carried out in the data folder, as a real one would on its side.
  adNetworks: simulatedAdNetworks({
    failingNetworks: config.failingNetworks,
    ledger: fileLedger(join(config.dataDir, 'ad-networks.jsonl')),
    latencyMs: config.simulatorLatencyMs,
  }),
  media: { dir: config.mediaDir, ffmpegPath: config.ffmpegPath },
});
if (config.maintenance) await setMaintenance(database.db, config.clock, true);
const stopVacuuming = keepVacuumed(database, undefined, (error) => app.log.warn({ err: error }, 'vacuuming PGlite\'s games failed'));

// Graceful: no new request (503 while closing), those under way answered, the operation
// under way finished and the worker's lease given up, then the database closed; 25 s at most.
const close = async () => {
  const forced = setTimeout(() => process.exit(1), 25_000);
  forced.unref();
  stopVacuuming();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
console.info(`Provider on http://localhost:${config.port} (${database.kind})`);

/** Held while migrating and seeding, so that a second provider waits for the first (Postgres; PGlite is one process's). */
async function startupLock(databaseUrl: string | undefined): Promise<{ release(): Promise<void> }> {
  if (!databaseUrl) return { release: async () => {} };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("select pg_advisory_lock(hashtext('greenlight-startup'))");
  return {
    release: async () => {
      await client.query("select pg_advisory_unlock(hashtext('greenlight-startup'))").catch(() => undefined);
      await client.end();
    },
  };
}
