// Per-request state: the caller's session, the provider client bound to it, and
// the loaders (loaders.ts), which are never shared between requests.
import { randomUUID } from 'node:crypto';
import { createLoaders, type Loaders } from './loaders';
import { ProviderClient } from './provider/client';
import type { LiveHub } from './live/hub';
import type { ProviderHttp } from './provider/http';
import { callerKeyOf, credentialDigestOf, userBudgetKey, type BudgetOwners, type RateLimitHolder } from './rate-limit';
import { credentialTokenOf, Session } from './session';

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
  const loaders = createLoaders(provider, session, http.kept);
  return {
    providerCalls,
    sessionConfirmed,
    rateLimit: budgetHolder(headers, http.budgetOwners, () => loaders.viewer.load(), providerCalls),
    correlationId,
    session,
    provider,
    loaders,
    live: options.live,
    closeTransport: options.closeTransport,
  };
}

/**
 * Whose points budget a request spends (rate-limit.ts, issue 42): the user behind its
 * token when known; else, with a token, the viewer is read (a provider call most
 * operations make anyway) to learn it, and remembered.
 */
function budgetHolder(
  headers: Parameters<typeof callerKeyOf>[0],
  owners: BudgetOwners,
  viewer: () => Promise<{ id: number } | null>,
  providerCalls: { count: number },
): RateLimitHolder {
  const holder: RateLimitHolder = { key: callerKeyOf(headers, owners) };
  const token = credentialTokenOf(headers);
  if (!token) return holder;
  const digest = credentialDigestOf(token);
  if (owners.get(digest) !== undefined) return holder;
  holder.owner = async () => {
    const before = providerCalls.count;
    const me = await viewer().catch(() => null);
    owners.set(digest, me?.id ?? null);
    return { key: me ? userBudgetKey(me.id) : undefined, providerCalls: providerCalls.count - before };
  };
  return holder;
}
