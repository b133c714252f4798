// Personal access tokens (issue 16): a user makes them in the profile page for their
// scripts, which send `Authorization: Bearer glpat_...`. The token is shown once; only
// its sha-256 is kept, with a short prefix for the list. Staff choose read or
// read_write; studio members read only. The caller behind a token is loaded by
// principal.ts (loadTokenPrincipal); what a token may call is plugins/auth.ts'.
import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_LIMIT, ACCESS_TOKEN_LIMIT_REACHED, ACCESS_TOKEN_PREFIX, accessTokenScopesFor, type AccessTokenScope } from '@greenlight/rules';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { personalAccessTokens, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { LiveFeed } from '../platform/live';
import { tokenCredential } from './credentials';
import type { Principal } from './principal';

/** How much of the token the list shows: the prefix and four characters of the secret. */
const VISIBLE_LENGTH = ACCESS_TOKEN_PREFIX.length + 4;

/** A studio member asked for a read_write token. */
export const TOKEN_SCOPE_NOT_ALLOWED = 'TOKEN_SCOPE_NOT_ALLOWED';
export const TOO_MANY_TOKENS = 'TOO_MANY_TOKENS';

export interface AccessTokenView {
  id: number;
  name: string;
  scope: AccessTokenScope;
  prefix: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A token looks like one: the prefix, then 32 random bytes in base64url. */
export const isAccessToken = (token: string) => token.startsWith(ACCESS_TOKEN_PREFIX);

export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');

const columns = {
  id: personalAccessTokens.id,
  name: personalAccessTokens.name,
  scope: personalAccessTokens.scope,
  prefix: personalAccessTokens.prefix,
  createdAt: personalAccessTokens.createdAt,
  expiresAt: personalAccessTokens.expiresAt,
  lastUsedAt: personalAccessTokens.lastUsedAt,
  revokedAt: personalAccessTokens.revokedAt,
};

type Row = Pick<typeof personalAccessTokens.$inferSelect, keyof typeof columns>;

const view = (row: Row): AccessTokenView => ({
  id: row.id,
  name: row.name,
  scope: row.scope as AccessTokenScope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * Makes a token for the caller and answers it once, beside its list entry. Staff
 * (publishing managers, support, administrators: isStaff) choose the scope; anyone
 * else gets read tokens only (403 TOKEN_SCOPE_NOT_ALLOWED for read_write).
 */
export async function createAccessToken(
  db: Db,
  clock: Clock,
  principal: Principal,
  input: { name: string; scope: AccessTokenScope; expiresInDays: number },
): Promise<{ token: string; accessToken: AccessTokenView }> {
  const name = input.name.trim();
  if (!name) throw badRequest('INVALID_REQUEST', 'This field is required', [{ code: 'INVALID_REQUEST', detail: 'This field is required', path: 'name' }]);
  if (!accessTokenScopesFor(principal.isStaff).includes(input.scope)) throw forbidden(TOKEN_SCOPE_NOT_ALLOWED);
  const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    // The user's row locked first, so that two tokens made at once cannot both be the 20th.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, principal.userId)).for('update');
    const [active] = await tx
      .select({ count: count() })
      .from(personalAccessTokens)
      .where(
        and(
          eq(personalAccessTokens.userId, principal.userId),
          isNull(personalAccessTokens.revokedAt),
          gt(personalAccessTokens.expiresAt, now),
        ),
      );
    if ((active?.count ?? 0) >= ACCESS_TOKEN_LIMIT) {
      throw badRequest(TOO_MANY_TOKENS, ACCESS_TOKEN_LIMIT_REACHED);
    }
    const [made] = await tx
      .insert(personalAccessTokens)
      .values({
        userId: principal.userId,
        name,
        scope: input.scope,
        tokenHash: hashAccessToken(token),
        prefix: token.slice(0, VISIBLE_LENGTH),
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.expiresInDays * 86_400_000),
      })
      .returning(columns);
    return made!;
  });
  return { token, accessToken: view(row) };
}

/** The caller's tokens that are not revoked (expired ones too, so they can be revoked), newest first; never the token. */
export async function listAccessTokens(db: Db, principal: Principal): Promise<AccessTokenView[]> {
  const rows = await db
    .select(columns)
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, principal.userId), isNull(personalAccessTokens.revokedAt)))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
  return rows.map(view);
}

/**
 * Revokes one of the caller's tokens; another's, an unknown or an already revoked one is
 * 404. The sockets opened with it close, on every instance (issue 42).
 */
export async function revokeAccessToken(
  db: Db,
  clock: Clock,
  live: Pick<LiveFeed, 'credentialsEnded'>,
  principal: Principal,
  id: number,
): Promise<AccessTokenView> {
  const [row] = await db
    .update(personalAccessTokens)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(personalAccessTokens.id, id),
        eq(personalAccessTokens.userId, principal.userId),
        isNull(personalAccessTokens.revokedAt),
      ),
    )
    .returning({ ...columns, tokenHash: personalAccessTokens.tokenHash });
  if (!row) throw notFound('No such access token');
  await live.credentialsEnded(principal.userId, [tokenCredential(row.tokenHash)]);
  return view(row);
}
