// Per-request state: the caller's session, the provider client bound to it, and
// (through the dataloader plugin) the loaders, which are never shared between requests.
import { randomUUID } from 'node:crypto';
import type { ErrorList } from '@greenlight/rules';
import { createProviderClient, type ProviderClient, type ProviderMe } from './provider/client';
import type { ProviderHttp } from './provider/http';
import { Session } from './session';

export interface GatewayContext {
  correlationId: string;
  session: Session;
  provider: ProviderClient;
  /** The signed-in user, fetched at most once per request; null when signed out. */
  viewer(): Promise<ProviderMe | null>;
  /** After the session changed user (sign-in, impersonation): the next viewer() asks again. */
  forgetViewer(): void;
  /** The provider's error list (code to message and link), shared by every request. */
  errorList(): Promise<ErrorList>;
}

const CORRELATION_ID = /^[\w.:-]{1,128}$/;

export function createContext(
  http: ProviderHttp,
  headers: {
    authorization?: string | null;
    cookie?: string | null;
    correlationId?: string | null;
    /** The browser's address, for the provider's sign-in throttling (Part G). */
    clientAddress?: string | null;
  },
): GatewayContext {
  const correlationId =
    headers.correlationId && CORRELATION_ID.test(headers.correlationId) ? headers.correlationId : randomUUID();
  let provider: ProviderClient;
  const session = Session.fromHeaders(headers, (refreshToken) => provider.refresh(refreshToken));
  provider = createProviderClient(http, { correlationId, credentials: session, clientAddress: headers.clientAddress ?? undefined });
  let viewer: Promise<ProviderMe | null> | undefined;
  return {
    correlationId,
    session,
    provider,
    viewer: () => {
      if (!session.signedIn) return Promise.resolve(null);
      viewer ??= provider.me();
      return viewer;
    },
    forgetViewer: () => {
      viewer = undefined;
    },
    errorList: () => http.errorMessages(),
  };
}
