// The learning platform link (ROUTE-05/08, NAV-07, BE-AUTH-10): holders of a
// learn_upon_* permission are sent to the configured platform with a short-lived
// signed token naming them, which the platform verifies with the shared secret.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import { LEARNING_PERMISSIONS } from './permissions';
import { loadPrincipal, type Principal } from './principal';

/** The platforms a link can be asked for (`?platform=`). */
export const LEARNING_PLATFORMS = ['learnupon'] as const;
export type LearningPlatform = (typeof LEARNING_PLATFORMS)[number];

export const isLearningPlatform = (value: string): value is LearningPlatform =>
  (LEARNING_PLATFORMS as readonly string[]).includes(value);

export type LearningRole = 'admin' | 'manager' | 'instructor' | 'learner';

/** Most rights first: a user holding several learning permissions gets the highest role. */
const ROLE_ORDER: readonly LearningRole[] = ['admin', 'manager', 'instructor', 'learner'];

/** The user's role on the learning platform, or undefined without any learn_upon_* permission. */
export function learningRole(permissions: ReadonlySet<string>): LearningRole | undefined {
  const held = new Set(
    LEARNING_PERMISSIONS.filter((p) => permissions.has(p)).map((p) => p.slice('learn_upon_'.length) as LearningRole),
  );
  return ROLE_ORDER.find((role) => held.has(role));
}

export const SSO_TOKEN_SECONDS = 5 * 60;

/** `{platformUrl}?sso=<token>`: an HS256 JWT (typ sso) with sub = email, name and role, valid 5 minutes. */
export async function learningPlatformLink(options: {
  platform: LearningPlatform;
  platformUrl: string;
  secret: string;
  clock: Clock;
  user: { email: string; firstName: string; lastName: string };
  role: LearningRole;
}): Promise<string> {
  const iat = Math.floor(options.clock.now().getTime() / 1000);
  const token = await new SignJWT({
    name: `${options.user.firstName} ${options.user.lastName}`.trim(),
    role: options.role,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'sso' })
    .setSubject(options.user.email)
    .setIssuer('greenlight')
    .setAudience(options.platform)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + SSO_TOKEN_SECONDS)
    .sign(new TextEncoder().encode(options.secret));
  const separator = options.platformUrl.includes('?') ? '&' : '?';
  return `${options.platformUrl}${separator}sso=${token}`;
}

/**
 * The link for a signed-in user, or undefined when they hold no learning
 * permission or act through an impersonation: impersonation shows the dashboard
 * as the user sees it, it does not sign staff in elsewhere under the user's name.
 */
export async function learningLinkFor(
  context: Pick<AppContext, 'clock' | 'secret' | 'links'>,
  principal: Principal,
  platform: LearningPlatform,
): Promise<string | undefined> {
  const role = learningRole(principal.permissions);
  if (!role || principal.impersonatorId !== null) return undefined;
  return learningPlatformLink({
    platform,
    platformUrl: context.links.learningPlatformUrl,
    secret: context.secret,
    clock: context.clock,
    user: principal,
    role,
  });
}

/** The same, for the session a sign-in just opened (`POST /auth/login?includeRedirectUrlFor=`, AUTH-09). */
export async function learningLinkForSession(
  context: Pick<AppContext, 'db' | 'clock' | 'secret' | 'links' | 'sessions'>,
  accessToken: string,
  platform: LearningPlatform,
): Promise<string | undefined> {
  const claims = await context.sessions.verifyAccessToken(accessToken);
  const principal = await loadPrincipal(context.db, context.clock, claims.userId, claims.sessionId);
  return learningLinkFor(context, principal, platform);
}
