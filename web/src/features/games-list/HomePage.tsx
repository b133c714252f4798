import { Spinner, Subtitle2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';
import { GamesList } from './GamesList';

const query = graphql`
  query HomePageQuery {
    viewer {
      ...AppHeader_viewer
    }
    ...GamesList_query
  }
`;

const useStyles = makeStyles({
  main: { maxWidth: '1280px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
});

/** `/home`: the publishing managers' games list (GL-01). */
export function HomePage() {
  const styles = useStyles();
  const data = usePreloadedQuery<HomePageQuery>(query, useLoaderData() as PreloadedQuery<HomePageQuery>);
  if (!data.viewer) return null;
  return (
    <>
      <AppHeader viewer={data.viewer} platform="publishing" />
      <main className={styles.main}>
        <Suspense fallback={<Spinner />}>
          <GamesList query={data} heading={(count) => (
            <div className={styles.heading}>
              <Title3 as="h1">Games</Title3>
              <Subtitle2 as="p">{count} {count === 1 ? 'game' : 'games'}</Subtitle2>
            </div>
          )} />
        </Suspense>
      </main>
    </>
  );
}
