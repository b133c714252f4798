// Issue 18: the address the sign-in throttle counts, behind a load balancer or not.
import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustedProxies } from './forwarding';

const request = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as never;

describe('issue 18 client addresses', () => {
  const balancer = trustedProxies('10.0.0.5, ::1, not-an-address');

  it('is the peer, whatever a browser forwards, when the peer is not a trusted proxy', () => {
    expect(clientAddressOf(request('203.0.113.9', '198.51.100.1'), balancer)).toBe('203.0.113.9');
    expect(clientAddressOf(request('203.0.113.9'), trustedProxies(undefined))).toBe('203.0.113.9');
  });

  it("is the address a trusted balancer forwarded: the last one that is not a proxy, so a browser's own header counts for nothing", () => {
    expect(clientAddressOf(request('10.0.0.5', '198.51.100.1'), balancer)).toBe('198.51.100.1');
    expect(clientAddressOf(request('::ffff:10.0.0.5', '6.6.6.6, 198.51.100.1'), balancer)).toBe('198.51.100.1');
    expect(clientAddressOf(request('10.0.0.5', '198.51.100.1, ::1'), balancer)).toBe('198.51.100.1');
  });

  it('is the balancer when what it forwarded is missing or no address', () => {
    expect(clientAddressOf(request('10.0.0.5'), balancer)).toBe('10.0.0.5');
    expect(clientAddressOf(request('10.0.0.5', 'evil'), balancer)).toBe('10.0.0.5');
    expect([...balancer]).toEqual(['10.0.0.5', '::1']);
  });
});
