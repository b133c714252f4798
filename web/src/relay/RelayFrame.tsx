// Every page that reads Relay sits in this frame (routes.tsx): the environment is
// provided here rather than at the root, so that the sign-in page loads neither Relay's
// runtime nor its store (issue 17). The route's loader has started its query by the time
// this renders (preloadRoute loads the environment itself).
import { useEffect } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet, useMatches } from 'react-router';
import { onSessionChangedElsewhere, sessionPageShown } from '../features/accounts/session';
import { environment } from './environment';
import { releaseReplacedQueries } from './routeQueries';

export function RelayFrame() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ReleaseReplacedQueries />
      <SessionPages />
      <Outlet />
    </RelayEnvironmentProvider>
  );
}

/**
 * AUTH-22: a session's pages do not outlive it. Another tab of the browser signed in or
 * out: this one loads again, as whoever the session now is (or goes to sign in), instead
 * of showing, and saving into the new account, what the earlier user chose (a games
 * list's search, sort, filter). A sign-in in this tab after one of these pages loads its
 * landing afresh (LoginPage, sessionChanged).
 */
function SessionPages() {
  useEffect(() => {
    sessionPageShown();
    return onSessionChangedElsewhere(() => window.location.reload());
  }, []);
  return null;
}

/** Once a route is on screen, the queries of the pages it replaced are released. */
function ReleaseReplacedQueries() {
  const matches = useMatches();
  useEffect(() => {
    // A loader answers its query, or (the board) the page with its query.
    releaseReplacedQueries(matches.flatMap((match) => [match.loaderData, (match.loaderData as { query?: unknown } | null)?.query]));
  }, [matches]);
  return null;
}
