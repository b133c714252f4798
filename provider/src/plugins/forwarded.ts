// The client's address, which the sign-in throttle counts (Part G), comes from
// X-Forwarded-For only when a trusted proxy sent it (TRUSTED_PROXIES: the gateways,
// loopback by default) and, when FORWARDING_KEY is set, only when the request also
// carries that key in X-Forwarding-Key: then another process that can reach the
// provider cannot pose as the gateway and be counted as any address it likes. Without
// the key the forwarded headers are dropped before anything reads them.
import { timingSafeEqual } from 'node:crypto';
import { appWide } from './app-wide';

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

export const forwardedHeaders = appWide<{ key: string | undefined }>('forwarded-headers', async (app, { key }) => {
  if (!key) return;
  const expected = Buffer.from(key);
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    const sent = headers['x-forwarding-key'];
    const given = Buffer.from(typeof sent === 'string' ? sent : '');
    delete headers['x-forwarding-key'];
    if (given.length === expected.length && timingSafeEqual(given, expected)) return;
    for (const name of FORWARDED) delete headers[name];
  });
});
