import { Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { links } from '../../config';
import type { LandingQuery } from './__generated__/LandingQuery.graphql';
import { landingFor } from './landing';

const query = graphql`
  query LandingQuery {
    viewer {
      permissions
    }
  }
`;

/** `/`: sends the user where their permissions say (ROUTE-02..07). */
export function Landing() {
  const data = usePreloadedQuery<LandingQuery>(query, useLoaderData() as PreloadedQuery<LandingQuery>);
  const landing = data.viewer ? landingFor(data.viewer.permissions) : ({ kind: 'route', path: '/login' } as const);
  useEffect(() => {
    if (landing.kind === 'external') window.location.replace(links[landing.place]);
  }, [landing]);
  if (landing.kind === 'route') return <Navigate to={landing.path} replace />;
  return <Spinner label="Opening the learning platform..." style={{ marginTop: 96 }} />;
}
