import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EMAIL_INVALID, RESET_GENERIC_ERROR, canRequestPasswordReset, isValidEmail } from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { useNotify } from '../app-shell/notifications';
import type { ResetRequestPageMutation } from './__generated__/ResetRequestPageMutation.graphql';
import { BackToSignIn, PublicCard } from './PublicCard';

const requestMutation = graphql`
  mutation ResetRequestPageMutation($email: String!) {
    requestPasswordReset(email: $email) {
      __typename
      ... on RequestPasswordResetPayload {
        email
      }
      ... on ProviderError {
        code
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/resetpwd`: asks for a reset link by email (PWD-01..04). */
export function ResetRequestPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { error } = useNotify();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [commit, loading] = useMutation<ResetRequestPageMutation>(requestMutation);

  const trimmed = email.trim();
  // An empty field is told by the disabled button (PWD-02); only a wrong address gets a message.
  const emailError = touched && trimmed !== '' && !isValidEmail(trimmed) ? EMAIL_INVALID : null;
  const canSubmit = canRequestPasswordReset({ email, loading });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmit || !isValidEmail(trimmed)) return;
    commit({
      variables: { email: trimmed },
      onCompleted: ({ requestPasswordReset: result }) => {
        if (result.__typename === 'RequestPasswordResetPayload') {
          // The address goes along so the confirmation can name it (PWD-03).
          navigate('/resetpwd/emailsent', { state: { email: result.email } });
        } else if (result.__typename === 'ProviderError') {
          error(result.message || RESET_GENERIC_ERROR);
        } else {
          error(RESET_GENERIC_ERROR);
        }
      },
      // PWD-04: a network failure is a failure too.
      onError: () => error(RESET_GENERIC_ERROR),
    });
  };

  return (
    <PublicCard
      footer={<BackToSignIn />}
      title="Reset your password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Email" required validationMessage={emailError ?? undefined}>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(_e, data) => setEmail(data.value)}
            onBlur={() => setTouched(true)}
          />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabled={!canSubmit}
          icon={loading ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          Send me a reset link
        </Button>
      </form>
    </PublicCard>
  );
}
