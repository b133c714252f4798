import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { links } from '../../config';
import type { LandingQuery } from './__generated__/LandingQuery.graphql';
import { landingFor } from './landing';

const query = graphql`
  query LandingQuery {
    viewer {
      permissions
      studiosDeactivated
    }
    learningPlatformLink
  }
`;

/**
 * `/`: sends the user where their permissions say (ROUTE-02..08, CONF-21). The
 * learning platform's link comes from the redirect-link call (GET
 * /auth/redirectLink), or is its default dashboard when there is none.
 */
export function Landing() {
  const data = usePreloadedQuery<LandingQuery>(query, useLoaderData() as PreloadedQuery<LandingQuery>);
  const landing = data.viewer ? landingFor(data.viewer.permissions, data.viewer) : ({ kind: 'route', path: '/login' } as const);
  const external =
    landing.kind === 'external'
      ? landing.place === 'learningPlatform'
        ? (data.learningPlatformLink ?? links.learningPlatform)
        : links.helpCenter
      : undefined;

  // Once: a second navigation would abort the first.
  const left = useRef(false);
  useEffect(() => {
    if (!external || left.current) return;
    left.current = true;
    window.location.replace(external);
  }, [external]);
  if (landing.kind === 'route') return <Navigate to={landing.path} replace />;
  return <Spinner label={landing.place === 'learningPlatform' ? 'Opening the Academy...' : 'Opening the help center...'} style={{ marginTop: 96 }} />;
}
