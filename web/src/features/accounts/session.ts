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

/**
 * AUTH-22: what the browser keeps for one user (the studios list's last opened studio) is
 * named so, and goes at every sign-in and sign-out. The user's choices themselves are kept
 * on the account, the same user finding them again in any browser.
 */
export const USER_KEY_PREFIX = 'greenlight.user.';
/** Changes at every sign-in and sign-out in this browser: the other tabs hear it (a storage event). */
export const SESSION_CHANGED_KEY = 'greenlight.session';

/** Whether this document showed a session's pages: Relay's store holds what that user saw. */
let sessionShown = false;

/** A session's page is on screen (RelayFrame). */
export function sessionPageShown(): void {
  sessionShown = true;
}

/**
 * Signed in or out: the browser's per-user keys go, the other tabs are told, and the
 * answer says whether this document showed an earlier session's pages, whose memory the
 * next page must not inherit (the caller then loads it afresh).
 */
export function sessionChanged(): boolean {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key?.startsWith(USER_KEY_PREFIX)) storage.removeItem(key);
    } catch {
      // Storage refused (private mode, quota): nothing of it to forget.
    }
  }
  try {
    window.localStorage.setItem(SESSION_CHANGED_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // The other tabs will learn it from their next request.
  }
  const shown = sessionShown;
  sessionShown = false;
  return shown;
}

/** Another tab of this browser signed in or out. */
export function onSessionChangedElsewhere(listener: () => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key === SESSION_CHANGED_KEY) listener();
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}
