// The browser's session (Part G, AUTH-12/13): an httpOnly, SameSite=Lax cookie
// holding the provider's tokens, which page scripts never see. The gateway sends
// the access token to the provider and refreshes it when it expires. A second,
// readable cookie only says that a session exists, for the route guard (AUTH-18).
// Scripts send `Authorization: Bearer <token>` instead: a personal access token (glpat_...,
// issue 16) or a provider access token, passed on unchanged and never refreshed (no refresh token).
import type { CallerCredentials } from './provider/http';

export const SESSION_COOKIE = 'gl_session';
export const SIGNED_IN_COOKIE = 'gl_signed_in';
const COOKIE_MAX_AGE_SECONDS = 30 * 86_400;

export interface Tokens {
  token: string;
  refreshToken?: string | undefined;
}

export type Refresher = (refreshToken: string) => Promise<Tokens>;

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // a malformed cookie is ignored like a missing one
    }
  }
  return cookies;
}

function decodeSessionCookie(value: string | undefined): Tokens | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { t?: unknown; r?: unknown };
    return typeof parsed.t === 'string' && typeof parsed.r === 'string' ? { token: parsed.t, refreshToken: parsed.r } : undefined;
  } catch {
    return undefined;
  }
}

const bearerOf = (authorization: string | null | undefined): string | undefined => /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];

/**
 * Who calls, read from the headers alone (the points budget, rate-limit.ts): the bearer
 * token, else the session's id (the refresh token's first part, `sessionId.generation.hmac`,
 * the same across refreshes); undefined for an anonymous caller.
 */
export function callerCredentialOf(headers: { authorization?: string | null; cookie?: string | null }): { kind: 'bearer' | 'session'; value: string } | undefined {
  const bearer = bearerOf(headers.authorization);
  if (bearer) return { kind: 'bearer', value: bearer };
  const sessionId = decodeSessionCookie(parseCookies(headers.cookie).get(SESSION_COOKIE))?.refreshToken?.split('.')[0];
  return sessionId ? { kind: 'session', value: sessionId } : undefined;
}

/** The token a request presents: its bearer token, else its session cookie's access token. */
export function credentialTokenOf(headers: { authorization?: string | null; cookie?: string | null }): string | undefined {
  return bearerOf(headers.authorization) ?? decodeSessionCookie(parseCookies(headers.cookie).get(SESSION_COOKIE))?.token;
}

export class Session implements CallerCredentials {
  private refreshing: Promise<boolean> | undefined;
  /** The cookie must be written back (signed in, refreshed or ended). */
  private dirty = false;

  private constructor(
    private tokens: Tokens | undefined,
    readonly kind: 'cookie' | 'bearer' | 'none',
    private readonly refresher: Refresher | undefined,
  ) {}

  /**
   * From a request's `authorization` and `cookie` headers; a bearer token wins.
   * Without a refresher (graphql-ws, see context.ts) an expired token ends the session.
   */
  static fromHeaders(headers: { authorization?: string | null; cookie?: string | null }, refresher?: Refresher): Session {
    const bearer = bearerOf(headers.authorization);
    if (bearer) return new Session({ token: bearer }, 'bearer', refresher);
    const cookies = parseCookies(headers.cookie);
    const tokens = decodeSessionCookie(cookies.get(SESSION_COOKIE));
    const session = new Session(tokens, tokens ? 'cookie' : 'none', refresher);
    // Cookies that hold no usable session are cleared, so the page stops believing it has one.
    if (!tokens && (cookies.has(SESSION_COOKIE) || cookies.has(SIGNED_IN_COOKIE))) session.dirty = true;
    return session;
  }

  get signedIn(): boolean {
    return this.tokens !== undefined;
  }

  /**
   * Under what the gateway may keep the viewer (viewer-cache.ts): a browser session's
   * access token as it is now. A script's bearer token is not kept: revoked, it must be
   * refused at once (issue 16).
   */
  get viewerKey(): string | undefined {
    // A cookie's session, or the one a sign-in started (its cookie goes back with the answer).
    return this.kind !== 'bearer' ? this.tokens?.token : undefined;
  }

  // The provider's clock decides when a token has expired (it answers TOKEN_EXPIRED);
  // guessing here from the token's exp would go wrong whenever the two clocks differ.
  async accessToken(): Promise<string | undefined> {
    await this.refreshing;
    return this.tokens?.token;
  }

  /** Once per request however many calls met TOKEN_EXPIRED: they wait for the same refresh. */
  refreshAfterExpiry(): Promise<boolean> {
    const refreshToken = this.tokens?.refreshToken;
    if (!refreshToken || !this.refresher) return Promise.resolve(false);
    this.refreshing ??= this.refresher(refreshToken)
      .then((tokens) => {
        this.tokens = tokens;
        this.dirty = true;
        return true;
      })
      .catch(() => {
        this.ended();
        return false;
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  ended(): void {
    if (!this.tokens) return;
    this.tokens = undefined;
    this.dirty = this.kind === 'cookie' || this.dirty;
  }

  /** After sign-in (the browser's session starts). */
  start(tokens: Tokens): void {
    this.tokens = tokens;
    this.dirty = true;
  }

  /** The Set-Cookie headers this request's answer must carry. */
  setCookieHeaders(secure: boolean): string[] {
    if (!this.dirty || this.kind === 'bearer') return [];
    const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    if (!this.tokens) {
      return [
        `${SESSION_COOKIE}=; ${attributes}; HttpOnly; Max-Age=0`,
        `${SIGNED_IN_COOKIE}=; ${attributes}; Max-Age=0`,
      ];
    }
    const value = Buffer.from(JSON.stringify({ t: this.tokens.token, r: this.tokens.refreshToken })).toString('base64url');
    return [
      `${SESSION_COOKIE}=${value}; ${attributes}; HttpOnly; Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
      `${SIGNED_IN_COOKIE}=1; ${attributes}; Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    ];
  }
}
