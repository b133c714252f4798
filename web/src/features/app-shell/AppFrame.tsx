import { Spinner } from '@fluentui/react-components';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { releaseReplacedQueries } from '../../relay/routeQueries';
import { PageViews } from './PageViews';

export function PageSpinner() {
  return <Spinner size="large" style={{ marginTop: '20vh' }} aria-label="Loading" />;
}

/** Every page: a spinner while its data or code is on its way. */
export function AppFrame() {
  return (
    <>
      <ReleaseReplacedQueries />
      <PageViews />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
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
