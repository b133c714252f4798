import { describe, expect, it, vi } from 'vitest';
import { parseCookies, Session, SESSION_COOKIE, SIGNED_IN_COOKIE } from './session';

const cookieOf = (tokens: { t: string; r: string }) => Buffer.from(JSON.stringify(tokens)).toString('base64url');
const refresher = vi.fn(async () => ({ token: 'new-access', refreshToken: 'new-refresh' }));

describe('session cookie', () => {
  it('AUTH-12 reads the provider tokens from the httpOnly session cookie', async () => {
    const session = Session.fromHeaders({ cookie: `a=1; ${SESSION_COOKIE}=${cookieOf({ t: 'access', r: 'refresh' })}` }, refresher);
    expect(session.kind).toBe('cookie');
    expect(await session.accessToken()).toBe('access');
    expect(session.setCookieHeaders(false)).toEqual([]);
  });

  it('AUTH-13 prefers a bearer token, and never writes cookies for it', async () => {
    const session = Session.fromHeaders(
      { authorization: 'Bearer script-token', cookie: `${SESSION_COOKIE}=${cookieOf({ t: 'a', r: 'r' })}` },
      refresher,
    );
    expect(session.kind).toBe('bearer');
    expect(await session.accessToken()).toBe('script-token');
    expect(await session.refreshAfterExpiry()).toBe(false);
    session.ended();
    expect(session.setCookieHeaders(false)).toEqual([]);
  });

  it('AUTH-12 writes the session as httpOnly SameSite=Lax, and the signed-in hint readable, after sign-in', () => {
    const session = Session.fromHeaders({}, refresher);
    expect(session.signedIn).toBe(false);
    session.start({ token: 'access', refreshToken: 'refresh' });
    const [sessionCookie, hint] = session.setCookieHeaders(true);
    expect(sessionCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]+; Path=/; SameSite=Lax; Secure; HttpOnly; Max-Age=\\d+$`));
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Secure; Max-Age=\\d+$`));
    const value = sessionCookie!.split(';')[0]!.split('=')[1]!;
    expect(JSON.parse(Buffer.from(value, 'base64url').toString())).toEqual({ t: 'access', r: 'refresh' });
  });

  it('AUTH-14 refreshes once for parallel calls and rewrites the cookie', async () => {
    const slow = vi.fn(
      () => new Promise<{ token: string; refreshToken: string }>((resolve) => setTimeout(() => resolve({ token: 't2', refreshToken: 'r2' }), 10)),
    );
    const session = Session.fromHeaders({ cookie: `${SESSION_COOKIE}=${cookieOf({ t: 't1', r: 'r1' })}` }, slow);
    const [a, b] = await Promise.all([session.refreshAfterExpiry(), session.refreshAfterExpiry()]);
    expect(a && b).toBe(true);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(slow).toHaveBeenCalledWith('r1');
    expect(await session.accessToken()).toBe('t2');
    expect(session.setCookieHeaders(false)[0]).toContain(`${SESSION_COOKIE}=`);
  });

  it('LIVE-03 Part G never refreshes without a refresher (graphql-ws): the caller renews its session over HTTP', async () => {
    const session = Session.fromHeaders({ cookie: `${SESSION_COOKIE}=${cookieOf({ t: 't1', r: 'r1' })}` });
    expect(await session.refreshAfterExpiry()).toBe(false);
    expect(await session.accessToken()).toBe('t1');
  });

  it('AUTH-15 ends the session when the refresh is refused, clearing both cookies', async () => {
    const session = Session.fromHeaders(
      { cookie: `${SESSION_COOKIE}=${cookieOf({ t: 't1', r: 'r1' })}; ${SIGNED_IN_COOKIE}=1` },
      async () => {
        throw new Error('401');
      },
    );
    expect(await session.refreshAfterExpiry()).toBe(false);
    expect(session.signedIn).toBe(false);
    expect(session.setCookieHeaders(false)).toEqual([
      `${SESSION_COOKIE}=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0`,
      `${SIGNED_IN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`,
    ]);
  });

  it('AUTH-18 clears cookies that hold no usable session, so the page stops believing it is signed in', () => {
    const session = Session.fromHeaders({ cookie: `${SESSION_COOKIE}=garbage; ${SIGNED_IN_COOKIE}=1` }, refresher);
    expect(session.signedIn).toBe(false);
    expect(session.setCookieHeaders(false)).toHaveLength(2);
    expect(Session.fromHeaders({ cookie: 'other=1' }, refresher).setCookieHeaders(false)).toEqual([]);
  });

  it('parses cookie headers, ignoring malformed parts', () => {
    expect(parseCookies('a=1; b = two ; broken; c=%E0%A4%A')).toEqual(new Map([['a', '1'], ['b', 'two']]));
    expect(parseCookies(undefined).size).toBe(0);
  });
});
