// Every page that reads Relay sits in this frame (routes.tsx): the environment is
// provided here rather than at the root, so that the sign-in page loads neither Relay's
// runtime nor its store (issue 17). The route's loader has started its query by the time
// this renders (preloadRoute loads the environment itself).
import { useEffect } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet, useMatches } from 'react-router';
import { environment } from './environment';
import { releaseReplacedQueries } from './routeQueries';

export function RelayFrame() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ReleaseReplacedQueries />
      <Outlet />
    </RelayEnvironmentProvider>
  );
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
