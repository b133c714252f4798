// Sessions and tokens (Part G, AUTH-12/13): a signed access token that lives 15
// minutes and a refresh token that lives 30 days and rotates on use. A refresh
// token presented twice within 30 seconds answers the same new pair (parallel
// requests must not log a user out); presented later, it revokes the session.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { RESET_WRONG_PASSWORD } from '@greenlight/rules';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { sessions, users } from '../../db/schema';
import { ApiError, tokenExpired, unauthenticated } from '../../errors';
import { hashPassword, verifyPassword } from './passwords';
import { ACCOUNT_POLICY, ADDRESS_POLICY, accountKey, addressKey, PAIR_POLICY, pairKey, Throttle, tooManyAttempts } from './throttle';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
export const REFRESH_REUSE_WINDOW_MS = 30_000;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/**
 * Told once sessions have ended (their update committed), so that the sockets opened
 * with them close (issue 42: the live feed's `credentialsEnded`).
 */
export type SessionsEnded = (userId: number, sessionIds: readonly string[]) => Promise<void>;

export class SessionService {
  private readonly key: Uint8Array;
  readonly throttle: Throttle;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly onEnded: SessionsEnded = async () => undefined,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.throttle = new Throttle(db, clock);
  }

  /**
   * POST /auth/login: any failure is the same 401, whatever went wrong (BE-AUTH-02).
   * Failures count against the account from this address (5 lock it for 15 minutes),
   * the account from anywhere and the address over any accounts (both only slow down
   * past their limits: throttle.ts); while any is locked the answer is a 429 naming
   * the wait, and nothing is checked. A success clears the account's own counts.
   */
  async login(email: string, password: string, address?: string): Promise<TokenPair> {
    const client = address ?? 'unknown';
    const counted: [string, typeof PAIR_POLICY][] = [
      [pairKey(email, client), PAIR_POLICY],
      [accountKey(email), ACCOUNT_POLICY],
      [addressKey(client), ADDRESS_POLICY],
    ];
    const wait = await this.throttle.lockedFor(counted.map(([key]) => key));
    if (wait > 0) throw tooManyAttempts('Too many failed sign-in attempts', wait);
    const [user] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    // Hash anyway when the user is unknown, so that timing does not tell who exists.
    const valid = user ? await verifyPassword(password, user.passwordHash) : await hashPassword(password).then(() => false);
    if (!user || !valid || !user.isActive) {
      for (const [key, policy] of counted) await this.throttle.hit(key, policy);
      throw new ApiError(401, 'error.login.wrongpassword', RESET_WRONG_PASSWORD);
    }
    await this.throttle.clear(counted[0]![0]);
    await this.throttle.clear(counted[1]![0]);
    const pair = await this.start(user.id);
    await this.db.update(users).set({ lastLogin: this.clock.now() }).where(eq(users.id, user.id));
    return pair;
  }

  /**
   * A new session for a user, as a login makes it. With `impersonatorId` it is an
   * impersonation (002 §4): the staff member acts as the user until release.
   */
  async start(userId: number, impersonatorId: number | null = null): Promise<TokenPair> {
    const now = this.clock.now();
    const id = randomBytes(18).toString('base64url');
    await this.db.insert(sessions).values({
      id,
      userId,
      generation: 0,
      rotatedAt: now,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
      impersonatorId,
    });
    return this.pair(userId, id, 0, now);
  }

  /** POST /auth/refresh */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const parsed = this.parseRefreshToken(refreshToken);
    if (!parsed) throw unauthenticated('Invalid refresh token');
    const now = this.clock.now();
    for (let attempt = 0; attempt < 2; attempt++) {
      const [session] = await this.db.select().from(sessions).where(eq(sessions.id, parsed.sessionId));
      if (!session || session.revokedAt || session.expiresAt <= now) throw unauthenticated('Session expired');
      if (parsed.generation === session.generation) {
        const rotated = await this.db
          .update(sessions)
          .set({
            generation: session.generation + 1,
            rotatedAt: now,
            expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
          })
          .where(and(eq(sessions.id, session.id), eq(sessions.generation, session.generation)))
          .returning({ generation: sessions.generation });
        if (rotated.length === 1) return this.pair(session.userId, session.id, session.generation + 1, now);
        continue; // a parallel refresh rotated it first: answer what it answered
      }
      const rotatedAt = session.rotatedAt ?? session.createdAt;
      if (parsed.generation === session.generation - 1 && now.getTime() - rotatedAt.getTime() <= REFRESH_REUSE_WINDOW_MS) {
        return this.pair(session.userId, session.id, session.generation, rotatedAt);
      }
      // An old refresh token came back: someone kept a copy. End the session.
      await this.revoke(session.id);
      throw unauthenticated('Refresh token reused');
    }
    throw unauthenticated('Session expired');
  }

  /** DELETE /auth/currentsession, a reused refresh token, the end of an impersonation. */
  async revoke(sessionId: string): Promise<void> {
    const [ended] = await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    if (ended) await this.onEnded(ended.userId, [sessionId]);
  }

  /** Ends every open session of a user but `exceptSessionId` (password change). */
  async revokeAll(userId: number, exceptSessionId?: string): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    await this.ended(userId, ended.map((session) => session.id));
  }

  /** Says that sessions ended in a change committed elsewhere (a password reset's transaction). */
  async ended(userId: number, sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length > 0) await this.onEnded(userId, sessionIds);
  }

  /** Checks an access token's signature and expiry; the session's state is checked by the principal loader. */
  async verifyAccessToken(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        typ: 'access',
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') throw unauthenticated();
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
      if (error instanceof ApiError) throw error;
      throw unauthenticated('Invalid access token');
    }
  }

  private async pair(userId: number, sessionId: string, generation: number, issuedAt: Date): Promise<TokenPair> {
    const iat = Math.floor(issuedAt.getTime() / 1000);
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'access' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
    return { token, refreshToken: `${sessionId}.${generation}.${this.refreshSignature(sessionId, generation)}` };
  }

  private refreshSignature(sessionId: string, generation: number): string {
    return createHmac('sha256', this.secret).update(`refresh:${sessionId}:${generation}`).digest('base64url');
  }

  private parseRefreshToken(refreshToken: string): { sessionId: string; generation: number } | undefined {
    const [sessionId, generationText, signature] = refreshToken.split('.');
    if (!sessionId || !generationText || !signature || !/^\d{1,9}$/.test(generationText)) return undefined;
    const generation = Number(generationText);
    const expected = Buffer.from(this.refreshSignature(sessionId, generation));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return { sessionId, generation };
  }
}
