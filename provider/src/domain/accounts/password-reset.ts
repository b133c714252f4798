// Password reset (PWD, BE-AUTH-08/09): a link with a random token goes by mail;
// only the token's sha-256 is kept, for an hour, for one use. The request answers
// the same whether or not the account exists, so it tells nobody who has one.
import { createHash, randomBytes } from 'node:crypto';
import { RESET_REASON_MESSAGES, resetPasswordReason, type ResetReason } from '@greenlight/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { passwordResets, sessions, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { hashPassword } from './passwords';
import { accountKey, RESET_POLICY, resetKey, tooManyAttempts } from './throttle';
import { escapeHtml } from '../platform/mail';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const RESET_MAIL_SUBJECT = 'Reset your Greenlight password';

type ResetContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'links' | 'sessions'>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const refusal = (reason: ResetReason) => badRequest(reason, RESET_REASON_MESSAGES[reason]);

/** The link of the new-password page (route /resetpwd/{username}/{resetToken}). */
export const resetLink = (publicUrl: string, email: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/resetpwd/${encodeURIComponent(email)}/${token}`;

/** POST /auth/resetpwdinit */
export async function requestPasswordReset(context: ResetContext, username: string): Promise<void> {
  const { db, clock, sessions: sessionService } = context;
  // Counted per address typed, known or not: a 429 for known accounts only would tell who exists.
  const key = resetKey(username);
  const wait = await sessionService.throttle.lockedFor([key]);
  if (wait > 0) throw tooManyAttempts('Too many password reset requests', wait);
  await sessionService.throttle.hit(key, RESET_POLICY);

  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, username.trim().toLowerCase()), eq(users.isActive, true)));
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  await context.mailer.send(resetMail(user, resetLink(context.links.publicUrl, user.email, token)));
}

function resetMail(user: { email: string; firstName: string }, link: string) {
  const text = [
    `Hello ${user.firstName},`,
    '',
    'Someone asked to reset the password of your Greenlight account. Open this link within one hour to choose a new one:',
    '',
    link,
    '',
    'If you did not ask for it, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(user.firstName)},</p>`,
    '<p>Someone asked to reset the password of your Greenlight account. Open this link within one hour to choose a new one:</p>',
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    '<p>If you did not ask for it, ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { to: user.email, subject: RESET_MAIL_SUBJECT, text, html };
}


export interface ResetPasswordInput {
  username: string;
  resetToken: string;
  newPwd1: string;
  newPwd2: string;
}

/**
 * POST /auth/resetpwd: the token first (operationforbidden for an unknown user, a
 * wrong, expired or used token; the message says which of expired or used, never
 * whether an account exists), then the new pair (002 §8 reason keys). Success sets
 * the password, spends every open link of the user and ends their sessions.
 */
export async function resetPassword(context: ResetContext, input: ResetPasswordInput): Promise<void> {
  const { db, clock } = context;
  const now = clock.now();
  const [reset] = await db
    .select({ id: passwordResets.id, userId: users.id, email: users.email, usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(input.resetToken)),
        eq(sql`lower(${users.email})`, input.username.trim().toLowerCase()),
        eq(users.isActive, true),
      ),
    );
  if (!reset) throw refusal('operationforbidden');
  if (reset.usedAt) throw refusal('linkused');
  if (reset.expiresAt <= now) throw refusal('linkexpired');
  const reason = resetPasswordReason(input.newPwd1, input.newPwd2);
  if (reason) throw refusal(reason);

  const passwordHash = await hashPassword(input.newPwd1);
  const ended = await db.transaction(async (tx) => {
    // Spending the link is the guard: of two parallel uses, one finds it spent.
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) throw refusal('linkused');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
  });
  // Committed: the sockets opened with those sessions close (issue 42).
  await context.sessions.ended(reset.userId, ended.map((session) => session.id));
  // Whoever holds the mailbox may sign in again at once.
  await context.sessions.throttle.clear(accountKey(reset.email));
}
