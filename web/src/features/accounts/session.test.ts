import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSession, isPublicPath, onSessionChangedElsewhere, safeRedirect, SESSION_CHANGED_KEY, sessionChanged, sessionPageShown } from './session';

describe('route guard', () => {
  it('AUTH-18 knows a session by the readable gl_signed_in cookie only', () => {
    expect(hasSession('a=1; gl_signed_in=1')).toBe(true);
    expect(hasSession('gl_signed_in=0')).toBe(false);
    expect(hasSession('')).toBe(false);
  });

  it('AUTH-18 keeps login, reset, maintenance and legal pages public', () => {
    for (const path of ['/login', '/resetpwd', '/resetpwd/emailsent', '/resetpwd/a@b.c/tok', '/maintenance', '/legal_information']) {
      expect(isPublicPath(path), path).toBe(true);
    }
    for (const path of ['/', '/home', '/board', '/board/mygames/in_progress/cpi', '/profile/me']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });

  it('AUTH-10 returns only to a page of this site after login', () => {
    expect(safeRedirect('/board/mygames/finished/cpi?term=x')).toBe('/board/mygames/finished/cpi?term=x');
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/login?redirect=/home')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('a session\'s state in the browser', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('AUTH-22 a sign-in or sign-out forgets what the browser kept for the user, keeps the rest, and tells the other tabs', () => {
    localStorage.setItem('greenlight.user.something', 'theirs');
    sessionStorage.setItem('greenlight.user.studios.lastOpened', '12');
    localStorage.setItem('greenlight.darkMode', 'true');
    sessionChanged();
    expect(localStorage.getItem('greenlight.user.something')).toBeNull();
    expect(sessionStorage.getItem('greenlight.user.studios.lastOpened')).toBeNull();
    expect(localStorage.getItem('greenlight.darkMode')).toBe('true');
    const first = localStorage.getItem(SESSION_CHANGED_KEY);
    expect(first).toBeTruthy();
    sessionChanged();
    expect(localStorage.getItem(SESSION_CHANGED_KEY)).not.toBe(first);
  });

  it('AUTH-22 says once whether this page showed a session\'s pages', () => {
    expect(sessionChanged()).toBe(false);
    sessionPageShown();
    expect(sessionChanged()).toBe(true);
    expect(sessionChanged()).toBe(false);
  });

  it('AUTH-22 hears another tab\'s sign-in or sign-out, nothing else', () => {
    const heard = vi.fn();
    const stop = onSessionChangedElsewhere(heard);
    window.dispatchEvent(new StorageEvent('storage', { key: 'greenlight.darkMode', newValue: 'true' }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: 'x' }));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: 'y' }));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
