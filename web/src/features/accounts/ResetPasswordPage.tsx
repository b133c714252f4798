import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import {
  RESET_GENERIC_ERROR,
  canConfirmReset,
  resetErrorMessage,
  validateResetConfirm,
  validateResetPassword,
} from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import { useNotify } from '../app-shell/notifications';
import type { ResetPasswordPageMutation } from './__generated__/ResetPasswordPageMutation.graphql';
import { PasswordHints } from './ChangePasswordDialog';
import { BackToSignIn, PublicCard } from './PublicCard';

const resetMutation = graphql`
  mutation ResetPasswordPageMutation(
    $email: String!
    $resetToken: String!
    $newPassword: String!
    $confirmPassword: String!
  ) {
    resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword, confirmPassword: $confirmPassword) {
      __typename
      ... on ResetPasswordPayload {
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

/** The router state that tells the login page the password was just changed. */
export interface PasswordResetState {
  passwordReset: true;
}

/** `/resetpwd/{username}/{resetToken}`: the new-password form of the mailed link (PWD-05..15). */
export function ResetPasswordPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { error } = useNotify();
  // The mailed link carries the account's email as the username (002 §7 POST /auth/resetpwd).
  const { username = '', resetToken = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [commit, saving] = useMutation<ResetPasswordPageMutation>(resetMutation);

  // PWD-06/07 once the field has been left (not at the first keystroke), PWD-08 as soon as
  // the confirmation is typed.
  const passwordError = touched.password && password !== '' ? validateResetPassword(password) : null;
  const confirmError = confirm !== '' || touched.confirm ? validateResetConfirm(password, confirm) : null;
  const canSubmit = canConfirmReset(password, confirm) && !saving;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (!canConfirmReset(password, confirm) || saving) return;
    commit({
      variables: { email: username, resetToken, newPassword: password, confirmPassword: confirm },
      onCompleted: ({ resetPassword: result }) => {
        if (result.__typename === 'ResetPasswordPayload') {
          const state: PasswordResetState = { passwordReset: true };
          navigate('/login', { replace: true, state });
        } else if (result.__typename === 'ProviderError') {
          // PWD-09..15: the refusal's code is the reason key (linkexpired, linkused: issue 15).
          error(resetErrorMessage(result.code));
        } else {
          error(RESET_GENERIC_ERROR);
        }
      },
      onError: () => error(RESET_GENERIC_ERROR),
    });
  };

  return (
    <PublicCard
      title="Choose a new password"
      intro={username ? `For ${username}.` : undefined}
      footer={<BackToSignIn />}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {/* The account, for the browser's password manager to save the new password against. */}
        <input type="hidden" name="username" autoComplete="username" value={username} />
        <Field
          label="New password"
          required
          validationMessage={passwordError ?? undefined}
          hint={<PasswordHints password={password} />}
        >
          <Input
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(_e, data) => setPassword(data.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          />
        </Field>
        <Field label="Confirm new password" required validationMessage={confirmError ?? undefined}>
          <Input
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(_e, data) => setConfirm(data.value)}
            onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabled={!canSubmit}
          icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          Confirm
        </Button>
      </form>
    </PublicCard>
  );
}
