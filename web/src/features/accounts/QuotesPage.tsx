import { Caption1, Card, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import type { QuotesPageQuery } from './__generated__/QuotesPageQuery.graphql';

const query = graphql`
  query QuotesPageQuery {
    viewer {
      permissions
      ...AppHeader_viewer
    }
    quotes {
      quote
      author
    }
  }
`;

const useStyles = makeStyles({
  main: { maxWidth: '960px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    margin: `${tokens.spacingVerticalL} 0 0`,
    padding: 0,
  },
  quote: { height: '100%', gap: tokens.spacingVerticalS },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
});

/** `/quotes` (ROUTE-26, REF-13): quotes and their authors. */
export function QuotesPage() {
  const styles = useStyles();
  const data = usePreloadedQuery<QuotesPageQuery>(query, useLoaderData() as PreloadedQuery<QuotesPageQuery>);
  if (!data.viewer) return null;
  return (
    <>
      <AppHeader viewer={data.viewer} platform={data.viewer.permissions.includes('view_pm_interface') ? 'publishing' : 'studio'} />
      <main className={styles.main}>
        <Title3 as="h1">Quotes</Title3>
        <ul className={styles.list}>
          {data.quotes.map((quote) => (
            <li key={`${quote.author}:${quote.quote}`}>
              <Card className={styles.quote}>
                <blockquote className={styles.text}>“{quote.quote}”</blockquote>
                <Caption1>{quote.author}</Caption1>
              </Card>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
