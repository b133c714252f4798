import { Link, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '../app-shell/Logo';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    background: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 60%)`,
  },
  panel: {
    width: 'min(440px, 100%)',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    boxSizing: 'border-box',
    // Narrow phones (360 px): the card keeps its content, not its margins.
    '@media (max-width: 420px)': { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * The card of the pages reachable without a session (AUTH-01, PWD-01, PWD-05): the
 * logo, a heading, an introduction, the content and a footer of links.
 */
export function PublicCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="public-card-title">
        <Logo size="large" />
        <div className={styles.intro}>
          <Subtitle1 as="h1" id="public-card-title">
            {title}
          </Subtitle1>
          {intro && (
            <Text as="p" block>
              {intro}
            </Text>
          )}
        </div>
        {children}
        {footer}
      </section>
    </main>
  );
}

/** The password-reset screens' way back. */
export function BackToSignIn() {
  const navigate = useNavigate();
  return (
    <Text>
      <Link
        href="/login"
        onClick={(event) => {
          event.preventDefault();
          navigate('/login');
        }}
      >
        Back to sign in
      </Link>
    </Text>
  );
}
