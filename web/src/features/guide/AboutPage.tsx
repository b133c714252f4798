import { Card, Link, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { links } from '../../config';
import { AppHeader } from '../app-shell/AppHeader';
import type { AboutPageQuery } from './__generated__/AboutPageQuery.graphql';

const query = graphql`
  query AboutPageQuery {
    viewer {
      permissions
      ...AppHeader_viewer
    }
  }
`;

const useStyles = makeStyles({
  main: { maxWidth: '760px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  text: { display: 'block', marginTop: tokens.spacingVerticalM },
  card: { marginTop: tokens.spacingVerticalL },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** `/about` (ROUTE-27): what Greenlight is, for whom, and where to read more. */
export function AboutPage() {
  const styles = useStyles();
  const data = usePreloadedQuery<AboutPageQuery>(query, useLoaderData() as PreloadedQuery<AboutPageQuery>);
  if (!data.viewer) return null;
  return (
    <>
      <AppHeader viewer={data.viewer} platform={data.viewer.permissions.includes('view_pm_interface') ? 'publishing' : 'studio'} />
      <main className={styles.main}>
        <Title3 as="h1">About Greenlight</Title3>
        <Text className={styles.text}>
          Greenlight is where studios and the publisher decide which games live. A studio submits a prototype for a paid ad test on Facebook and
          Snapchat, integrates the analytics SDK and uploads its icon and videos; the publisher&apos;s team reviews the request, runs the campaign
          and coaches the studio. Both sides follow cost per install, retention and playtime per iteration, each with how sure the figure is, until
          the decision: iterate, launch or stop.
        </Text>
        <Card className={styles.card}>
          <ul className={styles.list}>
            <li>
              <RouterLink className={styles.link} to="/stepper">
                How a test goes
              </RouterLink>
              : the steps of a submission, their time and what each asks.
            </li>
            <li>
              <Link href={links.helpCenter} target="_blank" rel="noreferrer" inline>
                Help center
              </Link>
              : guides for the SDK, the store links and the campaigns.
            </li>
            <li>
              <RouterLink className={styles.link} to="/quotes">
                Quotes
              </RouterLink>
              : what the people who make games say.
            </li>
          </ul>
        </Card>
      </main>
    </>
  );
}
