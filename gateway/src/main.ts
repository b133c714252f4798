// `npm start` runs this through the launcher after the provider answers.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trustedProxies } from './forwarding';
import { allowedOriginsFrom } from './origins';
import { rateLimitPointsFrom } from './rate-limit';
import { createGateway } from './server';

const port = Number(process.env.PORT ?? 4000);
const providerUrl = process.env.PROVIDER_URL ?? `http://127.0.0.1:${process.env.PROVIDER_PORT ?? 4010}`;
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const development = process.env.NODE_ENV === 'development';
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;

const gateway = createGateway({
  providerUrl,
  webDist: !development && existsSync(webDist) ? webDist : undefined,
  // GraphiQL for everyone in development; else for signed-in users and bearer-token holders (issue 16).
  graphiql: development ? true : 'signed-in',
  // CORS with credentials and WebSocket upgrades: the dashboard's own origin and CORS_ORIGINS.
  allowedOrigins: allowedOriginsFrom(publicUrl, process.env.CORS_ORIGINS),
  // Secure cookies when the dashboard is served over HTTPS (PUBLIC_URL), never from a client's header.
  secureCookies: publicUrl.startsWith('https://'),
  metricsToken: process.env.METRICS_TOKEN || undefined,
  trustedProxies: trustedProxies(process.env.TRUSTED_PROXIES),
  forwardingKey: process.env.FORWARDING_KEY || undefined,
  // Points per caller per hour (issue 16): in this process's memory, per gateway.
  rateLimit: { points: rateLimitPointsFrom(process.env.RATE_LIMIT_POINTS) },
});

// Graceful: no new connection, the requests under way answered (10 s at most), the
// browsers' sockets closed as going away so that they reconnect to another instance.
const close = async () => {
  const forced = setTimeout(() => process.exit(1), 15_000);
  forced.unref();
  await gateway.close({ graceMs: 10_000 });
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

gateway.server.listen(port, () => {
  console.info(`Greenlight on http://localhost:${port} (GraphQL at /graphql, provider ${providerUrl})`);
});
