// `npm start`: builds the web app when needed, starts the provider (PROVIDER_PORT,
// default 4010, seeding an empty database) and then the gateway (PORT, default
// 4000), which serves the page and GraphQL. With PROVIDER_URL set, the gateway alone.
import { randomBytes } from 'node:crypto';
import { bin, buildWebIfStale, gatewayNodeOptions, run, stopOnSignals, waitForHealth } from './launcher';

stopOnSignals();
buildWebIfStale();

const port = process.env.PORT ?? '4000';
// The gateway proves to the provider that the client address it forwards is its own word.
const forwardingKey = process.env.FORWARDING_KEY || randomBytes(24).toString('base64url');
let providerUrl = process.env.PROVIDER_URL;
if (!providerUrl) {
  const providerPort = process.env.PROVIDER_PORT ?? '4010';
  providerUrl = `http://127.0.0.1:${providerPort}`;
  run('provider', bin('tsx'), ['provider/src/main.ts'], { PROVIDER_PORT: providerPort, FORWARDING_KEY: forwardingKey }, undefined, { restart: true });
  await waitForHealth(providerUrl);
}
// A crashed program starts again (1 s, doubling to 30 s), the other one goes on.
run('gateway', bin('tsx'), ['gateway/src/main.ts'], { PORT: port, PROVIDER_URL: providerUrl, NODE_ENV: 'production', FORWARDING_KEY: forwardingKey, NODE_OPTIONS: gatewayNodeOptions() }, undefined, { restart: true });
