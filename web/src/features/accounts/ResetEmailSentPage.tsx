import { Link, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router';
import { BackToSignIn, PublicCard } from './PublicCard';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * `/resetpwd/emailsent` (PWD-03): what happens next. The provider answers the same
 * whether or not the address has an account, so the page never says it has one.
 */
export function ResetEmailSentPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  // The request page passes the address; a reload or a bookmark has none.
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const address = typeof email === 'string' && email !== '' ? email : null;

  return (
    <PublicCard footer={<BackToSignIn />} title="Check your email">
      <MessageBar intent="success">
        <MessageBarBody>
          {address ? (
            <>
              If <strong>{address}</strong> belongs to an account, we have sent it a link to reset your password.
            </>
          ) : (
            'If the address belongs to an account, we have sent it a link to reset your password.'
          )}
        </MessageBarBody>
      </MessageBar>
      <ul className={styles.list}>
        <li>
          <Text>The link expires in an hour and can be used once.</Text>
        </li>
        <li>
          <Text>
            Nothing after a few minutes? Check your spam folder, or{' '}
            <Link
              href="/resetpwd"
              onClick={(event) => {
                event.preventDefault();
                navigate('/resetpwd');
              }}
            >
              ask for a new link
            </Link>
            .
          </Text>
        </li>
      </ul>
    </PublicCard>
  );
}
