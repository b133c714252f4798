// A graphql-ws client of a gateway, as a browser opens it (its cookies at the upgrade) or
// a script does (`Authorization: Bearer`): for the suites and benchmarks that subscribe.
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A client of the gateway at `gatewayUrl` (http://...) whose upgrade request carries
 * `headers`; it never retries; `closes` gathers the codes it was closed with.
 */
export function gatewaySocket(
  gatewayUrl: string,
  headers: Record<string, string>,
  closes: number[] = [],
  options: Omit<Partial<ClientOptions>, 'url' | 'webSocketImpl'> = {},
): Client {
  class CredentialSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CredentialSocket,
    retryAttempts: 0,
    on: { closed: (event) => closes.push((event as { code: number }).code) },
    ...options,
  });
}

/** The Cookie header of a browser's cookies. */
export const cookieHeader = (cookies: ReadonlyMap<string, string>): string => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
