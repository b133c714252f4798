// The routes built so far (ROUTE-*); every other path answers with the not-found
// page. A route's loader preloads its one query, so the request leaves as soon as
// the route matches, while its code loads. Loaders import their query's artifact, so
// the entry holds none of them: the sign-in page loads only what it shows (issue 17).
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { hasSession, safeRedirect } from './features/accounts/session';
import { ksAddressType, ksPageVariables } from './features/knowledge-sharing/knowledgeSharingRoute';
import { narrowingOf } from './features/games-list/narrowing';
import { studioAdminSub } from './features/studio-admin/tabs';
import { boardTab, boardType } from './features/studio-board/tabs';
import { preloadBoardPage } from './features/studio-board/boardPages';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { RouteError } from './features/errors/RouteError';
import { AppFrame, PageSpinner } from './features/app-shell/AppFrame';
import { addressNumber } from './relay/ids';
import { onlyPanelOpened, panelTarget } from './features/game-detail/panelTarget';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { PreloadedQuery } from 'react-relay';

/**
 * A route's query, started with Relay's environment, both loaded on demand (routeQueries.ts);
 * with the game panel's when the address opens it (`panel`), in the same request.
 */
async function preloadRoute<T extends OperationType>(
  artifact: Promise<{ default: ConcreteRequest }>,
  variables: T['variables'],
  panel?: Promise<(() => void) | undefined>,
): Promise<PreloadedQuery<T>> {
  return (await import('./relay/routeQueries')).preloadRoute<T>(artifact, variables, panel);
}

/**
 * Issue 17: an address that opens the game panel (/home?gameid=, a studio's or the board's)
 * starts the panel's query and code with the page's own query, in one request
 * (panelPreload.ts): this loads the panel's code and gives what starts its query, which
 * preloadRoute calls beside the page's.
 */
function panelOf({ request }: LoaderFunctionArgs): Promise<(() => void) | undefined> | undefined {
  const target = panelTarget(new URL(request.url).searchParams);
  if (target?.kind !== 'game' || target.shared || target.gameId === null) return undefined;
  const { gameId } = target;
  // The panel's code loads beside its query (the chunk of GamePanelOnDemand's lazy import).
  import('./features/game-detail/GamePanel').catch(() => undefined);
  // A chunk that fails to load here is loaded again by the panel, which then asks its query itself.
  return import('./features/game-detail/panelPreload').then(
    (module) => () => module.preloadGamePanel(gameId),
    () => undefined,
  );
}

/** AUTH-18: without a session only the public pages are reachable; the rest sends to /login. */
function requireSession({ request }: LoaderFunctionArgs) {
  if (hasSession()) return;
  const url = new URL(request.url);
  throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

export const router = createBrowserRouter([
  {
    Component: AppFrame,
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        // AUTH-11: a signed-in user is sent on by permission.
        loader: ({ request }) => {
          if (hasSession()) {
            const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
            throw redirect(target ?? '/');
          }
          return null;
        },
        lazy: async () => ({ Component: (await import('./features/accounts/LoginPage')).LoginPage }),
      },
      {
        // Every other page reads Relay: its environment comes with this frame, loaded
        // while the page's own code and query load (issue 17: the sign-in page goes without).
        lazy: async () => ({ Component: (await import('./relay/RelayFrame')).RelayFrame }),
        children: [
          {
            path: '/',
            loader: (args) => {
              requireSession(args);
              return preloadRoute(import('./features/accounts/__generated__/LandingQuery.graphql'), {});
            },
            lazy: async () => ({ Component: (await import('./features/accounts/Landing')).Landing }),
          },
          {
            // BE-STU-02: a member whose every studio is deactivated lands here.
            path: '/deactivated',
            loader: (args) => {
              requireSession(args);
              return preloadRoute(import('./features/accounts/__generated__/DeactivatedPageQuery.graphql'), {});
            },
            lazy: async () => ({ Component: (await import('./features/accounts/DeactivatedPage')).DeactivatedPage }),
          },
          {
            path: '/logout',
            lazy: async () => ({ Component: (await import('./features/accounts/Logout')).Logout }),
          },
          {
            path: '/resetpwd',
            lazy: async () => ({ Component: (await import('./features/accounts/ResetRequestPage')).ResetRequestPage }),
          },
          {
            path: '/resetpwd/emailsent',
            lazy: async () => ({ Component: (await import('./features/accounts/ResetEmailSentPage')).ResetEmailSentPage }),
          },
          {
            path: '/resetpwd/:username/:resetToken',
            lazy: async () => ({ Component: (await import('./features/accounts/ResetPasswordPage')).ResetPasswordPage }),
          },
          {
            // FORM-18/19: the public legal form; the link's query names the deal.
            path: '/legal_information',
            lazy: async () => ({ Component: (await import('./features/forms/LegalInformationPage')).LegalInformationPage }),
          },
          {
            path: '/profile/me',
            loader: (args) => {
              requireSession(args);
              return preloadRoute(import('./features/accounts/__generated__/ProfilePageQuery.graphql'), {});
            },
            lazy: async () => ({ Component: (await import('./features/accounts/ProfilePage')).ProfilePage }),
          },
          {
            // SA-01..04 (route studioAdmin): the viewer's studios without an id; sub is studio (default) or staff.
            path: '/profile/studio/:id?/:sub?',
            loader: async (args) => {
              requireSession(args);
              const { id, sub } = args.params;
              if (id === undefined) return { page: 'list', query: await preloadRoute(import('./features/studio-admin/__generated__/StudioAdminListPageQuery.graphql'), {}) };
              const studioId = addressNumber(id);
              const tab = studioAdminSub(sub);
              if (studioId === null || tab === null) return { page: 'not-found' };
              return { page: 'studio', sub: tab, query: await preloadRoute(import('./features/studio-admin/__generated__/StudioAdminPageQuery.graphql'), { studioId }) };
            },
            lazy: async () => ({ Component: (await import('./features/studio-admin/StudioAdminRoute')).StudioAdminRoute }),
          },
          {
            path: '/hijack/:userId?',
            loader: (args) => {
              requireSession(args);
              return preloadRoute(import('./features/accounts/__generated__/HijackPageQuery.graphql'), {});
            },
            lazy: async () => ({ Component: (await import('./features/accounts/HijackPage')).HijackPage }),
          },
          {
            path: '/hijack-reset',
            loader: (args) => {
              requireSession(args);
              return null;
            },
            lazy: async () => ({ Component: (await import('./features/accounts/HijackResetPage')).HijackResetPage }),
          },
          {
            path: '/maintenance',
            lazy: async () => ({ Component: (await import('./features/errors/MaintenancePage')).MaintenancePage }),
          },
          {
            path: '/quotes',
            loader: (args) => {
              requireSession(args);
              return preloadRoute(import('./features/accounts/__generated__/QuotesPageQuery.graphql'), {});
            },
            lazy: async () => ({ Component: (await import('./features/accounts/QuotesPage')).QuotesPage }),
          },
          {
            // ROUTE-27: how a test goes, and what Greenlight is.
            path: '/stepper',
            loader: (args) => {
              requireSession(args);
              return preloadRoute(import('./features/guide/__generated__/StepperPageQuery.graphql'), {});
            },
            lazy: async () => ({ Component: (await import('./features/guide/StepperPage')).StepperPage }),
          },
          {
            path: '/about',
            loader: (args) => {
              requireSession(args);
              return preloadRoute(import('./features/guide/__generated__/AboutPageQuery.graphql'), {});
            },
            lazy: async () => ({ Component: (await import('./features/guide/AboutPage')).AboutPage }),
          },
          {
            path: '/home',
            loader: (args) => {
              requireSession(args);
              // Issue 17: one request on arrival, the list's first page with the shell, unless
              // ?view= asks for a view (it applies 500 ms later, VIEW-13, with its own query).
              const search = new URL(args.request.url).searchParams;
              const { studioId, projectId } = narrowingOf(search);
              return preloadRoute(import('./features/games-list/__generated__/HomePageQuery.graphql'), { withList: !search.has('view'), studioId, projectId }, panelOf(args));
            },
            // The game panel has its own query: opening it does not read the list again.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => !onlyPanelOpened(currentUrl, nextUrl) && defaultShouldRevalidate,
            lazy: async () => ({ Component: (await import('./features/games-list/HomePage')).HomePage }),
          },
          {
            // FORM-01: the studio creation form (add_studio; the page sends anyone else to the root).
            path: '/studios/create',
            loader: (args) => {
              requireSession(args);
              return preloadRoute(import('./features/forms/__generated__/StudioCreatePageQuery.graphql'), {});
            },
            lazy: async () => ({ Component: (await import('./features/forms/StudioCreatePage')).StudioCreatePage }),
          },
          {
            // SL-01: the studios list (staff).
            path: '/studios',
            loader: (args) => {
              requireSession(args);
              // Issue 17: the kept list's first page with the shell, unless ?view= asks for a view.
              return preloadRoute(import('./features/studios-list/__generated__/StudiosPageQuery.graphql'), { withList: !new URL(args.request.url).searchParams.has('view') });
            },
            lazy: async () => ({ Component: (await import('./features/studios-list/StudiosPage')).StudiosPage }),
          },
          {
            // SD-01: a studio's page (staff); an id that is not one is the not-found page.
            path: '/studio/:id',
            loader: (args) => {
              requireSession(args);
              const studioId = addressNumber(args.params.id);
              return studioId === null ? null : preloadRoute(import('./features/studio-page/__generated__/StudioPageQuery.graphql'), { studioId }, panelOf(args));
            },
            // The game panel has its own query: opening it does not read the studio again.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => !onlyPanelOpened(currentUrl, nextUrl) && defaultShouldRevalidate,
            lazy: async () => ({ Component: (await import('./features/studio-page/StudioPage')).StudioPage }),
          },
          {
            path: '/board/:sub?/:filter?/:type?',
            loader: async (args) => {
              requireSession(args);
              const panel = panelOf(args);
              const { sub = 'home', filter, type } = args.params;
              // The page's chunk loads beside its query (issue 17; boardPages.ts).
              if (sub === 'home' && !filter && !type) {
                preloadBoardPage('home');
                return { page: 'home', query: await preloadRoute(import('./features/studio-board/__generated__/BoardHomePageQuery.graphql'), {}, panel) };
              }
              if (sub === 'mygames') {
                const tab = boardTab(filter);
                const testType = boardType(type);
                if (!tab || !testType) return { page: 'not-found' };
                const search = new URL(args.request.url).searchParams;
                const term = search.get('term') || null;
                // MG-09: a PM's "My games only" (filter_team_status).
                const myGamesOnly = search.get('myGamesOnly') === 'true';
                preloadBoardPage('mygames');
                return { page: 'mygames', query: await preloadRoute(import('./features/studio-board/__generated__/MyGamesPageQuery.graphql'), { tab, type: testType, term, myGamesOnly }, panel) };
              }
              if (sub === 'ks') {
                // KS-03, KS-04: finished CPI or CTR tests, in one request (issue 17): without
                // view_knowledge_sharing the list is empty (orEmpty) and the page the not-found page.
                const ksType = ksAddressType(filter, type);
                if (!ksType) return { page: 'not-found' };
                const term = new URL(args.request.url).searchParams.get('term');
                preloadBoardPage('ks');
                return { page: 'ks', query: await preloadRoute(import('./features/knowledge-sharing/__generated__/KnowledgeSharingPageQuery.graphql'), ksPageVariables(ksType, term), panel) };
              }
              // CONF-15: the project page is the board's sub=project with the project id in filter.
              const projectId = sub === 'project' && !type ? addressNumber(filter) : null;
              if (projectId !== null) {
                preloadBoardPage('project');
                return { page: 'project', query: await preloadRoute(import('./features/projects/__generated__/ProjectPageQuery.graphql'), { projectId }, panel) };
              }
              return { page: 'not-found' };
            },
            // Knowledge sharing follows its own search (?term=) and panel (?gameKsId=) without loading the page again.
            // The game panel has its own query: opening it does not read the page again.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
              (currentUrl.pathname === nextUrl.pathname && nextUrl.pathname.startsWith('/board/ks/')) || onlyPanelOpened(currentUrl, nextUrl)
                ? false
                : defaultShouldRevalidate,
            lazy: async () => ({ Component: (await import('./features/studio-board/BoardRoute')).BoardRoute }),
          },
          {
            // CONF-15: the other reading's path goes to the board's project page.
            path: '/gameproject',
            loader: ({ request }) => {
              const id = addressNumber(new URL(request.url).searchParams.get('id'));
              return redirect(id !== null ? `/board/project/${id}` : '/board');
            },
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
