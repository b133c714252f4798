import { Link, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';

const useStyles = makeStyles({
  page: {
    minHeight: '60vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
  },
  code: { fontSize: '96px', lineHeight: 1, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
});

/** ERR-17, ROUTE-28: "Page not found" with a "Refresh" link to the studio board. */
export function NotFoundPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <Title2 as="h1">Page not found</Title2>
      <Text>The page you asked for does not exist or has moved.</Text>
      <Link
        href="/board"
        onClick={(event) => {
          event.preventDefault();
          navigate('/board');
        }}
      >
        Refresh
      </Link>
    </main>
  );
}
