// A caller's credential as the live feed names it (issue 42), so that the sockets opened
// with it close when it ends: `session:<session id>` for a session (the `sid` of its
// access tokens), `token:<sha-256 hex>` for a personal access token (the hash kept in
// personal_access_tokens, which whoever holds the token computes).
import { and, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { personalAccessTokens, sessions } from '../../db/schema';
import type { Principal } from './principal';

export const sessionCredential = (sessionId: string) => `session:${sessionId}`;
export const tokenCredential = (tokenHash: string) => `token:${tokenHash}`;

export const credentialOf = (principal: Principal): string =>
  principal.accessToken ? tokenCredential(principal.accessToken.hash) : sessionCredential(principal.sessionId);

/**
 * The sessions and tokens of these users revoked since `since`, by user: what the feed
 * tells its sockets again after events may have been missed. Two indexed reads.
 */
export async function credentialsEndedSince(db: Db, userIds: readonly number[], since: Date): Promise<Map<number, string[]>> {
  const ended = new Map<number, string[]>();
  if (userIds.length === 0) return ended;
  const add = (userId: number, credential: string) => ended.set(userId, [...(ended.get(userId) ?? []), credential]);
  const ids = [...new Set(userIds)];
  const endedSessions = await db
    .select({ userId: sessions.userId, id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.userId, ids), isNotNull(sessions.revokedAt), gte(sessions.revokedAt, since)));
  for (const row of endedSessions) add(row.userId, sessionCredential(row.id));
  const endedTokens = await db
    .select({ userId: personalAccessTokens.userId, hash: personalAccessTokens.tokenHash })
    .from(personalAccessTokens)
    .where(and(inArray(personalAccessTokens.userId, ids), isNotNull(personalAccessTokens.revokedAt), gte(personalAccessTokens.revokedAt, since)));
  for (const row of endedTokens) add(row.userId, tokenCredential(row.hash));
  return ended;
}
