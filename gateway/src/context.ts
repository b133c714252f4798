// Per-request state: the caller's session, the provider client bound to it, and
// the loaders (loaders.ts), which are never shared between requests.
import { randomUUID } from 'node:crypto';
import { createLoaders, type Loaders } from './loaders';
import { ProviderClient } from './provider/client';
import type { LiveHub } from './live/hub';
import type { ProviderHttp } from './provider/http';
import { callerKeyOf, type RateLimitHolder } from './rate-limit';
import { Session } from './session';

export interface GatewayContext {
  correlationId: string;
  session: Session;
  /** For list searches and mutations; every read by key goes through `loaders`. */
  provider: ProviderClient;
  loaders: Loaders;
  /** The gateway's upstream live connections (subscriptions); absent where no subscription runs. */
  live?: Pick<LiveHub, 'subscribe'> | undefined;
  /** Over graphql-ws: closes the browser's socket, so that it signs in again and reconnects. */
  closeTransport?: ((code: number, reason: string) => void) | undefined;
  /** The provider calls this request made so far (metrics). */
  providerCalls: { count: number };
  /** Whether the provider accepted the session's token this request (confirmKeptViewer). */
  sessionConfirmed: { value: boolean };
  /** Whose points budget the request spends, and its state once charged (rate-limit.ts). */
  rateLimit: RateLimitHolder;
}

export interface ContextOptions {
  live?: LiveHub;
  /**
   * Whether an expired access token may be refreshed. Not over graphql-ws: a socket
   * cannot write the rotated refresh token back into the browser's cookie, which the
   * browser's next request would then present stale, ending its session (Part G).
   */
  refresh?: boolean;
  closeTransport?: (code: number, reason: string) => void;
}

const CORRELATION_ID = /^[\w.:-]{1,128}$/;

/** The caller's X-Correlation-Id when it is a sensible one, else a new one. */
export const correlationIdOf = (header: string | null | undefined): string =>
  header && CORRELATION_ID.test(header) ? header : randomUUID();

export function createContext(
  http: ProviderHttp,
  headers: {
    authorization?: string | null;
    cookie?: string | null;
    correlationId?: string | null;
    /** The browser's address, for the provider's sign-in throttling (Part G). */
    clientAddress?: string | null;
  },
  options: ContextOptions = {},
): GatewayContext {
  const correlationId = correlationIdOf(headers.correlationId);
  const session = Session.fromHeaders(
    headers,
    options.refresh === false ? undefined : (refreshToken) => provider.refresh(refreshToken),
  );
  const providerCalls = { count: 0 };
  const sessionConfirmed = { value: false };
  const provider = new ProviderClient(http, {
    correlationId,
    credentials: session,
    clientAddress: headers.clientAddress ?? undefined,
    onCall: () => providerCalls.count++,
    // What the gateway keeps of the session's viewer goes; this request's own stays.
    onSessionConfirmed: () => {
      sessionConfirmed.value = true;
    },
    onViewerChange: () => {
      if (session.viewerKey) http.kept.viewers.forget(session.viewerKey);
    },
  });
  return {
    providerCalls,
    sessionConfirmed,
    rateLimit: { key: callerKeyOf(headers) },
    correlationId,
    session,
    provider,
    loaders: createLoaders(provider, session, http.kept),
    live: options.live,
    closeTransport: options.closeTransport,
  };
}
