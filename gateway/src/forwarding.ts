// The client's address, which the gateway tells the provider in X-Forwarded-For (the
// sign-in throttle counts failures per address, Part G). It is the socket's peer; when
// that peer is a load balancer listed in TRUSTED_PROXIES, the address the balancer
// forwarded: the last one of X-Forwarded-For that is not itself a trusted proxy, so
// that a browser cannot choose what it is counted as. With a FORWARDING_KEY shared with
// the provider, the gateway proves it is the one forwarding (the provider believes
// X-Forwarded-For only with that key, from any address).
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const plain = (address: string) => (address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address);

/** TRUSTED_PROXIES: addresses separated by commas. */
export function trustedProxies(value: string | undefined): ReadonlySet<string> {
  return new Set((value ?? '').split(',').map((address) => plain(address.trim())).filter((address) => isIP(address) !== 0));
}

export function clientAddressOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: ReadonlySet<string>): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!peer || !trusted.has(plain(peer))) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    // A hop that is no address was not written by a proxy: count the request as the balancer's.
    if (isIP(hop) === 0) return peer;
    if (!trusted.has(plain(hop))) return hop;
  }
  return peer;
}
