// The headers every provider answer carries (issue 18): no MIME sniffing (media and
// JSON are what they say), no framing, no full URL sent to other sites.
import { appWide } from './app-wide';

const HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const securityHeaders = appWide('security-headers', async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(HEADERS);
  });
});
