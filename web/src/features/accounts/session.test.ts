import { describe, expect, it } from 'vitest';
import { hasSession, isPublicPath, safeRedirect } from './session';

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
