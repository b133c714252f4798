// Whether a session exists, as far as the page can tell: the gateway keeps the
// tokens in an httpOnly cookie and sets a readable `gl_signed_in` beside it.
export const SIGNED_IN_COOKIE = 'gl_signed_in';

export function hasSession(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** The pages reachable without a session (AUTH-18). */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname === '/logout' ||
    pathname === '/maintenance' ||
    pathname === '/legal_information' ||
    pathname === '/resetpwd' ||
    pathname.startsWith('/resetpwd/')
  );
}

/** A path worth coming back to after signing in: same origin, not the login page itself. */
export function safeRedirect(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return null;
  return target;
}
