import { Card, Link, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { NO_STUDIO_ATTACHED } from '@greenlight/rules';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import type { StudioAdminListPageQuery } from './__generated__/StudioAdminListPageQuery.graphql';
import { studioAdminPath } from './tabs';

const query = graphql`
  query StudioAdminListPageQuery {
    viewer {
      permissions
      ...AppHeader_viewer
    }
    adminStudios {
      studioId
      name
    }
  }
`;

export const useStudioAdminStyles = makeStyles({
  // One column; a studio's staff table needs more room than the profile's forms.
  main: {
    maxWidth: '960px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    '@media (max-width: 480px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}` },
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** SA-01/02: the studios the viewer belongs to, each opening its admin page; or why there is none. */
export function StudioAdminListPage({ queryRef }: { queryRef: PreloadedQuery<StudioAdminListPageQuery> }) {
  const styles = useStudioAdminStyles();
  const navigate = useNavigate();
  const data = usePreloadedQuery<StudioAdminListPageQuery>(query, queryRef);
  if (!data.viewer) return null;
  const platform = data.viewer.permissions.includes('view_pm_interface') ? 'publishing' : 'studio';
  return (
    <>
      <AppHeader viewer={data.viewer} platform={platform} />
      <main className={styles.main}>
        <Title3 as="h1">Studio Admin</Title3>
        <Card className={styles.card}>
          {data.adminStudios.length === 0 ? (
            <Text>{NO_STUDIO_ATTACHED}</Text>
          ) : (
            <ul className={styles.list} aria-label="My studios">
              {data.adminStudios.map((studio) => {
                const path = studioAdminPath(studio.studioId);
                return (
                  <li key={studio.studioId}>
                    <Link
                      href={path}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(path);
                      }}
                    >
                      {studio.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </main>
    </>
  );
}
