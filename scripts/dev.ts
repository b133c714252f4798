// `npm run dev`: the provider and the gateway restarting on change, and Vite's dev
// server (http://localhost:5173) proxying /graphql and /media to the gateway.
// Run `npm run generate` after changing a GraphQL document or a schema.
import { randomBytes } from 'node:crypto';
import { bin, gatewayNodeOptions, root, run, stopOnSignals, waitForHealth } from './launcher';

stopOnSignals();
const port = process.env.PORT ?? '4000';
const providerPort = process.env.PROVIDER_PORT ?? '4010';
const providerUrl = process.env.PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`;
const forwardingKey = process.env.FORWARDING_KEY || randomBytes(24).toString('base64url');
if (!process.env.PROVIDER_URL) {
  run('provider', bin('tsx'), ['watch', 'provider/src/main.ts'], { PROVIDER_PORT: providerPort, FORWARDING_KEY: forwardingKey });
  await waitForHealth(providerUrl);
}
// V8's options as `npm start` gives the gateway, so that development collects garbage as production does.
run('gateway', bin('tsx'), ['watch', 'gateway/src/main.ts'], {
  PORT: port,
  PROVIDER_URL: providerUrl,
  NODE_ENV: 'development',
  FORWARDING_KEY: forwardingKey,
  NODE_OPTIONS: gatewayNodeOptions(),
});
run('web', bin('vite'), [], { PORT: port }, `${root}/web`);
