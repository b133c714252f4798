// The route table of routes.tsx (ROUTE-*): which page each address opens, and what its
// loader decides before any query (a signed-in user on /login, an address that names no
// page). The router is the app's own, created on a public page that loads nothing.
import type { ComponentType } from 'react';
import { matchRoutes, type DataRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HijackPage } from './features/accounts/HijackPage';
import { HijackResetPage } from './features/accounts/HijackResetPage';
import { ProfilePage } from './features/accounts/ProfilePage';
import { ResetEmailSentPage } from './features/accounts/ResetEmailSentPage';
import { ResetPasswordPage } from './features/accounts/ResetPasswordPage';
import { ResetRequestPage } from './features/accounts/ResetRequestPage';
import { SIGNED_IN_COOKIE } from './features/accounts/session';
import { MaintenancePage } from './features/errors/MaintenancePage';
import { StudioCreatePage } from './features/forms/StudioCreatePage';
import { HomePage } from './features/games-list/HomePage';
import { ksAddressType } from './features/knowledge-sharing/knowledgeSharingRoute';
import { StudioAdminRoute } from './features/studio-admin/StudioAdminRoute';
import { studioAdminSub } from './features/studio-admin/tabs';
import { BoardRoute } from './features/studio-board/BoardRoute';
import { BOARD_TABS, BOARD_TYPES, boardTab, boardType, myGamesPage } from './features/studio-board/tabs';
import { StudioPage } from './features/studio-page/StudioPage';
import { StudiosPage } from './features/studios-list/StudiosPage';

let router: DataRouter;
let before: string;

beforeAll(async () => {
  before = window.location.href;
  // A public page without a loader: creating the router starts no query.
  window.history.replaceState(null, '', '/maintenance');
  ({ router } = await import('./routes'));
});

afterAll(() => {
  router.dispose();
  window.history.replaceState(null, '', before);
});

const signIn = () => (document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`);
afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

type Route = { path?: string; loader?: unknown; lazy?: unknown; Component?: ComponentType | null; element?: { type?: unknown } | null };

/** The page an address opens: its route, the params it reads and its component. */
async function pageAt(address: string) {
  const url = new URL(address, 'http://localhost');
  const matches = matchRoutes(router.routes, url.pathname);
  if (!matches) throw new Error(`no route for ${address}`);
  const { route, params } = matches.at(-1)! as unknown as { route: Route; params: Record<string, string | undefined> };
  const lazy = typeof route.lazy === 'function' ? ((await (route.lazy as () => Promise<{ Component?: ComponentType }>)()) ?? {}) : {};
  // Once loaded, the router keeps a route's component as its element.
  const Component = route.Component ?? route.element?.type ?? lazy.Component;
  const load = () =>
    (route.loader as (args: { request: Request; params: typeof params; context: unknown }) => unknown)({
      request: new Request(url),
      params,
      context: undefined,
    });
  return { path: route.path, params, Component, load };
}

/** What a loader answers, or the redirect it throws (a Response). */
async function outcome(load: () => unknown): Promise<unknown> {
  try {
    return await load();
  } catch (thrown) {
    return thrown;
  }
}
const locationOf = (answer: unknown) => (answer instanceof Response && answer.status >= 300 && answer.status < 400 ? answer.headers.get('Location') : null);

describe('routes', () => {
  it('ROUTE-01 runs in history mode: an address is a path, not a hash', async () => {
    expect(router.createHref(new URL('http://localhost/board/mygames/in_progress/cpi'))).toBe('/board/mygames/in_progress/cpi');
    await router.navigate('/resetpwd/emailsent');
    expect(window.location.pathname).toBe('/resetpwd/emailsent');
    expect(window.location.hash).toBe('');
    await router.navigate('/maintenance');
    expect(window.location.pathname).toBe('/maintenance');
  });

  it('AUTH-11 a signed-in user who opens the login page goes to the root, which lands by permission (or to the page asked)', async () => {
    const login = await pageAt('/login');
    expect(await outcome(login.load)).toBeNull();
    signIn();
    expect(locationOf(await outcome(login.load))).toBe('/');
    const asked = await pageAt('/login?redirect=%2Fstudios');
    expect(locationOf(await outcome(asked.load))).toBe('/studios');
    // The root is the landing page: it reads the user, then sends them by permission (Landing.test.tsx).
    expect((await pageAt('/')).path).toBe('/');
  });

  it('ROUTE-10 /home is the games list', async () => {
    expect((await pageAt('/home')).Component).toBe(HomePage);
  });

  it('ROUTE-11 /studios is the studios list', async () => {
    expect((await pageAt('/studios')).Component).toBe(StudiosPage);
  });

  it('ROUTE-12 /studios/create is the studio creation form (which sends a user without add_studio to the root)', async () => {
    const page = await pageAt('/studios/create');
    expect(page.path).toBe('/studios/create');
    expect(page.Component).toBe(StudioCreatePage);
  });

  it('ROUTE-13 /studio/{id} is a studio\'s page, reading the id; an id that is no number loads nothing', async () => {
    const page = await pageAt('/studio/42');
    expect(page.Component).toBe(StudioPage);
    expect(page.params.id).toBe('42');
    signIn();
    expect(await outcome((await pageAt('/studio/abc')).load)).toBeNull();
  });

  it('ROUTE-14 PROF-17 /profile/me is the user\'s profile (route meAdmin)', async () => {
    expect((await pageAt('/profile/me')).Component).toBe(ProfilePage);
  });

  it('ROUTE-15 /profile/studio/{id?}/{sub?} is Studio admin: the list without an id; sub studio (default), staff or contract', async () => {
    expect((await pageAt('/profile/studio')).Component).toBe(StudioAdminRoute);
    const page = await pageAt('/profile/studio/7/staff');
    expect(page.Component).toBe(StudioAdminRoute);
    expect(page.params).toMatchObject({ id: '7', sub: 'staff' });
    expect(studioAdminSub(undefined)).toBe('studio');
    expect(['studio', 'staff', 'contract'].map(studioAdminSub)).toEqual(['studio', 'staff', 'contract']);
    signIn();
    expect(await outcome((await pageAt('/profile/studio/7/billing')).load)).toEqual({ page: 'not-found' });
    expect(await outcome((await pageAt('/profile/studio/abc')).load)).toEqual({ page: 'not-found' });
  });

  it('ROUTE-16 MG-02 /board/{sub?}/{filter?}/{type?} is the studio board: sub home, filter in_progress and type cpi by default (or ctr)', async () => {
    for (const address of ['/board', '/board/mygames', '/board/mygames/finished/ctr']) expect((await pageAt(address)).Component).toBe(BoardRoute);
    expect((await pageAt('/board/mygames/finished/ctr')).params).toMatchObject({ sub: 'mygames', filter: 'finished', type: 'ctr' });
    expect(boardTab(undefined)).toBe('IN_PROGRESS');
    expect(boardType(undefined)).toBe('CPI');
    expect(boardType('ctr')).toBe('CTR');
    expect(boardType('cpm')).toBeUndefined();
    expect(myGamesPage('/board/mygames')).toEqual({ filter: 'in_progress', type: 'cpi' });
  });

  it('ROUTE-17 the board\'s sub is home, mygames (cpi or ctr, in_progress to finished), ks (finished) or project (its id); anything else is no page', async () => {
    expect(BOARD_TYPES.map((type) => type.type)).toEqual(['cpi', 'ctr']);
    expect(BOARD_TABS.map((tab) => tab.filter)).toEqual(expect.arrayContaining(['in_progress', 'finished']));
    expect(ksAddressType('finished', 'cpi')).toBe('cpi');
    expect(ksAddressType('in_progress', 'cpi')).toBeNull();
    signIn();
    for (const address of ['/board/mygames/someday/cpi', '/board/mygames/finished/cpm', '/board/ks/in_progress/cpi', '/board/project/abc', '/board/studios']) {
      expect(await outcome((await pageAt(address)).load), address).toEqual({ page: 'not-found' });
    }
  });

  it('ROUTE-20 CONF-15 the project page is the board\'s sub=project; /gameproject?id= goes there', async () => {
    expect((await pageAt('/board/project/12')).params).toMatchObject({ sub: 'project', filter: '12' });
    expect(locationOf(await outcome((await pageAt('/gameproject?id=12')).load))).toBe('/board/project/12');
    expect(locationOf(await outcome((await pageAt('/gameproject')).load))).toBe('/board');
  });

  it('ROUTE-22 /resetpwd, /resetpwd/emailsent and /resetpwd/{username}/{resetToken} are the password-reset pages', async () => {
    expect((await pageAt('/resetpwd')).Component).toBe(ResetRequestPage);
    expect((await pageAt('/resetpwd/emailsent')).Component).toBe(ResetEmailSentPage);
    const reset = await pageAt('/resetpwd/lead%40studio-one.test/abc123');
    expect(reset.Component).toBe(ResetPasswordPage);
    expect(reset.params).toMatchObject({ username: 'lead@studio-one.test', resetToken: 'abc123' });
  });

  it('ROUTE-23 ROUTE-24 /hijack/{userId} starts an impersonation (an empty id too: the page sends it to the root), /hijack-reset ends it', async () => {
    expect((await pageAt('/hijack/14')).params.userId).toBe('14');
    expect((await pageAt('/hijack/14')).Component).toBe(HijackPage);
    expect((await pageAt('/hijack')).Component).toBe(HijackPage);
    expect((await pageAt('/hijack-reset')).Component).toBe(HijackResetPage);
  });

  it('ROUTE-25 /maintenance shows the maintenance page', async () => {
    expect((await pageAt('/maintenance')).Component).toBe(MaintenancePage);
  });
});
